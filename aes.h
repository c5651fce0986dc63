/* aes.h

   The AES block cipher (FIPS 197) with 128, 192 and 256-bit keys: one
   context type per key size, plus the older variable-key-size aes_ctx
   interface, kept for compatibility and marked deprecated.

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

#ifndef NETTLE_AES_H_INCLUDED
#define NETTLE_AES_H_INCLUDED

#include "nettle-types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Source names and the symbols they stand for. */
#define aes_set_encrypt_key nettle_aes_set_encrypt_key
#define aes_set_decrypt_key nettle_aes_set_decrypt_key
#define aes_invert_key nettle_aes_invert_key
#define aes_encrypt nettle_aes_encrypt
#define aes_decrypt nettle_aes_decrypt
#define aes128_set_encrypt_key nettle_aes128_set_encrypt_key
#define aes128_set_decrypt_key nettle_aes128_set_decrypt_key
#define aes128_invert_key nettle_aes128_invert_key
#define aes128_encrypt nettle_aes128_encrypt
#define aes128_decrypt nettle_aes128_decrypt
#define aes192_set_encrypt_key nettle_aes192_set_encrypt_key
#define aes192_set_decrypt_key nettle_aes192_set_decrypt_key
#define aes192_invert_key nettle_aes192_invert_key
#define aes192_encrypt nettle_aes192_encrypt
#define aes192_decrypt nettle_aes192_decrypt
#define aes256_set_encrypt_key nettle_aes256_set_encrypt_key
#define aes256_set_decrypt_key nettle_aes256_set_decrypt_key
#define aes256_invert_key nettle_aes256_invert_key
#define aes256_encrypt nettle_aes256_encrypt
#define aes256_decrypt nettle_aes256_decrypt

/* Every key size works on 16-byte blocks. */
#define AES_BLOCK_SIZE 16

#define AES128_KEY_SIZE 16
#define AES192_KEY_SIZE 24
#define AES256_KEY_SIZE 32

/* Number of rounds for each key size. A schedule holds one 4-word
   round key more than there are rounds. */
#define _AES128_ROUNDS 10
#define _AES192_ROUNDS 12
#define _AES256_ROUNDS 14

/* The contexts hold nothing but the expanded key: the round keys for
   encryption, or after set_decrypt_key / invert_key, for decryption.
   Encryption and decryption never modify them. */

struct aes128_ctx
{
  uint32_t keys[4 * (_AES128_ROUNDS + 1)];
};

void
aes128_set_encrypt_key(struct aes128_ctx *ctx, const uint8_t *key);

void
aes128_set_decrypt_key(struct aes128_ctx *ctx, const uint8_t *key);

/* Turns an encryption schedule into a decryption schedule; dst may be
   the same context as src. */
void
aes128_invert_key(struct aes128_ctx *dst,
		  const struct aes128_ctx *src);

/* length must be a multiple of AES_BLOCK_SIZE; dst may equal src. */
void
aes128_encrypt(const struct aes128_ctx *ctx,
	       size_t length, uint8_t *dst,
	       const uint8_t *src);

void
aes128_decrypt(const struct aes128_ctx *ctx,
	       size_t length, uint8_t *dst,
	       const uint8_t *src);

struct aes192_ctx
{
  uint32_t keys[4 * (_AES192_ROUNDS + 1)];
};

void
aes192_set_encrypt_key(struct aes192_ctx *ctx, const uint8_t *key);

void
aes192_set_decrypt_key(struct aes192_ctx *ctx, const uint8_t *key);

void
aes192_invert_key(struct aes192_ctx *dst,
		  const struct aes192_ctx *src);

void
aes192_encrypt(const struct aes192_ctx *ctx,
	       size_t length, uint8_t *dst,
	       const uint8_t *src);

void
aes192_decrypt(const struct aes192_ctx *ctx,
	       size_t length, uint8_t *dst,
	       const uint8_t *src);

struct aes256_ctx
{
  uint32_t keys[4 * (_AES256_ROUNDS + 1)];
};

void
aes256_set_encrypt_key(struct aes256_ctx *ctx, const uint8_t *key);

void
aes256_set_decrypt_key(struct aes256_ctx *ctx, const uint8_t *key);

void
aes256_invert_key(struct aes256_ctx *dst,
		  const struct aes256_ctx *src);

void
aes256_encrypt(const struct aes256_ctx *ctx,
	       size_t length, uint8_t *dst,
	       const uint8_t *src);

void
aes256_decrypt(const struct aes256_ctx *ctx,
	       size_t length, uint8_t *dst,
	       const uint8_t *src);

/* The legacy interface (Nettle 2.7 and earlier): one context for all
   three key sizes, chosen when the key is set. New code should use the
   fixed-size contexts above. */

/* Key lengths accepted by aes_set_encrypt_key: 16, 24 or 32 bytes;
   nothing in between. */
#define AES_MIN_KEY_SIZE AES128_KEY_SIZE
#define AES_MAX_KEY_SIZE AES256_KEY_SIZE

/* The default key size of the legacy interface. */
#define AES_KEY_SIZE 32

struct aes_ctx
{
  /* Key length in bytes: 16, 24 or 32. Selects the member of u. */
  unsigned key_size;
  union {
    struct aes128_ctx ctx128;
    struct aes192_ctx ctx192;
    struct aes256_ctx ctx256;
  } u;
};

void
aes_set_encrypt_key(struct aes_ctx *ctx,
		    size_t length, const uint8_t *key)
  _NETTLE_ATTRIBUTE_DEPRECATED;

void
aes_set_decrypt_key(struct aes_ctx *ctx,
		    size_t length, const uint8_t *key)
  _NETTLE_ATTRIBUTE_DEPRECATED;

void
aes_invert_key(struct aes_ctx *dst,
	       const struct aes_ctx *src)
  _NETTLE_ATTRIBUTE_DEPRECATED;

void
aes_encrypt(const struct aes_ctx *ctx,
	    size_t length, uint8_t *dst,
	    const uint8_t *src)
  _NETTLE_ATTRIBUTE_DEPRECATED;

void
aes_decrypt(const struct aes_ctx *ctx,
	    size_t length, uint8_t *dst,
	    const uint8_t *src)
  _NETTLE_ATTRIBUTE_DEPRECATED;

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_AES_H_INCLUDED */
