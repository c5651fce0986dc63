/* edwards-mul.h

   Constant-time scalar multiplication on an Edwards curve, written
   once for Ed25519 and Ed448: a file includes it after defining
     PT                          the point type,
     PT_IDENTITY (r)             r = the neutral element,
     PT_ADD (r, a, b)            r = a + b, a complete formula (r may
                                 alias a or b),
     PT_DBL (r, a)               r = 2 a,
     PT_CMOV (r, a, mask)        r = a where mask is all ones,
     EDWARDS_MUL                 the name of the static function made.
   EDWARDS_MUL (r, k, bits, p) sets r = k p, k being the `bits'
   little-endian bits at k. A fixed window of 4 bits: a table of
   0 p ... 15 p, then per window four doublings and one addition of
   the entry, which is read by a masked pass over all 16 entries. No
   branch or memory index depends on k.

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

static void
EDWARDS_MUL (PT *r, const uint8_t *k, unsigned bits, const PT *p)
{
  PT table[16], t;
  unsigned w, j;

  PT_IDENTITY (&table[0]);
  table[1] = *p;
  for (j = 2; j < 16; j++)
    {
      if (j & 1)
	PT_ADD (&table[j], &table[j - 1], p);
      else
	PT_DBL (&table[j], &table[j / 2]);
    }

  PT_IDENTITY (r);
  for (w = (bits + 3) / 4; w-- > 0; )
    {
      uint64_t digit = (k[w / 2] >> (4 * (w & 1))) & 0xf;
      PT_DBL (r, r);
      PT_DBL (r, r);
      PT_DBL (r, r);
      PT_DBL (r, r);
      t = table[0];
      for (j = 1; j < 16; j++)
	PT_CMOV (&t, &table[j], curve_eq_mask (digit, j));
      PT_ADD (r, r, &t);
    }
}
