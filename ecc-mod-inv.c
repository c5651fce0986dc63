/* ecc-mod-inv.c

   Constant-time inversion modulo p or q: GMP's mpn_sec_invert on the
   Montgomery number, then one Montgomery product with R^3 to bring the
   result back into Montgomery form.

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

#include <assert.h>

#include "ecc-internal.h"

/* mpn_sec_invert_itch (n) is 4n in GMP 6; room for more. */
#define ECC_INV_SCRATCH (8 * ECC_MAX_LIMBS)

/* For a Montgomery number a R, mpn_sec_invert gives 1/(a R); times
   R^3 / R is R/a, the Montgomery form of 1/a. For a = 0 there is no
   inverse and the result is forced to 0. */
void
ecc_mod_inv (const struct ecc_modulo *m, mp_limb_t *r, const mp_limb_t *a)
{
  mp_limb_t t[ECC_MAX_LIMBS], z[ECC_MAX_LIMBS];
  mp_limb_t scratch[ECC_INV_SCRATCH];
  mp_size_t n = m->size;
  int ok;

  assert (mpn_sec_invert_itch (n) <= ECC_INV_SCRATCH);
  mpn_copyi (t, a, n);
  ok = mpn_sec_invert (z, t, m->m, n, 2 * n * GMP_NUMB_BITS, scratch);
  ecc_mod_mul (m, r, z, m->r3);
  mpn_zero (z, n);
  cnd_copy (1 - ok, r, z, n);
}
