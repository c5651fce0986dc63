/* ctr-test.c

   CTR mode: the NIST SP 800-38A known answers, counters that wrap
   (through all 16 bytes and across the 64-bit halves), partial final
   blocks, block sizes other than 16 (with a toy cipher), in-place,
   misaligned and guarded buffers, split calls, batching of the cipher
   calls, and the AES fast path against the generic code.
*/

#include "testutils.h"
#include "toy-cipher.h"

#include "aes.h"
#include "ctr.h"
#include "memxor.h"

/* NIST SP 800-38A (2001), Appendix F.5: F.5.1 CTR-AES128.Encrypt,
   F.5.3 CTR-AES192.Encrypt, F.5.5 CTR-AES256.Encrypt (decryption,
   F.5.2/4/6, is the same operation). */
#define SP800_38A_PLAINTEXT \
  "6bc1bee22e409f96e93d7e117393172a ae2d8a571e03ac9c9eb76fac45af8e51" \
  "30c81c46a35ce411e5fbc1191a0a52ef f69f2445df4f9b17ad2b417be66c3710"
#define SP800_38A_COUNTER "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff"

static const struct
{
  unsigned bits;
  const char *key;
  const char *ct;
} kats[] = {
  { 128, "2b7e151628aed2a6abf7158809cf4f3c",
    "874d6191b620e3261bef6864990db6ce 9806f66b7970fdff8617187bb9fffdff"
    "5ae4df3edbd5d35e5b4f09020db03eab 1e031dda2fbe03d1792170a0f3009cee" },
  { 192, "8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b",
    "1abc932417521ca24f2b0459fe7e6e0b 090339ec0aa6faefd5ccc2c6f4ce8e94"
    "1e36b26bd1ebc670d1bd1d665620abf7 4f78a7f6d29809585a97daec58c6b050" },
  { 256, "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4",
    "601ec313775789a5b7a7f504bbf3d228 f443e3ca4d62b59aca84e990cacaf5c5"
    "2b0930daa23de94ce87017ba2d84988d dfc9c58db67aada613c2dd08457941a6" },
};

typedef void set_key_func(void *ctx, const uint8_t *key);

struct kit
{
  unsigned bits;
  nettle_cipher_func *enc;
  set_key_func *set_enc;
  union { struct aes128_ctx a; struct aes192_ctx b; struct aes256_ctx c; }
    ctx;
};

static struct kit kits[3] = {
  { 128, (nettle_cipher_func *) aes128_encrypt,
    (set_key_func *) aes128_set_encrypt_key, {{{0}}} },
  { 192, (nettle_cipher_func *) aes192_encrypt,
    (set_key_func *) aes192_set_encrypt_key, {{{0}}} },
  { 256, (nettle_cipher_func *) aes256_encrypt,
    (set_key_func *) aes256_set_encrypt_key, {{{0}}} },
};

/* A wrapper that hides AES from the library (generic path) and
   counts calls. */
static struct kit *wrapped;
static unsigned wrap_calls;

static void
wrap_enc(const void *ctx, size_t length, uint8_t *dst, const uint8_t *src)
{
  wrap_calls++;
  wrapped->enc(ctx, length, dst, src);
}

/* Per-block reference: keystream E(counter), byte-wise big-endian
   increment of the whole block, also after a final partial block. */
static void
ref_ctr(const void *ctx, nettle_cipher_func *f, size_t bs, uint8_t *ctr,
	size_t length, uint8_t *dst, const uint8_t *src)
{
  uint8_t ks[32];
  size_t i, n;
  for (i = 0; i < length; i += n)
    {
      size_t j;
      n = length - i < bs ? length - i : bs;
      f(ctx, bs, ks, ctr);
      memxor3(dst + i, src + i, ks, n);
      for (j = bs; j-- > 0; )
	if (++ctr[j] != 0)
	  break;
    }
}

static void
test_kats(void)
{
  const struct tstring *pt = SHEX(SP800_38A_PLAINTEXT);
  const struct tstring *ctr0 = SHEX(SP800_38A_COUNTER);
  const struct tstring *ctr4 = SHEX("f0f1f2f3f4f5f6f7f8f9fafbfcfdff03");
  size_t n;

  for (n = 0; n < 3; n++)
    {
      struct kit *k = &kits[n];
      const struct tstring *ct = SHEX(kats[n].ct);
      uint8_t out[64], ctr[16];
      char what[80];

      k->set_enc(&k->ctx, SHEX(kats[n].key)->data);

      memcpy(ctr, ctr0->data, 16);
      ctr_crypt(&k->ctx, k->enc, 16, ctr, 64, out, pt->data);
      snprintf(what, sizeof(what), "F.5 CTR-AES%u encrypt", k->bits);
      check_bytes(what, out, ct->data, 64);
      check_bytes("counter after 4 blocks", ctr, ctr4->data, 16);

      memcpy(ctr, ctr0->data, 16);
      ctr_crypt(&k->ctx, k->enc, 16, ctr, 64, out, ct->data);
      check_bytes("F.5 decrypt", out, pt->data, 64);

      memcpy(out, ct->data, 64);
      memcpy(ctr, ctr0->data, 16);
      ctr_crypt(&k->ctx, k->enc, 16, ctr, 64, out, out);
      check_bytes("F.5 decrypt in place", out, pt->data, 64);

      wrapped = k;
      memcpy(ctr, ctr0->data, 16);
      ctr_crypt(&k->ctx, wrap_enc, 16, ctr, 64, out, pt->data);
      check_bytes("F.5 generic", out, ct->data, 64);
      check_bytes("generic counter after 4 blocks", ctr, ctr4->data, 16);

      /* 50 bytes: the counter still moves on by 4. */
      memcpy(ctr, ctr0->data, 16);
      ctr_crypt(&k->ctx, k->enc, 16, ctr, 50, out, pt->data);
      check_bytes("F.5 partial", out, ct->data, 50);
      check_bytes("counter after 3 blocks + 2 bytes", ctr, ctr4->data, 16);

      test_ok("SP 800-38A F.5 CTR-AES%u, both directions, in place, "
	      "generic, partial", k->bits);
    }

  {
    struct CTR_CTX(struct aes128_ctx, AES_BLOCK_SIZE) c;
    uint8_t out[64];
    aes128_set_encrypt_key(&c.ctx, SHEX(kats[0].key)->data);
    CTR_SET_COUNTER(&c, ctr0->data);
    CTR_CRYPT(&c, aes128_encrypt, 16, out, pt->data);
    CTR_CRYPT(&c, aes128_encrypt, 48, out + 16, pt->data + 16);
    check_bytes("CTR_CRYPT", out, SHEX(kats[0].ct)->data, 64);
    check_bytes("CTR_CTX counter", c.ctr, ctr4->data, 16);
    test_ok("CTR_CTX, CTR_SET_COUNTER, CTR_CRYPT");
  }
}

/* Counters near the places where carries cross words. */
static void
test_wrap(void)
{
  static const char *starts[] = {
    "ffffffffffffffffffffffffffffffff",	/* wraps to zero at once */
    "fffffffffffffffffffffffffffffff0",	/* wraps inside the message */
    "0123456789abcdeffffffffffffffffd",	/* carry into the high half */
    "00000000000000ffffffffffffffffff",	/* carry through 9 bytes */
    "000000000000000000000000fffffffe",	/* carry across 32 bits */
    "ffffffffffffff00ffffffffffffffff",	/* high half does not wrap */
  };
  struct kit *k = &kits[0];
  size_t s, len = 70 * 16 + 5;
  uint8_t *src = malloc(len), *want = malloc(len), *out = malloc(len);
  uint8_t key[16];

  test_rand_bytes(16, key);
  k->set_enc(&k->ctx, key);
  wrapped = k;
  test_rand_bytes(len, src);

  for (s = 0; s < sizeof(starts) / sizeof(starts[0]); s++)
    {
      const uint8_t *c0 = SHEX(starts[s])->data;
      uint8_t want_ctr[16], ctr[16];
      size_t l;

      for (l = 0; l <= len; l += (l < 40 ? 1 : 97))
	{
	  memcpy(want_ctr, c0, 16);
	  ref_ctr(&k->ctx, k->enc, 16, want_ctr, l, want, src);

	  memcpy(ctr, c0, 16);
	  ctr_crypt(&k->ctx, k->enc, 16, ctr, l, out, src);
	  check_bytes("wrapping ctr_crypt", out, want, l);
	  check_bytes("wrapping counter", ctr, want_ctr, 16);

	  memcpy(ctr, c0, 16);
	  ctr_crypt(&k->ctx, wrap_enc, 16, ctr, l, out, src);
	  check_bytes("wrapping generic ctr_crypt", out, want, l);
	  check_bytes("wrapping generic counter", ctr, want_ctr, 16);

	  memcpy(out, src, l);
	  memcpy(ctr, c0, 16);
	  ctr_crypt(&k->ctx, k->enc, 16, ctr, l, out, out);
	  check_bytes("wrapping ctr_crypt in place", out, want, l);
	  check_bytes("wrapping counter in place", ctr, want_ctr, 16);
	}
      test_ok("counter %s: carries as one 128-bit big-endian number",
	      starts[s]);
    }
  free(src);
  free(want);
  free(out);
}

/* Random lengths, all key sizes, every path, at offsets 0..15. */
static void
test_random(void)
{
  size_t max = 5000;
  uint8_t *src = malloc(max), *want = malloc(max);
  uint8_t *buf = malloc(max + 16);
  size_t n;

  for (n = 0; n < 3; n++)
    {
      struct kit *k = &kits[n];
      uint8_t key[32];
      unsigned round;

      test_rand_bytes(32, key);
      k->set_enc(&k->ctx, key);
      wrapped = k;

      for (round = 0; round < 200; round++)
	{
	  size_t len = round < 100 ? round * 7 : test_rand_below(max + 1);
	  unsigned so = test_rand_below(16), dso = test_rand_below(16);
	  uint8_t c0[16], ctr[16], want_ctr[16];
	  uint8_t *sbuf = malloc(len + 16);

	  test_rand_bytes(16, c0);
	  if (round & 1)
	    memset(c0 + 8, 0xff, 8 - (round % 5));
	  test_rand_bytes(len, src);
	  memcpy(want_ctr, c0, 16);
	  ref_ctr(&k->ctx, k->enc, 16, want_ctr, len, want, src);

	  memcpy(sbuf + so, src, len);
	  memcpy(ctr, c0, 16);
	  ctr_crypt(&k->ctx, k->enc, 16, ctr, len, buf + dso, sbuf + so);
	  check_bytes("ctr_crypt", buf + dso, want, len);
	  check_bytes("ctr_crypt counter", ctr, want_ctr, 16);

	  memcpy(ctr, c0, 16);
	  ctr_crypt(&k->ctx, wrap_enc, 16, ctr, len, buf + dso, sbuf + so);
	  check_bytes("generic ctr_crypt", buf + dso, want, len);
	  check_bytes("generic ctr_crypt counter", ctr, want_ctr, 16);

	  memcpy(ctr, c0, 16);
	  ctr_crypt(&k->ctx, k->enc, 16, ctr, len, sbuf + so, sbuf + so);
	  check_bytes("ctr_crypt in place", sbuf + so, want, len);
	  check_bytes("ctr_crypt in place counter", ctr, want_ctr, 16);

	  memcpy(sbuf + so, src, len);
	  memcpy(ctr, c0, 16);
	  ctr_crypt(&k->ctx, wrap_enc, 16, ctr, len, sbuf + so, sbuf + so);
	  check_bytes("generic ctr_crypt in place", sbuf + so, want, len);
	  free(sbuf);
	}
      test_ok("AES-%u: fast and generic paths equal the per-block "
	      "reference, lengths 0..%zu, offsets 0..15, in place", k->bits,
	      max);
    }

  {
    struct kit *k = &kits[1];
    size_t len = 1000 + 7;
    uint8_t *gs = guard_start(len), *ge = guard_end(len);
    uint8_t c0[16], ctr[16];
    test_rand_bytes(16, c0);
    test_rand_bytes(len, src);
    memcpy(ctr, c0, 16);
    ref_ctr(&k->ctx, k->enc, 16, ctr, len, want, src);
    memcpy(gs, src, len);
    memcpy(ctr, c0, 16);
    ctr_crypt(&k->ctx, k->enc, 16, ctr, len, ge, gs);
    check_bytes("guarded ctr_crypt", ge, want, len);
    memcpy(ctr, c0, 16);
    ctr_crypt(&k->ctx, k->enc, 16, ctr, len, gs, ge);
    check_bytes("guarded ctr_crypt back", gs, src, len);
    memcpy(ctr, c0, 16);
    ctr_crypt(&k->ctx, k->enc, 16, ctr, len, ge, ge);
    check_bytes("guarded in-place ctr_crypt", ge, src, len);
    guard_free(gs);
    guard_free(ge);
    test_ok("buffers against guard pages");
  }
  free(src);
  free(want);
  free(buf);
}

/* Whole-block pieces then one arbitrary last piece, as the API
   allows, equal one call. */
static void
test_streaming(void)
{
  struct kit *k = &kits[2];
  size_t len = 3000 + 11;
  uint8_t *src = malloc(len), *want = malloc(len), *out = malloc(len);
  uint8_t key[32], c0[16], ctr[16], want_ctr[16];
  unsigned round;

  test_rand_bytes(32, key);
  test_rand_bytes(16, c0);
  test_rand_bytes(len, src);
  k->set_enc(&k->ctx, key);
  wrapped = k;
  memcpy(want_ctr, c0, 16);
  ref_ctr(&k->ctx, k->enc, 16, want_ctr, len, want, src);

  for (round = 0; round < 20; round++)
    {
      size_t done = 0;
      nettle_cipher_func *f = round & 2 ? wrap_enc : k->enc;
      int in_place = round & 1;

      if (in_place)
	memcpy(out, src, len);
      memcpy(ctr, c0, 16);
      while (len - done >= 16)
	{
	  size_t piece = 16 * test_rand_below((len - done) / 16 + 1);
	  ctr_crypt(&k->ctx, f, 16, ctr, piece, out + done,
		    in_place ? out + done : src + done);
	  done += piece;
	  if (test_rand_below(4) == 0)
	    break;
	}
      ctr_crypt(&k->ctx, f, 16, ctr, len - done, out + done,
		in_place ? out + done : src + done);
      check_bytes("split ctr_crypt", out, want, len);
      check_bytes("split ctr_crypt counter", ctr, want_ctr, 16);
    }
  test_ok("calls split at random block boundaries equal one call");
  free(src);
  free(want);
  free(out);
}

static void
test_batching(void)
{
  struct kit *k = &kits[0];
  size_t len = 100 * 16 + 3;
  uint8_t *src = malloc(len), *dst = malloc(len + 8);
  uint8_t ctr[16] = {0};

  test_rand_bytes(len, src);
  wrapped = k;

  wrap_calls = 0;
  ctr_crypt(&k->ctx, wrap_enc, 16, ctr, len, src, src);
  if (wrap_calls != (len + 511) / 512)
    test_fail("in-place ctr_crypt of %zu bytes: %u calls of f",
	      len, wrap_calls);
  wrap_calls = 0;
  ctr_crypt(&k->ctx, wrap_enc, 16, ctr, len, dst + 1, src);
  if (wrap_calls != (len + 511) / 512)
    test_fail("misaligned ctr_crypt of %zu bytes: %u calls of f",
	      len, wrap_calls);
  wrap_calls = 0;
  ctr_crypt(&k->ctx, wrap_enc, 16, ctr, len, dst, src);
  /* dst is malloc-aligned: whole blocks in one call, then the
     partial one. */
  if (wrap_calls > 2)
    test_fail("aligned ctr_crypt of %zu bytes: %u calls of f",
	      len, wrap_calls);
  test_ok("ctr_crypt calls f once per batch");
  free(src);
  free(dst);
}

static void
test_toy(void)
{
  static const size_t sizes[] = { 8, 1, 3, 5, 24, 32 };
  size_t s;

  for (s = 0; s < sizeof(sizes) / sizeof(sizes[0]); s++)
    {
      struct toy_ctx ctx;
      size_t bs = sizes[s], max = 1500;
      uint8_t *src = malloc(max), *want = malloc(max), *out = malloc(max);
      unsigned round;

      toy_set_key(&ctx, bs);

      for (round = 0; round < 60; round++)
	{
	  size_t len = round < 40 ? round * 3 : test_rand_below(max + 1);
	  uint8_t c0[32], ctr[32], want_ctr[32];
	  size_t done;

	  test_rand_bytes(bs, c0);
	  if (round & 1)
	    memset(c0 + bs / 2, 0xff, bs - bs / 2);
	  test_rand_bytes(len, src);
	  memcpy(want_ctr, c0, bs);
	  ref_ctr(&ctx, toy_encrypt, bs, want_ctr, len, want, src);

	  memcpy(ctr, c0, bs);
	  ctr_crypt(&ctx, toy_encrypt, bs, ctr, len, out, src);
	  check_bytes("toy ctr_crypt", out, want, len);
	  check_bytes("toy counter", ctr, want_ctr, bs);

	  memcpy(out, src, len);
	  memcpy(ctr, c0, bs);
	  ctr_crypt(&ctx, toy_encrypt, bs, ctr, len, out, out);
	  check_bytes("toy ctr_crypt in place", out, want, len);
	  check_bytes("toy counter in place", ctr, want_ctr, bs);

	  /* Split at block boundaries. */
	  memcpy(ctr, c0, bs);
	  for (done = 0; len - done >= bs; )
	    {
	      size_t piece = bs * test_rand_below((len - done) / bs + 1);
	      ctr_crypt(&ctx, toy_encrypt, bs, ctr, piece, out + done,
			src + done);
	      done += piece;
	      if (test_rand_below(3) == 0)
		break;
	    }
	  ctr_crypt(&ctx, toy_encrypt, bs, ctr, len - done, out + done,
		    src + done);
	  check_bytes("toy split ctr_crypt", out, want, len);
	  check_bytes("toy split counter", ctr, want_ctr, bs);
	}

      /* All-ones counter wraps to zero. */
      {
	uint8_t ctr[32], zero[32] = {0};
	memset(ctr, 0xff, bs);
	ctr_crypt(&ctx, toy_encrypt, bs, ctr, bs, out, src);
	check_bytes("toy counter wrap", ctr, zero, bs);
      }
      free(src);
      free(want);
      free(out);
      test_ok("toy cipher with %zu-byte blocks: reference, in place, split, "
	      "wrap", bs);
    }
}

void
test_main(void)
{
  test_kats();
  test_wrap();
  test_random();
  test_streaming();
  test_batching();
  test_toy();
}
