/* dsa-verify.c

   DSA signature verification (FIPS 186-4, 4.7). Everything here is
   public, so it uses mpz arithmetic.

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

#include "dsa.h"
#include "dsa-internal.h"
#include "gmp-glue.h"
#include "pub-powm-internal.h"

int
dsa_verify (const struct dsa_params *params,
	    const mpz_t y,
	    size_t digest_size,
	    const uint8_t *digest,
	    const struct dsa_signature *signature)
{
  mpz_t w, u, v, t;
  mp_size_t qn;
  unsigned q_bits;
  mp_limb_t *hp;
  int res;

  /* 0 < r < q and 0 < s < q. */
  if (mpz_sgn (signature->r) <= 0 || mpz_cmp (signature->r, params->q) >= 0
      || mpz_sgn (signature->s) <= 0 || mpz_cmp (signature->s, params->q) >= 0)
    return 0;

  mpz_init (w);
  if (!mpz_invert (w, signature->s, params->q))
    {
      mpz_clear (w);
      return 0;
    }

  q_bits = mpz_sizeinbase (params->q, 2);
  qn = NETTLE_BIT_SIZE_TO_LIMB_SIZE (q_bits);
  hp = gmp_alloc_limbs (qn);
  _dsa_hash (hp, q_bits, digest_size, digest);

  mpz_init (u);
  mpz_init (v);
  mpz_init (t);
  mpz_set_n (u, hp, qn);
  gmp_free_limbs (hp, qn);

  /* v = (g^(h w) y^(r w) mod p) mod q. */
  mpz_mul (u, u, w);
  mpz_fdiv_r (u, u, params->q);
  mpz_pub_powm (v, params->g, u, params->p);

  mpz_mul (u, signature->r, w);
  mpz_fdiv_r (u, u, params->q);
  mpz_pub_powm (t, y, u, params->p);

  mpz_mul (v, v, t);
  mpz_fdiv_r (v, v, params->p);
  mpz_fdiv_r (v, v, params->q);

  res = !mpz_cmp (v, signature->r);

  mpz_clear (w);
  mpz_clear (u);
  mpz_clear (v);
  mpz_clear (t);
  return res;
}
