/* cbc-test.c

   CBC mode: the NIST SP 800-38A known answers, the AES fast paths
   against the generic code and a per-block reference, in-place and
   misaligned buffers, calls split at random points, batching of the
   cipher calls, a non-AES block size, and the length assertions.
*/

#include "testutils.h"
#include "toy-cipher.h"

#include "aes.h"
#include "cbc.h"
#include "memxor.h"

/* NIST SP 800-38A (2001), Appendix F.2: F.2.1/F.2.2 CBC-AES128,
   F.2.3/F.2.4 CBC-AES192, F.2.5/F.2.6 CBC-AES256 (the decryption
   examples are the same data read backwards). */
#define SP800_38A_PLAINTEXT \
  "6bc1bee22e409f96e93d7e117393172a ae2d8a571e03ac9c9eb76fac45af8e51" \
  "30c81c46a35ce411e5fbc1191a0a52ef f69f2445df4f9b17ad2b417be66c3710"

static const struct
{
  unsigned bits;
  const char *key;
  const char *ct;
} kats[] = {
  { 128, "2b7e151628aed2a6abf7158809cf4f3c",
    "7649abac8119b246cee98e9b12e9197d 5086cb9b507219ee95db113a917678b2"
    "73bed6b8e3c1743b7116e69e22229516 3ff1caa1681fac09120eca307586e1a7" },
  { 192, "8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b",
    "4f021db243bc633d7178183a9fa071e8 b4d9ada9ad7dedf4e5e738763f69145a"
    "571b242012fb7ae07fa9baac3df102e0 08b0e27988598881d920a9e64f5615cd" },
  { 256, "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4",
    "f58c4c04d6e5f1ba779eabfb5f7bfbd6 9cfc4e967edb808d679f777bc6702c7d"
    "39f23369a9d9bacfa530e26304231461 b2eb05e2c39be9fcda6c19078c6a9d1b" },
};

typedef void set_key_func(void *ctx, const uint8_t *key);
typedef void cbc_typed_func(const void *ctx, uint8_t *iv, size_t length,
			    uint8_t *dst, const uint8_t *src);

/* One AES key size: its functions, and a context of each direction. */
struct kit
{
  unsigned bits;
  nettle_cipher_func *enc, *dec;
  set_key_func *set_enc, *set_dec;
  cbc_typed_func *cbc_typed;
  union { struct aes128_ctx a; struct aes192_ctx b; struct aes256_ctx c; }
    ectx, dctx;
};

static struct kit kits[3] = {
  { 128, (nettle_cipher_func *) aes128_encrypt,
    (nettle_cipher_func *) aes128_decrypt,
    (set_key_func *) aes128_set_encrypt_key,
    (set_key_func *) aes128_set_decrypt_key,
    (cbc_typed_func *) cbc_aes128_encrypt, {{{0}}}, {{{0}}} },
  { 192, (nettle_cipher_func *) aes192_encrypt,
    (nettle_cipher_func *) aes192_decrypt,
    (set_key_func *) aes192_set_encrypt_key,
    (set_key_func *) aes192_set_decrypt_key,
    (cbc_typed_func *) cbc_aes192_encrypt, {{{0}}}, {{{0}}} },
  { 256, (nettle_cipher_func *) aes256_encrypt,
    (nettle_cipher_func *) aes256_decrypt,
    (set_key_func *) aes256_set_encrypt_key,
    (set_key_func *) aes256_set_decrypt_key,
    (cbc_typed_func *) cbc_aes256_encrypt, {{{0}}}, {{{0}}} },
};

static void
kit_set_key(struct kit *k, const uint8_t *key)
{
  k->set_enc(&k->ectx, key);
  k->set_dec(&k->dctx, key);
}

/* Wrappers the library cannot recognise as AES, so cbc_* take their
   generic paths; they also count calls and bytes. */
static struct kit *wrapped;
static unsigned wrap_calls;
static size_t wrap_max_length;

static void
wrap_enc(const void *ctx, size_t length, uint8_t *dst, const uint8_t *src)
{
  wrap_calls++;
  if (length > wrap_max_length)
    wrap_max_length = length;
  wrapped->enc(ctx, length, dst, src);
}

static void
wrap_dec(const void *ctx, size_t length, uint8_t *dst, const uint8_t *src)
{
  wrap_calls++;
  if (length > wrap_max_length)
    wrap_max_length = length;
  wrapped->dec(ctx, length, dst, src);
}

/* Per-block reference, straight from the definition. */
static void
ref_cbc_encrypt(const struct kit *k, const uint8_t *iv_in, size_t length,
		uint8_t *dst, const uint8_t *src)
{
  uint8_t iv[16];
  size_t i;
  memcpy(iv, iv_in, 16);
  for (i = 0; i < length; i += 16)
    {
      memxor(iv, src + i, 16);
      k->enc(&k->ectx, 16, iv, iv);
      memcpy(dst + i, iv, 16);
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
      struct kit *k = &kits[n];
      const struct tstring *key = SHEX(kats[n].key);
      const struct tstring *ct = SHEX(kats[n].ct);
      uint8_t out[64], iv[16];
      char what[80];

      kit_set_key(k, key->data);

      memcpy(iv, iv0->data, 16);
      cbc_encrypt(&k->ectx, k->enc, 16, iv, 64, out, pt->data);
      snprintf(what, sizeof(what), "F.2 CBC-AES%u encrypt", k->bits);
      check_bytes(what, out, ct->data, 64);
      check_bytes("iv after encrypt", iv, ct->data + 48, 16);

      memcpy(iv, iv0->data, 16);
      k->cbc_typed(&k->ectx, iv, 64, out, pt->data);
      check_bytes("cbc_aesNNN_encrypt", out, ct->data, 64);
      check_bytes("iv after cbc_aesNNN_encrypt", iv, ct->data + 48, 16);

      memcpy(iv, iv0->data, 16);
      cbc_decrypt(&k->dctx, k->dec, 16, iv, 64, out, ct->data);
      snprintf(what, sizeof(what), "F.2 CBC-AES%u decrypt", k->bits);
      check_bytes(what, out, pt->data, 64);
      check_bytes("iv after decrypt", iv, ct->data + 48, 16);

      /* In place, both directions. */
      memcpy(out, pt->data, 64);
      memcpy(iv, iv0->data, 16);
      cbc_encrypt(&k->ectx, k->enc, 16, iv, 64, out, out);
      check_bytes("encrypt in place", out, ct->data, 64);
      memcpy(iv, iv0->data, 16);
      cbc_decrypt(&k->dctx, k->dec, 16, iv, 64, out, out);
      check_bytes("decrypt in place", out, pt->data, 64);

      /* Generic paths. */
      wrapped = k;
      memcpy(iv, iv0->data, 16);
      cbc_encrypt(&k->ectx, wrap_enc, 16, iv, 64, out, pt->data);
      check_bytes("generic encrypt", out, ct->data, 64);
      memcpy(iv, iv0->data, 16);
      cbc_decrypt(&k->dctx, wrap_dec, 16, iv, 64, out, ct->data);
      check_bytes("generic decrypt", out, pt->data, 64);

      test_ok("SP 800-38A F.2 CBC-AES%u encrypt/decrypt, typed, generic, "
	      "in place", k->bits);
    }

  /* The context macros. */
  {
    struct CBC_CTX(struct aes128_ctx, AES_BLOCK_SIZE) c128;
    struct CBC_CTX(struct aes256_ctx, AES_BLOCK_SIZE) c256;
    uint8_t out[64];

    ASSERT(sizeof(c128.iv) == 16);
    aes128_set_encrypt_key(&c128.ctx, SHEX(kats[0].key)->data);
    CBC_SET_IV(&c128, iv0->data);
    CBC_ENCRYPT(&c128, aes128_encrypt, 32, out, pt->data);
    CBC_ENCRYPT(&c128, aes128_encrypt, 32, out + 32, pt->data + 32);
    check_bytes("CBC_ENCRYPT", out, SHEX(kats[0].ct)->data, 64);

    aes256_set_decrypt_key(&c256.ctx, SHEX(kats[2].key)->data);
    CBC_SET_IV(&c256, iv0->data);
    CBC_DECRYPT(&c256, aes256_decrypt, 64, out, SHEX(kats[2].ct)->data);
    check_bytes("CBC_DECRYPT", out, pt->data, 64);
    test_ok("CBC_CTX, CBC_SET_IV, CBC_ENCRYPT, CBC_DECRYPT");
  }
}

/* Every path against the reference on random data, for block counts
   around the internal buffer sizes (32 blocks in place, 256 out of
   place). */
static void
test_random(void)
{
  static const size_t counts[] = {
    0, 1, 2, 3, 7, 8, 15, 16, 31, 32, 33, 63, 64, 65, 100, 255, 256, 257, 300
  };
  size_t max = 300 * 16;
  uint8_t *src = malloc(max), *want = malloc(max), *out = malloc(max);
  size_t n, c;

  for (n = 0; n < 3; n++)
    {
      struct kit *k = &kits[n];
      uint8_t key[32];

      test_rand_bytes(32, key);
      kit_set_key(k, key);
      wrapped = k;

      for (c = 0; c < sizeof(counts) / sizeof(counts[0]); c++)
	{
	  size_t len = counts[c] * 16;
	  uint8_t iv0[16], iv[16], want_iv[16];

	  test_rand_bytes(len, src);
	  test_rand_bytes(16, iv0);
	  ref_cbc_encrypt(k, iv0, len, want, src);
	  if (len)
	    memcpy(want_iv, want + len - 16, 16);
	  else
	    memcpy(want_iv, iv0, 16);

	  memcpy(iv, iv0, 16);
	  cbc_encrypt(&k->ectx, k->enc, 16, iv, len, out, src);
	  check_bytes("cbc_encrypt", out, want, len);
	  check_bytes("cbc_encrypt iv", iv, want_iv, 16);

	  memcpy(iv, iv0, 16);
	  k->cbc_typed(&k->ectx, iv, len, out, src);
	  check_bytes("cbc_aesNNN_encrypt", out, want, len);
	  check_bytes("cbc_aesNNN_encrypt iv", iv, want_iv, 16);

	  memcpy(iv, iv0, 16);
	  cbc_encrypt(&k->ectx, wrap_enc, 16, iv, len, out, src);
	  check_bytes("generic cbc_encrypt", out, want, len);
	  check_bytes("generic cbc_encrypt iv", iv, want_iv, 16);

	  memcpy(iv, iv0, 16);
	  cbc_decrypt(&k->dctx, k->dec, 16, iv, len, out, want);
	  check_bytes("cbc_decrypt", out, src, len);
	  check_bytes("cbc_decrypt iv", iv, want_iv, 16);

	  memcpy(iv, iv0, 16);
	  cbc_decrypt(&k->dctx, wrap_dec, 16, iv, len, out, want);
	  check_bytes("generic cbc_decrypt", out, src, len);
	  check_bytes("generic cbc_decrypt iv", iv, want_iv, 16);

	  memcpy(out, want, len);
	  memcpy(iv, iv0, 16);
	  cbc_decrypt(&k->dctx, k->dec, 16, iv, len, out, out);
	  check_bytes("cbc_decrypt in place", out, src, len);
	  check_bytes("cbc_decrypt in place iv", iv, want_iv, 16);

	  memcpy(out, want, len);
	  memcpy(iv, iv0, 16);
	  cbc_decrypt(&k->dctx, wrap_dec, 16, iv, len, out, out);
	  check_bytes("generic cbc_decrypt in place", out, src, len);

	  memcpy(out, src, len);
	  memcpy(iv, iv0, 16);
	  cbc_encrypt(&k->ectx, k->enc, 16, iv, len, out, out);
	  check_bytes("cbc_encrypt in place", out, want, len);
	}
      test_ok("AES-%u: all paths equal the per-block reference, "
	      "0..300 blocks, in place and not", k->bits);
    }
  free(src);
  free(want);
  free(out);
}

/* Source and destination at every offset 0..15 from alignment, at the
   edges of guard pages. */
static void
test_alignment(void)
{
  struct kit *k = &kits[0];
  size_t len = 37 * 16;
  uint8_t key[16], iv0[16], iv[16];
  uint8_t *src_buf = malloc(len + 16), *dst_buf = malloc(len + 16);
  uint8_t *src = malloc(len), *want = malloc(len);
  unsigned so, dso;

  test_rand_bytes(16, key);
  test_rand_bytes(16, iv0);
  test_rand_bytes(len, src);
  kit_set_key(k, key);
  wrapped = k;
  ref_cbc_encrypt(k, iv0, len, want, src);

  for (so = 0; so < 16; so++)
    for (dso = 0; dso < 16; dso++)
      {
	memcpy(src_buf + so, src, len);
	memcpy(iv, iv0, 16);
	cbc_encrypt(&k->ectx, k->enc, 16, iv, len, dst_buf + dso, src_buf + so);
	check_bytes("misaligned cbc_encrypt", dst_buf + dso, want, len);

	memcpy(src_buf + so, want, len);
	memcpy(iv, iv0, 16);
	cbc_decrypt(&k->dctx, k->dec, 16, iv, len, dst_buf + dso, src_buf + so);
	check_bytes("misaligned cbc_decrypt", dst_buf + dso, src, len);

	memcpy(iv, iv0, 16);
	cbc_decrypt(&k->dctx, wrap_dec, 16, iv, len, dst_buf + dso,
		    src_buf + so);
	check_bytes("misaligned generic cbc_decrypt", dst_buf + dso, src, len);
      }
  for (so = 0; so < 16; so++)
    {
      memcpy(src_buf + so, want, len);
      memcpy(iv, iv0, 16);
      cbc_decrypt(&k->dctx, k->dec, 16, iv, len, src_buf + so, src_buf + so);
      check_bytes("misaligned in-place cbc_decrypt", src_buf + so, src, len);
    }
  test_ok("src/dst misaligned by 0..15, in place misaligned");

  {
    uint8_t *gs = guard_start(len), *ge = guard_end(len);
    memcpy(gs, want, len);
    memcpy(iv, iv0, 16);
    cbc_decrypt(&k->dctx, k->dec, 16, iv, len, ge, gs);
    check_bytes("guarded cbc_decrypt", ge, src, len);
    memcpy(iv, iv0, 16);
    cbc_decrypt(&k->dctx, wrap_dec, 16, iv, len, gs, ge);
    memcpy(iv, iv0, 16);
    cbc_encrypt(&k->ectx, k->enc, 16, iv, len, ge, src);
    check_bytes("guarded cbc_encrypt", ge, want, len);
    memcpy(ge, want, len);
    memcpy(iv, iv0, 16);
    cbc_decrypt(&k->dctx, k->dec, 16, iv, len, ge, ge);
    check_bytes("guarded in-place cbc_decrypt", ge, src, len);
    guard_free(gs);
    guard_free(ge);
    test_ok("buffers against guard pages");
  }
  free(src_buf);
  free(dst_buf);
  free(src);
  free(want);
}

/* A message cut into random whole-block pieces, each piece its own
   call, gives the one-shot result. */
static void
test_streaming(void)
{
  struct kit *k = &kits[2];
  size_t len = 150 * 16;
  uint8_t key[32], iv0[16], iv[16];
  uint8_t *src = malloc(len), *want = malloc(len), *out = malloc(len);
  unsigned round;

  test_rand_bytes(32, key);
  test_rand_bytes(16, iv0);
  test_rand_bytes(len, src);
  kit_set_key(k, key);
  wrapped = k;
  ref_cbc_encrypt(k, iv0, len, want, src);

  for (round = 0; round < 20; round++)
    {
      size_t done;
      int in_place = round & 1;
      int generic = (round >> 1) & 1;

      memcpy(iv, iv0, 16);
      if (in_place)
	memcpy(out, src, len);
      for (done = 0; done < len; )
	{
	  size_t piece = 16 * test_rand_below((len - done) / 16 + 1);
	  cbc_encrypt(&k->ectx, generic ? wrap_enc : k->enc, 16, iv, piece,
		      out + done, in_place ? out + done : src + done);
	  done += piece;
	}
      check_bytes("split cbc_encrypt", out, want, len);

      memcpy(iv, iv0, 16);
      if (in_place)
	memcpy(out, want, len);
      for (done = 0; done < len; )
	{
	  size_t piece = 16 * test_rand_below((len - done) / 16 + 1);
	  cbc_decrypt(&k->dctx, generic ? wrap_dec : k->dec, 16, iv, piece,
		      out + done, in_place ? out + done : want + done);
	  done += piece;
	}
      check_bytes("split cbc_decrypt", out, src, len);
    }
  test_ok("calls split at random block boundaries equal one call");
  free(src);
  free(want);
  free(out);
}

/* Decryption batches: a generic cipher sees few large calls. */
static void
test_batching(void)
{
  struct kit *k = &kits[0];
  size_t len = 100 * 16;
  uint8_t *buf = malloc(len), *out = malloc(len);
  uint8_t iv[16] = {0};

  test_rand_bytes(len, buf);
  wrapped = k;

  wrap_calls = 0;
  wrap_max_length = 0;
  cbc_decrypt(&k->dctx, wrap_dec, 16, iv, len, out, buf);
  if (wrap_calls != 1)
    test_fail("out-of-place cbc_decrypt of %zu bytes called f %u times",
	      len, wrap_calls);

  wrap_calls = 0;
  cbc_decrypt(&k->dctx, wrap_dec, 16, iv, len, buf, buf);
  /* 512-byte batches in place. */
  if (wrap_calls != (len + 511) / 512)
    test_fail("in-place cbc_decrypt of %zu bytes called f %u times",
	      len, wrap_calls);
  test_ok("cbc_decrypt calls f once per batch (1 out of place, %u in place)",
	  wrap_calls);
  free(buf);
  free(out);
}

static void
test_toy(void)
{
  static const size_t sizes[] = { 8, 1, 24, 32 };
  size_t s;

  for (s = 0; s < 4; s++)
    {
      struct toy_ctx ctx;
      size_t bs = sizes[s], len = 97 * bs, i;
      uint8_t *src = malloc(len), *want = malloc(len), *out = malloc(len);
      uint8_t iv0[32], iv[32], prev[32];

      toy_set_key(&ctx, bs);
      test_rand_bytes(len, src);
      test_rand_bytes(bs, iv0);

      toy_encrypt(&ctx, bs, out, src);
      toy_decrypt(&ctx, bs, out, out);
      check_bytes("toy cipher inverse", out, src, bs);

      memcpy(prev, iv0, bs);
      for (i = 0; i < len; i += bs)
	{
	  memxor3(want + i, prev, src + i, bs);
	  toy_encrypt(&ctx, bs, want + i, want + i);
	  memcpy(prev, want + i, bs);
	}
      memcpy(iv, iv0, bs);
      cbc_encrypt(&ctx, toy_encrypt, bs, iv, len, out, src);
      check_bytes("toy cbc_encrypt", out, want, len);
      check_bytes("toy cbc_encrypt iv", iv, want + len - bs, bs);

      memcpy(iv, iv0, bs);
      cbc_decrypt(&ctx, toy_decrypt, bs, iv, len, out, want);
      check_bytes("toy cbc_decrypt", out, src, len);
      check_bytes("toy cbc_decrypt iv", iv, want + len - bs, bs);

      memcpy(out, want, len);
      memcpy(iv, iv0, bs);
      cbc_decrypt(&ctx, toy_decrypt, bs, iv, len, out, out);
      check_bytes("toy cbc_decrypt in place", out, src, len);
      check_bytes("toy cbc_decrypt in place iv", iv, want + len - bs, bs);

      free(src);
      free(want);
      free(out);
      test_ok("toy cipher with %zu-byte blocks: encrypt, decrypt, in place",
	      bs);
    }
}

static void
bad_encrypt_length(void *arg)
{
  uint8_t buf[32] = {0}, iv[16] = {0};
  (void) arg;
  cbc_encrypt(&kits[0].ectx, kits[0].enc, 16, iv, 15, buf, buf);
}

static void
bad_decrypt_length(void *arg)
{
  uint8_t buf[32] = {0}, iv[16] = {0};
  (void) arg;
  cbc_decrypt(&kits[0].dctx, kits[0].dec, 16, iv, 17, buf, buf);
}

static void
test_asserts(void)
{
  if (!test_aborts(bad_encrypt_length, NULL))
    test_fail("cbc_encrypt with length 15 did not assert");
  if (!test_aborts(bad_decrypt_length, NULL))
    test_fail("cbc_decrypt with length 17 did not assert");
  test_ok("lengths that are not a multiple of the block size assert");
}

void
test_main(void)
{
  test_kats();
  test_random();
  test_alignment();
  test_streaming();
  test_batching();
  test_toy();
  test_asserts();
}
