/* der-test.c

   The DER iterator and the DSA DER readers: a hand-built sample (its
   encoding checked with openssl asn1parse), an OpenSSL-made DSA key in
   both the private and the public form, rejection of truncated,
   overlong and garbled encodings, and a short deterministic fuzz loop
   (random mutations, each input in a buffer ending at an unmapped page).

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

#include "hogweed-utils.h"
#include "asn1.h"
#include "dsa.h"
#include "der-samples.h"
#include "dsa-rfc6979.h"

/* A small DER writer: tag, minimal length, contents. Returns the new
   end. */
static uint8_t *
put_tlv (uint8_t *p, uint8_t tag, size_t length, const uint8_t *content)
{
  *p++ = tag;
  if (length < 0x80)
    *p++ = length;
  else if (length < 0x100)
    {
      *p++ = 0x81;
      *p++ = length;
    }
  else
    {
      ASSERT (length < 0x10000);
      *p++ = 0x82;
      *p++ = length >> 8;
      *p++ = length & 0xff;
    }
  memmove (p, content, length);
  return p + length;
}

static uint8_t *
put_integer (uint8_t *p, const mpz_t x)
{
  uint8_t tmp[600];
  size_t n = nettle_mpz_sizeinbase_256_s (x);
  ASSERT (n <= sizeof (tmp));
  nettle_mpz_get_str_256 (n, tmp, x);
  return put_tlv (p, ASN1_INTEGER, n, tmp);
}

/* SEQUENCE { INTEGER 5, INTEGER -1, INTEGER 128, OCTET STRING "abc",
   [0] { NULL }, SET { BOOLEAN TRUE }, BIT STRING { INTEGER 7 },
   UTF8String of 200 'x', INTEGER 0xffffffff }: 243 octets; openssl
   asn1parse shows exactly these objects at offsets 0, 3, 6, 9, 13, 18,
   20, 22, 24, 27, 33, 236. */
static size_t
build_sample (uint8_t *out)
{
  uint8_t inner[300], *p = inner, tmp[210];
  p = put_tlv (p, ASN1_INTEGER, 1, (const uint8_t *) "\x05");
  p = put_tlv (p, ASN1_INTEGER, 1, (const uint8_t *) "\xff");
  p = put_tlv (p, ASN1_INTEGER, 2, (const uint8_t *) "\x00\x80");
  p = put_tlv (p, ASN1_OCTETSTRING, 3, (const uint8_t *) "abc");
  p = put_tlv (p, 0xa0, 2, (const uint8_t *) "\x05\x00");
  p = put_tlv (p, 0x31, 3, (const uint8_t *) "\x01\x01\xff");
  p = put_tlv (p, ASN1_BITSTRING, 4, (const uint8_t *) "\x00\x02\x01\x07");
  memset (tmp, 'x', 200);
  p = put_tlv (p, ASN1_UTF8STRING, 200, tmp);
  p = put_tlv (p, ASN1_INTEGER, 5, (const uint8_t *) "\x00\xff\xff\xff\xff");
  return put_tlv (out, 0x30, p - inner, inner) - out;
}

static void
test_sample (void)
{
  uint8_t der[300];
  size_t length = build_sample (der);
  struct asn1_der_iterator i, j;
  uint32_t u;
  mpz_t x;

  mpz_init (x);
  ASSERT (length == 243 && !memcmp (der, "\x30\x81\xf0\x02\x01\x05", 6));

  ASSERT (asn1_der_iterator_first (&i, length, der) == ASN1_ITERATOR_CONSTRUCTED);
  ASSERT (i.type == ASN1_SEQUENCE && i.length == 240 && i.data == der + 3);
  ASSERT (asn1_der_decode_constructed_last (&i) == ASN1_ITERATOR_PRIMITIVE);

  ASSERT (i.type == ASN1_INTEGER && asn1_der_get_uint32 (&i, &u) && u == 5);
  ASSERT (asn1_der_iterator_next (&i) == ASN1_ITERATOR_PRIMITIVE);
  ASSERT (!asn1_der_get_uint32 (&i, &u));
  ASSERT (nettle_asn1_der_get_bignum (&i, x, 0) && mpz_cmp_si (x, -1) == 0);
  ASSERT (asn1_der_iterator_next (&i) == ASN1_ITERATOR_PRIMITIVE);
  ASSERT (asn1_der_get_uint32 (&i, &u) && u == 128);
  ASSERT (nettle_asn1_der_get_bignum (&i, x, 8) && mpz_cmp_ui (x, 128) == 0);
  ASSERT (!nettle_asn1_der_get_bignum (&i, x, 7));
  ASSERT (asn1_der_iterator_next (&i) == ASN1_ITERATOR_PRIMITIVE);
  ASSERT (i.type == ASN1_OCTETSTRING && i.length == 3 && !memcmp (i.data, "abc", 3));

  ASSERT (asn1_der_iterator_next (&i) == ASN1_ITERATOR_CONSTRUCTED);
  ASSERT (i.type == (ASN1_CLASS_CONTEXT_SPECIFIC | ASN1_TYPE_CONSTRUCTED | 0));
  ASSERT (asn1_der_decode_constructed (&i, &j) == ASN1_ITERATOR_PRIMITIVE);
  ASSERT (j.type == ASN1_NULL && j.length == 0);
  ASSERT (asn1_der_iterator_next (&j) == ASN1_ITERATOR_END);

  ASSERT (asn1_der_iterator_next (&i) == ASN1_ITERATOR_CONSTRUCTED && i.type == ASN1_SET);
  ASSERT (asn1_der_decode_constructed (&i, &j) == ASN1_ITERATOR_PRIMITIVE);
  ASSERT (j.type == ASN1_BOOLEAN && j.length == 1 && j.data[0] == 0xff);

  ASSERT (asn1_der_iterator_next (&i) == ASN1_ITERATOR_PRIMITIVE && i.type == ASN1_BITSTRING);
  ASSERT (asn1_der_decode_bitstring (&i, &j) == ASN1_ITERATOR_PRIMITIVE);
  ASSERT (j.type == ASN1_INTEGER && asn1_der_get_uint32 (&j, &u) && u == 7);
  /* Not the last object. */
  j = i;
  ASSERT (asn1_der_decode_bitstring_last (&j) == ASN1_ITERATOR_ERROR);

  ASSERT (asn1_der_iterator_next (&i) == ASN1_ITERATOR_PRIMITIVE);
  ASSERT (i.type == ASN1_UTF8STRING && i.length == 200 && i.data == der + 36);
  ASSERT (asn1_der_iterator_next (&i) == ASN1_ITERATOR_PRIMITIVE);
  ASSERT (asn1_der_get_uint32 (&i, &u) && u == 0xffffffff);
  ASSERT (asn1_der_iterator_next (&i) == ASN1_ITERATOR_END);
  ASSERT (asn1_der_iterator_next (&i) == ASN1_ITERATOR_END);
  test_ok ("hand-built sample (as openssl asn1parse reads it): types, classes, long-form length, SET, [0], BIT STRING contents, integers");
  mpz_clear (x);
}

static enum asn1_iterator_result
first_hex (struct asn1_der_iterator *i, const char *hex)
{
  const struct tstring *t = SHEX (hex);
  return asn1_der_iterator_first (i, t->length, t->data);
}

static void
test_reject (void)
{
  static const char *const bad[] = {
    "02",			/* no length */
    "0203 0102",		/* content truncated */
    "1f0100",			/* long-form tag */
    "3080 0000",		/* indefinite length */
    "0281 05 0102030405",	/* long form for a short length */
    "0282 0080" ,		/* leading zero length octet, truncated */
    "0282 0081 00",
    "0289 010000000000000000 00",	/* 9 length octets */
    "0288 7fffffffffffffff 00",	/* length past the input */
    "0284 ffffffff 00",
  };
  static const struct { const char *hex; int u32; int big; } ints[] = {
    { "0200", 0, 0 },			/* empty */
    { "02020005", 0, 0 },		/* leading zero */
    { "0202ffff", 0, 0 },		/* leading ff */
    { "020180", 0, 1 },			/* -128 */
    { "02020080", 1, 1 },
    { "02020100", 1, 1 },		/* 256 (Nettle 3.8.1 refuses it) */
    { "02028100", 0, 1 },		/* negative (Nettle 3.8.1 takes it) */
    { "020500ffffffff", 1, 1 },
    { "02050100000000", 0, 1 },		/* 2^32 */
    { "0206000100000000", 0, 0 },		/* leading zero */
    { "020601000000000000", 0, 1 },
  };
  struct asn1_der_iterator i, j;
  uint32_t u;
  mpz_t x;
  size_t k;

  mpz_init (x);
  for (k = 0; k < sizeof (bad) / sizeof (bad[0]); k++)
    if (first_hex (&i, bad[k]) != ASN1_ITERATOR_ERROR)
      test_fail ("accepted bad encoding %zu: %s", k, bad[k]);
  for (k = 0; k < sizeof (ints) / sizeof (ints[0]); k++)
    {
      ASSERT (first_hex (&i, ints[k].hex) == ASN1_ITERATOR_PRIMITIVE);
      if (asn1_der_get_uint32 (&i, &u) != ints[k].u32
	  || nettle_asn1_der_get_bignum (&i, x, 0) != ints[k].big)
	test_fail ("integer case %zu (%s)", k, ints[k].hex);
    }
  /* Bit strings with unused bits or without the count octet. */
  ASSERT (first_hex (&i, "03020102") == ASN1_ITERATOR_PRIMITIVE);
  ASSERT (asn1_der_decode_bitstring (&i, &j) == ASN1_ITERATOR_ERROR);
  ASSERT (first_hex (&i, "0300") == ASN1_ITERATOR_PRIMITIVE);
  ASSERT (asn1_der_decode_bitstring (&i, &j) == ASN1_ITERATOR_ERROR);
  ASSERT (first_hex (&i, "030100") == ASN1_ITERATOR_PRIMITIVE);
  ASSERT (asn1_der_decode_bitstring (&i, &j) == ASN1_ITERATOR_END);
  /* A constructed object whose contents overrun it. */
  ASSERT (first_hex (&i, "3003 020205") == ASN1_ITERATOR_CONSTRUCTED);
  ASSERT (asn1_der_decode_constructed (&i, &j) == ASN1_ITERATOR_ERROR);
  test_ok ("%zu bad encodings, %zu integer encodings (minimal form, sign, size), bit string padding",
	   sizeof (bad) / sizeof (bad[0]), sizeof (ints) / sizeof (ints[0]));
  mpz_clear (x);
}

static void
test_dsa_keys (void)
{
  const struct tstring *priv = SHEX (der_dsa_private);
  const struct tstring *pub = SHEX (der_dsa_public);
  struct dsa_params params;
  struct asn1_der_iterator i, j;
  mpz_t y, x, want;
  uint8_t buf[600];

  dsa_params_init (&params);
  mpz_init (y);
  mpz_init (x);
  mpz_init (want);

  ASSERT (dsa_openssl_private_key_from_der (&params, y, x, 1024,
					    priv->length, priv->data));
  hw_mpz_hex (want, der_dsa_p); hw_check_mpz ("p", params.p, want);
  hw_mpz_hex (want, der_dsa_q); hw_check_mpz ("q", params.q, want);
  hw_mpz_hex (want, der_dsa_g); hw_check_mpz ("g", params.g, want);
  hw_mpz_hex (want, der_dsa_y); hw_check_mpz ("y", y, want);
  hw_mpz_hex (want, der_dsa_x); hw_check_mpz ("x", x, want);
  ASSERT (!dsa_openssl_private_key_from_der (&params, y, x, 1023,
					     priv->length, priv->data));
  /* Trailing data after the key; a shortened key; version 1. */
  memcpy (buf, priv->data, priv->length);
  memcpy (buf + priv->length, "\x05\x00", 2);
  ASSERT (!dsa_openssl_private_key_from_der (&params, y, x, 1024,
					     priv->length + 2, buf));
  ASSERT (!dsa_openssl_private_key_from_der (&params, y, x, 1024,
					     priv->length - 1, buf));
  buf[6] = 1;
  ASSERT (!dsa_openssl_private_key_from_der (&params, y, x, 1024,
					     priv->length, buf));
  test_ok ("dsa_openssl_private_key_from_der on an OpenSSL key: p, q, g, y, x as asn1parse shows them; limit, trailing data, truncation, version rejected");

  /* SubjectPublicKeyInfo. */
  dsa_params_clear (&params);
  dsa_params_init (&params);
  ASSERT (asn1_der_iterator_first (&i, pub->length, pub->data) == ASN1_ITERATOR_CONSTRUCTED);
  ASSERT (asn1_der_decode_constructed_last (&i) == ASN1_ITERATOR_CONSTRUCTED);
  ASSERT (i.type == ASN1_SEQUENCE);
  ASSERT (asn1_der_decode_constructed (&i, &j) == ASN1_ITERATOR_PRIMITIVE);
  ASSERT (j.type == ASN1_IDENTIFIER && j.length == 7
	  && !memcmp (j.data, "\x2a\x86\x48\xce\x38\x04\x01", 7));
  ASSERT (asn1_der_iterator_next (&j) == ASN1_ITERATOR_CONSTRUCTED);
  {
    struct asn1_der_iterator k = j;
    ASSERT (asn1_der_decode_constructed_last (&k) == ASN1_ITERATOR_PRIMITIVE);
    ASSERT (!dsa_params_from_der_iterator (&params, 1024, 256, &k));
    k = j;
    ASSERT (asn1_der_decode_constructed_last (&k) == ASN1_ITERATOR_PRIMITIVE);
    ASSERT (!dsa_params_from_der_iterator (&params, 1000, 0, &k));
  }
  ASSERT (asn1_der_decode_constructed_last (&j) == ASN1_ITERATOR_PRIMITIVE);
  ASSERT (dsa_params_from_der_iterator (&params, 1024, 160, &j));
  hw_mpz_hex (want, der_dsa_g); hw_check_mpz ("g", params.g, want);
  ASSERT (asn1_der_iterator_next (&i) == ASN1_ITERATOR_PRIMITIVE && i.type == ASN1_BITSTRING);
  ASSERT (asn1_der_decode_bitstring_last (&i) == ASN1_ITERATOR_PRIMITIVE);
  ASSERT (dsa_public_key_from_der_iterator (&params, y, &i));
  hw_mpz_hex (want, der_dsa_y); hw_check_mpz ("y", y, want);
  test_ok ("SubjectPublicKeyInfo: dsa_params_from_der_iterator (q size, p limit), dsa_public_key_from_der_iterator");

  /* Keys built here: Nettle takes only q of at most 160 bits from
     OpenSSL's private key format; Dss-Parms of the 2048/256 group. */
  {
    const struct rfc6979_group *G = &rfc6979_groups[1];
    struct dsa_params g2;
    uint8_t inner[1200], *p = inner, der[1200];
    size_t length;
    dsa_params_init (&g2);
    hw_mpz_hex (g2.p, G->p);
    hw_mpz_hex (g2.q, G->q);
    hw_mpz_hex (g2.g, G->g);
    hw_mpz_hex (x, G->x);
    mpz_powm (y, g2.g, x, g2.p);
    mpz_set_ui (want, 0);
    p = put_integer (p, want);
    p = put_integer (p, g2.p);
    p = put_integer (p, g2.q);
    p = put_integer (p, g2.g);
    p = put_integer (p, y);
    p = put_integer (p, x);
    length = put_tlv (der, 0x30, p - inner, inner) - der;
    ASSERT (!dsa_openssl_private_key_from_der (&params, want, want, 2048, length, der));

    p = inner;
    p = put_integer (p, g2.p);
    p = put_integer (p, g2.q);
    p = put_integer (p, g2.g);
    length = put_tlv (der, 0x30, p - inner, inner) - der;
    ASSERT (asn1_der_iterator_first (&i, length, der) == ASN1_ITERATOR_CONSTRUCTED);
    ASSERT (asn1_der_decode_constructed_last (&i) == ASN1_ITERATOR_PRIMITIVE);
    ASSERT (dsa_params_from_der_iterator (&params, 2048, 256, &i));
    hw_check_mpz ("p", params.p, g2.p);
    hw_check_mpz ("q", params.q, g2.q);
    /* g >= p is refused. */
    p = inner;
    p = put_integer (p, g2.p);
    p = put_integer (p, g2.q);
    p = put_integer (p, g2.p);
    length = put_tlv (der, 0x30, p - inner, inner) - der;
    ASSERT (asn1_der_iterator_first (&i, length, der) == ASN1_ITERATOR_CONSTRUCTED);
    ASSERT (asn1_der_decode_constructed_last (&i) == ASN1_ITERATOR_PRIMITIVE);
    ASSERT (!dsa_params_from_der_iterator (&params, 2048, 256, &i));
    dsa_params_clear (&g2);
  }
  test_ok ("built keys: 256-bit q refused in OpenSSL's private key format (as Nettle), 2048/256 Dss-Parms read, g = p refused");

  dsa_params_clear (&params);
  mpz_clear (y);
  mpz_clear (x);
  mpz_clear (want);
}

/* Every object, recursively (DER contents are strictly shorter, so
   the depth is bounded by the length); every data pointer must lie in
   the input. */
static int
walk (const uint8_t *start, const uint8_t *end, struct asn1_der_iterator *i,
      enum asn1_iterator_result r)
{
  int ok = 1;
  for (;; r = asn1_der_iterator_next (i))
    {
      struct asn1_der_iterator j;
      mpz_t x;
      uint32_t u;
      switch (r)
	{
	case ASN1_ITERATOR_END:
	  return ok;
	case ASN1_ITERATOR_ERROR:
	  return 0;
	case ASN1_ITERATOR_CONSTRUCTED:
	  ASSERT (i->data >= start && i->data + i->length <= end);
	  ok &= walk (start, end, &j, asn1_der_decode_constructed (i, &j));
	  break;
	case ASN1_ITERATOR_PRIMITIVE:
	  ASSERT (i->length == 0 || (i->data >= start && i->data + i->length <= end));
	  if (i->type == ASN1_BITSTRING)
	    {
	      /* The contents may or may not be DER: no verdict. */
	      enum asn1_iterator_result b = asn1_der_decode_bitstring (i, &j);
	      if (b != ASN1_ITERATOR_ERROR)
		walk (start, end, &j, b);
	    }
	  mpz_init (x);
	  nettle_asn1_der_get_bignum (i, x, 64);
	  asn1_der_get_uint32 (i, &u);
	  mpz_clear (x);
	  break;
	}
    }
}

static void
test_fuzz (void)
{
  const struct tstring *samples[3];
  uint8_t sample[300];
  struct tstring s0;
  struct dsa_params params;
  mpz_t y, x;
  unsigned round, rounds = 6000, accepted = 0, valid = 0;

  s0.length = build_sample (sample);
  s0.data = sample;
  samples[0] = &s0;
  samples[1] = SHEX (der_dsa_private);
  samples[2] = SHEX (der_dsa_public);
  dsa_params_init (&params);
  mpz_init (y);
  mpz_init (x);

  for (round = 0; round < rounds; round++)
    {
      const struct tstring *s = samples[round % 3];
      size_t length = s->length;
      uint8_t *copy = guard_end (length);
      struct asn1_der_iterator i;
      unsigned m;
      memcpy (copy, s->data, length);
      for (m = 0; m < 1 + test_rand_below (3); m++)
	{
	  size_t at = test_rand_below (length);
	  switch (test_rand_below (4))
	    {
	    case 0:
	      copy[at] ^= 1 << test_rand_below (8);
	      break;
	    case 1:
	      copy[at] = test_rand_below (256);
	      break;
	    case 2:
	      /* Length octets are the interesting ones. */
	      copy[at] = 0x80 | test_rand_below (10);
	      break;
	    default:
	      length = at;
	    }
	}
      valid += walk (copy, copy + length, &i,
		     asn1_der_iterator_first (&i, length, copy));
      if (round % 3 == 1
	  && dsa_openssl_private_key_from_der (&params, y, x, 1024, length, copy))
	{
	  accepted++;
	  ASSERT (mpz_cmp (params.q, params.p) < 0 && mpz_cmp (y, params.p) < 0);
	  ASSERT (mpz_sizeinbase (x, 2) <= 160);
	}
      guard_free (copy);
    }
  test_ok ("fuzz: %u mutated encodings walked in bounds (%u still valid), %u mutated private keys accepted, all consistent",
	   rounds, valid, accepted);
  dsa_params_clear (&params);
  mpz_clear (y);
  mpz_clear (x);
}

void
test_main (void)
{
  (void) hw_random;
  (void) hw_progress;
  test_sample ();
  test_reject ();
  test_dsa_keys ();
  test_fuzz ();
}
