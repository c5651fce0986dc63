/* der-iterator.c

   The DER iterator: tag and length decoding, entering constructed
   objects and bit strings, small integers and bignums. Every length is
   checked against what is left of the input before it is used.

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

#include "asn1.h"
#include "bignum.h"

/* Identifier octet: class in bits 7-6, constructed in bit 5, tag
   number in bits 4-0 (31: a long-form tag, not supported). */
#define TAG_MASK 0x1f
#define CONSTRUCTED_BIT 0x20
#define CLASS_BITS 0xc0

static size_t
left (const struct asn1_der_iterator *i)
{
  return i->buffer_length - i->pos;
}

enum asn1_iterator_result
asn1_der_iterator_next (struct asn1_der_iterator *i)
{
  uint8_t tag;
  size_t length;

  if (!left (i))
    return ASN1_ITERATOR_END;

  tag = i->buffer[i->pos++];
  if ((tag & TAG_MASK) == TAG_MASK || !left (i))
    return ASN1_ITERATOR_ERROR;

  length = i->buffer[i->pos++];
  if (length & 0x80)
    {
      /* Long form: the low bits count the length octets. */
      unsigned k = length & 0x7f;
      const uint8_t *p = i->buffer + i->pos;

      /* 0 would be the indefinite form, not DER. */
      if (k == 0 || k > sizeof (size_t) || left (i) < k)
	return ASN1_ITERATOR_ERROR;
      /* Minimal: no leading zero octet, and the long form only for
	 lengths of 128 and more. */
      if (p[0] == 0 || (k == 1 && p[0] < 0x80))
	return ASN1_ITERATOR_ERROR;
      for (length = 0; k > 0; k--)
	length = (length << 8) | *p++;
      i->pos = p - i->buffer;
    }
  if (left (i) < length)
    return ASN1_ITERATOR_ERROR;

  i->data = i->buffer + i->pos;
  i->length = length;
  i->pos += length;
  i->type = (enum asn1_type) ((tag & TAG_MASK)
			      | ((tag & CLASS_BITS) << (ASN1_CLASS_SHIFT - 6)));
  if (tag & CONSTRUCTED_BIT)
    {
      i->type |= ASN1_TYPE_CONSTRUCTED;
      return ASN1_ITERATOR_CONSTRUCTED;
    }
  return ASN1_ITERATOR_PRIMITIVE;
}

enum asn1_iterator_result
asn1_der_iterator_first (struct asn1_der_iterator *i,
			 size_t length, const uint8_t *input)
{
  i->buffer_length = length;
  i->buffer = input;
  i->pos = 0;
  i->type = 0;
  i->length = 0;
  i->data = NULL;
  return asn1_der_iterator_next (i);
}

enum asn1_iterator_result
asn1_der_decode_constructed (struct asn1_der_iterator *i,
			     struct asn1_der_iterator *contents)
{
  assert (i->type & ASN1_TYPE_CONSTRUCTED);
  return asn1_der_iterator_first (contents, i->length, i->data);
}

enum asn1_iterator_result
asn1_der_decode_constructed_last (struct asn1_der_iterator *i)
{
  if (left (i))
    return ASN1_ITERATOR_ERROR;
  return asn1_der_decode_constructed (i, i);
}

enum asn1_iterator_result
asn1_der_decode_bitstring (struct asn1_der_iterator *i,
			   struct asn1_der_iterator *contents)
{
  assert (i->type == ASN1_BITSTRING);
  /* The first octet counts the unused bits at the end: none here. */
  if (i->length == 0 || i->data[0] != 0)
    return ASN1_ITERATOR_ERROR;
  return asn1_der_iterator_first (contents, i->length - 1, i->data + 1);
}

enum asn1_iterator_result
asn1_der_decode_bitstring_last (struct asn1_der_iterator *i)
{
  if (left (i))
    return ASN1_ITERATOR_ERROR;
  return asn1_der_decode_bitstring (i, i);
}

/* Two's complement contents in minimal form: not empty, and no
   leading octet that only repeats the sign of the next. */
static int
minimal_integer (const struct asn1_der_iterator *i)
{
  if (i->length == 0)
    return 0;
  if (i->length > 1
      && ((i->data[0] == 0 && i->data[1] < 0x80)
	  || (i->data[0] == 0xff && i->data[1] >= 0x80)))
    return 0;
  return 1;
}

/* DER's rules, on the first octet. Nettle 3.8.1 applies its sign and
   minimality checks to the last octet instead, so it takes 81 00 as
   0x8100 and refuses 01 00 (256); the two agree on the version numbers
   the key readers use (0 and 1). */
int
asn1_der_get_uint32 (struct asn1_der_iterator *i,
		     uint32_t *x)
{
  const uint8_t *p = i->data;
  size_t length = i->length;
  uint32_t value;

  if (!minimal_integer (i) || p[0] >= 0x80 || length > 5)
    return 0;
  if (length == 5)
    {
      /* Only a sign octet may precede four value octets. */
      if (p[0])
	return 0;
      p++;
      length--;
    }
  for (value = 0; length > 0; length--)
    value = (value << 8) | *p++;
  *x = value;
  return 1;
}

int
nettle_asn1_der_get_bignum (struct asn1_der_iterator *i,
			    mpz_t x, unsigned max_bits)
{
  if (!minimal_integer (i))
    return 0;
  /* Allow two octets for the sign before converting anything, so a
     huge integer costs nothing. */
  if (max_bits && 8 * i->length > 16 + (size_t) max_bits)
    return 0;
  nettle_mpz_set_str_256_s (x, i->length, i->data);
  if (max_bits && mpz_sizeinbase (x, 2) > max_bits)
    return 0;
  return 1;
}
