/* chacha-poly1305-test.c

   Tests of ChaCha20-Poly1305 (chacha-poly1305.h): the RFC 8439
   vectors of sections 2.5.2 (Poly1305), 2.6.2 (key generation) and
   2.8.2 (AEAD), decryption, any split of data and associated data equal
   to one call, and the nettle_chacha_poly1305 descriptor.

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

#include "testutils.h"

#include "chacha-poly1305.h"
#include "chacha-internal.h"
#include "poly1305-internal.h"
#include "nettle-meta.h"

static const char sunscreen[] =
  "Ladies and Gentlemen of the class of '99: If I could offer you only "
  "one tip for the future, sunscreen would be it.";

/* RFC 8439 section 2.8.2. */
#define RFC_KEY "808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f"
#define RFC_NONCE "070000004041424344454647"
#define RFC_AAD "50515253c0c1c2c3c4c5c6c7"
#define RFC_CT \
  "d31a8d34648e60db7b86afbc53ef7ec2a4aded51296e08fea9e2b5a736ee62d6" \
  "3dbea45e8ca9671282fafb69da92728b1a71de0a9e060b2905d6a5b67ecd3b36" \
  "92ddbd7f2d778b8c9803aee328091b58fab324e4fad675945585808b4831d7bc" \
  "3ff4def08e4b7a9de576d26586cec64b6116"
#define RFC_TAG "1ae10b594f09e26a7e902ecbd0600691"

static void
test_aead (void)
{
  struct chacha_poly1305_ctx ctx;
  size_t n = sizeof (sunscreen) - 1;
  uint8_t out[sizeof (sunscreen)], tag[16];
  const struct tstring *aad = SHEX (RFC_AAD);

  chacha_poly1305_set_key (&ctx, SHEX (RFC_KEY)->data);
  chacha_poly1305_set_nonce (&ctx, SHEX (RFC_NONCE)->data);
  chacha_poly1305_update (&ctx, aad->length, aad->data);
  chacha_poly1305_encrypt (&ctx, n, out, (const uint8_t *) sunscreen);
  chacha_poly1305_digest (&ctx, 16, tag);
  check_bytes ("RFC 8439 2.8.2 ciphertext", out, SHEX (RFC_CT)->data, n);
  check_bytes ("RFC 8439 2.8.2 tag", tag, SHEX (RFC_TAG)->data, 16);

  chacha_poly1305_set_nonce (&ctx, SHEX (RFC_NONCE)->data);
  chacha_poly1305_update (&ctx, aad->length, aad->data);
  chacha_poly1305_decrypt (&ctx, n, out, out);
  chacha_poly1305_digest (&ctx, 7, tag);
  check_bytes ("RFC 8439 2.8.2 decryption", out,
	       (const uint8_t *) sunscreen, n);
  check_bytes ("RFC 8439 2.8.2 tag, 7 bytes", tag, SHEX (RFC_TAG)->data, 7);
  test_ok ("RFC 8439 section 2.8.2 AEAD encryption and decryption");
}

/* RFC 8439 section 2.6.2: the one-time key is block 0's first 32
   bytes; set_nonce keeps its second half in s. */
static void
test_keygen (void)
{
  struct chacha_poly1305_ctx ctx;
  const struct tstring *want = SHEX
    ("8ad5a08b905f81cc815040274ab29471a833b637e3fd0da508dbb8e2fdd1a646");
  chacha_poly1305_set_key (&ctx, SHEX (RFC_KEY)->data);
  chacha_poly1305_set_nonce (&ctx, SHEX ("000000000001020304050607")->data);
  check_bytes ("RFC 8439 2.6.2 s", ctx.s.b, want->data + 16, 16);
  ASSERT (ctx.chacha.state[12] == 1);
  test_ok ("RFC 8439 section 2.6.2 Poly1305 key generation");
}

/* RFC 8439 section 2.5.2, through the internal Poly1305 functions the
   AEAD uses. */
static void
test_poly1305 (void)
{
  const struct tstring *key = SHEX
    ("85d6be7857556d337f4452fe42d506a80103808afb0db2fd4abff6af4149f51b");
  const char msg[] = "Cryptographic Forum Research Group";
  uint8_t block[16];
  unsigned index;
  union nettle_block16 s;
  struct poly1305_ctx ctx;

  _nettle_poly1305_set_key (&ctx, key->data);
  index = _nettle_poly1305_update (&ctx, block, 0, sizeof (msg) - 1,
				   (const uint8_t *) msg);
  ASSERT (index == 2);
  block[index] = 1;
  memset (block + index + 1, 0, 16 - index - 1);
  _nettle_poly1305_block (&ctx, block, 0);
  memcpy (s.b, key->data + 16, 16);
  _nettle_poly1305_digest (&ctx, &s);
  check_bytes ("RFC 8439 2.5.2 tag", s.b,
	       SHEX ("a8061dc1305136c6c22b8baf0c0127a9")->data, 16);
  test_ok ("RFC 8439 section 2.5.2 Poly1305");
}

/* Random messages: associated data and message split at random
   points (message pieces multiples of 64 but the last) give the tag and
   ciphertext of one call; decryption in place inverts. */
#define MAXLEN 3000

static void
test_split (void)
{
  static uint8_t msg[MAXLEN], ct[MAXLEN], ct2[MAXLEN], aad[300];
  unsigned trial;

  for (trial = 0; trial < 400; trial++)
    {
      struct chacha_poly1305_ctx ctx;
      uint8_t key[32], nonce[12], tag[16], tag2[16];
      size_t length = trial < 200 ? trial * 7 : test_rand_below (MAXLEN + 1);
      size_t alength = test_rand_below (sizeof (aad) + 1);
      size_t pos, piece;

      test_rand_bytes (32, key);
      test_rand_bytes (12, nonce);
      test_rand_bytes (length, msg);
      test_rand_bytes (alength, aad);

      chacha_poly1305_set_key (&ctx, key);
      chacha_poly1305_set_nonce (&ctx, nonce);
      chacha_poly1305_update (&ctx, alength, aad);
      chacha_poly1305_encrypt (&ctx, length, ct, msg);
      chacha_poly1305_digest (&ctx, 16, tag);

      chacha_poly1305_set_nonce (&ctx, nonce);
      for (pos = 0; pos < alength; pos += piece)
	{
	  piece = test_rand_below (alength - pos + 1);
	  chacha_poly1305_update (&ctx, piece, aad + pos);
	}
      for (pos = 0; pos < length; pos += piece)
	{
	  piece = test_rand_below ((length - pos) / 64 + 1) * 64;
	  if (test_rand_below (4) == 0)
	    piece = length - pos;
	  chacha_poly1305_encrypt (&ctx, piece, ct2 + pos, msg + pos);
	}
      chacha_poly1305_digest (&ctx, 16, tag2);
      if (memcmp (ct, ct2, length) || memcmp (tag, tag2, 16))
	test_fail ("backend %s: length %zu, aad %zu: split encryption "
		   "differs", test_backend (), length, alength);

      chacha_poly1305_set_nonce (&ctx, nonce);
      chacha_poly1305_update (&ctx, alength, aad);
      chacha_poly1305_decrypt (&ctx, length, ct2, ct2);
      chacha_poly1305_digest (&ctx, 16, tag2);
      if (memcmp (msg, ct2, length) || memcmp (tag, tag2, 16))
	test_fail ("backend %s: length %zu, aad %zu: decryption differs",
		   test_backend (), length, alength);
    }
  test_ok ("split associated data and message equal one call; in-place "
	   "decryption inverts (random lengths 0-%u)", MAXLEN);
}

static void
test_descriptor (void)
{
  const struct nettle_aead *a = &nettle_chacha_poly1305;
  const struct nettle_aead *const *list = nettle_get_aeads ();
  size_t i;

  ASSERT (!strcmp (a->name, "chacha_poly1305"));
  ASSERT (a->context_size == sizeof (struct chacha_poly1305_ctx));
  ASSERT (a->block_size == 64 && a->key_size == 32
	  && a->nonce_size == 12 && a->digest_size == 16);
  for (i = 0; list[i]; i++)
    ;
  ASSERT (i > 0 && list[i - 1] == a);
  test_ok ("nettle_chacha_poly1305 descriptor, last in nettle_get_aeads");
}

void
test_main (void)
{
  test_poly1305 ();
  test_keygen ();
  test_aead ();
  test_split ();
  test_descriptor ();
}
