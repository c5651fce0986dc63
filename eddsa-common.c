/* eddsa-common.c

   The procedures of RFC 8032 shared by Ed25519 and Ed448: key
   generation, signing and verification over a struct eddsa_params
   (the curve's group, its hash and dom prefix). Key generation and
   signing are constant time in the private key when the params'
   routines are.

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
#include <string.h>

#include "eddsa-internal.h"

/* h = H (priv), the first half clamped into the secret scalar, the
   second the nonce prefix (5.1.5 / 5.2.5 steps 1-2). */
static void
expand_key (const struct eddsa_params *e, uint8_t *h, const uint8_t *priv)
{
  e->hash (h, 0, e->nbytes, priv, 0, NULL, 0, NULL);
  e->clamp (h);
}

/* r = H (dom || a || b || msg) mod q. */
static void
hash_mod_q (const struct eddsa_params *e, uint8_t *r, const uint8_t *a,
	    size_t blen, const uint8_t *b, size_t length, const uint8_t *msg)
{
  uint8_t h[2 * EDDSA_MAX_BYTES];
  e->hash (h, 1, e->nbytes, a, blen, b, length, msg);
  eddsa_scalar_reduce (r, e->q, e->nbytes, 2 * e->nbytes, h);
}

void
eddsa_public_key (const struct eddsa_params *e, uint8_t *pub,
		  const uint8_t *priv)
{
  uint8_t h[2 * EDDSA_MAX_BYTES], s[EDDSA_MAX_BYTES];
  assert (e->nbytes <= EDDSA_MAX_BYTES);
  expand_key (e, h, priv);
  /* s mod q gives the same point (B has order q) and suits mul_g. */
  eddsa_scalar_reduce (s, e->q, e->nbytes, e->nbytes, h);
  e->mul_g (pub, s);
}

void
eddsa_sign (const struct eddsa_params *e, const uint8_t *pub,
	    const uint8_t *priv, size_t length, const uint8_t *msg,
	    uint8_t *signature)
{
  uint8_t h[2 * EDDSA_MAX_BYTES], r[EDDSA_MAX_BYTES], k[EDDSA_MAX_BYTES];
  size_t n = e->nbytes;

  assert (n <= EDDSA_MAX_BYTES);
  expand_key (e, h, priv);
  /* r = H (dom || prefix || M), R = r B. */
  hash_mod_q (e, r, h + n, 0, NULL, length, msg);
  e->mul_g (signature, r);
  /* k = H (dom || R || A || M), S = r + k s. */
  hash_mod_q (e, k, signature, n, pub, length, msg);
  eddsa_scalar_muladd (signature + n, e->q, n, r, k, n, h);
}

int
eddsa_verify (const struct eddsa_params *e, const uint8_t *pub,
	      size_t length, const uint8_t *msg, const uint8_t *signature)
{
  uint8_t k[EDDSA_MAX_BYTES], rb[EDDSA_MAX_BYTES];
  size_t n = e->nbytes;

  assert (n <= EDDSA_MAX_BYTES);
  if (!eddsa_scalar_lt (signature + n, n, e->q, n))
    return 0;
  hash_mod_q (e, k, signature, n, pub, length, msg);
  /* S B - k A, compared with R as bytes: our encoding is canonical, so
     the bytes match exactly when R is the valid encoding of this
     point, which is what decoding R and comparing points would say. */
  if (!e->check (rb, pub, signature + n, k))
    return 0;
  return memcmp (rb, signature, n) == 0;
}
