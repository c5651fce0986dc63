/* ecc-random.c

   Uniform random numbers modulo q: ecc_scalar_random and the nonce and
   key generation of ECDSA and GOST DSA.

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

#include <string.h>

#include "ecc-internal.h"

/* Draws (bit_size + 7) / 8 octets, clears the bits above bit_size and
   tries again while the number is 0 or >= m. The range test has no
   branch on the value; only the number of draws is visible, and it
   says nothing about the number kept. */
void
ecc_mod_random (const struct ecc_modulo *m, mp_limb_t *xp,
		void *ctx, nettle_random_func *random)
{
  uint8_t buf[ECC_MAX_LIMBS * sizeof (mp_limb_t)];
  mp_limb_t d[ECC_MAX_LIMBS];
  size_t nbytes = (m->bit_size + 7) / 8;
  int ok;

  do
    {
      random (ctx, nbytes, buf);
      buf[0] &= 0xff >> (8 * nbytes - m->bit_size);
      mpn_set_base256 (xp, m->size, buf, nbytes);
      ok = (1 - sec_zero_p (xp, m->size))
	& (int) mpn_sub_n (d, xp, m->m, m->size);
    }
  while (!ok);
  memset (buf, 0, sizeof (buf));
}

void
ecc_scalar_random (struct ecc_scalar *s,
		   void *random_ctx, nettle_random_func *random)
{
  ecc_mod_random (&s->ecc->q, s->p, random_ctx, random);
}
