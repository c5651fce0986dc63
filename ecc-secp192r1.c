/* ecc-secp192r1.c

   NIST P-192 (FIPS 186-4 appendix D.1.2.1; SEC 2 secp192r1), a = -3.

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

static const struct ecc_params secp_192r1_params =
  {
    192,
    /* p */
    "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEFFFFFFFFFFFFFFFF",
    /* q, the order of g */
    "FFFFFFFFFFFFFFFFFFFFFFFF99DEF836146BC9B1B4D22831",
    /* a */
    NULL,
    /* b */
    "64210519E59C80E70FA7E9AB72243049FEB8DEECC146B9B1",
    /* g */
    "188DA80EB03090F67CBF20EB43A18800F4FF0AFD82FF1012",
    "07192B95FFC8DA78631011ED6B24CDD573F977A11E794811",
  };

ECC_CURVE_DEFINE (secp_192r1, nettle_get_secp_192r1, secp_192r1_params, 192)
