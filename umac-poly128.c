/* umac-poly128.c

   _nettle_umac_poly128: one step of the 128-bit polynomial hash of
   RFC 4418 section 5.3, modulo 2^128 - 159, on 32-bit limbs.

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

#include "umac.h"
#include "umac-internal.h"

/* Numbers below 2^128 as four 32-bit limbs, least significant first. */

/* v += c * 2^128 folded in as c * 159. The first addition carries
   out at most 1, and then v is below 159, so the second one never
   carries: two fixed rounds, no loop on the (key-dependent) carry. */
static void
fold (uint32_t *v, uint64_t c)
{
  unsigned round, i;

  for (round = 0; round < 2; round++)
    {
      uint64_t t = c * UMAC_P128_OFFSET;
      for (i = 0; i < 4; i++)
	{
	  t += v[i];
	  v[i] = (uint32_t) t;
	  t >>= 32;
	}
      c = t;
    }
}

/* v = v * k mod p (not fully reduced); k[0..3] most significant
   first, each below 2^25. */
static void
mul (uint32_t *v, const uint32_t *k)
{
  uint64_t col[8] = { 0, 0, 0, 0, 0, 0, 0, 0 };
  uint32_t p[8];
  uint64_t t;
  unsigned i, j;

  /* Each product is below 2^57, a column of four below 2^59. */
  for (i = 0; i < 4; i++)
    for (j = 0; j < 4; j++)
      col[i + j] += (uint64_t) v[i] * k[3 - j];

  for (i = 0, t = 0; i < 8; i++)
    {
      t += col[i];
      p[i] = (uint32_t) t;
      t >>= 32;
    }

  /* High half times 159 plus low half. */
  for (i = 0, t = 0; i < 4; i++)
    {
      t += (uint64_t) p[i] + (uint64_t) p[i + 4] * UMAC_P128_OFFSET;
      v[i] = (uint32_t) t;
      t >>= 32;
    }
  fold (v, t);
}

/* v = v + (mh 2^64 + ml) mod p, not fully reduced. */
static void
add (uint32_t *v, uint64_t mh, uint64_t ml)
{
  uint32_t m[4];
  uint64_t t;
  unsigned i;

  m[0] = (uint32_t) ml;
  m[1] = (uint32_t) (ml >> 32);
  m[2] = (uint32_t) mh;
  m[3] = (uint32_t) (mh >> 32);
  for (i = 0, t = 0; i < 4; i++)
    {
      t += (uint64_t) v[i] + m[i];
      v[i] = (uint32_t) t;
      t >>= 32;
    }
  fold (v, t);
}

void
_nettle_umac_poly128 (const uint32_t *k, uint64_t *y, uint64_t mh, uint64_t ml)
{
  uint32_t v[4], marked[4];
  uint64_t big;
  unsigned i;

  v[0] = (uint32_t) y[1];
  v[1] = (uint32_t) (y[1] >> 32);
  v[2] = (uint32_t) y[0];
  v[3] = (uint32_t) (y[0] >> 32);

  /* m >= 2^128 - 2^96 is hashed as the marker p - 1 followed by m -
     offset. m is a keyed hash: the marker step is always computed and
     kept under a mask (as in umac-poly64.c). */
  big = -(((mh >> 32) + 1) >> 32);
  memcpy (marked, v, sizeof (marked));
  mul (marked, k);
  add (marked, UMAC_P128_HI, UMAC_P128_LO - 1);
  for (i = 0; i < 4; i++)
    v[i] = (marked[i] & (uint32_t) big) | (v[i] & ~(uint32_t) big);
  /* The 128-bit m - offset, borrowing from mh when ml < offset. */
  {
    /* ml < offset exactly when ml + (2^64 - offset) does not carry. */
    uint64_t borrow = 1 ^ _umac_carry (ml, UMAC_P128_LO, ml + UMAC_P128_LO);
    mh -= big & borrow;
    ml -= UMAC_P128_OFFSET & big;
  }
  mul (v, k);
  add (v, mh, ml);

  y[0] = ((uint64_t) v[3] << 32) | v[2];
  y[1] = ((uint64_t) v[1] << 32) | v[0];
}
