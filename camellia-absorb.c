/* camellia-absorb.c

   _nettle_camellia_absorb: folds Camellia's pre-whitening keys into
   the later subkeys.

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

#include "camellia-internal.h"

/* Skipping the XOR of kw1 into D1 leaves D1 off by a known constant
   d1, and likewise D2 by d2. Each F function reading D1 then needs its
   key XORed with d1 (F(D1 ^ d1, k) = F(D1, k ^ d1)), each reading D2
   with d2, and XORs into a half do not change its offset. FL and
   FL^-1 with a fixed key are affine, since (x ^ d) & k = (x & k) ^
   (d & k) and (x ^ d) | k = (x | k) ^ (d & ~k): an offset going
   through them becomes another offset, computed below, and the keys
   stay. At the end the offsets join the post-whitening keys. */

static uint64_t
fl_offset(uint64_t d, uint64_t k)
{
  uint32_t h = d >> 32, l = (uint32_t) d;
  l ^= CAMELLIA_ROTL1(h & (uint32_t) (k >> 32));
  h ^= l & ~(uint32_t) k;
  return ((uint64_t) h << 32) | l;
}

static uint64_t
flinv_offset(uint64_t d, uint64_t k)
{
  uint32_t h = d >> 32, l = (uint32_t) d;
  h ^= l & ~(uint32_t) k;
  l ^= CAMELLIA_ROTL1(h & (uint32_t) (k >> 32));
  return ((uint64_t) h << 32) | l;
}

void
_camellia_absorb(unsigned nkeys, uint64_t *dst, uint64_t *subkey)
{
  uint64_t d1 = subkey[0], d2 = subkey[1];
  const uint64_t *k = subkey + 2;
  uint64_t *end = dst + nkeys - 2;

  for (;;)
    {
      int i;
      for (i = 0; i < 3; i++)
	{
	  *dst++ = *k++ ^ d1;	/* D2 ^= F(D1, k) */
	  *dst++ = *k++ ^ d2;	/* D1 ^= F(D2, k) */
	}
      if (dst == end)
	break;
      d1 = fl_offset(d1, k[0]);
      d2 = flinv_offset(d2, k[1]);
      *dst++ = *k++;
      *dst++ = *k++;
    }
  dst[0] = k[0] ^ d2;
  dst[1] = k[1] ^ d1;
}
