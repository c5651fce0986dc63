/* pkcs1-rsa-sha256.c

   pkcs1_rsa_sha256_encode(_digest): EMSA-PKCS1-v1_5 with the SHA-256 DigestInfo.

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
#include "sha2.h"

/* DER of DigestInfo up to the digest octets: RFC 8017 9.2, note 1. */
static const uint8_t sha256_prefix[] =
  {
    0x30, 0x31, 0x30, 0x0d, 0x06, 0x09, 0x60, 0x86, 0x48, 0x01,
    0x65, 0x03, 0x04, 0x02, 0x01, 0x05, 0x00, 0x04, 0x20
  };

int
pkcs1_rsa_sha256_encode (mpz_t m, size_t key_size, struct sha256_ctx *hash)
{
  return _pkcs1_encode_digest_info (m, key_size,
				    sizeof (sha256_prefix), sha256_prefix,
				    SHA256_DIGEST_SIZE, NULL, hash,
				    (nettle_hash_digest_func *) sha256_digest);
}

int
pkcs1_rsa_sha256_encode_digest (mpz_t m, size_t key_size, const uint8_t *digest)
{
  return _pkcs1_encode_digest_info (m, key_size,
				    sizeof (sha256_prefix), sha256_prefix,
				    SHA256_DIGEST_SIZE, digest, NULL, NULL);
}
