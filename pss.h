/* pss.h

   EMSA-PSS encoding and verification with MGF1 (RFC 8017 9.1), the
   padding under RSA-PSS signatures (Nettle 3.10.2 API).

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

#ifndef NETTLE_PSS_H_INCLUDED
#define NETTLE_PSS_H_INCLUDED

#include "nettle-meta.h"
#include "bignum.h"

#ifdef __cplusplus
extern "C" {
#endif

#define pss_encode_mgf1 nettle_pss_encode_mgf1
#define pss_verify_mgf1 nettle_pss_verify_mgf1

/* m = EMSA-PSS-ENCODE of the message digest DIGEST with SALT, for an
   encoded message of BITS bits (the modulus size less one). Returns 0
   when BITS is too small for the digest and the salt. */
int
pss_encode_mgf1 (mpz_t m, size_t bits,
		 const struct nettle_hash *hash,
		 size_t salt_length, const uint8_t *salt,
		 const uint8_t *digest);

/* 1 if m is a valid EMSA-PSS encoding of DIGEST with a salt of
   salt_length octets, else 0. */
int
pss_verify_mgf1 (const mpz_t m, size_t bits,
		 const struct nettle_hash *hash,
		 size_t salt_length,
		 const uint8_t *digest);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_PSS_H_INCLUDED */
