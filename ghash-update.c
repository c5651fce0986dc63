/* ghash-update.c

   GHASH update, portable C, in constant time: see ghash-set-key.c for
   the table and why it is read in full for every block.

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
#include "ghash-c-internal.h"
#include "macros.h"

/* Adds to (*zh, *zl) the rows row[0..63] selected by the bits of x,
   the most significant bit selecting row 0. */
static inline void
ghash_c_rows(const union nettle_block16 *row, uint64_t x,
	     uint64_t *zh, uint64_t *zl)
{
  uint64_t h = *zh, l = *zl;
  unsigned i;
  for (i = 0; i < 64; i++)
    {
      uint64_t mask = -((x >> (63 - i)) & 1);
      h ^= row[i].u64[0] & mask;
      l ^= row[i].u64[1] & mask;
    }
  *zh = h;
  *zl = l;
}

const uint8_t *
_nettle_ghash_update_c(const struct gcm_key *ctx, union nettle_block16 *state,
		       size_t blocks, const uint8_t *data)
{
  uint64_t yh = READ_UINT64(state->b);
  uint64_t yl = READ_UINT64(state->b + 8);

  for (; blocks > 0; blocks--, data += GCM_BLOCK_SIZE)
    {
      uint64_t xh = yh ^ READ_UINT64(data);
      uint64_t xl = yl ^ READ_UINT64(data + 8);
      yh = yl = 0;
      ghash_c_rows(ctx->h, xh, &yh, &yl);
      ghash_c_rows(ctx->h + 64, xl, &yh, &yl);
    }
  WRITE_UINT64(state->b, yh);
  WRITE_UINT64(state->b + 8, yl);
  return data;
}
