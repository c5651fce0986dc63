/* sha1-internal.h

   Private contract of the SHA-1 compression variants (portable C
   and x86_64 SHA-NI). Not installed.

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
#ifndef NETTLE_SHA1_INTERNAL_H_INCLUDED
#define NETTLE_SHA1_INTERNAL_H_INCLUDED

#include "nettle-types.h"

/* The public nettle_sha1_compress (sha1.h) is dispatched (see
   fat-table.h) between these variants. Contract, for all of them:

     void f(uint32_t *state, const uint8_t *data);

   one 64-byte block at data (any alignment), the 5-word chaining
   state updated in place; no padding and no counting. Reads exactly
   64 bytes of data, writes only state.

   _nettle_sha1_compress_c: portable C, every build.
   _nettle_sha1_compress_sha_ni: x86_64/sha_ni/, SHA-NI + SSSE3 +
   SSE4.1. */
void
_nettle_sha1_compress_c(uint32_t *state, const uint8_t *data);

void
_nettle_sha1_compress_sha_ni(uint32_t *state, const uint8_t *data);

/* The many-block compression that sha1_update hands its whole blocks
   to (dispatched, fat-table.h; fastnettle's own, not in Nettle's
   ABI). Contract, for all variants:

     const uint8_t *f(uint32_t *state, size_t blocks,
                      const uint8_t *data);

   `blocks' 64-byte blocks at data (any alignment, possibly 0), as
   that many calls of the one-block compression; returns data + 64 *
   blocks. Reads exactly those bytes, writes only state.

   _nettle_sha1_compress_n_c: the portable one-block C in a loop.
   _nettle_sha1_compress_n_sha_ni: x86_64/sha_ni/sha1-compress.asm,
   the state kept in registers across blocks. */
#define _sha1_compress_n _nettle_sha1_compress_n

const uint8_t *
_nettle_sha1_compress_n(uint32_t *state, size_t blocks,
			const uint8_t *data);

const uint8_t *
_nettle_sha1_compress_n_c(uint32_t *state, size_t blocks,
			  const uint8_t *data);

const uint8_t *
_nettle_sha1_compress_n_sha_ni(uint32_t *state, size_t blocks,
			       const uint8_t *data);

#endif /* NETTLE_SHA1_INTERNAL_H_INCLUDED */
