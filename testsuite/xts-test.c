/* xts-test.c

   XTS mode: the IEEE 1619-2007 Annex B known answers for XTS-AES-128
   and XTS-AES-256 (including the ciphertext-stealing vectors), a
   per-block reference on random data of every length from 16 up,
   typed against generic functions, in-place, misaligned and guarded
   buffers, batching of the cipher calls, and the length assertion.
*/

#include "testutils.h"

#include "aes.h"
#include "xts.h"

#include "aes-mode-models.h"

/* IEEE Std 1619-2007, Annex B: vectors 1-4 and 15-19 (XTS-AES-128),
   vector 10 (XTS-AES-256). Key is Key1 (data) followed by Key2
   (tweak); the tweak is the data unit sequence number as 16
   little-endian bytes. A NULL plaintext stands for the 512-byte
   pattern 00 01 .. ff 00 01 .. ff used by vectors 4, 10 and 19. */
static const struct
{
  unsigned vector;
  const char *key, *tweak, *pt, *ct;
} kats[] = {
  { 1, "00000000000000000000000000000000 00000000000000000000000000000000",
    "00000000000000000000000000000000",
    "0000000000000000000000000000000000000000000000000000000000000000",
    "917cf69ebd68b2ec9b9fe9a3eadda692cd43d2f59598ed858c02c2652fbf922e" },
  { 2, "11111111111111111111111111111111 22222222222222222222222222222222",
    "33333333330000000000000000000000",
    "4444444444444444444444444444444444444444444444444444444444444444",
    "c454185e6a16936e39334038acef838bfb186fff7480adc4289382ecd6d394f0" },
  { 3, "fffefdfcfbfaf9f8f7f6f5f4f3f2f1f0 22222222222222222222222222222222",
    "33333333330000000000000000000000",
    "4444444444444444444444444444444444444444444444444444444444444444",
    "af85336b597afc1a900b2eb21ec949d292df4c047e0b21532186a5971a227a89" },
  { 4, "27182818284590452353602874713526 31415926535897932384626433832795",
    "00000000000000000000000000000000", NULL,
    "27a7479befa1d476489f308cd4cfa6e2a96e4bbe3208ff25287dd3819616e89c"
    "c78cf7f5e543445f8333d8fa7f56000005279fa5d8b5e4ad40e736ddb4d35412"
    "328063fd2aab53e5ea1e0a9f332500a5df9487d07a5c92cc512c8866c7e860ce"
    "93fdf166a24912b422976146ae20ce846bb7dc9ba94a767aaef20c0d61ad0265"
    "5ea92dc4c4e41a8952c651d33174be51a10c421110e6d81588ede82103a252d8"
    "a750e8768defffed9122810aaeb99f9172af82b604dc4b8e51bcb08235a6f434"
    "1332e4ca60482a4ba1a03b3e65008fc5da76b70bf1690db4eae29c5f1badd03c"
    "5ccf2a55d705ddcd86d449511ceb7ec30bf12b1fa35b913f9f747a8afd1b130e"
    "94bff94effd01a91735ca1726acd0b197c4e5b03393697e126826fb6bbde8ecc"
    "1e08298516e2c9ed03ff3c1b7860f6de76d4cecd94c8119855ef5297ca67e9f3"
    "e7ff72b1e99785ca0a7e7720c5b36dc6d72cac9574c8cbbc2f801e23e56fd344"
    "b07f22154beba0f08ce8891e643ed995c94d9a69c9f1b5f499027a78572aeebd"
    "74d20cc39881c213ee770b1010e4bea718846977ae119f7a023ab58cca0ad752"
    "afe656bb3c17256a9f6e9bf19fdd5a38fc82bbe872c5539edb609ef4f79c203e"
    "bb140f2e583cb2ad15b4aa5b655016a8449277dbd477ef2c8d6c017db738b18d"
    "eb4a427d1923ce3ff262735779a418f20a282df920147beabe421ee5319d0568" },
  { 10, "27182818284590452353602874713526 62497757247093699959574966967627"
    "31415926535897932384626433832795 02884197169399375105820974944592",
    "ff000000000000000000000000000000", NULL,
    "1c3b3a102f770386e4836c99e370cf9bea00803f5e482357a4ae12d414a3e63b"
    "5d31e276f8fe4a8d66b317f9ac683f44680a86ac35adfc3345befecb4bb188fd"
    "5776926c49a3095eb108fd1098baec70aaa66999a72a82f27d848b21d4a741b0"
    "c5cd4d5fff9dac89aeba122961d03a757123e9870f8acf1000020887891429ca"
    "2a3e7a7d7df7b10355165c8b9a6d0a7de8b062c4500dc4cd120c0f7418dae3d0"
    "b5781c34803fa75421c790dfe1de1834f280d7667b327f6c8cd7557e12ac3a0f"
    "93ec05c52e0493ef31a12d3d9260f79a289d6a379bc70c50841473d1a8cc81ec"
    "583e9645e07b8d9670655ba5bbcfecc6dc3966380ad8fecb17b6ba02469a020a"
    "84e18e8f84252070c13e9f1f289be54fbc481457778f616015e1327a02b140f1"
    "505eb309326d68378f8374595c849d84f4c333ec4423885143cb47bd71c5edae"
    "9be69a2ffeceb1bec9de244fbe15992b11b77c040f12bd8f6a975a44a0f90c29"
    "a9abc3d4d893927284c58754cce294529f8614dcd2aba991925fedc4ae74ffac"
    "6e333b93eb4aff0479da9a410e4450e0dd7ae4c6e2910900575da401fc07059f"
    "645e8b7e9bfdef33943054ff84011493c27b3429eaedb4ed5376441a77ed4385"
    "1ad77f16f541dfd269d50d6a5f14fb0aab1cbb4c1550be97f7ab4066193c4caa"
    "773dad38014bd2092fa755c824bb5e54c4f36ffda9fcea70b9c6e693e148c151" },
  { 15, "fffefdfcfbfaf9f8f7f6f5f4f3f2f1f0 bfbebdbcbbbab9b8b7b6b5b4b3b2b1b0",
    "9a785634120000000000000000000000",
    "000102030405060708090a0b0c0d0e0f10",
    "6c1625db4671522d3d7599601de7ca09ed" },
  { 16, "fffefdfcfbfaf9f8f7f6f5f4f3f2f1f0 bfbebdbcbbbab9b8b7b6b5b4b3b2b1b0",
    "9a785634120000000000000000000000",
    "000102030405060708090a0b0c0d0e0f1011",
    "d069444b7a7e0cab09e24447d24deb1fedbf" },
  { 17, "fffefdfcfbfaf9f8f7f6f5f4f3f2f1f0 bfbebdbcbbbab9b8b7b6b5b4b3b2b1b0",
    "9a785634120000000000000000000000",
    "000102030405060708090a0b0c0d0e0f101112",
    "e5df1351c0544ba1350b3363cd8ef4beedbf9d" },
  { 18, "fffefdfcfbfaf9f8f7f6f5f4f3f2f1f0 bfbebdbcbbbab9b8b7b6b5b4b3b2b1b0",
    "9a785634120000000000000000000000",
    "000102030405060708090a0b0c0d0e0f10111213",
    "9d84c813f719aa2c7be3f66171c7c5c2edbf9dac" },
  { 19, "e0e1e2e3e4e5e6e7e8e9eaebecedeeef c0c1c2c3c4c5c6c7c8c9cacbcccdcecf",
    "21436587a90000000000000000000000", NULL,
    "38b45812ef43a05bd957e545907e223b954ab4aaf088303ad910eadf14b42be6"
    "8b2461149d8c8ba85f992be970bc621f1b06573f63e867bf5875acafa04e42cc"
    "bd7bd3c2a0fb1fff791ec5ec36c66ae4ac1e806d81fbf709dbe29e471fad3854"
    "9c8e66f5345d7c1eb94f405d1ec785cc6f6a68f6254dd8339f9d84057e01a177"
    "41990482999516b5611a38f41bb6478e6f173f320805dd71b1932fc333cb9ee3"
    "9936beea9ad96fa10fb4112b901734ddad40bc1878995f8e11aee7d141a2f5d4"
    "8b7a4e1e7f0b2c04830e69a4fd1378411c2f287edf48c6c4e5c247a19680f7fe"
    "41cefbd49b582106e3616cbbe4dfb2344b2ae9519391f3e0fb4922254b1d6d2d"
    "19c6d4d537b3a26f3bcc51588b32f3eca0829b6a5ac72578fb814fb43cf80d64"
    "a233e3f997a3f02683342f2b33d25b492536b93becb2f5e1a8b82f5b88334272"
    "9e8ae09d16938841a21a97fb543eea3bbff59f13c1a18449e398701c1ad51648"
    "346cbc04c27bb2da3b93a1372ccae548fb53bee476f9e9c91773b1bb19828394"
    "d55d3e1a20ed69113a860b6829ffa847224604435070221b257e8dff783615d2"
    "cae4803a93aa4334ab482a0afac9c0aeda70b45a481df5dec5df8cc0f423c77a"
    "5fd46cd312021d4b438862419a791be03bb4d97c0e59578542531ba466a83baf"
    "92cefc151b5cc1611a167893819b63fb8a6b18e86de60290fa72b797b0ce59f3" },
};

/* Both key sizes behind one interface. */
struct kit
{
  unsigned bits;
  nettle_cipher_func *enc, *dec;
  void (*set_enc)(void *, const uint8_t *);
  void (*set_dec)(void *, const uint8_t *);
  void (*xts_set_enc)(void *, const uint8_t *);
  void (*xts_set_dec)(void *, const uint8_t *);
  void (*xts_enc)(const void *, const uint8_t *, size_t, uint8_t *,
		  const uint8_t *);
  void (*xts_dec)(const void *, const uint8_t *, size_t, uint8_t *,
		  const uint8_t *);
  void (*sec_enc)(const void *, uint64_t, size_t, size_t, uint8_t *,
		  const uint8_t *);
  void (*sec_dec)(const void *, uint64_t, size_t, size_t, uint8_t *,
		  const uint8_t *);
};

#define KIT(n)								\
  { n, (nettle_cipher_func *) aes##n##_encrypt,				\
    (nettle_cipher_func *) aes##n##_decrypt,				\
    (void (*)(void *, const uint8_t *)) aes##n##_set_encrypt_key,	\
    (void (*)(void *, const uint8_t *)) aes##n##_set_decrypt_key,	\
    (void (*)(void *, const uint8_t *)) xts_aes##n##_set_encrypt_key,	\
    (void (*)(void *, const uint8_t *)) xts_aes##n##_set_decrypt_key,	\
    (void (*)(const void *, const uint8_t *, size_t, uint8_t *,		\
	      const uint8_t *)) xts_aes##n##_encrypt_message,		\
    (void (*)(const void *, const uint8_t *, size_t, uint8_t *,		\
	      const uint8_t *)) xts_aes##n##_decrypt_message,		\
    (void (*)(const void *, uint64_t, size_t, size_t, uint8_t *,	\
	      const uint8_t *)) xts_aes##n##_encrypt_sectors,		\
    (void (*)(const void *, uint64_t, size_t, size_t, uint8_t *,	\
	      const uint8_t *)) xts_aes##n##_decrypt_sectors }

static const struct kit kit128 = KIT(128), kit256 = KIT(256);

/* Keys for one test: typed keys of both directions, and separate
   contexts for the generic functions. */
struct keys
{
  const struct kit *kit;
  union { struct xts_aes128_key a; struct xts_aes256_key b; } xenc, xdec;
  union { struct aes128_ctx a; struct aes256_ctx b; } data_enc, data_dec, twk;
};

static void
keys_set(struct keys *k, const struct kit *kit, const uint8_t *key)
{
  size_t half = kit->bits / 8;
  k->kit = kit;
  kit->xts_set_enc(&k->xenc, key);
  kit->xts_set_dec(&k->xdec, key);
  kit->set_enc(&k->data_enc, key);
  kit->set_dec(&k->data_dec, key);
  kit->set_enc(&k->twk, key + half);
}

/* Counting wrappers that hide AES from the library. */
static const struct kit *wrapped;
static unsigned wrap_calls;

static void
wrap_enc(const void *ctx, size_t length, uint8_t *dst, const uint8_t *src)
{
  wrap_calls++;
  wrapped->enc(ctx, length, dst, src);
}

static void
wrap_dec(const void *ctx, size_t length, uint8_t *dst, const uint8_t *src)
{
  wrap_calls++;
  wrapped->dec(ctx, length, dst, src);
}

/* The reference: IEEE 1619-2007 5.3 and 5.4 as aes-mode-models.h
   writes it, on the one-block functions, the tweak T = E2(i). */
static void
ref_xts(const struct keys *k, int decrypt, const uint8_t *tweak,
	size_t length, uint8_t *dst, const uint8_t *src)
{
  uint8_t t[16];
  k->kit->enc(&k->twk, 16, t, tweak);
  if (decrypt)
    aes_model_xts_decrypt(&k->data_dec, k->kit->dec, t, length, dst, src);
  else
    aes_model_xts_encrypt(&k->data_enc, k->kit->enc, t, length, dst, src);
}

static const uint8_t *
kat_plaintext(const char *hex, size_t *length)
{
  static uint8_t pattern[512];
  const struct tstring *s;
  size_t i;
  if (!hex)
    {
      for (i = 0; i < 512; i++)
	pattern[i] = (uint8_t) i;
      *length = 512;
      return pattern;
    }
  s = SHEX(hex);
  *length = s->length;
  return s->data;
}

static void
test_kats(void)
{
  size_t n;
  for (n = 0; n < sizeof(kats) / sizeof(kats[0]); n++)
    {
      const struct tstring *key = SHEX(kats[n].key);
      const struct kit *kit = key->length == 64 ? &kit256 : &kit128;
      const uint8_t *tweak = SHEX(kats[n].tweak)->data;
      const struct tstring *ct = SHEX(kats[n].ct);
      size_t len;
      const uint8_t *pt = kat_plaintext(kats[n].pt, &len);
      uint8_t *out = malloc(len);
      struct keys k;
      char what[80];

      ASSERT(ct->length == len);
      keys_set(&k, kit, key->data);
      wrapped = kit;

      kit->xts_enc(&k.xenc, tweak, len, out, pt);
      snprintf(what, sizeof(what), "IEEE 1619 vector %u encrypt",
	       kats[n].vector);
      check_bytes(what, out, ct->data, len);
      kit->xts_dec(&k.xdec, tweak, len, out, ct->data);
      snprintf(what, sizeof(what), "IEEE 1619 vector %u decrypt",
	       kats[n].vector);
      check_bytes(what, out, pt, len);

      /* In place. */
      kit->xts_enc(&k.xenc, tweak, len, out, out);
      check_bytes("encrypt in place", out, ct->data, len);
      kit->xts_dec(&k.xdec, tweak, len, out, out);
      check_bytes("decrypt in place", out, pt, len);
      memcpy(out, pt, len);
      kit->xts_enc(&k.xenc, tweak, len, out, out);
      check_bytes("encrypt in place", out, ct->data, len);

      /* The generic functions, with AES and with the opaque wrappers. */
      xts_encrypt_message(&k.data_enc, &k.twk, kit->enc, tweak, len, out, pt);
      check_bytes("xts_encrypt_message", out, ct->data, len);
      xts_decrypt_message(&k.data_dec, &k.twk, kit->dec, kit->enc, tweak,
			  len, out, ct->data);
      check_bytes("xts_decrypt_message", out, pt, len);
      xts_encrypt_message(&k.data_enc, &k.twk, wrap_enc, tweak, len, out, pt);
      check_bytes("generic xts_encrypt_message", out, ct->data, len);
      xts_decrypt_message(&k.data_dec, &k.twk, wrap_dec, wrap_enc, tweak,
			  len, out, ct->data);
      check_bytes("generic xts_decrypt_message", out, pt, len);

      ref_xts(&k, 0, tweak, len, out, pt);
      check_bytes("reference encrypt", out, ct->data, len);

      test_ok("IEEE 1619-2007 vector %u (XTS-AES-%u, %zu bytes): typed, "
	      "generic, in place", kats[n].vector, kit->bits, len);
      free(out);
    }
}

/* Every length from 16 to a few batches, random data, against the
   reference; both key sizes; misaligned; in place. */
static void
test_random(void)
{
  const struct kit *kits[2] = { &kit128, &kit256 };
  size_t max = 1200;
  uint8_t *src = malloc(max), *want = malloc(max);
  uint8_t *sbuf = malloc(max + 16), *dbuf = malloc(max + 16);
  unsigned n;

  for (n = 0; n < 2; n++)
    {
      const struct kit *kit = kits[n];
      struct keys k;
      uint8_t key[64];
      size_t len;

      test_rand_bytes(64, key);
      keys_set(&k, kit, key);
      wrapped = kit;

      for (len = 16; len <= max; len += (len < 600 ? 1 : 37))
	{
	  uint8_t tweak[16];
	  unsigned so = test_rand_below(16), dso = test_rand_below(16);

	  test_rand_bytes(16, tweak);
	  test_rand_bytes(len, src);
	  ref_xts(&k, 0, tweak, len, want, src);

	  memcpy(sbuf + so, src, len);
	  kit->xts_enc(&k.xenc, tweak, len, dbuf + dso, sbuf + so);
	  check_bytes("xts_aesNNN_encrypt_message", dbuf + dso, want, len);
	  kit->xts_dec(&k.xdec, tweak, len, sbuf + so, dbuf + dso);
	  check_bytes("xts_aesNNN_decrypt_message", sbuf + so, src, len);

	  xts_encrypt_message(&k.data_enc, &k.twk, wrap_enc, tweak, len,
			      dbuf + dso, src);
	  check_bytes("generic xts_encrypt_message", dbuf + dso, want, len);
	  xts_decrypt_message(&k.data_dec, &k.twk, wrap_dec, wrap_enc, tweak,
			      len, dbuf + dso, dbuf + dso);
	  check_bytes("generic xts_decrypt_message in place", dbuf + dso,
		      src, len);

	  memcpy(sbuf + so, src, len);
	  kit->xts_enc(&k.xenc, tweak, len, sbuf + so, sbuf + so);
	  check_bytes("xts_aesNNN_encrypt_message in place", sbuf + so,
		      want, len);
	  ref_xts(&k, 1, tweak, len, dbuf, want);
	  check_bytes("reference decrypt", dbuf, src, len);
	}
      test_ok("XTS-AES-%u: typed and generic equal the IEEE 1619 reference "
	      "for lengths 16..%zu, misaligned, in place", kit->bits, max);
    }
  free(src);
  free(want);
  free(sbuf);
  free(dbuf);
}

static void
test_guard_and_batching(void)
{
  struct keys k;
  uint8_t key[32], tweak[16];
  size_t lens[] = { 16, 31, 1024, 1024 + 15 };
  unsigned i;

  test_rand_bytes(32, key);
  test_rand_bytes(16, tweak);
  keys_set(&k, &kit128, key);
  wrapped = &kit128;

  for (i = 0; i < 4; i++)
    {
      size_t len = lens[i];
      uint8_t *gs = guard_start(len), *ge = guard_end(len);
      uint8_t *src = malloc(len), *want = malloc(len);
      unsigned expect;

      test_rand_bytes(len, src);
      ref_xts(&k, 0, tweak, len, want, src);
      memcpy(gs, src, len);
      xts_aes128_encrypt_message(&k.xenc.a, tweak, len, ge, gs);
      check_bytes("guarded encrypt", ge, want, len);
      xts_aes128_decrypt_message(&k.xdec.a, tweak, len, ge, ge);
      check_bytes("guarded decrypt in place", ge, src, len);

      wrap_calls = 0;
      xts_encrypt_message(&k.data_enc, &k.twk, wrap_enc, tweak, len, gs, ge);
      check_bytes("guarded generic", gs, want, len);
      /* The tweak, one call per 512 bytes of plain blocks, and two for
	 stealing. */
      if (len % 16)
	expect = 1 + (len - 16 - len % 16 + 511) / 512 + 2;
      else
	expect = 1 + (len + 511) / 512;
      if (wrap_calls != expect)
	test_fail("xts_encrypt_message of %zu bytes: %u calls of f, "
		  "expected %u", len, wrap_calls, expect);
      guard_free(gs);
      guard_free(ge);
      free(src);
      free(want);
    }
  test_ok("buffers against guard pages; f called once per batch");
}

static void
short_encrypt(void *arg)
{
  uint8_t buf[16] = {0}, tweak[16] = {0};
  struct xts_aes128_key key;
  (void) arg;
  memset(&key, 0, sizeof(key));
  xts_aes128_encrypt_message(&key, tweak, 15, buf, buf);
}

static void
short_decrypt(void *arg)
{
  uint8_t buf[16] = {0}, tweak[16] = {0};
  struct xts_aes256_key key;
  (void) arg;
  memset(&key, 0, sizeof(key));
  xts_aes256_decrypt_message(&key, tweak, 1, buf, buf);
}

/* The sector API (xts.h, FASTNETTLE_XTS_SECTORS): the IEEE 1619
   vectors whose data unit number fits 64 bits, as one sector each; then
   runs of sectors against one xts_aes*_encrypt_message call per
   sector, for sector sizes with and without stealing, counts across
   the tweak batch, numbers across 2^64 (the 128-bit tweak carries), in
   place and out of place, misaligned, against guard pages. */
static void
sector_tweak(uint8_t *t, uint64_t lo, uint64_t hi)
{
  unsigned i;
  for (i = 0; i < 8; i++)
    {
      t[i] = lo >> (8 * i);
      t[8 + i] = hi >> (8 * i);
    }
}

static void
test_sectors(void)
{
  static const size_t sizes[] = { 16, 17, 31, 32, 48, 512, 520, 4096 };
  static const uint64_t firsts[] = { 0, 1, 0xff, 0x123456789a,
				     ~(uint64_t) 0 - 3 };
  size_t n, i, j, f, count, checked = 0;

  for (n = 0; n < sizeof(kats) / sizeof(kats[0]); n++)
    {
      const struct tstring *key = SHEX(kats[n].key);
      const struct kit *kit = key->length == 64 ? &kit256 : &kit128;
      const uint8_t *tweak = SHEX(kats[n].tweak)->data;
      const struct tstring *ct = SHEX(kats[n].ct);
      uint64_t number = 0;
      size_t len;
      const uint8_t *pt = kat_plaintext(kats[n].pt, &len);
      uint8_t *out = malloc(len);
      struct keys k;
      char what[80];

      for (i = 8; i < 16; i++)
	ASSERT(tweak[i] == 0);
      for (i = 0; i < 8; i++)
	number |= (uint64_t) tweak[i] << (8 * i);
      keys_set(&k, kit, key->data);
      kit->sec_enc(&k.xenc, number, len, len, out, pt);
      snprintf(what, sizeof(what), "IEEE 1619 vector %u as a sector",
	       kats[n].vector);
      check_bytes(what, out, ct->data, len);
      kit->sec_dec(&k.xdec, number, len, len, out, ct->data);
      check_bytes(what, out, pt, len);
      free(out);
    }
  test_ok("sector API: every IEEE 1619 vector as a sector of its number");

  for (j = 0; j < 2; j++)
    {
      const struct kit *kit = j ? &kit256 : &kit128;
      uint8_t key[64];
      struct keys k;
      test_rand_bytes(sizeof(key), key);
      keys_set(&k, kit, key);
      for (i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++)
	for (f = 0; f < sizeof(firsts) / sizeof(firsts[0]); f++)
	  for (count = 1; count <= 19; count += (sizes[i] > 512 ? 9 : 1))
	    {
	      size_t size = sizes[i], len = size * count, s;
	      size_t off = test_rand_below(16);
	      uint8_t *src = guard_end(len + off) + off;
	      uint8_t *dst = guard_end(len);
	      uint8_t *want = malloc(len);
	      uint8_t t[16];
	      char what[100];

	      test_rand_bytes(len, src);
	      for (s = 0; s < count; s++)
		{
		  uint64_t lo = firsts[f] + s;
		  sector_tweak(t, lo, lo < firsts[f]);
		  kit->xts_enc(&k.xenc, t, size, want + s * size, src + s * size);
		}
	      snprintf(what, sizeof(what),
		       "AES-%u sectors of %zu bytes, %zu of them from %llx",
		       kit->bits, size, count, (unsigned long long) firsts[f]);
	      kit->sec_enc(&k.xenc, firsts[f], size, len, dst, src);
	      check_bytes(what, dst, want, len);
	      kit->sec_dec(&k.xdec, firsts[f], size, len, dst, dst);
	      check_bytes(what, dst, src, len);
	      memcpy(dst, src, len);
	      kit->sec_enc(&k.xenc, firsts[f], size, len, dst, dst);
	      check_bytes(what, dst, want, len);
	      kit->sec_dec(&k.xdec, firsts[f], size, len, src, dst);
	      kit->sec_enc(&k.xenc, firsts[f], size, len, dst, src);
	      check_bytes(what, dst, want, len);
	      guard_free(src - off);
	      guard_free(dst);
	      free(want);
	      checked++;
	    }
    }
  test_ok("sector API: %zu runs equal one message call per sector, "
	  "both directions, in place, across 2^64", checked);
}

void
test_main(void)
{
  ASSERT(XTS_BLOCK_SIZE == 16);
  ASSERT(sizeof(struct xts_aes128_key) == 352);
  ASSERT(sizeof(struct xts_aes256_key) == 480);
  test_kats();
  test_random();
  test_guard_and_batching();
  test_sectors();
  if (!test_aborts(short_encrypt, NULL) || !test_aborts(short_decrypt, NULL))
    test_fail("xts with length < 16 did not assert");
  test_ok("length < XTS_BLOCK_SIZE asserts");
}
