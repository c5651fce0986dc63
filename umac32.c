/* umac32.c

   UMAC-32: UHASH with 1 iteration(s), masked with a quarter of the AES
   encryption of the nonce (the nonce's low bits select which; the AES
   output is cached for the following nonces).

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

#include "umac.h"
#include "umac-common.h"

#define UMAC32_N 1
#define NONCE_LOW_MASK 3

void
umac32_set_key (struct umac32_ctx *ctx, const uint8_t *key)
{
  UMAC_SET_KEY (ctx, key, UMAC32_N);
  ctx->nonce_low = 0;
}

void
umac32_set_nonce (struct umac32_ctx *ctx,
		  size_t nonce_length, const uint8_t *nonce)
{
  UMAC_SET_NONCE (ctx, nonce_length, nonce);
  ctx->nonce_low = umac_short_nonce_low (ctx->nonce, nonce_length,
					 NONCE_LOW_MASK);
}

void
umac32_update (struct umac32_ctx *ctx,
	       size_t length, const uint8_t *data)
{
  UMAC_UPDATE (ctx, UMAC32_N, length, data);
}

void
umac32_digest (struct umac32_ctx *ctx,
	       size_t length, uint8_t *digest)
{
  uint8_t tag[UMAC32_DIGEST_SIZE];

  assert (length <= UMAC32_DIGEST_SIZE);

  UMAC_UHASH (ctx, UMAC32_N, tag);
  UMAC_SHORT_PAD (ctx, NONCE_LOW_MASK, UMAC32_DIGEST_SIZE, tag,
		  length, digest);
}
