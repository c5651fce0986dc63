/* aes-keywrap.c

   aes128/192/256_keywrap and _keyunwrap.

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

#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "nist-keywrap.h"

void
aes128_keywrap(struct aes128_ctx *ctx,
	       const uint8_t *iv, size_t ciphertext_length,
	       uint8_t *ciphertext, const uint8_t *cleartext)
{
  nist_keywrap16(ctx, (nettle_cipher_func *) aes128_encrypt, iv,
		 ciphertext_length, ciphertext, cleartext);
}

int
aes128_keyunwrap(struct aes128_ctx *ctx,
		 const uint8_t *iv, size_t cleartext_length,
		 uint8_t *cleartext, const uint8_t *ciphertext)
{
  return nist_keyunwrap16(ctx, (nettle_cipher_func *) aes128_decrypt, iv,
			  cleartext_length, cleartext, ciphertext);
}

void
aes192_keywrap(struct aes192_ctx *ctx,
	       const uint8_t *iv, size_t ciphertext_length,
	       uint8_t *ciphertext, const uint8_t *cleartext)
{
  nist_keywrap16(ctx, (nettle_cipher_func *) aes192_encrypt, iv,
		 ciphertext_length, ciphertext, cleartext);
}

int
aes192_keyunwrap(struct aes192_ctx *ctx,
		 const uint8_t *iv, size_t cleartext_length,
		 uint8_t *cleartext, const uint8_t *ciphertext)
{
  return nist_keyunwrap16(ctx, (nettle_cipher_func *) aes192_decrypt, iv,
			  cleartext_length, cleartext, ciphertext);
}

void
aes256_keywrap(struct aes256_ctx *ctx,
	       const uint8_t *iv, size_t ciphertext_length,
	       uint8_t *ciphertext, const uint8_t *cleartext)
{
  nist_keywrap16(ctx, (nettle_cipher_func *) aes256_encrypt, iv,
		 ciphertext_length, ciphertext, cleartext);
}

int
aes256_keyunwrap(struct aes256_ctx *ctx,
		 const uint8_t *iv, size_t cleartext_length,
		 uint8_t *cleartext, const uint8_t *ciphertext)
{
  return nist_keyunwrap16(ctx, (nettle_cipher_func *) aes256_decrypt, iv,
			  cleartext_length, cleartext, ciphertext);
}
