/* poly1305-internal.h

   The Poly1305 core (evaluation of the polynomial modulo 2^130 - 5)
   used by Poly1305-AES and ChaCha-Poly1305. Not installed.

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

#ifndef NETTLE_POLY1305_INTERNAL_H_INCLUDED
#define NETTLE_POLY1305_INTERNAL_H_INCLUDED

#include "poly1305.h"

#ifdef __cplusplus
extern "C" {
#endif

#define _poly1305_set_key _nettle_poly1305_set_key
#define _poly1305_digest _nettle_poly1305_digest
#define _poly1305_block _nettle_poly1305_block
#define _poly1305_blocks _nettle_poly1305_blocks
#define _poly1305_update _nettle_poly1305_update

#define POLY1305_DIGEST_SIZE 16
#define POLY1305_KEY_SIZE 16

/* Clamps and stores r from the 16 key bytes (little-endian) and
   clears the accumulator. */
void
_nettle_poly1305_set_key (struct poly1305_ctx *ctx,
			  const uint8_t key[POLY1305_KEY_SIZE]);

/* Reduces the accumulator modulo 2^130 - 5, adds s (a little-endian
   128-bit number, normally the encrypted nonce) modulo 2^128, stores
   the 16-byte tag in s and clears the accumulator for the next
   message. */
void
_nettle_poly1305_digest (struct poly1305_ctx *ctx, union nettle_block16 *s);

/* Adds the 16 bytes at m plus high * 2^128 to the accumulator and
   multiplies by r. high is 1 for a full block, 0 for a final block
   that the caller has padded with a 1 byte and zeros. */
void
_nettle_poly1305_block (struct poly1305_ctx *ctx, const uint8_t *m,
			unsigned high);

/* Processes blocks full 16-byte blocks at m (high = 1 each) and
   returns m + 16 * blocks. Dispatched (fat-table.h); every variant
   leaves ctx in the layout of poly1305-internal.c, so calls of
   different variants may follow each other. */
const uint8_t *
_nettle_poly1305_blocks (struct poly1305_ctx *ctx, size_t blocks,
			 const uint8_t *m);

/* The portable variant. */
const uint8_t *
_nettle_poly1305_blocks_c (struct poly1305_ctx *ctx, size_t blocks,
			   const uint8_t *m);

/* Buffering helper: block holds index (< 16) pending bytes. Consumes
   length bytes at m, processing every completed block, and returns
   the new number of pending bytes. */
unsigned
_nettle_poly1305_update (struct poly1305_ctx *ctx, uint8_t *block,
			 unsigned index, size_t length, const uint8_t *m);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_POLY1305_INTERNAL_H_INCLUDED */
