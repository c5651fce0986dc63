/* arctwo-test.c

   ARCTWO: the RFC 2268 section 5 vectors, every key set-up entry
   point and descriptor, round trips in place, and the asserts.

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

#include "arctwo.h"
#include "nettle-meta.h"

/* RFC 2268 section 5: key, effective key bits, plaintext, ciphertext. */
static const struct
{
  const char *key;
  unsigned ekb;
  const char *pt;
  const char *ct;
} kats[] = {
  { "0000000000000000", 63, "0000000000000000", "ebb773f993278eff" },
  { "ffffffffffffffff", 64, "ffffffffffffffff", "278b27e42e2f0d49" },
  { "3000000000000000", 64, "1000000000000001", "30649edf9be7d2c2" },
  { "88", 64, "0000000000000000", "61a8a244adacccf0" },
  { "88bca90e90875a", 64, "0000000000000000", "6ccf4308974c267f" },
  { "88bca90e90875a7f0f79c384627bafb2", 64, "0000000000000000",
    "1a807d272bbe5db1" },
  { "88bca90e90875a7f0f79c384627bafb2", 128, "0000000000000000",
    "2269552ab0f85ca6" },
  { "88bca90e90875a7f0f79c384627bafb216f80a6f85920584"
    "c42fceb0be255daf1e", 129, "0000000000000000", "5b78d3a43dfff1f1" },
};

static void
bad_length(void *arg)
{
  struct arctwo_ctx ctx;
  uint8_t block[16] = { 0 };
  arctwo_set_key(&ctx, 8, block);
  arctwo_encrypt(&ctx, *(size_t *) arg, block, block);
}

static void
bad_key(void *arg)
{
  struct arctwo_ctx ctx;
  static uint8_t key[129];
  arctwo_set_key(&ctx, *(size_t *) arg, key);
}

static void
bad_ekb(void *arg)
{
  struct arctwo_ctx ctx;
  uint8_t key[8] = { 0 };
  (void) arg;
  arctwo_set_key_ekb(&ctx, 8, key, 1025);
}

static void
check_one(const char *what, const struct arctwo_ctx *ref,
	  const struct nettle_cipher *c, const uint8_t *key)
{
  struct arctwo_ctx ctx;
  ASSERT(c->context_size == sizeof(struct arctwo_ctx));
  ASSERT(c->block_size == ARCTWO_BLOCK_SIZE);
  c->set_encrypt_key(&ctx, key);
  check_bytes(what, (const uint8_t *) ctx.S, (const uint8_t *) ref->S,
	      sizeof(ctx.S));
  c->set_decrypt_key(&ctx, key);
  check_bytes(what, (const uint8_t *) ctx.S, (const uint8_t *) ref->S,
	      sizeof(ctx.S));
  ASSERT(c->encrypt == (nettle_cipher_func *) arctwo_encrypt);
  ASSERT(c->decrypt == (nettle_cipher_func *) arctwo_decrypt);
}

void
test_main(void)
{
  struct arctwo_ctx ctx, ref;
  uint8_t out[8];
  uint8_t key[128];
  size_t n, i;

  ASSERT(sizeof(struct arctwo_ctx) == 128);

  for (n = 0; n < sizeof(kats) / sizeof(kats[0]); n++)
    {
      const struct tstring *k = SHEX(kats[n].key);
      const struct tstring *pt = SHEX(kats[n].pt);
      const struct tstring *ct = SHEX(kats[n].ct);
      char what[64];
      snprintf(what, sizeof(what), "RFC 2268 vector %u", (unsigned) n + 1);
      arctwo_set_key_ekb(&ctx, k->length, k->data, kats[n].ekb);
      arctwo_encrypt(&ctx, 8, out, pt->data);
      check_bytes(what, out, ct->data, 8);
      arctwo_decrypt(&ctx, 8, out, out);
      check_bytes(what, out, pt->data, 8);
    }
  test_ok("RFC 2268 section 5 vectors (%u)",
	  (unsigned) (sizeof(kats) / sizeof(kats[0])));

  /* The wrappers are arctwo_set_key_ekb with the documented ekb. */
  test_rand_bytes(sizeof(key), key);
  for (n = 1; n <= 128; n++)
    {
      arctwo_set_key_ekb(&ref, n, key, 8 * n);
      arctwo_set_key(&ctx, n, key);
      check_bytes("arctwo_set_key", (const uint8_t *) ctx.S,
		  (const uint8_t *) ref.S, sizeof(ctx.S));
      arctwo_set_key_ekb(&ref, n, key, 1024);
      arctwo_set_key_gutmann(&ctx, n, key);
      check_bytes("arctwo_set_key_gutmann", (const uint8_t *) ctx.S,
		  (const uint8_t *) ref.S, sizeof(ctx.S));
      arctwo_set_key_ekb(&ctx, n, key, 0);
      check_bytes("ekb 0 is 1024", (const uint8_t *) ctx.S,
		  (const uint8_t *) ref.S, sizeof(ctx.S));
    }
  arctwo_set_key_ekb(&ref, 5, key, 40);
  arctwo40_set_key(&ctx, key);
  check_bytes("arctwo40_set_key", (const uint8_t *) ctx.S,
	      (const uint8_t *) ref.S, sizeof(ctx.S));
  check_one("nettle_arctwo40", &ref, &nettle_arctwo40, key);
  arctwo_set_key_ekb(&ref, 8, key, 64);
  arctwo64_set_key(&ctx, key);
  check_bytes("arctwo64_set_key", (const uint8_t *) ctx.S,
	      (const uint8_t *) ref.S, sizeof(ctx.S));
  check_one("nettle_arctwo64", &ref, &nettle_arctwo64, key);
  arctwo_set_key_ekb(&ref, 16, key, 128);
  arctwo128_set_key(&ctx, key);
  check_bytes("arctwo128_set_key", (const uint8_t *) ctx.S,
	      (const uint8_t *) ref.S, sizeof(ctx.S));
  check_one("nettle_arctwo128", &ref, &nettle_arctwo128, key);
  arctwo_set_key_ekb(&ref, 16, key, 1024);
  arctwo128_set_key_gutmann(&ctx, key);
  check_bytes("arctwo128_set_key_gutmann", (const uint8_t *) ctx.S,
	      (const uint8_t *) ref.S, sizeof(ctx.S));
  check_one("nettle_arctwo_gutmann128", &ref, &nettle_arctwo_gutmann128,
	    key);
  ASSERT(!strcmp(nettle_arctwo40.name, "arctwo40")
	 && nettle_arctwo40.key_size == 5);
  ASSERT(!strcmp(nettle_arctwo64.name, "arctwo64")
	 && nettle_arctwo64.key_size == 8);
  ASSERT(!strcmp(nettle_arctwo128.name, "arctwo128")
	 && nettle_arctwo128.key_size == 16);
  ASSERT(!strcmp(nettle_arctwo_gutmann128.name, "arctwo_gutmann128")
	 && nettle_arctwo_gutmann128.key_size == 16);
  test_ok("key set-up wrappers and the four descriptors");

  /* Round trips, in place and out of place, every ekb. */
  for (n = 0; n < 200; n++)
    {
      static uint8_t msg[256], c1[256], c2[256];
      size_t kl = 1 + test_rand_below(128);
      size_t length = 8 * test_rand_below(33);
      unsigned ekb = test_rand_below(1025);
      test_rand_bytes(kl, key);
      test_rand_bytes(length, msg);
      arctwo_set_key_ekb(&ctx, kl, key, ekb);
      arctwo_encrypt(&ctx, length, c1, msg);
      memcpy(c2, msg, length);
      for (i = 0; i < length; i += 8)
	arctwo_encrypt(&ctx, 8, c2 + i, c2 + i);
      check_bytes("in place, block by block", c2, c1, length);
      arctwo_decrypt(&ctx, length, c2, c2);
      check_bytes("decrypt", c2, msg, length);
    }
  test_ok("200 random round trips, in place and out of place");

  n = 7;
  if (!test_aborts(bad_length, &n))
    test_fail("arctwo_encrypt of 7 octets did not assert");
  n = 0;
  if (!test_aborts(bad_key, &n))
    test_fail("arctwo_set_key of 0 octets did not assert");
  n = 129;
  if (!test_aborts(bad_key, &n))
    test_fail("arctwo_set_key of 129 octets did not assert");
  if (!test_aborts(bad_ekb, NULL))
    test_fail("ekb 1025 did not assert");
  test_ok("bad lengths and ekb assert");
}
