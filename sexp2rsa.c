/* sexp2rsa.c

   RSA keys from S-expressions.

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
#include "bignum.h"
#include "sexp.h"

/* A positive number of at most LIMIT bits (0: any size). */
static int
get_positive (mpz_t x, unsigned limit, struct sexp_iterator *i)
{
  return nettle_mpz_set_sexp (x, limit, i) && mpz_sgn (x) > 0;
}

/* The iterator is just past the algorithm name:
     (private-key (rsa-pkcs1 (n ..) (e ..) (d ..) ...))
			    ^
   With PRIV, all eight numbers must be there (and PUB may be NULL);
   without, n and e. Both keys are prepared. */
int
rsa_keypair_from_sexp_alist (struct rsa_public_key *pub,
			     struct rsa_private_key *priv,
			     unsigned limit,
			     struct sexp_iterator *i)
{
  static const char * const names[8] =
    { "n", "e", "d", "p", "q", "a", "b", "c" };
  struct sexp_iterator values[8];

  if (!sexp_iterator_assoc (i, priv ? 8 : 2, names, values))
    return 0;

  if (priv)
    {
      if (!get_positive (priv->d, limit, &values[2])
	  || !get_positive (priv->p, limit, &values[3])
	  || !get_positive (priv->q, limit, &values[4])
	  || !get_positive (priv->a, limit, &values[5])
	  || !get_positive (priv->b, limit, &values[6])
	  || !get_positive (priv->c, limit, &values[7])
	  || !rsa_private_key_prepare (priv))
	return 0;
    }
  if (pub)
    {
      if (!get_positive (pub->n, limit, &values[0])
	  || !get_positive (pub->e, limit, &values[1])
	  || !rsa_public_key_prepare (pub))
	return 0;
    }
  return 1;
}

int
rsa_keypair_from_sexp (struct rsa_public_key *pub,
		       struct rsa_private_key *priv,
		       unsigned limit,
		       size_t length, const uint8_t *expr)
{
  static const char * const types[3] = { "rsa", "rsa-pkcs1", "rsa-pkcs1-sha1" };
  struct sexp_iterator i;

  return sexp_iterator_first (&i, length, expr)
    && sexp_iterator_check_type (&i, priv ? "private-key" : "public-key")
    && sexp_iterator_check_types (&i, 3, types)
    && rsa_keypair_from_sexp_alist (pub, priv, limit, &i);
}
