/* compat-prog.c

   Binary compatibility: this program is compiled against GNU Nettle's
   own installed headers (Debian's nettle-dev, /usr/include/nettle), never
   against ours, and then run against the libnettle.so.8 built here. It
   must get the right answers with no recompilation: same symbols, same
   struct layouts, same semantics.

   Known answers: FIPS 197 Appendix C (AES), NIST SP 800-38A Appendix F
   (CBC, CFB128, CFB8, CTR), IEEE 1619-2007 Annex B (XTS-AES-128 vectors
   1 and 2).
*/

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <nettle/aes.h>
#include <nettle/cbc.h>
#include <nettle/ctr.h>
#include <nettle/cfb.h>
#include <nettle/xts.h>
#include <nettle/memxor.h>
#include <nettle/nettle-meta.h>
#include <nettle/version.h>

static int failures = 0;
static int checks = 0;

static size_t
unhex (uint8_t *dst, const char *hex)
{
  size_t n = 0;
  while (hex[0] && hex[1])
    {
      unsigned v;
      sscanf (hex, "%2x", &v);
      dst[n++] = v;
      hex += 2;
    }
  return n;
}

static void
check (const char *what, const uint8_t *got, const char *want_hex)
{
  uint8_t want[256];
  size_t n = unhex (want, want_hex);
  checks++;
  if (memcmp (got, want, n))
    {
      size_t i;
      printf ("FAIL: %s:", what);
      for (i = 0; i < n; i++)
	printf ("%02x", got[i]);
      printf ("\n");
      failures++;
    }
  else
    printf ("  ok: %s\n", what);
}

static const char sp_key[] = "2b7e151628aed2a6abf7158809cf4f3c";
static const char sp_iv[] = "000102030405060708090a0b0c0d0e0f";
static const char sp_pt[] =
  "6bc1bee22e409f96e93d7e117393172a" "ae2d8a571e03ac9c9eb76fac45af8e51"
  "30c81c46a35ce411e5fbc1191a0a52ef" "f69f2445df4f9b17ad2b417be66c3710";

int
main (void)
{
  uint8_t key[64], pt[64], out[64], back[64], iv[16];
  const char *fips_pt = "00112233445566778899aabbccddeeff";

  printf ("built against Nettle headers %d.%d, running on library %d.%d\n",
	  NETTLE_VERSION_MAJOR, NETTLE_VERSION_MINOR,
	  nettle_version_major (), nettle_version_minor ());

  /* FIPS 197 C.1-C.3 through the per-size API. */
  {
    struct aes128_ctx c128;
    struct aes192_ctx c192;
    struct aes256_ctx c256;
    unhex (pt, fips_pt);
    unhex (key, "000102030405060708090a0b0c0d0e0f1011121314151617"
	   "18191a1b1c1d1e1f");
    aes128_set_encrypt_key (&c128, key);
    aes128_encrypt (&c128, 16, out, pt);
    check ("aes128_encrypt (FIPS 197 C.1)", out, "69c4e0d86a7b0430d8cdb78070b4c55a");
    aes128_invert_key (&c128, &c128);
    aes128_decrypt (&c128, 16, back, out);
    check ("aes128_invert_key + aes128_decrypt", back, fips_pt);
    aes192_set_encrypt_key (&c192, key);
    aes192_encrypt (&c192, 16, out, pt);
    check ("aes192_encrypt (FIPS 197 C.2)", out, "dda97ca4864cdfe06eaf70a0ec0d7191");
    aes192_set_decrypt_key (&c192, key);
    aes192_decrypt (&c192, 16, back, out);
    check ("aes192_decrypt", back, fips_pt);
    aes256_set_encrypt_key (&c256, key);
    aes256_encrypt (&c256, 16, out, pt);
    check ("aes256_encrypt (FIPS 197 C.3)", out, "8ea2b7ca516745bfeafc49904b496089");
    aes256_set_decrypt_key (&c256, key);
    aes256_decrypt (&c256, 16, back, out);
    check ("aes256_decrypt", back, fips_pt);
  }

  /* The legacy variable-key API and the descriptors. */
  {
    struct aes_ctx ctx;
    unhex (key, "000102030405060708090a0b0c0d0e0f1011121314151617"
	   "18191a1b1c1d1e1f");
    aes_set_encrypt_key (&ctx, 32, key);
    aes_encrypt (&ctx, 16, out, pt);
    check ("aes_encrypt, 32-byte key", out, "8ea2b7ca516745bfeafc49904b496089");
    aes_set_decrypt_key (&ctx, 24, key);
    unhex (out, "dda97ca4864cdfe06eaf70a0ec0d7191");
    aes_decrypt (&ctx, 16, back, out);
    check ("aes_decrypt, 24-byte key", back, fips_pt);
  }
  {
    uint8_t ctxbuf[512];
    const struct nettle_cipher *c = &nettle_aes128;
    checks++;
    if (strcmp (c->name, "aes128") || c->block_size != 16 || c->key_size != 16
	|| c->context_size != sizeof (struct aes128_ctx))
      {
	printf ("FAIL: nettle_aes128 descriptor fields\n");
	failures++;
      }
    unhex (key, "000102030405060708090a0b0c0d0e0f");
    c->set_encrypt_key (ctxbuf, key);
    c->encrypt (ctxbuf, 16, out, pt);
    check ("nettle_aes128 descriptor encrypt", out, "69c4e0d86a7b0430d8cdb78070b4c55a");
  }

  /* SP 800-38A F.2.1 / F.2.2: CBC-AES128, generic and typed. */
  {
    struct CBC_CTX (struct aes128_ctx, AES_BLOCK_SIZE) cbc;
    const char *ct = "7649abac8119b246cee98e9b12e9197d5086cb9b507219ee95db113a917678b2"
      "73bed6b8e3c1743b7116e69e222295163ff1caa1681fac09120eca307586e1a7";
    unhex (key, sp_key);
    unhex (pt, sp_pt);
    aes128_set_encrypt_key (&cbc.ctx, key);
    unhex (iv, sp_iv);
    CBC_SET_IV (&cbc, iv);
    CBC_ENCRYPT (&cbc, aes128_encrypt, 64, out, pt);
    check ("CBC_ENCRYPT aes128 (SP 800-38A F.2.1)", out, ct);
    unhex (iv, sp_iv);
    cbc_encrypt (&cbc.ctx, (nettle_cipher_func *) aes128_encrypt, 16, iv, 64, back, pt);
    check ("cbc_encrypt aes128", back, ct);
    aes128_set_decrypt_key (&cbc.ctx, key);
    unhex (iv, sp_iv);
    CBC_SET_IV (&cbc, iv);
    CBC_DECRYPT (&cbc, aes128_decrypt, 64, back, out);
    check ("CBC_DECRYPT aes128 (SP 800-38A F.2.2)", back, sp_pt);
    memcpy (back, out, 64);
    unhex (iv, sp_iv);
    cbc_decrypt (&cbc.ctx, (nettle_cipher_func *) aes128_decrypt, 16, iv, 64, back, back);
    check ("cbc_decrypt aes128 in place", back, sp_pt);
  }

  /* SP 800-38A F.5.1: CTR-AES128. */
  {
    struct CTR_CTX (struct aes128_ctx, AES_BLOCK_SIZE) ctr;
    uint8_t c0[16];
    unhex (key, sp_key);
    unhex (pt, sp_pt);
    aes128_set_encrypt_key (&ctr.ctx, key);
    unhex (c0, "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff");
    CTR_SET_COUNTER (&ctr, c0);
    CTR_CRYPT (&ctr, aes128_encrypt, 64, out, pt);
    check ("CTR_CRYPT aes128 (SP 800-38A F.5.1)", out,
	   "874d6191b620e3261bef6864990db6ce9806f66b7970fdff8617187bb9fffdff"
	   "5ae4df3edbd5d35e5b4f09020db03eab1e031dda2fbe03d1792170a0f3009cee");
    check ("ctr counter advanced by 4", ctr.ctr, "f0f1f2f3f4f5f6f7f8f9fafbfcfdff03");
  }

  /* SP 800-38A F.3.13 (CFB128) and F.3.7 (CFB8), AES-128. */
  {
    struct aes128_ctx aes;
    unhex (key, sp_key);
    unhex (pt, sp_pt);
    aes128_set_encrypt_key (&aes, key);
    unhex (iv, sp_iv);
    cfb_encrypt (&aes, (nettle_cipher_func *) aes128_encrypt, 16, iv, 64, out, pt);
    check ("cfb_encrypt aes128 (SP 800-38A F.3.13)", out,
	   "3b3fd92eb72dad20333449f8e83cfb4ac8a64537a0b3a93fcde3cdad9f1ce58b"
	   "26751f67a3cbb140b1808cf187a4f4dfc04b05357c5d1c0eeac4c66f9ff7f2e6");
    unhex (iv, sp_iv);
    cfb_decrypt (&aes, (nettle_cipher_func *) aes128_encrypt, 16, iv, 64, back, out);
    check ("cfb_decrypt aes128", back, sp_pt);
    unhex (iv, sp_iv);
    cfb8_encrypt (&aes, (nettle_cipher_func *) aes128_encrypt, 16, iv, 18, out, pt);
    check ("cfb8_encrypt aes128 (SP 800-38A F.3.7)", out, "3b79424c9c0dd436bace9e0ed4586a4f32b9");
    unhex (iv, sp_iv);
    cfb8_decrypt (&aes, (nettle_cipher_func *) aes128_encrypt, 16, iv, 18, back, out);
    check ("cfb8_decrypt aes128", back, "6bc1bee22e409f96e93d7e117393172aae2d");
  }

  /* IEEE 1619-2007 Annex B, XTS-AES-128 vectors 1 and 2. */
  {
    struct xts_aes128_key xts;
    uint8_t tweak[16];
    memset (key, 0, 32);
    memset (tweak, 0, 16);
    memset (pt, 0, 32);
    xts_aes128_set_encrypt_key (&xts, key);
    xts_aes128_encrypt_message (&xts, tweak, 32, out, pt);
    check ("xts_aes128_encrypt_message (IEEE 1619 vector 1)", out,
	   "917cf69ebd68b2ec9b9fe9a3eadda692cd43d2f59598ed858c02c2652fbf922e");
    memset (key, 0x11, 16);
    memset (key + 16, 0x22, 16);
    memset (tweak, 0, 16);
    memset (tweak, 0x33, 5);
    memset (pt, 0x44, 32);
    xts_aes128_set_encrypt_key (&xts, key);
    xts_aes128_encrypt_message (&xts, tweak, 32, out, pt);
    check ("xts_aes128_encrypt_message (IEEE 1619 vector 2)", out,
	   "c454185e6a16936e39334038acef838bfb186fff7480adc4289382ecd6d394f0");
    xts_aes128_set_decrypt_key (&xts, key);
    xts_aes128_decrypt_message (&xts, tweak, 32, back, out);
    check ("xts_aes128_decrypt_message", back,
	   "4444444444444444444444444444444444444444444444444444444444444444");
  }

  /* memxor and memxor3. */
  {
    uint8_t a[37], b[37], c[37];
    size_t i;
    for (i = 0; i < 37; i++)
      {
	a[i] = i;
	b[i] = 0x5a ^ (i * 7);
      }
    memxor3 (c, a, b, 37);
    memxor (c, b, 37);
    checks++;
    if (memcmp (c, a, 37))
      {
	printf ("FAIL: memxor/memxor3\n");
	failures++;
      }
    else
      printf ("  ok: memxor, memxor3\n");
  }

  printf ("%d checks, %d failed\n", checks, failures);
  return failures ? 1 : 0;
}
