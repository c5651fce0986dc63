/* dsa-gen-params.c

   New DSA parameters: a prime q, a prime p = 1 (mod 2q), and a
   generator g of the subgroup of order q.

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

int
dsa_generate_params (struct dsa_params *params,
		     void *random_ctx, nettle_random_func *random,
		     void *progress_ctx, nettle_progress_func *progress,
		     unsigned p_bits, unsigned q_bits)
{
  mpz_t q2, e;
  unsigned h;

  if (q_bits < 30 || p_bits < q_bits + 30)
    return 0;

  nettle_random_prime (params->q, q_bits, 0, random_ctx, random,
		       progress_ctx, progress);
  if (progress)
    progress (progress_ctx, 'q');

  /* Candidates: a random p_bits-bit number X, rounded down to a
     multiple of 2q, plus one. The top bit of X is set, so p has
     p_bits bits unless the rounding crossed 2^(p_bits - 1). */
  mpz_init (q2);
  mpz_init (e);
  mpz_mul_2exp (q2, params->q, 1);
  for (;;)
    {
      nettle_mpz_random_size (params->p, random_ctx, random, p_bits);
      mpz_setbit (params->p, p_bits - 1);
      mpz_fdiv_r (e, params->p, q2);
      mpz_sub (params->p, params->p, e);
      mpz_add_ui (params->p, params->p, 1);
      if (mpz_sizeinbase (params->p, 2) == p_bits
	  && mpz_probab_prime_p (params->p, 25))
	break;
      if (progress)
	progress (progress_ctx, '.');
    }
  if (progress)
    progress (progress_ctx, 'p');

  /* g = h^((p-1)/q) for the first h >= 2 that does not give 1. */
  mpz_sub_ui (e, params->p, 1);
  mpz_divexact (e, e, params->q);
  for (h = 2; ; h++)
    {
      mpz_set_ui (params->g, h);
      mpz_powm (params->g, params->g, e, params->p);
      if (mpz_cmp_ui (params->g, 1) != 0)
	break;
    }
  if (progress)
    progress (progress_ctx, 'g');

  mpz_clear (q2);
  mpz_clear (e);
  return 1;
}
