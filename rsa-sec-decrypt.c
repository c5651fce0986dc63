/* rsa-sec-decrypt.c

   rsa_sec_decrypt: PKCS#1 v1.5 decryption of a message of a known
   length with no branch or index on the key, the input or the padding.

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
#include "rsa-internal.h"
#include "pkcs1-internal.h"
#include "gmp-glue.h"

int
rsa_sec_decrypt (const struct rsa_public_key *pub,
		 const struct rsa_private_key *key,
		 void *random_ctx, nettle_random_func *random,
		 size_t length, uint8_t *message, const mpz_t gibberish)
{
  uint8_t *em;
  int res;

  if (key->size == 0)
    return 0;
  em = gmp_alloc (key->size);
  res = _rsa_sec_decrypt_octets (pub, key, random_ctx, random,
				 em, gibberish);
  res &= _pkcs1_sec_decrypt (length, message, key->size, em);
  gmp_free (em, key->size);
  return res;
}
