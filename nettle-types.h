/* nettle-types.h

   Basic types shared by every fastnettle header: function-pointer
   types for ciphers, hashes and armors, and the 8/16-byte block unions.

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

#ifndef NETTLE_TYPES_H_INCLUDED
#define NETTLE_TYPES_H_INCLUDED

/* size_t, and the fixed-width integer types. */
#include <stddef.h>
#include <stdint.h>

#ifdef __GNUC__
# define _NETTLE_ATTRIBUTE_PURE __attribute__((pure))
# define _NETTLE_ATTRIBUTE_DEPRECATED __attribute__((deprecated))
#else
# define _NETTLE_ATTRIBUTE_PURE
# define _NETTLE_ATTRIBUTE_DEPRECATED
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* A 16-byte block that can also be handled as machine words. The
   alignment (8 on LP64, 4 on i386) is part of the ABI of every
   context that embeds one. */
union nettle_block16
{
  uint8_t b[16];
  unsigned long w[16 / sizeof(unsigned long)];
  uint64_t u64[2];
};

union nettle_block8
{
  uint8_t b[8];
  uint64_t u64;
};

/* Fills dst with length random bytes. */
typedef void nettle_random_func(void *ctx, size_t length, uint8_t *dst);

/* Called with a character now and then during long computations. */
typedef void nettle_progress_func(void *ctx, int c);

/* realloc with a context; length 0 frees. */
typedef void *nettle_realloc_func(void *ctx, void *p, size_t length);

/* Key set-up, for ciphers and MACs of a fixed key size. */
typedef void nettle_set_key_func(void *ctx, const uint8_t *key);

/* A block cipher applied to length bytes, a whole number of blocks;
   the context is not modified. */
typedef void nettle_cipher_func(const void *ctx,
				size_t length, uint8_t *dst,
				const uint8_t *src);

/* A stream cipher or AEAD step; the context is updated. */
typedef void nettle_crypt_func(void *ctx,
			       size_t length, uint8_t *dst,
			       const uint8_t *src);

typedef void nettle_hash_init_func(void *ctx);
typedef void nettle_hash_update_func(void *ctx,
				     size_t length,
				     const uint8_t *src);
typedef void nettle_hash_digest_func(void *ctx,
				     size_t length, uint8_t *dst);

/* Armors (base16, base64, base64url). */
typedef size_t nettle_armor_length_func(size_t length);
typedef void nettle_armor_init_func(void *ctx);

typedef size_t nettle_armor_encode_update_func(void *ctx,
					       char *dst,
					       size_t src_length,
					       const uint8_t *src);

typedef size_t nettle_armor_encode_final_func(void *ctx, char *dst);

typedef int nettle_armor_decode_update_func(void *ctx,
					    size_t *dst_length,
					    uint8_t *dst,
					    size_t src_length,
					    const char *src);

typedef int nettle_armor_decode_final_func(void *ctx);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_TYPES_H_INCLUDED */
