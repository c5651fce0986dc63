/* eax.c

   EAX mode, generic over a 128-bit block cipher.

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

#include <assert.h>
#include <string.h>

#include "eax.h"
#include "cbcmac-internal.h"
#include "ctr.h"
#include "block16-internal.h"
#include "memxor.h"

/* EAX's OMAC^t(M) is CMAC of the block [t] (15 zero bytes, then t)
   followed by M. Each chain state holds the CBC-MAC value XORed with
   the block not yet encrypted, because the last block is treated
   differently and we learn which one is last only at the digest. The
   digest always XORs pad_block; a padded partial block has already
   had pad_partial = P ^ B XORed in, giving P in total. Only the last
   call for a chain may pass a length that is not a whole number of
   blocks. */

static void
omac_init(union nettle_block16 *state, uint8_t t)
{
  memset(state->b, 0, 15);
  state->b[15] = t;
}

static void
omac_update(union nettle_block16 *state, const struct eax_key *key,
	    const void *cipher, nettle_cipher_func *f,
	    size_t length, const uint8_t *data)
{
  if (length >= 16)
    {
      /* state = E(state) ^ d_1, then E(. ^ d_k) chains: one block
	 with f, the middle ones as CBC-MAC, the last XORed in. */
      size_t n = (length - 16) & ~(size_t) 15;
      f(cipher, 16, state->b, state->b);
      _nettle_cbcmac16(cipher, f, state->b, n, data);
      memxor(state->b, data + n, 16);
      data += n + 16;
      length -= n + 16;
    }
  if (length > 0)
    {
      f(cipher, 16, state->b, state->b);
      memxor(state->b, data, length);
      state->b[length] ^= 0x80;
      memxor(state->b, key->pad_partial.b, 16);
    }
}

static void
omac_final(union nettle_block16 *state, const struct eax_key *key,
	   const void *cipher, nettle_cipher_func *f)
{
  memxor(state->b, key->pad_block.b, 16);
  f(cipher, 16, state->b, state->b);
}

void
eax_set_key(struct eax_key *key, const void *cipher, nettle_cipher_func *f)
{
  union nettle_block16 L;

  memset(L.b, 0, 16);
  f(cipher, 16, L.b, L.b);
  block16_double_be(&key->pad_block, &L);
  block16_double_be(&key->pad_partial, &key->pad_block);
  memxor(key->pad_partial.b, key->pad_block.b, 16);
}

void
eax_set_nonce(struct eax_ctx *eax, const struct eax_key *key,
	      const void *cipher, nettle_cipher_func *f,
	      size_t nonce_length, const uint8_t *nonce)
{
  omac_init(&eax->omac_nonce, 0);
  omac_update(&eax->omac_nonce, key, cipher, f, nonce_length, nonce);
  omac_final(&eax->omac_nonce, key, cipher, f);
  memcpy(eax->ctr.b, eax->omac_nonce.b, 16);

  omac_init(&eax->omac_data, 1);
  omac_init(&eax->omac_message, 2);
}

void
eax_update(struct eax_ctx *eax, const struct eax_key *key,
	   const void *cipher, nettle_cipher_func *f,
	   size_t data_length, const uint8_t *data)
{
  omac_update(&eax->omac_data, key, cipher, f, data_length, data);
}

void
eax_encrypt(struct eax_ctx *eax, const struct eax_key *key,
	    const void *cipher, nettle_cipher_func *f,
	    size_t length, uint8_t *dst, const uint8_t *src)
{
  ctr_crypt(cipher, f, 16, eax->ctr.b, length, dst, src);
  omac_update(&eax->omac_message, key, cipher, f, length, dst);
}

void
eax_decrypt(struct eax_ctx *eax, const struct eax_key *key,
	    const void *cipher, nettle_cipher_func *f,
	    size_t length, uint8_t *dst, const uint8_t *src)
{
  omac_update(&eax->omac_message, key, cipher, f, length, src);
  ctr_crypt(cipher, f, 16, eax->ctr.b, length, dst, src);
}

void
eax_digest(struct eax_ctx *eax, const struct eax_key *key,
	   const void *cipher, nettle_cipher_func *f,
	   size_t length, uint8_t *digest)
{
  assert(length > 0);
  assert(length <= EAX_DIGEST_SIZE);
  omac_final(&eax->omac_data, key, cipher, f);
  omac_final(&eax->omac_message, key, cipher, f);

  memxor(eax->omac_nonce.b, eax->omac_data.b, 16);
  memxor3(digest, eax->omac_nonce.b, eax->omac_message.b, length);
}
