/* chacha-internal.h

   The ChaCha core and the bulk keystream routine shared by
   chacha_crypt, chacha_crypt32 and ChaCha-Poly1305. Not installed.

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

#ifndef NETTLE_CHACHA_INTERNAL_H_INCLUDED
#define NETTLE_CHACHA_INTERNAL_H_INCLUDED

#include "nettle-types.h"
#include "chacha.h"

#define CHACHA_ROUNDS 20

/* One block: dst (16 words, stored as the 64 little-endian keystream
   bytes) = the ChaCha permutation of src with `rounds' rounds (an even
   number), plus src. */
void
_nettle_chacha_core (uint32_t *dst, const uint32_t *src, unsigned rounds);

/* Bulk routine (dispatched, fat-table.h): XORs the ChaCha20 keystream
   of the whole 64-byte blocks of length into src, writing dst (in
   place allowed, any alignment), and returns the bytes done, a
   multiple of 64 and at most length. Block i uses state with word 12
   increased by i modulo 2^32; word 13 is used as it is and state is not
   changed: the caller advances the counter and handles a carry into
   word 13 (by not asking for blocks past a wrap of word 12). The C
   variant does every block. */
size_t
_nettle_chacha_blocks (const uint32_t *state, size_t length,
		       uint8_t *dst, const uint8_t *src);

size_t
_nettle_chacha_blocks_c (const uint32_t *state, size_t length,
			 uint8_t *dst, const uint8_t *src);

#endif /* NETTLE_CHACHA_INTERNAL_H_INCLUDED */
