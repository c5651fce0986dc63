/* rsa-pkcs1-sign.c

   rsa_pkcs1_sign: a PKCS#1 v1.5 signature on a DER DigestInfo, and the
   signing step the per-hash functions share.

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
_rsa_pkcs1_root (const struct rsa_private_key *key, int encoded, mpz_t s)
{
  if (!encoded)
    {
      mpz_set_ui (s, 0);
      return 0;
    }
  rsa_compute_root (key, s, s);
  return 1;
}

int
rsa_pkcs1_sign (const struct rsa_private_key *key,
		size_t length, const uint8_t *digest_info, mpz_t s)
{
  return _rsa_pkcs1_root (key, pkcs1_rsa_digest_encode (s, key->size,
							  length, digest_info),
			  s);
}
