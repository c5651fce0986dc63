/* cast128.h

   The CAST-128 block cipher (RFC 2144), also called CAST5.

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

#ifndef NETTLE_CAST128_H_INCLUDED
#define NETTLE_CAST128_H_INCLUDED

#include "nettle-types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Name mangling */
#define cast5_set_key nettle_cast5_set_key
#define cast128_set_key nettle_cast128_set_key
#define cast128_encrypt nettle_cast128_encrypt
#define cast128_decrypt nettle_cast128_decrypt

#define CAST128_BLOCK_SIZE 8

/* Variable key size between 40 and 128 bits. */
#define CAST5_MIN_KEY_SIZE 5
#define CAST5_MAX_KEY_SIZE 16

#define CAST128_KEY_SIZE 16

struct cast128_ctx
{
  /* 12 for keys of at most 80 bits, otherwise 16. */
  unsigned rounds;
  /* Rotation amounts, 0..31. */
  unsigned char Kr[16];
  /* Masking subkeys. */
  uint32_t Km[16];
};

/* Asserts CAST5_MIN_KEY_SIZE <= length <= CAST5_MAX_KEY_SIZE. */
void
cast5_set_key (struct cast128_ctx *ctx,
	       size_t length, const uint8_t *key);

/* A 16-octet key. */
void
cast128_set_key (struct cast128_ctx *ctx, const uint8_t *key);

/* length must be a multiple of CAST128_BLOCK_SIZE; dst == src is
   allowed. */
void
cast128_encrypt (const struct cast128_ctx *ctx,
		 size_t length, uint8_t *dst,
		 const uint8_t *src);
void
cast128_decrypt (const struct cast128_ctx *ctx,
		 size_t length, uint8_t *dst,
		 const uint8_t *src);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_CAST128_H_INCLUDED */
