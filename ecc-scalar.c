/* ecc-scalar.c

   struct ecc_scalar: allocation, setting (0 < z < q) and reading.

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

#include "ecc-internal.h"

void
ecc_scalar_init (struct ecc_scalar *s, const struct ecc_curve *ecc)
{
  s->ecc = ecc;
  s->p = gmp_alloc_limbs (ecc->q.size);
}

/* The limbs are a private key: wiped before they go back. */
void
ecc_scalar_clear (struct ecc_scalar *s)
{
  volatile mp_limb_t *p = s->p;
  mp_size_t i;
  for (i = 0; i < s->ecc->q.size; i++)
    p[i] = 0;
  gmp_free_limbs (s->p, s->ecc->q.size);
}

int
ecc_scalar_set (struct ecc_scalar *s, const mpz_t z)
{
  const struct ecc_modulo *q = &s->ecc->q;
  mpz_t m;

  if (mpz_sgn (z) <= 0 || mpz_cmp (z, mpz_roinit_n (m, q->m, q->size)) >= 0)
    return 0;
  mpz_limbs_copy (s->p, z, q->size);
  return 1;
}

void
ecc_scalar_get (const struct ecc_scalar *s, mpz_t z)
{
  mpz_set_n (z, s->p, s->ecc->q.size);
}
