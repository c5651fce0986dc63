/* sec-powm-internal.h

   _nettle_sec_powm: side-channel silent modular exponentiation on
   limbs, dispatched (hogweed-fat-table.h): mpn_sec_powm, or Montgomery
   multiplication on AVX-512 IFMA where the CPU has it.


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

#ifndef NETTLE_SEC_POWM_INTERNAL_H_INCLUDED
#define NETTLE_SEC_POWM_INTERNAL_H_INCLUDED

#include "bignum.h"

/* rp = b^e mod m, as mpn_sec_powm: b = {bp, bn} (any value, bn >= 1,
   b may be >= m), e = {ep, ceil(ebits / 64)} below 2^ebits, ebits >= 1
   (mpn_sec_powm asserts it), m = {mp, mn} odd with mp[mn-1] != 0,
   rp of mn limbs, fully reduced (below m), not overlapping the inputs.
   tp is scratch of _nettle_sec_powm_itch (bn, ebits, mn) limbs. Time
   and memory accesses depend on bn, ebits and mn only. */
mp_size_t
_nettle_sec_powm_itch (mp_size_t bn, mp_bitcnt_t ebits, mp_size_t mn);

void
_nettle_sec_powm (mp_limb_t *rp, const mp_limb_t *bp, mp_size_t bn,
		  const mp_limb_t *ep, mp_bitcnt_t ebits,
		  const mp_limb_t *mp, mp_size_t mn, mp_limb_t *tp);

/* Two exponentiations of the same shape at once (the RSA CRT halves):
   for w = 0, 1, jobs[w].rp = jobs[w].bp^jobs[w].ep mod jobs[w].mp,
   each as _nettle_sec_powm with the same bn, ebits and mn; tp is
   scratch of _nettle_sec_powm_itch (bn, ebits, mn) limbs. The IFMA
   variant interleaves the two products of each step, which the
   latency of one leaves room for. */
struct sec_powm_job
{
  mp_limb_t *rp;
  const mp_limb_t *bp;
  const mp_limb_t *ep;
  const mp_limb_t *mp;
};

void
_nettle_sec_powm2 (const struct sec_powm_job *jobs, mp_size_t bn,
		   mp_bitcnt_t ebits, mp_size_t mn, mp_limb_t *tp);

/* The variants (hogweed-fat-table.h): _c is mpn_sec_powm itself. */
void
_nettle_sec_powm_c (mp_limb_t *rp, const mp_limb_t *bp, mp_size_t bn,
		    const mp_limb_t *ep, mp_bitcnt_t ebits,
		    const mp_limb_t *mp, mp_size_t mn, mp_limb_t *tp);

void
_nettle_sec_powm2_c (const struct sec_powm_job *jobs, mp_size_t bn,
		     mp_bitcnt_t ebits, mp_size_t mn, mp_limb_t *tp);

void
_nettle_sec_powm2_avx512 (const struct sec_powm_job *jobs, mp_size_t bn,
			  mp_bitcnt_t ebits, mp_size_t mn, mp_limb_t *tp);

/* The IFMA variant takes moduli of SEC_POWM_IFMA_MIN_LIMBS to
   SEC_POWM_IFMA_MAX_LIMBS limbs (512 to 2048 bits) and hands other
   sizes to mpn_sec_powm. Its scratch need is in _nettle_sec_powm_itch
   whether or not it is built. */
#define SEC_POWM_IFMA_MIN_LIMBS 8
#define SEC_POWM_IFMA_MAX_LIMBS 32

void
_nettle_sec_powm_avx512 (mp_limb_t *rp, const mp_limb_t *bp, mp_size_t bn,
			 const mp_limb_t *ep, mp_bitcnt_t ebits,
			 const mp_limb_t *mp, mp_size_t mn, mp_limb_t *tp);

/* The IFMA variant works in radix 2^52 with R = 2^(52 n), n the
   digits of SEC_POWM_IFMA_DIGITS (mn): the fewest with 4 m < R, so
   that almost-Montgomery products (below 2 m) need no subtraction. */
#define SEC_POWM_IFMA_DIGITS(mn) ((64 * (mn) + 2 + 51) / 52)
/* Limbs of 2^(104 n), whose remainder mod m is R^2 mod m. */
#define SEC_POWM_IFMA_RR_LIMBS(mn) (104 * SEC_POWM_IFMA_DIGITS (mn) / 64 + 1)

/* The IFMA variant's scratch in tp (its vectors are on the stack): a
   copy of b to reduce, 2^(104 n) to reduce, or the mn limbs of the
   final subtraction, each with what mpn_sec_div_r needs after it. */
static inline mp_size_t
_sec_powm_ifma_itch (mp_size_t bn, mp_size_t mn)
{
  mp_size_t ln = SEC_POWM_IFMA_RR_LIMBS (mn);
  mp_size_t b = bn + mpn_sec_div_r_itch (bn, mn);
  mp_size_t r = ln + mpn_sec_div_r_itch (ln, mn);
  mp_size_t itch = b > r ? b : r;
  return itch > mn ? itch : mn;
}

#endif /* NETTLE_SEC_POWM_INTERNAL_H_INCLUDED */
