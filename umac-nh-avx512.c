/* umac-nh-avx512.c

   _nettle_umac_nh_avx512 and _nettle_umac_nh_n_avx512: NH (RFC 4418
   section 5.1) for one and for 2-4 iterations, variants of
   _nettle_umac_nh and _nettle_umac_nh_n (umac-internal.h) on zmm
   registers: sixteen 32-bit additions and eight 32x32 -> 64-bit
   products (vpmuludq) an instruction, four times the SSE2 C.

   Why C with intrinsics: each body is a dozen intrinsics whose lane
   layout depends on n; the compiler schedules them and allocates the
   registers. Compiled only for builds with the avx512 backend (x86_64),
   for AVX-512F through the target pragma below; fat-table.h lists the
   variants under FAT_AVX512.

   Lane layouts (a lane is 128 bits, four words; chunk j is the 32
   bytes at msg + 32 j, its low half lo_j and high half hi_j, paired
   word for word; k(w) the four key words from word w):
     n = 1: four chunks a step, lo_j .. lo_j+3 against hi_j .. hi_j+3,
            gathered from two 64-byte loads (and their keys) by
            vshufi64x2.
     n = 2: two chunks a step, lanes (chunk j, iteration 0), (j, 1),
            (j + 1, 0), (j + 1, 1): lo_j, lo_j, lo_j+1, lo_j+1 with the
            keys k(8j), k(8j + 4), k(8j + 8), k(8j + 12), sixteen
            consecutive words, against hi with those from 8j + 4.
     n = 3, 4: one chunk a step, lane i iteration i: lo_j broadcast
            with k(8j + 4i), consecutive again; n = 3 leaves the fourth
            lane zero through masked loads.
   A tail of chunks (fewer than a step) is loaded under a mask that
   zeroes the words past the message, for key and message alike, so
   they add (0 + 0) (0 + 0) = 0; masked-off words are not read. Nothing
   past length bytes of msg or the key words NH uses is read.

   No branch or index on the key or the message: only on n and length.

   Measured (AMD Zen 5, 2026-12, TSC cycles for 1 KiB, driver calling
   the function; the SSE2 C in parentheses): n = 1 19 (67), n = 2
   34 (106), n = 3 70 (140), n = 4 71 (190).

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
#include <stdlib.h>

#include "umac.h"
#include "umac-internal.h"

#if HAVE_BACKEND_avx512 && defined(__x86_64__)

#include <immintrin.h>

#pragma GCC target ("avx512f,avx512vl,avx512bw")

#define INLINE static inline __attribute__ ((always_inline))

/* y + the products of the even words of a and b, and of the odd
   words (moved down by a 64-bit shift). */
INLINE __m512i
nh_mul_add (__m512i y, __m512i a, __m512i b)
{
  y = _mm512_add_epi64 (y, _mm512_mul_epu32 (a, b));
  return _mm512_add_epi64 (y, _mm512_mul_epu32 (_mm512_srli_epi64 (a, 32),
						_mm512_srli_epi64 (b, 32)));
}

/* The sum of the eight 64-bit lanes, mod 2^64. Not with
   _mm512_reduce_add_epi64: gcc's header adds the lanes as signed long
   long in C, which is undefined on overflow (UBSan reports it). */
INLINE uint64_t
nh_sum (__m512i y)
{
  __m256i h = _mm256_add_epi64 (_mm512_castsi512_si256 (y),
				_mm512_extracti64x4_epi64 (y, 1));
  __m128i q = _mm_add_epi64 (_mm256_castsi256_si128 (h),
			     _mm256_extracti128_si256 (h, 1));
  q = _mm_add_epi64 (q, _mm_unpackhi_epi64 (q, q));
  return (uint64_t) _mm_cvtsi128_si64 (q);
}

/* Up to 32 words from p (mask m) plus the key words from k (the same
   mask), as two vectors of sixteen. */
INLINE __m512i
nh_load_add (__mmask16 m, const void *p, const uint32_t *k)
{
  return _mm512_add_epi32 (_mm512_maskz_loadu_epi32 (m, p),
			   _mm512_maskz_loadu_epi32 (m, k));
}

/* Four chunks from msg with key words from key, masks m0 and m1 for
   their two halves. */
INLINE __m512i
nh_step1 (__m512i y, __mmask16 m0, __mmask16 m1,
	  const uint32_t *key, const uint8_t *msg)
{
  __m512i a0 = nh_load_add (m0, msg, key);
  __m512i a1 = nh_load_add (m1, msg + 64, key + 16);
  /* Lanes 0 and 2 of each (the lo halves), then 1 and 3. */
  __m512i lo = _mm512_shuffle_i64x2 (a0, a1, _MM_SHUFFLE (2, 0, 2, 0));
  __m512i hi = _mm512_shuffle_i64x2 (a0, a1, _MM_SHUFFLE (3, 1, 3, 1));
  return nh_mul_add (y, lo, hi);
}

uint64_t
_nettle_umac_nh_avx512 (const uint32_t *key, unsigned length,
			const uint8_t *msg)
{
  __m512i y0 = _mm512_setzero_si512 (), y1 = y0;
  unsigned rest;

  assert (length > 0);
  assert (length <= UMAC_BLOCK_SIZE);
  assert (length % 32 == 0);

  for (; length >= 256; length -= 256, msg += 256, key += 64)
    {
      y0 = nh_step1 (y0, 0xffff, 0xffff, key, msg);
      y1 = nh_step1 (y1, 0xffff, 0xffff, key + 32, msg + 128);
    }
  if (length >= 128)
    {
      y0 = nh_step1 (y0, 0xffff, 0xffff, key, msg);
      length -= 128; msg += 128; key += 32;
    }
  if (length > 0)
    {
      /* 32, 64 or 96 bytes: 8 to 24 words. */
      rest = length / 4;
      y1 = nh_step1 (y1, (__mmask16) ((1U << (rest < 16 ? rest : 16)) - 1),
		     (__mmask16) ((1U << (rest > 16 ? rest - 16 : 0)) - 1),
		     key, msg);
    }
  return nh_sum (_mm512_add_epi64 (y0, y1));
}

/* n = 2: two chunks (mask m: all 16 words, or 8 for one chunk; the
   lanes of the missing one are then zero in x and in both keys). */
INLINE __m512i
nh_step2 (__m512i y, __mmask16 m, const uint32_t *key, const uint8_t *msg)
{
  __m512i x = _mm512_maskz_loadu_epi32 (m, msg);
  __m512i lo = _mm512_shuffle_i64x2 (x, x, _MM_SHUFFLE (2, 2, 0, 0));
  __m512i hi = _mm512_shuffle_i64x2 (x, x, _MM_SHUFFLE (3, 3, 1, 1));
  lo = _mm512_add_epi32 (lo, _mm512_maskz_loadu_epi32 (m, key));
  hi = _mm512_add_epi32 (hi, _mm512_maskz_loadu_epi32 (m, key + 4));
  return nh_mul_add (y, lo, hi);
}

/* n = 3 or 4: one chunk, key mask km (12 or 16 words). */
INLINE __m512i
nh_step34 (__m512i y, __mmask16 km, const uint32_t *key, const uint8_t *msg)
{
  __m512i lo = _mm512_broadcast_i32x4 (_mm_loadu_si128 ((const __m128i *) msg));
  __m512i hi = _mm512_broadcast_i32x4 (_mm_loadu_si128 ((const __m128i *)
							(msg + 16)));
  lo = _mm512_maskz_add_epi32 (km, lo, _mm512_maskz_loadu_epi32 (km, key));
  hi = _mm512_maskz_add_epi32 (km, hi, _mm512_maskz_loadu_epi32 (km, key + 4));
  return nh_mul_add (y, lo, hi);
}

/* Stores lane sums: out[i] = y[2i] + y[2i+1] for i < n. */
INLINE void
nh_store (uint64_t *out, unsigned n, __m512i y)
{
  y = _mm512_add_epi64 (y, _mm512_unpackhi_epi64 (y, y));
  y = _mm512_maskz_compress_epi64 (0x55, y);
  _mm512_mask_storeu_epi64 (out, (__mmask8) ((1U << n) - 1), y);
}

void
_nettle_umac_nh_n_avx512 (uint64_t *out, unsigned n, const uint32_t *key,
			  unsigned length, const uint8_t *msg)
{
  __m512i y0 = _mm512_setzero_si512 (), y1 = y0;

  assert (length > 0);
  assert (length <= UMAC_BLOCK_SIZE);
  assert (length % 32 == 0);

  switch (n)
    {
    case 1:
      out[0] = _nettle_umac_nh_avx512 (key, length, msg);
      return;
    case 2:
      for (; length >= 128; length -= 128, msg += 128, key += 32)
	{
	  y0 = nh_step2 (y0, 0xffff, key, msg);
	  y1 = nh_step2 (y1, 0xffff, key + 16, msg + 64);
	}
      if (length >= 64)
	{
	  y0 = nh_step2 (y0, 0xffff, key, msg);
	  length -= 64; msg += 64; key += 16;
	}
      if (length > 0)
	y1 = nh_step2 (y1, 0x00ff, key, msg);
      y0 = _mm512_add_epi64 (y0, y1);
      /* Chunks j and j + 1 into one: lanes 0, 1 plus 2, 3. */
      y0 = _mm512_add_epi64 (y0, _mm512_shuffle_i64x2 (y0, y0,
						      _MM_SHUFFLE (1, 0, 3, 2)));
      break;
    case 3:
    case 4:
      {
	__mmask16 km = n == 4 ? 0xffff : 0x0fff;
	for (; length >= 64; length -= 64, msg += 64, key += 16)
	  {
	    y0 = nh_step34 (y0, km, key, msg);
	    y1 = nh_step34 (y1, km, key + 8, msg + 32);
	  }
	if (length > 0)
	  y0 = nh_step34 (y0, km, key, msg);
	y0 = _mm512_add_epi64 (y0, y1);
      }
      break;
    default:
      abort ();
    }
  nh_store (out, n, y0);
}

#endif /* HAVE_BACKEND_avx512 && __x86_64__ */
