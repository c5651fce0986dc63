/* ecdsa-keygen.c

   ecdsa_generate_keypair: a uniform key in [1, q) from the random
   source (as Nettle draws it) and its public point.

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

#include <assert.h>

#include "ecdsa.h"
#include "ecc-internal.h"

void
ecdsa_generate_keypair (struct ecc_point *pub,
			struct ecc_scalar *key,
			void *random_ctx, nettle_random_func *random)
{
  const struct ecc_curve *ecc = key->ecc;
  mp_limb_t j[3 * ECC_MAX_LIMBS];

  assert (pub->ecc == ecc);
  ecc_mod_random (&ecc->q, key->p, random_ctx, random);
  ecc_mul_g (ecc, j, key->p);
  ecc_j_to_a (ecc, pub->p, j);
}
