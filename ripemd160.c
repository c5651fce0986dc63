/* ripemd160.c

   RIPEMD-160: buffering, padding and output around the compression
   function.

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

#include "ripemd160.h"
#include "ripemd160-internal.h"

#include "md-internal.h"

#define COMPRESS(state, block) _nettle_ripemd160_compress((state), (block))

void
ripemd160_init(struct ripemd160_ctx *ctx)
{
  static const uint32_t H0[_RIPEMD160_DIGEST_LENGTH] =
  {
    0x67452301UL, 0xefcdab89UL, 0x98badcfeUL, 0x10325476UL,
    0xc3d2e1f0UL,
  };

  memcpy(ctx->state, H0, sizeof(H0));
  ctx->count = 0;
  ctx->index = 0;
}

void
ripemd160_update(struct ripemd160_ctx *ctx,
		 size_t length, const uint8_t *data)
{
  MD_UPDATE_COUNT(ctx, length, data, COMPRESS);
}

void
ripemd160_digest(struct ripemd160_ctx *ctx,
		 size_t length, uint8_t *digest)
{
  assert(length <= RIPEMD160_DIGEST_SIZE);

  /* MD4-style padding with a little-endian bit count. */
  MD_FINAL_COUNT64(ctx, COMPRESS, LE_WRITE_UINT64);

  _md_write_le32(length, digest, ctx->state);
  ripemd160_init(ctx);
}
