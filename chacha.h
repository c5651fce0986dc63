/* chacha.h

   The ChaCha stream cipher (D. J. Bernstein), 20 rounds, with the
   original 64-bit block counter and 64-bit nonce and the RFC 8439
   variant with a 32-bit counter and 96-bit nonce.

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

#ifndef NETTLE_CHACHA_H_INCLUDED
#define NETTLE_CHACHA_H_INCLUDED

#include "nettle-types.h"

#ifdef __cplusplus
extern "C" {
#endif

#define chacha_set_key nettle_chacha_set_key
#define chacha_set_nonce nettle_chacha_set_nonce
#define chacha_set_nonce96 nettle_chacha_set_nonce96
#define chacha_set_counter nettle_chacha_set_counter
#define chacha_set_counter32 nettle_chacha_set_counter32
#define chacha_crypt nettle_chacha_crypt
#define chacha_crypt32 nettle_chacha_crypt32

/* Only 256-bit keys. */
#define CHACHA_KEY_SIZE 32
#define CHACHA_BLOCK_SIZE 64
#define CHACHA_NONCE_SIZE 8
#define CHACHA_NONCE96_SIZE 12
#define CHACHA_COUNTER_SIZE 8
#define CHACHA_COUNTER32_SIZE 4

#define _CHACHA_STATE_LENGTH 16

struct chacha_ctx
{
  /* The 4 x 4 input matrix, row by row: words 0-3 the constant
     "expand 32-byte k", 4-11 the key, 12-13 the block counter (low
     word first) and 14-15 the nonce; with a 96-bit nonce, 12 is the
     counter and 13-15 the nonce. */
  uint32_t state[_CHACHA_STATE_LENGTH];
};

void
chacha_set_key (struct chacha_ctx *ctx, const uint8_t *key);

/* Sets the 8-byte nonce and a zero counter. */
void
chacha_set_nonce (struct chacha_ctx *ctx, const uint8_t *nonce);

/* Sets the 12-byte nonce and a zero 32-bit counter. */
void
chacha_set_nonce96 (struct chacha_ctx *ctx, const uint8_t *nonce);

/* 8 bytes, little-endian. */
void
chacha_set_counter (struct chacha_ctx *ctx, const uint8_t *counter);

/* 4 bytes, little-endian. */
void
chacha_set_counter32 (struct chacha_ctx *ctx, const uint8_t *counter);

/* A call not a multiple of 64 bytes long must be the last with this
   nonce: the rest of its keystream block is dropped. chacha_crypt
   carries the counter into word 13; chacha_crypt32 wraps word 12. */
void
chacha_crypt (struct chacha_ctx *ctx, size_t length,
	      uint8_t *dst, const uint8_t *src);

void
chacha_crypt32 (struct chacha_ctx *ctx, size_t length,
		uint8_t *dst, const uint8_t *src);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_CHACHA_H_INCLUDED */
