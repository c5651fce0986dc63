/* rsa-decrypt-tr.c

   rsa_decrypt_tr: blinded, checked PKCS#1 v1.5 decryption of a message
   of any length, and the decryption to octets that rsa_sec_decrypt
   shares.

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

#include "rsa.h"
#include "rsa-internal.h"
#include "pkcs1-internal.h"
#include "gmp-glue.h"

int
_rsa_sec_decrypt_octets (const struct rsa_public_key *pub,
			 const struct rsa_private_key *key,
			 void *random_ctx, nettle_random_func *random,
			 uint8_t *em, const mpz_t gibberish)
{
  mp_size_t nn = mpz_size (pub->n);
  mp_limb_t *mp, *tp;
  mp_size_t i;
  int ok;

  /* Sizes are public; the comparison with n is a borrow, not a branch,
     and an out of range input decrypts to zero. */
  if (nn == 0 || mpz_sgn (gibberish) < 0 || mpz_size (gibberish) > (size_t) nn)
    {
      memset (em, 0, key->size);
      return 0;
    }
  mp = gmp_alloc_limbs (2 * nn);
  tp = mp + nn;
  mpz_limbs_copy (mp, gibberish, nn);
  ok = mpn_sub_n (tp, mp, mpz_limbs_read (pub->n), nn);
  ok &= _rsa_sec_compute_root_tr (pub, key, random_ctx, random, mp, mp);
  for (i = 0; i < nn; i++)
    mp[i] &= - (mp_limb_t) ok;
  mpn_get_base256 (em, key->size, mp, nn);
  gmp_free_limbs (mp, 2 * nn);
  return ok;
}

int
rsa_decrypt_tr (const struct rsa_public_key *pub,
		const struct rsa_private_key *key,
		void *random_ctx, nettle_random_func *random,
		size_t *length, uint8_t *message, const mpz_t gibberish)
{
  uint8_t *em;
  int res;

  if (key->size == 0)
    return 0;
  em = gmp_alloc (key->size);
  res = _rsa_sec_decrypt_octets (pub, key, random_ctx, random,
				 em, gibberish);
  res &= _pkcs1_sec_decrypt_variable (length, message, key->size, em);
  gmp_free (em, key->size);
  return res;
}
