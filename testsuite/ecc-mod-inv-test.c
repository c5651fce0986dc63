/* testsuite/ecc-mod-inv-test.c

   ecc_mod_inv (ecc-mod-inv.c, linked in directly: it is internal to
   libhogweed) against mpz_invert: r = r2 / a mod m, fully reduced, for
   every curve's p and q with their own r2 (Montgomery or plain), and
   for random odd moduli of 192 to 521 bits (prime or not, any r2 < m)
   with a coprime to m. Inputs: 0 (gives 0), 1, 2, m - 1, m - 2, powers
   of two, a with long runs of zeros or ones, random a; r aliasing a;
   a + m where that is below 2^b (b the modulus' bits).

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

#include "ecc-utils.h"
#include "powm-test.h"

/* a has to be coprime to m (or 0). */
static void
check_one (const char *what, const struct ecc_modulo *m, const mpz_t a)
{
  mp_limb_t *x, r[ECC_MAX_LIMBS], w[ECC_MAX_LIMBS];
  mpz_t mm, want, r2;
  mpz_init (want);
  mpz_roinit_n (mm, m->m, m->size);
  mpz_roinit_n (r2, m->r2, m->size);
  if (mpz_sgn (a) == 0)
    mpz_set_ui (want, 0);
  else
    {
      ASSERT (mpz_invert (want, a, mm));
      mpz_mul (want, want, r2);
      mpz_mod (want, want, mm);
    }
  /* a in a buffer ending at an unmapped page. */
  x = guarded_limbs (a, m->size);
  mpz_limbs_copy (w, want, m->size);
  ecc_mod_inv (m, r, x);
  if (mpn_cmp (r, w, m->size) != 0)
    {
      gmp_printf ("m = %Zx\na = %Zx\nwant %Nx\ngot  %Nx\n",
		  mm, a, w, m->size, r, m->size);
      test_fail ("ecc_mod_inv, %s, %u-bit modulus: wrong result",
		 what, m->bit_size);
    }
  /* In place. */
  ecc_mod_inv (m, x, x);
  if (mpn_cmp (x, w, m->size) != 0)
    test_fail ("ecc_mod_inv, %s, %u-bit modulus: wrong result in place",
	       what, m->bit_size);
  guard_free ((uint8_t *) x);
  /* Past the contract (a < m): a + m, when it is below 2^b, gives the
     same, as ecc_mod_inv says. */
  mpz_add (want, a, mm);
  if (mpz_sizeinbase (want, 2) <= m->bit_size)
    {
      x = guarded_limbs (want, m->size);
      ecc_mod_inv (m, r, x);
      if (mpn_cmp (r, w, m->size) != 0)
	test_fail ("ecc_mod_inv, %s, %u-bit modulus: wrong result for "
		   "a + m", what, m->bit_size);
      guard_free ((uint8_t *) x);
    }
  mpz_clear (want);
}

/* The fixed inputs, then count random ones. */
static void
check_modulus (const char *what, const struct ecc_modulo *m, unsigned count)
{
  mpz_t mm, a, g;
  unsigned i, k;
  mpz_roinit_n (mm, m->m, m->size);
  mpz_init (a);
  mpz_init (g);
  for (i = 0; i < 9 + 2 * m->bit_size + count; i++)
    {
      if (i < 5)
	{
	  static const int small[5] = { 0, 1, 2, -1, -2 };
	  mpz_set_si (a, small[i]);
	  if (small[i] < 0)
	    mpz_add (a, a, mm);
	}
      else if (i < 9)
	{
	  /* A run of ones below a run of zeros and the opposite. */
	  k = test_rand_below (m->bit_size - 2) + 1;
	  mpz_set_ui (a, 0);
	  mpz_setbit (a, k);
	  mpz_sub_ui (a, a, 1);
	  if (i & 1)
	    mpz_sub (a, mm, a);
	}
      else if (i < 9 + m->bit_size)
	{
	  mpz_set_ui (a, 0);
	  mpz_setbit (a, i - 9);
	}
      else if (i < 9 + 2 * m->bit_size)
	{
	  mpz_set_ui (a, 0);
	  mpz_setbit (a, i - 9 - m->bit_size);
	  mpz_sub (a, mm, a);
	}
      else
	random_bits (a, m->bit_size);
      mpz_mod (a, a, mm);
      mpz_gcd (g, a, mm);
      if (mpz_sgn (a) != 0 && mpz_cmp_ui (g, 1) != 0)
	continue;
      check_one (what, m, a);
    }
  mpz_clear (a);
  mpz_clear (g);
}

void
test_main (void)
{
  struct ecc_modulo m;
  unsigned i;

  ecc_each_modulus (check_modulus, 300);
  test_ok ("every curve's p and q: 0, 1, 2, m - 1, m - 2, 2^k, m - 2^k, runs, 300 random a");

  for (i = 0; i < 60; i++)
    {
      unsigned bits = 192 + test_rand_below (ECC_MAX_BITS - 192 + 1);
      mpz_t x, t;
      mp_limb_t inv;
      unsigned j;
      mpz_init (x);
      mpz_init (t);
      memset (&m, 0, sizeof (m));
      random_bits (x, bits);
      mpz_setbit (x, bits - 1);
      mpz_setbit (x, 0);
      m.bit_size = bits;
      m.size = (bits + GMP_NUMB_BITS - 1) / GMP_NUMB_BITS;
      mpz_limbs_copy (m.m, x, m.size);
      /* minv = -1/m mod 2^GMP_NUMB_BITS, by Newton. */
      inv = m.m[0];
      for (j = 0; j < 5; j++)
	inv *= 2 - m.m[0] * inv;
      m.minv = -inv;
      random_bits (t, bits);
      mpz_mod (t, t, x);
      mpz_limbs_copy (m.r2, t, m.size);
      check_modulus ("random odd modulus", &m, 20);
      mpz_clear (x);
      mpz_clear (t);
    }
  test_ok ("60 random odd moduli of 192 to %u bits, any factor r2", ECC_MAX_BITS);
}
