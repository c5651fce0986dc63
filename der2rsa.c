/* der2rsa.c

   RSA keys from DER: RSAPublicKey and RSAPrivateKey (RFC 8017,
   appendix A.1).

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
#include "asn1.h"
#include "bignum.h"

/* The next object is a positive INTEGER of at most LIMIT bits. */
static int
next_positive (struct asn1_der_iterator *i, mpz_t x, unsigned limit)
{
  return asn1_der_iterator_next (i) == ASN1_ITERATOR_PRIMITIVE
    && i->type == ASN1_INTEGER
    && nettle_asn1_der_get_bignum (i, x, limit)
    && mpz_sgn (x) > 0;
}

/* RSAPublicKey ::= SEQUENCE { modulus INTEGER, publicExponent INTEGER },
   with the iterator at the SEQUENCE, which must be the last object. */
int
rsa_public_key_from_der_iterator (struct rsa_public_key *pub,
				  unsigned limit,
				  struct asn1_der_iterator *i)
{
  return i->type == ASN1_SEQUENCE
    && asn1_der_decode_constructed_last (i) == ASN1_ITERATOR_PRIMITIVE
    && i->type == ASN1_INTEGER
    && nettle_asn1_der_get_bignum (i, pub->n, limit)
    && mpz_sgn (pub->n) > 0
    && next_positive (i, pub->e, limit)
    && asn1_der_iterator_next (i) == ASN1_ITERATOR_END
    && rsa_public_key_prepare (pub);
}

/* RSAPrivateKey ::= SEQUENCE { version, n, e, d, p, q, d mod (p-1),
   d mod (q-1), q^-1 mod p, otherPrimeInfos OPTIONAL }. Version 1
   (multi-prime) must carry otherPrimeInfos, whose contents are not
   used. */
int
rsa_private_key_from_der_iterator (struct rsa_public_key *pub,
				   struct rsa_private_key *priv,
				   unsigned limit,
				   struct asn1_der_iterator *i)
{
  uint32_t version;

  if (i->type != ASN1_SEQUENCE
      || asn1_der_decode_constructed_last (i) != ASN1_ITERATOR_PRIMITIVE
      || i->type != ASN1_INTEGER
      || !asn1_der_get_uint32 (i, &version)
      || version > 1
      || !next_positive (i, pub->n, limit)
      || !next_positive (i, pub->e, limit)
      || !rsa_public_key_prepare (pub)
      || !next_positive (i, priv->d, limit)
      || !next_positive (i, priv->p, limit)
      || !next_positive (i, priv->q, limit)
      || !next_positive (i, priv->a, limit)
      || !next_positive (i, priv->b, limit)
      || !next_positive (i, priv->c, limit)
      || !rsa_private_key_prepare (priv))
    return 0;

  if (version == 1
      && !(asn1_der_iterator_next (i) == ASN1_ITERATOR_CONSTRUCTED
	   && i->type == ASN1_SEQUENCE))
    return 0;

  return asn1_der_iterator_next (i) == ASN1_ITERATOR_END;
}

int
rsa_keypair_from_der (struct rsa_public_key *pub,
		      struct rsa_private_key *priv,
		      unsigned limit,
		      size_t length, const uint8_t *data)
{
  struct asn1_der_iterator i;

  if (asn1_der_iterator_first (&i, length, data) != ASN1_ITERATOR_CONSTRUCTED)
    return 0;
  return priv
    ? rsa_private_key_from_der_iterator (pub, priv, limit, &i)
    : rsa_public_key_from_der_iterator (pub, limit, &i);
}
