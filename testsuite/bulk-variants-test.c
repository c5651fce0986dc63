/* bulk-variants-test.c

   Differential test of the AES bulk mode routines (CBC decryption,
   CTR, XTS encryption and decryption): the AES-NI variants, and the
   dispatched entry points, against straightforward per-block
   references built here on the portable AES core.

   Copyright (C) 2026 the fastnettle authors

   This file is part of fastnettle, a drop-in replacement for GNU Nettle.

   fastnettle is free software: you can redistribute it and/or
   modify it under the terms of either:

     * the GNU Lesser General Public License as published by the Free
       Software Foundation; either version 3 of the License, or (at your
       option) any later version.

   or

     * the GNU General Public License as published by the Free
       Software Foundation; either version 2 of the License, or (at your
       option) any later version.

   or both in parallel, as here.

   fastnettle is distributed in the hope that it will be useful,
   but WITHOUT ANY WARRANTY; without even the implied warranty of
   MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the GNU
   General Public License for more details.

   You should have received copies of the GNU General Public License and
   the GNU Lesser General Public License along with this program.  If
   not, see http://www.gnu.org/licenses/.
*/

#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
# include <cpuid.h>
#endif

#include "testutils.h"

#include "aes.h"
#include "aes-internal.h"
#include "fat-setup.h"

/* The four routines share one signature. */
typedef size_t bulk_func(unsigned rounds, const uint32_t *keys,
			 uint8_t *state, size_t length,
			 uint8_t *dst, const uint8_t *src);

/* The AES-NI variants (x86_64/aesni/); no header declares them. */
#if HAVE_BACKEND_aesni
bulk_func _nettle_cbc_aes_decrypt_aesni;
bulk_func _nettle_ctr_aes_crypt_aesni;
bulk_func _nettle_xts_aes_encrypt_aesni;
bulk_func _nettle_xts_aes_decrypt_aesni;
#endif
#if HAVE_BACKEND_vaes_avx2
bulk_func _nettle_cbc_aes_decrypt_vaes_avx2;
bulk_func _nettle_ctr_aes_crypt_vaes_avx2;
bulk_func _nettle_xts_aes_encrypt_vaes_avx2;
bulk_func _nettle_xts_aes_decrypt_vaes_avx2;
#endif
#if HAVE_BACKEND_vaes_avx512
bulk_func _nettle_cbc_aes_decrypt_vaes_avx512;
bulk_func _nettle_ctr_aes_crypt_vaes_avx512;
bulk_func _nettle_xts_aes_encrypt_vaes_avx512;
bulk_func _nettle_xts_aes_decrypt_vaes_avx512;
#endif

enum mode { MODE_CBC_DECRYPT, MODE_CTR, MODE_XTS_ENCRYPT, MODE_XTS_DECRYPT };

static const char *const mode_name[] = {
  "cbc_aes_decrypt", "ctr_aes_crypt", "xts_aes_encrypt", "xts_aes_decrypt"
};

/* Keys: the encryption schedule, and the decryption schedule that the
   CBC and XTS decryption routines take. */
struct key
{
  unsigned rounds;
  uint32_t enc[4 * 15];
  uint32_t dec[4 * 15];
};

/* 10, 12, 14 rounds: a key of rounds - 6 words (16, 24, 32 bytes). */
static void
key_from(struct key *k, unsigned rounds, const uint8_t *raw)
{
  k->rounds = rounds;
  _nettle_aes_set_key(rounds, rounds - 6, k->enc, raw);
  _nettle_aes_invert(rounds, k->dec, k->enc);
}

static void
key_random(struct key *k, unsigned rounds)
{
  uint8_t raw[32];
  test_rand_bytes(sizeof(raw), raw);
  key_from(k, rounds, raw);
}

static const uint32_t *
mode_keys(enum mode m, const struct key *k)
{
  return (m == MODE_CBC_DECRYPT || m == MODE_XTS_DECRYPT) ? k->dec : k->enc;
}

/* The references: one block at a time with the portable core, exactly
   as the modes are defined. dst == src allowed. */
static void
block_enc(const struct key *k, uint8_t *dst, const uint8_t *src)
{
  _nettle_aes_encrypt_c(k->rounds, k->enc, &_nettle_aes_encrypt_table,
			16, dst, src);
}

static void
block_dec(const struct key *k, uint8_t *dst, const uint8_t *src)
{
  _nettle_aes_decrypt_c(k->rounds, k->dec, &_nettle_aes_decrypt_table,
			16, dst, src);
}

static void
ctr_increment(uint8_t *ctr)
{
  int i;
  for (i = 15; i >= 0 && ++ctr[i] == 0; i--)
    ;
}

/* Multiply by x in GF(2^128), IEEE 1619 little-endian byte order. */
static void
xts_mul_x(uint8_t *t)
{
  unsigned carry = t[15] >> 7;
  int i;
  for (i = 15; i > 0; i--)
    t[i] = (uint8_t) ((t[i] << 1) | (t[i - 1] >> 7));
  t[0] = (uint8_t) ((t[0] << 1) ^ (carry ? 0x87 : 0));
}

static void
reference(enum mode m, const struct key *k, uint8_t *state,
	  size_t blocks, uint8_t *dst, const uint8_t *src)
{
  uint8_t in[16], out[16];
  size_t i;
  unsigned j;

  for (i = 0; i < blocks; i++, dst += 16, src += 16)
    {
      memcpy(in, src, 16);
      switch (m)
	{
	case MODE_CBC_DECRYPT:
	  block_dec(k, out, in);
	  for (j = 0; j < 16; j++)
	    out[j] ^= state[j];
	  memcpy(state, in, 16);
	  break;
	case MODE_CTR:
	  block_enc(k, out, state);
	  for (j = 0; j < 16; j++)
	    out[j] ^= in[j];
	  ctr_increment(state);
	  break;
	case MODE_XTS_ENCRYPT:
	case MODE_XTS_DECRYPT:
	  for (j = 0; j < 16; j++)
	    in[j] ^= state[j];
	  if (m == MODE_XTS_ENCRYPT)
	    block_enc(k, out, in);
	  else
	    block_dec(k, out, in);
	  for (j = 0; j < 16; j++)
	    out[j] ^= state[j];
	  xts_mul_x(state);
	  break;
	}
      memcpy(dst, out, 16);
    }
}

/* features: the fat-setup.h bits the variant needs (all four routines
   together); variants this CPU lacks are skipped. */
struct variant
{
  const char *name;
  bulk_func *f[4];
  unsigned features;
};

static const struct variant variants[] = {
#if HAVE_BACKEND_aesni
  { "aesni", { _nettle_cbc_aes_decrypt_aesni, _nettle_ctr_aes_crypt_aesni,
	       _nettle_xts_aes_encrypt_aesni, _nettle_xts_aes_decrypt_aesni },
    FAT_AESNI },
#endif
#if HAVE_BACKEND_vaes_avx2
  { "vaes_avx2", { _nettle_cbc_aes_decrypt_vaes_avx2,
		   _nettle_ctr_aes_crypt_vaes_avx2,
		   _nettle_xts_aes_encrypt_vaes_avx2,
		   _nettle_xts_aes_decrypt_vaes_avx2 },
    FAT_AESNI | FAT_VAES | FAT_AVX2 | FAT_VPCLMUL },
#endif
#if HAVE_BACKEND_vaes_avx512
  { "vaes_avx512", { _nettle_cbc_aes_decrypt_vaes_avx512,
		     _nettle_ctr_aes_crypt_vaes_avx512,
		     _nettle_xts_aes_encrypt_vaes_avx512,
		     _nettle_xts_aes_decrypt_vaes_avx512 },
    FAT_VAES | FAT_AVX512 | FAT_VPCLMUL },
#endif
  /* Whatever the dispatcher picked for this run's backend. */
  { "dispatched", { _nettle_cbc_aes_decrypt, _nettle_ctr_aes_crypt,
		    _nettle_xts_aes_encrypt, _nettle_xts_aes_decrypt }, 0 },
};
#define N_VARIANTS (sizeof(variants) / sizeof(variants[0]))

static unsigned
key_bits(unsigned rounds)
{
  return 128 + 32 * (rounds - 10);
}

/* One call of a variant on blocks blocks from src to dst (which may be
   equal), starting from state0; what it leaves undone is finished by
   the reference. Compares output and final state with the reference on
   the whole message. dst has room for guard bytes after the message
   unless guarded is set (then dst and src may end at an unmapped
   page). */
static void
check_one(const struct variant *v, enum mode m, const struct key *k,
	  const uint8_t *state0, size_t blocks,
	  uint8_t *dst, const uint8_t *src, const uint8_t *message,
	  int guarded, const char *how)
{
  static uint8_t *want = NULL;
  static size_t want_size = 0;
  uint8_t want_state[16], state[16];
  size_t length = 16 * blocks, done;
  char what[200];

  if (want_size < length)
    {
      free(want);
      want_size = length;
      want = malloc(want_size);
      if (!want)
	test_fail("out of memory");
    }
  memcpy(want_state, state0, 16);
  reference(m, k, want_state, blocks, want, message);

  memcpy(state, state0, 16);
  if (!guarded)
    memset(dst + length, 0x5a, 16);
  done = v->f[m](k->rounds, mode_keys(m, k), state, length, dst, src);

  snprintf(what, sizeof(what), "%s %s AES-%u %s, %zu blocks",
	   mode_name[m], v->name, key_bits(k->rounds), how, blocks);
  if (done % 16 || done > length)
    test_fail("%s: returned %zu", what, done);
  /* The rest, as the C glue would finish it. */
  reference(m, k, state, (length - done) / 16, dst + done, src + done);

  check_bytes(what, dst, want, length);
  {
    char swhat[230];
    snprintf(swhat, sizeof(swhat), "%s (chaining value)", what);
    check_bytes(swhat, state, want_state, 16);
  }
  if (!guarded)
    {
      unsigned j;
      for (j = 0; j < 16; j++)
	if (dst[length + j] != 0x5a)
	  test_fail("%s: wrote byte %u past the end", what, j);
    }
}

/* Every block count 0 .. MAX_SMALL, plus a few large ones. */
#define MAX_SMALL (4 * 8 + 8)
static const size_t large_blocks[] = { 64, 255, 256 + 5, 1031 };

static void
test_lengths(const struct variant *v, enum mode m, const struct key *k)
{
  size_t max = 1031 * 16 + 64;
  uint8_t *message = malloc(max);
  uint8_t *sbuf = malloc(max);
  uint8_t *dbuf = malloc(max);
  uint8_t state0[16];
  size_t n, i;
  char how[64];

  if (!message || !sbuf || !dbuf)
    test_fail("out of memory");

  for (n = 0; n <= MAX_SMALL + sizeof(large_blocks) / sizeof(large_blocks[0]); n++)
    {
      size_t blocks = n <= MAX_SMALL ? n : large_blocks[n - MAX_SMALL - 1];
      unsigned so, dof;
      test_rand_bytes(16 * blocks, message);
      test_rand_bytes(16, state0);
      for (so = 0; so < 16; so++)
	{
	  /* Out of place: source misaligned by so, destination by another
	     offset that varies with so and n. */
	  dof = (so * 7 + (unsigned) n) % 16;
	  memcpy(sbuf + so, message, 16 * blocks);
	  snprintf(how, sizeof(how), "out of place, src+%u dst+%u", so, dof);
	  check_one(v, m, k, state0, blocks, dbuf + dof, sbuf + so,
		    message, 0, how);
	  /* The source must be left alone. */
	  for (i = 0; i < 16 * blocks; i++)
	    if (sbuf[so + i] != message[i])
	      test_fail("%s %s: source modified", mode_name[m], v->name);
	  /* In place, at offset so. */
	  memcpy(dbuf + so, message, 16 * blocks);
	  snprintf(how, sizeof(how), "in place +%u", so);
	  check_one(v, m, k, state0, blocks, dbuf + so, dbuf + so,
		    message, 0, how);
	  if (blocks > MAX_SMALL && so >= 2)
	    break;		/* large ones: a few offsets are plenty */
	}
    }
  test_ok("%s %s AES-%u: 0..%u blocks and large, in and out of place, offsets 0..15",
	  mode_name[m], v->name, key_bits(k->rounds), MAX_SMALL);
  free(message);
  free(sbuf);
  free(dbuf);
}

/* Buffers that end exactly at an unmapped page, and that start right
   after one, for lengths 0..300 in whole blocks (0..288). */
static void
test_guards(const struct variant *v, enum mode m, const struct key *k)
{
  size_t length;
  uint8_t message[304], state0[16];
  for (length = 0; length <= 300; length += 16)
    {
      int end;
      test_rand_bytes(length, message);
      test_rand_bytes(16, state0);
      for (end = 0; end < 2; end++)
	{
	  uint8_t *src = end ? guard_end(length) : guard_start(length);
	  uint8_t *dst = end ? guard_end(length) : guard_start(length);
	  memcpy(src, message, length);
	  check_one(v, m, k, state0, length / 16, dst, src, message, 1,
		    end ? "guard after" : "guard before");
	  memcpy(dst, message, length);
	  check_one(v, m, k, state0, length / 16, dst, dst, message, 1,
		    end ? "in place, guard after" : "in place, guard before");
	  guard_free(src);
	  guard_free(dst);
	}
    }
  test_ok("%s %s AES-%u: guard pages, lengths 0..300",
	  mode_name[m], v->name, key_bits(k->rounds));
}

/* CTR counters near and at a carry: low 64 bits just below wrapping
   (the carry falls inside a batch, at its end, or in the tail) and the
   all-ones 128-bit counter, which wraps to zero. */
static void
test_ctr_carry(const struct variant *v, const struct key *k)
{
  static const unsigned low_byte[] = { 0xf0, 0xf4, 0xf7, 0xf8, 0xf9, 0xfc, 0xff };
  uint8_t message[16 * 48], dbuf[16 * 48 + 16], state0[16];
  unsigned i, hi;
  size_t blocks;

  static const char *const near[] = {
    "counter near 2^64 carry", "counter near 2^128", "counter near 2^32 carry"
  };
  for (hi = 0; hi < 3; hi++)
    for (i = 0; i < sizeof(low_byte) / sizeof(low_byte[0]); i++)
      for (blocks = 0; blocks <= 44; blocks++)
	{
	  test_rand_bytes(16, state0);
	  if (hi == 1)
	    memset(state0, 0xff, 8); /* the whole 128 bits will wrap */
	  if (hi == 2)
	    {
	      /* Only the low 32 bits wrap (a 32-bit lane would lose it). */
	      state0[11] &= 0x7f;
	      memset(state0 + 12, 0xff, 3);
	    }
	  else
	    memset(state0 + 8, 0xff, 7);
	  state0[15] = (uint8_t) low_byte[i];
	  test_rand_bytes(16 * blocks, message);
	  check_one(v, MODE_CTR, k, state0, blocks, dbuf, message, message,
		    0, near[hi]);
	}
  /* The all-ones counter, and one block of it. */
  memset(state0, 0xff, 16);
  test_rand_bytes(16 * 9, message);
  check_one(v, MODE_CTR, k, state0, 1, dbuf, message, message, 0,
	    "all-ones counter");
  check_one(v, MODE_CTR, k, state0, 9, dbuf, message, message, 0,
	    "all-ones counter");
  test_ok("ctr_aes_crypt %s AES-%u: carries out of the low 32 and 64 bits and of all 128",
	  v->name, key_bits(k->rounds));
}

/* Known answers, to tie the reference itself to the standards. */
static void
test_vectors(const struct variant *v)
{
  struct key k, k2;
  uint8_t state[16], out[64];
  size_t done;
  const struct tstring *key, *pt, *ct, *iv;

  /* NIST SP 800-38A, F.2.2 CBC-AES128.Decrypt. */
  key = SHEX("2b7e151628aed2a6abf7158809cf4f3c");
  iv = SHEX("000102030405060708090a0b0c0d0e0f");
  pt = SHEX("6bc1bee22e409f96e93d7e117393172a"
	    "ae2d8a571e03ac9c9eb76fac45af8e51"
	    "30c81c46a35ce411e5fbc1191a0a52ef"
	    "f69f2445df4f9b17ad2b417be66c3710");
  ct = SHEX("7649abac8119b246cee98e9b12e9197d"
	    "5086cb9b507219ee95db113a917678b2"
	    "73bed6b8e3c1743b7116e69e22229516"
	    "3ff1caa1681fac09120eca307586e1a7");
  key_from(&k, 10, key->data);
  memcpy(state, iv->data, 16);
  done = v->f[MODE_CBC_DECRYPT](10, k.dec, state, 64, out, ct->data);
  ASSERT(done <= 64 && done % 16 == 0);
  reference(MODE_CBC_DECRYPT, &k, state, (64 - done) / 16,
	    out + done, ct->data + done);
  check_bytes("SP 800-38A F.2.2", out, pt->data, 64);
  check_bytes("SP 800-38A F.2.2 iv", state, ct->data + 48, 16);

  /* NIST SP 800-38A, F.5.1 CTR-AES128.Encrypt. */
  iv = SHEX("f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff");
  ct = SHEX("874d6191b620e3261bef6864990db6ce"
	    "9806f66b7970fdff8617187bb9fffdff"
	    "5ae4df3edbd5d35e5b4f09020db03eab"
	    "1e031dda2fbe03d1792170a0f3009cee");
  memcpy(state, iv->data, 16);
  done = v->f[MODE_CTR](10, k.enc, state, 64, out, pt->data);
  ASSERT(done <= 64 && done % 16 == 0);
  reference(MODE_CTR, &k, state, (64 - done) / 16,
	    out + done, pt->data + done);
  check_bytes("SP 800-38A F.5.1", out, ct->data, 64);
  check_bytes("SP 800-38A F.5.1 counter", state,
	      SHEX("f0f1f2f3f4f5f6f7f8f9fafbfcfdff03")->data, 16);

  /* IEEE Std 1619-2007, Annex B, XTS-AES-128 vector 1: both keys zero,
     data unit 0, 32 zero bytes. T = E(K2, 0). */
  memset(out, 0, 32);
  key_from(&k, 10, out);
  key_from(&k2, 10, out);
  memset(state, 0, 16);
  block_enc(&k2, state, state);
  done = v->f[MODE_XTS_ENCRYPT](10, k.enc, state, 32, out, out);
  ASSERT(done <= 32 && done % 16 == 0);
  reference(MODE_XTS_ENCRYPT, &k, state, (32 - done) / 16,
	    out + done, out + done);
  ct = SHEX("917cf69ebd68b2ec9b9fe9a3eadda692"
	    "cd43d2f59598ed858c02c2652fbf922e");
  check_bytes("IEEE 1619 B vector 1 encrypt", out, ct->data, 32);
  memset(state, 0, 16);
  block_enc(&k2, state, state);
  done = v->f[MODE_XTS_DECRYPT](10, k.dec, state, 32, out, out);
  ASSERT(done <= 32 && done % 16 == 0);
  reference(MODE_XTS_DECRYPT, &k, state, (32 - done) / 16,
	    out + done, out + done);
  check_bytes("IEEE 1619 B vector 1 decrypt", out,
	      SHEX("00000000000000000000000000000000"
		   "00000000000000000000000000000000")->data, 32);
  test_ok("%s: SP 800-38A CBC and CTR, IEEE 1619 XTS known answers",
	  v->name);
}

static int
cpu_has_aesni(void)
{
#if defined(__x86_64__) || defined(__i386__)
  unsigned a, b, c, d;
  if (!__get_cpuid(1, &a, &b, &c, &d))
    return 0;
  return (c >> 25) & 1;
#else
  return 0;
#endif
}

void
test_main(void)
{
  static const unsigned rounds[] = { 10, 12, 14 };
  unsigned vi, ri;
  int m;

#if !HAVE_BACKEND_aesni
  test_skip("this build has no aesni backend");
#endif
  if (!cpu_has_aesni())
    test_skip("this CPU has no AES-NI");

  for (vi = 0; vi < N_VARIANTS; vi++)
    {
      const struct variant *v = &variants[vi];
      if (v->features & ~_nettle_fat_cpu_features())
	{
	  printf("  note: variant %s: not run, the CPU lacks its features\n",
		 v->name);
	  continue;
	}
      test_vectors(v);
      for (ri = 0; ri < 3; ri++)
	{
	  struct key k;
	  key_random(&k, rounds[ri]);
	  for (m = 0; m < 4; m++)
	    {
	      test_lengths(v, m, &k);
	      test_guards(v, m, &k);
	    }
	  test_ctr_carry(v, &k);
	}
    }
}
