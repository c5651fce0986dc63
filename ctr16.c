/* ctr16.c

   _nettle_ctr_crypt16: batched counter mode for 16-byte block
   ciphers, with the counter layout supplied by a fill function.

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
#include <stdint.h>

#include "ctr.h"

#include "ctr-internal.h"
#include "memxor.h"

/* Out-of-place work with an aligned dst uses dst itself as the
   keystream buffer, this many bytes per call of f (small enough to
   stay in L1 between the three passes). */
#define CTR16_DST_CHUNK 4096

void
_nettle_ctr_crypt16(const void *ctx, nettle_cipher_func *f,
		    nettle_fill16_func *fill, uint8_t *ctr,
		    size_t length, uint8_t *dst,
		    const uint8_t *src)
{
  if (dst != src && !((uintptr_t) dst % sizeof(uint64_t)))
    {
      /* Counters straight into dst, encrypt in place, XOR in src:
	 no copy through a stack buffer and big batches for f. */
      while (length >= 16)
	{
	  size_t part = length & ~(size_t) 15;
	  if (part > CTR16_DST_CHUNK)
	    part = CTR16_DST_CHUNK;

	  fill(ctr, part / 16, (union nettle_block16 *) dst);
	  f(ctx, part, dst, dst);
	  memxor(dst, src, part);

	  length -= part;
	  dst += part;
	  src += part;
	}
      if (length > 0)
	{
	  union nettle_block16 block;

	  fill(ctr, 1, &block);
	  f(ctx, 16, block.b, block.b);
	  memxor3(dst, src, block.b, length);
	}
    }
  else
    {
      union nettle_block16 buffer[CTR_BUFFER_LIMIT / 16];

      while (length > 0)
	{
	  /* Blocks in this batch, a final partial one included. */
	  size_t blocks = length >= CTR_BUFFER_LIMIT
	    ? CTR_BUFFER_LIMIT / 16 : (length + 15) / 16;
	  size_t part = blocks * 16;

	  if (part > length)
	    part = length;

	  fill(ctr, blocks, buffer);
	  f(ctx, blocks * 16, buffer[0].b, buffer[0].b);
	  memxor3(dst, src, buffer[0].b, part);

	  length -= part;
	  dst += part;
	  src += part;
	}
    }
}
