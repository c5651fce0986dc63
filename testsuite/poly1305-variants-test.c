/* poly1305-variants-test.c

   Every variant of _nettle_poly1305_blocks (fat-table.h) against the
   portable C one: random, maximal and zero r, accumulators at and
   around p = 2^130 - 5 and at the largest the context allows, random
   and all-ones blocks, every block count up to a few vector strides,
   misaligned and at a guard page, a sequence of calls against one
   call, and calls of different variants in turn.

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
#include <string.h>

#include "testutils.h"

#include "fat-variants.h"

typedef const uint8_t *fv_poly1305_func(struct poly1305_ctx *, size_t,
					const uint8_t *);

/* Every count up to three strides of 16 blocks and a tail, then
   larger ones. */
#define MAX_SMALL (3 * 16 + 7)
static const size_t large_counts[] = { 64, 64 + 7, 100, 256 + 9, 1024 + 3 };
#define MAX_BLOCKS (1024 + 3)

/* Keys: random, r at its largest after clamping, r = 0 and r = 1. */
enum { KEY_RANDOM, KEY_MAX, KEY_ZERO, KEY_ONE, KEY_KINDS };
/* Accumulators: 0, random (h2 < 8), p - 1, p, p + 1 and 2^131 - 1
   (the largest with h2 < 8). */
enum { H_ZERO, H_RANDOM, H_P_MINUS_1, H_P, H_P_PLUS_1, H_MAX, H_KINDS };

static void
make_ctx(struct poly1305_ctx *ctx, unsigned key_kind, unsigned h_kind)
{
  uint8_t key[16];
  switch (key_kind)
    {
    case KEY_RANDOM:
      test_rand_bytes(16, key);
      break;
    case KEY_MAX:
      memset(key, 0xff, 16);
      break;
    case KEY_ZERO:
      memset(key, 0, 16);
      break;
    default:
      memset(key, 0, 16);
      key[0] = 1;
      break;
    }
  _nettle_poly1305_set_key(ctx, key);
#if defined(__SIZEOF_INT128__)
  /* 64-bit limbs: h = h64[0] + h64[1] 2^64 + hh 2^128. */
  switch (h_kind)
    {
    case H_ZERO:
      break;
    case H_RANDOM:
      test_rand_bytes(16, (uint8_t *) ctx->h.h64);
      test_rand_bytes(4, (uint8_t *) &ctx->hh);
      ctx->hh &= 7;
      break;
    case H_MAX:
      ctx->h.h64[0] = ctx->h.h64[1] = ~(uint64_t) 0;
      ctx->hh = 7;
      break;
    default:
      ctx->h.h64[0] = ~(uint64_t) 0 - 4 - 1 + (h_kind - H_P_MINUS_1);
      ctx->h.h64[1] = ~(uint64_t) 0;
      ctx->hh = 3;
      break;
    }
#else
  (void) h_kind;
#endif
}

static const struct fv_variant *c_variant;

static void
check_ctx(const char *what, const struct fv_variant *v, size_t blocks,
	  unsigned key_kind, unsigned h_kind, unsigned offset,
	  const struct poly1305_ctx *got, const struct poly1305_ctx *want)
{
  if (memcmp(got, want, sizeof(*got)))
    test_fail("poly1305_blocks, variant %s: %s, %zu blocks, key kind %u, "
	      "accumulator kind %u, offset %u: context differs from "
	      "variant c", v->variant, what, blocks, key_kind, h_kind, offset);
}

/* One call of v on blocks blocks at m, against one of c. */
static void
run_one(const struct fv_variant *v, const uint8_t *m, size_t blocks,
	unsigned key_kind, unsigned h_kind, unsigned offset)
{
  struct poly1305_ctx ctx, ref;
  const uint8_t *end;
  make_ctx(&ctx, key_kind, h_kind);
  ref = ctx;
  fv_set_current(v->stem, v->variant, 0, 16 * blocks, "one call");
  end = ((fv_poly1305_func *) v->fn)(&ctx, blocks, m);
  if (end != m + 16 * blocks)
    test_fail("poly1305_blocks, variant %s: %zu blocks: returned m + %ld",
	      v->variant, blocks, (long) (end - m));
  ((fv_poly1305_func *) c_variant->fn)(&ref, blocks, m);
  check_ctx("one call", v, blocks, key_kind, h_kind, offset, &ctx, &ref);
}

/* The message kinds: random, or every byte 0xff (the largest blocks,
   for the carries). */
static void
fill(uint8_t *m, size_t n, int ones)
{
  if (ones)
    memset(m, 0xff, n);
  else
    test_rand_bytes(n, m);
}

static void
test_variant(const struct fv_variant *v)
{
  uint8_t *buf = guard_end(16 * MAX_BLOCKS + 15);
  size_t blocks, i;
  unsigned key_kind, h_kind, ones;

  for (ones = 0; ones < 2; ones++)
    for (key_kind = 0; key_kind < KEY_KINDS; key_kind++)
      for (h_kind = 0; h_kind < H_KINDS; h_kind++)
	{
	  for (blocks = 0; blocks <= MAX_SMALL; blocks++)
	    {
	      /* Ending at the guard page, at any offset mod 16. */
	      unsigned offset = (unsigned) (blocks + key_kind + h_kind) % 16;
	      uint8_t *m = buf + 16 * MAX_BLOCKS + 15 - offset - 16 * blocks;
	      fill(m, 16 * blocks, ones);
	      run_one(v, m, blocks, key_kind, h_kind, offset);
	    }
	  for (i = 0; i < FV_COUNT(large_counts); i++)
	    {
	      unsigned offset = (unsigned) (i * 5 + h_kind) % 16;
	      uint8_t *m;
	      blocks = large_counts[i];
	      m = buf + 16 * MAX_BLOCKS + 15 - offset - 16 * blocks;
	      fill(m, 16 * blocks, ones);
	      run_one(v, m, blocks, key_kind, h_kind, offset);
	    }
	}
  guard_free(buf);
}

/* A sequence of calls of v, and one of calls of v and c in turn, each
   against one call of c over the same blocks. */
static void
test_split(const struct fv_variant *v)
{
  static const size_t counts[] = { 1, 7, 33, 2, 64, 0, 17, 31, 32, 200, 8,
				   9, 15, 16, 100 };
  static uint8_t m[16 * 600 + 1];
  struct poly1305_ctx ctx, mixed, ref;
  size_t i, at = 0, total = 0;
  unsigned round;

  for (round = 0; round < 8; round++)
    {
      for (i = 0; i < FV_COUNT(counts); i++)
	total += counts[i];
      test_rand_bytes(16 * total, m + 1);
      make_ctx(&ctx, round % KEY_KINDS, round % H_KINDS);
      mixed = ref = ctx;
      for (i = 0, at = 0; i < FV_COUNT(counts); i++)
	{
	  fv_poly1305_func *other
	    = (i & 1) ? (fv_poly1305_func *) c_variant->fn
	    : (fv_poly1305_func *) v->fn;
	  fv_set_current(v->stem, v->variant, 0, 16 * counts[i], "split");
	  ((fv_poly1305_func *) v->fn)(&ctx, counts[i], m + 1 + 16 * at);
	  other(&mixed, counts[i], m + 1 + 16 * at);
	  at += counts[i];
	}
      ((fv_poly1305_func *) c_variant->fn)(&ref, at, m + 1);
      check_ctx("calls in sequence", v, at, round % KEY_KINDS,
		round % H_KINDS, 1, &ctx, &ref);
      check_ctx("calls alternating with variant c", v, at,
		round % KEY_KINDS, round % H_KINDS, 1, &mixed, &ref);
      total = 0;
    }
}

void
test_main(void)
{
  size_t i;
  unsigned n = 0;

  fv_catch_faults();
  for (i = 0; i < FV_COUNT(fv_variants); i++)
    if (!strcmp(fv_variants[i].stem, "poly1305_blocks")
	&& !strcmp(fv_variants[i].variant, "c"))
      c_variant = &fv_variants[i];
  if (!c_variant)
    test_fail("poly1305_blocks: no c variant in fat-table.h");

  for (i = 0; i < FV_COUNT(fv_variants); i++)
    {
      const struct fv_variant *v = &fv_variants[i];
      if (fv_kind(fv_function_of(v)) != FV_POLY1305)
	continue;
      if (!fv_runnable(v))
	{
	  printf("  note: %s, variant %s: not run, the CPU lacks its "
		 "features\n", v->stem, v->variant);
	  continue;
	}
      test_variant(v);
      test_split(v);
      test_ok("%s, variant %s: equals variant c for random, maximal, 0 "
	      "and 1 r, accumulators 0, random, p - 1, p, p + 1, 2^131 - 1, "
	      "random and all-ones blocks, 0-%u blocks and large, "
	      "misaligned at a guard page, split and alternating calls",
	      v->stem, v->variant, MAX_SMALL);
      n++;
    }
  if (!n)
    test_fail("no poly1305_blocks variant in fat-table.h");
}
