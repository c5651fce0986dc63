/* umac128.c

   UMAC-128: UHASH with 4 iterations, masked with the AES encryption of
   the nonce.

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

#define UMAC128_N 4

void
umac128_set_key (struct umac128_ctx *ctx, const uint8_t *key)
{
  UMAC_SET_KEY (ctx, key, UMAC128_N);
}

void
umac128_set_nonce (struct umac128_ctx *ctx,
		   size_t nonce_length, const uint8_t *nonce)
{
  UMAC_SET_NONCE (ctx, nonce_length, nonce);
}

void
umac128_update (struct umac128_ctx *ctx,
		size_t length, const uint8_t *data)
{
  UMAC_UPDATE (ctx, UMAC128_N, length, data);
}

void
umac128_digest (struct umac128_ctx *ctx,
		size_t length, uint8_t *digest)
{
  uint8_t tag[4 * UMAC128_N];

  assert (length <= UMAC128_DIGEST_SIZE);

  UMAC_UHASH (ctx, UMAC128_N, tag);
  UMAC_LONG_PAD (ctx, UMAC128_DIGEST_SIZE, tag, length, digest);
}
