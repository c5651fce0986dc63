/* rsa-keygen.c

   rsa_generate_keypair: two primes of half the size each, with their
   top two bits set so that n has exactly n_size bits, and the CRT
   parameters.

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

#include "rsa.h"
#include "rsa-internal.h"

int
rsa_generate_keypair (struct rsa_public_key *pub,
		      struct rsa_private_key *key,
		      void *random_ctx, nettle_random_func *random,
		      void *progress_ctx, nettle_progress_func *progress,
		      unsigned n_size, unsigned e_size)
{
  mpz_t p1, q1, phi, t;

  if (n_size < RSA_MINIMUM_N_BITS)
    return 0;
  if (e_size)
    {
      /* A random e, drawn once the primes are known. */
      if (e_size < 16 || e_size >= n_size)
	return 0;
    }
  else if (mpz_even_p (pub->e) || mpz_cmp_ui (pub->e, 3) < 0)
    return 0;

  mpz_init (p1);
  mpz_init (q1);
  mpz_init (phi);
  mpz_init (t);

  for (;;)
    {
      /* p with gcd (e, p - 1) = 1 when e is given. */
      for (;;)
	{
	  nettle_random_prime (key->p, (n_size + 1) / 2, 1,
			       random_ctx, random, progress_ctx, progress);
	  mpz_sub_ui (p1, key->p, 1);
	  if (e_size)
	    break;
	  mpz_gcd (t, p1, pub->e);
	  if (mpz_cmp_ui (t, 1) == 0)
	    break;
	  if (progress)
	    progress (progress_ctx, 'c');
	}
      if (progress)
	progress (progress_ctx, '\n');

      for (;;)
	{
	  nettle_random_prime (key->q, n_size / 2, 1,
			       random_ctx, random, progress_ctx, progress);
	  if (mpz_cmp (key->q, key->p) == 0)
	    continue;
	  mpz_sub_ui (q1, key->q, 1);
	  if (e_size)
	    break;
	  mpz_gcd (t, q1, pub->e);
	  if (mpz_cmp_ui (t, 1) == 0)
	    break;
	  if (progress)
	    progress (progress_ctx, 'c');
	}

      mpz_mul (pub->n, key->p, key->q);
      /* Two top bits set in each factor: the product has n_size bits. */
      if (mpz_sizeinbase (pub->n, 2) != n_size)
	continue;

      /* c = q^-1 mod p; p != q makes it exist. */
      if (!mpz_invert (key->c, key->q, key->p))
	continue;

      if (progress)
	progress (progress_ctx, '\n');
      break;
    }

  mpz_mul (phi, p1, q1);

  if (e_size)
    {
      /* An odd e of exactly e_size bits, invertible mod phi. */
      do
	{
	  nettle_mpz_random_size (pub->e, random_ctx, random, e_size);
	  mpz_setbit (pub->e, 0);
	  mpz_setbit (pub->e, e_size - 1);
	}
      while (!mpz_invert (key->d, pub->e, phi));
    }
  else if (!mpz_invert (key->d, pub->e, phi))
    {
      /* gcd (e, p - 1) = gcd (e, q - 1) = 1 was checked. */
      mpz_clear (p1); mpz_clear (q1); mpz_clear (phi); mpz_clear (t);
      return 0;
    }

  mpz_fdiv_r (key->a, key->d, p1);
  mpz_fdiv_r (key->b, key->d, q1);

  pub->size = key->size = (n_size + 7) / 8;

  mpz_clear (p1);
  mpz_clear (q1);
  mpz_clear (phi);
  mpz_clear (t);
  return 1;
}
