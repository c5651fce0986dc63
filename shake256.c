/* shake256.c

   SHAKE256 (FIPS 202, section 6.2) on a sha3_256 context: one-shot
   and streaming output.

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

#include "sha3.h"
#include "sha3-internal.h"

void
sha3_256_shake (struct sha3_256_ctx *ctx,
		size_t length,
		uint8_t *dst)
{
  _nettle_sha3_shake (&ctx->state, SHA3_256_BLOCK_SIZE, ctx->block,
		      ctx->index, length, dst);
  sha3_256_init (ctx);
}

void
sha3_256_shake_output (struct sha3_256_ctx *ctx,
		       size_t length,
		       uint8_t *dst)
{
  ctx->index = _nettle_sha3_shake_output (&ctx->state, SHA3_256_BLOCK_SIZE,
					  ctx->block, ctx->index,
					  length, dst);
}
