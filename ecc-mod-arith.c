/* ecc-mod-arith.c

   Montgomery arithmetic modulo the p and q of a curve on GMP's mpn
   layer: every operation has the same sequence of mpn calls whatever
   the values, and final corrections are conditional copies.

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

/* One Montgomery step per limb: t + u m clears limb i, with u = t[i]
   minv; the carry out of the n limbs belongs at limb i + n and waits in
   the cleared limb i (no later step reads limbs >= n to choose its u).
   At the end the high half plus those carries is < 2m. */
void
ecc_mod_redc (const struct ecc_modulo *m, mp_limb_t *r, mp_limb_t *t)
{
  mp_size_t n = m->size;
  mp_size_t i;
  mp_limb_t cy, bw;
  mp_limb_t d[ECC_MAX_LIMBS];

  for (i = 0; i < n; i++)
    t[i] = mpn_addmul_1 (t + i, m->m, n, t[i] * m->minv);
  cy = mpn_add_n (r, t + n, t, n);
  bw = mpn_sub_n (d, r, m->m, n);
  cnd_copy ((int) (cy | (1 - bw)), r, d, n);
}

void
ecc_mod_mul (const struct ecc_modulo *m, mp_limb_t *r,
	     const mp_limb_t *a, const mp_limb_t *b)
{
  mp_limb_t t[2 * ECC_MAX_LIMBS];
  mpn_mul_n (t, a, b, m->size);
  ecc_mod_redc (m, r, t);
}

void
ecc_mod_sqr (const struct ecc_modulo *m, mp_limb_t *r, const mp_limb_t *a)
{
  mp_limb_t t[2 * ECC_MAX_LIMBS];
  mpn_sqr (t, a, m->size);
  ecc_mod_redc (m, r, t);
}

/* a + b < 2m; the sum minus m is kept when the sum carried out of the
   limbs or the subtraction did not borrow. */
void
ecc_mod_add (const struct ecc_modulo *m, mp_limb_t *r,
	     const mp_limb_t *a, const mp_limb_t *b)
{
  mp_limb_t d[ECC_MAX_LIMBS];
  mp_limb_t cy, bw;
  cy = mpn_add_n (r, a, b, m->size);
  bw = mpn_sub_n (d, r, m->m, m->size);
  cnd_copy ((int) (cy | (1 - bw)), r, d, m->size);
}

void
ecc_mod_sub (const struct ecc_modulo *m, mp_limb_t *r,
	     const mp_limb_t *a, const mp_limb_t *b)
{
  mp_limb_t bw = mpn_sub_n (r, a, b, m->size);
  mpn_cnd_add_n (bw, r, r, m->m, m->size);
}

void
ecc_mod_to_m (const struct ecc_modulo *m, mp_limb_t *r, const mp_limb_t *a)
{
  ecc_mod_mul (m, r, a, m->r2);
}

void
ecc_mod_from_m (const struct ecc_modulo *m, mp_limb_t *r, const mp_limb_t *a)
{
  mp_limb_t t[2 * ECC_MAX_LIMBS];
  mpn_copyi (t, a, m->size);
  mpn_zero (t + m->size, m->size);
  ecc_mod_redc (m, r, t);
}

void
ecc_mod_sub_m (const struct ecc_modulo *m, mp_limb_t *r, const mp_limb_t *a)
{
  mp_limb_t d[ECC_MAX_LIMBS];
  mp_limb_t bw = mpn_sub_n (d, a, m->m, m->size);
  if (r != a)
    mpn_copyi (r, a, m->size);
  cnd_copy ((int) (1 - bw), r, d, m->size);
}
