/* gostdsa-verify.c

   gostdsa_verify: the mpz signature checked for range, then the limb
   verifier.

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

int
gostdsa_verify (const struct ecc_point *pub,
		size_t length, const uint8_t *digest,
		const struct dsa_signature *signature)
{
  const struct ecc_curve *ecc = pub->ecc;
  mp_size_t n = ecc->q.size;
  mpz_srcptr r = ECC_SIGNATURE_R_CONST (signature);
  mpz_srcptr s = ECC_SIGNATURE_S_CONST (signature);
  mp_limb_t rp[ECC_MAX_LIMBS], sp[ECC_MAX_LIMBS];

  if (mpz_sgn (r) <= 0 || mpz_sgn (s) <= 0
      || mpz_size (r) > (size_t) n || mpz_size (s) > (size_t) n)
    return 0;
  mpz_limbs_copy (rp, r, n);
  mpz_limbs_copy (sp, s, n);
  return ecc_gostdsa_verify (ecc, pub->p, length, digest, rp, sp, NULL);
}
