/* siv-cmac-test.c

   SIV-CMAC. RFC 5297 Appendix A.1 and A.2 use S2V vectors (no nonce,
   two associated-data strings) that Nettle's API, which always hashes
   (adata, nonce, message), cannot express; so this test builds S2V
   and SIV from the public cmac_aes128 and ctr_crypt functions,
   checks that construction against A.1 and A.2, and checks
   siv_cmac_aes128/256 against it on random inputs. Then the known
   answers Nettle's own testsuite uses for its API (checked there
   against libaes_siv, miscreant.js and dchest/siv), for AES-128 and
   AES-256; decryption inverts encryption, and a flipped bit is
   rejected with dst cleared.
*/

#include "testutils.h"

#include "aes.h"
#include "cmac.h"
#include "ctr.h"
#include "memxor.h"
#include "siv-cmac.h"

static void
dbl(uint8_t *b)
{
  unsigned carry = b[0] >> 7, i;
  for (i = 0; i < 15; i++)
    b[i] = (uint8_t) ((b[i] << 1) | (b[i + 1] >> 7));
  b[15] = (uint8_t) ((b[15] << 1) ^ (carry ? 0x87 : 0));
}

/* Reference SIV (RFC 5297 2.4, 2.6) over n strings of associated
   data, AES-128 only. out: V || C. */
static void
ref_siv(const uint8_t *key, unsigned n, const struct tstring *const *ad,
	const struct tstring *p, uint8_t *out)
{
  struct cmac_aes128_ctx mac;
  struct aes128_ctx ctr;
  uint8_t D[16], S[16], zero[16], q[16];
  unsigned i;

  memset(zero, 0, 16);
  cmac_aes128_set_key(&mac, key);
  cmac_aes128_update(&mac, 16, zero);
  cmac_aes128_digest(&mac, 16, D);
  for (i = 0; i < n; i++)
    {
      cmac_aes128_update(&mac, ad[i]->length, ad[i]->data);
      cmac_aes128_digest(&mac, 16, S);
      dbl(D);
      memxor(D, S, 16);
    }
  if (p->length >= 16)
    {
      cmac_aes128_update(&mac, p->length - 16, p->data);
      memxor3(S, p->data + p->length - 16, D, 16);
      cmac_aes128_update(&mac, 16, S);
    }
  else
    {
      dbl(D);
      memxor(D, p->data, p->length);
      D[p->length] ^= 0x80;
      cmac_aes128_update(&mac, 16, D);
    }
  cmac_aes128_digest(&mac, 16, out);
  memcpy(q, out, 16);
  q[8] &= 0x7f;
  q[12] &= 0x7f;
  aes128_set_encrypt_key(&ctr, key + 16);
  ctr_crypt(&ctr, (nettle_cipher_func *) aes128_encrypt, 16, q,
	    p->length, out + 16, p->data);
}

static void
test_rfc5297(void)
{
  const struct tstring *k1 = SHEX("fffefdfcfbfaf9f8f7f6f5f4f3f2f1f0"
				  "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff");
  const struct tstring *a1[1] =
    { SHEX("101112131415161718191a1b1c1d1e1f2021222324252627") };
  const struct tstring *p1 = SHEX("112233445566778899aabbccddee");
  const struct tstring *c1 = SHEX("85632d07c6e8f37f950acd320a2ecc93"
				  "40c02b9690c4dc04daef7f6afe5c");
  const struct tstring *k2 = SHEX("7f7e7d7c7b7a79787776757473727170"
				  "404142434445464748494a4b4c4d4e4f");
  const struct tstring *a2[3] =
    { SHEX("00112233445566778899aabbccddeeffdeaddadadeaddadaffeeddcc"
	   "bbaa99887766554433221100"),
      SHEX("102030405060708090a0"),
      SHEX("09f911029d74e35bd84156c5635688c0") };
  const struct tstring *p2 = SHEX("7468697320697320736f6d6520706c61"
				  "696e7465787420746f20656e63727970"
				  "74207573696e67205349562d414553");
  const struct tstring *c2 = SHEX("7bdb6e3b432667eb06f4d14bff2fbd0f"
				  "cb900f2fddbe404326601965c889bf17"
				  "dba77ceb094fa663b7a3f748ba8af829"
				  "ea64ad544a272e9c485b62a3fd5c0d");
  uint8_t out[64];

  ref_siv(k1->data, 1, a1, p1, out);
  check_bytes("RFC 5297 A.1", out, c1->data, c1->length);
  ref_siv(k2->data, 3, a2, p2, out);
  check_bytes("RFC 5297 A.2", out, c2->data, c2->length);
  test_ok("RFC 5297 A.1 and A.2 through S2V built on cmac_aes128");
}

static void
test_random(void)
{
  struct siv_cmac_aes128_ctx ctx;
  uint8_t key[32], out[16 + 100], back[100];
  unsigned round;

  for (round = 0; round < 200; round++)
    {
      size_t al = test_rand_below(40), nl = 1 + test_rand_below(20);
      size_t ml = test_rand_below(100);
      struct tstring *ad = (struct tstring *) tstring_alloc(al);
      struct tstring *nonce = (struct tstring *) tstring_alloc(nl);
      struct tstring *p = (struct tstring *) tstring_alloc(ml);
      const struct tstring *vec[2];
      uint8_t want[16 + 100];

      test_rand_bytes(32, key);
      test_rand_bytes(al, ad->data);
      test_rand_bytes(nl, nonce->data);
      test_rand_bytes(ml, p->data);
      vec[0] = ad;
      vec[1] = nonce;
      ref_siv(key, 2, vec, p, want);
      siv_cmac_aes128_set_key(&ctx, key);
      siv_cmac_aes128_encrypt_message(&ctx, nl, nonce->data, al, ad->data,
				      ml + 16, out, p->data);
      check_bytes("siv_cmac_aes128 against the RFC 5297 construction",
		  out, want, ml + 16);
      ASSERT(siv_cmac_aes128_decrypt_message(&ctx, nl, nonce->data,
					     al, ad->data, ml, back, out));
      check_bytes("siv_cmac_aes128 decrypt", back, p->data, ml);
      out[test_rand_below(ml + 16)] ^= 0x40;
      memset(back, 1, ml);
      ASSERT(!siv_cmac_aes128_decrypt_message(&ctx, nl, nonce->data,
					      al, ad->data, ml, back, out));
      while (ml--)
	ASSERT(back[ml] == 0);
    }
  test_ok("siv_cmac_aes128 equals S2V(adata, nonce, message) + CTR on 200 "
	  "random inputs; round trip; bad SIV rejected, dst cleared");
}

struct siv_kat
{
  const char *key, *nonce, *adata, *msg, *ct;
};

static const struct siv_kat kats[] =
  {
    { "fffefdfcfbfaf9f8f7f6f5f4f3f2f1f0f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff",
      "01", "", "", "c696f84fdf92aba3c31c23d5f2087513" },
    { "fffefdfcfbfaf9f8f7f6f5f4f3f2f1f0f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff",
      "02", "", "00112233445566778899aabbccddeeff",
      "5027b101589747b8865a9790d3fd51d71f259d405bfa260b9ba1d60aa287fd0b" },
    { "fffefdfcfbfaf9f8f7f6f5f4f3f2f1f0f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff",
      "02", "101112131415161718191a1b1c1d1e1f2021222324252627",
      "112233445566778899aabbccddee",
      "7300cd9b3f514a44ed660db614157f59f0382e23ae0e6e6227a03dd32619" },
    { "7f7e7d7c7b7a79787776757473727170404142434445464748494a4b4c4d4e4f",
      "09f911029d74e35bd84156c5635688c0",
      "00112233445566778899aabbccddeeffdeaddadadeaddadaffeeddccbbaa9988"
      "7766554433221100",
      "7468697320697320736f6d6520706c61696e7465787420746f20656e63727970"
      "74207573696e67205349562d414553",
      "85825e22e90cf2ddda2c548dc7c1b6310dcdaca0cebf9dc6cb90583f5bf1506e"
      "02cd48832b00e4e598b2b22a53e6199d4df0c1666a35a0433b250dc134d776" },
    { "fffefdfcfbfaf9f8f7f6f5f4f3f2f1f06f6e6d6c6b6a69686766656463626160"
      "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff000102030405060708090a0b0c0d0e0f",
      "02", "101112131415161718191a1b1c1d1e1f2021222324252627",
      "112233445566778899aabbccddee",
      "6f740b421e2972d85e76189e99842843ad9e6ff14ea97c32ab315e67464c" },
    { "c27df2fdaec35d4a2a412a50c3e8c47d2d568e91a38e54148abdc0b6e86caf87"
      "695c0a8adf4c5f8eb2c6c8b136529864f3b84b3ae8e3676ce760c461f3a13e83",
      "09f911029d74e35bd84156c5635688c0",
      "00112233445566778899aabbccddeeffdeaddadadeaddadaffeeddccbbaa9988"
      "7766554433221100",
      "7468697320697320736f6d6520706c61696e7465787420746f20656e63727970"
      "74207573696e67205349562d414553",
      "5a979b0da58fde8051621ae6bf96feda50933da8047bc306fabaf0c3d9fa8471"
      "c70a7def39a2f91d68a2021c99ac7e2a24535a134ba23ec15787cebe5c53cc" },
  };

static void
test_kats(void)
{
  unsigned i;
  for (i = 0; i < sizeof(kats) / sizeof(kats[0]); i++)
    {
      const struct tstring *key = SHEX(kats[i].key), *n = SHEX(kats[i].nonce);
      const struct tstring *a = SHEX(kats[i].adata), *m = SHEX(kats[i].msg);
      const struct tstring *c = SHEX(kats[i].ct);
      uint8_t out[128], back[128];
      if (key->length == 32)
	{
	  struct siv_cmac_aes128_ctx ctx;
	  siv_cmac_aes128_set_key(&ctx, key->data);
	  siv_cmac_aes128_encrypt_message(&ctx, n->length, n->data, a->length,
					  a->data, c->length, out, m->data);
	  ASSERT(siv_cmac_aes128_decrypt_message(&ctx, n->length, n->data,
						 a->length, a->data,
						 m->length, back, c->data));
	}
      else
	{
	  struct siv_cmac_aes256_ctx ctx;
	  siv_cmac_aes256_set_key(&ctx, key->data);
	  siv_cmac_aes256_encrypt_message(&ctx, n->length, n->data, a->length,
					  a->data, c->length, out, m->data);
	  ASSERT(siv_cmac_aes256_decrypt_message(&ctx, n->length, n->data,
						 a->length, a->data,
						 m->length, back, c->data));
	}
      check_bytes("siv-cmac known answer", out, c->data, c->length);
      check_bytes("siv-cmac decrypt", back, m->data, m->length);
      test_ok("SIV-CMAC-%s known answer %u (nonce %zu, adata %zu, "
	      "message %zu)", key->length == 32 ? "AES128" : "AES256", i + 1,
	      n->length, a->length, m->length);
    }
}

void
test_main(void)
{
  ASSERT(sizeof(struct siv_cmac_aes128_ctx) == 384);
  ASSERT(sizeof(struct siv_cmac_aes256_ctx) == 512);
  test_rfc5297();
  test_random();
  test_kats();
}
