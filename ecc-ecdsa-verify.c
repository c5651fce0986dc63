/* ecc-ecdsa-verify.c

   ECDSA verification on limbs (FIPS 186-4 section 6.4.2): with w = 1/s,
   x(e w g + r w p) mod q must equal r. Public data, variable time.

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

#include "ecdsa.h"
#include "ecc-internal.h"

/* 0 < x < q */
static int
in_range (const struct ecc_modulo *q, const mp_limb_t *xp)
{
  return !mpn_zero_p (xp, q->size) && mpn_cmp (xp, q->m, q->size) < 0;
}

mp_size_t
ecc_ecdsa_verify_itch (const struct ecc_curve *ecc)
{
  return ecc->p.size;
}

int
ecc_ecdsa_verify (const struct ecc_curve *ecc,
		  const mp_limb_t *pp,
		  size_t length, const uint8_t *digest,
		  const mp_limb_t *rp, const mp_limb_t *sp,
		  mp_limb_t *scratch)
{
  const struct ecc_modulo *q = &ecc->q;
  mp_size_t n = q->size;
  mp_limb_t w[ECC_MAX_LIMBS], u1[ECC_MAX_LIMBS], u2[ECC_MAX_LIMBS];
  mp_limb_t j1[3 * ECC_MAX_LIMBS];
  (void) scratch;

  if (!in_range (q, rp) || !in_range (q, sp))
    return 0;

  ecc_mod_to_m (q, w, sp);
  ecc_mod_inv (q, w, w);
  ecc_hash (q, u1, length, digest);
  ecc_mod_to_m (q, u1, u1);
  ecc_mod_mul (q, u1, u1, w);
  ecc_mod_from_m (q, u1, u1);
  ecc_mod_to_m (q, u2, rp);
  ecc_mod_mul (q, u2, u2, w);
  ecc_mod_from_m (q, u2, u2);

  ecc_nonsec_mul_ag (ecc, j1, u1, u2, pp);
  if (mpn_zero_p (j1 + 2 * ecc->p.size, ecc->p.size))
    return 0;
  ecc_j_to_a (ecc, j1, j1);
  ecc_mod_sub_m (q, j1, j1);
  return mpn_cmp (j1, rp, n) == 0;
}
