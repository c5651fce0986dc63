/* sha1.h

   Interface of the SHA-1 message digest (FIPS 180-4). SHA-1 is
   broken for collision resistance; it stays for compatibility.

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
#ifndef NETTLE_SHA1_H_INCLUDED
#define NETTLE_SHA1_H_INCLUDED

#include "nettle-types.h"

#ifdef __cplusplus
extern "C" {
#endif

#define sha1_init nettle_sha1_init
#define sha1_update nettle_sha1_update
#define sha1_digest nettle_sha1_digest
#define sha1_compress nettle_sha1_compress

#define SHA1_DIGEST_SIZE 20
#define SHA1_BLOCK_SIZE 64
/* Old name of SHA1_BLOCK_SIZE. */
#define SHA1_DATA_SIZE SHA1_BLOCK_SIZE

/* Number of 32-bit words of chaining state. */
#define _SHA1_DIGEST_LENGTH 5

struct sha1_ctx
{
  uint32_t state[_SHA1_DIGEST_LENGTH];
  uint64_t count;		/* Whole blocks compressed so far */
  unsigned int index;		/* Bytes buffered in block */
  uint8_t block[SHA1_BLOCK_SIZE];
};

void
sha1_init(struct sha1_ctx *ctx);

void
sha1_update(struct sha1_ctx *ctx,
	    size_t length,
	    const uint8_t *data);

/* Writes the first length (at most SHA1_DIGEST_SIZE) bytes of the
   digest, then re-initialises ctx. */
void
sha1_digest(struct sha1_ctx *ctx,
	    size_t length,
	    uint8_t *digest);

/* One application of the SHA-1 compression function: state is 5
   words, data one 64-byte block. No padding, no counting. */
void
sha1_compress(uint32_t *state, const uint8_t *data);

/* The name older releases exported the compression function under. */
#define _nettle_sha1_compress nettle_sha1_compress

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_SHA1_H_INCLUDED */
