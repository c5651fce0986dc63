/* testsuite/yarrow-test.c

   Tests of Yarrow-256 and the key event estimator (yarrow.h).

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

#include "testutils.h"

#include <string.h>

#include "yarrow.h"

static struct yarrow256_ctx bad_ctx;
static struct yarrow_source bad_sources[2];

static void
bad_source (void *arg)
{
  uint8_t x = 0;
  (void) arg;
  yarrow256_init (&bad_ctx, 2, bad_sources);
  yarrow256_update (&bad_ctx, 2, 1, 1, &x);
}

static void
bad_random (void *arg)
{
  uint8_t x;
  (void) arg;
  yarrow256_init (&bad_ctx, 2, bad_sources);
  yarrow256_random (&bad_ctx, 1, &x);
}

static void
bad_seed (void *arg)
{
  (void) arg;
  yarrow256_init (&bad_ctx, 2, bad_sources);
  yarrow256_seed (&bad_ctx, 0, (const uint8_t *) "");
}

/* A fixed scenario; the outputs E1..E5 are those of Debian's Nettle
   3.8.1 for the same calls (compat-cipher3-prog compares the two
   libraries on random scenarios too). */
static void
test_scenario (void)
{
  struct yarrow256_ctx ctx;
  struct yarrow_source sources[2];
  uint8_t buf[64], out[40];
  unsigned i;

  yarrow256_init (&ctx, 2, sources);
  ASSERT (!yarrow256_is_seeded (&ctx));
  ASSERT (yarrow256_needed_sources (&ctx) == 2);

  /* Unseeded: samples go to the slow pool; 4 bits per octet at most. */
  memset (buf, 'a', sizeof (buf));
  ASSERT (yarrow256_update (&ctx, 0, 100, 32, buf) == 0);
  ASSERT (sources[0].estimate[YARROW_SLOW] == 100);
  memset (buf, 'b', sizeof (buf));
  ASSERT (yarrow256_update (&ctx, 0, 200, 64, buf) == 0);
  ASSERT (sources[0].estimate[YARROW_SLOW] == 300);
  ASSERT (yarrow256_needed_sources (&ctx) == 1);
  ASSERT (yarrow256_update (&ctx, 1, 0, 0, buf) == 0);
  memset (buf, 'c', sizeof (buf));
  ASSERT (yarrow256_update (&ctx, 1, 1000, 40, buf) == 1);
  ASSERT (yarrow256_is_seeded (&ctx));
  ASSERT (sources[0].estimate[YARROW_SLOW] == 0);
  ASSERT (sources[1].estimate[YARROW_SLOW] == 0);
  yarrow256_random (&ctx, 40, out);
  check_bytes ("E1", out,
	       SHEX ("412c6f55b3518a7c0f590fbc54271b043e3a176da3c024b0"
		     "8ae798dcbafaf53b1adc0150a9327b6b")->data, 40);

  /* Seeded: each source alternates fast, slow, fast, ... */
  memset (buf, 'd', sizeof (buf));
  ASSERT (yarrow256_update (&ctx, 0, 50, 16, buf) == 0);
  ASSERT (sources[0].estimate[YARROW_FAST] == 50);
  ASSERT (yarrow256_update (&ctx, 0, 50, 16, buf) == 0);
  ASSERT (sources[0].estimate[YARROW_SLOW] == 50);
  ASSERT (yarrow256_update (&ctx, 0, 60, 16, buf) == 1);
  ASSERT (sources[0].estimate[YARROW_FAST] == 0);
  yarrow256_random (&ctx, 20, out);
  check_bytes ("E2", out,
	       SHEX ("94d7d4eae56dcda265ebbc5993e9998d6c0f9438")->data, 20);

  for (i = 0; i < 32; i++)
    buf[i] = i;
  yarrow256_seed (&ctx, 32, buf);
  yarrow256_random (&ctx, 16, out);
  check_bytes ("E3", out, SHEX ("04fdb3e26f26d9b2e96fc4a66db90f84")->data, 16);
  yarrow256_force_reseed (&ctx);
  yarrow256_random (&ctx, 3, out);
  check_bytes ("E4", out, SHEX ("cadab1")->data, 3);

  /* No sources at all, seeded from a seed file alone. */
  yarrow256_init (&ctx, 0, NULL);
  yarrow256_seed (&ctx, 32, buf);
  yarrow256_random (&ctx, 32, out);
  check_bytes ("E5", out,
	       SHEX ("c8d5ef0dff0a5bb44ee20b5a8be66d5e"
		     "a1098d4076590fe634d1a88cc96b27bf")->data, 32);
  test_ok ("fixed scenario: estimates, reseeds, outputs as Nettle 3.8.1");
}

/* Entropy claims saturate at 2^20 and never overflow. */
static void
test_saturation (void)
{
  struct yarrow256_ctx ctx;
  struct yarrow_source sources[1];
  static uint8_t big[300000];

  yarrow256_init (&ctx, 1, sources);
  ASSERT (yarrow256_update (&ctx, 0, 0xffffffff, sizeof (big), big) == 0);
  ASSERT (sources[0].estimate[YARROW_SLOW] == 0x100000);
  ASSERT (yarrow256_update (&ctx, 0, 0xffffffff, sizeof (big), big) == 0);
  ASSERT (sources[0].estimate[YARROW_SLOW] == 0x100000);
  /* One source is not enough for the slow pool. */
  ASSERT (yarrow256_needed_sources (&ctx) == 1);
  ASSERT (!yarrow256_is_seeded (&ctx));
  test_ok ("entropy estimates saturate at 2^20");
}

/* Two contexts given the same calls agree, for every request length
   up to 100; successive requests give different bytes (each ends with
   a new key). */
static void
test_determinism (void)
{
  struct yarrow256_ctx a, b;
  uint8_t seed[YARROW256_SEED_FILE_SIZE], x[100], y[100];
  unsigned n;

  test_rand_bytes (sizeof (seed), seed);
  yarrow256_init (&a, 0, NULL);
  yarrow256_init (&b, 0, NULL);
  yarrow256_seed (&a, sizeof (seed), seed);
  yarrow256_seed (&b, sizeof (seed), seed);
  for (n = 0; n <= 100; n++)
    {
      yarrow256_random (&a, n, x);
      yarrow256_random (&b, n, y);
      check_bytes ("same calls, same output", x, y, n);
    }
  yarrow256_random (&a, 32, x);
  yarrow256_random (&a, 32, y);
  ASSERT (memcmp (x, y, 32) != 0);
  test_ok ("equal call sequences give equal output; requests differ");
}

static void
test_key_events (void)
{
  struct yarrow_key_event_ctx ctx;
  unsigned i;

  yarrow_key_event_init (&ctx);
  /* No previous time: no timing bit; the first 16 distinct keys only
     fill the buffer. */
  ASSERT (yarrow_key_event_estimate (&ctx, 'a', 1000) == 0);
  ASSERT (yarrow_key_event_estimate (&ctx, 'b', 1255) == 0);
  ASSERT (yarrow_key_event_estimate (&ctx, 'c', 1511) == 1);
  ASSERT (yarrow_key_event_estimate (&ctx, 'd', 1000) == 0);
  for (i = 0; i < 12; i++)
    ASSERT (yarrow_key_event_estimate (&ctx, 'e' + i, 1000) == 0);
  /* A repeat of a recent key is worth nothing, a new one a bit. */
  ASSERT (yarrow_key_event_estimate (&ctx, 'a', 1000) == 0);
  ASSERT (yarrow_key_event_estimate (&ctx, 'z', 1000) == 1);
  ASSERT (yarrow_key_event_estimate (&ctx, 'z', 2000) == 1);
  /* 'a' was the oldest and has been replaced by 'z'. */
  ASSERT (yarrow_key_event_estimate (&ctx, 'a', 2000) == 1);
  /* Key 0 means a timing-only event. */
  ASSERT (yarrow_key_event_estimate (&ctx, 0, 5000) == 1);
  ASSERT (yarrow_key_event_estimate (&ctx, 0, 100) == 0);
  ASSERT (ctx.previous == 100);
  test_ok ("yarrow_key_event_estimate: timing and key bits");
}

void
test_main (void)
{
  ASSERT (sizeof (struct yarrow_source) == 12);
  ASSERT (sizeof (struct yarrow_key_event_ctx) == 72);

  test_scenario ();
  test_saturation ();
  test_determinism ();
  test_key_events ();

  if (!test_aborts (bad_source, NULL))
    test_fail ("yarrow256_update with a bad source did not assert");
  if (!test_aborts (bad_random, NULL))
    test_fail ("yarrow256_random unseeded did not assert");
  if (!test_aborts (bad_seed, NULL))
    test_fail ("yarrow256_seed of 0 octets did not assert");
  test_ok ("bad source, unseeded output, empty seed assert");
}
