/* rsa-formats-test.c

   RSA key formats: RSAPrivateKey/RSAPublicKey DER from OpenSSL
   (rsa_keypair_from_der and the iterators), S-expressions in both
   directions, rsa_keypair_to_openpgp and the PGP RSA packets (parsed
   back, the self-signature verified as RFC 4880 5.2.4 hashes it), with
   short fuzz loops over the DER and S-expression readers.

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
#include "buffer.h"
#include "pgp.h"
#include "rsa.h"
#include "sexp.h"
#include "sha1.h"
#include "der-samples.h"

struct keys
{
  struct rsa_public_key pub;
  struct rsa_private_key priv;
};

static void
keys_init (struct keys *k)
{
  rsa_public_key_init (&k->pub);
  rsa_private_key_init (&k->priv);
}

static void
keys_clear (struct keys *k)
{
  rsa_public_key_clear (&k->pub);
  rsa_private_key_clear (&k->priv);
}

static void
check_same (const struct keys *a, const struct keys *b, int with_private)
{
  hw_check_mpz ("n", a->pub.n, b->pub.n);
  hw_check_mpz ("e", a->pub.e, b->pub.e);
  ASSERT (a->pub.size == b->pub.size);
  if (with_private)
    {
      hw_check_mpz ("d", a->priv.d, b->priv.d);
      hw_check_mpz ("p", a->priv.p, b->priv.p);
      hw_check_mpz ("q", a->priv.q, b->priv.q);
      hw_check_mpz ("a", a->priv.a, b->priv.a);
      hw_check_mpz ("b", a->priv.b, b->priv.b);
      hw_check_mpz ("c", a->priv.c, b->priv.c);
      ASSERT (a->priv.size == b->priv.size);
    }
}

/* The key signs and verifies. */
static void
check_works (const struct keys *k)
{
  struct sha1_ctx h;
  mpz_t s;
  mpz_init (s);
  sha1_init (&h);
  sha1_update (&h, 3, (const uint8_t *) "abc");
  ASSERT (rsa_sha1_sign (&k->priv, &h, s));
  sha1_update (&h, 3, (const uint8_t *) "abc");
  ASSERT (rsa_sha1_verify (&k->pub, &h, s));
  mpz_clear (s);
}

static void
test_der (struct keys *ref)
{
  const struct tstring *der = SHEX (der_rsa_private);
  const struct tstring *der_pub = SHEX (der_rsa_public);
  struct keys k;
  struct asn1_der_iterator i;
  uint8_t buf[700];
  mpz_t want;
  unsigned round, accepted = 0;

  keys_init (&k);
  mpz_init (want);
  ASSERT (rsa_keypair_from_der (&ref->pub, &ref->priv, 1024, der->length, der->data));
  /* The numbers as openssl asn1parse prints them (first octets). */
  ASSERT (ref->pub.size == 128 && mpz_sizeinbase (ref->pub.n, 2) == 1024);
  mpz_tdiv_q_2exp (want, ref->pub.n, 1024 - 32);
  ASSERT (mpz_get_ui (want) == 0xab1199d1);
  ASSERT (mpz_cmp_ui (ref->pub.e, 0x10001) == 0);
  mpz_tdiv_q_2exp (want, ref->priv.p, mpz_sizeinbase (ref->priv.p, 2) - 32);
  ASSERT (mpz_get_ui (want) == 0xdfc4c455);
  mpz_tdiv_q_2exp (want, ref->priv.c, mpz_sizeinbase (ref->priv.c, 2) - 32);
  ASSERT (mpz_get_ui (want) == 0xc7bc197b);
  check_works (ref);

  ASSERT (rsa_keypair_from_der (&k.pub, NULL, 1024, der_pub->length, der_pub->data));
  check_same (&k, ref, 0);
  ASSERT (!rsa_keypair_from_der (&k.pub, NULL, 1023, der_pub->length, der_pub->data));
  ASSERT (!rsa_keypair_from_der (&k.pub, &k.priv, 1023, der->length, der->data));
  /* The private form is not a public key, nor the other way round. */
  ASSERT (!rsa_keypair_from_der (&k.pub, NULL, 0, der->length, der->data));
  ASSERT (!rsa_keypair_from_der (&k.pub, &k.priv, 0, der_pub->length, der_pub->data));
  /* Trailing data; truncation. */
  memcpy (buf, der->data, der->length);
  memcpy (buf + der->length, "\x05\x00", 2);
  ASSERT (!rsa_keypair_from_der (&k.pub, &k.priv, 0, der->length + 2, buf));
  ASSERT (!rsa_keypair_from_der (&k.pub, &k.priv, 0, der->length - 1, buf));
  /* Version 1 needs otherPrimeInfos: add an empty SEQUENCE (and fix
     the outer length, 82 02 5c -> 82 02 5e). */
  ASSERT (der->data[0] == 0x30 && der->data[1] == 0x82 && der->data[3] == 0x5c);
  buf[6] = 1;
  ASSERT (!rsa_keypair_from_der (&k.pub, &k.priv, 0, der->length, buf));
  buf[3] = 0x5e;
  memcpy (buf + der->length, "\x30\x00", 2);
  ASSERT (rsa_keypair_from_der (&k.pub, &k.priv, 0, der->length + 2, buf));
  check_same (&k, ref, 1);
  buf[6] = 2;
  ASSERT (!rsa_keypair_from_der (&k.pub, &k.priv, 0, der->length + 2, buf));
  /* The iterator forms directly. */
  ASSERT (asn1_der_iterator_first (&i, der->length, der->data) == ASN1_ITERATOR_CONSTRUCTED);
  ASSERT (rsa_private_key_from_der_iterator (&k.pub, &k.priv, 0, &i));
  ASSERT (asn1_der_iterator_first (&i, der_pub->length, der_pub->data) == ASN1_ITERATOR_CONSTRUCTED);
  ASSERT (rsa_public_key_from_der_iterator (&k.pub, 0, &i));
  test_ok ("rsa_keypair_from_der on OpenSSL's RSAPrivateKey and RSAPublicKey: values, limit, wrong form, trailing data, truncation, version 1 with and without otherPrimeInfos, version 2");

  for (round = 0; round < 3000; round++)
    {
      const struct tstring *s = round & 1 ? der : der_pub;
      size_t length = s->length;
      uint8_t *copy = guard_end (length);
      unsigned m;
      memcpy (copy, s->data, length);
      for (m = 0; m < 1 + test_rand_below (3); m++)
	{
	  size_t at = test_rand_below (length);
	  if (test_rand_below (4))
	    copy[at] ^= 1 << test_rand_below (8);
	  else
	    length = at;
	}
      if (rsa_keypair_from_der (&k.pub, round & 1 ? &k.priv : NULL, 0, length, copy))
	{
	  accepted++;
	  ASSERT (k.pub.size == (mpz_sizeinbase (k.pub.n, 2) + 7) / 8);
	}
      guard_free (copy);
    }
  test_ok ("fuzz: 3000 mutated RSA DER keys, %u accepted (and prepared)", accepted);
  keys_clear (&k);
  mpz_clear (want);
}

static void
test_sexp (const struct keys *ref)
{
  static const char *const names[] = { NULL, "rsa", "rsa-pkcs1-sha1" };
  struct nettle_buffer b;
  struct keys k;
  size_t n;
  unsigned round, accepted = 0;

  keys_init (&k);
  for (n = 0; n < 3; n++)
    {
      nettle_buffer_init (&b);
      ASSERT (rsa_keypair_to_sexp (&b, names[n], &ref->pub, &ref->priv) == (int) b.size);
      ASSERT (!memcmp (b.contents, "(11:private-key(", 16));
      ASSERT (rsa_keypair_from_sexp (&k.pub, &k.priv, 1024, b.size, b.contents));
      check_same (&k, ref, 1);
      ASSERT (!rsa_keypair_from_sexp (&k.pub, &k.priv, 1023, b.size, b.contents));
      ASSERT (!rsa_keypair_from_sexp (&k.pub, NULL, 0, b.size, b.contents));
      /* Only the private part. */
      ASSERT (rsa_keypair_from_sexp (NULL, &k.priv, 0, b.size, b.contents));
      nettle_buffer_clear (&b);
    }
  nettle_buffer_init (&b);
  ASSERT (rsa_keypair_to_sexp (&b, NULL, &ref->pub, NULL) == (int) b.size);
  ASSERT (!memcmp (b.contents, "(10:public-key(9:rsa-pkcs1(1:n129:\x00\xab\x11", 37));
  ASSERT (rsa_keypair_from_sexp (&k.pub, NULL, 0, b.size, b.contents));
  check_same (&k, ref, 0);
  ASSERT (!rsa_keypair_from_sexp (&k.pub, &k.priv, 0, b.size, b.contents));
  nettle_buffer_clear (&b);

  /* Other algorithm names, a missing number, an even modulus. */
  nettle_buffer_init (&b);
  ASSERT (sexp_format (&b, "(public-key(dsa(n%b)(e%b)))", ref->pub.n, ref->pub.e));
  ASSERT (!rsa_keypair_from_sexp (&k.pub, NULL, 0, b.size, b.contents));
  nettle_buffer_reset (&b);
  ASSERT (sexp_format (&b, "(public-key(rsa(n%b)))", ref->pub.n));
  ASSERT (!rsa_keypair_from_sexp (&k.pub, NULL, 0, b.size, b.contents));
  nettle_buffer_reset (&b);
  mpz_add_ui (k.pub.n, ref->pub.n, 1);
  ASSERT (sexp_format (&b, "(public-key(rsa(e%b)(n%b)))", ref->pub.e, k.pub.n));
  ASSERT (!rsa_keypair_from_sexp (&k.pub, NULL, 0, b.size, b.contents));
  nettle_buffer_clear (&b);
  test_ok ("rsa_keypair_to_sexp / rsa_keypair_from_sexp: three algorithm names, limit, public/private, other name, missing n or e, even n");

  nettle_buffer_init (&b);
  ASSERT (rsa_keypair_to_sexp (&b, NULL, &ref->pub, &ref->priv));
  for (round = 0; round < 2000; round++)
    {
      size_t length = b.size;
      uint8_t *copy = guard_end (length);
      unsigned m;
      memcpy (copy, b.contents, length);
      for (m = 0; m < 1 + test_rand_below (3); m++)
	{
	  size_t at = test_rand_below (length);
	  if (test_rand_below (4))
	    copy[at] ^= 1 << test_rand_below (8);
	  else
	    length = at;
	}
      accepted += rsa_keypair_from_sexp (&k.pub, &k.priv, 0, length, copy);
      guard_free (copy);
    }
  nettle_buffer_clear (&b);
  test_ok ("fuzz: 2000 mutated RSA S-expression keys, %u accepted", accepted);
  keys_clear (&k);
}

/* Reads a new-format packet at *p: returns the tag, sets the body. */
static unsigned
read_packet (const uint8_t **p, const uint8_t *end, const uint8_t **body,
	     size_t *length)
{
  const uint8_t *q = *p;
  unsigned tag;
  ASSERT (end - q >= 2 && (q[0] & 0xc0) == 0xc0);
  tag = q[0] & 0x3f;
  if (q[1] < 192)
    {
      *length = q[1];
      q += 2;
    }
  else if (q[1] < 224)
    {
      *length = ((q[1] - 192) << 8) + q[2] + 192;
      q += 3;
    }
  else
    {
      ASSERT (q[1] == 0xff);
      *length = ((size_t) q[2] << 24) | (q[3] << 16) | (q[4] << 8) | q[5];
      q += 6;
    }
  ASSERT ((size_t) (end - q) >= *length);
  *body = q;
  *p = q + *length;
  return tag;
}

static void
test_openpgp (const struct keys *ref)
{
  struct nettle_buffer b;
  const uint8_t *p, *end, *key, *uid, *sig;
  size_t key_length, uid_length, sig_length;
  struct sha1_ctx h;
  uint8_t fpr[SHA1_DIGEST_SIZE], head[5], digest[SHA1_DIGEST_SIZE];
  size_t hashed, unhashed;
  mpz_t s;

  nettle_buffer_init (&b);
  ASSERT (rsa_keypair_to_openpgp (&b, &ref->pub, &ref->priv, "Alice <alice@example.org>"));
  p = b.contents;
  end = p + b.size;
  ASSERT (read_packet (&p, end, &key, &key_length) == PGP_TAG_PUBLIC_KEY);
  ASSERT (read_packet (&p, end, &uid, &uid_length) == PGP_TAG_USERID);
  ASSERT (read_packet (&p, end, &sig, &sig_length) == PGP_TAG_SIGNATURE);
  ASSERT (p == end);

  /* Key: version 4, time, RSA, n (1024 bits), e (17 bits). */
  ASSERT (key_length == 6 + 2 + 128 + 2 + 3);
  ASSERT (key[0] == 4 && key[5] == PGP_RSA);
  ASSERT (key[6] == 0x04 && key[7] == 0x00 && key[8] == 0xab);
  ASSERT (!memcmp (key + 6 + 2 + 128, "\x00\x11\x01\x00\x01", 5));
  ASSERT (uid_length == 25 && !memcmp (uid, "Alice <alice@example.org>", 25));

  /* v4 fingerprint (RFC 4880, 12.2). */
  sha1_init (&h);
  head[0] = 0x99;
  head[1] = key_length >> 8;
  head[2] = key_length & 0xff;
  sha1_update (&h, 3, head);
  sha1_update (&h, key_length, key);
  {
    struct sha1_ctx copy = h;
    sha1_digest (&copy, sizeof (fpr), fpr);
  }

  /* Signature: 4, type, RSA, SHA-1, no hashed sub-packets, the issuer
     key ID (low 64 bits of the fingerprint), 16 bits of the hash, s. */
  ASSERT (sig[0] == 4 && sig[1] == PGP_SIGN_CERTIFICATION
	  && sig[2] == PGP_RSA && sig[3] == PGP_SHA1);
  hashed = (sig[4] << 8) | sig[5];
  ASSERT (hashed == 0);
  unhashed = (sig[6] << 8) | sig[7];
  ASSERT (unhashed == 10 && sig[8] == 9 && sig[9] == PGP_SUBPACKET_ISSUER_KEY_ID);
  ASSERT (!memcmp (sig + 10, fpr + 12, 8));

  /* RFC 4880, 5.2.4: key, 0xb4 + length + user ID, the hashed part of
     the signature, then 04 ff and its length. */
  head[0] = 0xb4;
  head[1] = 0; head[2] = 0; head[3] = 0; head[4] = uid_length;
  sha1_update (&h, 5, head);
  sha1_update (&h, uid_length, uid);
  sha1_update (&h, 6, sig);
  sha1_update (&h, 6, (const uint8_t *) "\x04\xff\x00\x00\x00\x06");
  {
    struct sha1_ctx copy = h;
    sha1_digest (&copy, sizeof (digest), digest);
  }
  ASSERT (sig[18] == digest[0] && sig[19] == digest[1]);
  mpz_init (s);
  ASSERT (((sig[20] << 8) | sig[21]) <= 1024);
  nettle_mpz_set_str_256_u (s, sig_length - 22, sig + 22);
  ASSERT ((size_t) ((sig[20] << 8) | sig[21]) == mpz_sizeinbase (s, 2));
  ASSERT (rsa_sha1_verify (&ref->pub, &h, s));
  mpz_clear (s);
  test_ok ("rsa_keypair_to_openpgp: key, user ID and signature packets as RFC 4880 lays them out; the self-signature verifies over the 5.2.4 hash; issuer = fingerprint's key ID");

  /* pgp_put_public_rsa_key alone, with a given time. */
  nettle_buffer_reset (&b);
  ASSERT (pgp_put_public_rsa_key (&b, &ref->pub, 0x5f000000));
  ASSERT (b.size == 2 + 141 && b.contents[0] == 0xc6 && b.contents[1] == 141);
  ASSERT (!memcmp (b.contents + 2, "\x04\x5f\x00\x00\x00\x01", 6));
  test_ok ("pgp_put_public_rsa_key: header, version 4, the given time, RSA");
  nettle_buffer_clear (&b);
}

void
test_main (void)
{
  struct keys ref;
  (void) hw_random;
  (void) hw_progress;
  (void) hw_mpz_hex;
  (void) der_dsa_private; (void) der_dsa_public; (void) der_dsa_p;
  (void) der_dsa_q; (void) der_dsa_g; (void) der_dsa_y; (void) der_dsa_x;
  keys_init (&ref);
  test_der (&ref);
  test_sexp (&ref);
  test_openpgp (&ref);
  keys_clear (&ref);
}
