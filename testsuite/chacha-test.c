/* chacha-test.c

   Tests of ChaCha20 (chacha.h): the RFC 8439 vectors of sections
   2.3.2 (block function) and 2.4.2 (encryption), the 64-bit counter
   carrying into word 13 and the 32-bit counter wrapping, split calls
   equal to one call, and the public functions against a block-at-a-time
   model on the core, under whatever backend this run selects.

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

#include "chacha.h"
#include "chacha-internal.h"
#include "macros.h"

static const char sunscreen[] =
  "Ladies and Gentlemen of the class of '99: If I could offer you only "
  "one tip for the future, sunscreen would be it.";

static void
set_rfc_key (struct chacha_ctx *ctx)
{
  uint8_t key[32];
  unsigned i;
  for (i = 0; i < 32; i++)
    key[i] = i;
  chacha_set_key (ctx, key);
}

/* RFC 8439 section 2.3.2: key 00..1f, nonce 000000090000004a00000000,
   block count 1. */
static void
test_block (void)
{
  struct chacha_ctx ctx;
  uint8_t zero[64], out[64];
  static const uint8_t counter[4] = { 1, 0, 0, 0 };
  const struct tstring *want = SHEX
    ("10f1e7e4d13b5915500fdd1fa32071c4c7d1f4c733c068030422aa9ac3d46c4e"
     "d2826446079faa0914c2d705d98b02a2b5129cd1de164eb9cbd083e8a2503c4e");

  memset (zero, 0, sizeof (zero));
  set_rfc_key (&ctx);
  chacha_set_nonce96 (&ctx, SHEX ("000000090000004a00000000")->data);
  chacha_set_counter32 (&ctx, counter);
  chacha_crypt32 (&ctx, 64, out, zero);
  check_bytes ("RFC 8439 2.3.2 block", out, want->data, 64);
  ASSERT (ctx.state[12] == 2);
  test_ok ("RFC 8439 section 2.3.2 block function");
}

/* RFC 8439 section 2.4.2: nonce 000000000000004a00000000, initial
   counter 1, the 114-byte "sunscreen" plaintext. */
static const char sunscreen_ct[] =
  "6e2e359a2568f98041ba0728dd0d6981e97e7aec1d4360c20a27afccfd9fae0b"
  "f91b65c5524733ab8f593dabcd62b3571639d624e65152ab8f530c359f0861d8"
  "07ca0dbf500d6a6156a38e088a22b65e52bc514d16ccf806818ce91ab7793736"
  "5af90bbf74a35be6b40b8eedf2785e42874d";

static void
test_encryption (void)
{
  struct chacha_ctx ctx;
  const struct tstring *want = SHEX (sunscreen_ct);
  size_t n = sizeof (sunscreen) - 1;
  static const uint8_t counter[4] = { 1, 0, 0, 0 };
  uint8_t out[sizeof (sunscreen)];

  ASSERT (want->length == n);
  set_rfc_key (&ctx);
  chacha_set_nonce96 (&ctx, SHEX ("000000000000004a00000000")->data);
  chacha_set_counter32 (&ctx, counter);
  chacha_crypt32 (&ctx, n, out, (const uint8_t *) sunscreen);
  check_bytes ("RFC 8439 2.4.2 encryption", out, want->data, n);

  /* In place, and as 64 + the rest. */
  set_rfc_key (&ctx);
  chacha_set_nonce96 (&ctx, SHEX ("000000000000004a00000000")->data);
  chacha_set_counter32 (&ctx, counter);
  memcpy (out, sunscreen, n);
  chacha_crypt32 (&ctx, 64, out, out);
  chacha_crypt32 (&ctx, n - 64, out + 64, out + 64);
  check_bytes ("RFC 8439 2.4.2 in place, split", out, want->data, n);
  test_ok ("RFC 8439 section 2.4.2 encryption, one call and split");
}

/* The model: one block at a time on the portable core. */
static void
model (uint32_t *state, int wide, size_t length, uint8_t *dst,
       const uint8_t *src)
{
  uint32_t x[16];
  size_t i, j;
  for (i = 0; i < length; i += 64)
    {
      _nettle_chacha_core (x, state, 20);
      for (j = 0; j < 64 && i + j < length; j++)
	dst[i + j] = src[i + j] ^ ((const uint8_t *) x)[j];
      if (++state[12] == 0 && wide)
	state[13]++;
    }
}

#define MAXLEN (64 * 56 + 63)	/* 3 16-block steps + 7 blocks + 63 */

/* Random keys, nonces and counters (some just below 2^32, so that
   word 12 wraps in the call), every length up to several 16-block
   strides, misaligned, in place and not, in one or two calls. */
static void
test_model (void)
{
  static uint8_t src[MAXLEN + 16], dst[MAXLEN + 16], ref[MAXLEN + 16];
  unsigned trial;

  for (trial = 0; trial < 3000; trial++)
    {
      struct chacha_ctx ctx;
      uint32_t ref_state[16];
      uint8_t key[32];
      int wide = trial & 1;
      size_t length = trial < 2 * (MAXLEN / 8)
	? (trial / 2) * 4 + (trial & 2) : test_rand_below (MAXLEN + 1);
      size_t split;
      unsigned off = test_rand_below (16), doff = test_rand_below (16);
      int in_place = (trial % 3) == 0;
      uint8_t *d = in_place ? src + off : dst + doff;

      if (length > MAXLEN)
	length = MAXLEN;
      test_rand_bytes (32, key);
      chacha_set_key (&ctx, key);
      test_rand_bytes (12, key);
      chacha_set_nonce96 (&ctx, key);
      switch (trial % 5)
	{
	case 0:
	  ctx.state[12] = -(uint32_t) test_rand_below (56);
	  break;
	case 1:
	  ctx.state[12] = -(uint32_t) test_rand_below (56);
	  ctx.state[13] = 0xffffffff;
	  break;
	default:
	  ctx.state[12] = test_rand_u32 ();
	}
      memcpy (ref_state, ctx.state, sizeof (ref_state));
      test_rand_bytes (length, src + off);
      model (ref_state, wide, length, ref, src + off);

      /* The first call a multiple of 64 bytes. */
      split = trial & 4 ? test_rand_below (length / 64 + 1) * 64 : length;
      if (wide)
	{
	  chacha_crypt (&ctx, split, d, src + off);
	  chacha_crypt (&ctx, length - split, d + split, src + off + split);
	}
      else
	{
	  chacha_crypt32 (&ctx, split, d, src + off);
	  chacha_crypt32 (&ctx, length - split, d + split, src + off + split);
	}
      if (memcmp (d, ref, length))
	{
	  size_t i;
	  for (i = 0; d[i] == ref[i]; i++)
	    ;
	  test_fail ("%s, backend %s: length %zu (split %zu), counter %08x, "
		     "%s: differs at byte %zu", wide ? "chacha_crypt"
		     : "chacha_crypt32", test_backend (), length, split,
		     (unsigned) ref_state[12], in_place ? "in place"
		     : "out of place", i);
	}
      if (memcmp (ctx.state, ref_state, sizeof (ref_state)))
	test_fail ("%s: length %zu: state after the call differs",
		   wide ? "chacha_crypt" : "chacha_crypt32", length);
    }
  test_ok ("chacha_crypt and chacha_crypt32 equal the block model: lengths "
	   "0-%u, counters wrapping, split, misaligned, in place", MAXLEN);
}

/* Word 12 wraps: chacha_crypt carries into word 13 (the 64-bit
   counter of the original ChaCha), chacha_crypt32 does not. */
static void
test_wrap (void)
{
  struct chacha_ctx a, b;
  uint8_t buf[256], buf2[256];
  static const uint8_t c64[8] = { 0xfe, 0xff, 0xff, 0xff, 0x41, 0, 0, 0 };

  memset (buf, 0, sizeof (buf));
  memset (buf2, 0, sizeof (buf2));
  set_rfc_key (&a);
  chacha_set_nonce (&a, SHEX ("0001020304050607")->data);
  chacha_set_counter (&a, c64);
  b = a;
  chacha_crypt (&a, 256, buf, buf);
  ASSERT (a.state[12] == 2 && a.state[13] == 0x42);
  chacha_crypt32 (&b, 256, buf2, buf2);
  ASSERT (b.state[12] == 2 && b.state[13] == 0x41);
  ASSERT (memcmp (buf, buf2, 128) == 0);
  ASSERT (memcmp (buf + 128, buf2 + 128, 64) != 0);

  /* Block 2 of a is block 0 with counter word 13 = 0x42. */
  set_rfc_key (&b);
  chacha_set_nonce (&b, SHEX ("0001020304050607")->data);
  b.state[13] = 0x42;
  memset (buf2, 0, 64);
  chacha_crypt (&b, 64, buf2, buf2);
  check_bytes ("64-bit counter carry", buf + 128, buf2, 64);

  /* The nonce setters. */
  chacha_set_nonce (&a, SHEX ("0001020304050607")->data);
  ASSERT (a.state[12] == 0 && a.state[13] == 0
	  && a.state[14] == 0x03020100 && a.state[15] == 0x07060504);
  test_ok ("64-bit counter carries into word 13, 32-bit counter wraps");
}

void
test_main (void)
{
  test_block ();
  test_encryption ();
  test_wrap ();
  test_model ();
}
