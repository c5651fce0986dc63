/* ed25519-sha512.c

   Ed25519 (RFC 8032 5.1): key generation, signing and verification,
   the procedures of eddsa-common.c over libnettle's SHA-512 (no dom
   prefix) and the group of ed25519-point.c. Signing and key
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

#include "eddsa.h"
#include "eddsa-internal.h"
#include "sha2.h"

/* Ed25519 has no dom prefix: SHA-512 (a || b || msg). */
static void
ed25519_hash (uint8_t *digest, int dom, size_t alen, const uint8_t *a,
	      size_t blen, const uint8_t *b, size_t length, const uint8_t *msg)
{
  struct sha512_ctx ctx;
  (void) dom;
  sha512_init (&ctx);
  sha512_update (&ctx, alen, a);
  sha512_update (&ctx, blen, b);
  sha512_update (&ctx, length, msg);
  sha512_digest (&ctx, SHA512_DIGEST_SIZE, digest);
}

/* RFC 8032 5.1.5 step 2. */
static void
ed25519_clamp (uint8_t *h)
{
  curve25519_clamp (h);
}

static void
ed25519_mul_g_encode (uint8_t *enc, const uint8_t *k)
{
  struct ed25519_point p;
  ed25519_mul_g (&p, k);
  ed25519_encode (enc, &p);
}

static int
ed25519_check (uint8_t *enc, const uint8_t *pub,
	       const uint8_t *s, const uint8_t *k)
{
  struct ed25519_point a, p;
  if (!ed25519_decode (&a, pub))
    return 0;
  ed25519_double_mul_vartime (&p, s, k, &a);
  ed25519_encode_vartime (enc, &p);
  return 1;
}

static const struct eddsa_params ed25519_sha512 =
  {
    ED25519_KEY_SIZE, ed25519_q, ed25519_hash, ed25519_clamp,
    ed25519_mul_g_encode, ed25519_check
  };

void
ed25519_sha512_public_key (uint8_t *pub, const uint8_t *priv)
{
  eddsa_public_key (&ed25519_sha512, pub, priv);
}

void
ed25519_sha512_sign (const uint8_t *pub,
		     const uint8_t *priv,
		     size_t length, const uint8_t *msg,
		     uint8_t *signature)
{
  eddsa_sign (&ed25519_sha512, pub, priv, length, msg, signature);
}

int
ed25519_sha512_verify (const uint8_t *pub,
		       size_t length, const uint8_t *msg,
		       const uint8_t *signature)
{
  return eddsa_verify (&ed25519_sha512, pub, length, msg, signature);
}
