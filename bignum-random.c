/* bignum-random.c

   Random integers below a power of two or below a bound.

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

#include <stdlib.h>

#include "bignum.h"
#include "gmp-glue.h"

void
nettle_mpz_random_size (mpz_t x, void *ctx, nettle_random_func *random,
			unsigned bits)
{
  size_t length = (bits + 7) / 8;
  TMP_GMP_DECL (data, uint8_t);

  if (!length)
    {
      mpz_set_ui (x, 0);
      return;
    }
  TMP_GMP_ALLOC (data, length);
  random (ctx, length, data);
  nettle_mpz_set_str_256_u (x, length, data);
  if (bits % 8)
    mpz_fdiv_r_2exp (x, x, bits);
  TMP_GMP_FREE (data);
}

/* Draw 64 extra bits and reduce: the bias towards small values is
   below 2^-64. */
void
nettle_mpz_random (mpz_t x, void *ctx, nettle_random_func *random,
		   const mpz_t n)
{
  mpz_t t;
  mpz_init (t);
  nettle_mpz_random_size (t, ctx, random, mpz_sizeinbase (n, 2) + 64);
  mpz_fdiv_r (x, t, n);
  mpz_clear (t);
}
