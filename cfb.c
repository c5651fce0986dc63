/* cfb.c

   Cipher feedback mode: cfb_encrypt/cfb_decrypt (full-block feedback)
   and cfb8_encrypt/cfb8_decrypt (8-bit feedback), for any block
   cipher. Encryption is inherently serial; decryption knows every
   cipher input in advance and batches many blocks per call of f.

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

#include "cfb.h"

#include "aes-internal.h"

#include "block16-internal.h"
#include "memxor.h"

/* Largest block size accepted, as in Nettle
   (NETTLE_MAX_CIPHER_BLOCK_SIZE). */
#define CFB_MAX_BLOCK_SIZE 32

/* Stack space for batched decryption. */
#define CFB_BUFFER_LIMIT 512

/* memxor3, with the 16-byte case (one AES block, the common case) done
   inline: at one block per call the call to memxor3 is a good part of
   the cost. In one 16-byte store (block16_write64): encryption reads
   the block right back as the next cipher input. dst may equal a or b. */
static inline void
cfb_memxor3(uint8_t *dst, const uint8_t *a, const uint8_t *b, size_t n)
{
  if (n == 16)
    {
      uint64_t a0, a1, b0, b1;
      memcpy(&a0, a, 8);
      memcpy(&a1, a + 8, 8);
      memcpy(&b0, b, 8);
      memcpy(&b1, b + 8, 8);
      block16_write64(dst, a0 ^ b0, a1 ^ b1);
    }
  else
    memxor3(dst, a, b, n);
}

/* When f is an AES encryption function (CFB only ever encrypts), the
   whole blocks of *length go to bulk, a routine of aes-internal.h,
   and *length, *dst and *src are advanced past what it did. */
typedef size_t cfb_aes_bulk_func(unsigned rounds, const uint32_t *keys,
				 uint8_t *iv, size_t length,
				 uint8_t *dst, const uint8_t *src);

static inline void
cfb_aes_bulk(cfb_aes_bulk_func *bulk, const void *ctx, nettle_cipher_func *f,
	     size_t block_size, uint8_t *iv,
	     size_t *length, uint8_t **dst, const uint8_t **src)
{
  unsigned rounds;
  int decrypt;
  const uint32_t *keys;
  size_t done;

  if (block_size != 16 || *length < 16)
    return;
  keys = _nettle_aes_cipher_keys(f, ctx, &rounds, &decrypt);
  if (!keys || decrypt)
    return;
  done = bulk(rounds, keys, iv, *length & ~(size_t) 15, *dst, *src);
  *length -= done;
  *dst += done;
  *src += done;
}

void
cfb_encrypt(const void *ctx, nettle_cipher_func *f,
	    size_t block_size, uint8_t *iv,
	    size_t length, uint8_t *dst,
	    const uint8_t *src)
{
  uint8_t buffer[CFB_MAX_BLOCK_SIZE];
  const uint8_t *prev = iv;

  assert(block_size <= CFB_MAX_BLOCK_SIZE);

  /* AES: the whole blocks go to the dispatched serial routine, which
     keeps the chaining value in a register (CBC encryption's latency
     per block instead of a store and reload between blocks). */
  cfb_aes_bulk(_nettle_cfb_aes_encrypt, ctx, f, block_size, iv,
	       &length, &dst, &src);

  for (; length >= block_size; length -= block_size,
	 prev = dst, dst += block_size, src += block_size)
    {
      f(ctx, block_size, buffer, prev);
      cfb_memxor3(dst, buffer, src, block_size);
    }
  if (prev != iv)
    memcpy(iv, prev, block_size);

  /* A final partial block uses the keystream of the current iv and
     leaves iv alone: it can only end a message. */
  if (length)
    {
      f(ctx, block_size, buffer, iv);
      memxor3(dst, buffer, src, length);
    }
}

void
cfb_decrypt(const void *ctx, nettle_cipher_func *f,
	    size_t block_size, uint8_t *iv,
	    size_t length, uint8_t *dst,
	    const uint8_t *src)
{
  /* The cipher input for block i is ciphertext block i-1 (the iv for
     block 0), all known in advance: a whole batch, a final partial
     block included, is encrypted with one call on the ciphertext
     shifted by one block (two calls when the iv is not adjacent). */
  uint8_t buffer[CFB_BUFFER_LIMIT];
  size_t buffer_size = CFB_BUFFER_LIMIT - CFB_BUFFER_LIMIT % block_size;
  int first = 1;

  assert(block_size <= CFB_MAX_BLOCK_SIZE);

  /* AES: the whole blocks go to the dispatched bulk routine, which
     encrypts the ciphertext shifted by one block and xors it in as it
     goes, in one pass; what is left (a partial last block, or
     everything when there is no such routine) goes on below. */
  cfb_aes_bulk(_nettle_cfb_aes_decrypt, ctx, f, block_size, iv,
	       &length, &dst, &src);

  while (length > 0)
    {
      size_t part = length < buffer_size ? length : buffer_size;
      size_t whole = part - part % block_size;
      size_t padded = whole < part ? whole + block_size : whole;

      if (dst != src && !first)
	/* The previous ciphertext is still intact just below src. */
	f(ctx, padded, buffer, src - block_size);
      else
	{
	  /* In place, the block before src is plaintext by now, and
	     the iv is not next to src: two calls, no copying. */
	  f(ctx, block_size, buffer, iv);
	  if (padded > block_size)
	    f(ctx, padded - block_size, buffer + block_size, src);
	}
      /* Save the last whole ciphertext block before an in-place
	 operation overwrites it; a partial block does not move iv. */
      if (whole)
	memcpy(iv, src + whole - block_size, block_size);
      cfb_memxor3(dst, src, buffer, part);

      first = 0;
      length -= part;
      dst += part;
      src += part;
    }
}

void
cfb8_encrypt(const void *ctx, nettle_cipher_func *f,
	     size_t block_size, uint8_t *iv,
	     size_t length, uint8_t *dst,
	     const uint8_t *src)
{
  /* The shift register is the window reg[pos .. pos + block_size):
     each new ciphertext byte is appended after it, and the window
     slides back to the start once it has moved a whole block. */
  uint8_t reg[2 * CFB_MAX_BLOCK_SIZE];
  uint8_t out[CFB_MAX_BLOCK_SIZE];
  size_t pos = 0;

  assert(block_size <= CFB_MAX_BLOCK_SIZE);

  /* AES: the dispatched serial routine keeps the register in a
     register; without one (0 done) everything goes on below. */
  if (block_size == 16 && length)
    {
      unsigned rounds;
      int decrypt;
      const uint32_t *keys = _nettle_aes_cipher_keys(f, ctx, &rounds,
						     &decrypt);
      if (keys && !decrypt)
	{
	  size_t done = _nettle_cfb8_aes_encrypt(rounds, keys, iv, length,
						 dst, src);
	  length -= done;
	  dst += done;
	  src += done;
	  if (!length)
	    return;
	}
    }

  memcpy(reg, iv, block_size);
  for (; length > 0; length--)
    {
      uint8_t c;

      f(ctx, block_size, out, reg + pos);
      c = *src++ ^ out[0];
      *dst++ = c;
      reg[block_size + pos] = c;
      if (++pos == block_size)
	{
	  memcpy(reg, reg + block_size, block_size);
	  pos = 0;
	}
    }
  memcpy(iv, reg + pos, block_size);
}

void
cfb8_decrypt(const void *ctx, nettle_cipher_func *f,
	     size_t block_size, uint8_t *iv,
	     size_t length, uint8_t *dst,
	     const uint8_t *src)
{
  /* Every shift-register state is known from the ciphertext: state j
     is bytes j .. j + block_size - 1 of iv || ciphertext. A batch lays
     out that many states side by side and encrypts them in one call;
     byte j of output uses the first byte of block j. */
  uint8_t buffer[CFB_BUFFER_LIMIT];
  uint8_t stream[CFB_MAX_BLOCK_SIZE + CFB_BUFFER_LIMIT];
  size_t batch = CFB_BUFFER_LIMIT / block_size;

  assert(block_size <= CFB_MAX_BLOCK_SIZE);

  while (length > 0)
    {
      size_t n = length < batch ? length : batch;
      size_t j;

      memcpy(stream, iv, block_size);
      memcpy(stream + block_size, src, n);
      if (block_size == 16)
	/* The common case, with constant-size (single move) copies. */
	for (j = 0; j < n; j++)
	  memcpy(buffer + j * 16, stream + j, 16);
      else
	for (j = 0; j < n; j++)
	  memcpy(buffer + j * block_size, stream + j, block_size);
      /* The register after this batch, saved before dst (possibly
	 src) is written. */
      memcpy(iv, stream + n, block_size);

      f(ctx, n * block_size, buffer, buffer);
      for (j = 0; j < n; j++)
	dst[j] = src[j] ^ buffer[j * block_size];

      length -= n;
      dst += n;
      src += n;
    }
}
