/* siv-ghash-update.c

   POLYVAL update for SIV-GCM, portable variant, through GHASH (RFC
   8452, appendix A): each block reversed, then hashed by the portable
   GHASH, whose table the portable ghash_set_key made (fat-table.h
   keeps the two together).

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

#include "ghash-internal.h"
#include "siv-ghash-internal.h"
#include "ghash-c-internal.h"

/* Blocks reversed per call of _ghash_update. */
#define SIV_GHASH_BATCH 16

const uint8_t *
_nettle_siv_ghash_update_c(const struct gcm_key *ctx, union nettle_block16 *state,
		  size_t blocks, const uint8_t *data)
{
  union nettle_block16 buffer[SIV_GHASH_BATCH];

  while (blocks > 0)
    {
      size_t n = blocks < SIV_GHASH_BATCH ? blocks : SIV_GHASH_BATCH;
      size_t i;
      for (i = 0; i < n; i++, data += GCM_BLOCK_SIZE)
	_siv_ghash_reverse(buffer[i].b, data);
      _nettle_ghash_update_c(ctx, state, n, buffer[0].b);
      blocks -= n;
    }
  return data;
}
