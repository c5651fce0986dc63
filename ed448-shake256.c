/* ed448-shake256.c

   Ed448 (RFC 8032 5.2): key generation, signing and verification, the
   procedures of eddsa-common.c over libnettle's SHAKE256 (114 bytes of
   output, the dom4 prefix of pure Ed448) and the group of
   ed448-point.c. Signing and key generation are constant time in the
   private key.

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
#include "sha3.h"

/* SHAKE256 (dom4 (0, "") || a || b || msg, 114): dom4 with phflag 0
   and an empty context is "SigEd448", 0, 0 (RFC 8032 5.2). The key
   hash has no prefix. */
static void
ed448_hash (uint8_t *digest, int dom, size_t alen, const uint8_t *a,
	    size_t blen, const uint8_t *b, size_t length, const uint8_t *msg)
{
  static const uint8_t dom4[10] =
    { 'S', 'i', 'g', 'E', 'd', '4', '4', '8', 0, 0 };
  struct sha3_256_ctx ctx;
  sha3_256_init (&ctx);
  if (dom)
    sha3_256_update (&ctx, sizeof (dom4), dom4);
  sha3_256_update (&ctx, alen, a);
  sha3_256_update (&ctx, blen, b);
  sha3_256_update (&ctx, length, msg);
  sha3_256_shake (&ctx, 2 * ED448_KEY_SIZE, digest);
}

/* RFC 8032 5.2.5 step 2. */
static void
ed448_clamp (uint8_t *h)
{
  curve448_clamp (h);
  h[56] = 0;
}

static void
ed448_mul_g_encode (uint8_t *enc, const uint8_t *k)
{
  struct ed448_point p;
  ed448_mul_g (&p, k);
  ed448_encode (enc, &p);
}

static int
ed448_check (uint8_t *enc, const uint8_t *pub,
	     const uint8_t *s, const uint8_t *k)
{
  struct ed448_point a, p;
  if (!ed448_decode (&a, pub))
    return 0;
  ed448_double_mul_vartime (&p, s, k, &a);
  ed448_encode (enc, &p);
  return 1;
}

static const struct eddsa_params ed448_shake256 =
  {
    ED448_KEY_SIZE, ed448_q, ed448_hash, ed448_clamp,
    ed448_mul_g_encode, ed448_check
  };

void
ed448_shake256_public_key (uint8_t *pub, const uint8_t *priv)
{
  eddsa_public_key (&ed448_shake256, pub, priv);
}

void
ed448_shake256_sign (const uint8_t *pub,
		     const uint8_t *priv,
		     size_t length, const uint8_t *msg,
		     uint8_t *signature)
{
  eddsa_sign (&ed448_shake256, pub, priv, length, msg, signature);
}

int
ed448_shake256_verify (const uint8_t *pub,
		       size_t length, const uint8_t *msg,
		       const uint8_t *signature)
{
  return eddsa_verify (&ed448_shake256, pub, length, msg, signature);
}
