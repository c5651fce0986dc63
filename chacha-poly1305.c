/* chacha-poly1305.c

   ChaCha20-Poly1305 (RFC 8439 section 2.8): the one-time Poly1305
   key from block 0, the message from block 1 on, the tag over the
   padded associated data, the padded ciphertext and both lengths.

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

#include "chacha-poly1305.h"
#include "chacha-internal.h"
#include "poly1305-internal.h"
#include "macros.h"

void
chacha_poly1305_set_key (struct chacha_poly1305_ctx *ctx,
			 const uint8_t *key)
{
  chacha_set_key (&ctx->chacha, key);
}

void
chacha_poly1305_set_nonce (struct chacha_poly1305_ctx *ctx,
			   const uint8_t *nonce)
{
  union
  {
    uint32_t x[_CHACHA_STATE_LENGTH];
    uint8_t b[CHACHA_BLOCK_SIZE];
  } u;
  static const uint8_t zeros[CHACHA_BLOCK_SIZE];

  chacha_set_nonce96 (&ctx->chacha, nonce);
  /* Section 2.6: r and s are the first 32 bytes of block 0, the
     keystream XORed into zeros by the bulk routine: its one-block path
     is faster than the C core where the CPU has one, which matters
     for short messages (the C variant is the core). The zeros are a
     constant rather than a memset of u, whose stores the routine's
     vector loads would wait for. */
  if (!_nettle_chacha_blocks (ctx->chacha.state, CHACHA_BLOCK_SIZE,
			      u.b, zeros))
    _nettle_chacha_core (u.x, ctx->chacha.state, CHACHA_ROUNDS);
  _nettle_poly1305_set_key (&ctx->poly1305, u.b);
  memcpy (ctx->s.b, u.b + 16, 16);
  ctx->chacha.state[12] = 1;
  ctx->auth_size = ctx->data_size = 0;
  ctx->index = 0;
}

/* Zero-pads the pending bytes to a block (the pad of section 2.8). */
static void
poly1305_pad (struct chacha_poly1305_ctx *ctx)
{
  if (ctx->index)
    {
      memset (ctx->block + ctx->index, 0,
	      POLY1305_BLOCK_SIZE - ctx->index);
      _nettle_poly1305_block (&ctx->poly1305, ctx->block, 1);
      ctx->index = 0;
    }
}

static void
poly1305_absorb (struct chacha_poly1305_ctx *ctx, size_t length,
		 const uint8_t *data)
{
  ctx->index = _nettle_poly1305_update (&ctx->poly1305, ctx->block,
					ctx->index, length, data);
}

void
chacha_poly1305_update (struct chacha_poly1305_ctx *ctx,
			size_t length, const uint8_t *data)
{
  assert (ctx->data_size == 0);
  poly1305_absorb (ctx, length, data);
  ctx->auth_size += length;
}

void
chacha_poly1305_encrypt (struct chacha_poly1305_ctx *ctx,
			 size_t length, uint8_t *dst, const uint8_t *src)
{
  if (!length)
    return;

  assert (ctx->data_size % CHACHA_POLY1305_BLOCK_SIZE == 0);
  poly1305_pad (ctx);

  chacha_crypt32 (&ctx->chacha, length, dst, src);
  poly1305_absorb (ctx, length, dst);
  ctx->data_size += length;
}

void
chacha_poly1305_decrypt (struct chacha_poly1305_ctx *ctx,
			 size_t length, uint8_t *dst, const uint8_t *src)
{
  if (!length)
    return;

  assert (ctx->data_size % CHACHA_POLY1305_BLOCK_SIZE == 0);
  poly1305_pad (ctx);

  /* The tag covers the ciphertext, which dst may overwrite. */
  poly1305_absorb (ctx, length, src);
  chacha_crypt32 (&ctx->chacha, length, dst, src);
  ctx->data_size += length;
}

void
chacha_poly1305_digest (struct chacha_poly1305_ctx *ctx,
			size_t length, uint8_t *digest)
{
  uint8_t lengths[POLY1305_BLOCK_SIZE];

  assert (length <= CHACHA_POLY1305_DIGEST_SIZE);

  poly1305_pad (ctx);
  LE_WRITE_UINT64 (lengths, ctx->auth_size);
  LE_WRITE_UINT64 (lengths + 8, ctx->data_size);
  _nettle_poly1305_block (&ctx->poly1305, lengths, 1);
  _nettle_poly1305_digest (&ctx->poly1305, &ctx->s);
  memcpy (digest, ctx->s.b, length);
}
