/* umac-l2.c

   The second UHASH layer (RFC 4418 section 5.4): POLY over the NH
   outputs, 64-bit words for the first 2^14 of them, 128-bit words
   after that.

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

#include "umac.h"
#include "umac-internal.h"
#include "umac-poly64-inline.h"

/* State of iteration i, with count the number of NH outputs so far:
     count == 1:              state[2i+1] holds the single output (a
                              message of one block skips this layer).
     2 <= count <= 2^14:      state[2i+1] is y of the 64-bit POLY.
     count > 2^14:            state[2i], state[2i+1] are y of the
                              128-bit POLY; state[2n+i] holds the first
                              half of an incomplete 128-bit word when
                              count - 2^14 is odd. */

#define L2_MASK 0x01ffffff

void
_nettle_umac_l2_init (unsigned size, uint32_t *k)
{
  unsigned i;
  for (i = 0; i < size; i++)
    k[i] &= L2_MASK;
}

static uint64_t
p64_reduce (uint64_t y)
{
  /* Under a mask: y depends on the key. */
  /* y >= p exactly when y + 59 carries. */
  return y - (UMAC_P64 & -_umac_carry (y, UMAC_P64_OFFSET,
				       y + UMAC_P64_OFFSET));
}

void
_nettle_umac_l2 (const uint32_t *key, uint64_t *state, unsigned n,
		 uint64_t count, const uint64_t *m)
{
  unsigned i;

  assert (count > 0);
  if (count == 1)
    {
      /* The first block (for a short message the only one), tested
	 once here rather than per iteration in the loop below. */
      for (i = 0; i < n; i++)
	{
	  state[2 * i] = 0;
	  state[2 * i + 1] = m[i];
	}
      return;
    }
  for (i = 0; i < n; i++, key += 6)
    {
      uint64_t *y = state + 2 * i;

      if (count <= UMAC_POLY64_BLOCKS)
	{
	  /* The first step, from y = 1, through the function: inlined
	     with that constant, gcc 12 made a carry of the sum into a
	     branch (on the key), which sc-umac-test reports. */
	  if (count == 2)
	    y[1] = _nettle_umac_poly64 (key[0], key[1], 1, y[1]);
	  y[1] = umac_poly64_step (key[0], key[1], y[1], m[i]);
	}
      else if ((count - UMAC_POLY64_BLOCKS) & 1)
	{
	  if (count == UMAC_POLY64_BLOCKS + 1)
	    {
	      /* Switch: the 128-bit POLY starts at 1 and takes the
		 (reduced) 64-bit result as its first word. */
	      uint64_t first = p64_reduce (y[1]);
	      y[0] = 0;
	      y[1] = 1;
	      _nettle_umac_poly128 (key + 2, y, 0, first);
	    }
	  state[2 * n + i] = m[i];
	}
      else
	_nettle_umac_poly128 (key + 2, y, state[2 * n + i], m[i]);
    }
}

void
_nettle_umac_l2_final (const uint32_t *key, uint64_t *state, unsigned n,
		       uint64_t count)
{
  unsigned i;

  assert (count > 0);
  if (count == 1)
    {
      /* L3 takes 8 zero bytes followed by the NH output. */
      for (i = 0; i < n; i++)
	state[2 * i] = 0;
      return;
    }
  for (i = 0; i < n; i++, key += 6)
    {
      uint64_t *y = state + 2 * i;

      if (count <= UMAC_POLY64_BLOCKS)
	{
	  y[0] = 0;
	  y[1] = p64_reduce (y[1]);
	}
      else
	{
	  /* Pad with a 0x80 byte and zeros to a 16-byte boundary. */
	  if ((count - UMAC_POLY64_BLOCKS) & 1)
	    _nettle_umac_poly128 (key + 2, y, state[2 * n + i],
				  (uint64_t) 1 << 63);
	  else
	    _nettle_umac_poly128 (key + 2, y, (uint64_t) 1 << 63, 0);

	  /* Full reduction: y < 2^128 < 2 p, so y >= p exactly when
	     the high word is all ones and the low one at least
	     UMAC_P128_LO; done under a mask, y depends on the key. */
	  {
	    uint64_t ge = -(_umac_carry (y[0], 1, y[0] + 1)
			    & _umac_carry (y[1], UMAC_P128_OFFSET,
					   y[1] + UMAC_P128_OFFSET));
	    y[0] &= ~ge;
	    y[1] -= UMAC_P128_LO & ge;
	  }
	}
    }
}
