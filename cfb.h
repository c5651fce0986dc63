/* cfb.h

   Cipher feedback mode: full-block CFB and the 8-bit variant CFB8,
   for any block cipher.

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

#ifndef NETTLE_CFB_H_INCLUDED
#define NETTLE_CFB_H_INCLUDED

#include "nettle-types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Name mangling */
#define cfb_encrypt nettle_cfb_encrypt
#define cfb_decrypt nettle_cfb_decrypt

#define cfb8_encrypt nettle_cfb8_encrypt
#define cfb8_decrypt nettle_cfb8_decrypt

/* f is the block ENCRYPTION function for both directions. Any length;
   iv is updated after every whole block, so calls chain as long as
   every call but the last has a length that is a multiple of
   block_size. A final partial block is handled with the current iv,
   which is then left as it was. */
void
cfb_encrypt(const void *ctx, nettle_cipher_func *f,
	    size_t block_size, uint8_t *iv,
	    size_t length, uint8_t *dst,
	    const uint8_t *src);

void
cfb_decrypt(const void *ctx, nettle_cipher_func *f,
	    size_t block_size, uint8_t *iv,
	    size_t length, uint8_t *dst,
	    const uint8_t *src);

/* CFB with 8-bit feedback: one block encryption per byte. iv is the
   shift register and is always up to date, so calls chain for any
   lengths. */
void
cfb8_encrypt(const void *ctx, nettle_cipher_func *f,
	     size_t block_size, uint8_t *iv,
	     size_t length, uint8_t *dst,
	     const uint8_t *src);

void
cfb8_decrypt(const void *ctx, nettle_cipher_func *f,
	     size_t block_size, uint8_t *iv,
	     size_t length, uint8_t *dst,
	     const uint8_t *src);

#define CFB_CTX(type, size) \
{ type ctx; uint8_t iv[size]; }

#define CFB_SET_IV(ctx, data) \
memcpy((ctx)->iv, (data), sizeof((ctx)->iv))

#define CFB8_CTX CFB_CTX
#define CFB8_SET_IV CFB_SET_IV

/* See CBC_ENCRYPT in cbc.h for the dead ?: operand. */
#define CFB_ENCRYPT(self, f, length, dst, src)			\
  (0 ? ((f)(&(self)->ctx, ~(size_t) 0,				\
	    (uint8_t *) 0, (const uint8_t *) 0))		\
   : cfb_encrypt((void *) &(self)->ctx,				\
		 (nettle_cipher_func *) (f),			\
		 sizeof((self)->iv), (self)->iv,		\
		 (length), (dst), (src)))

#define CFB_DECRYPT(self, f, length, dst, src)			\
  (0 ? ((f)(&(self)->ctx, ~(size_t) 0,				\
	    (uint8_t *) 0, (const uint8_t *) 0))		\
   : cfb_decrypt((void *) &(self)->ctx,				\
		 (nettle_cipher_func *) (f),			\
		 sizeof((self)->iv), (self)->iv,		\
		 (length), (dst), (src)))

#define CFB8_ENCRYPT(self, f, length, dst, src)			\
  (0 ? ((f)(&(self)->ctx, ~(size_t) 0,				\
	    (uint8_t *) 0, (const uint8_t *) 0))		\
   : cfb8_encrypt((void *) &(self)->ctx,			\
		  (nettle_cipher_func *) (f),			\
		  sizeof((self)->iv), (self)->iv,		\
		  (length), (dst), (src)))

#define CFB8_DECRYPT(self, f, length, dst, src)			\
  (0 ? ((f)(&(self)->ctx, ~(size_t) 0,				\
	    (uint8_t *) 0, (const uint8_t *) 0))		\
   : cfb8_decrypt((void *) &(self)->ctx,			\
		  (nettle_cipher_func *) (f),			\
		  sizeof((self)->iv), (self)->iv,		\
		  (length), (dst), (src)))

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_CFB_H_INCLUDED */
