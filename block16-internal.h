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
#if defined(__GNUC__) && defined(__BYTE_ORDER__) \
  && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
# define BLOCK16_LOAD_BE(p) __builtin_bswap64(p)
# define BLOCK16_STORE_BE(x) __builtin_bswap64(x)
#elif defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
# define BLOCK16_LOAD_BE(p) (p)
# define BLOCK16_STORE_BE(x) (x)
#endif

static inline void
block16_double_be(union nettle_block16 *dst, const union nettle_block16 *src)
{
#ifdef BLOCK16_LOAD_BE
  uint64_t hi = BLOCK16_LOAD_BE(src->u64[0]);
  uint64_t lo = BLOCK16_LOAD_BE(src->u64[1]);
#else
  uint64_t hi = READ_UINT64(src->b);
  uint64_t lo = READ_UINT64(src->b + 8);
#endif
  uint64_t carry = hi >> 63;

  hi = (hi << 1) | (lo >> 63);
  lo = (lo << 1) ^ (0x87 & -carry);
#ifdef BLOCK16_LOAD_BE
  dst->u64[0] = BLOCK16_STORE_BE(hi);
  dst->u64[1] = BLOCK16_STORE_BE(lo);
#else
  WRITE_UINT64(dst->b, hi);
  WRITE_UINT64(dst->b + 8, lo);
#endif
}

/* r ^= x, whole blocks (both are unions, so aligned). */
static inline void
block16_xor(union nettle_block16 *r, const union nettle_block16 *x)
{
  r->u64[0] ^= x->u64[0];
  r->u64[1] ^= x->u64[1];
}

#endif /* NETTLE_BLOCK16_INTERNAL_H_INCLUDED */
