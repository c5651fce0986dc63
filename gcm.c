/* gcm.c

   Galois/Counter Mode (NIST SP 800-38D) over any 16-byte block cipher:
   the key and nonce set-up, associated data, encryption, decryption
   and the tag. GHASH itself is _ghash_update (ghash-internal.h), a
   dispatched function whose portable variant runs in constant time
   (ghash-set-key.c says how, why it differs from Nettle's table code,
   and what that costs).

   With an AES encryption function, the counter-mode part goes through
   the AES bulk routine _nettle_ctr_aes_crypt for the runs of blocks in
   which the 32-bit counter of GCM does not wrap (there, incrementing
   all 128 bits is the same as incrementing the low 32), as ctr.c
   does. Before that, gcm_encrypt and gcm_decrypt give the message to
   the one-pass routines of gcm-internal.h (counter mode and GHASH
   stitched together), which do what they can of it; the two passes do
   the rest.

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

#include "gcm.h"

#include "aes-internal.h"
#include "ctr-internal.h"
#include "gcm-internal.h"
#include "ghash-internal.h"
#include "block16-internal.h"
#include "macros.h"
#include "memxor.h"

void
gcm_set_key(struct gcm_key *key, const void *cipher, nettle_cipher_func *f)
{
  union nettle_block16 h;

  memset(h.b, 0, sizeof(h));
  f(cipher, GCM_BLOCK_SIZE, h.b, h.b);
  _ghash_set_key(key, &h);
}

/* Hashes length bytes, the last block zero-padded. */
static void
gcm_hash(const struct gcm_key *key, union nettle_block16 *x,
	 size_t length, const uint8_t *data)
{
  if (length >= GCM_BLOCK_SIZE)
    data = _ghash_update(key, x, length / GCM_BLOCK_SIZE, data);
  length %= GCM_BLOCK_SIZE;
  if (length > 0)
    {
      union nettle_block16 block;
      memset(block.b, 0, sizeof(block));
      memcpy(block.b, data, length);
      _ghash_update(key, x, 1, block.b);
    }
}

/* The block of the two lengths in bits, 64 bits each, big-endian. */
static void
gcm_hash_sizes(const struct gcm_key *key, union nettle_block16 *x,
	       uint64_t auth_size, uint64_t data_size)
{
  union nettle_block16 block;
  /* One store: GHASH reads the block right away. */
  block16_set_be64(block.b, auth_size << 3, data_size << 3);
  _ghash_update(key, x, 1, block.b);
}

void
gcm_set_iv(struct gcm_ctx *ctx, const struct gcm_key *key,
	   size_t length, const uint8_t *iv)
{
  uint64_t hi, lo;

  if (length == GCM_IV_SIZE)
    {
      /* J0 = IV || 0^31 || 1. */
      hi = READ_UINT64(iv);
      lo = ((uint64_t) READ_UINT32(iv + 8) << 32) | 1;
    }
  else
    {
      /* J0 = GHASH(IV || 0-pad || 0^64 || [len(IV)]_64). */
      union nettle_block16 j0;
      memset(j0.b, 0, sizeof(j0));
      gcm_hash(key, &j0, length, iv);
      gcm_hash_sizes(key, &j0, 0, length);
      hi = READ_UINT64(j0.b);
      lo = READ_UINT64(j0.b + 8);
    }

  /* Each block in one store: the bulk routines load the counter as one
     16-byte vector, and a load of smaller stores waits for them to
     reach the cache (block16_xor_bytes), about 20 cycles each for
     ctr and, through the copy, iv: a quarter of a 512-byte message. */
  block16_set_be64(ctx->iv.b, hi, lo);
  /* inc32: the low 32 bits wrap without a carry. */
  block16_set_be64(ctx->ctr.b, hi,
		   (lo & ~(uint64_t) 0xffffffff) | (uint32_t) (lo + 1));
  memset(ctx->x.b, 0, sizeof(ctx->x));
  ctx->auth_size = ctx->data_size = 0;
}

void
gcm_update(struct gcm_ctx *ctx, const struct gcm_key *key,
	   size_t length, const uint8_t *data)
{
  /* Only the last call may have a partial block, and all of it comes
     before the message. */
  assert(ctx->auth_size % GCM_BLOCK_SIZE == 0);
  assert(ctx->data_size == 0);

  gcm_hash(key, &ctx->x, length, data);
  ctx->auth_size += length;
}

/* The counter of GCM: the last 32 bits, big-endian, wrapping. */
static nettle_fill16_func gcm_fill;

static void
gcm_fill(uint8_t *ctr, size_t blocks, union nettle_block16 *buffer)
{
  uint32_t c = READ_UINT32(ctr + 12);

  for (; blocks > 0; blocks--, buffer++, c++)
    {
      memcpy(buffer->b, ctr, 12);
      WRITE_UINT32(buffer->b + 12, c);
    }
  WRITE_UINT32(ctr + 12, c);
}

/* Counter mode from ctx->ctr. */
static void
gcm_crypt(struct gcm_ctx *ctx, const void *cipher, nettle_cipher_func *f,
	  size_t length, uint8_t *dst, const uint8_t *src)
{
  if (length >= GCM_BLOCK_SIZE)
    {
      unsigned rounds;
      int decrypt;
      const uint32_t *keys = _nettle_aes_cipher_keys(f, cipher,
						     &rounds, &decrypt);
      if (keys && !decrypt)
	{
	  /* Blocks until the low 32 bits wrap, the wrap included. */
	  uint32_t c = READ_UINT32(ctx->ctr.b + 12);
	  size_t room = (size_t) (uint32_t) ~c + 1;
	  size_t part = length / GCM_BLOCK_SIZE;
	  size_t done;

	  if (room != 0 && part > room)
	    part = room;
	  done = _nettle_ctr_aes_crypt(rounds, keys, ctx->ctr.b,
				       part * GCM_BLOCK_SIZE, dst, src);
	  if (done == part * GCM_BLOCK_SIZE && (uint32_t) (c + part) == 0)
	    /* The full carry went into byte 11; GCM's counter does not
	       carry. */
	    {
	      WRITE_UINT32(ctx->ctr.b + 12, 0);
	      memcpy(ctx->ctr.b, ctx->iv.b, 12);
	    }
	  length -= done;
	  dst += done;
	  src += done;
	}
    }
  _nettle_ctr_crypt16(cipher, f, gcm_fill, ctx->ctr.b, length, dst, src);
}

/* The routines batch 16 blocks; below that, not even the AES look-up. */
#define GCM_ONE_PASS_MIN (16 * GCM_BLOCK_SIZE)

/* The bytes the one-pass routine did, when f is AES encryption. */
static size_t
gcm_one_pass(struct gcm_ctx *ctx, const struct gcm_key *key,
	     const void *cipher, nettle_cipher_func *f, int decrypt,
	     size_t length, uint8_t *dst, const uint8_t *src)
{
  unsigned rounds;
  int inverse;
  const uint32_t *keys;

  if (length < GCM_ONE_PASS_MIN)
    return 0;
  keys = _nettle_aes_cipher_keys(f, cipher, &rounds, &inverse);
  if (!keys || inverse)
    return 0;
  return (decrypt ? _nettle_gcm_aes_decrypt : _nettle_gcm_aes_encrypt)
    (key, &ctx->x, rounds, keys, ctx->ctr.b, length, dst, src);
}

void
gcm_encrypt(struct gcm_ctx *ctx, const struct gcm_key *key,
	    const void *cipher, nettle_cipher_func *f,
	    size_t length, uint8_t *dst, const uint8_t *src)
{
  size_t done;

  assert(ctx->data_size % GCM_BLOCK_SIZE == 0);

  ctx->data_size += length;
  done = gcm_one_pass(ctx, key, cipher, f, 0, length, dst, src);
  length -= done;
  dst += done;
  src += done;
  gcm_crypt(ctx, cipher, f, length, dst, src);
  gcm_hash(key, &ctx->x, length, dst);
}

void
gcm_decrypt(struct gcm_ctx *ctx, const struct gcm_key *key,
	    const void *cipher, nettle_cipher_func *f,
	    size_t length, uint8_t *dst, const uint8_t *src)
{
  size_t done;

  assert(ctx->data_size % GCM_BLOCK_SIZE == 0);

  ctx->data_size += length;
  done = gcm_one_pass(ctx, key, cipher, f, 1, length, dst, src);
  length -= done;
  dst += done;
  src += done;
  gcm_hash(key, &ctx->x, length, src);
  gcm_crypt(ctx, cipher, f, length, dst, src);
}

void
gcm_digest(struct gcm_ctx *ctx, const struct gcm_key *key,
	   const void *cipher, nettle_cipher_func *f,
	   size_t length, uint8_t *digest)
{
  union nettle_block16 buffer;

  assert(length <= GCM_DIGEST_SIZE);

  gcm_hash_sizes(key, &ctx->x, ctx->auth_size, ctx->data_size);
  f(cipher, GCM_BLOCK_SIZE, buffer.b, ctx->iv.b);
  memxor3(digest, ctx->x.b, buffer.b, length);
}
