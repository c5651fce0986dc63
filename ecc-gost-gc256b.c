/* ecc-gost-gc256b.c

   The 256-bit GOST R 34.10 curve
   id-GostR3410-2001-CryptoPro-A-ParamSet (RFC 4357 section 11.4), also
   id-tc26-gost-3410-2012-256-paramSetB; a = -3.

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

static const struct ecc_params gost_gc256b_params =
  {
    256,
    /* p */
    "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFD97",
    /* q, the order of g */
    "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF6C611070995AD10045841B09B761B893",
    /* a */
    NULL,
    /* b */
    "A6",
    /* g */
    "1",
    "8D91E471E0989CDA27DF505A453F2B7635294F2DDF23E3B122ACC99C9E9F1E14",
  };

ECC_CURVE_DEFINE (gost_gc256b, nettle_get_gost_gc256b, gost_gc256b_params, 256)
