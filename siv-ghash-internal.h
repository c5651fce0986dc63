/* siv-ghash-internal.h

   Helpers of the POLYVAL functions for SIV-GCM.

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
#ifndef NETTLE_SIV_GHASH_INTERNAL_H_INCLUDED
#define NETTLE_SIV_GHASH_INTERNAL_H_INCLUDED

#include <stdint.h>

/* dst = the 16 bytes of src in reverse order; no overlap. */
static inline void
_siv_ghash_reverse(uint8_t *dst, const uint8_t *src)
{
  unsigned i;
  for (i = 0; i < 16; i++)
    dst[i] = src[15 - i];
}

#endif /* NETTLE_SIV_GHASH_INTERNAL_H_INCLUDED */
