/* gosthash94.h

   The GOST R 34.11-94 hash function (RFC 5831), with the S-boxes of
   the standard's test parameter set (gosthash94) or the CryptoPro
   parameter set of RFC 4357 (gosthash94cp). Both share one context
   type and one init function.

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

#ifndef NETTLE_GOSTHASH94_H_INCLUDED
#define NETTLE_GOSTHASH94_H_INCLUDED

#include "nettle-types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Source names and the symbols they stand for. */
#define gosthash94_init nettle_gosthash94_init
#define gosthash94_update nettle_gosthash94_update
#define gosthash94_digest nettle_gosthash94_digest

#define gosthash94cp_update nettle_gosthash94cp_update
#define gosthash94cp_digest nettle_gosthash94cp_digest

#define GOSTHASH94_BLOCK_SIZE 32
#define GOSTHASH94_DIGEST_SIZE 32

/* Older name. */
#define GOSTHASH94_DATA_SIZE GOSTHASH94_BLOCK_SIZE

#define GOSTHASH94CP_BLOCK_SIZE GOSTHASH94_BLOCK_SIZE
#define GOSTHASH94CP_DIGEST_SIZE GOSTHASH94_DIGEST_SIZE

struct gosthash94_ctx
{
  /* Chaining value H, as eight little-endian words. */
  uint32_t hash[8];
  /* Sum of the message blocks modulo 2^256 (the control sum). */
  uint32_t sum[8];
  /* Number of whole blocks processed. */
  uint64_t count;
  /* Bytes buffered in block. */
  unsigned index;
  uint8_t block[GOSTHASH94_BLOCK_SIZE];
};

#define gosthash94cp_ctx gosthash94_ctx

void
gosthash94_init (struct gosthash94_ctx *ctx);

void
gosthash94_update (struct gosthash94_ctx *ctx,
		   size_t length, const uint8_t *msg);

/* Writes the first length bytes of the digest and resets the context. */
void
gosthash94_digest (struct gosthash94_ctx *ctx,
		   size_t length, uint8_t *result);

#define gosthash94cp_init gosthash94_init

void
gosthash94cp_update (struct gosthash94_ctx *ctx,
		     size_t length, const uint8_t *msg);

void
gosthash94cp_digest (struct gosthash94_ctx *ctx,
		     size_t length, uint8_t *result);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_GOSTHASH94_H_INCLUDED */
