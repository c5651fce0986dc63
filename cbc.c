/* cbc.c

   Cipher block chaining mode (CBC): cbc_encrypt and cbc_decrypt for
   any block cipher. Encryption with AES goes to the dispatched
   cbc_aesNNN_encrypt, with Camellia to _nettle_cbc_camellia_encrypt;
   decryption with AES first offers the message to the dispatched bulk
   routine _nettle_cbc_aes_decrypt.

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

#include "cbc.h"

#include "aes-internal.h"
#include "block16-internal.h"
#include "camellia.h"
#include "camellia-internal.h"
#include "cbc-internal.h"
#include "memxor.h"

/* In-place decryption decrypts through a stack buffer of at most this
   many bytes (whole blocks), one call of f per buffer. */
#define CBC_BUFFER_LIMIT 512

/* Out-of-place decryption decrypts straight into dst, this many bytes
   (rounded down to whole blocks) per call of f, so that the XOR pass
   finds the data still in the L1 cache. */
#define CBC_CHUNK 4096

/* dst ^= src for one block: inline for 16 bytes, where a memxor call
   cost as much as the rest of a one-block message's overhead (a
   short message is one block more often than not). */
static inline void
xor_first_block(uint8_t *dst, const uint8_t *src, size_t block_size)
{
  if (block_size == 16)
    block16_xor_bytes(dst, src);
  else
    memxor(dst, src, block_size);
}

void
cbc_encrypt(const void *ctx, nettle_cipher_func *f,
	    size_t block_size, uint8_t *iv,
	    size_t length, uint8_t *dst,
	    const uint8_t *src)
{
  assert(!(length % block_size));

  /* The typed AES entry points have whole-mode assembly (AES-NI keeps
     the chaining value in a register). Only the three per-size
     functions are recognised: their contexts are exactly the
     cbc_aesNNN_encrypt ones. */
  if (block_size == AES_BLOCK_SIZE)
    {
      if (f == (nettle_cipher_func *) aes128_encrypt)
	{
	  cbc_aes128_encrypt(ctx, iv, length, dst, src);
	  return;
	}
      if (f == (nettle_cipher_func *) aes256_encrypt)
	{
	  cbc_aes256_encrypt(ctx, iv, length, dst, src);
	  return;
	}
      if (f == (nettle_cipher_func *) aes192_encrypt)
	{
	  cbc_aes192_encrypt(ctx, iv, length, dst, src);
	  return;
	}
      /* Camellia too, in either direction (the subkeys decide);
	 Camellia-192 contexts are Camellia-256 ones and share
	 camellia256_crypt. */
      if (f == (nettle_cipher_func *) camellia128_crypt)
	{
	  _nettle_cbc_camellia_encrypt(
	    _CAMELLIA128_NKEYS, ((const struct camellia128_ctx *) ctx)->keys,
	    iv, length, dst, src);
	  return;
	}
      if (f == (nettle_cipher_func *) camellia256_crypt)
	{
	  _nettle_cbc_camellia_encrypt(
	    _CAMELLIA256_NKEYS, ((const struct camellia256_ctx *) ctx)->keys,
	    iv, length, dst, src);
	  return;
	}
    }
  _cbc_encrypt_serial(ctx, f, block_size, iv, length, dst, src);
}

void
cbc_decrypt(const void *ctx, nettle_cipher_func *f,
	    size_t block_size, uint8_t *iv,
	    size_t length, uint8_t *dst,
	    const uint8_t *src)
{
  assert(!(length % block_size));

  if (!length)
    return;

  if (block_size == AES_BLOCK_SIZE)
    {
      unsigned rounds;
      int decrypt;
      const uint32_t *keys = _nettle_aes_cipher_keys(f, ctx,
						     &rounds, &decrypt);
      if (keys && decrypt)
	{
	  size_t done = _nettle_cbc_aes_decrypt(rounds, keys, iv,
						length, dst, src);
	  length -= done;
	  dst += done;
	  src += done;
	  if (!length)
	    return;
	}
    }

  if (dst != src)
    {
      /* Every ciphertext block stays readable in src, so each chunk
	 is decrypted into dst in one call and then XORed with the
	 ciphertext shifted by one block. */
      size_t chunk = block_size * (CBC_CHUNK / block_size);
      const uint8_t *prev = iv;

      if (!chunk)
	chunk = block_size;

      while (length)
	{
	  size_t part = length < chunk ? length : chunk;

	  f(ctx, part, dst, src);
	  xor_first_block(dst, prev, block_size);
	  if (part > block_size)
	    memxor(dst + block_size, src, part - block_size);

	  prev = src + part - block_size;
	  length -= part;
	  dst += part;
	  src += part;
	}
      memcpy(iv, prev, block_size);
    }
  else
    {
      /* In place: decrypt a buffer's worth of ciphertext into the
	 stack buffer, then turn dst into plaintext. The shifted XOR
	 reads dst one block below where it writes; memxor3 runs from
	 the end, so it reads every ciphertext block before
	 overwriting it. */
      uint8_t buffer[CBC_BUFFER_LIMIT];
      size_t buffer_size = CBC_BUFFER_LIMIT - CBC_BUFFER_LIMIT % block_size;

      assert(block_size <= CBC_BUFFER_LIMIT);

      while (length)
	{
	  size_t part = length < buffer_size ? length : buffer_size;

	  f(ctx, part, buffer, dst);
	  /* First block: done with the old iv, which then takes the
	     last ciphertext block before that is overwritten. */
	  xor_first_block(buffer, iv, block_size);
	  memcpy(iv, dst + part - block_size, block_size);
	  if (part > block_size)
	    memxor3(dst + block_size, buffer + block_size, dst,
		    part - block_size);
	  memcpy(dst, buffer, block_size);

	  length -= part;
	  dst += part;
	}
    }
}
