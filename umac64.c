/* umac64.c

   UMAC-64: UHASH with 2 iteration(s), masked with a half of the AES
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

#define UMAC64_N 2
#define NONCE_LOW_MASK 1

void
umac64_set_key (struct umac64_ctx *ctx, const uint8_t *key)
{
  UMAC_SET_KEY (ctx, key, UMAC64_N);
  ctx->nonce_low = 0;
}

void
umac64_set_nonce (struct umac64_ctx *ctx,
		  size_t nonce_length, const uint8_t *nonce)
{
  UMAC_SET_NONCE (ctx, nonce_length, nonce);
  ctx->nonce_low = umac_short_nonce_low (ctx->nonce, nonce_length,
					 NONCE_LOW_MASK);
}

void
umac64_update (struct umac64_ctx *ctx,
	       size_t length, const uint8_t *data)
{
  UMAC_UPDATE (ctx, UMAC64_N, length, data);
}

void
umac64_digest (struct umac64_ctx *ctx,
	       size_t length, uint8_t *digest)
{
  uint8_t tag[UMAC64_DIGEST_SIZE];

  assert (length <= UMAC64_DIGEST_SIZE);

  UMAC_UHASH (ctx, UMAC64_N, tag);
  UMAC_SHORT_PAD (ctx, NONCE_LOW_MASK, UMAC64_DIGEST_SIZE, tag,
		  length, digest);
}
