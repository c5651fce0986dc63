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
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <nettle/cast128.h>
#include <nettle/serpent.h>
#include <nettle/twofish.h>

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
  static uint8_t ctx1[8192], ctx2[8192];
  /* Both contexts start equal, so octets neither library writes
     (padding) compare equal. */
  uint8_t key[64], msg[32 * 16], out1[32 * 16], out2[32 * 16];
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
  };

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
  return failures ? 1 : 0;
}
