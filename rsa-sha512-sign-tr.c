/* rsa-sha512-sign-tr.c

   rsa_sha512_sign(_digest)_tr: blinded and checked PKCS#1 v1.5 signatures
   with SHA-512.

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
rsa_sha512_sign_tr (const struct rsa_public_key *pub,
		const struct rsa_private_key *key,
		void *random_ctx, nettle_random_func *random,
		struct sha512_ctx *hash, mpz_t s)
{
  return _rsa_pkcs1_root_tr (pub, key, random_ctx, random,
			     pkcs1_rsa_sha512_encode (s, key->size, hash), s);
}

int
rsa_sha512_sign_digest_tr (const struct rsa_public_key *pub,
		       const struct rsa_private_key *key,
		       void *random_ctx, nettle_random_func *random,
		       const uint8_t *digest, mpz_t s)
{
  return _rsa_pkcs1_root_tr (pub, key, random_ctx, random,
			     pkcs1_rsa_sha512_encode_digest (s, key->size, digest),
			     s);
}
