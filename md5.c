/* md5.c

   MD5 (RFC 1321): buffering, padding and output around
   md5_compress.

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

#include "md5.h"

#include "md-internal.h"

#define COMPRESS(state, block) md5_compress((state), (block))

/* RFC 1321, section 3.3 */
void
md5_init(struct md5_ctx *ctx)
{
  static const uint32_t H0[_MD5_DIGEST_LENGTH] =
  {
    0x67452301UL, 0xefcdab89UL, 0x98badcfeUL, 0x10325476UL,
  };

  memcpy(ctx->state, H0, sizeof(H0));
  ctx->count = 0;
  ctx->index = 0;
}

void
md5_update(struct md5_ctx *ctx,
	   size_t length, const uint8_t *data)
{
  MD_UPDATE_COUNT(ctx, length, data, COMPRESS);
}

void
md5_digest(struct md5_ctx *ctx,
	   size_t length, uint8_t *digest)
{
  assert(length <= MD5_DIGEST_SIZE);

  /* RFC 1321, sections 3.1 and 3.2: the bit count goes in
     little-endian. */
  MD_FINAL_COUNT64(ctx, COMPRESS, LE_WRITE_UINT64);

  _md_write_le32(length, digest, ctx->state);
  md5_init(ctx);
}
