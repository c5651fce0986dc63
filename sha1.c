/* sha1.c

   SHA-1 (FIPS 180-4): buffering, padding and output around the
   dispatched compression function sha1_compress.

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

#include "sha1.h"

#include "md-internal.h"

#include "sha1-internal.h"

/* A single block (the buffered one, the padding) goes through the
   dispatched public entry point; runs of whole blocks of the input
   through the dispatched many-block one. */
#define COMPRESS(state, block) sha1_compress((state), (block))

/* FIPS 180-4, section 5.3.1 */
void
sha1_init(struct sha1_ctx *ctx)
{
  static const uint32_t H0[_SHA1_DIGEST_LENGTH] =
  {
    0x67452301UL, 0xefcdab89UL, 0x98badcfeUL, 0x10325476UL,
    0xc3d2e1f0UL,
  };

  memcpy(ctx->state, H0, sizeof(H0));
  ctx->count = 0;
  ctx->index = 0;
}

void
sha1_update(struct sha1_ctx *ctx,
	    size_t length, const uint8_t *data)
{
  MD_UPDATE_BLOCKS(ctx, length, data, COMPRESS, _nettle_sha1_compress_n,
		   MD_COUNT);
}

void
sha1_digest(struct sha1_ctx *ctx,
	    size_t length, uint8_t *digest)
{
  assert(length <= SHA1_DIGEST_SIZE);

  /* FIPS 180-4, section 5.1.1 */
  MD_FINAL_COUNT64(ctx, COMPRESS, WRITE_UINT64);

  _md_write_be32(length, digest, ctx->state);
  sha1_init(ctx);
}
