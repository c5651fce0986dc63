/* serpent.h

   The Serpent block cipher (Anderson, Biham, Knudsen), as Nettle 3.10.2.

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

#ifndef NETTLE_SERPENT_H_INCLUDED
#define NETTLE_SERPENT_H_INCLUDED

#include "nettle-types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Name mangling */
#define serpent_set_key nettle_serpent_set_key
#define serpent128_set_key nettle_serpent128_set_key
#define serpent192_set_key nettle_serpent192_set_key
#define serpent256_set_key nettle_serpent256_set_key
#define serpent_encrypt nettle_serpent_encrypt
#define serpent_decrypt nettle_serpent_decrypt

#define SERPENT_BLOCK_SIZE 16

/* Serpent is defined for a 256-bit key; shorter keys are padded as the
   specification says (a 1 bit, then zeros), so they are no faster. */
#define SERPENT_KEY_SIZE 32

/* Keys of 128 to 256 bits are the documented range (serpent_set_key
   takes any length up to 32 octets). */
#define SERPENT_MIN_KEY_SIZE 16
#define SERPENT_MAX_KEY_SIZE 32

#define SERPENT128_KEY_SIZE 16
#define SERPENT192_KEY_SIZE 24
#define SERPENT256_KEY_SIZE 32

struct serpent_ctx
{
  /* The 33 round keys, K0..K32, four words each. */
  uint32_t keys[33][4];
};

/* Asserts length <= SERPENT_MAX_KEY_SIZE. */
void
serpent_set_key (struct serpent_ctx *ctx,
		 size_t length, const uint8_t *key);
void
serpent128_set_key (struct serpent_ctx *ctx, const uint8_t *key);
void
serpent192_set_key (struct serpent_ctx *ctx, const uint8_t *key);
void
serpent256_set_key (struct serpent_ctx *ctx, const uint8_t *key);

/* length must be a multiple of SERPENT_BLOCK_SIZE; dst == src is
   allowed. */
void
serpent_encrypt (const struct serpent_ctx *ctx,
		 size_t length, uint8_t *dst,
		 const uint8_t *src);
void
serpent_decrypt (const struct serpent_ctx *ctx,
		 size_t length, uint8_t *dst,
		 const uint8_t *src);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_SERPENT_H_INCLUDED */
