/* sha512-variants-test.c

   Every variant of _nettle_sha512_compress_n (fat-table.h) against
   the portable C one: random states and 0..16 blocks at guard pages
   and odd alignments (odd and even counts: the avx512 variant takes
   blocks in pairs), and random messages of 0..2000 bytes through the
   public SHA-512 and SHA-384 functions (whatever variant the
   dispatcher chose), in one piece and in random pieces, against the C
   compression function with the padding done here. Variants the CPU
   cannot run are noted and skipped.

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

#include "testutils.h"
#include "sha2-k.h"

#include "sha2.h"
#include "sha2-internal.h"
#include "fat-setup.h"
#include "fat-variants.h"

typedef const uint8_t *fv_sha512_func (uint64_t *, const uint64_t *,
				       size_t, const uint8_t *);

/* FIPS 180-4, sections 5.3.5 (SHA-512) and 5.3.4 (SHA-384). */
static const uint64_t IV512[8] =
{
  0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL,
  0x3c6ef372fe94f82bULL, 0xa54ff53a5f1d36f1ULL,
  0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL,
  0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL,
};
static const uint64_t IV384[8] =
{
  0xcbbb9d5dc1059ed8ULL, 0x629a292a367cd507ULL,
  0x9159015a3070dd17ULL, 0x152fecd8f70e5939ULL,
  0x67332667ffc00b31ULL, 0x8eb44a8768581511ULL,
  0xdb0c2e0d64f98fa7ULL, 0x47b5481dbefa4fa4ULL,
};

/* One comparison of the two variants: same random state, same input;
   state, round constants and input wherever the caller put them. */
static void
compare_blocks(const struct fv_variant *v, size_t blocks, uint64_t *state,
	       const uint64_t *k, uint8_t *in, const char *where)
{
  uint64_t s_c[8];
  const uint8_t *r_c, *r_v;
  size_t n = 128 * blocks;
  unsigned i;

  test_rand_bytes(n, in);
  test_rand_bytes(sizeof(s_c), (uint8_t *) s_c);
  memcpy(state, s_c, sizeof(s_c));
  r_c = _nettle_sha512_compress_n_c(s_c, fv_sha512_k, blocks, in);
  fv_set_current(v->stem, v->variant, 0, n, where);
  r_v = ((fv_sha512_func *) v->fn)(state, k, blocks, in);
  if (r_c != in + n || r_v != in + n)
    test_fail("sha512_compress_n: returned pointer, %zu blocks, %s "
	      "(c %+td, %s %+td)", blocks, where, r_c - in, v->variant,
	      r_v - in);
  for (i = 0; i < 8; i++)
    if (state[i] != s_c[i])
      test_fail("sha512_compress_n %s vs c: %zu blocks, %s: state word "
		"%u is %016llx, want %016llx", v->variant, blocks, where, i,
		(unsigned long long) state[i], (unsigned long long) s_c[i]);
}

/* 0..16 blocks: input, state and round constants each against a guard
   page on either side, and input at every offset 0..15 from aligned. */
static void
test_blocks(const struct fv_variant *v)
{
  uint64_t *k_end = (uint64_t *) guard_end(sizeof(fv_sha512_k));
  uint64_t *k_start = (uint64_t *) guard_start(sizeof(fv_sha512_k));
  uint64_t *s_end = (uint64_t *) guard_end(64);
  uint64_t *s_start = (uint64_t *) guard_start(64);
  static uint8_t odd[16 * 128 + 32] __attribute__((aligned(32)));
  uint64_t state[8];
  size_t blocks;

  memcpy(k_end, fv_sha512_k, sizeof(fv_sha512_k));
  memcpy(k_start, fv_sha512_k, sizeof(fv_sha512_k));

  for (blocks = 0; blocks <= 16; blocks++)
    {
      uint8_t *in_end = guard_end(128 * blocks);
      uint8_t *in_start = guard_start(128 * blocks);
      unsigned off;

      compare_blocks(v, blocks, s_end, k_end, in_end,
		     "everything ends at a guard page");
      compare_blocks(v, blocks, s_start, k_start, in_start,
		     "everything starts after a guard page");
      for (off = 0; off < 16; off++)
	{
	  char where[40];
	  snprintf(where, sizeof(where), "input at offset %u", off);
	  compare_blocks(v, blocks, state, fv_sha512_k, odd + off, where);
	}
      guard_free(in_end);
      guard_free(in_start);
    }
  guard_free((uint8_t *) k_end);
  guard_free((uint8_t *) k_start);
  guard_free((uint8_t *) s_end);
  guard_free((uint8_t *) s_start);
  test_ok("sha512_compress_n: %s = c on 0..16 blocks, state, constants "
	  "and input at guard pages, input at offsets 0..15", v->variant);
}

/* The reference: padding (FIPS 180-4, section 5.1.2) done here, the C
   compression function called directly. */
static void
reference(const uint64_t *iv, size_t length, const uint8_t *msg,
	  size_t digest_size, uint8_t *digest)
{
  uint64_t s[8];
  uint8_t pad[256];
  uint64_t bits = (uint64_t) length * 8;
  size_t whole = length / 128, rest = length % 128, padlen;
  unsigned i;

  memcpy(s, iv, sizeof(s));
  _nettle_sha512_compress_n_c(s, fv_sha512_k, whole, msg);
  memset(pad, 0, sizeof(pad));
  memcpy(pad, msg + 128 * whole, rest);
  pad[rest] = 0x80;
  padlen = rest < 112 ? 128 : 256;
  for (i = 0; i < 8; i++)
    pad[padlen - 1 - i] = bits >> (8 * i);
  _nettle_sha512_compress_n_c(s, fv_sha512_k, padlen / 128, pad);
  for (i = 0; i < digest_size; i++)
    digest[i] = s[i / 8] >> (56 - 8 * (i % 8));
}

/* Feeds msg to ctx in one call, or in random pieces. */
static void
feed(struct sha512_ctx *ctx, size_t length, const uint8_t *msg, int split)
{
  while (length > 0)
    {
      size_t n = split ? 1 + test_rand_below(length < 400 ? length : 400)
	: length;
      sha512_update(ctx, n, msg);
      msg += n;
      length -= n;
    }
}

/* Random messages of every length 0..2000 at offsets 0..2 (and a 2000
   byte one ending at a guard page), through sha512 and sha384. */
static void
test_messages(void)
{
  static uint8_t buf[2000 + 3];
  uint8_t *guarded = guard_end(2000);
  const char *variant = _nettle_fat_variant("sha512_compress_n");
  size_t length;

  for (length = 0; length <= 2001; length++)
    {
      size_t n = length <= 2000 ? length : 2000;
      uint8_t *msg = length <= 2000 ? buf + length % 3 : guarded;
      uint8_t want[64], got[64];
      struct sha512_ctx ctx;
      int split = length % 2;

      test_rand_bytes(n, msg);

      reference(IV512, n, msg, 64, want);
      sha512_init(&ctx);
      feed(&ctx, n, msg, split);
      sha512_digest(&ctx, 64, got);
      if (memcmp(got, want, 64) != 0)
	test_fail("sha512 (%s) differs from the C reference, length %zu%s",
		  variant, n, split ? ", in pieces" : "");

      reference(IV384, n, msg, 48, want);
      sha384_init(&ctx);
      feed(&ctx, n, msg, !split);
      sha384_digest(&ctx, 48, got);
      if (memcmp(got, want, 48) != 0)
	test_fail("sha384 (%s) differs from the C reference, length %zu%s",
		  variant, n, !split ? ", in pieces" : "");
    }
  guard_free(guarded);
  test_ok("sha512 and sha384 with %s = C reference, lengths 0..2000, "
	  "whole and in pieces, misaligned", variant);
}

/* The one-block entry points go through the dispatcher too. */
static void
test_single(void)
{
  uint8_t block[128];
  uint64_t s_c[8], s_pub[8], s_int[8];
  unsigned trial;

  for (trial = 0; trial < 16; trial++)
    {
      test_rand_bytes(sizeof(block), block);
      test_rand_bytes(sizeof(s_c), (uint8_t *) s_c);
      memcpy(s_pub, s_c, sizeof(s_c));
      memcpy(s_int, s_c, sizeof(s_c));
      _nettle_sha512_compress_n_c(s_c, fv_sha512_k, 1, block);
      sha512_compress(s_pub, block);
      _nettle_sha512_compress(s_int, block, fv_sha512_k);
      check_bytes("sha512_compress vs c", (uint8_t *) s_pub,
		  (uint8_t *) s_c, sizeof(s_c));
      check_bytes("_nettle_sha512_compress vs c", (uint8_t *) s_int,
		  (uint8_t *) s_c, sizeof(s_c));
    }
  test_ok("sha512_compress and _nettle_sha512_compress (%s) = c",
	  _nettle_fat_variant("sha512_compress_n"));
}

void
test_main(void)
{
  size_t i;
  unsigned n = 0;

  fv_catch_faults();
  for (i = 0; i < FV_COUNT(fv_variants); i++)
    {
      const struct fv_variant *v = &fv_variants[i];
      if (strcmp(v->stem, "sha512_compress_n") || !strcmp(v->variant, "c"))
	continue;
      if (!fv_runnable(v))
	{
	  printf("  note: %s, variant %s: not run, the CPU lacks its "
		 "features\n", v->stem, v->variant);
	  continue;
	}
      test_blocks(v);
      n++;
    }
  if (!n)
    printf("  note: no sha512_compress_n variant but c to compare\n");
  test_single();
  test_messages();
}
