/* streebog.h

   The Streebog hash function, GOST R 34.11-2012 (RFC 6986), with
   512-bit and 256-bit output. Both share one context type and one
   update function.

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

#ifndef NETTLE_STREEBOG_H_INCLUDED
#define NETTLE_STREEBOG_H_INCLUDED

#include "nettle-types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Source names and the symbols they stand for. */
#define streebog256_init nettle_streebog256_init
#define streebog256_digest nettle_streebog256_digest
#define streebog512_init nettle_streebog512_init
#define streebog512_update nettle_streebog512_update
#define streebog512_digest nettle_streebog512_digest

#define STREEBOG512_DIGEST_SIZE 64
#define STREEBOG512_BLOCK_SIZE 64

/* Number of 64-bit words in the chaining value, the bit counter and
   the checksum. */
#define _STREEBOG512_DIGEST_LENGTH 8

struct streebog512_ctx
{
  /* Chaining value h. */
  uint64_t state[_STREEBOG512_DIGEST_LENGTH];
  /* Message length in bits so far, a 512-bit number. */
  uint64_t count[_STREEBOG512_DIGEST_LENGTH];
  /* Sum of the message blocks modulo 2^512. */
  uint64_t sigma[_STREEBOG512_DIGEST_LENGTH];
  /* Bytes buffered in block. */
  unsigned int index;
  uint8_t block[STREEBOG512_BLOCK_SIZE];
};

void
streebog512_init (struct streebog512_ctx *ctx);

void
streebog512_update (struct streebog512_ctx *ctx,
		    size_t length,
		    const uint8_t *data);

/* Writes the first length bytes of the digest and resets the context. */
void
streebog512_digest (struct streebog512_ctx *ctx,
		    size_t length,
		    uint8_t *digest);

#define STREEBOG256_DIGEST_SIZE 32
#define STREEBOG256_BLOCK_SIZE STREEBOG512_BLOCK_SIZE

/* Streebog-256 differs only in its initial value and output. */
#define streebog256_ctx streebog512_ctx

void
streebog256_init (struct streebog256_ctx *ctx);

#define streebog256_update nettle_streebog512_update

void
streebog256_digest (struct streebog256_ctx *ctx,
		    size_t length,
		    uint8_t *digest);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_STREEBOG_H_INCLUDED */
