/* sexp2dsa.c

   DSA keys and signatures from S-expressions.

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
#include "bignum.h"
#include "sexp.h"

/* A positive number of at most LIMIT bits (0: any size). */
static int
get_positive (mpz_t x, unsigned limit, struct sexp_iterator *i)
{
  return nettle_mpz_set_sexp (x, limit, i) && mpz_sgn (x) > 0;
}

int
dsa_keypair_from_sexp_alist (struct dsa_params *params,
			     mpz_t pub,
			     mpz_t priv,
			     unsigned p_max_bits,
			     unsigned q_bits,
			     struct sexp_iterator *i)
{
  static const char * const names[5] = { "p", "q", "g", "y", "x" };
  struct sexp_iterator values[5];
  unsigned p_bits;

  if (!sexp_iterator_assoc (i, priv ? 5 : 4, names, values))
    return 0;

  if (!get_positive (params->p, p_max_bits, &values[0]))
    return 0;
  p_bits = mpz_sizeinbase (params->p, 2);

  /* q of exactly q_bits bits when given, and below p. */
  if (!get_positive (params->q, q_bits ? q_bits : p_bits, &values[1])
      || (q_bits && mpz_sizeinbase (params->q, 2) != q_bits)
      || mpz_cmp (params->q, params->p) >= 0)
    return 0;

  if (!get_positive (params->g, p_bits, &values[2])
      || mpz_cmp (params->g, params->p) >= 0)
    return 0;

  if (!get_positive (pub, p_bits, &values[3])
      || mpz_cmp (pub, params->p) >= 0)
    return 0;

  if (priv
      && (!get_positive (priv, mpz_sizeinbase (params->q, 2), &values[4])
	  || mpz_cmp (priv, params->q) >= 0))
    return 0;

  return 1;
}

/* (public-key (TYPE ...)) or (private-key (TYPE ...)). */
static int
keypair_from_sexp (struct dsa_params *params, mpz_t pub, mpz_t priv,
		   unsigned p_max_bits, unsigned q_bits, const char *type,
		   size_t length, const uint8_t *expr)
{
  struct sexp_iterator i;
  return sexp_iterator_first (&i, length, expr)
    && sexp_iterator_check_type (&i, priv ? "private-key" : "public-key")
    && sexp_iterator_check_type (&i, type)
    && dsa_keypair_from_sexp_alist (params, pub, priv, p_max_bits, q_bits, &i);
}

int
dsa_sha1_keypair_from_sexp (struct dsa_params *params,
			    mpz_t pub,
			    mpz_t priv,
			    unsigned p_max_bits,
			    size_t length, const uint8_t *expr)
{
  return keypair_from_sexp (params, pub, priv, p_max_bits, DSA_SHA1_Q_BITS,
			    "dsa", length, expr);
}

int
dsa_sha256_keypair_from_sexp (struct dsa_params *params,
			      mpz_t pub,
			      mpz_t priv,
			      unsigned p_max_bits,
			      size_t length, const uint8_t *expr)
{
  return keypair_from_sexp (params, pub, priv, p_max_bits, DSA_SHA256_Q_BITS,
			    "dsa-sha256", length, expr);
}

int
dsa_signature_from_sexp (struct dsa_signature *rs,
			 struct sexp_iterator *i,
			 unsigned q_bits)
{
  static const char * const names[2] = { "r", "s" };
  struct sexp_iterator values[2];

  return sexp_iterator_assoc (i, 2, names, values)
    && get_positive (rs->r, q_bits, &values[0])
    && get_positive (rs->s, q_bits, &values[1]);
}
