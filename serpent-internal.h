/* serpent-internal.h

   Serpent's linear transformation, key mixing and the bitsliced
   state, written once for any word type: one block in uint32_t words,
   or several blocks side by side in the lanes of a vector.

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

#ifndef NETTLE_SERPENT_INTERNAL_H_INCLUDED
#define NETTLE_SERPENT_INTERNAL_H_INCLUDED

#include "serpent.h"
#include "serpent-sboxes.h"

#include <string.h>

/* A block is four little-endian words x0..x3 (Serpent's bitslice
   mode). With GCC's vector extensions, several blocks are processed at
   once, word k of block b in lane b of vector xk; the operations below
   are then lane-wise. Eight lanes (two SSE2 or NEON registers per word,
   which the compiler interleaves) measured fastest on x86_64: 9.3
   cycles/byte against 14 with four lanes, AMD EPYC, December 2026;
   four lanes then take what is left of a message. Without vectors only
   the one-block path exists. */
#if defined (__GNUC__) \
  && (defined (__SSE2__) || defined (__ARM_NEON) || defined (__aarch64__) \
      || defined (__ALTIVEC__))
# define SERPENT_VECTORS 1
typedef uint32_t serpent_v8 __attribute__ ((vector_size (32)));
typedef uint32_t serpent_v4 __attribute__ ((vector_size (16)));
/* Sixteen lanes: one zmm register per word, for the avx512 variant
   (serpent-crypt-avx512.c). */
typedef uint32_t serpent_v16 __attribute__ ((vector_size (64)));
#else
# define SERPENT_VECTORS 0
#endif

/* Works for uint32_t and for vectors of them; 0 < n < 32. */
#define SERPENT_ROL(x, n) (((x) << (n)) | ((x) >> (32 - (n))))

/* The linear transformation LT of the specification, and its
   inverse, in place. */
#define SERPENT_LT(x0, x1, x2, x3) do {		\
    x0 = SERPENT_ROL (x0, 13);			\
    x2 = SERPENT_ROL (x2, 3);			\
    x1 ^= x0 ^ x2;				\
    x3 ^= x2 ^ (x0 << 3);			\
    x1 = SERPENT_ROL (x1, 1);			\
    x3 = SERPENT_ROL (x3, 7);			\
    x0 ^= x1 ^ x3;				\
    x2 ^= x3 ^ (x1 << 7);			\
    x0 = SERPENT_ROL (x0, 5);			\
    x2 = SERPENT_ROL (x2, 22);			\
  } while (0)

#define SERPENT_ILT(x0, x1, x2, x3) do {	\
    x2 = SERPENT_ROL (x2, 10);			\
    x0 = SERPENT_ROL (x0, 27);			\
    x2 ^= x3 ^ (x1 << 7);			\
    x0 ^= x1 ^ x3;				\
    x3 = SERPENT_ROL (x3, 25);			\
    x1 = SERPENT_ROL (x1, 31);			\
    x3 ^= x2 ^ (x0 << 3);			\
    x1 ^= x0 ^ x2;				\
    x2 = SERPENT_ROL (x2, 29);			\
    x0 = SERPENT_ROL (x0, 19);			\
  } while (0)

/* SERPENT_SBOX (box, T, x0, .., y3): S-box `box' (SERPENT_S0 ..
   SERPENT_IS7, serpent-sboxes.h) as the rounds below apply it. An
   includer may define it first, for another form of the same boxes
   (serpent-crypt-avx512.c: the box##_TERN ones). */
#ifndef SERPENT_SBOX
# define SERPENT_SBOX(box, ...) box (__VA_ARGS__)
#endif

/* XOR of round key k (four words, each broadcast to every lane). */
#define SERPENT_KX(k, x0, x1, x2, x3) do {	\
    x0 ^= (k)[0];				\
    x1 ^= (k)[1];				\
    x2 ^= (k)[2];				\
    x3 ^= (k)[3];				\
  } while (0)

/* Encryption rounds r .. r+7, state in x0..x3 on entry and exit (y0..y3
   are scratch); the last round of the block replaces LT by K32. */
#define SERPENT_ENC8(T, keys, r, x0, x1, x2, x3, y0, y1, y2, y3) do {	\
    SERPENT_KX (keys[r], x0, x1, x2, x3);				\
    SERPENT_SBOX (SERPENT_S0, T, x0, x1, x2, x3, y0, y1, y2, y3);			\
    SERPENT_LT (y0, y1, y2, y3);					\
    SERPENT_KX (keys[r + 1], y0, y1, y2, y3);				\
    SERPENT_SBOX (SERPENT_S1, T, y0, y1, y2, y3, x0, x1, x2, x3);			\
    SERPENT_LT (x0, x1, x2, x3);					\
    SERPENT_KX (keys[r + 2], x0, x1, x2, x3);				\
    SERPENT_SBOX (SERPENT_S2, T, x0, x1, x2, x3, y0, y1, y2, y3);			\
    SERPENT_LT (y0, y1, y2, y3);					\
    SERPENT_KX (keys[r + 3], y0, y1, y2, y3);				\
    SERPENT_SBOX (SERPENT_S3, T, y0, y1, y2, y3, x0, x1, x2, x3);			\
    SERPENT_LT (x0, x1, x2, x3);					\
    SERPENT_KX (keys[r + 4], x0, x1, x2, x3);				\
    SERPENT_SBOX (SERPENT_S4, T, x0, x1, x2, x3, y0, y1, y2, y3);			\
    SERPENT_LT (y0, y1, y2, y3);					\
    SERPENT_KX (keys[r + 5], y0, y1, y2, y3);				\
    SERPENT_SBOX (SERPENT_S5, T, y0, y1, y2, y3, x0, x1, x2, x3);			\
    SERPENT_LT (x0, x1, x2, x3);					\
    SERPENT_KX (keys[r + 6], x0, x1, x2, x3);				\
    SERPENT_SBOX (SERPENT_S6, T, x0, x1, x2, x3, y0, y1, y2, y3);			\
    SERPENT_LT (y0, y1, y2, y3);					\
    SERPENT_KX (keys[r + 7], y0, y1, y2, y3);				\
    SERPENT_SBOX (SERPENT_S7, T, y0, y1, y2, y3, x0, x1, x2, x3);			\
    if ((r) < 24)							\
      SERPENT_LT (x0, x1, x2, x3);					\
    else								\
      SERPENT_KX (keys[32], x0, x1, x2, x3);				\
  } while (0)

/* The inverse of SERPENT_ENC8 for the same r, K32 first when r is 24. */
#define SERPENT_DEC8(T, keys, r, x0, x1, x2, x3, y0, y1, y2, y3) do {	\
    if ((r) == 24)							\
      SERPENT_KX (keys[32], x0, x1, x2, x3);				\
    else								\
      SERPENT_ILT (x0, x1, x2, x3);					\
    SERPENT_SBOX (SERPENT_IS7, T, x0, x1, x2, x3, y0, y1, y2, y3);			\
    SERPENT_KX (keys[r + 7], y0, y1, y2, y3);				\
    SERPENT_ILT (y0, y1, y2, y3);					\
    SERPENT_SBOX (SERPENT_IS6, T, y0, y1, y2, y3, x0, x1, x2, x3);			\
    SERPENT_KX (keys[r + 6], x0, x1, x2, x3);				\
    SERPENT_ILT (x0, x1, x2, x3);					\
    SERPENT_SBOX (SERPENT_IS5, T, x0, x1, x2, x3, y0, y1, y2, y3);			\
    SERPENT_KX (keys[r + 5], y0, y1, y2, y3);				\
    SERPENT_ILT (y0, y1, y2, y3);					\
    SERPENT_SBOX (SERPENT_IS4, T, y0, y1, y2, y3, x0, x1, x2, x3);			\
    SERPENT_KX (keys[r + 4], x0, x1, x2, x3);				\
    SERPENT_ILT (x0, x1, x2, x3);					\
    SERPENT_SBOX (SERPENT_IS3, T, x0, x1, x2, x3, y0, y1, y2, y3);			\
    SERPENT_KX (keys[r + 3], y0, y1, y2, y3);				\
    SERPENT_ILT (y0, y1, y2, y3);					\
    SERPENT_SBOX (SERPENT_IS2, T, y0, y1, y2, y3, x0, x1, x2, x3);			\
    SERPENT_KX (keys[r + 2], x0, x1, x2, x3);				\
    SERPENT_ILT (x0, x1, x2, x3);					\
    SERPENT_SBOX (SERPENT_IS1, T, x0, x1, x2, x3, y0, y1, y2, y3);			\
    SERPENT_KX (keys[r + 1], y0, y1, y2, y3);				\
    SERPENT_ILT (y0, y1, y2, y3);					\
    SERPENT_SBOX (SERPENT_IS0, T, y0, y1, y2, y3, x0, x1, x2, x3);			\
    SERPENT_KX (keys[r], x0, x1, x2, x3);				\
  } while (0)

/* Blocks to bitslice lanes and back: x[w] lane b = word w of block b.
   On x86 a 4x4 transpose of whole 16-byte blocks per four lanes (SSE2
   unpacks, on little-endian words); elsewhere word by word. */
#if SERPENT_VECTORS && defined (__SSE2__)
# include <emmintrin.h>

/* Four blocks at p (16 * 4 bytes) <-> x0..x3, four lanes each. */
# define SERPENT_TRANSPOSE4(a, b, c, d) do {			\
    __m128i t0_ = _mm_unpacklo_epi32 (a, b);			\
    __m128i t1_ = _mm_unpackhi_epi32 (a, b);			\
    __m128i t2_ = _mm_unpacklo_epi32 (c, d);			\
    __m128i t3_ = _mm_unpackhi_epi32 (c, d);			\
    a = _mm_unpacklo_epi64 (t0_, t2_);				\
    b = _mm_unpackhi_epi64 (t0_, t2_);				\
    c = _mm_unpacklo_epi64 (t1_, t3_);				\
    d = _mm_unpackhi_epi64 (t1_, t3_);				\
  } while (0)

static inline void
serpent_load4 (serpent_v4 *x, const uint8_t *p)
{
  __m128i a = _mm_loadu_si128 ((const __m128i *) p);
  __m128i b = _mm_loadu_si128 ((const __m128i *) (p + 16));
  __m128i c = _mm_loadu_si128 ((const __m128i *) (p + 32));
  __m128i d = _mm_loadu_si128 ((const __m128i *) (p + 48));
  SERPENT_TRANSPOSE4 (a, b, c, d);
  x[0] = (serpent_v4) a; x[1] = (serpent_v4) b;
  x[2] = (serpent_v4) c; x[3] = (serpent_v4) d;
}

static inline void
serpent_store4 (uint8_t *p, const serpent_v4 *x)
{
  __m128i a = (__m128i) x[0], b = (__m128i) x[1];
  __m128i c = (__m128i) x[2], d = (__m128i) x[3];
  SERPENT_TRANSPOSE4 (a, b, c, d);
  _mm_storeu_si128 ((__m128i *) p, a);
  _mm_storeu_si128 ((__m128i *) (p + 16), b);
  _mm_storeu_si128 ((__m128i *) (p + 32), c);
  _mm_storeu_si128 ((__m128i *) (p + 48), d);
}

/* Lanes 0-3 of a serpent_v8 are its first 16 bytes. */
static inline void
serpent_load8 (serpent_v8 *x, const uint8_t *p)
{
  serpent_v4 lo[4], hi[4];
  unsigned w;
  serpent_load4 (lo, p);
  serpent_load4 (hi, p + 64);
  for (w = 0; w < 4; w++)
    x[w] = (serpent_v8) { lo[w][0], lo[w][1], lo[w][2], lo[w][3],
			  hi[w][0], hi[w][1], hi[w][2], hi[w][3] };
}

static inline void
serpent_store8 (uint8_t *p, const serpent_v8 *x)
{
  serpent_v4 lo[4], hi[4];
  unsigned w;
  for (w = 0; w < 4; w++)
    {
      memcpy (&lo[w], &x[w], 16);
      memcpy (&hi[w], (const uint8_t *) &x[w] + 16, 16);
    }
  serpent_store4 (p, lo);
  serpent_store4 (p + 64, hi);
}

/* Lanes 4j .. 4j+3 of a serpent_v16 are its bytes 16j .. 16j+15. */
static inline void
serpent_load16 (serpent_v16 *x, const uint8_t *p)
{
  serpent_v4 q[4][4];
  unsigned j, w;
  for (j = 0; j < 4; j++)
    serpent_load4 (q[j], p + 64 * j);
  for (w = 0; w < 4; w++)
    for (j = 0; j < 4; j++)
      memcpy ((uint8_t *) &x[w] + 16 * j, &q[j][w], 16);
}

static inline void
serpent_store16 (uint8_t *p, const serpent_v16 *x)
{
  serpent_v4 q[4][4];
  unsigned j, w;
  for (w = 0; w < 4; w++)
    for (j = 0; j < 4; j++)
      memcpy (&q[j][w], (const uint8_t *) &x[w] + 16 * j, 16);
  for (j = 0; j < 4; j++)
    serpent_store4 (p + 64 * j, q[j]);
}

# define SERPENT_LOAD(T, lanes, x, p) \
  ((lanes) == 16 ? serpent_load16 ((serpent_v16 *) (x), p)	\
   : (lanes) == 8 ? serpent_load8 ((serpent_v8 *) (x), p)	\
   : serpent_load4 ((serpent_v4 *) (x), p))
# define SERPENT_STORE(T, lanes, p, x) \
  ((lanes) == 16 ? serpent_store16 (p, (const serpent_v16 *) (x))	\
   : (lanes) == 8 ? serpent_store8 (p, (const serpent_v8 *) (x))	\
   : serpent_store4 (p, (const serpent_v4 *) (x)))
#else
# define SERPENT_LOAD(T, lanes, x, p) do {				\
    unsigned w_, b_;							\
    for (w_ = 0; w_ < 4; w_++)						\
      for (b_ = 0; b_ < (lanes); b_++)					\
	(x)[w_][b_] = LE_READ_UINT32 ((p) + 16 * b_ + 4 * w_);		\
  } while (0)
# define SERPENT_STORE(T, lanes, p, x) do {				\
    unsigned w_, b_;							\
    for (w_ = 0; w_ < 4; w_++)						\
      for (b_ = 0; b_ < (lanes); b_++)					\
	LE_WRITE_UINT32 ((p) + 16 * b_ + 4 * w_, (x)[w_][b_]);		\
  } while (0)
#endif

/* The body of serpent_encrypt and serpent_decrypt: runs ROUNDS8
   (SERPENT_ENC8 or SERPENT_DEC8) with r = r0, r0 + step, ... while
   0 <= r < 32, on eight blocks at a time, then four, then the
   remaining blocks one by one. A step of `lanes' blocks also takes a
   rest of `least' or more blocks, through a zero-padded copy: it costs
   what a full step costs, less than that many blocks in fewer lanes
   or one by one (the count of blocks is public, so this is no leak). */
#define SERPENT_CRYPT_LANES(T, lanes, least, ctx, length, dst, src,	\
			    ROUNDS8, r0, step)				\
  while ((length) >= (least) * SERPENT_BLOCK_SIZE)			\
    {									\
      T x_[4], y0_, y1_, y2_, y3_;					\
      uint8_t pad_[(lanes) * SERPENT_BLOCK_SIZE];			\
      size_t n_ = (lanes) * SERPENT_BLOCK_SIZE;				\
      int r_;								\
      if ((length) < n_)						\
	{								\
	  memcpy (pad_, src, length);					\
	  memset (pad_ + (length), 0, n_ - (length));			\
	  SERPENT_LOAD (T, lanes, x_, pad_);				\
	}								\
      else								\
	SERPENT_LOAD (T, lanes, x_, src);				\
      for (r_ = (r0); r_ >= 0 && r_ < 32; r_ += (step))			\
	ROUNDS8 (T, (ctx)->keys, r_, x_[0], x_[1], x_[2], x_[3],	\
		 y0_, y1_, y2_, y3_);					\
      if ((length) < n_)						\
	{								\
	  SERPENT_STORE (T, lanes, pad_, x_);				\
	  n_ = (length);						\
	  memcpy (dst, pad_, n_);					\
	}								\
      else								\
	SERPENT_STORE (T, lanes, dst, x_);				\
      (length) -= n_; (dst) += n_; (src) += n_;				\
    }

/* Measured (Intel Xeon, 2026-12): one block alone about 400 cycles,
   a four-lane step 650, an eight-lane step 1100; so eight lanes from
   six blocks, four lanes from two. */
#if SERPENT_VECTORS
# define SERPENT_CRYPT_WIDE(ctx, length, dst, src, ROUNDS8, r0, step)	\
  SERPENT_CRYPT_LANES (serpent_v8, 8, 6, ctx, length, dst, src,	\
		       ROUNDS8, r0, step)				\
  SERPENT_CRYPT_LANES (serpent_v4, 4, 2, ctx, length, dst, src,	\
		       ROUNDS8, r0, step)
#else
# define SERPENT_CRYPT_WIDE(ctx, length, dst, src, ROUNDS8, r0, step)
#endif

#define SERPENT_CRYPT(ctx, length, dst, src, ROUNDS8, r0, step) do {	\
    assert (!((length) % SERPENT_BLOCK_SIZE));				\
    SERPENT_CRYPT_WIDE (ctx, length, dst, src, ROUNDS8, r0, step)	\
    for (; (length); (length) -= SERPENT_BLOCK_SIZE,			\
	   (dst) += SERPENT_BLOCK_SIZE, (src) += SERPENT_BLOCK_SIZE)	\
      {									\
	uint32_t x0_ = LE_READ_UINT32 (src);				\
	uint32_t x1_ = LE_READ_UINT32 ((src) + 4);			\
	uint32_t x2_ = LE_READ_UINT32 ((src) + 8);			\
	uint32_t x3_ = LE_READ_UINT32 ((src) + 12);			\
	uint32_t y0_, y1_, y2_, y3_;					\
	/* Unrolled: r0, r0 + step, ... are constants here. */		\
	ROUNDS8 (uint32_t, (ctx)->keys, (r0), x0_, x1_, x2_, x3_,	\
		 y0_, y1_, y2_, y3_);					\
	ROUNDS8 (uint32_t, (ctx)->keys, (r0) + (step), x0_, x1_, x2_,	\
		 x3_, y0_, y1_, y2_, y3_);				\
	ROUNDS8 (uint32_t, (ctx)->keys, (r0) + 2 * (step), x0_, x1_,	\
		 x2_, x3_, y0_, y1_, y2_, y3_);				\
	ROUNDS8 (uint32_t, (ctx)->keys, (r0) + 3 * (step), x0_, x1_,	\
		 x2_, x3_, y0_, y1_, y2_, y3_);				\
	LE_WRITE_UINT32 (dst, x0_);					\
	LE_WRITE_UINT32 ((dst) + 4, x1_);				\
	LE_WRITE_UINT32 ((dst) + 8, x2_);				\
	LE_WRITE_UINT32 ((dst) + 12, x3_);				\
      }									\
  } while (0)

/* serpent_encrypt and serpent_decrypt are dispatched (fat-table.h):
   the c variants are the code above, the avx512 ones (x86_64) run
   batches of sixteen blocks in zmm registers first. */
void
_nettle_serpent_encrypt_c (const struct serpent_ctx *ctx,
			   size_t length, uint8_t *dst, const uint8_t *src);
void
_nettle_serpent_decrypt_c (const struct serpent_ctx *ctx,
			   size_t length, uint8_t *dst, const uint8_t *src);
void
_nettle_serpent_encrypt_avx512 (const struct serpent_ctx *ctx,
				size_t length, uint8_t *dst,
				const uint8_t *src);
void
_nettle_serpent_decrypt_avx512 (const struct serpent_ctx *ctx,
				size_t length, uint8_t *dst,
				const uint8_t *src);

#endif /* NETTLE_SERPENT_INTERNAL_H_INCLUDED */
