/* pkcs1-decrypt.c

   pkcs1_decrypt: RSAES-PKCS1-v1_5 unpadding of a decrypted integer, with
   the side-channel silent decoder.

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

#include "pkcs1.h"
#include "pkcs1-internal.h"
#include "gmp-glue.h"

int
pkcs1_decrypt (size_t key_size, const mpz_t m,
	       size_t *length, uint8_t *message)
{
  uint8_t *em;
  int res;

  if (key_size == 0 || mpz_sgn (m) < 0
      || nettle_mpz_sizeinbase_256_u (m) > key_size)
    return 0;
  em = gmp_alloc (key_size);
  nettle_mpz_get_str_256 (key_size, em, m);
  res = _pkcs1_sec_decrypt_variable (length, message, key_size, em);
  gmp_free (em, key_size);
  return res;
}
