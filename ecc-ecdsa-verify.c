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
  mp_limb_t w[ECC_MAX_LIMBS], u1[ECC_MAX_LIMBS], u2[ECC_MAX_LIMBS];
  (void) scratch;

  if (!ecc_dsa_in_range_p (q, rp) || !ecc_dsa_in_range_p (q, sp))
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

  return ecc_dsa_check_r (ecc, u1, u2, pp, rp);
}
