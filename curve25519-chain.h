/* curve25519-chain.h

   The exponentiation of GF(2^255 - 19) for the square root, written
   over an element type: a^(2^250 - 1) by the usual addition chain,
   then a^((p - 5) / 8). curve25519-field.c (radix 2^51) includes it
   after defining FE (the element type) and FE_OP(name) (its operation
   `name': mul, sqr), and gets static FE_OP(pow_2_250_1) and
   FE_OP(pow_p58_chain). Constant time as mul and sqr are. (Inverses
   no longer come from here: a^(p - 2) by this chain cost more than
   ecc_mod_inv's divsteps, in both representations.)

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

/* r = a^(2^n) for n >= 1. */
static void
FE_OP (sqr_n) (FE *r, const FE *a, unsigned n)
{
  FE_OP (sqr) (r, a);
  while (--n > 0)
    FE_OP (sqr) (r, r);
}

/* r = a^(2^250 - 1), and a^11 in *a11. */
static void
FE_OP (pow_2_250_1) (FE *r, FE *a11, const FE *a)
{
  FE t0, t1, t2;
  FE_OP (sqr) (&t0, a);			/* 2 */
  FE_OP (sqr_n) (&t1, &t0, 2);		/* 8 */
  FE_OP (mul) (&t1, &t1, a);		/* 9 */
  FE_OP (mul) (a11, &t0, &t1);		/* 11 */
  FE_OP (sqr) (&t0, a11);		/* 22 */
  FE_OP (mul) (&t1, &t1, &t0);		/* 31 = 2^5 - 1 */
  FE_OP (sqr_n) (&t0, &t1, 5);
  FE_OP (mul) (&t1, &t0, &t1);		/* 2^10 - 1 */
  FE_OP (sqr_n) (&t0, &t1, 10);
  FE_OP (mul) (&t2, &t0, &t1);		/* 2^20 - 1 */
  FE_OP (sqr_n) (&t0, &t2, 20);
  FE_OP (mul) (&t0, &t0, &t2);		/* 2^40 - 1 */
  FE_OP (sqr_n) (&t0, &t0, 10);
  FE_OP (mul) (&t1, &t0, &t1);		/* 2^50 - 1 */
  FE_OP (sqr_n) (&t0, &t1, 50);
  FE_OP (mul) (&t2, &t0, &t1);		/* 2^100 - 1 */
  FE_OP (sqr_n) (&t0, &t2, 100);
  FE_OP (mul) (&t0, &t0, &t2);		/* 2^200 - 1 */
  FE_OP (sqr_n) (&t0, &t0, 50);
  FE_OP (mul) (r, &t0, &t1);		/* 2^250 - 1 */
}

/* r = a^((p - 5) / 8); r may alias a. */
static void
FE_OP (pow_p58_chain) (FE *r, const FE *a)
{
  FE t, a11, a1 = *a;
  /* (p - 5) / 8 = 2^252 - 3 = (2^250 - 1) 4 + 1. */
  FE_OP (pow_2_250_1) (&t, &a11, &a1);
  FE_OP (sqr_n) (&t, &t, 2);
  FE_OP (mul) (r, &t, &a1);
}
