/* ripemd160.h

   Interface of the RIPEMD-160 message digest (Dobbertin,
   Bosselaers, Preneel, 1996; ISO/IEC 10118-3).

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
#ifndef NETTLE_RIPEMD160_H_INCLUDED
#define NETTLE_RIPEMD160_H_INCLUDED

#include "nettle-types.h"

#ifdef __cplusplus
extern "C" {
#endif

#define ripemd160_init nettle_ripemd160_init
#define ripemd160_update nettle_ripemd160_update
#define ripemd160_digest nettle_ripemd160_digest

#define RIPEMD160_DIGEST_SIZE 20
#define RIPEMD160_BLOCK_SIZE 64
/* Old name of RIPEMD160_BLOCK_SIZE. */
#define RIPEMD160_DATA_SIZE RIPEMD160_BLOCK_SIZE

/* Number of 32-bit words of chaining state. */
#define _RIPEMD160_DIGEST_LENGTH 5

struct ripemd160_ctx
{
  uint32_t state[_RIPEMD160_DIGEST_LENGTH];
  uint64_t count;		/* Whole blocks compressed so far */
  unsigned int index;		/* Bytes buffered in block */
  uint8_t block[RIPEMD160_BLOCK_SIZE];
};

void
ripemd160_init(struct ripemd160_ctx *ctx);

void
ripemd160_update(struct ripemd160_ctx *ctx,
		 size_t length,
		 const uint8_t *data);

/* Writes the first length (at most RIPEMD160_DIGEST_SIZE) bytes of
   the digest, then re-initialises ctx. */
void
ripemd160_digest(struct ripemd160_ctx *ctx,
		 size_t length,
		 uint8_t *digest);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_RIPEMD160_H_INCLUDED */
