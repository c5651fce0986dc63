/* edwards-mul.h

   Scalar multiplication by a public scalar on an Edwards curve (the
   k A of verification), for Ed448 (Ed25519 verifies with the joint
   s B - k A of ed25519-point.c instead): a file includes it after
   defining
     PT                          the point type,
     PT_IDENTITY (r)             r = the neutral element,
     PT_ADD (r, a, b)            r = a + b, a complete formula (r may
                                 alias a or b),
     PT_DBL (r, a)               r = 2 a,
     PT_NEG (r, a)               r = -a,
     EDWARDS_MUL_VARTIME         the name of the static function made.
   EDWARDS_MUL_VARTIME (r, k, bits, p) sets r = k p, k being `bits'
   little-endian bits at k (bits <= 448): the width-5 NAF of k
   (eddsa_scalar_wnaf) over the odd multiples p, 3 p, ..., 15 p, one
   doubling per bit and one addition per nonzero digit (about one in
   six). VARIABLE TIME: it branches on k, so k must be public.

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
EDWARDS_MUL_VARTIME (PT *r, const uint8_t *k, unsigned bits, const PT *p)
{
  PT odd[8], t;
  signed char naf[449];
  int i, top;
  unsigned j;

  eddsa_scalar_wnaf (naf, bits, k, 5);
  PT_DBL (&t, p);
  odd[0] = *p;
  for (j = 1; j < 8; j++)
    PT_ADD (&odd[j], &odd[j - 1], &t);

  PT_IDENTITY (r);
  for (top = bits; top >= 0 && naf[top] == 0; top--)
    ;
  for (i = top; i >= 0; i--)
    {
      if (i < top)
	PT_DBL (r, r);
      if (naf[i] > 0)
	PT_ADD (r, r, &odd[naf[i] / 2]);
      else if (naf[i] < 0)
	{
	  PT_NEG (&t, &odd[-naf[i] / 2]);
	  PT_ADD (r, r, &t);
	}
    }
}
