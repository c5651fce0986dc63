/* poly1305-internal.c

   The Poly1305 core in portable C: key set-up, one block, and the
   final reduction. With a 128-bit integer type the accumulator has
   64-bit limbs, otherwise 26-bit limbs.

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

#include <string.h>

#include "poly1305-internal.h"
#include "macros.h"

/* p = 2^130 - 5. Because 2^130 = 5 (mod p), anything at or above bit
   130 folds back in multiplied by 5. Clamping r (RFC 8439 section
   2.5) clears the top 4 bits of each 32-bit word and the low 2 bits of
   the upper three, which keeps every partial product small enough for
   the sums below. */

#if defined(__SIZEOF_INT128__)

#include "poly1305-limb64.h"

/* 64-bit limbs: r = r0 + r1 * 2^64 and s1 = 5 * (r1 / 4) in r64[0..2];
   h = h0 + h1 * 2^64 + h2 * 2^128 in h64[0], h64[1] and hh, with
   h2 < 8 between calls. */

typedef unsigned __int128 poly1305_u128;

#define R0 r.r64[0]
#define R1 r.r64[1]
#define S1 r.r64[2]
#define H0 h.h64[0]
#define H1 h.h64[1]
#define H2 hh

void
_nettle_poly1305_set_key (struct poly1305_ctx *ctx,
			  const uint8_t key[POLY1305_KEY_SIZE])
{
  ctx->R0 = poly1305_le64 (key) & UINT64_C (0x0ffffffc0fffffff);
  ctx->R1 = poly1305_le64 (key + 8) & UINT64_C (0x0ffffffc0ffffffc);
  ctx->S1 = ctx->R1 + (ctx->R1 >> 2);
  memset (ctx->s32, 0, sizeof (ctx->s32));
  ctx->H0 = ctx->H1 = 0;
  ctx->H2 = 0;
}

void
_nettle_poly1305_block (struct poly1305_ctx *ctx, const uint8_t *m,
			unsigned high)
{
  uint64_t h[3];
  h[0] = ctx->H0; h[1] = ctx->H1; h[2] = ctx->H2;
  poly1305_step64 (h, ctx->R0, ctx->R1, ctx->S1, m, high);
  ctx->H0 = h[0]; ctx->H1 = h[1]; ctx->H2 = (uint32_t) h[2];
}

/* x86_64/poly1305-digest.asm replaces this one. */
#if !HAVE_NATIVE__nettle_poly1305_digest
void
_nettle_poly1305_digest (struct poly1305_ctx *ctx, union nettle_block16 *s)
{
  uint64_t h0 = ctx->H0, h1 = ctx->H1, h2 = ctx->H2;
  uint64_t g0, g1, g2, c, mask;
  poly1305_u128 t;

  /* Fold once more so that h < 2^130 + small. */
  c = (h2 >> 2) * 5;
  h2 &= 3;
  t = (poly1305_u128) h0 + c;
  h0 = (uint64_t) t;
  t = (poly1305_u128) h1 + (uint64_t) (t >> 64);
  h1 = (uint64_t) t;
  h2 += (uint64_t) (t >> 64);

  /* g = h + 5 - 2^130; use it when it does not go negative, i.e. when
     h >= p. Selected with a mask, no branch. */
  t = (poly1305_u128) h0 + 5;
  g0 = (uint64_t) t;
  t = (poly1305_u128) h1 + (uint64_t) (t >> 64);
  g1 = (uint64_t) t;
  g2 = h2 + (uint64_t) (t >> 64);
  mask = -(g2 >> 2);		/* all ones when h + 5 >= 2^130 */
  h0 = (h0 & ~mask) | (g0 & mask);
  h1 = (h1 & ~mask) | (g1 & mask);

  /* tag = (h + s) mod 2^128 */
  t = (poly1305_u128) h0 + poly1305_le64 (s->b);
  h0 = (uint64_t) t;
  h1 = h1 + poly1305_le64 (s->b + 8) + (uint64_t) (t >> 64);
  poly1305_le64_store (s->b, h0);
  poly1305_le64_store (s->b + 8, h1);

  ctx->H0 = ctx->H1 = 0;
  ctx->H2 = 0;
}
#endif /* !HAVE_NATIVE__nettle_poly1305_digest */

#else /* !__SIZEOF_INT128__ */

/* 26-bit limbs: r0..r4 in r32[0..4], 5 * r1 in r32[5], 5 * r2..r4 in
   s32[0..2]; h0..h3 in h32[0..3] and h4 in hh. */

#define R(i) r.r32[i]
#define S1 r.r32[5]
#define S2 s32[0]
#define S3 s32[1]
#define S4 s32[2]
#define H(i) h.h32[i]
#define H4 hh

#define M26 0x3ffffffU

void
_nettle_poly1305_set_key (struct poly1305_ctx *ctx,
			  const uint8_t key[POLY1305_KEY_SIZE])
{
  uint32_t t0 = LE_READ_UINT32 (key);
  uint32_t t1 = LE_READ_UINT32 (key + 4);
  uint32_t t2 = LE_READ_UINT32 (key + 8);
  uint32_t t3 = LE_READ_UINT32 (key + 12);

  /* The clamp masks, split at 26-bit boundaries. */
  ctx->R(0) = t0 & 0x3ffffff;
  ctx->R(1) = ((t0 >> 26) | (t1 << 6)) & 0x3ffff03;
  ctx->R(2) = ((t1 >> 20) | (t2 << 12)) & 0x3ffc0ff;
  ctx->R(3) = ((t2 >> 14) | (t3 << 18)) & 0x3f03fff;
  ctx->R(4) = (t3 >> 8) & 0x00fffff;
  ctx->S1 = ctx->R(1) * 5;
  ctx->S2 = ctx->R(2) * 5;
  ctx->S3 = ctx->R(3) * 5;
  ctx->S4 = ctx->R(4) * 5;
  ctx->H(0) = ctx->H(1) = ctx->H(2) = ctx->H(3) = 0;
  ctx->H4 = 0;
}

void
_nettle_poly1305_block (struct poly1305_ctx *ctx, const uint8_t *m,
			unsigned high)
{
  uint32_t r0 = ctx->R(0), r1 = ctx->R(1), r2 = ctx->R(2);
  uint32_t r3 = ctx->R(3), r4 = ctx->R(4);
  uint32_t s1 = ctx->S1, s2 = ctx->S2, s3 = ctx->S3, s4 = ctx->S4;
  uint32_t t0 = LE_READ_UINT32 (m);
  uint32_t t1 = LE_READ_UINT32 (m + 4);
  uint32_t t2 = LE_READ_UINT32 (m + 8);
  uint32_t t3 = LE_READ_UINT32 (m + 12);
  uint32_t h0, h1, h2, h3, h4, c;
  uint64_t d0, d1, d2, d3, d4;

  h0 = ctx->H(0) + (t0 & M26);
  h1 = ctx->H(1) + (((t0 >> 26) | (t1 << 6)) & M26);
  h2 = ctx->H(2) + (((t1 >> 20) | (t2 << 12)) & M26);
  h3 = ctx->H(3) + (((t2 >> 14) | (t3 << 18)) & M26);
  h4 = ctx->H4 + ((t3 >> 8) | ((uint32_t) high << 24));

  /* Limb i of h * r; a product landing at 2^(26*5) = 2^130 or above
     uses 5 * r instead. */
  d0 = (uint64_t) h0 * r0 + (uint64_t) h1 * s4 + (uint64_t) h2 * s3
    + (uint64_t) h3 * s2 + (uint64_t) h4 * s1;
  d1 = (uint64_t) h0 * r1 + (uint64_t) h1 * r0 + (uint64_t) h2 * s4
    + (uint64_t) h3 * s3 + (uint64_t) h4 * s2;
  d2 = (uint64_t) h0 * r2 + (uint64_t) h1 * r1 + (uint64_t) h2 * r0
    + (uint64_t) h3 * s4 + (uint64_t) h4 * s3;
  d3 = (uint64_t) h0 * r3 + (uint64_t) h1 * r2 + (uint64_t) h2 * r1
    + (uint64_t) h3 * r0 + (uint64_t) h4 * s4;
  d4 = (uint64_t) h0 * r4 + (uint64_t) h1 * r3 + (uint64_t) h2 * r2
    + (uint64_t) h3 * r1 + (uint64_t) h4 * r0;

  d1 += d0 >> 26; h0 = (uint32_t) d0 & M26;
  d2 += d1 >> 26; h1 = (uint32_t) d1 & M26;
  d3 += d2 >> 26; h2 = (uint32_t) d2 & M26;
  d4 += d3 >> 26; h3 = (uint32_t) d3 & M26;
  c = (uint32_t) (d4 >> 26); h4 = (uint32_t) d4 & M26;
  h0 += c * 5;
  c = h0 >> 26; h0 &= M26;
  h1 += c;

  ctx->H(0) = h0; ctx->H(1) = h1; ctx->H(2) = h2; ctx->H(3) = h3;
  ctx->H4 = h4;
}

void
_nettle_poly1305_digest (struct poly1305_ctx *ctx, union nettle_block16 *s)
{
  uint32_t h0 = ctx->H(0), h1 = ctx->H(1), h2 = ctx->H(2);
  uint32_t h3 = ctx->H(3), h4 = ctx->H4;
  uint32_t g0, g1, g2, g3, g4, c, mask;
  uint64_t f;

  /* Full carry so that every limb is below 2^26 and h < 2^130. */
  c = h1 >> 26; h1 &= M26; h2 += c;
  c = h2 >> 26; h2 &= M26; h3 += c;
  c = h3 >> 26; h3 &= M26; h4 += c;
  c = h4 >> 26; h4 &= M26; h0 += c * 5;
  c = h0 >> 26; h0 &= M26; h1 += c;

  /* g = h + 5 - 2^130, selected when it does not borrow. */
  g0 = h0 + 5; c = g0 >> 26; g0 &= M26;
  g1 = h1 + c; c = g1 >> 26; g1 &= M26;
  g2 = h2 + c; c = g2 >> 26; g2 &= M26;
  g3 = h3 + c; c = g3 >> 26; g3 &= M26;
  g4 = h4 + c - (1U << 26);
  mask = (g4 >> 31) - 1;	/* all ones when g4 did not go negative */
  h0 = (h0 & ~mask) | (g0 & mask);
  h1 = (h1 & ~mask) | (g1 & mask);
  h2 = (h2 & ~mask) | (g2 & mask);
  h3 = (h3 & ~mask) | (g3 & mask);
  h4 = (h4 & ~mask) | (g4 & mask);

  /* Repack to 4 x 32 bits and add s modulo 2^128. */
  f = (uint64_t) (h0 | (h1 << 26)) + LE_READ_UINT32 (s->b);
  LE_WRITE_UINT32 (s->b, (uint32_t) f);
  f = (uint64_t) ((h1 >> 6) | (h2 << 20)) + LE_READ_UINT32 (s->b + 4)
    + (f >> 32);
  LE_WRITE_UINT32 (s->b + 4, (uint32_t) f);
  f = (uint64_t) ((h2 >> 12) | (h3 << 14)) + LE_READ_UINT32 (s->b + 8)
    + (f >> 32);
  LE_WRITE_UINT32 (s->b + 8, (uint32_t) f);
  f = (uint64_t) ((h3 >> 18) | (h4 << 8)) + LE_READ_UINT32 (s->b + 12)
    + (f >> 32);
  LE_WRITE_UINT32 (s->b + 12, (uint32_t) f);

  ctx->H(0) = ctx->H(1) = ctx->H(2) = ctx->H(3) = 0;
  ctx->H4 = 0;
}

#endif /* !__SIZEOF_INT128__ */
