/* rsa.h

   The RSA public-key algorithm: keys, PKCS#1 v1.5 and PSS signatures,
   PKCS#1 v1.5 and OAEP encryption, key generation and key formats
   (Nettle 3.10.2 API).

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

#ifndef NETTLE_RSA_H_INCLUDED
#define NETTLE_RSA_H_INCLUDED

#include "nettle-types.h"
#include "bignum.h"
#include "md5.h"
#include "sha1.h"
#include "sha2.h"

#ifdef __cplusplus
extern "C" {
#endif

#define rsa_public_key_init nettle_rsa_public_key_init
#define rsa_public_key_clear nettle_rsa_public_key_clear
#define rsa_public_key_prepare nettle_rsa_public_key_prepare
#define rsa_private_key_init nettle_rsa_private_key_init
#define rsa_private_key_clear nettle_rsa_private_key_clear
#define rsa_private_key_prepare nettle_rsa_private_key_prepare
#define rsa_pkcs1_verify nettle_rsa_pkcs1_verify
#define rsa_pkcs1_sign nettle_rsa_pkcs1_sign
#define rsa_pkcs1_sign_tr nettle_rsa_pkcs1_sign_tr
#define rsa_md5_sign nettle_rsa_md5_sign
#define rsa_md5_sign_tr nettle_rsa_md5_sign_tr
#define rsa_md5_verify nettle_rsa_md5_verify
#define rsa_sha1_sign nettle_rsa_sha1_sign
#define rsa_sha1_sign_tr nettle_rsa_sha1_sign_tr
#define rsa_sha1_verify nettle_rsa_sha1_verify
#define rsa_sha256_sign nettle_rsa_sha256_sign
#define rsa_sha256_sign_tr nettle_rsa_sha256_sign_tr
#define rsa_sha256_verify nettle_rsa_sha256_verify
#define rsa_sha512_sign nettle_rsa_sha512_sign
#define rsa_sha512_sign_tr nettle_rsa_sha512_sign_tr
#define rsa_sha512_verify nettle_rsa_sha512_verify
#define rsa_md5_sign_digest nettle_rsa_md5_sign_digest
#define rsa_md5_sign_digest_tr nettle_rsa_md5_sign_digest_tr
#define rsa_md5_verify_digest nettle_rsa_md5_verify_digest
#define rsa_sha1_sign_digest nettle_rsa_sha1_sign_digest
#define rsa_sha1_sign_digest_tr nettle_rsa_sha1_sign_digest_tr
#define rsa_sha1_verify_digest nettle_rsa_sha1_verify_digest
#define rsa_sha256_sign_digest nettle_rsa_sha256_sign_digest
#define rsa_sha256_sign_digest_tr nettle_rsa_sha256_sign_digest_tr
#define rsa_sha256_verify_digest nettle_rsa_sha256_verify_digest
#define rsa_sha512_sign_digest nettle_rsa_sha512_sign_digest
#define rsa_sha512_sign_digest_tr nettle_rsa_sha512_sign_digest_tr
#define rsa_sha512_verify_digest nettle_rsa_sha512_verify_digest
#define rsa_pss_sha256_sign_digest_tr nettle_rsa_pss_sha256_sign_digest_tr
#define rsa_pss_sha256_verify_digest nettle_rsa_pss_sha256_verify_digest
#define rsa_pss_sha384_sign_digest_tr nettle_rsa_pss_sha384_sign_digest_tr
#define rsa_pss_sha384_verify_digest nettle_rsa_pss_sha384_verify_digest
#define rsa_pss_sha512_sign_digest_tr nettle_rsa_pss_sha512_sign_digest_tr
#define rsa_pss_sha512_verify_digest nettle_rsa_pss_sha512_verify_digest
#define rsa_encrypt nettle_rsa_encrypt
#define rsa_decrypt nettle_rsa_decrypt
#define rsa_decrypt_tr nettle_rsa_decrypt_tr
#define rsa_sec_decrypt nettle_rsa_sec_decrypt
#define rsa_oaep_sha256_encrypt nettle_rsa_oaep_sha256_encrypt
#define rsa_oaep_sha256_decrypt nettle_rsa_oaep_sha256_decrypt
#define rsa_oaep_sha384_encrypt nettle_rsa_oaep_sha384_encrypt
#define rsa_oaep_sha384_decrypt nettle_rsa_oaep_sha384_decrypt
#define rsa_oaep_sha512_encrypt nettle_rsa_oaep_sha512_encrypt
#define rsa_oaep_sha512_decrypt nettle_rsa_oaep_sha512_decrypt
#define rsa_compute_root nettle_rsa_compute_root
#define rsa_compute_root_tr nettle_rsa_compute_root_tr
#define rsa_generate_keypair nettle_rsa_generate_keypair
#define rsa_keypair_to_sexp nettle_rsa_keypair_to_sexp
#define rsa_keypair_from_sexp_alist nettle_rsa_keypair_from_sexp_alist
#define rsa_keypair_from_sexp nettle_rsa_keypair_from_sexp
#define rsa_public_key_from_der_iterator nettle_rsa_public_key_from_der_iterator
#define rsa_private_key_from_der_iterator nettle_rsa_private_key_from_der_iterator
#define rsa_keypair_from_der nettle_rsa_keypair_from_der
#define rsa_keypair_to_openpgp nettle_rsa_keypair_to_openpgp

/* The smallest modulus: the padding of a SHA-1 (MD5) signature needs at
   least this many octets. */
#define RSA_MINIMUM_N_OCTETS 12
#define RSA_MINIMUM_N_BITS (8 * RSA_MINIMUM_N_OCTETS - 7)

struct rsa_public_key
{
  /* Size of n in octets, set by rsa_public_key_prepare. */
  size_t size;
  mpz_t n;
  mpz_t e;
};

struct rsa_private_key
{
  size_t size;
  /* d is not used by the CRT computation but kept for the formats. */
  mpz_t d;
  mpz_t p; mpz_t q;
  /* a = d mod (p - 1), b = d mod (q - 1), c = q^{-1} mod p. */
  mpz_t a;
  mpz_t b;
  mpz_t c;
};

struct nettle_buffer;
struct sexp_iterator;
struct asn1_der_iterator;

/* Keys. *_prepare computes the modulus size in octets and returns 0 for
   an unusable key. */

void 
nettle_rsa_public_key_init (struct rsa_public_key *key);

void 
nettle_rsa_public_key_clear (struct rsa_public_key *key);

int 
nettle_rsa_public_key_prepare (struct rsa_public_key *key);

void 
nettle_rsa_private_key_init (struct rsa_private_key *key);

void 
nettle_rsa_private_key_clear (struct rsa_private_key *key);

int 
nettle_rsa_private_key_prepare (struct rsa_private_key *key);

/* PKCS#1 v1.5 signatures on a DER DigestInfo, and per hash: on a hash
   context (which is reset), on a digest, and timing-resistant (_tr)
   forms that blind with RANDOM and check the result. */

int 
nettle_rsa_pkcs1_verify (const struct rsa_public_key *key, size_t length, const uint8_t *digest_info, const mpz_t signature);

int 
nettle_rsa_pkcs1_sign (const struct rsa_private_key *key, size_t length, const uint8_t *digest_info, mpz_t s);

int 
nettle_rsa_pkcs1_sign_tr (const struct rsa_public_key *pub, const struct rsa_private_key *key, void *random_ctx, nettle_random_func *random, size_t length, const uint8_t *digest_info, mpz_t s);

int 
nettle_rsa_md5_sign (const struct rsa_private_key *key, struct md5_ctx *hash, mpz_t signature);

int 
nettle_rsa_md5_sign_tr (const struct rsa_public_key *pub, const struct rsa_private_key *key, void *random_ctx, nettle_random_func *random, struct md5_ctx *hash, mpz_t s);

int 
nettle_rsa_md5_verify (const struct rsa_public_key *key, struct md5_ctx *hash, const mpz_t signature);

int 
nettle_rsa_sha1_sign (const struct rsa_private_key *key, struct sha1_ctx *hash, mpz_t signature);

int 
nettle_rsa_sha1_sign_tr (const struct rsa_public_key *pub, const struct rsa_private_key *key, void *random_ctx, nettle_random_func *random, struct sha1_ctx *hash, mpz_t s);

int 
nettle_rsa_sha1_verify (const struct rsa_public_key *key, struct sha1_ctx *hash, const mpz_t signature);

int 
nettle_rsa_sha256_sign (const struct rsa_private_key *key, struct sha256_ctx *hash, mpz_t signature);

int 
nettle_rsa_sha256_sign_tr (const struct rsa_public_key *pub, const struct rsa_private_key *key, void *random_ctx, nettle_random_func *random, struct sha256_ctx *hash, mpz_t s);

int 
nettle_rsa_sha256_verify (const struct rsa_public_key *key, struct sha256_ctx *hash, const mpz_t signature);

int 
nettle_rsa_sha512_sign (const struct rsa_private_key *key, struct sha512_ctx *hash, mpz_t signature);

int 
nettle_rsa_sha512_sign_tr (const struct rsa_public_key *pub, const struct rsa_private_key *key, void *random_ctx, nettle_random_func *random, struct sha512_ctx *hash, mpz_t s);

int 
nettle_rsa_sha512_verify (const struct rsa_public_key *key, struct sha512_ctx *hash, const mpz_t signature);

int 
nettle_rsa_md5_sign_digest (const struct rsa_private_key *key, const uint8_t *digest, mpz_t s);

int 
nettle_rsa_md5_sign_digest_tr (const struct rsa_public_key *pub, const struct rsa_private_key *key, void *random_ctx, nettle_random_func *random, const uint8_t *digest, mpz_t s);

int 
nettle_rsa_md5_verify_digest (const struct rsa_public_key *key, const uint8_t *digest, const mpz_t signature);

int 
nettle_rsa_sha1_sign_digest (const struct rsa_private_key *key, const uint8_t *digest, mpz_t s);

int 
nettle_rsa_sha1_sign_digest_tr (const struct rsa_public_key *pub, const struct rsa_private_key *key, void *random_ctx, nettle_random_func *random, const uint8_t *digest, mpz_t s);

int 
nettle_rsa_sha1_verify_digest (const struct rsa_public_key *key, const uint8_t *digest, const mpz_t signature);

int 
nettle_rsa_sha256_sign_digest (const struct rsa_private_key *key, const uint8_t *digest, mpz_t s);

int 
nettle_rsa_sha256_sign_digest_tr (const struct rsa_public_key *pub, const struct rsa_private_key *key, void *random_ctx, nettle_random_func *random, const uint8_t *digest, mpz_t s);

int 
nettle_rsa_sha256_verify_digest (const struct rsa_public_key *key, const uint8_t *digest, const mpz_t signature);

int 
nettle_rsa_sha512_sign_digest (const struct rsa_private_key *key, const uint8_t *digest, mpz_t s);

int 
nettle_rsa_sha512_sign_digest_tr (const struct rsa_public_key *pub, const struct rsa_private_key *key, void *random_ctx, nettle_random_func *random, const uint8_t *digest, mpz_t s);

int 
nettle_rsa_sha512_verify_digest (const struct rsa_public_key *key, const uint8_t *digest, const mpz_t signature);

/* PSS signatures (RFC 8017 8.1) with MGF1 of the same hash. */

int 
nettle_rsa_pss_sha256_sign_digest_tr (const struct rsa_public_key *pub, const struct rsa_private_key *key, void *random_ctx, nettle_random_func *random, size_t salt_length, const uint8_t *salt, const uint8_t *digest, mpz_t s);

int 
nettle_rsa_pss_sha256_verify_digest (const struct rsa_public_key *key, size_t salt_length, const uint8_t *digest, const mpz_t signature);

int 
nettle_rsa_pss_sha384_sign_digest_tr (const struct rsa_public_key *pub, const struct rsa_private_key *key, void *random_ctx, nettle_random_func *random, size_t salt_length, const uint8_t *salt, const uint8_t *digest, mpz_t s);

int 
nettle_rsa_pss_sha384_verify_digest (const struct rsa_public_key *key, size_t salt_length, const uint8_t *digest, const mpz_t signature);

int 
nettle_rsa_pss_sha512_sign_digest_tr (const struct rsa_public_key *pub, const struct rsa_private_key *key, void *random_ctx, nettle_random_func *random, size_t salt_length, const uint8_t *salt, const uint8_t *digest, mpz_t s);

int 
nettle_rsa_pss_sha512_verify_digest (const struct rsa_public_key *key, size_t salt_length, const uint8_t *digest, const mpz_t signature);

/* PKCS#1 v1.5 encryption. rsa_sec_decrypt takes a fixed message length
   and neither branches on nor indexes by the padding. */

int 
nettle_rsa_encrypt (const struct rsa_public_key *key, void *random_ctx, nettle_random_func *random, size_t length, const uint8_t *cleartext, mpz_t cipher);

int 
nettle_rsa_decrypt (const struct rsa_private_key *key, size_t *length, uint8_t *cleartext, const mpz_t ciphertext);

int 
nettle_rsa_decrypt_tr (const struct rsa_public_key *pub, const struct rsa_private_key *key, void *random_ctx, nettle_random_func *random, size_t *length, uint8_t *message, const mpz_t gibberish);

int 
nettle_rsa_sec_decrypt (const struct rsa_public_key *pub, const struct rsa_private_key *key, void *random_ctx, nettle_random_func *random, size_t length, uint8_t *message, const mpz_t gibberish);

/* OAEP encryption (RFC 8017 7.1); ciphertext is key size octets. */

int 
nettle_rsa_oaep_sha256_encrypt (const struct rsa_public_key *key, void *random_ctx, nettle_random_func *random, size_t label_length, const uint8_t *label, size_t length, const uint8_t * message, uint8_t *ciphertext);

int 
nettle_rsa_oaep_sha256_decrypt (const struct rsa_public_key *pub, const struct rsa_private_key *key, void *random_ctx, nettle_random_func *random, size_t label_length, const uint8_t *label, size_t *length, uint8_t *message, const uint8_t *ciphertext);

int 
nettle_rsa_oaep_sha384_encrypt (const struct rsa_public_key *key, void *random_ctx, nettle_random_func *random, size_t label_length, const uint8_t *label, size_t length, const uint8_t * message, uint8_t *ciphertext);

int 
nettle_rsa_oaep_sha384_decrypt (const struct rsa_public_key *pub, const struct rsa_private_key *key, void *random_ctx, nettle_random_func *random, size_t label_length, const uint8_t *label, size_t *length, uint8_t *message, const uint8_t *ciphertext);

int 
nettle_rsa_oaep_sha512_encrypt (const struct rsa_public_key *key, void *random_ctx, nettle_random_func *random, size_t label_length, const uint8_t *label, size_t length, const uint8_t *message, uint8_t *ciphertext);

int 
nettle_rsa_oaep_sha512_decrypt (const struct rsa_public_key *pub, const struct rsa_private_key *key, void *random_ctx, nettle_random_func *random, size_t label_length, const uint8_t *label, size_t *length, uint8_t *message, const uint8_t *ciphertext);

/* The raw private-key operation x = m^d mod n. */

void 
nettle_rsa_compute_root (const struct rsa_private_key *key, mpz_t x, const mpz_t m);

int 
nettle_rsa_compute_root_tr (const struct rsa_public_key *pub, const struct rsa_private_key *key, void *random_ctx, nettle_random_func *random, mpz_t x, const mpz_t m);

/* Key generation: with e_size 0, the caller sets pub->e. */

int 
nettle_rsa_generate_keypair (struct rsa_public_key *pub, struct rsa_private_key *key, void *random_ctx, nettle_random_func *random, void *progress_ctx, nettle_progress_func *progress, unsigned n_size, unsigned e_size);

/* Key formats: SPKI s-expressions, PKCS#1 DER, OpenPGP. */

int 
nettle_rsa_keypair_to_sexp (struct nettle_buffer *buffer, const char *algorithm_name, const struct rsa_public_key *pub, const struct rsa_private_key *priv);

int 
nettle_rsa_keypair_from_sexp_alist (struct rsa_public_key *pub, struct rsa_private_key *priv, unsigned limit, struct sexp_iterator *i);

int 
nettle_rsa_keypair_from_sexp (struct rsa_public_key *pub, struct rsa_private_key *priv, unsigned limit, size_t length, const uint8_t *expr);

int 
nettle_rsa_public_key_from_der_iterator (struct rsa_public_key *pub, unsigned limit, struct asn1_der_iterator *i);

int 
nettle_rsa_private_key_from_der_iterator (struct rsa_public_key *pub, struct rsa_private_key *priv, unsigned limit, struct asn1_der_iterator *i);

int 
nettle_rsa_keypair_from_der (struct rsa_public_key *pub, struct rsa_private_key *priv, unsigned limit, size_t length, const uint8_t *data);

int 
nettle_rsa_keypair_to_openpgp (struct nettle_buffer *buffer, const struct rsa_public_key *pub, const struct rsa_private_key *priv, const char *userid);

/* Hash and sign (or verify) DATA in one expression. */
#define RSA_SIGN(key, algorithm, ctx, length, data, signature) ( \
  algorithm##_update(ctx, length, data), \
  rsa_##algorithm##_sign(key, ctx, signature) \
)

#define RSA_VERIFY(key, algorithm, ctx, length, data, signature) ( \
  algorithm##_update(ctx, length, data), \
  rsa_##algorithm##_verify(key, ctx, signature) \
)

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_RSA_H_INCLUDED */
