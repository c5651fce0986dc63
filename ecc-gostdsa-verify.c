/* ecc-gostdsa-verify.c

   GOST R 34.10-2012 verification on limbs (section 6.2): with v = 1/e,
   x(s v g - r v p) mod q must equal r. Public data, variable time.

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

#include "gostdsa.h"
#include "ecc-internal.h"

mp_size_t
ecc_gostdsa_verify_itch (const struct ecc_curve *ecc)
{
  return ecc->p.size;
}

int
ecc_gostdsa_verify (const struct ecc_curve *ecc,
		    const mp_limb_t *pp,
		    size_t length, const uint8_t *digest,
		    const mp_limb_t *rp, const mp_limb_t *sp,
		    mp_limb_t *scratch)
{
  const struct ecc_modulo *q = &ecc->q;
  mp_size_t n = q->size;
  mp_limb_t v[ECC_MAX_LIMBS], z1[ECC_MAX_LIMBS], z2[ECC_MAX_LIMBS];
  (void) scratch;

  if (!ecc_dsa_in_range_p (q, rp) || !ecc_dsa_in_range_p (q, sp))
    return 0;

  gostdsa_hash (q, v, length, digest);
  ecc_mod_to_m (q, v, v);
  ecc_mod_inv (q, v, v);
  ecc_mod_to_m (q, z1, sp);
  ecc_mod_mul (q, z1, z1, v);
  ecc_mod_from_m (q, z1, z1);
  /* z2 = (q - r) v */
  mpn_sub_n (z2, q->m, rp, n);
  ecc_mod_to_m (q, z2, z2);
  ecc_mod_mul (q, z2, z2, v);
  ecc_mod_from_m (q, z2, z2);

  return ecc_dsa_check_r (ecc, z1, z2, pp, rp);
}
