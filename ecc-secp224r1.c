/* ecc-secp224r1.c

   NIST P-224 (FIPS 186-4 appendix D.1.2.2; SEC 2 secp224r1), a = -3.

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

#include "ecc-internal.h"

static const struct ecc_params secp_224r1_params =
  {
    224,
    /* p */
    "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF000000000000000000000001",
    /* q, the order of g */
    "FFFFFFFFFFFFFFFFFFFFFFFFFFFF16A2E0B8F03E13DD29455C5C2A3D",
    /* a */
    NULL,
    /* b */
    "B4050A850C04B3ABF54132565044B0B7D7BFD8BA270B39432355FFB4",
    /* g */
    "B70E0CBD6BB4BF7F321390B94A03C1D356C21122343280D6115C1D21",
    "BD376388B5F723FB4C22DFE6CD4375A05A07476444D5819985007E34",
  };

ECC_CURVE_DEFINE (secp_224r1, nettle_get_secp_224r1, secp_224r1_params, 224)
