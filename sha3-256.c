/* sha3-256.c

   SHA3-256 (FIPS 202, section 6.1): init, update and digest.

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

#include <stddef.h>
#include <string.h>

#include "sha3.h"
#include "sha3-internal.h"

void
sha3_256_init (struct sha3_256_ctx *ctx)
{
  memset (ctx, 0, offsetof (struct sha3_256_ctx, block));
}

void
sha3_256_update (struct sha3_256_ctx *ctx,
		 size_t length,
		 const uint8_t *data)
{
  ctx->index = _nettle_sha3_update (&ctx->state, SHA3_256_BLOCK_SIZE,
				    ctx->block, ctx->index, length, data);
}

void
sha3_256_digest (struct sha3_256_ctx *ctx,
		 size_t length,
		 uint8_t *digest)
{
  _SHA3_DIGEST (ctx, SHA3_256_BLOCK_SIZE, length, digest, sha3_256_init);
}
