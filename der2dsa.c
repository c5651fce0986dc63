/* der2dsa.c

   DSA parameters and keys from DER: Dss-Parms (RFC 3279), the public
   key INTEGER, and OpenSSL's private key SEQUENCE.

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
#include "asn1.h"
#include "bignum.h"

/* The current object is a positive INTEGER of at most LIMIT bits (0:
   any size). */
static int
get_positive (struct asn1_der_iterator *i, mpz_t x, unsigned limit)
{
  return i->type == ASN1_INTEGER
    && nettle_asn1_der_get_bignum (i, x, limit)
    && mpz_sgn (x) > 0;
}

/* The next object is one. */
static int
next_positive (struct asn1_der_iterator *i, mpz_t x, unsigned limit)
{
  return asn1_der_iterator_next (i) == ASN1_ITERATOR_PRIMITIVE
    && get_positive (i, x, limit);
}

/* Dss-Parms ::= SEQUENCE { p INTEGER, q INTEGER, g INTEGER }, with
   the iterator at p. q must have exactly q_bits bits when q_bits is
   not 0. */
int
dsa_params_from_der_iterator (struct dsa_params *params,
			      unsigned max_bits, unsigned q_bits,
			      struct asn1_der_iterator *i)
{
  unsigned p_bits;

  if (!get_positive (i, params->p, max_bits))
    return 0;
  p_bits = mpz_sizeinbase (params->p, 2);
  return next_positive (i, params->q, q_bits ? q_bits : p_bits)
    && (!q_bits || mpz_sizeinbase (params->q, 2) == q_bits)
    && mpz_cmp (params->q, params->p) < 0
    && next_positive (i, params->g, p_bits)
    && mpz_cmp (params->g, params->p) < 0
    && asn1_der_iterator_next (i) == ASN1_ITERATOR_END;
}

/* DSAPublicKey ::= INTEGER, below p. */
int
dsa_public_key_from_der_iterator (const struct dsa_params *params,
				  mpz_t pub,
				  struct asn1_der_iterator *i)
{
  return get_positive (i, pub, mpz_sizeinbase (params->p, 2))
    && mpz_cmp (pub, params->p) < 0;
}

/* SEQUENCE { version 0, p, q, g, y, x }, with the iterator at the
   SEQUENCE, which must be the last object. As in Nettle, q and x may
   have at most 160 bits. */
int
dsa_openssl_private_key_from_der_iterator (struct dsa_params *params,
					   mpz_t pub,
					   mpz_t priv,
					   unsigned p_max_bits,
					   struct asn1_der_iterator *i)
{
  uint32_t version;
  unsigned p_bits;

  if (i->type != ASN1_SEQUENCE
      || asn1_der_decode_constructed_last (i) != ASN1_ITERATOR_PRIMITIVE
      || i->type != ASN1_INTEGER
      || !asn1_der_get_uint32 (i, &version)
      || version != 0
      || !next_positive (i, params->p, p_max_bits))
    return 0;

  p_bits = mpz_sizeinbase (params->p, 2);
  return next_positive (i, params->q, DSA_SHA1_Q_BITS)
    && next_positive (i, params->g, p_bits)
    && mpz_cmp (params->g, params->p) < 0
    && next_positive (i, pub, p_bits)
    && mpz_cmp (pub, params->p) < 0
    && next_positive (i, priv, DSA_SHA1_Q_BITS)
    && asn1_der_iterator_next (i) == ASN1_ITERATOR_END;
}

int
dsa_openssl_private_key_from_der (struct dsa_params *params,
				  mpz_t pub,
				  mpz_t priv,
				  unsigned p_max_bits,
				  size_t length, const uint8_t *data)
{
  struct asn1_der_iterator i;
  return asn1_der_iterator_first (&i, length, data) == ASN1_ITERATOR_CONSTRUCTED
    && dsa_openssl_private_key_from_der_iterator (params, pub, priv,
						  p_max_bits, &i);
}
