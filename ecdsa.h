/* ecdsa.h

   ECDSA (FIPS 186-4 section 6) on the curves of ecc-curve.h (Nettle
   3.10.2 API): the mpz interface on struct ecc_point / ecc_scalar and the
   limb interface with caller-provided scratch.

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


#ifndef NETTLE_ECDSA_H_INCLUDED
#define NETTLE_ECDSA_H_INCLUDED

#include "ecc.h"
#include "dsa.h"

#ifdef __cplusplus
extern "C" {
#endif

#define ecdsa_sign nettle_ecdsa_sign
#define ecdsa_verify nettle_ecdsa_verify
#define ecdsa_generate_keypair nettle_ecdsa_generate_keypair
#define ecc_ecdsa_sign nettle_ecc_ecdsa_sign
#define ecc_ecdsa_sign_itch nettle_ecc_ecdsa_sign_itch
#define ecc_ecdsa_verify nettle_ecc_ecdsa_verify
#define ecc_ecdsa_verify_itch nettle_ecc_ecdsa_verify_itch

/* The nonce comes from random; signature->r and ->s must be
   initialized mpz_t. */
void
ecdsa_sign (const struct ecc_scalar *key,
	    void *random_ctx, nettle_random_func *random,
	    size_t digest_length, const uint8_t *digest,
	    struct dsa_signature *signature);

/* 1 for a valid signature, else 0. */
int
ecdsa_verify (const struct ecc_point *pub,
	      size_t length, const uint8_t *digest,
	      const struct dsa_signature *signature);

/* key uniform in [1, q), pub = key * g. */
void
ecdsa_generate_keypair (struct ecc_point *pub,
			struct ecc_scalar *key,
			void *random_ctx, nettle_random_func *random);

/* Limb interface: zp the private scalar, kp the nonce (both
   ecc_size limbs, in [1, q)), pp the affine public point, rp and sp
   ecc_size limbs each; scratch of the _itch size. */
mp_size_t
ecc_ecdsa_sign_itch (const struct ecc_curve *ecc);

void
ecc_ecdsa_sign (const struct ecc_curve *ecc,
		const mp_limb_t *zp,
		const mp_limb_t *kp,
		size_t length, const uint8_t *digest,
		mp_limb_t *rp, mp_limb_t *sp,
		mp_limb_t *scratch);

mp_size_t
ecc_ecdsa_verify_itch (const struct ecc_curve *ecc);

int
ecc_ecdsa_verify (const struct ecc_curve *ecc,
		  const mp_limb_t *pp,
		  size_t length, const uint8_t *digest,
		  const mp_limb_t *rp, const mp_limb_t *sp,
		  mp_limb_t *scratch);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_ECDSA_H_INCLUDED */
