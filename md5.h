/* md5.h

   Interface of the MD5 message digest (RFC 1321). MD5 is broken for
   collision resistance; it stays for compatibility.

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
#ifndef NETTLE_MD5_H_INCLUDED
#define NETTLE_MD5_H_INCLUDED

#include "nettle-types.h"

#ifdef __cplusplus
extern "C" {
#endif

#define md5_init nettle_md5_init
#define md5_update nettle_md5_update
#define md5_digest nettle_md5_digest
#define md5_compress nettle_md5_compress

#define MD5_DIGEST_SIZE 16
#define MD5_BLOCK_SIZE 64
/* Old name of MD5_BLOCK_SIZE. */
#define MD5_DATA_SIZE MD5_BLOCK_SIZE

/* Number of 32-bit words of chaining state. */
#define _MD5_DIGEST_LENGTH 4

struct md5_ctx
{
  uint32_t state[_MD5_DIGEST_LENGTH];
  uint64_t count;		/* Whole blocks compressed so far */
  unsigned index;		/* Bytes buffered in block */
  uint8_t block[MD5_BLOCK_SIZE];
};

void
md5_init(struct md5_ctx *ctx);

void
md5_update(struct md5_ctx *ctx,
	   size_t length,
	   const uint8_t *data);

/* Writes the first length (at most MD5_DIGEST_SIZE) bytes of the
   digest, then re-initialises ctx. */
void
md5_digest(struct md5_ctx *ctx,
	   size_t length,
	   uint8_t *digest);

/* One application of the MD5 compression function: state is 4 words,
   data one 64-byte block. No padding, no counting. */
void
md5_compress(uint32_t *state, const uint8_t *data);

/* The name older releases exported the compression function under. */
#define _nettle_md5_compress nettle_md5_compress

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_MD5_H_INCLUDED */
