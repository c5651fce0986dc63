/* umac-nh.c

   _nettle_umac_nh_c: the NH hash of RFC 4418 section 5.1 for one
   iteration, portable C or SSE2 intrinsics where the compiler targets
   SSE2 (all of x86_64); the C variant of the dispatched
   _nettle_umac_nh (fat-table.h).

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

#include "umac.h"
#include "umac-internal.h"
#include "macros.h"

#if defined(__SSE2__)
# include <emmintrin.h>
#endif

uint64_t
_nettle_umac_nh_c (const uint32_t *key, unsigned length, const uint8_t *msg)
{
#if defined(__SSE2__)
  /* See umac-nh-n.c: pmuludq does the products of lanes 0 and 2, and
     after a 32-bit shift those of lanes 1 and 3. */
  __m128i y = _mm_setzero_si128 ();
  uint64_t t[2];
#else
  uint64_t y = 0;
#endif

  assert (length > 0);
  assert (length <= UMAC_BLOCK_SIZE);
  assert (length % 32 == 0);

  /* Each 32-byte chunk pairs word j with word j + 4, both offset by
     the key words at the same positions, additions modulo 2^32. */
  for (; length > 0; length -= 32, msg += 32, key += 8)
    {
#if defined(__SSE2__)
      __m128i a = _mm_add_epi32 (_mm_loadu_si128 ((const __m128i *) msg),
				 _mm_loadu_si128 ((const __m128i *) key));
      __m128i b = _mm_add_epi32 (_mm_loadu_si128 ((const __m128i *) (msg + 16)),
				 _mm_loadu_si128 ((const __m128i *) (key + 4)));
      y = _mm_add_epi64 (y, _mm_mul_epu32 (a, b));
      y = _mm_add_epi64 (y, _mm_mul_epu32 (_mm_srli_epi64 (a, 32),
					   _mm_srli_epi64 (b, 32)));
#else
      unsigned j;
      for (j = 0; j < 4; j++)
	{
	  uint32_t a = LE_READ_UINT32 (msg + 4 * j) + key[j];
	  uint32_t b = LE_READ_UINT32 (msg + 16 + 4 * j) + key[j + 4];
	  y += (uint64_t) a * b;
	}
#endif
    }
#if defined(__SSE2__)
  _mm_storeu_si128 ((__m128i *) t, y);
  return t[0] + t[1];
#else
  return y;
#endif
}
