/* salsa20-test.c

   Tests of Salsa20 and Salsa20/12 (salsa20.h): eSTREAM known answers,
   the core and 2core, the 64-bit counter, and the public functions
   against a block-at-a-time model, under this run's backend.

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

#include "salsa20.h"
#include "salsa20-internal.h"

/* eSTREAM's Salsa20 verified test vectors ("verified.test-vectors",
   Salsa20/20, 128-bit and 256-bit keys), Set 1, vector# 0: key 80 00
   ... 00, IV 0, stream[0..63]. The Salsa20/12 rows are the same inputs
   with 12 rounds, as Debian's Nettle 3.8.1 computes them. */
static const struct
{
  unsigned key_size, rounds;
  const char *stream;
} kat[] =
  {
    { 16, 20, "4dfa5e481da23ea09a31022050859936da52fcee218005164f267cb65f5cfd7f"
	      "2b4f97e0ff16924a52df269515110a07f9e460bc65ef95da58f740b7d1dbb0aa" },
    { 32, 20, "e3be8fdd8beca2e3ea8ef9475b29a6e7003951e1097a5c38d23b7a5fad9f6844"
	      "b22c97559e2723c7cbbd3fe4fc8d9a0744652a83e72a9c461876af4d7ef1a117" },
    { 16, 12, "fc207dbfc76c5e1774961e7a5aad09069b2225ac1ce0fe7a0ce77003e7e5bdf8"
	      "b31af821000813e6c56b8c1771d6ee7039b2fbd0a68e8ad70a3944b677937897" },
    { 32, 12, "afe411ed1c4e07e4d0cde3b33e31ec190fa4cc796a58bafb848ead8d07d02cd2"
	      "d4b6f9f30cb0b57007e3733895cc8d1060107975acaeeb689b6cf614ab64a3d6" },
  };

static void
s20_crypt (struct salsa20_ctx *ctx, unsigned rounds, size_t length,
       uint8_t *dst, const uint8_t *src)
{
  if (rounds == 20)
    salsa20_crypt (ctx, length, dst, src);
  else
    salsa20r12_crypt (ctx, length, dst, src);
}

static void
test_kat (void)
{
  size_t i;
  for (i = 0; i < sizeof (kat) / sizeof (kat[0]); i++)
    {
      struct salsa20_ctx ctx;
      uint8_t key[32], zero[64], out[64];
      const struct tstring *want = SHEX (kat[i].stream);

      memset (key, 0, sizeof (key));
      memset (zero, 0, sizeof (zero));
      key[0] = 0x80;
      salsa20_set_key (&ctx, kat[i].key_size, key);
      salsa20_set_nonce (&ctx, zero);
      s20_crypt (&ctx, kat[i].rounds, 64, out, zero);
      check_bytes ("eSTREAM set 1 vector 0", out, want->data, 64);
      ASSERT (ctx.input[8] == 1 && ctx.input[9] == 0);

      /* The same through the key-size setters and salsa20_set_iv. */
      if (kat[i].key_size == 16)
	salsa20_128_set_key (&ctx, key);
      else
	salsa20_256_set_key (&ctx, key);
      salsa20_set_iv (&ctx, zero);
      memcpy (out, zero, 64);
      s20_crypt (&ctx, kat[i].rounds, 7, out, out);
      s20_crypt (&ctx, kat[i].rounds, 0, out, out);
      check_bytes ("eSTREAM set 1 vector 0, 7 bytes", out, want->data, 7);
      test_ok ("eSTREAM set 1 vector 0, Salsa20/%u, %u-bit key",
	       kat[i].rounds, 8 * kat[i].key_size);
    }
}

static void
model (uint32_t *state, unsigned rounds, size_t length, uint8_t *dst,
       const uint8_t *src)
{
  uint32_t x[16];
  size_t i, j;
  for (i = 0; i < length; i += 64)
    {
      _nettle_salsa20_core (x, state, rounds);
      for (j = 0; j < 64 && i + j < length; j++)
	dst[i + j] = src[i + j] ^ ((const uint8_t *) x)[j];
      if (++state[8] == 0)
	state[9]++;
    }
}

static void
test_2core (void)
{
  uint32_t s[16], two[32], one[16];
  unsigned i;
  for (i = 0; i < 16; i++)
    s[i] = test_rand_u32 ();
  s[8] = 0xffffffff;
  _nettle_salsa20_2core (two, s, 20);
  _nettle_salsa20_core (one, s, 20);
  ASSERT (memcmp (two, one, 64) == 0);
  s[8] = 0;
  s[9]++;
  _nettle_salsa20_core (one, s, 20);
  ASSERT (memcmp (two + 16, one, 64) == 0);
  test_ok ("_nettle_salsa20_2core: two blocks, counter carry");
}

#define MAXLEN (64 * 40 + 63)

static void
test_model (void)
{
  static uint8_t src[MAXLEN + 16], dst[MAXLEN + 16], ref[MAXLEN + 16];
  unsigned trial;

  for (trial = 0; trial < 2000; trial++)
    {
      struct salsa20_ctx ctx;
      uint32_t ref_state[16];
      uint8_t key[32];
      unsigned rounds = trial & 1 ? 12 : 20;
      size_t length = trial < 2 * (MAXLEN / 8)
	? (trial / 2) * 4 + (trial & 2) : test_rand_below (MAXLEN + 1);
      size_t split;
      unsigned off = test_rand_below (16), doff = test_rand_below (16);
      int in_place = (trial % 3) == 0;
      uint8_t *d = in_place ? src + off : dst + doff;

      if (length > MAXLEN)
	length = MAXLEN;
      test_rand_bytes (32, key);
      salsa20_set_key (&ctx, trial & 2 ? 16 : 32, key);
      salsa20_set_nonce (&ctx, key + 8);
      if (trial % 4 == 0)
	ctx.input[8] = -(uint32_t) test_rand_below (40);
      else
	ctx.input[8] = test_rand_u32 ();
      ctx.input[9] = test_rand_u32 ();
      memcpy (ref_state, ctx.input, sizeof (ref_state));
      test_rand_bytes (length, src + off);
      model (ref_state, rounds, length, ref, src + off);

      split = trial & 4 ? test_rand_below (length / 64 + 1) * 64 : length;
      s20_crypt (&ctx, rounds, split, d, src + off);
      s20_crypt (&ctx, rounds, length - split, d + split, src + off + split);
      if (memcmp (d, ref, length))
	test_fail ("salsa20/%u, backend %s: length %zu (split %zu), counter "
		   "%08x: wrong output", rounds, test_backend (), length,
		   split, (unsigned) ref_state[8]);
      if (memcmp (ctx.input, ref_state, sizeof (ref_state)))
	test_fail ("salsa20/%u: length %zu: state after the call differs",
		   rounds, length);
    }
  test_ok ("salsa20_crypt and salsa20r12_crypt equal the block model: "
	   "lengths 0-%u, counters carrying, split, misaligned, in place",
	   MAXLEN);
}

static void
bad_key_size (void *arg)
{
  struct salsa20_ctx ctx;
  uint8_t key[32] = { 0 };
  salsa20_set_key (&ctx, 24, key);
}

void
test_main (void)
{
  test_kat ();
  test_2core ();
  test_model ();
  ASSERT (test_aborts (bad_key_size, NULL));
  test_ok ("salsa20_set_key with 24 bytes aborts");
}
