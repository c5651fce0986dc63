/* rsa-internal.h

   Internal RSA interfaces: the CRT root on limbs, blinding, the
   checks shared by the public functions, and OAEP with a hash
   descriptor.

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

#ifndef NETTLE_RSA_INTERNAL_H_INCLUDED
#define NETTLE_RSA_INTERNAL_H_INCLUDED

#include "nettle-types.h"
#include "nettle-meta.h"
#include "rsa.h"

#define _rsa_verify _nettle_rsa_verify
#define _rsa_verify_recover _nettle_rsa_verify_recover
#define _rsa_check_size _nettle_rsa_check_size
#define _rsa_blind _nettle_rsa_blind
#define _rsa_unblind _nettle_rsa_unblind
#define _rsa_sec_compute_root_itch _nettle_rsa_sec_compute_root_itch
#define _rsa_sec_compute_root _nettle_rsa_sec_compute_root
#define _rsa_sec_compute_root_tr _nettle_rsa_sec_compute_root_tr
#define _rsa_oaep_encrypt _nettle_rsa_oaep_encrypt
#define _rsa_oaep_decrypt _nettle_rsa_oaep_decrypt
#define _rsa_pkcs1_root _nettle_rsa_pkcs1_root
#define _rsa_pkcs1_root_tr _nettle_rsa_pkcs1_root_tr
#define _rsa_sec_decrypt_octets _nettle_rsa_sec_decrypt_octets
#define _rsa_pss_sign_digest_tr _nettle_rsa_pss_sign_digest_tr
#define _rsa_pss_verify_digest _nettle_rsa_pss_verify_digest

/* 1 if 0 < s < n and s^e = m (mod n), else 0. */
int
_rsa_verify (const struct rsa_public_key *key,
	     const mpz_t m, const mpz_t s);

/* m = s^e mod n when 0 < s < n (returns 1); otherwise returns 0 and
   leaves m alone. */
int
_rsa_verify_recover (const struct rsa_public_key *key,
		     mpz_t m, const mpz_t s);

/* The size of n in octets, or 0 when n is no usable modulus (even, or
   fewer than RSA_MINIMUM_N_OCTETS octets). */
size_t
_rsa_check_size (mpz_t n);

/* c = c * r^e mod n for a fresh random r invertible mod n, and
   ri = r^-1 mod n; _rsa_unblind multiplies c by ri again. mpz forms,
   kept for the ABI; the library itself blinds on limbs. */
void
_rsa_blind (const struct rsa_public_key *pub,
	    void *random_ctx, nettle_random_func *random,
	    mpz_t c, mpz_t ri);

void
_rsa_unblind (const struct rsa_public_key *pub, mpz_t c, const mpz_t ri);

/* Scratch limbs _rsa_sec_compute_root needs for KEY. */
mp_size_t
_rsa_sec_compute_root_itch (const struct rsa_private_key *key);

/* rp = mp^d mod n by the CRT, with the time and the memory accesses
   independent of the key and of mp. rp and mp have nn limbs, nn the
   limb size of the key->size octet modulus; mp may be any nn-limb
   number (it is reduced mod p and q). rp may not overlap mp. */
void
_rsa_sec_compute_root (const struct rsa_private_key *key,
		       mp_limb_t *rp, const mp_limb_t *mp,
		       mp_limb_t *scratch);

/* x = m^d mod n, blinded with RANDOM and checked against the public
   key (a fault in the CRT computation must not leak a factor). m and
   x have mpz_size (pub->n) limbs and may be the same area. Returns 1
   on success; on failure (inconsistent keys, a fault) returns 0 and
   x is zero. */
int
_rsa_sec_compute_root_tr (const struct rsa_public_key *pub,
			  const struct rsa_private_key *key,
			  void *random_ctx, nettle_random_func *random,
			  mp_limb_t *x, const mp_limb_t *m);

/* The last step of every PKCS#1 v1.5 signing function: s holds the
   encoded message when ENCODED is 1 and becomes its root; otherwise
   (the key was too small for the encoding) s = 0 and the result is 0.
   The _tr form blinds and checks, as rsa_compute_root_tr. */
int
_rsa_pkcs1_root (const struct rsa_private_key *key, int encoded, mpz_t s);

int
_rsa_pkcs1_root_tr (const struct rsa_public_key *pub,
		    const struct rsa_private_key *key,
		    void *random_ctx, nettle_random_func *random,
		    int encoded, mpz_t s);

/* em = the key->size octets of gibberish^d mod n, blinded and checked
   as _rsa_sec_compute_root_tr; gibberish must be below n (the check
   is a mask). Returns 1 on success, else 0 with em all zero. */
int
_rsa_sec_decrypt_octets (const struct rsa_public_key *pub,
			 const struct rsa_private_key *key,
			 void *random_ctx, nettle_random_func *random,
			 uint8_t *em, const mpz_t gibberish);

/* RSASSA-PSS (RFC 8017 8.1) on a digest with HASH and MGF1 of HASH,
   the encoding one bit shorter than n. Signing blinds and checks as
   rsa_compute_root_tr and leaves s alone when the key is too small. */
int
_rsa_pss_sign_digest_tr (const struct rsa_public_key *pub,
			 const struct rsa_private_key *key,
			 void *random_ctx, nettle_random_func *random,
			 const struct nettle_hash *hash,
			 size_t salt_length, const uint8_t *salt,
			 const uint8_t *digest, mpz_t s);

int
_rsa_pss_verify_digest (const struct rsa_public_key *key,
			const struct nettle_hash *hash,
			size_t salt_length, const uint8_t *digest,
			const mpz_t signature);

/* RSAES-OAEP (RFC 8017 7.1) with HASH for both the label and MGF1;
   hash_ctx is scratch of hash->context_size. The ciphertext has
   key->size (pub->size) octets. */
int
_rsa_oaep_encrypt (const struct rsa_public_key *key,
		   void *random_ctx, nettle_random_func *random,
		   void *hash_ctx, const struct nettle_hash *hash,
		   size_t label_length, const uint8_t *label,
		   size_t length, const uint8_t *message,
		   uint8_t *ciphertext);

int
_rsa_oaep_decrypt (const struct rsa_public_key *pub,
		   const struct rsa_private_key *key,
		   void *random_ctx, nettle_random_func *random,
		   void *hash_ctx, const struct nettle_hash *hash,
		   size_t label_length, const uint8_t *label,
		   size_t *length, uint8_t *message,
		   const uint8_t *ciphertext);

#endif /* NETTLE_RSA_INTERNAL_H_INCLUDED */
