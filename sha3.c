/* sha3.c

   The SHA-3 sponge: absorbing input and the final padding, shared
   by every SHA3 and SHAKE variant (FIPS 202, section 4 and 5.1).

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

#include "macros.h"

/* Xors a whole block (block_size a multiple of 8) into the state. */
static void
sha3_xor_block (struct sha3_state *state, unsigned block_size,
		const uint8_t *data)
{
  uint64_t *a = state->a;
  unsigned i;
  for (i = 0; i < block_size / 8; i++, data += 8)
    a[i] ^= LE_READ_UINT64 (data);
}

unsigned
_nettle_sha3_update (struct sha3_state *state,
		     unsigned block_size, uint8_t *block,
		     unsigned pos,
		     size_t length, const uint8_t *data)
{
  assert (pos < block_size);

  if (length == 0)
    return pos;

  if (pos > 0)
    {
      unsigned left = block_size - pos;
      if (length < left)
	{
	  memcpy (block + pos, data, length);
	  return pos + length;
	}
      memcpy (block + pos, data, left);
      data += left;
      length -= left;
      sha3_xor_block (state, block_size, block);
      sha3_permute (state);
    }

  for (; length >= block_size; length -= block_size, data += block_size)
    {
      sha3_xor_block (state, block_size, data);
      sha3_permute (state);
    }

  memcpy (block, data, length);
  return length;
}

void
_nettle_sha3_pad (struct sha3_state *state,
		  unsigned block_size, uint8_t *block, unsigned pos,
		  uint8_t magic)
{
  assert (pos < block_size);

  /* pad10*1 after the suffix bits: magic carries the suffix and the
     first 1 bit, the last byte of the block gets the final 1 bit. */
  block[pos++] = magic;
  memset (block + pos, 0, block_size - pos);
  block[block_size - 1] |= 0x80;

  sha3_xor_block (state, block_size, block);
}
