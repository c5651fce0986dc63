/* poly1305-aes.c

   Poly1305-AES: the tag of a message is Poly1305 with key r plus
   AES-128 of the nonce under key k.

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

#include "poly1305.h"
#include "poly1305-internal.h"
#include "macros.h"

void
poly1305_aes_set_key (struct poly1305_aes_ctx *ctx, const uint8_t *key)
{
  aes128_set_encrypt_key (&ctx->aes, key);
  _nettle_poly1305_set_key (&ctx->pctx, key + AES128_KEY_SIZE);
  ctx->index = 0;
  /* The nonce is left alone, as Nettle does (its header says set_key
     zeroes it, its code does not): a nonce set before the key stays in
     effect. */
}

void
poly1305_aes_set_nonce (struct poly1305_aes_ctx *ctx, const uint8_t *nonce)
{
  memcpy (ctx->nonce, nonce, POLY1305_AES_NONCE_SIZE);
}

void
poly1305_aes_update (struct poly1305_aes_ctx *ctx,
		     size_t length, const uint8_t *data)
{
  ctx->index = _nettle_poly1305_update (&ctx->pctx, ctx->block, ctx->index,
					length, data);
}

void
poly1305_aes_digest (struct poly1305_aes_ctx *ctx,
		     size_t length, uint8_t *digest)
{
  union nettle_block16 s;

  assert (length <= POLY1305_AES_DIGEST_SIZE);

  /* A final partial block gets a 1 byte after the data instead of the
     2^128 bit. */
  if (ctx->index > 0)
    {
      ctx->block[ctx->index] = 1;
      memset (ctx->block + ctx->index + 1, 0,
	      POLY1305_BLOCK_SIZE - 1 - ctx->index);
      _nettle_poly1305_block (&ctx->pctx, ctx->block, 0);
    }
  aes128_encrypt (&ctx->aes, POLY1305_BLOCK_SIZE, s.b, ctx->nonce);
  _nettle_poly1305_digest (&ctx->pctx, &s);
  memcpy (digest, s.b, length);

  INCREMENT (POLY1305_AES_NONCE_SIZE, ctx->nonce);
  ctx->index = 0;
}
