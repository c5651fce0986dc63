/* testsuite/ecc-test.c

   ecc.h on every Weierstrass curve: the generator and its order, k g
   and k p for small and random k against an mpz reference, scalar and
   point validation (points off the curve rejected), sizes.

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

static void
check_point (const char *what, const char *curve, const struct ecc_point *p,
	     const struct ref_point *want)
{
  mpz_t x, y;
  mpz_init (x);
  mpz_init (y);
  ecc_point_get (p, x, y);
  ASSERT (!want->inf);
  if (mpz_cmp (x, want->x) || mpz_cmp (y, want->y))
    {
      gmp_printf ("got  (%Zx, %Zx)\nwant (%Zx, %Zx)\n", x, y, want->x, want->y);
      test_fail ("%s: %s: wrong point", curve, what);
    }
  mpz_clear (x);
  mpz_clear (y);
}

static void
test_curve (const char *name, const struct ecc_curve *ecc)
{
  struct ref_curve c;
  struct ref_point g, want, pt;
  struct ecc_scalar s;
  struct ecc_point r, p;
  mpz_t k, t;
  mp_limb_t j[3 * ECC_MAX_LIMBS], j2[3 * ECC_MAX_LIMBS];
  mp_size_t n;
  unsigned i;

  ref_curve_init (&c, ecc);
  ref_point_init (&g); ref_point_init (&want); ref_point_init (&pt);
  ref_g (&c, &g);
  mpz_init (k); mpz_init (t);
  ecc_scalar_init (&s, ecc);
  ecc_point_init (&r, ecc);
  ecc_point_init (&p, ecc);
  n = ecc_size (ecc);

  /* Sizes. */
  ASSERT (ecc_bit_size (ecc) == mpz_sizeinbase (c.p, 2));
  ASSERT (n == (mp_size_t) mpz_size (c.p));
  ASSERT (ecc_size_a (ecc) == 2 * n && ecc_size_j (ecc) == 3 * n);

  /* g is on the curve and has order q: (q - 1) g = -g, and the
     general addition of -g and g is infinity. */
  ASSERT (ecc_point_set (&p, c.gx, c.gy));
  mpz_sub_ui (k, c.q, 1);
  ASSERT (ecc_scalar_set (&s, k));
  ecc_point_mul_g (&r, &s);
  mpz_sub (want.y, c.p, c.gy);
  mpz_set (want.x, c.gx);
  want.inf = 0;
  check_point ("(q-1) g", name, &r, &want);
  ecc_point_mul (&r, &s, &p);
  check_point ("(q-1) p, p = g", name, &r, &want);
  ref_mul (&c, &pt, c.q, &g);
  ASSERT (pt.inf);
  ecc_mul_g (ecc, j, s.p);
  ecc_a_to_j (ecc, j2, ecc->g);
  ecc_nonsec_add_jjj (ecc, j, j, j2);
  ASSERT (sec_zero_p (j + 2 * n, n));
  ecc_j_to_a (ecc, j2, j);
  ASSERT (sec_zero_p (j2, 2 * n));
  test_ok ("%s: g on the curve, q g = infinity, (q-1) g = -g", name);

  /* g + g by the variable-time general addition, which must see the
     equal points and double: 2 g as ecc_mul_g makes it. */
  {
    mp_limb_t a2[2 * ECC_MAX_LIMBS], a3[2 * ECC_MAX_LIMBS];
    mpz_set_ui (k, 2);
    ASSERT (ecc_scalar_set (&s, k));
    ecc_mul_g (ecc, j, s.p);
    ecc_j_to_a (ecc, a2, j);
    ecc_a_to_j (ecc, j2, ecc->g);
    ecc_nonsec_add_jjj (ecc, j, j2, j2);
    ecc_j_to_a (ecc, a3, j);
    ASSERT (mpn_cmp (a2, a3, 2 * n) == 0);
  }
  test_ok ("%s: g + g by ecc_nonsec_add_jjj = 2 g", name);

  /* k g and k g through ecc_point_mul for k = 1 .. 40. */
  for (i = 1; i <= 40; i++)
    {
      mpz_set_ui (k, i);
      ASSERT (ecc_scalar_set (&s, k));
      ref_mul (&c, &want, k, &g);
      ecc_point_mul_g (&r, &s);
      check_point ("small k g", name, &r, &want);
      ecc_point_mul (&r, &s, &p);
      check_point ("small k p, p = g", name, &r, &want);
    }
  test_ok ("%s: k g for k = 1..40, mul_g and mul", name);

  /* Random k, random p = m g; also k near q and with zero windows. */
  for (i = 0; i < 20; i++)
    {
      mpz_t m;
      mpz_init (m);
      ref_random_scalar (&c, m);
      ref_mul (&c, &pt, m, &g);
      ASSERT (ecc_point_set (&p, pt.x, pt.y));
      ref_random_scalar (&c, k);
      if (i == 1)
	mpz_sub_ui (k, c.q, 2);
      else if (i == 2)
	{
	  mpz_set_ui (k, 1);
	  mpz_mul_2exp (k, k, mpz_sizeinbase (c.q, 2) - 2);
	}
      ASSERT (ecc_scalar_set (&s, k));
      ecc_point_mul_g (&r, &s);
      ref_mul (&c, &want, k, &g);
      check_point ("random k g", name, &r, &want);
      ref_mul (&c, &want, k, &pt);
      ecc_point_mul (&r, &s, &p);
      check_point ("random k p", name, &r, &want);
      /* In place: r = k r. */
      ecc_point_mul (&p, &s, &p);
      check_point ("random k p in place", name, &p, &want);
      ecc_scalar_get (&s, m);
      ASSERT (mpz_cmp (m, k) == 0);
      mpz_clear (m);
    }
  test_ok ("%s: random k g and k p against the mpz reference", name);

  /* u1 g + u2 p (verification's variable-time Straus): random, zero
     scalars, and p = g where the sum cancels or doubles. */
  for (i = 0; i < 12; i++)
    {
      mpz_t u1, u2, m;
      struct ref_point a, b;
      mp_limb_t l1[ECC_MAX_LIMBS], l2[ECC_MAX_LIMBS];
      mpz_init (u1); mpz_init (u2); mpz_init (m);
      ref_point_init (&a); ref_point_init (&b);
      ref_random_scalar (&c, u1);
      ref_random_scalar (&c, u2);
      ref_random_scalar (&c, m);
      if (i == 1)
	mpz_set_ui (u1, 0);
      if (i == 2)
	mpz_set_ui (u2, 0);
      if (i >= 3)
	mpz_set_ui (m, 1);	/* p = g */
      if (i == 4)
	mpz_sub (u2, c.q, u1);	/* infinity */
      if (i == 5)
	mpz_set (u2, u1);	/* 2 u1 g */
      if (i == 6)
	{
	  mpz_set_ui (u1, 17);
	  mpz_sub_ui (u2, c.q, 17);
	}
      if (i == 7)
	{
	  mpz_set_ui (u1, 3);
	  mpz_set_ui (u2, 5);
	}
      ref_mul (&c, &pt, m, &g);
      ASSERT (ecc_point_set (&p, pt.x, pt.y));
      ref_mul (&c, &a, u1, &g);
      ref_mul (&c, &b, u2, &pt);
      ref_add (&c, &want, &a, &b);
      mpz_limbs_copy (l1, u1, n);
      mpz_limbs_copy (l2, u2, n);
      ecc_nonsec_mul_ag (ecc, j, l1, l2, p.p);
      if (want.inf)
	ASSERT (sec_zero_p (j + 2 * n, n));
      else
	{
	  ecc_j_to_a (ecc, r.p, j);
	  check_point ("u1 g + u2 p", name, &r, &want);
	}
      mpz_clear (u1); mpz_clear (u2); mpz_clear (m);
      ref_point_clear (&a); ref_point_clear (&b);
    }
  test_ok ("%s: u1 g + u2 p (Straus, wNAF) against the mpz reference, with the cancelling and doubling cases", name);

  /* Scalars: 0 < z < q. */
  mpz_set_ui (k, 0);
  ASSERT (!ecc_scalar_set (&s, k));
  mpz_set_si (k, -1);
  ASSERT (!ecc_scalar_set (&s, k));
  ASSERT (!ecc_scalar_set (&s, c.q));
  mpz_add_ui (k, c.q, 1);
  ASSERT (!ecc_scalar_set (&s, k));
  mpz_set_ui (k, 1);
  mpz_mul_2exp (k, k, 64 * n + 1);
  ASSERT (!ecc_scalar_set (&s, k));
  mpz_sub_ui (k, c.q, 1);
  ASSERT (ecc_scalar_set (&s, k));
  test_ok ("%s: ecc_scalar_set accepts [1, q) only", name);

  /* Points: off the curve, coordinates out of range. */
  mpz_add_ui (t, c.gy, 1);
  ASSERT (!ecc_point_set (&p, c.gx, t));
  mpz_add_ui (t, c.gx, 1);
  ASSERT (!ecc_point_set (&p, t, c.gy));
  mpz_set_ui (t, 0);
  ASSERT (!ecc_point_set (&p, t, t));
  mpz_add (t, c.gx, c.p);
  ASSERT (!ecc_point_set (&p, t, c.gy));
  mpz_add (t, c.gy, c.p);
  ASSERT (!ecc_point_set (&p, c.gx, t));
  mpz_sub (t, c.gy, c.p);
  ASSERT (!ecc_point_set (&p, c.gx, t));
  mpz_neg (t, c.gx);
  ASSERT (!ecc_point_set (&p, t, c.gy));
  mpz_sub (t, c.p, c.gy);
  ASSERT (ecc_point_set (&p, c.gx, t));
  /* A failed set leaves the point as it was. */
  mpz_add_ui (t, c.gy, 1);
  ASSERT (!ecc_point_set (&p, c.gx, t));
  mpz_sub (want.y, c.p, c.gy);
  mpz_set (want.x, c.gx);
  check_point ("point after a rejected set", name, &p, &want);
  test_ok ("%s: ecc_point_set rejects points off the curve", name);

  ecc_point_clear (&p);
  ecc_point_clear (&r);
  ecc_scalar_clear (&s);
  mpz_clear (k); mpz_clear (t);
  ref_point_clear (&g); ref_point_clear (&want); ref_point_clear (&pt);
  ref_curve_clear (&c);
}

void
test_main (void)
{
  unsigned i;
  for (i = 0; i < ECC_CURVE_COUNT; i++)
    test_curve (ecc_curves[i].name, ecc_curves[i].get ());
}
