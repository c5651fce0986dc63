/* rsa-pss.c

   RSASSA-PSS signing and verification for any hash descriptor, behind
   the rsa_pss_sha256/384/512 functions.

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

#include "rsa.h"
#include "pss.h"
#include "rsa-internal.h"

int
_rsa_pss_sign_digest_tr (const struct rsa_public_key *pub,
			 const struct rsa_private_key *key,
			 void *random_ctx, nettle_random_func *random,
			 const struct nettle_hash *hash,
			 size_t salt_length, const uint8_t *salt,
			 const uint8_t *digest, mpz_t s)
{
  mpz_t m;
  int res;

  mpz_init (m);
  /* The root's result is returned as it is, not branched on (it comes
     from the secret computation; see sc-rsa-test). */
  res = 0;
  if (pss_encode_mgf1 (m, mpz_sizeinbase (pub->n, 2) - 1, hash,
		       salt_length, salt, digest))
    res = rsa_compute_root_tr (pub, key, random_ctx, random, s, m);
  mpz_clear (m);
  return res;
}

int
_rsa_pss_verify_digest (const struct rsa_public_key *key,
			const struct nettle_hash *hash,
			size_t salt_length, const uint8_t *digest,
			const mpz_t signature)
{
  mpz_t m;
  int res;

  mpz_init (m);
  res = _rsa_verify_recover (key, m, signature)
    && pss_verify_mgf1 (m, mpz_sizeinbase (key->n, 2) - 1, hash,
			salt_length, digest);
  mpz_clear (m);
  return res;
}
