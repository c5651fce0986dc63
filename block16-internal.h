/* block16-internal.h

   Doubling in GF(2^128) for CMAC, EAX, OCB and SIV (internal).

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

#ifndef NETTLE_BLOCK16_INTERNAL_H_INCLUDED
#define NETTLE_BLOCK16_INTERNAL_H_INCLUDED

#include "nettle-types.h"
#include "macros.h"

/* dst = src * x in GF(2^128) modulo x^128 + x^7 + x^2 + x + 1, the
   block read as a big-endian number (SP 800-38B's and RFC 7253's
   "double"). No branch on the bits, which derive from the key.
   dst == src is allowed. */
static inline void
block16_double_be(union nettle_block16 *dst, const union nettle_block16 *src)
{
  uint64_t hi = READ_UINT64(src->b);
  uint64_t lo = READ_UINT64(src->b + 8);
  uint64_t carry = hi >> 63;

  hi = (hi << 1) | (lo >> 63);
  lo = (lo << 1) ^ (0x87 & -carry);
  WRITE_UINT64(dst->b, hi);
  WRITE_UINT64(dst->b + 8, lo);
}

#endif /* NETTLE_BLOCK16_INTERNAL_H_INCLUDED */
