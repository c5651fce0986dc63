/* hogweed-fat-table.h

   libhogweed's table of runtime-dispatched functions and their
   variants: the same syntax as fat-table.h (see there), expanded by
   the same generator (fat-generate.h, from fat-hogweed.c). The
   features and the test passes are libnettle's.


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

/* No include guard: included several times, as fat-table.h is. */

#include "fat-setup.h"

#ifndef FAT_FOLLOWS
# define FAT_FOLLOWS(stem, leader)
# define FAT_FOLLOWS_DEFAULTED
#endif

/* Rows go here, each wrapped in the IF_<backend> guard of fat-table.h
   (include it first, with empty FAT_FUNCTION/FAT_VARIANT, for those). */

/* b^e mod m on limbs, side-channel silent (sec-powm-internal.h): the
   RSA CRT halves and DSA's g^k. The avx512 variant takes moduli of
   512 to 2048 bits and hands other sizes to mpn_sec_powm. */
#include "sec-powm-internal.h"
FAT_FUNCTION(sec_powm, _nettle_sec_powm, void,
	     (mp_limb_t *rp, const mp_limb_t *bp, mp_size_t bn,
	      const mp_limb_t *ep, mp_bitcnt_t ebits,
	      const mp_limb_t *mp, mp_size_t mn, mp_limb_t *tp),
	     (rp, bp, bn, ep, ebits, mp, mn, tp))
IF_avx512(FAT_VARIANT(sec_powm, avx512, FAT_AVX512 | FAT_AVX512IFMA))
FAT_VARIANT(sec_powm, c, 0)


#ifdef FAT_FOLLOWS_DEFAULTED
# undef FAT_FOLLOWS
# undef FAT_FOLLOWS_DEFAULTED
#endif
