/* dsa-keygen.c

   A DSA key pair for given parameters (FIPS 186-4, B.1.1).

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

/* x = (c mod (q - 2)) + 1, with c of bits(q) + 64 random bits as
   nettle_mpz_random draws them, so 1 <= x <= q - 2: Nettle's range
   (FIPS 186-4, B.1.1 reduces mod q - 1), kept so that the same random
   source gives the same key as Nettle. y = g^x mod p, with GMP's
   side-channel-silent exponentiation. */
void
dsa_generate_keypair (const struct dsa_params *params,
		      mpz_t pub, mpz_t key,
		      void *random_ctx, nettle_random_func *random)
{
  mpz_t qm2;

  mpz_init_set (qm2, params->q);
  mpz_sub_ui (qm2, qm2, 2);
  nettle_mpz_random (key, random_ctx, random, qm2);
  mpz_add_ui (key, key, 1);
  mpz_powm_sec (pub, params->g, key, params->p);
  mpz_clear (qm2);
}
