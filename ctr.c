/* ctr.c

   Counter mode (CTR): ctr_crypt for any block size. 16-byte ciphers
   go through _nettle_ctr_crypt16 with a full 128-bit big-endian
   counter, AES first through the dispatched bulk routine
   _nettle_ctr_aes_crypt; other sizes use a batched generic loop.

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

#include "ctr.h"

#include "aes-internal.h"
#include "ctr-internal.h"
#include "endian-internal.h"
#include "macros.h"
#include "memxor.h"

/* The whole 16-byte block is one big-endian counter: the low 64-bit
   half carries into the high half. The high half is stored as it is
   read, and only recomputed after a carry. */
static nettle_fill16_func ctr_fill16;

static void
ctr_fill16(uint8_t *ctr, size_t blocks, union nettle_block16 *buffer)
{
  uint64_t hi = READ_UINT64(ctr);
  uint64_t lo = READ_UINT64(ctr + 8);
  uint8_t hi_bytes[8];

  memcpy(hi_bytes, ctr, 8);
  for (; blocks > 0; blocks--, buffer++)
    {
      memcpy(buffer->b, hi_bytes, 8);
      STORE_BE64(buffer->b + 8, lo);
      if (!++lo)
	{
	  hi++;
	  STORE_BE64(hi_bytes, hi);
	}
    }
  STORE_BE64(ctr, hi);
  STORE_BE64(ctr + 8, lo);
}

/* A message of at most one block: the bulk routines' set-up (eight
   counters, an aligned frame) would cost more than the block, so one
   call of f on a copy of the counter. */
static void
ctr_crypt_lone16(const void *ctx, nettle_cipher_func *f, uint8_t *ctr,
		 size_t length, uint8_t *dst, const uint8_t *src)
{
  union nettle_block16 block;

  memcpy(block.b, ctr, 16);
  f(ctx, 16, block.b, block.b);
  if (length == 16)
    {
      uint64_t s[2];
      memcpy(s, src, 16);
      block.u64[0] ^= s[0];
      block.u64[1] ^= s[1];
      memcpy(dst, block.b, 16);
    }
  else
    memxor3(dst, src, block.b, length);
  INCREMENT(16, ctr);
}

void
ctr_crypt(const void *ctx, nettle_cipher_func *f,
	  size_t block_size, uint8_t *ctr,
	  size_t length, uint8_t *dst,
	  const uint8_t *src)
{
  if (block_size == 16)
    {
      if (length <= 16)
	{
	  if (length > 0)
	    ctr_crypt_lone16(ctx, f, ctr, length, dst, src);
	  return;
	}
      if (length >= 16)
	{
	  unsigned rounds;
	  int decrypt;
	  const uint32_t *keys = _nettle_aes_cipher_keys(f, ctx,
							 &rounds, &decrypt);
	  if (keys && !decrypt)
	    {
	      size_t done = _nettle_ctr_aes_crypt(rounds, keys, ctr,
						  length & ~(size_t) 15,
						  dst, src);
	      length -= done;
	      dst += done;
	      src += done;
	    }
	}
      _nettle_ctr_crypt16(ctx, f, ctr_fill16, ctr, length, dst, src);
    }
  else
    {
      /* Any other block size: a buffer of consecutive counter blocks,
	 encrypted with one call of f, XORed into the data. A final
	 partial block rides along in the last batch. */
      uint8_t buffer[CTR_BUFFER_LIMIT];
      size_t buffer_size = CTR_BUFFER_LIMIT - CTR_BUFFER_LIMIT % block_size;

      assert(block_size <= CTR_BUFFER_LIMIT);

      while (length > 0)
	{
	  size_t part = length < buffer_size ? length : buffer_size;
	  size_t filled;

	  for (filled = 0; filled < part; filled += block_size)
	    {
	      memcpy(buffer + filled, ctr, block_size);
	      INCREMENT(block_size, ctr);
	    }
	  f(ctx, filled, buffer, buffer);
	  memxor3(dst, src, buffer, part);

	  length -= part;
	  dst += part;
	  src += part;
	}
    }
}
