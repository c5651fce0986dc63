/* ctr-internal.h

   Internal counter-mode helper for 16-byte block ciphers, shared by
   ctr_crypt and the AEAD modes (GCM, SIV-GCM, ...) whose counters
   wrap differently.

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

#ifndef NETTLE_CTR_INTERNAL_H_INCLUDED
#define NETTLE_CTR_INTERNAL_H_INCLUDED

#include "nettle-types.h"

/* Most stack space any counter-mode routine uses for keystream. */
#define CTR_BUFFER_LIMIT 512

/* Writes n consecutive counter blocks, starting with the value at ctr,
   to buffer, and leaves ctr at the value after the last one. How the
   counter counts (which bytes, which width, which byte order) is the
   caller's choice. ctr need not be aligned. */
typedef void
nettle_fill16_func(uint8_t *ctr, size_t n, union nettle_block16 *buffer);

/* Counter-mode encryption or decryption of length bytes (any length)
   with a 16-byte block cipher f. Counter blocks come from fill; a
   final partial block still consumes (and advances) one counter
   value. dst == src is allowed. f is called once per batch of up to
   CTR_BUFFER_LIMIT bytes (or once per large piece of dst when dst is
   separate and 8-byte aligned). */
void
_nettle_ctr_crypt16(const void *ctx, nettle_cipher_func *f,
		    nettle_fill16_func *fill, uint8_t *ctr,
		    size_t length, uint8_t *dst,
		    const uint8_t *src);

#endif /* NETTLE_CTR_INTERNAL_H_INCLUDED */
