/* ecc-add-jjj.c

   Point addition in Jacobian coordinates: add-2007-bl of the
   Explicit-Formulas Database for distinct finite points (constant
   time), and a variable-time addition for public points that handles
   every case (infinity, equal and opposite points).
   The constant-time body is instantiated for each limb count of
   ECC_SIZE_DISPATCH, where its modular sums are inline
   (ecc-mod-inline.h). P-256 and P-224 go to their dispatched
   routines (ecc_p256_add_jjj, ecc_p224_add_jjj: this body with n = 4,
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

/* With check set (public points only), p = +-q is detected from
   u1 = u2 and answered by a doubling or infinity. */
ECC_POINT_INLINE void
add_jjj (const struct ecc_curve *ecc, mp_limb_t *r,
	 const mp_limb_t *p, const mp_limb_t *q, int check, mp_size_t n)
{
  const struct ecc_modulo *m = &ecc->p;
  const mp_limb_t *x1 = p, *y1 = p + n, *z1 = p + 2 * n;
  const mp_limb_t *x2 = q, *y2 = q + n, *z2 = q + 2 * n;
  mp_limb_t z1z1[ECC_MAX_LIMBS], z2z2[ECC_MAX_LIMBS];
  mp_limb_t u1[ECC_MAX_LIMBS], u2[ECC_MAX_LIMBS];
  mp_limb_t s1[ECC_MAX_LIMBS], s2[ECC_MAX_LIMBS];
  mp_limb_t h[ECC_MAX_LIMBS], zz[ECC_MAX_LIMBS];

  ecc_mod_sqr (m, z1z1, z1);
  ecc_mod_sqr (m, z2z2, z2);
  ecc_mod_mul (m, u1, x1, z2z2);
  ecc_mod_mul (m, u2, x2, z1z1);
  ecc_mod_mul (m, s1, y1, z2);
  ecc_mod_mul (m, s1, s1, z2z2);
  ecc_mod_mul (m, s2, y2, z1);
  ecc_mod_mul (m, s2, s2, z1z1);
  ECC_MOD_SUB (m, h, u2, u1, n);
  if (check && mpn_zero_p (h, n))
    {
      if (mpn_cmp (s1, s2, n) == 0)
	ecc_dup_jj (ecc, r, p);
      else
	mpn_zero (r, 3 * n);
      return;
    }
  ecc_mod_mul (m, zz, z1, z2);
  ecc_add_finish (m, r, u1, s1, zz, h, s2, n);
}

#if ECC_P256_DISPATCH
void
_nettle_ecc_p256_add_jjj_c (const struct ecc_curve *ecc, mp_limb_t *r,
			    const mp_limb_t *p, const mp_limb_t *q)
{
  add_jjj (ecc, r, p, q, 0, 4);
}

void
_nettle_ecc_p224_add_jjj_c (const struct ecc_curve *ecc, mp_limb_t *r,
			    const mp_limb_t *p, const mp_limb_t *q)
{
  add_jjj (ecc, r, p, q, 0, 4);
}
#endif

void
ecc_add_jjj (const struct ecc_curve *ecc, mp_limb_t *r,
	     const mp_limb_t *p, const mp_limb_t *q)
{
#if ECC_P256_DISPATCH
  if (ecc->p.p256)
    {
      ecc_p256_add_jjj (ecc, r, p, q);
      return;
    }
  if (ecc->p.p224)
    {
      ecc_p224_add_jjj (ecc, r, p, q);
      return;
    }
#endif
#define CALL(k) add_jjj (ecc, r, p, q, 0, k)
  ECC_SIZE_DISPATCH (ecc->p.size, CALL, CALL (ecc->p.size))
#undef CALL
}

void
ecc_nonsec_add_jjj (const struct ecc_curve *ecc, mp_limb_t *r,
		    const mp_limb_t *p, const mp_limb_t *q)
{
  mp_size_t n = ecc->p.size;

  if (mpn_zero_p (p + 2 * n, n))
    mpn_copyi (r, q, 3 * n);
  else if (mpn_zero_p (q + 2 * n, n))
    mpn_copyi (r, p, 3 * n);
  else
    {
#if ECC_P256_DISPATCH
      /* P-256, P-224: their one-frame routine (ecc_add_jjj dispatches
	 to it); its z3 = z1 z2 h is zero exactly when h is, p = +-q, and
	 only then does the checking formula run. */
      if (ecc->p.p256 || ecc->p.p224)
	{
	  mp_limb_t t[12];
	  ecc_add_jjj (ecc, t, p, q);
	  if (!mpn_zero_p (t + 8, 4))
	    {
	      mpn_copyi (r, t, 12);
	      return;
	    }
	}
#endif
      add_jjj (ecc, r, p, q, 1, n);
    }
}
