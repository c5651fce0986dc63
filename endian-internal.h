/* endian-internal.h

   STORE_BE64: a 64-bit value stored big-endian at any alignment, as
   one byte swap and one 8-byte move where the compiler knows the byte
   order. macros.h's WRITE_UINT64 writes byte by byte, and GCC does not
   always merge that: in ctr.c and in SHA-512's length field it built
   the bytes with shifts in registers and went through the stack, and
   a compression function that then loads the block with wide loads
   waits for the scattered stores to reach the cache.

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

#ifndef NETTLE_ENDIAN_INTERNAL_H_INCLUDED
#define NETTLE_ENDIAN_INTERNAL_H_INCLUDED

#include <stdint.h>
#include <string.h>

#include "macros.h"

#if defined(__GNUC__) && defined(__BYTE_ORDER__) \
  && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
# define STORE_BE64(p, x) do {				\
    uint64_t store_be64_ = __builtin_bswap64(x);	\
    memcpy((p), &store_be64_, 8);			\
  } while (0)
#elif defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
# define STORE_BE64(p, x) do {				\
    uint64_t store_be64_ = (x);				\
    memcpy((p), &store_be64_, 8);			\
  } while (0)
#else
# define STORE_BE64(p, x) WRITE_UINT64((p), (x))
#endif

#endif /* NETTLE_ENDIAN_INTERNAL_H_INCLUDED */
