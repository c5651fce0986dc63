/* poly1305-update.c

   _nettle_poly1305_update: buffers a partial block and feeds whole
   blocks to the Poly1305 core.

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

#include "poly1305-internal.h"

unsigned
_nettle_poly1305_update (struct poly1305_ctx *ctx, uint8_t *block,
			 unsigned index, size_t length, const uint8_t *m)
{
  assert (index < POLY1305_BLOCK_SIZE);
  if (length == 0)
    return index;

  if (index > 0)
    {
      unsigned left = POLY1305_BLOCK_SIZE - index;
      if (length < left)
	{
	  memcpy (block + index, m, length);
	  return index + length;
	}
      memcpy (block + index, m, left);
      _nettle_poly1305_block (ctx, block, 1);
      m += left;
      length -= left;
    }

  m = _nettle_poly1305_blocks (ctx, length / POLY1305_BLOCK_SIZE, m);
  length %= POLY1305_BLOCK_SIZE;
  memcpy (block, m, length);
  return length;
}
