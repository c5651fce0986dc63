/* cbc.h

   Cipher block chaining mode (CBC) for any block cipher, and the
   AES-specific CBC encryption entry points.

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

#ifndef NETTLE_CBC_H_INCLUDED
#define NETTLE_CBC_H_INCLUDED

#include "nettle-types.h"
#include "aes.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Name mangling */
#define cbc_encrypt nettle_cbc_encrypt
#define cbc_decrypt nettle_cbc_decrypt
#define cbc_aes128_encrypt nettle_cbc_aes128_encrypt
#define cbc_aes192_encrypt nettle_cbc_aes192_encrypt
#define cbc_aes256_encrypt nettle_cbc_aes256_encrypt

/* length must be a multiple of block_size. iv (block_size bytes) is
   updated to the last ciphertext block, so consecutive calls chain. */
void
cbc_encrypt(const void *ctx, nettle_cipher_func *f,
	    size_t block_size, uint8_t *iv,
	    size_t length, uint8_t *dst,
	    const uint8_t *src);

/* f is the block decryption function. Same conventions as
   cbc_encrypt; dst == src is allowed. */
void
cbc_decrypt(const void *ctx, nettle_cipher_func *f,
	    size_t block_size, uint8_t *iv,
	    size_t length, uint8_t *dst,
	    const uint8_t *src);

/* A context holding a cipher context and its IV. */
#define CBC_CTX(type, size) \
{ type ctx; uint8_t iv[size]; }

#define CBC_SET_IV(ctx, data) \
memcpy((ctx)->iv, (data), sizeof((ctx)->iv))

/* The dead first operand of ?: makes the compiler check that f takes
   a pointer to the embedded context. NULL is not used because this
   header does not include anything that defines it. */
#define CBC_ENCRYPT(self, f, length, dst, src)			\
  (0 ? ((f)(&(self)->ctx, ~(size_t) 0,				\
	    (uint8_t *) 0, (const uint8_t *) 0))		\
   : cbc_encrypt((void *) &(self)->ctx,				\
		 (nettle_cipher_func *) (f),			\
		 sizeof((self)->iv), (self)->iv,		\
		 (length), (dst), (src)))

#define CBC_DECRYPT(self, f, length, dst, src)			\
  (0 ? ((f)(&(self)->ctx, ~(size_t) 0,				\
	    (uint8_t *) 0, (const uint8_t *) 0))		\
   : cbc_decrypt((void *) &(self)->ctx,				\
		 (nettle_cipher_func *) (f),			\
		 sizeof((self)->iv), (self)->iv,		\
		 (length), (dst), (src)))

/* CBC encryption with AES, dispatched at run time to the fastest
   implementation for the CPU. length must be a multiple of
   AES_BLOCK_SIZE. */
void
cbc_aes128_encrypt(const struct aes128_ctx *ctx, uint8_t *iv,
		   size_t length, uint8_t *dst, const uint8_t *src);

void
cbc_aes192_encrypt(const struct aes192_ctx *ctx, uint8_t *iv,
		   size_t length, uint8_t *dst, const uint8_t *src);

void
cbc_aes256_encrypt(const struct aes256_ctx *ctx, uint8_t *iv,
		   size_t length, uint8_t *dst, const uint8_t *src);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_CBC_H_INCLUDED */
