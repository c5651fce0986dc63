/* poly1305.h

   Poly1305-AES message authentication code (D. J. Bernstein), and
   the Poly1305 state shared with ChaCha-Poly1305.

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

#ifndef NETTLE_POLY1305_H_INCLUDED
#define NETTLE_POLY1305_H_INCLUDED

#include "aes.h"

#ifdef __cplusplus
extern "C" {
#endif

#define poly1305_aes_set_key nettle_poly1305_aes_set_key
#define poly1305_aes_set_nonce nettle_poly1305_aes_set_nonce
#define poly1305_aes_update nettle_poly1305_aes_update
#define poly1305_aes_digest nettle_poly1305_aes_digest

#define POLY1305_BLOCK_SIZE 16

/* Key (clamped r and multiples of it) and accumulator. How the words
   are used depends on the implementation (26-bit or 64-bit limbs);
   only the functions in poly1305-internal.h touch them. */
struct poly1305_ctx
{
  union
  {
    uint32_t r32[6];
    uint64_t r64[3];
  } r;
  uint32_t s32[3];
  /* Top of the accumulator, placed first to keep h aligned. */
  uint32_t hh;
  union
  {
    uint32_t h32[4];
    uint64_t h64[2];
  } h;
};

/* Poly1305-AES */

#define POLY1305_AES_KEY_SIZE 32
#define POLY1305_AES_DIGEST_SIZE 16
#define POLY1305_AES_NONCE_SIZE 16

struct poly1305_aes_ctx
{
  struct poly1305_ctx pctx;
  uint8_t block[POLY1305_BLOCK_SIZE];	/* Partial block */
  unsigned index;			/* Bytes in block */
  uint8_t nonce[POLY1305_BLOCK_SIZE];
  struct aes128_ctx aes;
};

/* key is the 16-byte AES key followed by the 16-byte r. Like Nettle,
   does not change the nonce: set it with poly1305_aes_set_nonce. */
void
poly1305_aes_set_key (struct poly1305_aes_ctx *ctx, const uint8_t *key);

/* Each digest then increments the nonce (big-endian). */
void
poly1305_aes_set_nonce (struct poly1305_aes_ctx *ctx,
			const uint8_t *nonce);

void
poly1305_aes_update (struct poly1305_aes_ctx *ctx,
		     size_t length, const uint8_t *data);

/* Writes length (at most 16) bytes of the tag, increments the nonce
   and starts a new message. */
void
poly1305_aes_digest (struct poly1305_aes_ctx *ctx,
		     size_t length, uint8_t *digest);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_POLY1305_H_INCLUDED */
