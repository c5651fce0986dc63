/* umac-nh-n.c

   _nettle_umac_nh_n_c: NH for several iterations (Toeplitz-shifted
   keys) in one pass over the message, portable C or SSE2 intrinsics
   where the compiler targets SSE2 (all of x86_64); the C variant of
   the dispatched _nettle_umac_nh_n (fat-table.h).

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
#include "macros.h"

#if defined(__SSE2__)
# include <emmintrin.h>

/* NH for a fixed n (a constant after inlining) with SSE2, which every
   x86_64 CPU has: four 32-bit additions per instruction, and pmuludq
   doing two of the 32x32 -> 64-bit products (lanes 0 and 2; lanes 1
   and 3 after pshufd moves them down, which unlike a 64-bit shift
   needs no copy first). Iteration i uses the key words shifted by
   4 i, so iteration i's second key vector is iteration i + 1's first:
   each is loaded once. The sums are separate variables, not an
   array, so that gcc keeps them in registers (with an array and a
   loop over i it left them on the stack and did not unroll). */
static inline __m128i
nh_sse2_step (__m128i y, __m128i lo, __m128i hi, __m128i ka, __m128i kb)
{
  __m128i a = _mm_add_epi32 (lo, ka);
  __m128i b = _mm_add_epi32 (hi, kb);
  y = _mm_add_epi64 (y, _mm_mul_epu32 (a, b));
  return _mm_add_epi64 (y, _mm_mul_epu32 (_mm_shuffle_epi32 (a, 0xf5),
					  _mm_shuffle_epi32 (b, 0xf5)));
}

static inline uint64_t
nh_sse2_sum (__m128i y)
{
  uint64_t t[2];
  _mm_storeu_si128 ((__m128i *) t, y);
  return t[0] + t[1];
}

/* out[0], out[1] from two pairs of partial sums, with one 16-byte
   store: the caller adds the length to the outputs with 16-byte
   loads (gcc vectorizes that), which could not take their data from
   two 8-byte stores and waited for them to reach the cache. */
static inline void
nh_sse2_sum2 (uint64_t *out, __m128i ya, __m128i yb)
{
  _mm_storeu_si128 ((__m128i *) out,
		    _mm_add_epi64 (_mm_unpacklo_epi64 (ya, yb),
				   _mm_unpackhi_epi64 (ya, yb)));
}

static inline void
nh_n_fixed (uint64_t *out, const unsigned n, const uint32_t *key,
	    unsigned length, const uint8_t *msg)
{
  __m128i y0 = _mm_setzero_si128 (), y1 = y0, y2 = y0, y3 = y0;

  for (; length > 0; length -= 32, msg += 32, key += 8)
    {
      /* x86 is little-endian: the loads give the message words. */
      __m128i lo = _mm_loadu_si128 ((const __m128i *) msg);
      __m128i hi = _mm_loadu_si128 ((const __m128i *) (msg + 16));
      __m128i k0 = _mm_loadu_si128 ((const __m128i *) key);
      __m128i k1 = _mm_loadu_si128 ((const __m128i *) (key + 4));

      y0 = nh_sse2_step (y0, lo, hi, k0, k1);
      if (n > 1)
	{
	  __m128i k2 = _mm_loadu_si128 ((const __m128i *) (key + 8));
	  y1 = nh_sse2_step (y1, lo, hi, k1, k2);
	  if (n > 2)
	    {
	      __m128i k3 = _mm_loadu_si128 ((const __m128i *) (key + 12));
	      y2 = nh_sse2_step (y2, lo, hi, k2, k3);
	      if (n > 3)
		{
		  __m128i k4 = _mm_loadu_si128 ((const __m128i *)
						(key + 16));
		  y3 = nh_sse2_step (y3, lo, hi, k3, k4);
		}
	    }
	}
    }
  if (n == 1)
    out[0] = nh_sse2_sum (y0);
  else
    nh_sse2_sum2 (out, y0, y1);
  if (n == 3)
    out[2] = nh_sse2_sum (y2);
  else if (n == 4)
    nh_sse2_sum2 (out + 2, y2, y3);
}

#else /* !__SSE2__ */

/* NH of one 32-byte chunk m[0..7] with key words k[0..7]. */
#define NH_CHUNK(m, k)							\
  ((uint64_t) (uint32_t) ((m)[0] + (k)[0]) * (uint32_t) ((m)[4] + (k)[4]) \
   + (uint64_t) (uint32_t) ((m)[1] + (k)[1]) * (uint32_t) ((m)[5] + (k)[5]) \
   + (uint64_t) (uint32_t) ((m)[2] + (k)[2]) * (uint32_t) ((m)[6] + (k)[6]) \
   + (uint64_t) (uint32_t) ((m)[3] + (k)[3]) * (uint32_t) ((m)[7] + (k)[7]))

/* The loop for a fixed n (a constant after inlining, so the tests on
   n disappear and the n sums stay in registers). Iteration i uses the
   key words shifted by 4 i. */
static inline void
nh_n_fixed (uint64_t *out, const unsigned n, const uint32_t *key,
	    unsigned length, const uint8_t *msg)
{
  uint64_t y0 = 0, y1 = 0, y2 = 0, y3 = 0;

  for (; length > 0; length -= 32, msg += 32, key += 8)
    {
      uint32_t m[8];
      unsigned j;

      for (j = 0; j < 8; j++)
	m[j] = LE_READ_UINT32 (msg + 4 * j);

      y0 += NH_CHUNK (m, key);
      if (n > 1)
	y1 += NH_CHUNK (m, key + 4);
      if (n > 2)
	y2 += NH_CHUNK (m, key + 8);
      if (n > 3)
	y3 += NH_CHUNK (m, key + 12);
    }
  out[0] = y0;
  if (n > 1)
    out[1] = y1;
  if (n > 2)
    out[2] = y2;
  if (n > 3)
    out[3] = y3;
}

#endif /* !__SSE2__ */

void
_nettle_umac_nh_n_c (uint64_t *out, unsigned n, const uint32_t *key,
		   unsigned length, const uint8_t *msg)
{
  assert (length > 0);
  assert (length <= UMAC_BLOCK_SIZE);
  assert (length % 32 == 0);

  switch (n)
    {
    case 1:
      nh_n_fixed (out, 1, key, length, msg);
      break;
    case 2:
      nh_n_fixed (out, 2, key, length, msg);
      break;
    case 3:
      nh_n_fixed (out, 3, key, length, msg);
      break;
    case 4:
      nh_n_fixed (out, 4, key, length, msg);
      break;
    default:
      abort ();
    }
}
