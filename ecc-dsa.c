/* ecc-dsa.c

   What ECDSA and GOST DSA share: r = x(k g) mod q, the final check of
   verification, and the mpz interface around the limb functions (nonce
   drawing, range checks, conversions).

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

#include <string.h>

#include "ecc-internal.h"

void
ecc_dsa_r (const struct ecc_curve *ecc, mp_limb_t *rp, const mp_limb_t *kp)
{
  mp_limb_t j[3 * ECC_MAX_LIMBS];
  ecc_mul_g (ecc, j, kp);
  ecc_j_to_a (ecc, j, j);
  /* x < p < 2q */
  ecc_mod_sub_m (&ecc->q, rp, j);
}

int
ecc_dsa_in_range_p (const struct ecc_modulo *q, const mp_limb_t *xp)
{
  return !mpn_zero_p (xp, q->size) && mpn_cmp (xp, q->m, q->size) < 0;
}

int
ecc_dsa_check_r (const struct ecc_curve *ecc, const mp_limb_t *u1,
		 const mp_limb_t *u2, const mp_limb_t *pp, const mp_limb_t *rp)
{
  mp_limb_t j[3 * ECC_MAX_LIMBS];
  ecc_nonsec_mul_ag (ecc, j, u1, u2, pp);
  if (mpn_zero_p (j + 2 * ecc->p.size, ecc->p.size))
    return 0;
  ecc_j_to_a (ecc, j, j);
  ecc_mod_sub_m (&ecc->q, j, j);
  return mpn_cmp (j, rp, ecc->q.size) == 0;
}

/* The nonce as Nettle draws it (so the same source gives the same
   signature); again for the negligible r = 0 or s = 0. */
void
ecc_dsa_sign_mpz (const struct ecc_scalar *key,
		  void *random_ctx, nettle_random_func *random,
		  size_t digest_length, const uint8_t *digest,
		  struct dsa_signature *signature, ecc_dsa_sign_func *sign)
{
  const struct ecc_curve *ecc = key->ecc;
  mp_size_t n = ecc->q.size;
  mp_limb_t k[ECC_MAX_LIMBS], r[ECC_MAX_LIMBS], s[ECC_MAX_LIMBS];

  do
    {
      ecc_mod_random (&ecc->q, k, random_ctx, random);
      sign (ecc, key->p, k, digest_length, digest, r, s, NULL);
    }
  while (mpn_zero_p (r, n) || mpn_zero_p (s, n));
  mpz_set_n (ECC_SIGNATURE_R (signature), r, n);
  mpz_set_n (ECC_SIGNATURE_S (signature), s, n);
  memset (k, 0, sizeof (k));
}

int
ecc_dsa_verify_mpz (const struct ecc_point *pub,
		    size_t length, const uint8_t *digest,
		    const struct dsa_signature *signature,
		    ecc_dsa_verify_func *verify)
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
  return verify (ecc, pub->p, length, digest, rp, sp, NULL);
}
