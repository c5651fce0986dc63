/* curve-ladder.h

   The Montgomery ladder of RFC 7748 section 5, written once for both
   fields: a file includes it after defining
     FE                          the field element type,
     FE_ADD, FE_SUB, FE_MUL, FE_SQR, FE_MUL_SMALL, FE_CSWAP
                                 its routines (curve-internal.h),
     LADDER                      the name of the static function made.
   LADDER (x2, z2, x1, k, bits, a24) leaves k * (x1 : 1) in (x2 : z2),
   the scalar k being `bits' little-endian bits (already clamped) and
   a24 = (A - 2) / 4. Constant time: every step runs, the bit only
   feeds the masks of FE_CSWAP.

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
LADDER (FE *x2, FE *z2, const FE *x1, const uint8_t *k, unsigned bits,
	uint32_t a24)
{
  FE x3, z3, a, aa, b, bb, e, c, d, da, cb;
  uint64_t swap = 0, bit;
  unsigned i;

  memset (x2, 0, sizeof (*x2)); x2->v[0] = 1;
  memset (z2, 0, sizeof (*z2));
  x3 = *x1;
  memset (&z3, 0, sizeof (z3)); z3.v[0] = 1;

  for (i = bits; i-- > 0; )
    {
      bit = (k[i / 8] >> (i % 8)) & 1;
      swap ^= bit;
      FE_CSWAP (x2, &x3, 0 - swap);
      FE_CSWAP (z2, &z3, 0 - swap);
      swap = bit;

      FE_ADD (&a, x2, z2);
      FE_SQR (&aa, &a);
      FE_SUB (&b, x2, z2);
      FE_SQR (&bb, &b);
      FE_SUB (&e, &aa, &bb);
      FE_ADD (&c, &x3, &z3);
      FE_SUB (&d, &x3, &z3);
      FE_MUL (&da, &d, &a);
      FE_MUL (&cb, &c, &b);
      FE_ADD (&x3, &da, &cb);
      FE_SQR (&x3, &x3);
      FE_SUB (&z3, &da, &cb);
      FE_SQR (&z3, &z3);
      FE_MUL (&z3, &z3, x1);
      FE_MUL (x2, &aa, &bb);
      FE_MUL_SMALL (&a, &e, a24);
      FE_ADD (&a, &aa, &a);
      FE_MUL (z2, &e, &a);
    }
  FE_CSWAP (x2, &x3, 0 - swap);
  FE_CSWAP (z2, &z3, 0 - swap);
}
