/* serpent-crypt-avx512.c

   The avx512 variants of serpent_encrypt and serpent_decrypt: the
   bitsliced rounds of serpent-internal.h on sixteen blocks at once,
   one zmm register per word (lane b of word k is word k of some block
   b), so every operation does sixteen blocks; the rotations become
   VPROLD and each S-box output bit is at most three VPTERNLOGD, two
   deep (the _TERN forms of serpent-sboxes.h: for one lone block, whose
   rounds are a chain of dependent operations, the depth is the cost;
   the compiler, left the boolean circuits, folded them into more and
   deeper operations). A rest of eight blocks or fewer, down to
   one, takes one step at ymm width instead (the same code on
   serpent_v8). Partial steps load and store under AVX-512 masks: no
   copy through a padded buffer, no byte past the message touched.
   Like the C, constant time: no table, no branch on data or key.

   CPU features: AVX-512 F, VL, BW (FAT_AVX512); x86_64 only.

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

#include "serpent.h"
/* The rounds take their S-boxes as three-input operations
   (SERPENT_TERN, below). */
#define SERPENT_SBOX(box, ...) box##_TERN (SERPENT_TERN, __VA_ARGS__)
#include "serpent-internal.h"
#include "macros.h"

#if HAVE_BACKEND_avx512 && defined(__x86_64__) && SERPENT_VECTORS

#pragma GCC target ("avx512f,avx512vl,avx512bw")

#include <immintrin.h>

/* The three-input operation of serpent-sboxes.h's _TERN forms, on the
   types the rounds are given: serpent_v16, _v8 and _v4. */
#define SERPENT_TERN(T, a, b, c, imm) SERPENT_TERN_##T (a, b, c, imm)
#define SERPENT_TERN_serpent_v16(a, b, c, imm)				\
  ((serpent_v16) _mm512_ternarylogic_epi32 ((__m512i) (a), (__m512i) (b), \
					    (__m512i) (c), (imm)))
#define SERPENT_TERN_serpent_v8(a, b, c, imm)				\
  ((serpent_v8) _mm256_ternarylogic_epi32 ((__m256i) (a), (__m256i) (b), \
					   (__m256i) (c), (imm)))
#define SERPENT_TERN_serpent_v4(a, b, c, imm)				\
  ((serpent_v4) _mm_ternarylogic_epi32 ((__m128i) (a), (__m128i) (b),	\
					(__m128i) (c), (imm)))

/* Measured (Intel Xeon with AVX-512, 2026-12-07, nettle-benchmark,
   TSC cycles per call): a zmm step of up to sixteen blocks about 420
   (padded through a buffer, with the lanes assembled through the
   stack, it was 530), a ymm step of up to eight 300 to 325, the C's
   one block 338 (Nettle 3.8.1's 320). On Intel, 512-bit operations
   issue on two ports and 256-bit ones on three, which is why the ymm
   step is the cheaper for up to eight blocks (a lone block has a path
   of its own, SERPENT_ONE_BLOCK). With the S-boxes as _TERN forms
   (rdtsc over chained one-block calls, same machine): decryption 326
   -> 296 cycles, encryption 383 -> 340 (Nettle 3.8.1's assembly: 308
   and 381). */
#define SERPENT_AVX512_LEAST 1

/* serpent_zmm_load/store (sixteen lanes, serpent_v16) and
   serpent_ymm_load/store (eight, serpent_v8), from one body: the
   first n bytes at p (whole blocks, at most one step's) to the four
   bitslice words and back. Chunk j (the 4 lanes-of-blocks at
   p + j * chunk bytes) is loaded under the mask of its words among
   the n bytes (the rest zero; masked-off words are never touched, so
   nothing past n faults), then the 4x4 transpose of 32-bit words
   within each 128-bit lane of the four chunks (its own inverse) makes
   lane 4 k + j (zmm; 2 k + j at ymm) of word w word w of block
   4 j + k (2 j + k). A lane order other than serpent-internal.h's, and
   that is fine: the rounds do the same to every lane, and the store
   undoes it. */
#define SERPENT_VEC_IO(W, bits, T, mask_t, lanes)			\
  static inline mask_t							\
  W##_chunk_mask (size_t n, unsigned j)					\
  {									\
    size_t words = n / 4;						\
    if (words >= (lanes) * (j + 1))					\
      return (mask_t) ~0U;						\
    if (words <= (lanes) * j)						\
      return 0;								\
    return (mask_t) ((1U << (words - (lanes) * j)) - 1);		\
  }									\
  static inline void							\
  W##_transpose (__m##bits##i *v)					\
  {									\
    __m##bits##i t0 = _mm##bits##_unpacklo_epi32 (v[0], v[1]);	\
    __m##bits##i t1 = _mm##bits##_unpackhi_epi32 (v[0], v[1]);	\
    __m##bits##i t2 = _mm##bits##_unpacklo_epi32 (v[2], v[3]);	\
    __m##bits##i t3 = _mm##bits##_unpackhi_epi32 (v[2], v[3]);	\
    v[0] = _mm##bits##_unpacklo_epi64 (t0, t2);				\
    v[1] = _mm##bits##_unpackhi_epi64 (t0, t2);				\
    v[2] = _mm##bits##_unpacklo_epi64 (t1, t3);				\
    v[3] = _mm##bits##_unpackhi_epi64 (t1, t3);				\
  }									\
  static inline void							\
  serpent_##W##_load (T *x, const uint8_t *p, size_t n)			\
  {									\
    __m##bits##i v[4];							\
    unsigned j;								\
    for (j = 0; j < 4; j++)						\
      v[j] = _mm##bits##_maskz_loadu_epi32 (W##_chunk_mask (n, j),	\
					    p + 4 * (lanes) * j);	\
    W##_transpose (v);							\
    for (j = 0; j < 4; j++)						\
      x[j] = (T) v[j];							\
  }									\
  static inline void							\
  serpent_##W##_store (uint8_t *p, const T *x, size_t n)		\
  {									\
    __m##bits##i v[4];							\
    unsigned j;								\
    for (j = 0; j < 4; j++)						\
      v[j] = (__m##bits##i) x[j];					\
    W##_transpose (v);							\
    for (j = 0; j < 4; j++)						\
      _mm##bits##_mask_storeu_epi32 (p + 4 * (lanes) * j,		\
				     W##_chunk_mask (n, j), v[j]);	\
  }

SERPENT_VEC_IO (zmm, 512, serpent_v16, __mmask16, 16)
SERPENT_VEC_IO (ymm, 256, serpent_v8, __mmask8, 8)

/* One step of up to `lanes' blocks (16: zmm, 8: ymm), n bytes; the
   rounds as in serpent-internal.h's SERPENT_CRYPT. */
#define SERPENT_VEC_STEP(T, W, ctx, n, dst, src, ROUNDS8, r0, step) do {	\
    T x_[4], y0_, y1_, y2_, y3_;					\
    int r_;								\
    serpent_##W##_load (x_, src, n);					\
    for (r_ = (r0); r_ >= 0 && r_ < 32; r_ += (step))			\
      ROUNDS8 (T, (ctx)->keys, r_, x_[0], x_[1], x_[2], x_[3],		\
	       y0_, y1_, y2_, y3_);					\
    serpent_##W##_store (dst, x_, n);					\
  } while (0)

/* A lone block: its four words in lane 0 of four xmm registers,
   loaded and stored as words, without the masks and transposes of a
   step (measured, Intel Xeon, 2026-12-07, rdtsc over chained calls:
   decryption 296 -> 291 cycles, encryption 340 -> 320; in
   nettle-benchmark more: 16-byte ECB decryption 18.55 -> 17.10 c/B). */
#define SERPENT_ONE_BLOCK(ctx, dst, src, ROUNDS8, r0, step) do {	\
    serpent_v4 x_[4], y0_, y1_, y2_, y3_;				\
    unsigned w_;							\
    int r_;								\
    for (w_ = 0; w_ < 4; w_++)						\
      x_[w_] = (serpent_v4)						\
	_mm_cvtsi32_si128 ((int) LE_READ_UINT32 ((src) + 4 * w_));	\
    for (r_ = (r0); r_ >= 0 && r_ < 32; r_ += (step))			\
      ROUNDS8 (serpent_v4, (ctx)->keys, r_, x_[0], x_[1], x_[2], x_[3], \
	       y0_, y1_, y2_, y3_);					\
    for (w_ = 0; w_ < 4; w_++)						\
      LE_WRITE_UINT32 ((dst) + 4 * w_,					\
		       (uint32_t) _mm_cvtsi128_si32 ((__m128i) x_[w_]));	\
  } while (0)

/* A lone block alone; else zmm steps of sixteen blocks while more
   than eight are left (the last one may be short), then one ymm step
   for the rest. */
#define SERPENT_AVX512_CRYPT(ctx, length, dst, src, ROUNDS8, r0, step) do { \
    if ((length) == SERPENT_BLOCK_SIZE)					\
      {									\
	SERPENT_ONE_BLOCK (ctx, dst, src, ROUNDS8, r0, step);		\
	(length) = 0;							\
      }									\
    while ((length) > 8 * SERPENT_BLOCK_SIZE)				\
      {									\
	size_t n_ = (length) < 16 * SERPENT_BLOCK_SIZE			\
	  ? (length) : 16 * SERPENT_BLOCK_SIZE;				\
	SERPENT_VEC_STEP (serpent_v16, zmm, ctx, n_, dst, src,		\
			  ROUNDS8, r0, step);				\
	(length) -= n_; (dst) += n_; (src) += n_;			\
      }									\
    if ((length) >= SERPENT_AVX512_LEAST * SERPENT_BLOCK_SIZE)		\
      {									\
	SERPENT_VEC_STEP (serpent_v8, ymm, ctx, length, dst, src,	\
			  ROUNDS8, r0, step);				\
	(dst) += (length); (src) += (length); (length) = 0;		\
      }									\
  } while (0)

void
_nettle_serpent_encrypt_avx512 (const struct serpent_ctx *ctx,
				size_t length, uint8_t *dst,
				const uint8_t *src)
{
  assert (!(length % SERPENT_BLOCK_SIZE));
  SERPENT_AVX512_CRYPT (ctx, length, dst, src, SERPENT_ENC8, 0, 8);
  _nettle_serpent_encrypt_c (ctx, length, dst, src);
}

void
_nettle_serpent_decrypt_avx512 (const struct serpent_ctx *ctx,
				size_t length, uint8_t *dst,
				const uint8_t *src)
{
  assert (!(length % SERPENT_BLOCK_SIZE));
  SERPENT_AVX512_CRYPT (ctx, length, dst, src, SERPENT_DEC8, 24, -8);
  _nettle_serpent_decrypt_c (ctx, length, dst, src);
}

#endif
