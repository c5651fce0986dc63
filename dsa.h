/* dsa.h

   The DSA public-key algorithm: parameters, signatures, key
   generation, and key formats (Nettle 3.10.2 API).

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

#ifndef NETTLE_DSA_H_INCLUDED
#define NETTLE_DSA_H_INCLUDED

#include "nettle-types.h"
#include "bignum.h"

#ifdef __cplusplus
extern "C" {
#endif

#define dsa_params_init nettle_dsa_params_init
#define dsa_params_clear nettle_dsa_params_clear
#define dsa_signature_init nettle_dsa_signature_init
#define dsa_signature_clear nettle_dsa_signature_clear
#define dsa_sign nettle_dsa_sign
#define dsa_verify nettle_dsa_verify
#define dsa_generate_params nettle_dsa_generate_params
#define dsa_generate_keypair nettle_dsa_generate_keypair
#define dsa_signature_from_sexp nettle_dsa_signature_from_sexp
#define dsa_keypair_to_sexp nettle_dsa_keypair_to_sexp
#define dsa_keypair_from_sexp_alist nettle_dsa_keypair_from_sexp_alist
#define dsa_sha1_keypair_from_sexp nettle_dsa_sha1_keypair_from_sexp
#define dsa_sha256_keypair_from_sexp nettle_dsa_sha256_keypair_from_sexp
#define dsa_params_from_der_iterator nettle_dsa_params_from_der_iterator
#define dsa_public_key_from_der_iterator nettle_dsa_public_key_from_der_iterator
#define dsa_openssl_private_key_from_der_iterator nettle_dsa_openssl_private_key_from_der_iterator
/* The exported name carries upstream's misspelling. */
#define dsa_openssl_private_key_from_der nettle_openssl_provate_key_from_der

/* Sizes of FIPS 186 parameter sets. */
#define DSA_SHA1_MIN_P_BITS 512
#define DSA_SHA1_Q_OCTETS 20
#define DSA_SHA1_Q_BITS 160

#define DSA_SHA256_MIN_P_BITS 1024
#define DSA_SHA256_Q_OCTETS 32
#define DSA_SHA256_Q_BITS 256

/* The group: p prime, q a prime divisor of p - 1, g of order q. */
struct dsa_params
{
  mpz_t p;
  mpz_t q;
  mpz_t g;
};

void
dsa_params_init (struct dsa_params *params);

void
dsa_params_clear (struct dsa_params *params);

/* Also the signature type of ECDSA and GOST DSA. */
struct dsa_signature
{
  mpz_t r;
  mpz_t s;
};

void
dsa_signature_init (struct dsa_signature *signature);

void
dsa_signature_clear (struct dsa_signature *signature);

/* Signs the digest (truncated to the bit size of q) with the secret
   exponent x, drawing the nonce from RANDOM. Returns 1, or 0 when the
   parameters are unusable (p or q even, g zero, k not invertible).
   Timing and memory accesses do not depend on x or on the nonce. */
int
dsa_sign (const struct dsa_params *params,
	  const mpz_t x,
	  void *random_ctx, nettle_random_func *random,
	  size_t digest_size,
	  const uint8_t *digest,
	  struct dsa_signature *signature);

/* 1 if the signature is valid for public key y, else 0. */
int
dsa_verify (const struct dsa_params *params,
	    const mpz_t y,
	    size_t digest_size,
	    const uint8_t *digest,
	    const struct dsa_signature *signature);

/* New parameters with q of Q_BITS and p of P_BITS bits. Returns 0 for
   unsupported sizes (q_bits < 30 or p_bits < q_bits + 30). */
int
dsa_generate_params (struct dsa_params *params,
		     void *random_ctx, nettle_random_func *random,
		     void *progress_ctx, nettle_progress_func *progress,
		     unsigned p_bits, unsigned q_bits);

/* A key pair for PARAMS: secret 0 < key < q - 1, pub = g^key mod p. */
void
dsa_generate_keypair (const struct dsa_params *params,
		      mpz_t pub, mpz_t key,
		      void *random_ctx, nettle_random_func *random);

/* Key formats. */
struct nettle_buffer;
struct sexp_iterator;
struct asn1_der_iterator;

/* (public-key (ALGORITHM (p ..) (q ..) (g ..) (y ..))), or with PRIV,
   (private-key (ALGORITHM ... (x ..))). Returns the length written,
   0 on failure. */
int
dsa_keypair_to_sexp (struct nettle_buffer *buffer,
		     const char *algorithm_name,
		     const struct dsa_params *params,
		     const mpz_t pub,
		     const mpz_t priv);

/* The (r ..) (s ..) list the iterator is at. */
int
dsa_signature_from_sexp (struct dsa_signature *rs,
			 struct sexp_iterator *i,
			 unsigned q_bits);

/* The (p ..) (q ..) (g ..) (y ..) [(x ..)] list; PRIV may be NULL. */
int
dsa_keypair_from_sexp_alist (struct dsa_params *params,
			     mpz_t pub,
			     mpz_t priv,
			     unsigned p_max_bits,
			     unsigned q_bits,
			     struct sexp_iterator *i);

int
dsa_sha1_keypair_from_sexp (struct dsa_params *params,
			    mpz_t pub,
			    mpz_t priv,
			    unsigned p_max_bits,
			    size_t length, const uint8_t *expr);

int
dsa_sha256_keypair_from_sexp (struct dsa_params *params,
			      mpz_t pub,
			      mpz_t priv,
			      unsigned p_max_bits,
			      size_t length, const uint8_t *expr);

/* DER: Dss-Parms SEQUENCE { p, q, g }. */
int
dsa_params_from_der_iterator (struct dsa_params *params,
			      unsigned max_bits, unsigned q_bits,
			      struct asn1_der_iterator *i);

int
dsa_public_key_from_der_iterator (const struct dsa_params *params,
				  mpz_t pub,
				  struct asn1_der_iterator *i);

/* OpenSSL's SEQUENCE { version 0, p, q, g, y, x }. */
int
dsa_openssl_private_key_from_der_iterator (struct dsa_params *params,
					   mpz_t pub,
					   mpz_t priv,
					   unsigned p_max_bits,
					   struct asn1_der_iterator *i);

int
dsa_openssl_private_key_from_der (struct dsa_params *params,
				  mpz_t pub,
				  mpz_t priv,
				  unsigned p_max_bits,
				  size_t length, const uint8_t *data);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_DSA_H_INCLUDED */
