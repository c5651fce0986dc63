/* blowfish.h

   The Blowfish block cipher (Schneier) and the bcrypt password hash,
   as Nettle 3.10.2.

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

#ifndef NETTLE_BLOWFISH_H_INCLUDED
#define NETTLE_BLOWFISH_H_INCLUDED

#include "nettle-types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Name mangling */
#define blowfish_set_key nettle_blowfish_set_key
#define blowfish128_set_key nettle_blowfish128_set_key
#define blowfish_encrypt nettle_blowfish_encrypt
#define blowfish_decrypt nettle_blowfish_decrypt
#define blowfish_bcrypt_hash nettle_blowfish_bcrypt_hash
#define blowfish_bcrypt_verify nettle_blowfish_bcrypt_verify

#define BLOWFISH_BLOCK_SIZE 8

/* Variable key size between 64 and 448 bits (blowfish_set_key takes
   any length from 1 octet). */
#define BLOWFISH_MIN_KEY_SIZE 8
#define BLOWFISH_MAX_KEY_SIZE 56

/* Default to 128 bits */
#define BLOWFISH_KEY_SIZE 16

#define BLOWFISH128_KEY_SIZE 16

#define _BLOWFISH_ROUNDS 16

/* A bcrypt hash string with its terminating NUL, and the size of a
   binary salt. */
#define BLOWFISH_BCRYPT_HASH_SIZE (60 + 1)
#define BLOWFISH_BCRYPT_BINSALT_SIZE 16

struct blowfish_ctx
{
  uint32_t s[4][256];
  uint32_t p[_BLOWFISH_ROUNDS + 2];
};

/* Returns 0 for a weak key (one whose S-boxes repeat an entry),
   otherwise 1; the context is usable either way. length must not be
   0. */
int
blowfish_set_key (struct blowfish_ctx *ctx,
		  size_t length, const uint8_t *key);
int
blowfish128_set_key (struct blowfish_ctx *ctx, const uint8_t *key);

/* length must be a multiple of BLOWFISH_BLOCK_SIZE; dst == src is
   allowed. */
void
blowfish_encrypt (const struct blowfish_ctx *ctx,
		  size_t length, uint8_t *dst,
		  const uint8_t *src);
void
blowfish_decrypt (const struct blowfish_ctx *ctx,
		  size_t length, uint8_t *dst,
		  const uint8_t *src);

/* bcrypt. dst gets a NUL-terminated hash string of
   BLOWFISH_BCRYPT_HASH_SIZE octets. scheme (lenscheme octets) is
   either the bare variant ("2a", "2b", "2x" or "2y", optionally as
   "$2b" or "$2b$") or a prefix of an existing hash ("$2b$10$" and
   perhaps the salt). log2rounds is the cost (4..31), or -1 to take it
   from scheme; salt is BLOWFISH_BCRYPT_BINSALT_SIZE octets, or NULL to
   take it from scheme. key (lenkey octets) is the password; the octet
   after it is taken as a NUL, and only the first 72 octets of key and
   NUL count. Returns 1 on success, 0 (and an empty string in dst) on
   bad input. */
int
blowfish_bcrypt_hash (uint8_t *dst,
		      size_t lenkey, const uint8_t *key,
		      size_t lenscheme, const uint8_t *scheme,
		      int log2rounds,
		      const uint8_t *salt);

/* Returns 1 if hashed (lenhashed octets, a complete hash string) is
   the bcrypt hash of key, otherwise 0. */
int
blowfish_bcrypt_verify (size_t lenkey, const uint8_t *key,
			size_t lenhashed, const uint8_t *hashed);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_BLOWFISH_H_INCLUDED */
