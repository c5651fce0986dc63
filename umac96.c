/* umac96.c

   UMAC-96: UHASH with 3 iterations, masked with the AES encryption of
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

#define UMAC96_N 3

void
umac96_set_key (struct umac96_ctx *ctx, const uint8_t *key)
{
  UMAC_SET_KEY (ctx, key, UMAC96_N);
}

void
umac96_set_nonce (struct umac96_ctx *ctx,
		  size_t nonce_length, const uint8_t *nonce)
{
  UMAC_SET_NONCE (ctx, nonce_length, nonce);
}

void
umac96_update (struct umac96_ctx *ctx,
	       size_t length, const uint8_t *data)
{
  UMAC_UPDATE (ctx, UMAC96_N, length, data);
}

void
umac96_digest (struct umac96_ctx *ctx,
	       size_t length, uint8_t *digest)
{
  uint8_t tag[4 * UMAC96_N];

  assert (length <= UMAC96_DIGEST_SIZE);

  UMAC_UHASH (ctx, UMAC96_N, tag);
  UMAC_LONG_PAD (ctx, UMAC96_DIGEST_SIZE, tag, length, digest);
}
