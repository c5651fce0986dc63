/* umac-l3.c

   The third UHASH layer (RFC 4418 section 5.5): inner product with
   the key modulo 2^36 - 5.

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

#include "umac.h"
#include "umac-internal.h"

#define P36 ((UINT64_C (1) << 36) - 5)

void
_nettle_umac_l3_init (unsigned size, uint64_t *k)
{
  unsigned i;
  for (i = 0; i < size; i++)
    k[i] %= P36;
}

uint32_t
_nettle_umac_l3 (const uint64_t *key, const uint64_t *m)
{
  uint64_t a = m[0], b = m[1], y, t;

  /* Sixteen-bit pieces below 2^16 times keys below 2^36: eight terms
     stay below 2^55. Written out (gcc kept the loop and its variable
     shifts), two sums for two chains of additions. */
  y = (a >> 48) * key[0] + ((a >> 32) & 0xffff) * key[1]
    + ((a >> 16) & 0xffff) * key[2] + (a & 0xffff) * key[3];
  t = (b >> 48) * key[4] + ((b >> 32) & 0xffff) * key[5]
    + ((b >> 16) & 0xffff) * key[6] + (b & 0xffff) * key[7];
  y += t;

  /* y mod P36 without a division: 2^36 = 5 (mod P36), so y = hi 2^36
     + lo is congruent to 5 hi + lo < 2^36 + 5 * 2^19, and one masked
     subtraction finishes it (no branch on the key-dependent y). */
  y = (y >> 36) * 5 + (y & ((UINT64_C (1) << 36) - 1));
  t = y - P36;
  y = t + (P36 & -(t >> 63));
  return (uint32_t) y;
}
