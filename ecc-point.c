/* ecc-point.c

   struct ecc_point: allocation, and setting (with the check that the
   point is on the curve) and reading its affine coordinates.

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

#include "ecc-internal.h"

void
ecc_point_init (struct ecc_point *p, const struct ecc_curve *ecc)
{
  p->ecc = ecc;
  p->p = gmp_alloc_limbs (2 * ecc->p.size);
}

void
ecc_point_clear (struct ecc_point *p)
{
  gmp_free_limbs (p->p, 2 * p->ecc->p.size);
}

int
ecc_point_set (struct ecc_point *p, const mpz_t x, const mpz_t y)
{
  mp_size_t n = p->ecc->p.size;
  mp_limb_t xy[2 * ECC_MAX_LIMBS];

  if (mpz_sgn (x) < 0 || mpz_sgn (y) < 0
      || mpz_size (x) > (size_t) n || mpz_size (y) > (size_t) n)
    return 0;
  mpz_limbs_copy (xy, x, n);
  mpz_limbs_copy (xy + n, y, n);
  if (!ecc_on_curve_p (p->ecc, xy))
    return 0;
  mpn_copyi (p->p, xy, 2 * n);
  return 1;
}

void
ecc_point_get (const struct ecc_point *p, mpz_t x, mpz_t y)
{
  mp_size_t n = p->ecc->p.size;
  if (x)
    mpz_set_n (x, p->p, n);
  if (y)
    mpz_set_n (y, p->p + n, n);
}
