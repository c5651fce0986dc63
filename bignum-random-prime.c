/* bignum-random-prime.c

   random_prime: a random prime of an exact bit size.

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
#include <stdlib.h>

#include "bignum.h"

/* Candidates are odd numbers with the top bit (or two) set; each is
   sieved by GMP's Miller-Rabin and Baillie-PSW test. The progress
   callback gets '.' per rejected candidate and '+' for the prime. */
void
nettle_random_prime (mpz_t p, unsigned bits, int top_bits_set,
		     void *ctx, nettle_random_func *random,
		     void *progress_ctx, nettle_progress_func *progress)
{
  assert (bits >= 3);
  for (;;)
    {
      nettle_mpz_random_size (p, ctx, random, bits);
      mpz_setbit (p, bits - 1);
      if (top_bits_set)
	mpz_setbit (p, bits - 2);
      mpz_setbit (p, 0);
      if (mpz_probab_prime_p (p, 25))
	break;
      if (progress)
	progress (progress_ctx, '.');
    }
  if (progress)
    progress (progress_ctx, '+');
}
