/* pkcs1-internal.h

   Internal PKCS#1 v1.5 helpers: the signature encoding (EMSA-PKCS1-v1_5,
   RFC 8017 9.2) and the side-channel silent decryption unpadding
   (RSAES-PKCS1-v1_5, RFC 8017 7.2.2).

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

#ifndef NETTLE_PKCS1_INTERNAL_H_INCLUDED
#define NETTLE_PKCS1_INTERNAL_H_INCLUDED

#include "nettle-types.h"
#include "nettle-meta.h"
#include "bignum.h"

#define _pkcs1_signature_prefix _nettle_pkcs1_signature_prefix
#define _pkcs1_encode_digest_info _nettle_pkcs1_encode_digest_info
#define _pkcs1_sec_decrypt _nettle_pkcs1_sec_decrypt
#define _pkcs1_sec_decrypt_variable _nettle_pkcs1_sec_decrypt_variable
#define _sec_copy_tail _nettle_sec_copy_tail

/* Writes 00 01 ff..ff 00 ID into the key_size octets at BUFFER, leaving
   the last digest_size octets, and returns where they start; NULL when
   key_size is below id_size + digest_size + 11 (at least eight ff). */
uint8_t *
_pkcs1_signature_prefix (unsigned key_size, uint8_t *buffer,
			 unsigned id_size, const uint8_t *id,
			 unsigned digest_size);

/* m = the EMSA-PKCS1-v1_5 encoding of the DigestInfo ID || digest,
   key_size octets. The digest is DIGEST, or when that is NULL the
   output of DIGEST_FUNC on HASH_CTX (which that resets). Returns 0 when
   key_size is too small (the context is then left alone). */
int
_pkcs1_encode_digest_info (mpz_t m, size_t key_size,
			   size_t id_size, const uint8_t *id,
			   size_t digest_size, const uint8_t *digest,
			   void *hash_ctx, nettle_hash_digest_func *digest_func);

/* Unpads the padded_message_length octets of a decrypted block,
   expecting a message of exactly LENGTH octets (00 02, eight or more
   nonzero octets, 00, message). Neither branches on nor indexes by the
   padded octets; MESSAGE is written only on success (1). */
int
_pkcs1_sec_decrypt (size_t length, uint8_t *message,
		    size_t padded_message_length,
		    const volatile uint8_t *padded_message);

/* The same for a message of any length up to *LENGTH octets, which is
   set to the message's length on success. The position of the
   separator is found and used without a branch or an index on it. */
int
_pkcs1_sec_decrypt_variable (size_t *length, uint8_t *message,
			     size_t padded_message_length,
			     const volatile uint8_t *padded_message);

/* Constant-time tests for the decoders. */

/* 1 if the octet x is zero, else 0. */
static inline unsigned
_sec_zero_octet (unsigned x)
{
  return ((x & 0xff) - 1) >> 8 & 1;
}

/* 1 if a < b, else 0, for sizes below half of size_t's range. */
static inline unsigned
_sec_size_lt (size_t a, size_t b)
{
  return (a - b) >> (sizeof (size_t) * 8 - 1);
}

/* Copies the last LENGTH - shift of the LENGTH octets at SRC to the
   start of DST when cnd is 1 (DST is untouched when it is 0), with the
   time and the addresses depending on LENGTH only, not on shift or
   cnd. shift <= LENGTH. Uses LENGTH octets of SCRATCH. */
void
_sec_copy_tail (int cnd, uint8_t *dst, size_t length, const uint8_t *src,
		size_t shift, uint8_t *scratch);

#endif /* NETTLE_PKCS1_INTERNAL_H_INCLUDED */
