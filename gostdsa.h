/* gostdsa.h

   GOST R 34.10-2012 signatures (RFC 7091) and the VKO key agreement
   (RFC 7836 section 4.3) on the GOST curves (Nettle 3.10.2 API).

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


#ifndef NETTLE_GOSTDSA_H_INCLUDED
#define NETTLE_GOSTDSA_H_INCLUDED

#include "ecc.h"
#include "dsa.h"
#include "ecdsa.h"

#ifdef __cplusplus
extern "C" {
#endif

#define gostdsa_sign nettle_gostdsa_sign
#define gostdsa_verify nettle_gostdsa_verify
#define gostdsa_vko nettle_gostdsa_vko
#define ecc_gostdsa_sign nettle_ecc_gostdsa_sign
#define ecc_gostdsa_sign_itch nettle_ecc_gostdsa_sign_itch
#define ecc_gostdsa_verify nettle_ecc_gostdsa_verify
#define ecc_gostdsa_verify_itch nettle_ecc_gostdsa_verify_itch

/* A GOST DSA key pair is made as an ECDSA one (a scalar and its
   multiple of the generator); Nettle's header says so with this name,
   which GnuTLS uses. */
#define gostdsa_generate_keypair ecdsa_generate_keypair

/* The digest is read as a little-endian number, as GOST does. */
void
gostdsa_sign (const struct ecc_scalar *key,
	      void *random_ctx, nettle_random_func *random,
	      size_t digest_length, const uint8_t *digest,
	      struct dsa_signature *signature);

int
gostdsa_verify (const struct ecc_point *pub,
		size_t length, const uint8_t *digest,
		const struct dsa_signature *signature);

/* out = the coordinates of (ukm * key) * pub, x then y, each
   (ecc_bit_size + 7) / 8 octets little-endian; ukm is read
   little-endian (zero counts as 1). */
void
gostdsa_vko (const struct ecc_scalar *key,
	     const struct ecc_point *pub,
	     size_t ukm_length, const uint8_t *ukm,
	     uint8_t *out);

mp_size_t
ecc_gostdsa_sign_itch (const struct ecc_curve *ecc);

void
ecc_gostdsa_sign (const struct ecc_curve *ecc,
		  const mp_limb_t *zp,
		  const mp_limb_t *kp,
		  size_t length, const uint8_t *digest,
		  mp_limb_t *rp, mp_limb_t *sp,
		  mp_limb_t *scratch);

mp_size_t
ecc_gostdsa_verify_itch (const struct ecc_curve *ecc);

int
ecc_gostdsa_verify (const struct ecc_curve *ecc,
		    const mp_limb_t *pp,
		    size_t length, const uint8_t *digest,
		    const mp_limb_t *rp, const mp_limb_t *sp,
		    mp_limb_t *scratch);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_GOSTDSA_H_INCLUDED */
