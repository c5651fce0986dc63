/* ecc-gostdsa-sign.c

   GOST R 34.10-2012 signing on limbs (section 6.1; RFC 7091 section
   6.1): r = x(k g) mod q, s = (r z + k e) mod q; constant time in the
   key z and the nonce k.

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

/* The functions work on the stack; the scratch area is not used. */
mp_size_t
ecc_gostdsa_sign_itch (const struct ecc_curve *ecc)
{
  return ecc->p.size;
}

void
ecc_gostdsa_sign (const struct ecc_curve *ecc,
		  const mp_limb_t *zp,
		  const mp_limb_t *kp,
		  size_t length, const uint8_t *digest,
		  mp_limb_t *rp, mp_limb_t *sp,
		  mp_limb_t *scratch)
{
  const struct ecc_modulo *q = &ecc->q;
  mp_limb_t e[ECC_MAX_LIMBS], t[ECC_MAX_LIMBS], u[ECC_MAX_LIMBS];
  (void) scratch;

  ecc_dsa_r (ecc, rp, kp);

  gostdsa_hash (q, e, length, digest);
  ecc_mod_to_m (q, e, e);
  ecc_mod_to_m (q, t, rp);
  ecc_mod_to_m (q, u, zp);
  ecc_mod_mul (q, t, t, u);
  ecc_mod_to_m (q, u, kp);
  ecc_mod_mul (q, u, u, e);
  ecc_mod_add (q, t, t, u);
  ecc_mod_from_m (q, sp, t);
}
