/* ecc-dup-jj.c

   Point doubling in Jacobian coordinates: dbl-2001-b for a = -3 (the
   NIST and GOST curves here), dbl-2007-bl for any a (formulas of the
   Explicit-Formulas Database, hyperelliptic.org/EFD/g1p/auto-shortw-
   jacobian.html). Z = 0 (infinity) gives Z = 0 again.
   The constant-time body is instantiated for each limb count of
   ECC_SIZE_DISPATCH, where its modular sums are inline
   (ecc-mod-inline.h). P-256 and P-224 go to their dispatched
   routines (ecc_p256_dup_jj, ecc_p224_dup_jj: this body with n = 4,
   or the adx backend's one-frame version).

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
#include "ecc-mod-inline.h"

ECC_POINT_INLINE void
dup_jj (const struct ecc_curve *ecc, mp_limb_t *r, const mp_limb_t *p,
	mp_size_t n)
{
  const struct ecc_modulo *m = &ecc->p;
  const mp_limb_t *x = p, *y = p + n, *z = p + 2 * n;
  mp_limb_t zz[ECC_MAX_LIMBS], yy[ECC_MAX_LIMBS], s[ECC_MAX_LIMBS];
  mp_limb_t mm[ECC_MAX_LIMBS], t[ECC_MAX_LIMBS], u[ECC_MAX_LIMBS];
  mp_limb_t z3[ECC_MAX_LIMBS];

  ecc_mod_sqr (m, zz, z);
  ecc_mod_sqr (m, yy, y);
  /* z3 = 2 y z */
  ecc_mod_mul (m, z3, y, z);
  ECC_MOD_DBL (m, z3, z3, n);

  if (ecc->a_is_minus_3)
    {
      /* mm = 3 (x - zz)(x + zz) = 3 x^2 - 3 z^4 */
      ECC_MOD_SUB (m, t, x, zz, n);
      ECC_MOD_ADD (m, u, x, zz, n);
      ecc_mod_mul (m, t, t, u);
      ECC_MOD_DBL (m, mm, t, n);
      ECC_MOD_ADD (m, mm, mm, t, n);
    }
  else
    {
      /* mm = 3 x^2 + a z^4 */
      ecc_mod_sqr (m, t, x);
      ECC_MOD_DBL (m, mm, t, n);
      ECC_MOD_ADD (m, mm, mm, t, n);
      ecc_mod_sqr (m, u, zz);
      ecc_mod_mul (m, u, u, ecc->a);
      ECC_MOD_ADD (m, mm, mm, u, n);
    }
  /* yy = 2 y^2, s = 2 x yy = 4 x y^2 (two doublings fewer than
     doubling x y^2 and y^4 up) */
  ECC_MOD_DBL (m, yy, yy, n);
  ecc_mod_mul (m, s, x, yy);
  ECC_MOD_DBL (m, s, s, n);
  /* x3 = mm^2 - 2 s */
  ecc_mod_sqr (m, t, mm);
  ECC_MOD_DBL (m, u, s, n);
  ECC_MOD_SUB (m, t, t, u, n);
  /* y3 = mm (s - x3) - 8 yy^2 */
  ECC_MOD_SUB (m, u, s, t, n);
  ecc_mod_mul (m, u, u, mm);
  /* 8 y^4 = 2 yy^2 */
  ecc_mod_sqr (m, yy, yy);
  ECC_MOD_DBL (m, yy, yy, n);
  ECC_MOD_SUB (m, r + n, u, yy, n);
  ECC_COPY (r, t, n);
  ECC_COPY (r + 2 * n, z3, n);
}

#if ECC_P256_DISPATCH
void
_nettle_ecc_p256_dup_jj_c (const struct ecc_curve *ecc, mp_limb_t *r,
			   const mp_limb_t *p)
{
  dup_jj (ecc, r, p, 4);
}

void
_nettle_ecc_p224_dup_jj_c (const struct ecc_curve *ecc, mp_limb_t *r,
			   const mp_limb_t *p)
{
  dup_jj (ecc, r, p, 4);
}
#endif

void
ecc_dup_jj (const struct ecc_curve *ecc, mp_limb_t *r, const mp_limb_t *p)
{
#if ECC_P256_DISPATCH
  if (ecc->p.p256)
    {
      ecc_p256_dup_jj (ecc, r, p);
      return;
    }
  if (ecc->p.p224)
    {
      ecc_p224_dup_jj (ecc, r, p);
      return;
    }
#endif
#define CALL(k) dup_jj (ecc, r, p, k)
  ECC_SIZE_DISPATCH (ecc->p.size, CALL, CALL (ecc->p.size))
#undef CALL
}
