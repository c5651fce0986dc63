/* pub-powm-internal.h

   _nettle_pub_powm: modular exponentiation of public numbers (RSA
   verification and encryption, DSA verification), dispatched
   (hogweed-fat-table.h): mpz_powm, or Montgomery multiplication on
   AVX-512 IFMA where the CPU has it. Its time depends on e: never
   give it a secret exponent (that is _nettle_sec_powm's job). The IFMA
   variant's time does not depend on a base of at most m's size (RSA
   encryption's padded message); mpz_powm's does, as in Nettle.


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

#ifndef NETTLE_PUB_POWM_INTERNAL_H_INCLUDED
#define NETTLE_PUB_POWM_INTERNAL_H_INCLUDED

#include "bignum.h"

#define mpz_pub_powm _nettle_mpz_pub_powm

/* r = b^e mod m, as mpz_powm (which it is where the operands are not
   the ones below); r may be any of the inputs. */
void
mpz_pub_powm (mpz_t r, const mpz_t b, const mpz_t e, const mpz_t m);

/* The largest modulus mpz_pub_powm hands to the dispatched function;
   larger ones go to mpz_powm. */
#define PUB_POWM_MAX_BITS 4096
#define PUB_POWM_MAX_LIMBS (PUB_POWM_MAX_BITS / GMP_NUMB_BITS)

/* rp = b^e mod m: b = {bp, bn}, bn >= 1, any value (may be >= m); e =
   {ep, en}, en >= 1, ep[en - 1] != 0; m = {mp, mn} odd, mp[mn - 1] !=
   0; rp of mn limbs, fully reduced, not
   overlapping the inputs. */
void
_nettle_pub_powm (mp_limb_t *rp, const mp_limb_t *bp, mp_size_t bn,
		  const mp_limb_t *ep, mp_size_t en,
		  const mp_limb_t *mp, mp_size_t mn);

/* The variants (hogweed-fat-table.h): _c is mpz_powm. The IFMA
   variant takes moduli of PUB_POWM_IFMA_MIN_LIMBS limbs (512 bits)
   to PUB_POWM_MAX_LIMBS and hands other sizes to the c variant. */
#define PUB_POWM_IFMA_MIN_LIMBS 8

void
_nettle_pub_powm_c (mp_limb_t *rp, const mp_limb_t *bp, mp_size_t bn,
		    const mp_limb_t *ep, mp_size_t en,
		    const mp_limb_t *mp, mp_size_t mn);

void
_nettle_pub_powm_avx512 (mp_limb_t *rp, const mp_limb_t *bp, mp_size_t bn,
			 const mp_limb_t *ep, mp_size_t en,
			 const mp_limb_t *mp, mp_size_t mn);

#endif /* NETTLE_PUB_POWM_INTERNAL_H_INCLUDED */
