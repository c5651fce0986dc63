/* rsa-decrypt.c

   rsa_decrypt: PKCS#1 v1.5 decryption without blinding (prefer
   rsa_decrypt_tr or rsa_sec_decrypt).

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
#include "gmp-glue.h"

int
rsa_decrypt (const struct rsa_private_key *key,
	     size_t *length, uint8_t *message, const mpz_t gibberish)
{
  mpz_t m;
  int res;

  if (mpz_sgn (gibberish) < 0
      || mpz_size (gibberish) > NETTLE_OCTET_SIZE_TO_LIMB_SIZE (key->size))
    return 0;
  mpz_init (m);
  rsa_compute_root (key, m, gibberish);
  res = pkcs1_decrypt (key->size, m, length, message);
  mpz_clear (m);
  return res;
}
