/* rsa-oaep-encrypt.c

   RSAES-OAEP encryption (RFC 8017 7.1.1) for a hash descriptor, and
   rsa_oaep_sha256/384/512_encrypt.

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
#include "nettle-meta.h"
#include "oaep.h"
#include "rsa-internal.h"
#include "pub-powm-internal.h"
#include "sha2.h"

int
_rsa_oaep_encrypt (const struct rsa_public_key *key,
		   void *random_ctx, nettle_random_func *random,
		   void *hash_ctx, const struct nettle_hash *hash,
		   size_t label_length, const uint8_t *label,
		   size_t length, const uint8_t *message,
		   uint8_t *ciphertext)
{
  mpz_t m;
  int res;

  mpz_init (m);
  res = _oaep_encode_mgf1 (m, key->size, random_ctx, random,
			   hash_ctx, hash, label_length, label,
			   length, message);
  if (res)
    {
      mpz_pub_powm (m, m, key->e, key->n);
      nettle_mpz_get_str_256 (key->size, ciphertext, m);
    }
  mpz_clear (m);
  return res;
}

int
rsa_oaep_sha256_encrypt (const struct rsa_public_key *key,
			void *random_ctx, nettle_random_func *random,
			size_t label_length, const uint8_t *label,
			size_t length, const uint8_t *message,
			uint8_t *ciphertext)
{
  struct sha256_ctx ctx;
  return _rsa_oaep_encrypt (key, random_ctx, random, &ctx, &nettle_sha256,
			    label_length, label, length, message, ciphertext);
}

int
rsa_oaep_sha384_encrypt (const struct rsa_public_key *key,
			void *random_ctx, nettle_random_func *random,
			size_t label_length, const uint8_t *label,
			size_t length, const uint8_t *message,
			uint8_t *ciphertext)
{
  struct sha512_ctx ctx;
  return _rsa_oaep_encrypt (key, random_ctx, random, &ctx, &nettle_sha384,
			    label_length, label, length, message, ciphertext);
}

int
rsa_oaep_sha512_encrypt (const struct rsa_public_key *key,
			void *random_ctx, nettle_random_func *random,
			size_t label_length, const uint8_t *label,
			size_t length, const uint8_t *message,
			uint8_t *ciphertext)
{
  struct sha512_ctx ctx;
  return _rsa_oaep_encrypt (key, random_ctx, random, &ctx, &nettle_sha512,
			    label_length, label, length, message, ciphertext);
}
