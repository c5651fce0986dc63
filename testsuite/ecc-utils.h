/* testsuite/ecc-utils.h

   Helpers of the Weierstrass-curve tests: the curves by name, and a
   reference affine arithmetic on mpz (variable time, obviously right).

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


#ifndef ECC_UTILS_H_INCLUDED
#define ECC_UTILS_H_INCLUDED

#include "hogweed-utils.h"
#include "ecc.h"
#include "ecc-curve.h"
#include "ecc-internal.h"

static const struct
{
  const char *name;
  const struct ecc_curve *(*get) (void);
} ecc_curves[] =
  {
    { "secp192r1", nettle_get_secp_192r1 },
    { "secp224r1", nettle_get_secp_224r1 },
    { "secp256r1", nettle_get_secp_256r1 },
    { "secp384r1", nettle_get_secp_384r1 },
    { "secp521r1", nettle_get_secp_521r1 },
    { "gost_gc256b", nettle_get_gost_gc256b },
    { "gost_gc512a", nettle_get_gost_gc512a },
  };
#define ECC_CURVE_COUNT (sizeof (ecc_curves) / sizeof (ecc_curves[0]))

/* check (what, m, count) for the p and then the q of every curve,
   what naming the curve and the modulus. */
static inline void
ecc_each_modulus (void (*check) (const char *, const struct ecc_modulo *,
				 unsigned),
		  unsigned count)
{
  unsigned i;
  for (i = 0; i < ECC_CURVE_COUNT; i++)
    {
      const struct ecc_curve *ecc = ecc_curves[i].get ();
      char what[64];
      snprintf (what, sizeof (what), "%s p", ecc_curves[i].name);
      check (what, &ecc->p, count);
      snprintf (what, sizeof (what), "%s q", ecc_curves[i].name);
      check (what, &ecc->q, count);
    }
}

/* Not every test uses every helper. */
#define ECC_TEST_HELPER static __attribute__ ((unused))

/* The reference: affine points as mpz pairs, inf a flag. */
struct ref_point
{
  mpz_t x, y;
  int inf;
};

struct ref_curve
{
  mpz_t p, q, a, b, gx, gy;
};

ECC_TEST_HELPER void
ref_curve_init (struct ref_curve *c, const struct ecc_curve *ecc)
{
  mpz_init_set_str (c->p, ecc->params->p, 16);
  mpz_init_set_str (c->q, ecc->params->q, 16);
  if (ecc->params->a)
    mpz_init_set_str (c->a, ecc->params->a, 16);
  else
    {
      mpz_init_set_si (c->a, -3);
      mpz_mod (c->a, c->a, c->p);
    }
  mpz_init_set_str (c->b, ecc->params->b, 16);
  mpz_init_set_str (c->gx, ecc->params->gx, 16);
  mpz_init_set_str (c->gy, ecc->params->gy, 16);
}

ECC_TEST_HELPER void
ref_curve_clear (struct ref_curve *c)
{
  mpz_clear (c->p); mpz_clear (c->q); mpz_clear (c->a);
  mpz_clear (c->b); mpz_clear (c->gx); mpz_clear (c->gy);
}

ECC_TEST_HELPER void
ref_point_init (struct ref_point *r)
{
  mpz_init (r->x);
  mpz_init (r->y);
  r->inf = 1;
}

ECC_TEST_HELPER void
ref_point_clear (struct ref_point *r)
{
  mpz_clear (r->x);
  mpz_clear (r->y);
}

/* r = s + t (r may be s or t). */
ECC_TEST_HELPER void
ref_add (const struct ref_curve *c, struct ref_point *r,
	 const struct ref_point *s, const struct ref_point *t)
{
  mpz_t l, u, x;
  if (s->inf)
    {
      mpz_set (r->x, t->x); mpz_set (r->y, t->y); r->inf = t->inf;
      return;
    }
  if (t->inf)
    {
      mpz_set (r->x, s->x); mpz_set (r->y, s->y); r->inf = s->inf;
      return;
    }
  mpz_init (l); mpz_init (u); mpz_init (x);
  if (mpz_cmp (s->x, t->x) == 0)
    {
      mpz_add (u, s->y, t->y);
      mpz_mod (u, u, c->p);
      if (mpz_sgn (u) == 0)
	{
	  r->inf = 1;
	  goto done;
	}
      /* l = (3 x^2 + a) / 2y */
      mpz_mul (l, s->x, s->x);
      mpz_mul_ui (l, l, 3);
      mpz_add (l, l, c->a);
      mpz_mul_2exp (u, s->y, 1);
    }
  else
    {
      mpz_sub (l, t->y, s->y);
      mpz_sub (u, t->x, s->x);
    }
  mpz_mod (u, u, c->p);
  ASSERT (mpz_invert (u, u, c->p));
  mpz_mul (l, l, u);
  mpz_mod (l, l, c->p);
  /* x3 = l^2 - x1 - x2, y3 = l (x1 - x3) - y1 */
  mpz_mul (x, l, l);
  mpz_sub (x, x, s->x);
  mpz_sub (x, x, t->x);
  mpz_mod (x, x, c->p);
  mpz_sub (u, s->x, x);
  mpz_mul (u, u, l);
  mpz_sub (u, u, s->y);
  mpz_mod (r->y, u, c->p);
  mpz_set (r->x, x);
  r->inf = 0;
 done:
  mpz_clear (l); mpz_clear (u); mpz_clear (x);
}

/* r = k p, double and add. */
ECC_TEST_HELPER void
ref_mul (const struct ref_curve *c, struct ref_point *r,
	 const mpz_t k, const struct ref_point *p)
{
  struct ref_point acc;
  long i;
  ref_point_init (&acc);
  for (i = (long) mpz_sizeinbase (k, 2) - 1; i >= 0; i--)
    {
      ref_add (c, &acc, &acc, &acc);
      if (mpz_tstbit (k, i))
	ref_add (c, &acc, &acc, p);
    }
  mpz_set (r->x, acc.x); mpz_set (r->y, acc.y); r->inf = acc.inf;
  ref_point_clear (&acc);
}

ECC_TEST_HELPER void
ref_g (const struct ref_curve *c, struct ref_point *g)
{
  mpz_set (g->x, c->gx);
  mpz_set (g->y, c->gy);
  g->inf = 0;
}

/* A random number in [1, q). */
ECC_TEST_HELPER void
ref_random_scalar (const struct ref_curve *c, mpz_t k)
{
  do
    {
      nettle_mpz_random (k, NULL, hw_random, c->q);
    }
  while (mpz_sgn (k) == 0);
}

#endif /* ECC_UTILS_H_INCLUDED */
