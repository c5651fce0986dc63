/* gostdsa-vko.c

   VKO GOST R 34.10-2012 (RFC 7836 section 4.3): the shared point
   (ukm * key) * pub, cofactor 1, written x then y, little-endian;
   constant time in the key.

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

#include "gostdsa.h"
#include "ecc-internal.h"

void
gostdsa_vko (const struct ecc_scalar *key,
	     const struct ecc_point *pub,
	     size_t ukm_length, const uint8_t *ukm,
	     uint8_t *out)
{
  const struct ecc_curve *ecc = key->ecc;
  const struct ecc_modulo *q = &ecc->q;
  size_t bsize = (ecc_bit_size (ecc) + 7) / 8;
  mp_size_t n = ecc->p.size;
  mp_limb_t u[ECC_MAX_LIMBS], t[ECC_MAX_LIMBS];
  mp_limb_t j[3 * ECC_MAX_LIMBS];
  mpz_t um, m;

  assert (pub->ecc == ecc);
  /* The UKM is public: plain GMP reduces it mod q; 0 means 1. */
  if (ukm_length > bsize)
    ukm_length = bsize;
  mpn_set_base256_le (u, n, ukm, ukm_length);
  if (mpn_zero_p (u, n))
    u[0] = 1;
  mpz_init (um);
  mpz_set_n (um, u, n);
  mpz_mod (um, um, mpz_roinit_n (m, q->m, q->size));
  mpz_limbs_copy (u, um, n);
  mpz_clear (um);

  /* t = ukm key mod q */
  ecc_mod_to_m (q, u, u);
  ecc_mod_to_m (q, t, key->p);
  ecc_mod_mul (q, t, t, u);
  ecc_mod_from_m (q, t, t);

  ecc_mul_a (ecc, j, t, pub->p);
  ecc_j_to_a (ecc, j, j);
  mpn_get_base256_le (out, bsize, j, n);
  mpn_get_base256_le (out + bsize, bsize, j + n, n);
}
