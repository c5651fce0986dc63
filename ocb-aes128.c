/* ocb-aes128.c

   OCB with AES-128.

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

#include "ocb.h"

#define ENC ((nettle_cipher_func *) aes128_encrypt)
#define DEC ((nettle_cipher_func *) aes128_decrypt)

void
ocb_aes128_set_encrypt_key(struct ocb_aes128_encrypt_key *ocb,
			   const uint8_t *key)
{
  aes128_set_encrypt_key(&ocb->encrypt, key);
  ocb_set_key(&ocb->ocb, &ocb->encrypt, ENC);
}

void
ocb_aes128_set_decrypt_key(struct ocb_aes128_encrypt_key *ocb,
			   struct aes128_ctx *decrypt, const uint8_t *key)
{
  ocb_aes128_set_encrypt_key(ocb, key);
  aes128_invert_key(decrypt, &ocb->encrypt);
}

void
ocb_aes128_set_nonce(struct ocb_ctx *ctx,
		     const struct ocb_aes128_encrypt_key *key,
		     size_t tag_length, size_t nonce_length,
		     const uint8_t *nonce)
{
  ocb_set_nonce(ctx, &key->encrypt, ENC, tag_length, nonce_length, nonce);
}

void
ocb_aes128_update(struct ocb_ctx *ctx,
		  const struct ocb_aes128_encrypt_key *key,
		  size_t length, const uint8_t *data)
{
  ocb_update(ctx, &key->ocb, &key->encrypt, ENC, length, data);
}

void
ocb_aes128_encrypt(struct ocb_ctx *ctx,
		   const struct ocb_aes128_encrypt_key *key,
		   size_t length, uint8_t *dst, const uint8_t *src)
{
  ocb_encrypt(ctx, &key->ocb, &key->encrypt, ENC, length, dst, src);
}

void
ocb_aes128_decrypt(struct ocb_ctx *ctx,
		   const struct ocb_aes128_encrypt_key *key,
		   const struct aes128_ctx *decrypt,
		   size_t length, uint8_t *dst, const uint8_t *src)
{
  ocb_decrypt(ctx, &key->ocb, &key->encrypt, ENC, decrypt, DEC,
	      length, dst, src);
}

void
ocb_aes128_digest(struct ocb_ctx *ctx,
		  const struct ocb_aes128_encrypt_key *key,
		  size_t length, uint8_t *digest)
{
  ocb_digest(ctx, &key->ocb, &key->encrypt, ENC, length, digest);
}

void
ocb_aes128_encrypt_message(const struct ocb_aes128_encrypt_key *key,
			   size_t nlength, const uint8_t *nonce,
			   size_t alength, const uint8_t *adata,
			   size_t tlength,
			   size_t clength, uint8_t *dst, const uint8_t *src)
{
  ocb_encrypt_message(&key->ocb, &key->encrypt, ENC, nlength, nonce,
		      alength, adata, tlength, clength, dst, src);
}

int
ocb_aes128_decrypt_message(const struct ocb_aes128_encrypt_key *key,
			   const struct aes128_ctx *decrypt,
			   size_t nlength, const uint8_t *nonce,
			   size_t alength, const uint8_t *adata,
			   size_t tlength,
			   size_t mlength, uint8_t *dst, const uint8_t *src)
{
  return ocb_decrypt_message(&key->ocb, &key->encrypt, ENC, decrypt, DEC,
			     nlength, nonce, alength, adata,
			     tlength, mlength, dst, src);
}
