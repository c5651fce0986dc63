/* ecc-curve.h

   The curves of ecc.h (Nettle 3.10.2 API): NIST P-192 to P-521 (FIPS
   186-4 D.1.2, SEC 2 secpNNNr1) and the GOST R 34.10 curves of RFC 4357
   and RFC 7836.

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


#ifndef NETTLE_ECC_CURVE_H_INCLUDED
#define NETTLE_ECC_CURVE_H_INCLUDED

#include "nettle-types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Opaque: only pointers from these functions are public. */
struct ecc_curve;

const struct ecc_curve * _NETTLE_ATTRIBUTE_PURE nettle_get_secp_192r1 (void);
const struct ecc_curve * _NETTLE_ATTRIBUTE_PURE nettle_get_secp_224r1 (void);
const struct ecc_curve * _NETTLE_ATTRIBUTE_PURE nettle_get_secp_256r1 (void);
const struct ecc_curve * _NETTLE_ATTRIBUTE_PURE nettle_get_secp_384r1 (void);
const struct ecc_curve * _NETTLE_ATTRIBUTE_PURE nettle_get_secp_521r1 (void);

/* id-GostR3410-2001-CryptoPro-A-ParamSet (RFC 4357), also
   id-tc26-gost-3410-2012-256-paramSetB; id-tc26-gost-3410-12-512-paramSetA
   (RFC 7836). */
const struct ecc_curve * _NETTLE_ATTRIBUTE_PURE nettle_get_gost_gc256b (void);
const struct ecc_curve * _NETTLE_ATTRIBUTE_PURE nettle_get_gost_gc512a (void);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_ECC_CURVE_H_INCLUDED */
