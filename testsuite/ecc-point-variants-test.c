/* testsuite/ecc-point-variants-test.c

   The point doubling and additions with backend variants of P-256 and
   P-224 (_nettle_ecc_p256_dup_jj, _add_jjj, _add_jja and the p224 ones
   of ecc-internal.h): the variant this backend pass dispatches to
   against the portable _c variant (the formulas every other curve
   runs), on random coordinates below p and on the edge values 0, 1,
   2^(bits - 1), p - 2 and p - 1, in place (r = p, and r = q for the
   additions) and not, with the points and the result ending at an
   unmapped page. The formulas are polynomials in the coordinates, so
   points off the curve exercise them as well as points on it; ecc-test
   checks the curve arithmetic itself.

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

#include "testutils.h"
#include "ecc-internal.h"
#include "fat-setup.h"

#if ECC_P256_DISPATCH

#define CASES 3000

typedef void dup_func (const struct ecc_curve *, mp_limb_t *,
		       const mp_limb_t *);
typedef void add_func (const struct ecc_curve *, mp_limb_t *,
		       const mp_limb_t *, const mp_limb_t *);

struct curve
{
  const char *name;
  const struct ecc_curve *(*get) (void);
  const char *stem;		/* of the dup, for the variant's name */
  dup_func *dup, *dup_c;
  add_func *add_jjj, *add_jjj_c, *add_jja, *add_jja_c;
};

/* A coordinate below p (4 limbs, m): an edge value one time in four,
   else random limbs with a top limb below that of p. */
static void
coordinate (mp_limb_t *x, const mp_limb_t *m, unsigned bits)
{
  switch (test_rand_below (20))
    {
    case 0:
      mpn_zero (x, 4);
      return;
    case 1:
      mpn_zero (x, 4);
      x[0] = 1;
      return;
    case 2:
      mpn_zero (x, 4);
      x[(bits - 1) / 64] = (mp_limb_t) 1 << ((bits - 1) % 64);
      return;
    case 3:
    case 4:
      mpn_sub_1 (x, m, 4, 1 + test_rand_below (2));
      return;
    default:
      test_rand_bytes (4 * sizeof (mp_limb_t), (uint8_t *) x);
      x[3] %= m[3];
      return;
    }
}

static void
point (mp_limb_t *pt, const mp_limb_t *m, unsigned bits)
{
  unsigned i;
  for (i = 0; i < 3; i++)
    coordinate (pt + 4 * i, m, bits);
}

static void
compare (const struct curve *c, const char *fn, const char *variant,
	 unsigned i, const char *how, const mp_limb_t *got,
	 const mp_limb_t *want)
{
  if (memcmp (got, want, 12 * sizeof (mp_limb_t)) != 0)
    test_fail ("%s %s (%s variant, backend %s): case %u (%s): differs "
	       "from the c variant", c->name, fn, variant, test_backend (),
	       i, how);
}

static void
check (const struct curve *c)
{
  const struct ecc_curve *ecc = c->get ();
  const char *chosen = _nettle_hogweed_fat_variant (c->stem);
  const char *variant = chosen ? chosen : "dispatched";
  const mp_limb_t *m = ecc->p.m;
  unsigned bits = ecc->p.bit_size;
  mp_limb_t *p = (mp_limb_t *) guard_end (12 * sizeof (mp_limb_t));
  mp_limb_t *q = (mp_limb_t *) guard_end (12 * sizeof (mp_limb_t));
  mp_limb_t *r = (mp_limb_t *) guard_end (12 * sizeof (mp_limb_t));
  mp_limb_t want[12], p0[12], q0[12];
  unsigned i;

  ASSERT (ecc->p.size == 4);
  for (i = 0; i < CASES; i++)
    {
      point (p0, m, bits);
      point (q0, m, bits);

      c->dup_c (ecc, want, p0);
      memcpy (p, p0, sizeof (p0));
      c->dup (ecc, r, p);
      compare (c, "dup_jj", variant, i, "r apart", r, want);
      c->dup (ecc, p, p);
      compare (c, "dup_jj", variant, i, "r = p", p, want);

      c->add_jjj_c (ecc, want, p0, q0);
      memcpy (p, p0, sizeof (p0));
      memcpy (q, q0, sizeof (q0));
      c->add_jjj (ecc, r, p, q);
      compare (c, "add_jjj", variant, i, "r apart", r, want);
      c->add_jjj (ecc, p, p, q);
      compare (c, "add_jjj", variant, i, "r = p", p, want);
      memcpy (p, p0, sizeof (p0));
      c->add_jjj (ecc, q, p, q);
      compare (c, "add_jjj", variant, i, "r = q", q, want);

      /* q affine: its first 8 limbs, ending at the guard page. */
      c->add_jja_c (ecc, want, p0, q0);
      memcpy (p, p0, sizeof (p0));
      memcpy (q + 4, q0, 8 * sizeof (mp_limb_t));
      c->add_jja (ecc, r, p, q + 4);
      compare (c, "add_jja", variant, i, "r apart", r, want);
      c->add_jja (ecc, p, p, q + 4);
      compare (c, "add_jja", variant, i, "r = p", p, want);
    }
  guard_free ((uint8_t *) p);
  guard_free ((uint8_t *) q);
  guard_free ((uint8_t *) r);
  test_ok ("%s dup_jj, add_jjj, add_jja (%s variant, backend %s): %u "
	   "random points with edge coordinates, in place and not, ending "
	   "at an unmapped page, equal to the c variant", c->name, variant,
	   test_backend (), CASES);
}

static const struct curve curves[] = {
  { "P-256", nettle_get_secp_256r1, "ecc_p256_dup_jj",
    _nettle_ecc_p256_dup_jj, _nettle_ecc_p256_dup_jj_c,
    _nettle_ecc_p256_add_jjj, _nettle_ecc_p256_add_jjj_c,
    _nettle_ecc_p256_add_jja, _nettle_ecc_p256_add_jja_c },
  { "P-224", nettle_get_secp_224r1, "ecc_p224_dup_jj",
    _nettle_ecc_p224_dup_jj, _nettle_ecc_p224_dup_jj_c,
    _nettle_ecc_p224_add_jjj, _nettle_ecc_p224_add_jjj_c,
    _nettle_ecc_p224_add_jja, _nettle_ecc_p224_add_jja_c },
};

void
test_main (void)
{
  unsigned i;
  for (i = 0; i < sizeof (curves) / sizeof (curves[0]); i++)
    check (&curves[i]);
}

#else /* !ECC_P256_DISPATCH */

void
test_main (void)
{
  test_skip ("no dispatched P-256 point routines in this build");
}

#endif
