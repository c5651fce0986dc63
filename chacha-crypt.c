/* chacha-crypt.c

   chacha_crypt and chacha_crypt32: whole blocks through the bulk
   routine, the last partial block through the core.

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

#include <string.h>

#include "chacha-internal.h"

/* Blocks the bulk routine may do before word 12 wraps (2^32 of them
   when it is 0, more than any size_t on a 32-bit machine holds). */
static size_t
blocks_before_wrap (uint32_t low)
{
  uint64_t n = (uint64_t) 1 << 32;
  n -= low;
  return n > SIZE_MAX / CHACHA_BLOCK_SIZE
    ? SIZE_MAX / CHACHA_BLOCK_SIZE : (size_t) n;
}

/* One block, possibly partial (length <= 64), through the bulk
   routine on a copy, so that the vector code also does the tail of a
   message. */
static void
chacha_one (struct chacha_ctx *ctx, size_t length,
	    uint8_t *dst, const uint8_t *src)
{
  uint8_t block[CHACHA_BLOCK_SIZE];
  memcpy (block, src, length);
  if (!_nettle_chacha_blocks (ctx->state, CHACHA_BLOCK_SIZE, block, block))
    _nettle_chacha_blocks_c (ctx->state, CHACHA_BLOCK_SIZE, block, block);
  memcpy (dst, block, length);
}

void
chacha_crypt (struct chacha_ctx *ctx, size_t length,
	      uint8_t *dst, const uint8_t *src)
{
  while (length >= CHACHA_BLOCK_SIZE)
    {
      size_t n = blocks_before_wrap (ctx->state[12]);
      size_t todo = length / CHACHA_BLOCK_SIZE;
      size_t done;
      uint64_t counter;

      if (todo > n)
	todo = n;
      done = _nettle_chacha_blocks (ctx->state, todo * CHACHA_BLOCK_SIZE,
				    dst, src);
      counter = ctx->state[12] | ((uint64_t) ctx->state[13] << 32);
      counter += done / CHACHA_BLOCK_SIZE;
      ctx->state[12] = (uint32_t) counter;
      ctx->state[13] = (uint32_t) (counter >> 32);
      if (done == 0)
	{
	  chacha_one (ctx, CHACHA_BLOCK_SIZE, dst, src);
	  done = CHACHA_BLOCK_SIZE;
	  if (++ctx->state[12] == 0)
	    ctx->state[13]++;
	}
      length -= done; dst += done; src += done;
    }
  if (length > 0)
    {
      chacha_one (ctx, length, dst, src);
      if (++ctx->state[12] == 0)
	ctx->state[13]++;
    }
}

void
chacha_crypt32 (struct chacha_ctx *ctx, size_t length,
		uint8_t *dst, const uint8_t *src)
{
  while (length > 0)
    {
      size_t done = length >= CHACHA_BLOCK_SIZE
	? _nettle_chacha_blocks (ctx->state, length, dst, src) : 0;
      if (done == 0)
	{
	  done = length < CHACHA_BLOCK_SIZE ? length : CHACHA_BLOCK_SIZE;
	  chacha_one (ctx, done, dst, src);
	  ctx->state[12]++;
	}
      else
	ctx->state[12] += (uint32_t) (done / CHACHA_BLOCK_SIZE);
      length -= done; dst += done; src += done;
    }
}
