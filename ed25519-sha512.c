/* ed25519-sha512.c

   Ed25519 (RFC 8032 5.1): key generation (5.1.5), signing (5.1.6) and
   verification (5.1.7), with libnettle's SHA-512. Signing and key
   generation are constant time in the private key.

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

#include <string.h>

#include "eddsa.h"
#include "eddsa-internal.h"
#include "sha2.h"

/* h = SHA-512 (priv), its first half clamped into the secret scalar
   (RFC 8032 5.1.5 steps 1-2); the second half is the nonce prefix. */
static void
expand_key (uint8_t *h, const uint8_t *priv)
{
  struct sha512_ctx ctx;
  sha512_init (&ctx);
  sha512_update (&ctx, ED25519_KEY_SIZE, priv);
  sha512_digest (&ctx, SHA512_DIGEST_SIZE, h);
  h[0] &= 248;
  h[31] &= 127;
  h[31] |= 64;
}

/* r = SHA-512 (a || b || msg) mod q. */
static void
hash_mod_q (uint8_t *r, const uint8_t *a, size_t blen, const uint8_t *b,
	    size_t length, const uint8_t *msg)
{
  struct sha512_ctx ctx;
  uint8_t h[SHA512_DIGEST_SIZE];
  sha512_init (&ctx);
  sha512_update (&ctx, 32, a);
  sha512_update (&ctx, blen, b);
  sha512_update (&ctx, length, msg);
  sha512_digest (&ctx, sizeof (h), h);
  eddsa_scalar_reduce (r, ed25519_q, 32, sizeof (h), h);
}

void
ed25519_sha512_public_key (uint8_t *pub, const uint8_t *priv)
{
  uint8_t h[SHA512_DIGEST_SIZE];
  struct ed25519_point a;
  expand_key (h, priv);
  ed25519_mul_g (&a, h);
  ed25519_encode (pub, &a);
}

void
ed25519_sha512_sign (const uint8_t *pub,
		     const uint8_t *priv,
		     size_t length, const uint8_t *msg,
		     uint8_t *signature)
{
  uint8_t h[SHA512_DIGEST_SIZE], r[32], k[32];
  struct ed25519_point rp;

  expand_key (h, priv);
  /* r = SHA-512 (prefix || M), R = r B. */
  hash_mod_q (r, h + 32, 0, NULL, length, msg);
  ed25519_mul_g (&rp, r);
  ed25519_encode (signature, &rp);
  /* k = SHA-512 (R || A || M), S = r + k s. */
  hash_mod_q (k, signature, ED25519_KEY_SIZE, pub, length, msg);
  eddsa_scalar_muladd (signature + 32, ed25519_q, 32, r, k, 32, h);
}

int
ed25519_sha512_verify (const uint8_t *pub,
		       size_t length, const uint8_t *msg,
		       const uint8_t *signature)
{
  struct ed25519_point a, p, t;
  uint8_t k[32], rb[32];

  if (!ed25519_decode (&a, pub))
    return 0;
  if (!eddsa_scalar_lt (signature + 32, 32, ed25519_q, 32))
    return 0;

  hash_mod_q (k, signature, ED25519_KEY_SIZE, pub, length, msg);
  /* S B - k A, compared with R as bytes: our encoding is canonical, so
     the bytes match exactly when R is the valid encoding of this
     point, which is what decoding R and comparing points would say. */
  ed25519_neg (&a, &a);
  ed25519_mul (&p, k, &a);
  ed25519_mul_g (&t, signature + 32);
  ed25519_add (&p, &p, &t);
  ed25519_encode (rb, &p);
  return memcmp (rb, signature, 32) == 0;
}
