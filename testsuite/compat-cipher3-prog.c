/* testsuite/compat-cipher3-prog.c

   Cross-check of Serpent, Twofish, Blowfish, CAST-128 and Yarrow against
   another Nettle (Debian's libnettle.so.8, Nettle 3.8.1).


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

/* Built by compat-test.sh against the system's Nettle headers and
   linked to the library built here. The reference library is loaded
   with dlmopen into a namespace of its own (it has the same soname),
   and both are called with the same random keys and messages: ECB
   encryption and decryption under every key length, so every key
   schedule and both block functions are compared. Skips (with an "ok"
   line saying so) when the reference cannot be loaded. */

#define _GNU_SOURCE 1

#include <dlfcn.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <nettle/blowfish.h>
#include <nettle/cast128.h>
#include <nettle/serpent.h>
#include <nettle/twofish.h>
#include <nettle/yarrow.h>

#define REFERENCE "/usr/lib/x86_64-linux-gnu/libnettle.so.8"

static int failures;
static void *ref;

static void
check (int ok, const char *what)
{
  if (ok)
    printf ("  ok: %s\n", what);
  else
    {
      printf ("FAIL: %s\n", what);
      failures++;
    }
}

static void *
ref_sym (const char *name)
{
  void *p = dlsym (ref, name);
  if (!p)
    {
      printf ("FAIL: reference lacks %s\n", name);
      exit (1);
    }
  return p;
}

/* Deterministic data (a 64-bit LCG), so a failure repeats. */
static unsigned long long lcg = 0x243f6a8885a308d3ULL;

static void
random_bytes (size_t n, uint8_t *p)
{
  while (n--)
    {
      lcg = lcg * 6364136223846793005ULL + 1442695040888963407ULL;
      *p++ = (uint8_t) (lcg >> 56);
    }
}

typedef void set_key_func (void *ctx, size_t length, const uint8_t *key);
typedef void crypt_func (const void *ctx, size_t length, uint8_t *dst,
			 const uint8_t *src);

struct ecb_cipher
{
  const char *name;
  size_t ctx_size, block_size, min_key, max_key;
  set_key_func *set_key;
  crypt_func *encrypt, *decrypt;
  const char *set_key_name, *encrypt_name, *decrypt_name;
  /* The contexts are compared for keys of at least this many octets
     (CAST-128: Nettle leaves the subkeys of rounds 13..16 unset for
     12-round keys, this library fills them). */
  size_t ctx_min_key;
};

/* ECB under count random keys, lengths cycling through the allowed
   range, 1 to 32 blocks. */
static void
compare_ecb (const struct ecb_cipher *c, unsigned count)
{
  static uint64_t ctx1[1024], ctx2[1024];
  /* Both contexts start equal, so octets neither library writes
     (padding) compare equal. */
  uint8_t key[128], msg[32 * 16], out1[32 * 16], out2[32 * 16];
  set_key_func *rset = (set_key_func *) ref_sym (c->set_key_name);
  crypt_func *renc = (crypt_func *) ref_sym (c->encrypt_name);
  crypt_func *rdec = (crypt_func *) ref_sym (c->decrypt_name);
  char what[100];
  unsigned n;
  int ok = 1, same_ctx = 1;

  for (n = 0; n < count; n++)
    {
      size_t kl = c->min_key + n % (c->max_key - c->min_key + 1);
      size_t length = c->block_size * (1 + n % 32);
      random_bytes (kl, key);
      random_bytes (length, msg);
      memset (ctx1, 0, sizeof (ctx1));
      memset (ctx2, 0, sizeof (ctx2));
      c->set_key (ctx1, kl, key);
      rset (ctx2, kl, key);
      if (kl >= c->ctx_min_key)
	same_ctx &= !memcmp (ctx1, ctx2, c->ctx_size);
      c->encrypt (ctx1, length, out1, msg);
      renc (ctx2, length, out2, msg);
      ok &= !memcmp (out1, out2, length);
      c->decrypt (ctx1, length, out1, msg);
      rdec (ctx2, length, out2, msg);
      ok &= !memcmp (out1, out2, length);
    }
  snprintf (what, sizeof (what),
	    "%s: ECB encrypt/decrypt equal Nettle 3.8.1's (%u keys of %u..%u octets)",
	    c->name, count, (unsigned) c->min_key, (unsigned) c->max_key);
  check (ok, what);
  snprintf (what, sizeof (what), "%s: key schedules equal Nettle 3.8.1's",
	    c->name);
  check (same_ctx, what);
}

static void
blowfish_set_key_void (void *ctx, size_t length, const uint8_t *key)
{
  nettle_blowfish_set_key (ctx, length, key);
}

static const struct ecb_cipher ciphers[] =
  {
    { "cast128", sizeof (struct cast128_ctx), CAST128_BLOCK_SIZE,
      CAST5_MIN_KEY_SIZE, CAST5_MAX_KEY_SIZE,
      (set_key_func *) nettle_cast5_set_key,
      (crypt_func *) nettle_cast128_encrypt,
      (crypt_func *) nettle_cast128_decrypt,
      "nettle_cast5_set_key", "nettle_cast128_encrypt",
      "nettle_cast128_decrypt", 11 },
    { "serpent", sizeof (struct serpent_ctx), SERPENT_BLOCK_SIZE,
      0, SERPENT_MAX_KEY_SIZE,
      (set_key_func *) nettle_serpent_set_key,
      (crypt_func *) nettle_serpent_encrypt,
      (crypt_func *) nettle_serpent_decrypt,
      "nettle_serpent_set_key", "nettle_serpent_encrypt",
      "nettle_serpent_decrypt", 0 },
    { "twofish", sizeof (struct twofish_ctx), TWOFISH_BLOCK_SIZE,
      0, TWOFISH_MAX_KEY_SIZE,
      (set_key_func *) nettle_twofish_set_key,
      (crypt_func *) nettle_twofish_encrypt,
      (crypt_func *) nettle_twofish_decrypt,
      "nettle_twofish_set_key", "nettle_twofish_encrypt",
      "nettle_twofish_decrypt", 0 },
    /* blowfish_set_key's return value is compared in compare_blowfish
       (the function-pointer type here drops it). */
    { "blowfish", sizeof (struct blowfish_ctx), BLOWFISH_BLOCK_SIZE,
      1, 72, blowfish_set_key_void,
      (crypt_func *) nettle_blowfish_encrypt,
      (crypt_func *) nettle_blowfish_decrypt,
      "nettle_blowfish_set_key", "nettle_blowfish_encrypt",
      "nettle_blowfish_decrypt", 0 },
  };

typedef int bf_set_key_func (struct blowfish_ctx *, size_t, const uint8_t *);
typedef int bcrypt_hash_func (uint8_t *, size_t, const uint8_t *, size_t,
			      const uint8_t *, int, const uint8_t *);
typedef int bcrypt_verify_func (size_t, const uint8_t *, size_t,
				const uint8_t *);

/* blowfish_set_key's weak-key answer, and bcrypt: every variant, random
   passwords of 0..80 octets (8-bit, with NULs inside, always followed
   by a NUL as a C string is), random salts, and schemes in every form
   including bad ones; the return values and the strings must agree. */
static void
compare_blowfish (void)
{
  static struct blowfish_ctx ctx;
  bf_set_key_func *rset = (bf_set_key_func *) ref_sym ("nettle_blowfish_set_key");
  bcrypt_hash_func *rhash
    = (bcrypt_hash_func *) ref_sym ("nettle_blowfish_bcrypt_hash");
  bcrypt_verify_func *rverify
    = (bcrypt_verify_func *) ref_sym ("nettle_blowfish_bcrypt_verify");
  static const char *schemes[] =
    {
      "2a", "2b", "2x", "2y", "$2a", "$2y$", "$2b$05", "$2x$04$", "2c", "$3a$",
      "$2b$4$", "$2b$03$", "$2b$32$", "$2b$0a$", "2", "", "$2b$05-",
      "$2b$04$abcdefghijklmnopqrstuu",
      "$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW",
      "$2b$04$ab de\tfghijklmnopqrstuu",
      "$2b$04$abcdefghij=lmnopqrstuu",
      "$2b$04$abcdefghijklmnopqrst!u",
    };
  static const uint8_t weak[8] = { 0xc1, 0x3c, 0x70, 0x0b, 0xbd, 0xcc, 0x5b, 0xc9 };
  uint8_t key[96], salt[16], out1[BLOWFISH_BCRYPT_HASH_SIZE];
  uint8_t out2[BLOWFISH_BCRYPT_HASH_SIZE];
  unsigned n;
  int ok = 1;

  ok &= nettle_blowfish_set_key (&ctx, 8, weak) == rset (&ctx, 8, weak);
  ok &= !nettle_blowfish_set_key (&ctx, 8, weak);
  for (n = 0; n < 300; n++)
    {
      size_t kl = 1 + n % 60;
      random_bytes (kl, key);
      ok &= nettle_blowfish_set_key (&ctx, kl, key) == rset (&ctx, kl, key);
    }
  check (ok, "blowfish_set_key: weak-key answers equal Nettle 3.8.1's");

  ok = 1;
  for (n = 0; n < 3 * sizeof (schemes) / sizeof (schemes[0]); n++)
    {
      const char *scheme = schemes[n % (sizeof (schemes) / sizeof (schemes[0]))];
      size_t kl = (n * 7) % 81;
      int cost = n % 3 == 0 ? -1 : 4 + n % 2;
      const uint8_t *s = n % 3 == 2 ? NULL : salt;
      int r1, r2;
      random_bytes (kl, key);
      key[kl] = 0;
      if (n % 5 == 0)
	key[kl / 2] = 0;
      random_bytes (16, salt);
      memset (out1, 0x55, sizeof (out1));
      memset (out2, 0x55, sizeof (out2));
      r1 = nettle_blowfish_bcrypt_hash (out1, kl, key, strlen (scheme),
					(const uint8_t *) scheme, cost, s);
      r2 = rhash (out2, kl, key, strlen (scheme), (const uint8_t *) scheme,
		  cost, s);
      ok &= r1 == r2 && out1[0] == out2[0];
      if (r1 && r2)
	{
	  ok &= !strcmp ((char *) out1, (char *) out2);
	  ok &= nettle_blowfish_bcrypt_verify (kl, key, strlen ((char *) out1),
					       out1)
	    == rverify (kl, key, strlen ((char *) out1), out1);
	  key[0] ^= 1;
	  ok &= nettle_blowfish_bcrypt_verify (kl, key, strlen ((char *) out1),
					       out1)
	    == rverify (kl, key, strlen ((char *) out1), out1);
	}
      if (!ok)
	{
	  printf ("FAIL: bcrypt scheme \"%s\", cost %d, key length %u\n",
		  scheme, cost, (unsigned) kl);
	  failures++;
	  return;
	}
    }
  check (ok, "blowfish_bcrypt_hash, _verify: results equal Nettle 3.8.1's");
}

/* Yarrow: the same random sequence of operations (samples from three
   sources with random entropy claims and lengths, seeds, forced
   reseeds, outputs of random lengths) on both libraries; every return
   value, every output and the whole state (the pointer to the sources
   aside) must agree. Then the key event estimator on random keys and
   times. */
static void
compare_yarrow (void)
{
  struct yarrow256_ctx c1, c2;
  struct yarrow_source s1[3], s2[3];
  struct yarrow_key_event_ctx k1, k2;
  void (*rinit) (struct yarrow256_ctx *, unsigned, struct yarrow_source *)
    = ref_sym ("nettle_yarrow256_init");
  void (*rseed) (struct yarrow256_ctx *, size_t, const uint8_t *)
    = ref_sym ("nettle_yarrow256_seed");
  int (*rupdate) (struct yarrow256_ctx *, unsigned, unsigned, size_t,
		  const uint8_t *) = ref_sym ("nettle_yarrow256_update");
  void (*rrandom) (struct yarrow256_ctx *, size_t, uint8_t *)
    = ref_sym ("nettle_yarrow256_random");
  int (*ris_seeded) (struct yarrow256_ctx *)
    = ref_sym ("nettle_yarrow256_is_seeded");
  unsigned (*rneeded) (struct yarrow256_ctx *)
    = ref_sym ("nettle_yarrow256_needed_sources");
  void (*rfast) (struct yarrow256_ctx *)
    = ref_sym ("nettle_yarrow256_fast_reseed");
  void (*rslow) (struct yarrow256_ctx *)
    = ref_sym ("nettle_yarrow256_slow_reseed");
  void (*rkinit) (struct yarrow_key_event_ctx *)
    = ref_sym ("nettle_yarrow_key_event_init");
  unsigned (*rkestimate) (struct yarrow_key_event_ctx *, unsigned, unsigned)
    = ref_sym ("nettle_yarrow_key_event_estimate");
  uint8_t data[200], out1[100], out2[100], r;
  unsigned n, reseeds = 0, outputs = 0, time = 0;
  int ok = 1;

  memset (&c1, 0, sizeof (c1));
  memset (&c2, 0, sizeof (c2));
  nettle_yarrow256_init (&c1, 3, s1);
  rinit (&c2, 3, s2);
  for (n = 0; n < 400 && ok; n++)
    {
      random_bytes (1, &r);
      if (r < 200)
	{
	  unsigned source = r % 3, entropy;
	  size_t length;
	  random_bytes (1, &r);
	  length = r % 5 == 0 ? 0 : r % 60;
	  entropy = r < 10 ? 0xffffffff : r < 20 ? 0x200000 : (r * 7) % 300;
	  random_bytes (length, data);
	  {
	    int a = nettle_yarrow256_update (&c1, source, entropy, length, data);
	    int b = rupdate (&c2, source, entropy, length, data);
	    ok &= a == b;
	    reseeds += a;
	  }
	}
      else if (r < 215)
	{
	  size_t length = 1 + r % 40;
	  random_bytes (length, data);
	  nettle_yarrow256_seed (&c1, length, data);
	  rseed (&c2, length, data);
	}
      else if (r < 220)
	{
	  nettle_yarrow256_fast_reseed (&c1);
	  rfast (&c2);
	}
      else if (r < 225)
	{
	  nettle_yarrow256_slow_reseed (&c1);
	  rslow (&c2);
	}
      else if (nettle_yarrow256_is_seeded (&c1))
	{
	  size_t length = (r * 13) % 100;
	  nettle_yarrow256_random (&c1, length, out1);
	  rrandom (&c2, length, out2);
	  ok &= !memcmp (out1, out2, length);
	  outputs++;
	}
      ok &= nettle_yarrow256_is_seeded (&c1) == ris_seeded (&c2);
      ok &= nettle_yarrow256_needed_sources (&c1) == rneeded (&c2);
      ok &= !memcmp (&c1, &c2, offsetof (struct yarrow256_ctx, sources));
      ok &= !memcmp (s1, s2, sizeof (s1));
    }
  check (ok && reseeds > 5 && outputs > 20,
	 "yarrow256_*: outputs, return values and state equal Nettle 3.8.1's");

  ok = 1;
  nettle_yarrow_key_event_init (&k1);
  rkinit (&k2);
  for (n = 0; n < 2000; n++)
    {
      unsigned key;
      random_bytes (1, &r);
      key = r < 20 ? 0 : r % 40;
      random_bytes (1, &r);
      time = r < 30 ? time - r : time + 4 * r;
      ok &= nettle_yarrow_key_event_estimate (&k1, key, time)
	== rkestimate (&k2, key, time);
      ok &= !memcmp (&k1, &k2, sizeof (k1));
    }
  check (ok, "yarrow_key_event_*: estimates and state equal Nettle 3.8.1's");
}

int
main (void)
{
  unsigned i;

  ref = dlmopen (LM_ID_NEWLM, REFERENCE, RTLD_NOW | RTLD_LOCAL);
  if (!ref)
    {
      printf ("  ok: no reference library %s, nothing compared\n", REFERENCE);
      return 0;
    }
  if (dlsym (ref, "nettle_cast128_encrypt")
      == (void *) nettle_cast128_encrypt)
    {
      printf ("FAIL: %s resolved to the library under test\n", REFERENCE);
      return 1;
    }
  for (i = 0; i < sizeof (ciphers) / sizeof (ciphers[0]); i++)
    compare_ecb (&ciphers[i], 500);
  compare_blowfish ();
  compare_yarrow ();
  return failures ? 1 : 0;
}
