/* dsa-internal.h

   Internal DSA helpers shared with ECDSA.

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

#ifndef NETTLE_DSA_INTERNAL_H_INCLUDED
#define NETTLE_DSA_INTERNAL_H_INCLUDED

#include "nettle-types.h"
#include "bignum.h"

#define _dsa_hash _nettle_dsa_hash

/* The message representative of FIPS 186-4, 4.6 / 6.4: the leftmost
   BIT_SIZE bits of the digest, as a number of
   ceil(BIT_SIZE / GMP_NUMB_BITS) limbs at hp (zero padded). Depends
   on the (public) lengths only, not on the digest's value. */
void
_dsa_hash (mp_limb_t *hp, unsigned bit_size,
	   size_t length, const uint8_t *digest);

#endif /* NETTLE_DSA_INTERNAL_H_INCLUDED */
