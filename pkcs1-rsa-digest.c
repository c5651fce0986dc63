/* pkcs1-rsa-digest.c

   pkcs1_rsa_digest_encode: EMSA-PKCS1-v1_5 of a caller's DER DigestInfo.

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

int
pkcs1_rsa_digest_encode (mpz_t m, size_t key_size,
			 size_t di_length, const uint8_t *digest_info)
{
  return _pkcs1_encode_digest_info (m, key_size, di_length, digest_info,
				    0, (const uint8_t *) "", NULL, NULL);
}
