/* testsuite/eddsa-check.h

   The checks the Ed25519 and Ed448 tests share, over a descriptor of
   the algorithm: known answers (key, signature, verification, and
   refusal of a changed message, R or S), refusal of S >= q, of every
   7th single-bit change of a signature, and random keys and messages
   against the reference library of curve-ref.h.

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

#ifndef EDDSA_CHECK_H_INCLUDED
#define EDDSA_CHECK_H_INCLUDED

#include <stdlib.h>
#include <string.h>

#include "testutils.h"
#include "curve-ref.h"

typedef void eddsa_pub_func (uint8_t *pub, const uint8_t *priv);
typedef void eddsa_sign_func (const uint8_t *pub, const uint8_t *priv,
			      size_t length, const uint8_t *msg,
			      uint8_t *signature);
typedef int eddsa_verify_func (const uint8_t *pub, size_t length,
			       const uint8_t *msg, const uint8_t *signature);

struct eddsa_alg
{
  const char *name;		/* the symbol prefix, e.g. nettle_ed448_shake256 */
  size_t key_size;		/* also the size of R, S and q */
  eddsa_pub_func *pub;
  eddsa_sign_func *sign;
  eddsa_verify_func *verify;
  const uint8_t *q;		/* the group order, key_size bytes LE */
};

struct eddsa_vector
{
  const char *name, *priv, *pub, *msg, *sig;
};

#define EDDSA_MAX 57

static void
eddsa_check_vector (const struct eddsa_alg *a, const struct eddsa_vector *v)
{
  const struct tstring *priv = SHEX (v->priv), *pub = SHEX (v->pub);
  const struct tstring *msg = SHEX (v->msg), *sig = SHEX (v->sig);
  size_t n = a->key_size;
  uint8_t p[EDDSA_MAX], s[2 * EDDSA_MAX];
  uint8_t *m;

  ASSERT (priv->length == n && pub->length == n && sig->length == 2 * n);
  a->pub (p, priv->data);
  check_bytes (v->name, p, pub->data, n);
  a->sign (pub->data, priv->data, msg->length, msg->data, s);
  check_bytes (v->name, s, sig->data, 2 * n);
  if (!a->verify (pub->data, msg->length, msg->data, sig->data))
    test_fail ("%s: the RFC signature does not verify", v->name);

  /* A changed (or, when empty, longer) message; a flipped bit in R and
     in S. */
  m = (uint8_t *) malloc (msg->length + 1);
  memcpy (m, msg->data, msg->length);
  if (msg->length > 0)
    m[msg->length / 2] ^= 0x10;
  else
    m[0] = 0;
  if (a->verify (pub->data, msg->length + (msg->length == 0), m, sig->data))
    test_fail ("%s: verifies a changed message", v->name);
  free (m);
  memcpy (s, sig->data, 2 * n);
  s[3] ^= 1;
  if (a->verify (pub->data, msg->length, msg->data, s))
    test_fail ("%s: verifies a changed R", v->name);
  memcpy (s, sig->data, 2 * n);
  s[n + 8] ^= 4;
  if (a->verify (pub->data, msg->length, msg->data, s))
    test_fail ("%s: verifies a changed S", v->name);
}

/* On one good signature: S + q, S = q, S all ones; every 7th bit. */
static void
eddsa_check_s_range (const struct eddsa_alg *a, const struct eddsa_vector *v)
{
  const struct tstring *pub = SHEX (v->pub), *msg = SHEX (v->msg);
  const struct tstring *sig = SHEX (v->sig);
  size_t n = a->key_size, i;
  uint8_t s[2 * EDDSA_MAX];
  unsigned c = 0;

  memcpy (s, sig->data, 2 * n);
  for (i = 0; i < n; i++)
    {
      c += s[n + i] + a->q[i];
      s[n + i] = c & 0xff;
      c >>= 8;
    }
  if (a->verify (pub->data, msg->length, msg->data, s))
    test_fail ("%s: accepts S + q", a->name);
  memcpy (s + n, a->q, n);
  if (a->verify (pub->data, msg->length, msg->data, s))
    test_fail ("%s: accepts S = q", a->name);
  memset (s + n, 0xff, n);
  if (a->verify (pub->data, msg->length, msg->data, s))
    test_fail ("%s: accepts S = 2^%u - 1", a->name, (unsigned) (8 * n));
  test_ok ("%s: S >= q refused (S + q, q, all ones)", a->name);

  for (i = 0; i < 16 * n; i += 7)
    {
      memcpy (s, sig->data, 2 * n);
      s[i / 8] ^= 1 << (i % 8);
      if (a->verify (pub->data, msg->length, msg->data, s))
	test_fail ("%s: accepts the signature with bit %u flipped",
		   a->name, (unsigned) i);
    }
  test_ok ("%s: every 7th single-bit change of a signature refused", a->name);
}

/* verify must refuse pub, a bad encoding, with v's message and
   signature (without crashing on it). */
static void
eddsa_check_bad_pub (const struct eddsa_alg *a, const struct eddsa_vector *v,
		     const char *what, const uint8_t *pub)
{
  const struct tstring *msg = SHEX (v->msg), *sig = SHEX (v->sig);
  if (a->verify (pub, msg->length, msg->data, sig->data))
    test_fail ("%s: accepts %s", a->name, what);
}

/* Verification is cofactorless and has no small-order check, as in
   Nettle: with the neutral element as public key, (R, S) = (B, 1)
   verifies for any message (S B = R + k 0). base is B's encoding. Also
   asks the reference, when there is one, to agree. */
static void
eddsa_check_neutral_pub (const struct eddsa_alg *a, const char *base)
{
  char name[100];
  eddsa_verify_func *ref_verify;
  size_t n = a->key_size;
  uint8_t pub[EDDSA_MAX], sig[2 * EDDSA_MAX], msg[20];
  unsigned i;

  snprintf (name, sizeof (name), "%s_verify", a->name);
  ref_verify = (eddsa_verify_func *) ref_sym (name);
  memset (pub, 0, n);
  pub[0] = 1;
  ASSERT (SHEX (base)->length == n);
  memcpy (sig, SHEX (base)->data, n);
  memset (sig + n, 0, n);
  sig[n] = 1;
  for (i = 0; i < 4; i++)
    {
      test_rand_bytes (sizeof (msg), msg);
      if (!a->verify (pub, 5 * i, msg, sig))
	test_fail ("%s: neutral public key: (B, 1) refused", a->name);
      if (ref_verify && !ref_verify (pub, 5 * i, msg, sig))
	test_fail ("%s: neutral public key: libhogweed 3.8.1 refuses (B, 1)", a->name);
    }
  test_ok ("%s: neutral public key: (B, 1) verifies for any message, as in Nettle",
	   a->name);
}

/* Random keys and messages: round trip, and byte-identical keys,
   signatures and verdicts (on a damaged signature) with the
   reference. */
static void
eddsa_check_random (const struct eddsa_alg *a, unsigned count)
{
  char name[100];
  eddsa_pub_func *ref_pub;
  eddsa_sign_func *ref_sign;
  eddsa_verify_func *ref_verify;
  size_t n = a->key_size;
  uint8_t priv[EDDSA_MAX], pub[EDDSA_MAX], rpub[EDDSA_MAX];
  uint8_t sig[2 * EDDSA_MAX], rsig[2 * EDDSA_MAX], msg[300];
  unsigned i;

  snprintf (name, sizeof (name), "%s_public_key", a->name);
  ref_pub = (eddsa_pub_func *) ref_sym (name);
  snprintf (name, sizeof (name), "%s_sign", a->name);
  ref_sign = (eddsa_sign_func *) ref_sym (name);
  snprintf (name, sizeof (name), "%s_verify", a->name);
  ref_verify = (eddsa_verify_func *) ref_sym (name);
  if (!ref_pub || !ref_sign || !ref_verify)
    ref_pub = NULL;

  for (i = 0; i < count; i++)
    {
      size_t len = test_rand_below (sizeof (msg));
      test_rand_bytes (n, priv);
      test_rand_bytes (len, msg);
      a->pub (pub, priv);
      a->sign (pub, priv, len, msg, sig);
      if (!a->verify (pub, len, msg, sig))
	test_fail ("%s: random key %u: own signature does not verify",
		   a->name, i);
      if (ref_pub)
	{
	  ref_pub (rpub, priv);
	  check_bytes ("public key vs libhogweed 3.8.1", pub, rpub, n);
	  ref_sign (pub, priv, len, msg, rsig);
	  check_bytes ("signature vs libhogweed 3.8.1", sig, rsig, 2 * n);
	  sig[i % (2 * n)] ^= 1 << (i % 8);
	  if (a->verify (pub, len, msg, sig) != ref_verify (pub, len, msg, sig))
	    test_fail ("%s: random key %u: verify differs from libhogweed 3.8.1",
		       a->name, i);
	}
    }
  if (ref_pub)
    test_ok ("%s: %u random keys and messages identical to libhogweed 3.8.1",
	     a->name, count);
  else
    test_ok ("%s: %u random keys and messages: round trip (no reference library, comparison skipped)",
	     a->name, count);
}

#endif /* EDDSA_CHECK_H_INCLUDED */
