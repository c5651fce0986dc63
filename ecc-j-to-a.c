/* ecc-j-to-a.c

   Conversions between plain affine points and Jacobian points in
   Montgomery form; the way back inverts Z in constant time.

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
ecc_a_to_j (const struct ecc_curve *ecc, mp_limb_t *r, const mp_limb_t *p)
{
  const struct ecc_modulo *m = &ecc->p;
  mp_size_t n = m->size;
  ecc_mod_to_m (m, r, p);
  ecc_mod_to_m (m, r + n, p + n);
  mpn_copyi (r + 2 * n, m->one, n);
}

void
ecc_j_to_a (const struct ecc_curve *ecc, mp_limb_t *r, const mp_limb_t *p)
{
  const struct ecc_modulo *m = &ecc->p;
  mp_size_t n = m->size;
  mp_limb_t zi[ECC_MAX_LIMBS], zi2[ECC_MAX_LIMBS], t[ECC_MAX_LIMBS];

  ecc_mod_inv (m, zi, p + 2 * n);
  ecc_mod_sqr (m, zi2, zi);
  ecc_mod_mul (m, t, p, zi2);
  ecc_mod_from_m (m, r, t);
  ecc_mod_mul (m, zi2, zi2, zi);
  ecc_mod_mul (m, t, p + n, zi2);
  ecc_mod_from_m (m, r + n, t);
}
