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

/* The last bytes of a message, when it ends in a partial block:
   up to 16 blocks, the last partial. */
#define TAIL_MAX (16 * CHACHA_BLOCK_SIZE)

static size_t
tail_length (size_t length)
{
  return length % CHACHA_BLOCK_SIZE ? length % TAIL_MAX : 0;
}

/* length bytes (at most TAIL_MAX) with the blocks from state on,
   through the bulk routine on a copy in one call, so that the tail of
   a message costs one vector step and not a step plus a block.
   Returns the blocks used. */
static size_t
chacha_tail (const uint32_t *state, size_t length,
	     uint8_t *dst, const uint8_t *src)
{
  uint8_t buf[TAIL_MAX];
  size_t padded = (length + CHACHA_BLOCK_SIZE - 1) & -CHACHA_BLOCK_SIZE;
  size_t done;

  memcpy (buf, src, length);
  done = _nettle_chacha_blocks (state, padded, buf, buf);
  if (done < padded)
    {
      uint32_t s[_CHACHA_STATE_LENGTH];
      memcpy (s, state, sizeof (s));
      s[12] += (uint32_t) (done / CHACHA_BLOCK_SIZE);
      _nettle_chacha_blocks_c (s, padded - done, buf + done, buf + done);
    }
  memcpy (dst, buf, length);
  return padded / CHACHA_BLOCK_SIZE;
}

static void
advance64 (struct chacha_ctx *ctx, size_t blocks)
{
  uint64_t counter = ctx->state[12] | ((uint64_t) ctx->state[13] << 32);
  counter += blocks;
  ctx->state[12] = (uint32_t) counter;
  ctx->state[13] = (uint32_t) (counter >> 32);
}

void
chacha_crypt (struct chacha_ctx *ctx, size_t length,
	      uint8_t *dst, const uint8_t *src)
{
  size_t tail = tail_length (length);

  length -= tail;
  while (length > 0)
    {
      size_t n = blocks_before_wrap (ctx->state[12]);
      size_t todo = length / CHACHA_BLOCK_SIZE;
      size_t done;

      if (todo > n)
	todo = n;
      done = _nettle_chacha_blocks (ctx->state, todo * CHACHA_BLOCK_SIZE,
				    dst, src);
      if (done == 0)
	done = _nettle_chacha_blocks_c (ctx->state, CHACHA_BLOCK_SIZE,
					dst, src);
      advance64 (ctx, done / CHACHA_BLOCK_SIZE);
      length -= done; dst += done; src += done;
    }
  if (tail > 0)
    {
      if ((tail - 1) / CHACHA_BLOCK_SIZE < blocks_before_wrap (ctx->state[12]))
	advance64 (ctx, chacha_tail (ctx->state, tail, dst, src));
      else
	/* Word 12 wraps inside the tail: a block at a time. */
	for (; tail > 0; dst += length, src += length, tail -= length)
	  {
	    length = tail < CHACHA_BLOCK_SIZE ? tail : CHACHA_BLOCK_SIZE;
	    advance64 (ctx, chacha_tail (ctx->state, length, dst, src));
	  }
    }
}

void
chacha_crypt32 (struct chacha_ctx *ctx, size_t length,
		uint8_t *dst, const uint8_t *src)
{
  size_t tail = tail_length (length);

  length -= tail;
  while (length > 0)
    {
      size_t done = _nettle_chacha_blocks (ctx->state, length, dst, src);
      if (done == 0)
	done = _nettle_chacha_blocks_c (ctx->state, CHACHA_BLOCK_SIZE,
					dst, src);
      ctx->state[12] += (uint32_t) (done / CHACHA_BLOCK_SIZE);
      length -= done; dst += done; src += done;
    }
  if (tail > 0)
    ctx->state[12] += (uint32_t) chacha_tail (ctx->state, tail, dst, src);
}
