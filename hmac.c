/* hmac.c

   The generic HMAC construction (RFC 2104) over a nettle_hash
   descriptor and three hash contexts.

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

#include "hmac.h"
#include "memxor.h"

#define IPAD 0x36
#define OPAD 0x5c

/* Largest block size (SHAKE128's 168 bytes) and digest size (SHA-512)
   of the hashes; the buffers below are sized for them. */
#define HMAC_MAX_BLOCK_SIZE 168
#define HMAC_MAX_DIGEST_SIZE 64

/* Starts ctx as hash(key padded with zeros to a block, xor byte).
   The pad is written with wide stores (memset, then memxor's 16-byte
   chunks), not byte by byte: the compression function reads it back
   at once with 16-byte loads, which a row of byte stores cannot
   forward, and the byte loop itself cost some 40 cycles a pad (about
   a third of the non-hashing time of hmac_sha256_set_key). */
static void
hmac_pad_block (void *ctx, const struct nettle_hash *hash,
		size_t key_length, const uint8_t *key, uint8_t byte)
{
  uint8_t pad[HMAC_MAX_BLOCK_SIZE] __attribute__ ((aligned (16)));

  memset (pad, byte, hash->block_size);
  memxor (pad, key, key_length);

  hash->init (ctx);
  hash->update (ctx, hash->block_size, pad);
}

void
hmac_set_key (void *outer, void *inner, void *state,
	      const struct nettle_hash *hash,
	      size_t key_length, const uint8_t *key)
{
  uint8_t digest[HMAC_MAX_DIGEST_SIZE];

  assert (hash->block_size <= HMAC_MAX_BLOCK_SIZE);

  if (key_length > hash->block_size)
    {
      /* Replace the key by its hash, computed in state. */
      assert (hash->digest_size <= HMAC_MAX_DIGEST_SIZE);
      hash->init (state);
      hash->update (state, key_length, key);
      hash->digest (state, hash->digest_size, digest);
      key = digest;
      key_length = hash->digest_size;
    }

  hmac_pad_block (outer, hash, key_length, key, OPAD);
  hmac_pad_block (inner, hash, key_length, key, IPAD);
  memcpy (state, inner, hash->context_size);
}

void
hmac_update (void *state,
	     const struct nettle_hash *hash,
	     size_t length, const uint8_t *data)
{
  hash->update (state, length, data);
}

void
hmac_digest (const void *outer, const void *inner, void *state,
	     const struct nettle_hash *hash,
	     size_t length, uint8_t *dst)
{
  uint8_t digest[HMAC_MAX_DIGEST_SIZE];

  assert (hash->digest_size <= HMAC_MAX_DIGEST_SIZE);

  /* Inner hash of the message, then the outer hash of that. */
  hash->digest (state, hash->digest_size, digest);
  memcpy (state, outer, hash->context_size);
  hash->update (state, hash->digest_size, digest);
  hash->digest (state, length, dst);

  /* Ready for the next message. */
  memcpy (state, inner, hash->context_size);
}
