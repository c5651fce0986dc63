/* dsa-compat.h

   The pre-3.0 DSA interface: combined public and private key
   structs, SHA-1 and SHA-256 sign/verify on them (Nettle 3.10.2 API).

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

#ifndef NETTLE_DSA_COMPAT_H_INCLUDED
#define NETTLE_DSA_COMPAT_H_INCLUDED

#include "dsa.h"

#include "sha1.h"
#include "sha2.h"

#define dsa_public_key_init nettle_dsa_public_key_init
#define dsa_public_key_clear nettle_dsa_public_key_clear
#define dsa_private_key_init nettle_dsa_private_key_init
#define dsa_private_key_clear nettle_dsa_private_key_clear
#define dsa_sha1_sign nettle_dsa_sha1_sign
#define dsa_sha1_verify nettle_dsa_sha1_verify
#define dsa_sha256_sign nettle_dsa_sha256_sign
#define dsa_sha256_verify nettle_dsa_sha256_verify
#define dsa_sha1_sign_digest nettle_dsa_sha1_sign_digest
#define dsa_sha1_verify_digest nettle_dsa_sha1_verify_digest
#define dsa_sha256_sign_digest nettle_dsa_sha256_sign_digest
#define dsa_sha256_verify_digest nettle_dsa_sha256_verify_digest
#define dsa_compat_generate_keypair nettle_dsa_compat_generate_keypair

/* With this header, the old meaning of dsa_generate_keypair. */
#undef dsa_generate_keypair
#define dsa_generate_keypair nettle_dsa_compat_generate_keypair

#ifdef __cplusplus
extern "C" {
#endif

/* Starts with the fields of struct dsa_params, in the same order, so
   a pointer to it may be used as one. */
struct dsa_public_key
{
  mpz_t p;
  mpz_t q;
  mpz_t g;
  mpz_t y;
};

struct dsa_private_key
{
  mpz_t x;
};

void
dsa_public_key_init (struct dsa_public_key *key);

void
dsa_public_key_clear (struct dsa_public_key *key);

void
dsa_private_key_init (struct dsa_private_key *key);

void
dsa_private_key_clear (struct dsa_private_key *key);

int
dsa_sha1_sign (const struct dsa_public_key *pub,
	       const struct dsa_private_key *key,
	       void *random_ctx, nettle_random_func *random,
	       struct sha1_ctx *hash,
	       struct dsa_signature *signature);

int
dsa_sha256_sign (const struct dsa_public_key *pub,
		 const struct dsa_private_key *key,
		 void *random_ctx, nettle_random_func *random,
		 struct sha256_ctx *hash,
		 struct dsa_signature *signature);

int
dsa_sha1_verify (const struct dsa_public_key *key,
		 struct sha1_ctx *hash,
		 const struct dsa_signature *signature);

int
dsa_sha256_verify (const struct dsa_public_key *key,
		   struct sha256_ctx *hash,
		   const struct dsa_signature *signature);

int
dsa_sha1_sign_digest (const struct dsa_public_key *pub,
		      const struct dsa_private_key *key,
		      void *random_ctx, nettle_random_func *random,
		      const uint8_t *digest,
		      struct dsa_signature *signature);

int
dsa_sha256_sign_digest (const struct dsa_public_key *pub,
			const struct dsa_private_key *key,
			void *random_ctx, nettle_random_func *random,
			const uint8_t *digest,
			struct dsa_signature *signature);

int
dsa_sha1_verify_digest (const struct dsa_public_key *key,
			const uint8_t *digest,
			const struct dsa_signature *signature);

int
dsa_sha256_verify_digest (const struct dsa_public_key *key,
			  const uint8_t *digest,
			  const struct dsa_signature *signature);

/* Parameters and a key pair in one go; only the FIPS sizes (q_bits
   160 with p_bits >= 512, q_bits 256 with p_bits >= 1024). Returns 1
   on success, 0 for other sizes. */
int
dsa_compat_generate_keypair (struct dsa_public_key *pub,
			     struct dsa_private_key *key,
			     void *random_ctx, nettle_random_func *random,
			     void *progress_ctx, nettle_progress_func *progress,
			     unsigned p_bits, unsigned q_bits);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_DSA_COMPAT_H_INCLUDED */
