/* poly1305-blocks.c

   _nettle_poly1305_blocks_c: Poly1305 over whole blocks, the portable
   variant of the dispatched _nettle_poly1305_blocks (fat-table.h).

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

#include "poly1305-internal.h"
#if defined(__SIZEOF_INT128__)
# include "poly1305-limb64.h"
#endif

const uint8_t *
_nettle_poly1305_blocks_c (struct poly1305_ctx *ctx, size_t blocks,
			   const uint8_t *m)
{
#if defined(__SIZEOF_INT128__)
  /* The layout of poly1305-internal.c's 64-bit limbs. */
  uint64_t r0 = ctx->r.r64[0], r1 = ctx->r.r64[1], s1 = ctx->r.r64[2];
  uint64_t h[3];
  h[0] = ctx->h.h64[0]; h[1] = ctx->h.h64[1]; h[2] = ctx->hh;
  for (; blocks > 0; blocks--, m += POLY1305_BLOCK_SIZE)
    poly1305_step64 (h, r0, r1, s1, m, 1);
  ctx->h.h64[0] = h[0]; ctx->h.h64[1] = h[1]; ctx->hh = (uint32_t) h[2];
#else
  for (; blocks > 0; blocks--, m += POLY1305_BLOCK_SIZE)
    _nettle_poly1305_block (ctx, m, 1);
#endif
  return m;
}
