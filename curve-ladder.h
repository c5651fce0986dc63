/* curve-ladder.h

   X25519 and X448 (RFC 7748 section 5) written once: the Montgomery
   ladder on the u coordinate and the conversions around it. A file
   includes this after defining
     FIELD         the field's prefix, fe25519 or fe448: FIELD's type
                   and routines (curve-internal.h) are used, and the
                   function made is FIELD_ladder_dh;
     LADDER_BITS   the bit length of the clamped scalar (255, 448);
     LADDER_A24    (A - 2) / 4 for the curve's A (121665, 39081).
   FIELD_ladder_dh (q, k, u) writes the u coordinate of k (u : 1), k
   being already clamped. Constant time: every step runs, the scalar
   bits only feed the masks of the conditional swaps.

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

#define LADDER_PASTE(f, name) f ## _ ## name
#define LADDER_FN(f, name) LADDER_PASTE (f, name)
#define FE FIELD
#define FE_OP(name) LADDER_FN (FIELD, name)

static void
FE_OP (ladder_dh) (uint8_t *q, const uint8_t *k, const uint8_t *u)
{
  FE x1, x2, z2, x3, z3, a, aa, b, bb, e, c, d, da, cb;
  uint64_t swap = 0, bit;
  unsigned i;

  /* Any residue is accepted for u, reduced or not. */
  FE_OP (frombytes) (&x1, u);
  memset (&x2, 0, sizeof (x2)); x2.v[0] = 1;
  memset (&z2, 0, sizeof (z2));
  x3 = x1;
  memset (&z3, 0, sizeof (z3)); z3.v[0] = 1;

  for (i = LADDER_BITS; i-- > 0; )
    {
      bit = (k[i / 8] >> (i % 8)) & 1;
      swap ^= bit;
      FE_OP (cswap) (&x2, &x3, 0 - swap);
      FE_OP (cswap) (&z2, &z3, 0 - swap);
      swap = bit;

      FE_OP (add) (&a, &x2, &z2);
      FE_OP (sqr) (&aa, &a);
      FE_OP (sub) (&b, &x2, &z2);
      FE_OP (sqr) (&bb, &b);
      FE_OP (sub) (&e, &aa, &bb);
      FE_OP (add) (&c, &x3, &z3);
      FE_OP (sub) (&d, &x3, &z3);
      FE_OP (mul) (&da, &d, &a);
      FE_OP (mul) (&cb, &c, &b);
      FE_OP (add) (&x3, &da, &cb);
      FE_OP (sqr) (&x3, &x3);
      FE_OP (sub) (&z3, &da, &cb);
      FE_OP (sqr) (&z3, &z3);
      FE_OP (mul) (&z3, &z3, &x1);
      FE_OP (mul) (&x2, &aa, &bb);
      FE_OP (mul_small) (&a, &e, LADDER_A24);
      FE_OP (add) (&a, &aa, &a);
      FE_OP (mul) (&z2, &e, &a);
    }
  FE_OP (cswap) (&x2, &x3, 0 - swap);
  FE_OP (cswap) (&z2, &z3, 0 - swap);

  /* z2 = 0 (u of small order) gives 0, as RFC 7748 lets it. */
  FE_OP (inv) (&z2, &z2);
  FE_OP (mul) (&x2, &x2, &z2);
  FE_OP (tobytes) (q, &x2);
}
