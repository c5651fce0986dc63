/* sm3.c

   SM3 (GB/T 32905-2016): compression function with its message
   expansion, buffering, padding and output.

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

#include <assert.h>
#include <string.h>

#include "sm3.h"

#include "md-internal.h"

/* GB/T 32905-2016, section 4.3 (and draft-sca-cfrg-sm3, section
   4.3): the round constant T_j rotated left by j mod 32 bits, as
   each round uses it. */
static const uint32_t TR[64] =
{
  0x79cc4519UL, 0xf3988a32UL, 0xe7311465UL, 0xce6228cbUL,
  0x9cc45197UL, 0x3988a32fUL, 0x7311465eUL, 0xe6228cbcUL,
  0xcc451979UL, 0x988a32f3UL, 0x311465e7UL, 0x6228cbceUL,
  0xc451979cUL, 0x88a32f39UL, 0x11465e73UL, 0x228cbce6UL,
  0x9d8a7a87UL, 0x3b14f50fUL, 0x7629ea1eUL, 0xec53d43cUL,
  0xd8a7a879UL, 0xb14f50f3UL, 0x629ea1e7UL, 0xc53d43ceUL,
  0x8a7a879dUL, 0x14f50f3bUL, 0x29ea1e76UL, 0x53d43cecUL,
  0xa7a879d8UL, 0x4f50f3b1UL, 0x9ea1e762UL, 0x3d43cec5UL,
  0x7a879d8aUL, 0xf50f3b14UL, 0xea1e7629UL, 0xd43cec53UL,
  0xa879d8a7UL, 0x50f3b14fUL, 0xa1e7629eUL, 0x43cec53dUL,
  0x879d8a7aUL, 0x0f3b14f5UL, 0x1e7629eaUL, 0x3cec53d4UL,
  0x79d8a7a8UL, 0xf3b14f50UL, 0xe7629ea1UL, 0xcec53d43UL,
  0x9d8a7a87UL, 0x3b14f50fUL, 0x7629ea1eUL, 0xec53d43cUL,
  0xd8a7a879UL, 0xb14f50f3UL, 0x629ea1e7UL, 0xc53d43ceUL,
  0x8a7a879dUL, 0x14f50f3bUL, 0x29ea1e76UL, 0x53d43cecUL,
  0xa7a879d8UL, 0x4f50f3b1UL, 0x9ea1e762UL, 0x3d43cec5UL,
};

/* Section 4.3: boolean functions for rounds 0-15 and 16-63, and the
   permutations P0 and P1. FF1 is the majority, written so that x
   (the newest word, A) goes through two operations only. */
#define FF0(x, y, z) ((x) ^ (y) ^ (z))
#define FF1(x, y, z) (((x) & ((y) | (z))) | ((y) & (z)))
#define GG0(x, y, z) ((x) ^ (y) ^ (z))
#define GG1(x, y, z) ((z) ^ ((x) & ((y) ^ (z))))
#define P0(x) ((x) ^ ROTL32(9, (x)) ^ ROTL32(17, (x)))
#define P1(x) ((x) ^ ROTL32(15, (x)) ^ ROTL32(23, (x)))

/* Section 5.3.2: the message expansion, kept in a 16-word window.
   W(j) is W_j; round j also needs W_(j+4), which it reads from the
   block first (LOAD, rounds 0-11) or computes (NEXT, rounds 12 and
   up), overwriting W_(j-12), no longer needed. Reading the words one
   round ahead instead of in a loop keeps GCC from turning the 16 byte
   swaps into a long SSE2 shuffle sequence at the head of the chain. */
#define W(j) w[(j) & 15]
#define NEXT(j)								\
  (W(j) = P1(W((j) - 16) ^ W((j) - 9) ^ ROTL32(15, W((j) - 3)))	\
	  ^ ROTL32(7, W((j) - 13)) ^ W((j) - 6))
#define LOAD(j) (W(j) = READ_UINT32(data + 4 * (j)))

/* KEEP_SUM(x) makes x, a sum with a constant, opaque to the
   compiler. Without it GCC folds (A <<< 12) + T_j + E into one
   three-operand LEA, which takes two cycles on current AMD and Intel
   cores (one for a two-operand add), and E, the newest of the three,
   is on the E-to-E dependency chain that bounds the speed (six or
   seven cycles a round). With it: A <<< 12 + T_j early, off the
   chain, then one add of E. Only a scheduling hint: without GNU C it
   does nothing. */
#if defined(__GNUC__)
# define KEEP_SUM(x) __asm__("" : "+r" (x))
#else
# define KEEP_SUM(x) ((void) 0)
#endif

/* Section 5.3.3, one round; the callers rotate the roles: after the
   round, d holds the new A and h the new E. The sums are grouped so
   that the terms known early are added first and the newest (SS1,
   SS2) last. */
#define ROUND(a, b, c, d, e, f, g, h, FF, GG, j, X)			\
  do {									\
    uint32_t a12_, a12t_, ss1_, ss2_, tt1_, tt2_;			\
    X((j) + 4);								\
    a12_ = ROTL32(12, a);						\
    a12t_ = a12_ + TR[j];						\
    KEEP_SUM(a12t_);							\
    ss1_ = ROTL32(7, a12t_ + e);					\
    ss2_ = ss1_ ^ a12_;							\
    tt1_ = (FF(a, b, c) + (d + (W(j) ^ W((j) + 4)))) + ss2_;		\
    tt2_ = (GG(e, f, g) + (h + W(j))) + ss1_;				\
    b = ROTL32(9, b);							\
    f = ROTL32(19, f);							\
    d = tt1_;								\
    h = P0(tt2_);							\
  } while (0)

#define ROUND4(j, FF, GG, X)						\
  do {									\
    ROUND(a, b, c, d, e, f, g, h, FF, GG, (j) + 0, X);			\
    ROUND(d, a, b, c, h, e, f, g, FF, GG, (j) + 1, X);			\
    ROUND(c, d, a, b, g, h, e, f, FF, GG, (j) + 2, X);			\
    ROUND(b, c, d, a, f, g, h, e, FF, GG, (j) + 3, X);			\
  } while (0)

/* The unrolled function is about 11 KB of dense code, and on AMD Zen 5
   its speed depends on where it lands: in one libnettle.so build it
   ran at 10.3 cycles/byte starting at 0x...cd0, and at 5.3 with the
   same bytes moved to the next 64-byte boundary (2026-12; other
   starts 8, 16 and 48 bytes past a boundary measured 5.4). Starting
   on a 64-byte boundary is what was measured good, so it does,
   wherever the compiler lets us say so. */
#if defined(__GNUC__)
# define SM3_COMPRESS_ALIGN __attribute__((aligned(64)))
#else
# define SM3_COMPRESS_ALIGN
#endif

static void SM3_COMPRESS_ALIGN
sm3_compress(uint32_t *state, const uint8_t *data)
{
  uint32_t a, b, c, d, e, f, g, h;
  uint32_t w[16];
  LOAD(0); LOAD(1); LOAD(2); LOAD(3);

  a = state[0]; b = state[1]; c = state[2]; d = state[3];
  e = state[4]; f = state[5]; g = state[6]; h = state[7];

  ROUND4(0, FF0, GG0, LOAD);
  ROUND4(4, FF0, GG0, LOAD);
  ROUND4(8, FF0, GG0, LOAD);
  ROUND4(12, FF0, GG0, NEXT);
  ROUND4(16, FF1, GG1, NEXT);
  ROUND4(20, FF1, GG1, NEXT);
  ROUND4(24, FF1, GG1, NEXT);
  ROUND4(28, FF1, GG1, NEXT);
  ROUND4(32, FF1, GG1, NEXT);
  ROUND4(36, FF1, GG1, NEXT);
  ROUND4(40, FF1, GG1, NEXT);
  ROUND4(44, FF1, GG1, NEXT);
  ROUND4(48, FF1, GG1, NEXT);
  ROUND4(52, FF1, GG1, NEXT);
  ROUND4(56, FF1, GG1, NEXT);
  ROUND4(60, FF1, GG1, NEXT);

  /* V(i+1) = ABCDEFGH xor V(i) */
  state[0] ^= a; state[1] ^= b; state[2] ^= c; state[3] ^= d;
  state[4] ^= e; state[5] ^= f; state[6] ^= g; state[7] ^= h;
}

#define COMPRESS(state, block) sm3_compress((state), (block))

/* Section 4.1 */
void
sm3_init(struct sm3_ctx *ctx)
{
  static const uint32_t IV[_SM3_DIGEST_LENGTH] =
  {
    0x7380166fUL, 0x4914b2b9UL, 0x172442d7UL, 0xda8a0600UL,
    0xa96f30bcUL, 0x163138aaUL, 0xe38dee4dUL, 0xb0fb0e4eUL,
  };

  memcpy(ctx->state, IV, sizeof(IV));
  ctx->count = 0;
  ctx->index = 0;
}

void
sm3_update(struct sm3_ctx *ctx,
	   size_t length, const uint8_t *data)
{
  MD_UPDATE_COUNT(ctx, length, data, COMPRESS);
}

void
sm3_digest(struct sm3_ctx *ctx,
	   size_t length, uint8_t *digest)
{
  assert(length <= SM3_DIGEST_SIZE);

  /* Section 5.2: padding as SHA-256, big-endian bit count. */
  MD_FINAL_COUNT64(ctx, COMPRESS, WRITE_UINT64);

  _md_write_be32(length, digest, ctx->state);
  sm3_init(ctx);
}
