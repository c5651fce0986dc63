/* cbc-internal.h

   Internal CBC helpers: the serial encryption loop shared by
   cbc_encrypt and the C variants of cbc_aes*_encrypt, and the
   prototypes of those variants.

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

#ifndef NETTLE_CBC_INTERNAL_H_INCLUDED
#define NETTLE_CBC_INTERNAL_H_INCLUDED

#include <assert.h>
#include <string.h>

#include "nettle-types.h"
#include "aes.h"
#include "memxor.h"

/* The C variants of the dispatched cbc_aesNNN_encrypt entry points
   (fat.c defines the public names). They must not go through
   cbc_encrypt, which would send them straight back to the
   dispatcher. */
void
_nettle_cbc_aes128_encrypt_c(const struct aes128_ctx *ctx, uint8_t *iv,
			     size_t length, uint8_t *dst,
			     const uint8_t *src);
void
_nettle_cbc_aes192_encrypt_c(const struct aes192_ctx *ctx, uint8_t *iv,
			     size_t length, uint8_t *dst,
			     const uint8_t *src);
void
_nettle_cbc_aes256_encrypt_c(const struct aes256_ctx *ctx, uint8_t *iv,
			     size_t length, uint8_t *dst,
			     const uint8_t *src);

/* CBC encryption, one block per call of f: each block's input depends
   on the previous output, so there is nothing to batch. Each
   ciphertext block is formed in dst (previous ciphertext XOR
   plaintext, in place when dst == src) and encrypted there, so no
   per-block copy is made; iv is written once at the end. Inline so
   that no extra internal symbol is exported. */
static inline void
_cbc_encrypt_serial(const void *ctx, nettle_cipher_func *f,
		    size_t block_size, uint8_t *iv,
		    size_t length, uint8_t *dst, const uint8_t *src)
{
  const uint8_t *prev = iv;

  assert(!(length % block_size));
  if (!length)
    return;

  for (; length; length -= block_size,
	 prev = dst, dst += block_size, src += block_size)
    {
      memxor3(dst, prev, src, block_size);
      f(ctx, block_size, dst, dst);
    }
  memcpy(iv, prev, block_size);
}

#endif /* NETTLE_CBC_INTERNAL_H_INCLUDED */
