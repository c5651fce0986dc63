/* oaep.h

   Internal EME-OAEP encoding and decoding with MGF1 (RFC 8017 7.1).

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

#ifndef NETTLE_OAEP_H_INCLUDED
#define NETTLE_OAEP_H_INCLUDED

#include "nettle-meta.h"
#include "bignum.h"

#define _oaep_encode_mgf1 _nettle_oaep_encode_mgf1
#define _oaep_decode_mgf1 _nettle_oaep_decode_mgf1

/* m = EME-OAEP of MESSAGE under LABEL for a key_size octet modulus, a
   random seed from RANDOM; hash_ctx is scratch for HASH. Returns 0
   when the message is longer than key_size - 2 hLen - 2 octets. */
int
_oaep_encode_mgf1 (mpz_t m, size_t key_size,
		   void *random_ctx, nettle_random_func *random,
		   void *hash_ctx, const struct nettle_hash *hash,
		   size_t label_length, const uint8_t *label,
		   size_t message_length, const uint8_t *message);

/* Decodes the key_size octets at EM. The checks (leading zero, label
   hash, the 01 after the zeros) and the message's position are masks:
   no branch or index depends on EM. On success (1) the message is at
   MESSAGE (room for *LENGTH octets) and *LENGTH is its length; on
   failure both are untouched. */
int
_oaep_decode_mgf1 (const uint8_t *em, size_t key_size,
		   void *hash_ctx, const struct nettle_hash *hash,
		   size_t label_length, const uint8_t *label,
		   size_t *length, uint8_t *message);

#endif /* NETTLE_OAEP_H_INCLUDED */
