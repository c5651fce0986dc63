/* pub-powm.c

   mpz_pub_powm, the exponentiation of RSA verification and encryption
   and of DSA verification, and the c variant of the dispatched
   _nettle_pub_powm underneath it (mpz_powm, as Nettle uses).


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

#include "pub-powm-internal.h"
#include "gmp-glue.h"

void
_nettle_pub_powm_c (mp_limb_t *rp, const mp_limb_t *bp, mp_size_t bn,
		    const mp_limb_t *ep, mp_size_t en,
		    const mp_limb_t *mp, mp_size_t mn)
{
  mpz_t r, b, e, m;

  mpz_init (r);
  mpz_powm (r, mpz_roinit_n (b, bp, bn), mpz_roinit_n (e, ep, en),
	    mpz_roinit_n (m, mp, mn));
  mpz_limbs_copy (rp, r, mn);
  mpz_clear (r);
}

void
mpz_pub_powm (mpz_t r, const mpz_t b, const mpz_t e, const mpz_t m)
{
  mp_limb_t rp[PUB_POWM_MAX_LIMBS];
  mp_size_t mn = mpz_size (m);

  /* What the dispatched function does not take (negative or zero
     operands, even or large moduli) mpz_powm does; none of it is
     what RSA and DSA verification meet. */
  if (mpz_sgn (b) <= 0 || mpz_sgn (e) <= 0 || mpz_sgn (m) <= 0
      || mpz_even_p (m) || mn > PUB_POWM_MAX_LIMBS)
    {
      mpz_powm (r, b, e, m);
      return;
    }
  _nettle_pub_powm (rp, mpz_limbs_read (b), mpz_size (b),
		    mpz_limbs_read (e), mpz_size (e),
		    mpz_limbs_read (m), mn);
  mpz_set_n (r, rp, mn);
}
