/* sec-powm.c

   _nettle_sec_powm_itch, and _nettle_sec_powm_c: GMP's mpn_sec_powm,
   the portable variant of the dispatched exponentiation.


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

#include "sec-powm-internal.h"

mp_size_t
_nettle_sec_powm_itch (mp_size_t bn, mp_bitcnt_t ebits, mp_size_t mn)
{
  mp_size_t itch = mpn_sec_powm_itch (bn, ebits, mn);
  mp_size_t ifma = _sec_powm_ifma_itch (bn, mn);
  return itch > ifma ? itch : ifma;
}

void
_nettle_sec_powm_c (mp_limb_t *rp, const mp_limb_t *bp, mp_size_t bn,
		    const mp_limb_t *ep, mp_bitcnt_t ebits,
		    const mp_limb_t *mp, mp_size_t mn, mp_limb_t *tp)
{
  mpn_sec_powm (rp, bp, bn, ep, ebits, mp, mn, tp);
}

void
_nettle_sec_powm2_c (const struct sec_powm_job *jobs, mp_size_t bn,
		     mp_bitcnt_t ebits, mp_size_t mn, mp_limb_t *tp)
{
  mpn_sec_powm (jobs[0].rp, jobs[0].bp, bn, jobs[0].ep, ebits,
		jobs[0].mp, mn, tp);
  mpn_sec_powm (jobs[1].rp, jobs[1].bp, bn, jobs[1].ep, ebits,
		jobs[1].mp, mn, tp);
}
