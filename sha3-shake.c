/* sha3-shake.c

   SHAKE output, one shot and streaming, for any rate (FIPS 202,
   section 6.2 and algorithm 8, steps 7-10: the squeezing phase).

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

#include "sha3.h"
#include "sha3-internal.h"

/* Permutes, and while more than block_size bytes are wanted writes
   whole blocks of output to dst and permutes again. Returns where the
   output goes on; *length is left at the bytes still wanted, at most
   block_size, for the caller to take from the state. */
static uint8_t *
sha3_squeeze (struct sha3_state *state, unsigned block_size,
	      size_t *length, uint8_t *dst)
{
  for (;;)
    {
      sha3_permute (state);
      if (*length <= block_size)
	return dst;
      _md_write_le64 (block_size, dst, state->a);
      *length -= block_size;
      dst += block_size;
    }
}

void
_nettle_sha3_shake (struct sha3_state *state,
		    unsigned block_size, uint8_t *block,
		    unsigned index,
		    size_t length, uint8_t *dst)
{
  _nettle_sha3_pad (state, block_size, block, index, SHA3_SHAKE_MAGIC);

  dst = sha3_squeeze (state, block_size, &length, dst);
  _md_write_le64 (length, dst, state->a);
}

unsigned
_nettle_sha3_shake_output (struct sha3_state *state,
			   unsigned block_size, uint8_t *block,
			   unsigned index,
			   size_t length, uint8_t *dst)
{
  unsigned pos;
  unsigned left;

  if (index < block_size)
    {
      /* First output call: finish absorbing. The output block is not
	 computed yet, which pos = block_size (nothing left) expresses. */
      _nettle_sha3_pad (state, block_size, block, index, SHA3_SHAKE_MAGIC);
      pos = block_size;
    }
  else
    pos = ~index;

  assert (pos <= block_size);

  /* Output bytes left over in block from the previous call. */
  left = block_size - pos;
  if (length <= left)
    {
      memcpy (dst, block + pos, length);
      return ~(pos + length);
    }
  memcpy (dst, block + pos, left);
  dst += left;
  length -= left;

  /* Whole blocks straight from the state; the last, possibly partial,
     block goes through block so its tail is kept for the next call. */
  dst = sha3_squeeze (state, block_size, &length, dst);
  _md_write_le64 (block_size, block, state->a);
  memcpy (dst, block, length);
  return ~(unsigned) length;
}
