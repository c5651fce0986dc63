/* cfb-test.c

   CFB and CFB8 modes: the NIST SP 800-38A known answers, a per-block
   (per-byte) reference on random data for AES and for a toy cipher of
   other block sizes, final partial blocks, in-place, misaligned and
   guarded buffers, split calls, and batching of the cipher calls in
   decryption.
*/

#include "testutils.h"
#include "toy-cipher.h"

#include "aes.h"
#include "cfb.h"
#include "memxor.h"

/* NIST SP 800-38A (2001), Appendix F.3: F.3.13-F.3.18 CFB128-AES128,
   -AES192, -AES256 (64 bytes), F.3.7-F.3.12 CFB8-AES128, -AES192,
   -AES256 (18 bytes), all with IV 000102...0f. */
#define SP800_38A_PLAINTEXT \
  "6bc1bee22e409f96e93d7e117393172a ae2d8a571e03ac9c9eb76fac45af8e51" \
  "30c81c46a35ce411e5fbc1191a0a52ef f69f2445df4f9b17ad2b417be66c3710"

static const struct
{
  unsigned bits;
  const char *key;
  const char *cfb128;
  const char *cfb8;
} kats[] = {
  { 128, "2b7e151628aed2a6abf7158809cf4f3c",
    "3b3fd92eb72dad20333449f8e83cfb4a c8a64537a0b3a93fcde3cdad9f1ce58b"
    "26751f67a3cbb140b1808cf187a4f4df c04b05357c5d1c0eeac4c66f9ff7f2e6",
    "3b79424c9c0dd436bace9e0ed4586a4f 32b9" },
  { 192, "8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b",
    "cdc80d6fddf18cab34c25909c99a4174 67ce7f7f81173621961a2b70171d3d7a"
    "2e1e8a1dd59b88b1c8e60fed1efac4c9 c05f9f9ca9834fa042ae8fba584b09ff",
    "cda2521ef0a905ca44cd057cbf0d47a0 678a" },
  { 256, "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4",
    "dc7e84bfda79164b7ecd8486985d3860 39ffed143b28b1c832113c6331e5407b"
    "df10132415e54b92a13ed0a8267ae2f9 75a385741ab9cef82031623d55b1e471",
    "dc1f1a8520a64db55fcc8ac554844e88 9700" },
};

typedef void set_key_func(void *ctx, const uint8_t *key);
typedef void mode_func(const void *ctx, nettle_cipher_func *f,
		       size_t block_size, uint8_t *iv,
		       size_t length, uint8_t *dst, const uint8_t *src);

static const struct
{
  nettle_cipher_func *enc;
  set_key_func *set_enc;
} aes[3] = {
  { (nettle_cipher_func *) aes128_encrypt,
    (set_key_func *) aes128_set_encrypt_key },
  { (nettle_cipher_func *) aes192_encrypt,
    (set_key_func *) aes192_set_encrypt_key },
  { (nettle_cipher_func *) aes256_encrypt,
    (set_key_func *) aes256_set_encrypt_key },
};

static union
{
  struct aes128_ctx a;
  struct aes192_ctx b;
  struct aes256_ctx c;
} actx;

/* Counting wrapper around the current AES function. */
static nettle_cipher_func *wrapped;
static unsigned wrap_calls;

static void
wrap_enc(const void *ctx, size_t length, uint8_t *dst, const uint8_t *src)
{
  wrap_calls++;
  wrapped(ctx, length, dst, src);
}

/* References from the definitions. ref_cfb: iv moves after whole
   blocks only; a final partial block uses E(iv) and leaves iv. */
static void
ref_cfb(int decrypt, const void *ctx, nettle_cipher_func *f, size_t bs,
	uint8_t *iv, size_t length, uint8_t *dst, const uint8_t *src)
{
  uint8_t ks[32], c[32];
  size_t i;
  for (i = 0; i + bs <= length; i += bs)
    {
      f(ctx, bs, ks, iv);
      memcpy(c, decrypt ? src + i : c, decrypt ? bs : 0);
      memxor3(dst + i, src + i, ks, bs);
      memcpy(iv, decrypt ? c : dst + i, bs);
    }
  if (i < length)
    {
      f(ctx, bs, ks, iv);
      memxor3(dst + i, src + i, ks, length - i);
    }
}

static void
ref_cfb8(int decrypt, const void *ctx, nettle_cipher_func *f, size_t bs,
	 uint8_t *iv, size_t length, uint8_t *dst, const uint8_t *src)
{
  uint8_t ks[32];
  size_t i;
  for (i = 0; i < length; i++)
    {
      uint8_t c, s = src[i];
      f(ctx, bs, ks, iv);
      dst[i] = s ^ ks[0];
      c = decrypt ? s : dst[i];
      memmove(iv, iv + 1, bs - 1);
      iv[bs - 1] = c;
    }
}

static void
test_kats(void)
{
  const struct tstring *pt = SHEX(SP800_38A_PLAINTEXT);
  const struct tstring *iv0 = SHEX("000102030405060708090a0b0c0d0e0f");
  size_t n;

  for (n = 0; n < 3; n++)
    {
      const struct tstring *ct = SHEX(kats[n].cfb128);
      const struct tstring *ct8 = SHEX(kats[n].cfb8);
      uint8_t out[64], iv[16];

      aes[n].set_enc(&actx, SHEX(kats[n].key)->data);

      memcpy(iv, iv0->data, 16);
      cfb_encrypt(&actx, aes[n].enc, 16, iv, 64, out, pt->data);
      check_bytes("F.3 CFB128 encrypt", out, ct->data, 64);
      check_bytes("CFB128 iv after encrypt", iv, ct->data + 48, 16);

      memcpy(iv, iv0->data, 16);
      cfb_decrypt(&actx, aes[n].enc, 16, iv, 64, out, ct->data);
      check_bytes("F.3 CFB128 decrypt", out, pt->data, 64);
      check_bytes("CFB128 iv after decrypt", iv, ct->data + 48, 16);

      memcpy(out, ct->data, 64);
      memcpy(iv, iv0->data, 16);
      cfb_decrypt(&actx, aes[n].enc, 16, iv, 64, out, out);
      check_bytes("F.3 CFB128 decrypt in place", out, pt->data, 64);

      /* 40 bytes: the iv stops at the last whole block. */
      memcpy(iv, iv0->data, 16);
      cfb_encrypt(&actx, aes[n].enc, 16, iv, 40, out, pt->data);
      check_bytes("CFB128 partial encrypt", out, ct->data, 40);
      check_bytes("CFB128 iv after partial", iv, ct->data + 16, 16);
      memcpy(iv, iv0->data, 16);
      cfb_decrypt(&actx, aes[n].enc, 16, iv, 40, out, ct->data);
      check_bytes("CFB128 partial decrypt", out, pt->data, 40);
      check_bytes("CFB128 iv after partial decrypt", iv, ct->data + 16, 16);

      memcpy(iv, iv0->data, 16);
      cfb8_encrypt(&actx, aes[n].enc, 16, iv, 18, out, pt->data);
      check_bytes("F.3 CFB8 encrypt", out, ct8->data, 18);
      check_bytes("CFB8 iv after encrypt", iv, ct8->data + 2, 16);

      memcpy(iv, iv0->data, 16);
      cfb8_decrypt(&actx, aes[n].enc, 16, iv, 18, out, ct8->data);
      check_bytes("F.3 CFB8 decrypt", out, pt->data, 18);
      check_bytes("CFB8 iv after decrypt", iv, ct8->data + 2, 16);

      memcpy(out, ct8->data, 18);
      memcpy(iv, iv0->data, 16);
      cfb8_decrypt(&actx, aes[n].enc, 16, iv, 18, out, out);
      check_bytes("F.3 CFB8 decrypt in place", out, pt->data, 18);

      test_ok("SP 800-38A F.3 CFB128-AES%u and CFB8-AES%u, both directions",
	      kats[n].bits, kats[n].bits);
    }

  {
    struct CFB_CTX(struct aes128_ctx, AES_BLOCK_SIZE) c;
    struct CFB8_CTX(struct aes128_ctx, AES_BLOCK_SIZE) c8;
    uint8_t out[64];

    aes128_set_encrypt_key(&c.ctx, SHEX(kats[0].key)->data);
    CFB_SET_IV(&c, iv0->data);
    CFB_ENCRYPT(&c, aes128_encrypt, 32, out, pt->data);
    CFB_ENCRYPT(&c, aes128_encrypt, 32, out + 32, pt->data + 32);
    check_bytes("CFB_ENCRYPT", out, SHEX(kats[0].cfb128)->data, 64);
    CFB_SET_IV(&c, iv0->data);
    CFB_DECRYPT(&c, aes128_encrypt, 64, out, SHEX(kats[0].cfb128)->data);
    check_bytes("CFB_DECRYPT", out, pt->data, 64);

    c8.ctx = c.ctx;
    CFB8_SET_IV(&c8, iv0->data);
    CFB8_ENCRYPT(&c8, aes128_encrypt, 5, out, pt->data);
    CFB8_ENCRYPT(&c8, aes128_encrypt, 13, out + 5, pt->data + 5);
    check_bytes("CFB8_ENCRYPT", out, SHEX(kats[0].cfb8)->data, 18);
    CFB8_SET_IV(&c8, iv0->data);
    CFB8_DECRYPT(&c8, aes128_encrypt, 18, out, SHEX(kats[0].cfb8)->data);
    check_bytes("CFB8_DECRYPT", out, pt->data, 18);
    test_ok("CFB_CTX, CFB8_CTX and their SET_IV, ENCRYPT, DECRYPT macros");
  }
}

/* One mode against its reference: one call, in place, misaligned,
   and split calls (split at block multiples for CFB, anywhere for
   CFB8). */
static void
check_mode(const char *name, mode_func *mode, int decrypt, int cfb8,
	   const void *ctx, nettle_cipher_func *f, size_t bs, size_t len)
{
  uint8_t *src = malloc(len), *want = malloc(len);
  uint8_t *sbuf = malloc(len + 16), *dbuf = malloc(len + 16);
  uint8_t iv0[32], iv[32], want_iv[32];
  unsigned so = test_rand_below(16), dso = test_rand_below(16);
  size_t done;
  char what[100];

  test_rand_bytes(len, src);
  test_rand_bytes(bs, iv0);
  memcpy(want_iv, iv0, bs);
  (cfb8 ? ref_cfb8 : ref_cfb)(decrypt, ctx, f, bs, want_iv, len, want, src);

  memcpy(sbuf + so, src, len);
  memcpy(iv, iv0, bs);
  mode(ctx, f, bs, iv, len, dbuf + dso, sbuf + so);
  snprintf(what, sizeof(what), "%s, block size %zu, offsets %u/%u",
	   name, bs, so, dso);
  check_bytes(what, dbuf + dso, want, len);
  check_bytes("iv", iv, want_iv, bs);

  memcpy(iv, iv0, bs);
  mode(ctx, f, bs, iv, len, sbuf + so, sbuf + so);
  snprintf(what, sizeof(what), "%s in place, block size %zu", name, bs);
  check_bytes(what, sbuf + so, want, len);
  check_bytes("iv in place", iv, want_iv, bs);

  memcpy(sbuf, src, len);
  memcpy(iv, iv0, bs);
  for (done = 0; ; )
    {
      size_t step = cfb8 ? 1 : bs;
      size_t piece;
      if (len - done < step || test_rand_below(4) == 0)
	break;
      piece = step * test_rand_below((len - done) / step + 1);
      mode(ctx, f, bs, iv, piece, dbuf + done, sbuf + done);
      done += piece;
    }
  mode(ctx, f, bs, iv, len - done, dbuf + done, sbuf + done);
  snprintf(what, sizeof(what), "%s split, block size %zu", name, bs);
  check_bytes(what, dbuf, want, len);
  check_bytes("iv split", iv, want_iv, bs);

  free(src);
  free(want);
  free(sbuf);
  free(dbuf);
}

static void
check_all_modes(const void *ctx, nettle_cipher_func *f, size_t bs,
		size_t len)
{
  check_mode("cfb_encrypt", cfb_encrypt, 0, 0, ctx, f, bs, len);
  check_mode("cfb_decrypt", cfb_decrypt, 1, 0, ctx, f, bs, len);
  if (len <= 1200)
    {
      check_mode("cfb8_encrypt", cfb8_encrypt, 0, 1, ctx, f, bs, len);
      check_mode("cfb8_decrypt", cfb8_decrypt, 1, 1, ctx, f, bs, len);
    }
}

static void
test_random(void)
{
  size_t n;
  for (n = 0; n < 3; n++)
    {
      uint8_t key[32];
      unsigned round;
      test_rand_bytes(32, key);
      aes[n].set_enc(&actx, key);
      wrapped = aes[n].enc;
      for (round = 0; round < 60; round++)
	{
	  size_t len = round < 40 ? round * 13 : test_rand_below(3000);
	  check_all_modes(&actx, aes[n].enc, 16, len);
	  check_all_modes(&actx, wrap_enc, 16, len);
	}
      test_ok("AES-%u: cfb/cfb8 both directions equal the reference, "
	      "lengths 0..3000, misaligned, in place, split", 128 + 64 * (int) n);
    }
}

static void
test_toy(void)
{
  static const size_t sizes[] = { 8, 1, 3, 24, 32 };
  size_t s;
  for (s = 0; s < sizeof(sizes) / sizeof(sizes[0]); s++)
    {
      struct toy_ctx ctx;
      unsigned round;
      toy_set_key(&ctx, sizes[s]);
      for (round = 0; round < 30; round++)
	check_all_modes(&ctx, toy_encrypt, sizes[s],
			round < 20 ? round * 11 : test_rand_below(1200));
      test_ok("toy cipher with %zu-byte blocks: cfb/cfb8 equal the "
	      "reference", sizes[s]);
    }
}

static void
test_guard_and_batching(void)
{
  size_t len = 1000 + 5;
  uint8_t *gs = guard_start(len), *ge = guard_end(len);
  uint8_t *src = malloc(len), *out = malloc(len), *dst_sep = malloc(len);
  uint8_t key[16], iv0[16], iv[16];

  test_rand_bytes(16, key);
  test_rand_bytes(16, iv0);
  test_rand_bytes(len, src);
  aes128_set_encrypt_key(&actx.a, key);
  wrapped = (nettle_cipher_func *) aes128_encrypt;

  memcpy(gs, src, len);
  memcpy(iv, iv0, 16);
  cfb_encrypt(&actx, wrap_enc, 16, iv, len, ge, gs);
  memcpy(iv, iv0, 16);
  cfb_decrypt(&actx, wrap_enc, 16, iv, len, gs, ge);
  check_bytes("guarded cfb", gs, src, len);
  memcpy(ge, src, len);
  memcpy(iv, iv0, 16);
  cfb_encrypt(&actx, wrap_enc, 16, iv, len, ge, ge);
  memcpy(iv, iv0, 16);
  cfb_decrypt(&actx, wrap_enc, 16, iv, len, ge, ge);
  check_bytes("guarded in-place cfb", ge, src, len);

  memcpy(iv, iv0, 16);
  cfb8_encrypt(&actx, wrap_enc, 16, iv, len, ge, gs);
  memcpy(iv, iv0, 16);
  cfb8_decrypt(&actx, wrap_enc, 16, iv, len, gs, ge);
  check_bytes("guarded cfb8", gs, src, len);
  guard_free(gs);
  guard_free(ge);
  test_ok("buffers against guard pages");

  memcpy(iv, iv0, 16);
  cfb_encrypt(&actx, wrap_enc, 16, iv, len, out, src);
  wrap_calls = 0;
  memcpy(iv, iv0, 16);
  cfb_decrypt(&actx, wrap_enc, 16, iv, len, out, out);
  /* In place: two calls per 512 bytes (the iv block, then the
     shifted ciphertext). */
  if (wrap_calls != 2 * ((len + 511) / 512))
    test_fail("cfb_decrypt of %zu bytes: %u calls of f", len, wrap_calls);
  check_bytes("cfb round trip", out, src, len);
  memcpy(iv, iv0, 16);
  cfb_encrypt(&actx, wrap_enc, 16, iv, len, out, src);
  wrap_calls = 0;
  memcpy(iv, iv0, 16);
  cfb_decrypt(&actx, wrap_enc, 16, iv, len, dst_sep, out);
  /* Out of place: the first batch as above, then one per batch. */
  if (wrap_calls != 1 + (len + 511) / 512)
    test_fail("cfb_decrypt of %zu bytes out of place: %u calls of f",
	      len, wrap_calls);
  check_bytes("cfb round trip out of place", dst_sep, src, len);

  memcpy(iv, iv0, 16);
  cfb8_encrypt(&actx, wrap_enc, 16, iv, 100, out, src);
  wrap_calls = 0;
  memcpy(iv, iv0, 16);
  cfb8_decrypt(&actx, wrap_enc, 16, iv, 100, out, out);
  /* 32 shift-register states (512 bytes) per call. */
  if (wrap_calls != (100 + 31) / 32)
    test_fail("cfb8_decrypt of 100 bytes: %u calls of f", wrap_calls);
  check_bytes("cfb8 round trip", out, src, 100);
  test_ok("cfb_decrypt and cfb8_decrypt call f once per batch");
  free(src);
  free(out);
  free(dst_sep);
}

void
test_main(void)
{
  test_kats();
  test_random();
  test_toy();
  test_guard_and_batching();
}
