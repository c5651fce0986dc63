/* rsa-pkcs1-verify.c

   rsa_pkcs1_verify: checks a PKCS#1 v1.5 signature on a DER DigestInfo.

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
#include "pkcs1.h"
#include "rsa-internal.h"

int
rsa_pkcs1_verify (const struct rsa_public_key *key,
		  size_t length, const uint8_t *digest_info,
		  const mpz_t signature)
{
  mpz_t m;
  int res;

  mpz_init (m);
  res = pkcs1_rsa_digest_encode (m, key->size, length, digest_info)
    && _rsa_verify (key, m, signature);
  mpz_clear (m);
  return res;
}
