/* asn1.h

   Reading DER (ITU-T X.690) encoded ASN.1 (Nettle 3.10.2 API).

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

#ifndef NETTLE_ASN1_H_INCLUDED
#define NETTLE_ASN1_H_INCLUDED

#include "nettle-types.h"

#ifdef __cplusplus
extern "C" {
#endif

#define asn1_der_iterator_first nettle_asn1_der_iterator_first
#define asn1_der_iterator_next nettle_asn1_der_iterator_next
#define asn1_der_decode_constructed nettle_asn1_der_decode_constructed
#define asn1_der_decode_constructed_last nettle_asn1_der_decode_constructed_last
#define asn1_der_decode_bitstring nettle_asn1_der_decode_bitstring
#define asn1_der_decode_bitstring_last nettle_asn1_der_decode_bitstring_last
#define asn1_der_get_uint32 nettle_asn1_der_get_uint32
#define asn1_der_get_bignum nettle_asn1_der_get_bignum

/* An enum asn1_type is the tag number (0-30) in bits 0-11, the
   constructed flag in bit 12 and the class in bits 13-14. */
enum
  {
    ASN1_TYPE_CONSTRUCTED = 1 << 12,

    ASN1_CLASS_UNIVERSAL = 0,
    ASN1_CLASS_APPLICATION = 1 << 13,
    ASN1_CLASS_CONTEXT_SPECIFIC = 2 << 13,
    ASN1_CLASS_PRIVATE = 3 << 13,

    ASN1_CLASS_MASK = 3 << 13,
    ASN1_CLASS_SHIFT = 13,
  };

enum asn1_type
  {
    ASN1_BOOLEAN = 1,
    ASN1_INTEGER = 2,
    ASN1_BITSTRING = 3,
    ASN1_OCTETSTRING = 4,
    ASN1_NULL = 5,
    ASN1_IDENTIFIER = 6,
    ASN1_REAL = 9,
    ASN1_ENUMERATED = 10,
    ASN1_UTF8STRING = 12,
    ASN1_SEQUENCE = 16 | ASN1_TYPE_CONSTRUCTED,
    ASN1_SET = 17 | ASN1_TYPE_CONSTRUCTED,
    ASN1_PRINTABLESTRING = 19,
    ASN1_TELETEXSTRING = 20,
    ASN1_IA5STRING = 22,
    ASN1_UTC = 23,
    ASN1_UNIVERSALSTRING = 28,
    ASN1_BMPSTRING = 30,
  };

enum asn1_iterator_result
  {
    ASN1_ITERATOR_ERROR,
    ASN1_ITERATOR_PRIMITIVE,
    ASN1_ITERATOR_CONSTRUCTED,
    ASN1_ITERATOR_END,
  };

/* The objects of one level of a DER encoding, one at a time. */
struct asn1_der_iterator
{
  size_t buffer_length;
  const uint8_t *buffer;

  /* Offset of the next object. */
  size_t pos;

  /* The current object: its type and its contents. */
  enum asn1_type type;
  size_t length;
  const uint8_t *data;
};

/* Starts at the first object of INPUT. The result says what the
   current object is: PRIMITIVE, CONSTRUCTED, END (no more objects) or
   ERROR (bad encoding; the iterator must not be used further). Only
   definite lengths in minimal form, and tag numbers below 31, are
   accepted. */
enum asn1_iterator_result
asn1_der_iterator_first (struct asn1_der_iterator *iterator,
			 size_t length, const uint8_t *input);

enum asn1_iterator_result
asn1_der_iterator_next (struct asn1_der_iterator *iterator);

/* Starts CONTENTS at the first object inside the current, constructed
   one. */
enum asn1_iterator_result
asn1_der_decode_constructed (struct asn1_der_iterator *i,
			     struct asn1_der_iterator *contents);

/* The current object must be the last one; the iterator moves into
   it. */
enum asn1_iterator_result
asn1_der_decode_constructed_last (struct asn1_der_iterator *i);

/* The same for a BIT STRING of whole octets (no unused bits), whose
   contents are DER in turn. */
enum asn1_iterator_result
asn1_der_decode_bitstring (struct asn1_der_iterator *i,
			   struct asn1_der_iterator *contents);

enum asn1_iterator_result
asn1_der_decode_bitstring_last (struct asn1_der_iterator *i);

/* The current object's contents as a non-negative, minimally encoded
   integer of at most 32 bits. Returns 1 on success, 0 on failure. */
int
asn1_der_get_uint32 (struct asn1_der_iterator *i,
		     uint32_t *x);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_ASN1_H_INCLUDED */
