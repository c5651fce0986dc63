/* siv-cmac.h

   SIV-CMAC (RFC 5297) for 128-bit block ciphers.

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

#ifndef NETTLE_SIV_CMAC_H_INCLUDED
#define NETTLE_SIV_CMAC_H_INCLUDED

#include "nettle-types.h"
#include "nettle-meta.h"
#include "cmac.h"
#include "aes.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Name mangling */
#define siv_cmac_set_key nettle_siv_cmac_set_key
#define siv_cmac_encrypt_message nettle_siv_cmac_encrypt_message
#define siv_cmac_decrypt_message nettle_siv_cmac_decrypt_message
#define siv_cmac_aes128_set_key nettle_siv_cmac_aes128_set_key
#define siv_cmac_aes128_encrypt_message nettle_siv_cmac_aes128_encrypt_message
#define siv_cmac_aes128_decrypt_message nettle_siv_cmac_aes128_decrypt_message
#define siv_cmac_aes256_set_key nettle_siv_cmac_aes256_set_key
#define siv_cmac_aes256_encrypt_message nettle_siv_cmac_aes256_encrypt_message
#define siv_cmac_aes256_decrypt_message nettle_siv_cmac_aes256_decrypt_message

#define SIV_BLOCK_SIZE  16
#define SIV_DIGEST_SIZE 16
#define SIV_MIN_NONCE_SIZE 1

/* The key is two cipher keys: the first for S2V (CMAC), the second
   for CTR. nc->key_size each. */
void
siv_cmac_set_key(struct cmac128_key *cmac_key, void *cmac_cipher,
		 void *ctr_cipher, const struct nettle_cipher *nc,
		 const uint8_t *key);

/* dst gets the synthetic IV (SIV_DIGEST_SIZE bytes) followed by the
   ciphertext; clength = message length + SIV_DIGEST_SIZE. The S2V
   inputs are the associated data, the nonce and the message, in that
   order. */
void
siv_cmac_encrypt_message(const struct cmac128_key *cmac_key,
			 const void *cmac_cipher_ctx,
			 const struct nettle_cipher *nc,
			 const void *ctr_ctx,
			 size_t nlength, const uint8_t *nonce,
			 size_t alength, const uint8_t *adata,
			 size_t clength, uint8_t *dst, const uint8_t *src);

/* Returns 1 if the synthetic IV checks; otherwise 0, with dst
   cleared. src holds mlength + SIV_DIGEST_SIZE bytes. */
int
siv_cmac_decrypt_message(const struct cmac128_key *cmac_key,
			 const void *cmac_cipher,
			 const struct nettle_cipher *nc,
			 const void *ctr_cipher,
			 size_t nlength, const uint8_t *nonce,
			 size_t alength, const uint8_t *adata,
			 size_t mlength, uint8_t *dst, const uint8_t *src);

#define SIV_CMAC_CTX(type) \
  { struct cmac128_key cmac_key; type cmac_cipher; type ctr_cipher; }

#define SIV_CMAC_AES128_KEY_SIZE 32

struct siv_cmac_aes128_ctx SIV_CMAC_CTX(struct aes128_ctx);

void
siv_cmac_aes128_set_key(struct siv_cmac_aes128_ctx *ctx, const uint8_t *key);

void
siv_cmac_aes128_encrypt_message(const struct siv_cmac_aes128_ctx *ctx,
				size_t nlength, const uint8_t *nonce,
				size_t alength, const uint8_t *adata,
				size_t clength, uint8_t *dst,
				const uint8_t *src);

int
siv_cmac_aes128_decrypt_message(const struct siv_cmac_aes128_ctx *ctx,
				size_t nlength, const uint8_t *nonce,
				size_t alength, const uint8_t *adata,
				size_t mlength, uint8_t *dst,
				const uint8_t *src);

#define SIV_CMAC_AES256_KEY_SIZE 64

struct siv_cmac_aes256_ctx SIV_CMAC_CTX(struct aes256_ctx);

void
siv_cmac_aes256_set_key(struct siv_cmac_aes256_ctx *ctx, const uint8_t *key);

void
siv_cmac_aes256_encrypt_message(const struct siv_cmac_aes256_ctx *ctx,
				size_t nlength, const uint8_t *nonce,
				size_t alength, const uint8_t *adata,
				size_t clength, uint8_t *dst,
				const uint8_t *src);

int
siv_cmac_aes256_decrypt_message(const struct siv_cmac_aes256_ctx *ctx,
				size_t nlength, const uint8_t *nonce,
				size_t alength, const uint8_t *adata,
				size_t mlength, uint8_t *dst,
				const uint8_t *src);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_SIV_CMAC_H_INCLUDED */
