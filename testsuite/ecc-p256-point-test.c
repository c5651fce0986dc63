/* testsuite/ecc-p256-point-test.c

   P-256's point doubling and additions with backend variants
   (_nettle_ecc_p256_dup_jj, _add_jjj, _add_jja of ecc-internal.h): the
   variant this backend pass dispatches to against the portable _c
   variant (the formulas every other curve runs), on random coordinates
   below p and on the edge values 0, 1, 2^255, p - 2 and p - 1, in place
   (r = p, and r = q for the additions) and not, with the points and
   the result ending at an unmapped page. The formulas are polynomials
   in the coordinates, so points off the curve exercise them as well as
   points on it; ecc-test checks the curve arithmetic itself.

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

/* p = 2^256 - 2^224 + 2^192 + 2^96 - 1, least significant limb first. */
static const mp_limb_t p256[4] = {
  0xffffffffffffffff, 0x00000000ffffffff,
  0x0000000000000000, 0xffffffff00000001
};

/* A coordinate below p: an edge value one time in four, else random
   limbs with a top limb below p's. */
static void
coordinate (mp_limb_t *x)
{
  switch (test_rand_below (20))
    {
    case 0:
      memset (x, 0, 4 * sizeof (mp_limb_t));
      return;
    case 1:
      memset (x, 0, 4 * sizeof (mp_limb_t));
      x[0] = 1;
      return;
    case 2:
      memset (x, 0, 4 * sizeof (mp_limb_t));
      x[3] = (mp_limb_t) 1 << 63;
      return;
    case 3:
    case 4:
      memcpy (x, p256, sizeof (p256));
      x[0] -= 1 + (mp_limb_t) test_rand_below (2);
      return;
    default:
      test_rand_bytes (4 * sizeof (mp_limb_t), (uint8_t *) x);
      x[3] %= p256[3];
      return;
    }
}

static void
point (mp_limb_t *pt, unsigned coordinates)
{
  unsigned i;
  for (i = 0; i < coordinates; i++)
    coordinate (pt + 4 * i);
}

static void
compare (const char *fn, const char *variant, unsigned i, const char *how,
	 const mp_limb_t *got, const mp_limb_t *want)
{
  if (memcmp (got, want, 12 * sizeof (mp_limb_t)) != 0)
    test_fail ("%s (%s variant, backend %s): case %u (%s): differs from "
	       "the c variant", fn, variant, test_backend (), i, how);
}

static void
check (const char *variant, dup_func *dup, add_func *add_jjj,
       add_func *add_jja)
{
  mp_limb_t *p = (mp_limb_t *) guard_end (12 * sizeof (mp_limb_t));
  mp_limb_t *q = (mp_limb_t *) guard_end (12 * sizeof (mp_limb_t));
  mp_limb_t *r = (mp_limb_t *) guard_end (12 * sizeof (mp_limb_t));
  const struct ecc_curve *ecc = nettle_get_secp_256r1 ();
  mp_limb_t want[12], p0[12], q0[12];
  unsigned i;

  for (i = 0; i < CASES; i++)
    {
      point (p0, 3);
      point (q0, 3);

      _nettle_ecc_p256_dup_jj_c (ecc, want, p0);
      memcpy (p, p0, sizeof (p0));
      dup (ecc, r, p);
      compare ("ecc_p256_dup_jj", variant, i, "r apart", r, want);
      dup (ecc, p, p);
      compare ("ecc_p256_dup_jj", variant, i, "r = p", p, want);

      _nettle_ecc_p256_add_jjj_c (ecc, want, p0, q0);
      memcpy (p, p0, sizeof (p0));
      memcpy (q, q0, sizeof (q0));
      add_jjj (ecc, r, p, q);
      compare ("ecc_p256_add_jjj", variant, i, "r apart", r, want);
      add_jjj (ecc, p, p, q);
      compare ("ecc_p256_add_jjj", variant, i, "r = p", p, want);
      memcpy (p, p0, sizeof (p0));
      add_jjj (ecc, q, p, q);
      compare ("ecc_p256_add_jjj", variant, i, "r = q", q, want);

      /* q affine: its first 8 limbs, ending at the guard page. */
      _nettle_ecc_p256_add_jja_c (ecc, want, p0, q0);
      memcpy (p, p0, sizeof (p0));
      memcpy (q + 4, q0, 8 * sizeof (mp_limb_t));
      add_jja (ecc, r, p, q + 4);
      compare ("ecc_p256_add_jja", variant, i, "r apart", r, want);
      add_jja (ecc, p, p, q + 4);
      compare ("ecc_p256_add_jja", variant, i, "r = p", p, want);
    }
  guard_free ((uint8_t *) p);
  guard_free ((uint8_t *) q);
  guard_free ((uint8_t *) r);
}

void
test_main (void)
{
  const char *chosen = _nettle_hogweed_fat_variant ("ecc_p256_dup_jj");
  check (chosen ? chosen : "dispatched", _nettle_ecc_p256_dup_jj,
	 _nettle_ecc_p256_add_jjj, _nettle_ecc_p256_add_jja);
  test_ok ("ecc_p256_dup_jj, add_jjj, add_jja (%s variant, backend %s): "
	   "%u random points with edge coordinates, in place and not, "
	   "ending at an unmapped page, equal to the c variant",
	   chosen ? chosen : "dispatched", test_backend (), CASES);
}

#else /* !ECC_P256_DISPATCH */

void
test_main (void)
{
  test_skip ("no dispatched P-256 point routines in this build");
}

#endif
