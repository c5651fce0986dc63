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
  /* Two sums (two chains of additions); gcc kept a loop over the
     pieces with variable shifts, hence the written-out terms. */
  return _umac_l3_reduce (_umac_l3_sum (key, m[0])
			  + _umac_l3_sum (key + 4, m[1]));
}
