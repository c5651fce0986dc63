/* ocb-test.c

   OCB: the sample results of RFC 7253 Appendix A (AES-128, 128-bit
   tags, and the 96-bit-tag example), and its iterated test for every
   key size (AES-128/192/256) and tag length (128, 96, 64 bits) it
   lists; through ocb_aes128_* (streaming, in place, every split at a
   block boundary), the generic ocb_* functions and the *_message
   functions; ocb_aes128_decrypt_message inverts
   ocb_aes128_encrypt_message for every length up to several hundred
   bytes and rejects a flipped bit, clearing dst; every block count
   up to three batches, one-shot and streamed, against a
   block-at-a-time reference; nonce-length misuse asserts.
*/

#include "testutils.h"

#include "aes.h"
#include "ocb.h"
#include "memxor.h"
#include "nettle-meta.h"

struct ocb_kat
{
  const char *nonce, *adata, *msg, *ct;	/* ct includes the tag */
};

/* RFC 7253 Appendix A, K = 000102030405060708090A0B0C0D0E0F. */
static const struct ocb_kat kats[] =
  {
    { "BBAA99887766554433221100", "", "", "785407BFFFC8AD9EDCC5520AC9111EE6" },
    { "BBAA99887766554433221101", "0001020304050607", "0001020304050607",
      "6820B3657B6F615A5725BDA0D3B4EB3A257C9AF1F8F03009" },
    { "BBAA99887766554433221102", "0001020304050607", "",
      "81017F8203F081277152FADE694A0A00" },
    { "BBAA99887766554433221103", "", "0001020304050607",
      "45DD69F8F5AAE72414054CD1F35D82760B2CD00D2F99BFA9" },
    { "BBAA99887766554433221104", "000102030405060708090A0B0C0D0E0F",
      "000102030405060708090A0B0C0D0E0F",
      "571D535B60B277188BE5147170A9A22C3AD7A4FF3835B8C5701C1CCEC8FC3358" },
    { "BBAA99887766554433221105", "000102030405060708090A0B0C0D0E0F", "",
      "8CF761B6902EF764462AD86498CA6B97" },
    { "BBAA99887766554433221106", "", "000102030405060708090A0B0C0D0E0F",
      "5CE88EC2E0692706A915C00AEB8B2396F40E1C743F52436BDF06D8FA1ECA343D" },
    { "BBAA99887766554433221107",
      "000102030405060708090A0B0C0D0E0F1011121314151617",
      "000102030405060708090A0B0C0D0E0F1011121314151617",
      "1CA2207308C87C010756104D8840CE1952F09673A448A122"
      "C92C62241051F57356D7F3C90BB0E07F" },
    { "BBAA99887766554433221108",
      "000102030405060708090A0B0C0D0E0F1011121314151617", "",
      "6DC225A071FC1B9F7C69F93B0F1E10DE" },
    { "BBAA99887766554433221109", "",
      "000102030405060708090A0B0C0D0E0F1011121314151617",
      "221BD0DE7FA6FE993ECCD769460A0AF2D6CDED0C395B1C3C"
      "E725F32494B9F914D85C0B1EB38357FF" },
    { "BBAA9988776655443322110A",
      "000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F",
      "000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F",
      "BD6F6C496201C69296C11EFD138A467ABD3C707924B964DEAFFC40319AF5A485"
      "40FBBA186C5553C68AD9F592A79A4240" },
    { "BBAA9988776655443322110B",
      "000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F", "",
      "FE80690BEE8A485D11F32965BC9D2A32" },
    { "BBAA9988776655443322110C", "",
      "000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F",
      "2942BFC773BDA23CABC6ACFD9BFD5835BD300F0973792EF46040C53F1432BCDF"
      "B5E1DDE3BC18A5F840B52E653444D5DF" },
    { "BBAA9988776655443322110D",
      "000102030405060708090A0B0C0D0E0F1011121314151617"
      "18191A1B1C1D1E1F2021222324252627",
      "000102030405060708090A0B0C0D0E0F1011121314151617"
      "18191A1B1C1D1E1F2021222324252627",
      "D5CA91748410C1751FF8A2F618255B68A0A12E093FF45460"
      "6E59F9C1D0DDC54B65E8628E568BAD7AED07BA06A4A69483A7035490C5769E60" },
    { "BBAA9988776655443322110E",
      "000102030405060708090A0B0C0D0E0F1011121314151617"
      "18191A1B1C1D1E1F2021222324252627", "",
      "C5CD9D1850C141E358649994EE701B68" },
    { "BBAA9988776655443322110F", "",
      "000102030405060708090A0B0C0D0E0F1011121314151617"
      "18191A1B1C1D1E1F2021222324252627",
      "4412923493C57D5DE0D700F753CCE0D1D2D95060122E9F15"
      "A5DDBFC5787E50B5CC55EE507BCB084E479AD363AC366B95A98CA5F3000B1479" },
  };

static void
check_kat(const char *what, const struct tstring *key,
	  const struct ocb_kat *k, size_t tlen)
{
  const struct tstring *nonce = SHEX(k->nonce), *ad = SHEX(k->adata);
  const struct tstring *msg = SHEX(k->msg), *ct = SHEX(k->ct);
  struct ocb_aes128_encrypt_key ek;
  struct aes128_ctx dk;
  struct ocb_ctx ctx;
  size_t mlen = msg->length, split;
  uint8_t buf[80], tag[16];

  ASSERT(ct->length == mlen + tlen);
  ocb_aes128_set_decrypt_key(&ek, &dk, key->data);
  for (split = 0; split <= mlen; split += 16)
    {
      size_t as = split < ad->length ? split : ad->length & ~(size_t) 15;
      ocb_aes128_set_nonce(&ctx, &ek, tlen, nonce->length, nonce->data);
      ocb_aes128_update(&ctx, &ek, as, ad->data);
      ocb_aes128_update(&ctx, &ek, ad->length - as, ad->data + as);
      memcpy(buf, msg->data, mlen);
      ocb_aes128_encrypt(&ctx, &ek, split, buf, buf);
      ocb_aes128_encrypt(&ctx, &ek, mlen - split, buf + split, buf + split);
      ocb_aes128_digest(&ctx, &ek, tlen, buf + mlen);
      check_bytes(what, buf, ct->data, ct->length);

      ocb_aes128_set_nonce(&ctx, &ek, tlen, nonce->length, nonce->data);
      ocb_aes128_update(&ctx, &ek, ad->length, ad->data);
      ocb_aes128_decrypt(&ctx, &ek, &dk, split, buf, buf);
      ocb_aes128_decrypt(&ctx, &ek, &dk, mlen - split, buf + split,
			 buf + split);
      ocb_aes128_digest(&ctx, &ek, tlen, tag);
      check_bytes(what, buf, msg->data, mlen);
      check_bytes(what, tag, ct->data + mlen, tlen);
    }
  ocb_aes128_encrypt_message(&ek, nonce->length, nonce->data,
			     ad->length, ad->data, tlen, ct->length,
			     buf, msg->data);
  check_bytes(what, buf, ct->data, ct->length);
  ASSERT(ocb_aes128_decrypt_message(&ek, &dk, nonce->length, nonce->data,
				    ad->length, ad->data, tlen, mlen,
				    buf, ct->data));
  check_bytes(what, buf, msg->data, mlen);
  test_ok("%s (nonce %s, adata %zu, message %zu, tag %zu): streaming, "
	  "in place, one-shot", what, k->nonce, ad->length, mlen, tlen);
}

/* RFC 7253 Appendix A, the iterated test. */
static void
iterated(const struct nettle_cipher *c, size_t tlen, const char *want)
{
  const struct tstring *w = SHEX(want);
  uint8_t key[32], nonce[12], s[128], *C = malloc(128 * 3 * (127 + 16) + 16);
  uint8_t out[16];
  void *cipher = malloc(c->context_size);
  struct ocb_key ok;
  size_t clen = 0, i;

  memset(key, 0, sizeof(key));
  key[c->key_size - 1] = (uint8_t) (tlen * 8);
  memset(s, 0, sizeof(s));
  memset(nonce, 0, sizeof(nonce));
  c->set_encrypt_key(cipher, key);
  ocb_set_key(&ok, cipher, c->encrypt);
  for (i = 0; i < 128; i++)
    {
      unsigned j;
      for (j = 1; j <= 3; j++)
	{
	  size_t n = 3 * i + j;
	  nonce[10] = (uint8_t) (n >> 8);
	  nonce[11] = (uint8_t) n;
	  ocb_encrypt_message(&ok, cipher, c->encrypt, 12, nonce,
			      j == 2 ? 0 : i, s, tlen,
			      (j == 3 ? 0 : i) + tlen, C + clen, s);
	  clen += (j == 3 ? 0 : i) + tlen;
	}
    }
  nonce[10] = 385 >> 8;
  nonce[11] = 385 & 0xff;
  ocb_encrypt_message(&ok, cipher, c->encrypt, 12, nonce, clen, C, tlen,
		      tlen, out, NULL);
  ASSERT(w->length == tlen);
  check_bytes("RFC 7253 iterated test", out, w->data, tlen);
  test_ok("RFC 7253 iterated test, AEAD_%s_OCB_TAGLEN%zu", c->name,
	  tlen * 8);
  free(C);
  free(cipher);
}

/* encrypt_message then decrypt_message, every length. */
static void
round_trip(void)
{
  struct ocb_aes128_encrypt_key ek;
  struct aes128_ctx dk;
  uint8_t key[16], nonce[15], ad[40];
  uint8_t *msg = malloc(600), *ct = malloc(616), *back = malloc(600);
  size_t len;

  test_rand_bytes(16, key);
  test_rand_bytes(sizeof(ad), ad);
  ocb_aes128_set_decrypt_key(&ek, &dk, key);
  for (len = 0; len <= 600; len++)
    {
      size_t nlen = 1 + test_rand_below(15), tlen = 1 + test_rand_below(16);
      size_t alen = test_rand_below(sizeof(ad) + 1), j;
      test_rand_bytes(nlen, nonce);
      test_rand_bytes(len, msg);
      ocb_aes128_encrypt_message(&ek, nlen, nonce, alen, ad, tlen,
				 len + tlen, ct, msg);
      ASSERT(ocb_aes128_decrypt_message(&ek, &dk, nlen, nonce, alen, ad,
					tlen, len, back, ct));
      check_bytes("ocb_aes128 message round trip", back, msg, len);
      ct[test_rand_below(len + tlen)] ^= 4;
      memset(back, 0x77, len);
      ASSERT(!ocb_aes128_decrypt_message(&ek, &dk, nlen, nonce, alen, ad,
					 tlen, len, back, ct));
      for (j = 0; j < len; j++)
	ASSERT(back[j] == 0);
    }
  test_ok("ocb_aes128_decrypt_message inverts encrypt_message for lengths "
	  "0..600 (random nonce and tag lengths); a flipped bit is rejected "
	  "and dst cleared");
  free(msg); free(ct); free(back);
}

/* A block-at-a-time OCB written from RFC 7253 section 4, one AES call
   per block and the offsets by their definition, as an independent
   reference for the batched code. */
static void
ref_double(uint8_t *d, const uint8_t *s)
{
  unsigned i, c = s[0] >> 7;
  for (i = 0; i < 15; i++)
    d[i] = (uint8_t) ((s[i] << 1) | (s[i + 1] >> 7));
  d[15] = (uint8_t) ((s[15] << 1) ^ (c ? 0x87 : 0));
}

static void
ref_ocb(const struct aes128_ctx *aes, size_t nlen, const uint8_t *nonce,
	size_t alen, const uint8_t *ad, size_t tlen,
	size_t mlen, uint8_t *ct, const uint8_t *msg)
{
  uint8_t L[64][16], ls[16], ld[16], n[16], kt[24], off[16], sum[16];
  uint8_t chk[16], b[16];
  size_t i, k, j, bottom;

  memset(ls, 0, 16);
  aes128_encrypt(aes, 16, ls, ls);
  ref_double(ld, ls);
  ref_double(L[0], ld);
  for (k = 1; k < 64; k++)
    ref_double(L[k], L[k - 1]);

  /* HASH(K, A) */
  memset(off, 0, 16); memset(sum, 0, 16);
  for (i = 1; 16 * i <= alen; i++)
    {
      for (k = 0; !((i >> k) & 1); k++)
	;
      memxor(off, L[k], 16);
      memxor3(b, off, ad + 16 * (i - 1), 16);
      aes128_encrypt(aes, 16, b, b);
      memxor(sum, b, 16);
    }
  if (alen % 16)
    {
      memxor(off, ls, 16);
      memset(b, 0, 16);
      memcpy(b, ad + 16 * (i - 1), alen % 16);
      b[alen % 16] = 0x80;
      memxor(b, off, 16);
      aes128_encrypt(aes, 16, b, b);
      memxor(sum, b, 16);
    }

  memset(n, 0, 16);
  memcpy(n + 16 - nlen, nonce, nlen);
  n[15 - nlen] |= 1;
  n[0] |= (uint8_t) ((tlen * 8 % 128) << 1);
  bottom = n[15] & 63;
  n[15] &= 0xc0;
  aes128_encrypt(aes, 16, kt, n);
  for (j = 0; j < 8; j++)
    kt[16 + j] = kt[j] ^ kt[j + 1];
  for (j = 0; j < 128; j++)
    {
      size_t bit = j + bottom;
      unsigned v = (kt[bit / 8] >> (7 - bit % 8)) & 1;
      if (j % 8 == 0)
	off[j / 8] = 0;
      off[j / 8] |= (uint8_t) (v << (7 - j % 8));
    }
  memset(chk, 0, 16);
  for (i = 1; 16 * i <= mlen; i++)
    {
      for (k = 0; !((i >> k) & 1); k++)
	;
      memxor(off, L[k], 16);
      memxor(chk, msg + 16 * (i - 1), 16);
      memxor3(b, off, msg + 16 * (i - 1), 16);
      aes128_encrypt(aes, 16, b, b);
      memxor3(ct + 16 * (i - 1), b, off, 16);
    }
  if (mlen % 16)
    {
      size_t r = mlen % 16;
      memxor(off, ls, 16);
      aes128_encrypt(aes, 16, b, off);
      memxor3(ct + 16 * (i - 1), msg + 16 * (i - 1), b, r);
      memset(b, 0, 16);
      memcpy(b, msg + 16 * (i - 1), r);
      b[r] = 0x80;
      memxor(chk, b, 16);
    }
  memxor3(b, chk, off, 16);
  memxor(b, ld, 16);
  aes128_encrypt(aes, 16, b, b);
  memxor(b, sum, 16);
  memcpy(ct + mlen, b, tlen);
}

/* Every whole-block count 0 .. 3 * 64 + 1 (the batch is 64 blocks, and
   groups of 8 inside it), with and without a partial block, for the
   message and the associated data: one-shot against the reference, and
   streaming in three pieces split at random block counts (so a batch
   starts at any block index) against the same, in place and not. */
#define BATCH_TEST_BLOCKS (3 * 64 + 1)
static void
batch_boundaries(void)
{
  struct ocb_aes128_encrypt_key ek;
  struct aes128_ctx dk;
  struct ocb_ctx ctx;
  uint8_t key[16], nonce[12], tag[16];
  size_t max = 16 * BATCH_TEST_BLOCKS + 15, nb, r;
  uint8_t *msg = malloc(max), *ad = malloc(max), *want = malloc(max + 16);
  uint8_t *got = malloc(max + 16);

  test_rand_bytes(16, key);
  test_rand_bytes(12, nonce);
  ocb_aes128_set_decrypt_key(&ek, &dk, key);
  for (nb = 0; nb <= BATCH_TEST_BLOCKS; nb++)
    for (r = 0; r < 16; r += 9)
      {
	size_t mlen = 16 * nb + r, alen = 16 * (BATCH_TEST_BLOCKS - nb) + r;
	size_t s1 = 16 * test_rand_below(nb + 1), s2;
	size_t a1 = 16 * test_rand_below(alen / 16 + 1);
	s2 = s1 + 16 * test_rand_below((mlen - s1) / 16 + 1);
	test_rand_bytes(mlen, msg);
	test_rand_bytes(alen, ad);
	ref_ocb(&ek.encrypt, 12, nonce, alen, ad, 16, mlen, want, msg);

	ocb_aes128_encrypt_message(&ek, 12, nonce, alen, ad, 16,
				   mlen + 16, got, msg);
	check_bytes("ocb batch one-shot", got, want, mlen + 16);
	memset(got, 0x55, mlen);
	ASSERT(ocb_aes128_decrypt_message(&ek, &dk, 12, nonce, alen, ad, 16,
					  mlen, got, want));
	check_bytes("ocb batch one-shot decrypt", got, msg, mlen);

	ocb_aes128_set_nonce(&ctx, &ek, 16, 12, nonce);
	ocb_aes128_update(&ctx, &ek, a1, ad);
	ocb_aes128_update(&ctx, &ek, alen - a1, ad + a1);
	ocb_aes128_encrypt(&ctx, &ek, s1, got, msg);
	memcpy(got + s1, msg + s1, mlen - s1);
	ocb_aes128_encrypt(&ctx, &ek, s2 - s1, got + s1, got + s1);
	ocb_aes128_encrypt(&ctx, &ek, mlen - s2, got + s2, msg + s2);
	ocb_aes128_digest(&ctx, &ek, 16, got + mlen);
	check_bytes("ocb batch streaming", got, want, mlen + 16);

	ocb_aes128_set_nonce(&ctx, &ek, 16, 12, nonce);
	ocb_aes128_update(&ctx, &ek, alen, ad);
	ocb_aes128_decrypt(&ctx, &ek, &dk, s1, got, got);
	ocb_aes128_decrypt(&ctx, &ek, &dk, s2 - s1, got + s1, want + s1);
	ocb_aes128_decrypt(&ctx, &ek, &dk, mlen - s2, got + s2, got + s2);
	ocb_aes128_digest(&ctx, &ek, 16, tag);
	check_bytes("ocb batch streaming decrypt", got, msg, mlen);
	check_bytes("ocb batch streaming tag", tag, want + mlen, 16);
      }
  test_ok("ocb_aes128 against a block-at-a-time reference: 0..%u whole "
	  "blocks, with and without a partial block, one-shot and in three "
	  "pieces at random block offsets, in place and not",
	  BATCH_TEST_BLOCKS);
  free(msg); free(ad); free(want); free(got);
}

static void
bad_nonce(void *arg)
{
  struct ocb_aes128_encrypt_key ek;
  struct ocb_ctx ctx;
  uint8_t key[16] = { 0 }, n[16] = { 0 };
  ocb_aes128_set_encrypt_key(&ek, key);
  ocb_aes128_set_nonce(&ctx, &ek, 16, (size_t) (uintptr_t) arg, n);
}

void
test_main(void)
{
  const struct tstring *key = SHEX("000102030405060708090A0B0C0D0E0F");
  unsigned i;
  ASSERT(sizeof(struct ocb_aes128_encrypt_key) == 240);
  ASSERT(sizeof(struct ocb_ctx) == 64 + 2 * sizeof(size_t));

  for (i = 0; i < sizeof(kats) / sizeof(kats[0]); i++)
    check_kat("RFC 7253 sample", key, &kats[i], 16);
  {
    static const struct ocb_kat k96 =
      { "BBAA9988776655443322110D",
	"000102030405060708090A0B0C0D0E0F1011121314151617"
	"18191A1B1C1D1E1F2021222324252627",
	"000102030405060708090A0B0C0D0E0F1011121314151617"
	"18191A1B1C1D1E1F2021222324252627",
	"1792A4E31E0755FB03E31B22116E6C2DDF9EFD6E33D536F1"
	"A0124B0A55BAE884ED93481529C76B6AD0C515F4D1CDD4FDAC4F02AA" };
    check_kat("RFC 7253 96-bit tag sample",
	      SHEX("0F0E0D0C0B0A09080706050403020100"), &k96, 12);
  }
  iterated(&nettle_aes128, 16, "67E944D23256C5E0B6C61FA22FDF1EA2");
  iterated(&nettle_aes192, 16, "F673F2C3E7174AAE7BAE986CA9F29E17");
  iterated(&nettle_aes256, 16, "D90EB8E9C977C88B79DD793D7FFA161C");
  iterated(&nettle_aes128, 12, "77A3D8E73589158D25D01209");
  iterated(&nettle_aes192, 12, "05D56EAD2752C86BE6932C5E");
  iterated(&nettle_aes256, 12, "5458359AC23B0CBA9E6330DD");
  iterated(&nettle_aes128, 8, "192C9B7BD90BA06A");
  iterated(&nettle_aes192, 8, "0066BC6E0EF34E24");
  iterated(&nettle_aes256, 8, "7D4EA5D445501CBE");
  round_trip();
  batch_boundaries();
  ASSERT(!test_aborts(bad_nonce, (void *) 0));
  ASSERT(test_aborts(bad_nonce, (void *) 16));
  ASSERT(!test_aborts(bad_nonce, (void *) 15));
  test_ok("nonce of 16 bytes asserts, 0 and 15 do not");
}
