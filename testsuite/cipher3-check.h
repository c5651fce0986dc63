/* testsuite/cipher3-check.h

   Checks shared by the tests of Serpent, Twofish, Blowfish and CAST-128:
   known answers, round trips and the descriptors, for any block cipher
   with a variable-length key set-up.

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

#ifndef NETTLE_CIPHER3_CHECK_H_INCLUDED
#define NETTLE_CIPHER3_CHECK_H_INCLUDED

#include <string.h>

#include "nettle-meta.h"

/* A cipher as the tests see it: the variable-length key set-up (its
   return value, if any, is checked by the caller) and the two
   block functions. */
struct cipher3
{
  const char *name;
  size_t context_size;
  size_t block_size;
  size_t min_key, max_key;
  void (*set_key) (void *ctx, size_t length, const uint8_t *key);
  nettle_cipher_func *encrypt;
  nettle_cipher_func *decrypt;
};

/* Context buffers, as 64-bit words so that they are aligned for any
   context struct. */
#define CIPHER3_MAX_CTX 4304
#define CIPHER3_CTX(name) uint64_t name[CIPHER3_MAX_CTX / 8]
#define CIPHER3_MAX_MSG 256

/* Encrypts pt under key, compares with ct, decrypts back; in place
   too. */
static void
cipher3_kat (const struct cipher3 *c, const char *what,
	     const char *key, const char *pt, const char *ct)
{
  static CIPHER3_CTX (ctx);
  uint8_t out[CIPHER3_MAX_MSG];
  const struct tstring *k = SHEX (key);
  const struct tstring *p = SHEX (pt);
  const struct tstring *e = SHEX (ct);

  ASSERT (c->context_size <= sizeof (ctx));
  ASSERT (p->length == e->length && p->length <= sizeof (out));
  c->set_key (ctx, k->length, k->data);
  c->encrypt (ctx, p->length, out, p->data);
  check_bytes (what, out, e->data, e->length);
  c->decrypt (ctx, e->length, out, out);
  check_bytes (what, out, p->data, p->length);
  memcpy (out, p->data, p->length);
  c->encrypt (ctx, p->length, out, out);
  check_bytes (what, out, e->data, e->length);
}

/* Random keys of every allowed length, random messages of up to
   CIPHER3_MAX_MSG octets: one call equals block-by-block calls in
   place, decryption inverts, and a misaligned buffer gives the same. */
static void
cipher3_round_trips (const struct cipher3 *c, unsigned count)
{
  static CIPHER3_CTX (ctx);
  static uint8_t key[128], msg[CIPHER3_MAX_MSG + 1];
  static uint8_t c1[CIPHER3_MAX_MSG], c2[CIPHER3_MAX_MSG + 1];
  unsigned n;
  size_t i;

  for (n = 0; n < count; n++)
    {
      size_t kl = c->min_key + n % (c->max_key - c->min_key + 1);
      size_t blocks = test_rand_below (CIPHER3_MAX_MSG / c->block_size + 1);
      size_t length = blocks * c->block_size;
      test_rand_bytes (kl, key);
      test_rand_bytes (length, msg + 1);
      c->set_key (ctx, kl, key);
      c->encrypt (ctx, length, c1, msg + 1);
      memcpy (c2 + 1, msg + 1, length);
      for (i = 0; i < length; i += c->block_size)
	c->encrypt (ctx, c->block_size, c2 + 1 + i, c2 + 1 + i);
      check_bytes ("in place, block by block, misaligned", c2 + 1, c1,
		   length);
      c->decrypt (ctx, length, c2, c1);
      check_bytes ("decrypt", c2, msg + 1, length);
    }
  test_ok ("%s: %u random round trips, key lengths %u..%u", c->name,
	   count, (unsigned) c->min_key, (unsigned) c->max_key);
}

/* A descriptor: its fields, and that its key set-up equals the
   variable one with key_size octets. */
static void __attribute__ ((unused))
cipher3_descriptor (const struct cipher3 *c,
		    const struct nettle_cipher *d, const char *name,
		    size_t key_size)
{
  static CIPHER3_CTX (ctx1);
  static CIPHER3_CTX (ctx2);
  uint8_t key[64];

  ASSERT (!strcmp (d->name, name));
  ASSERT (d->context_size == c->context_size);
  ASSERT (d->block_size == c->block_size);
  ASSERT (d->key_size == key_size);
  ASSERT (d->encrypt == c->encrypt);
  ASSERT (d->decrypt == c->decrypt);
  test_rand_bytes (key_size, key);
  memset (ctx1, 0, sizeof (ctx1));
  memset (ctx2, 0, sizeof (ctx2));
  c->set_key (ctx1, key_size, key);
  d->set_encrypt_key (ctx2, key);
  check_bytes (name, (const uint8_t *) ctx2, (const uint8_t *) ctx1,
	       c->context_size);
  memset (ctx2, 0, sizeof (ctx2));
  d->set_decrypt_key (ctx2, key);
  check_bytes (name, (const uint8_t *) ctx2, (const uint8_t *) ctx1,
	       c->context_size);
}

/* The descriptor is in nettle_get_ciphers() exactly once, and the
   list holds its entries in Nettle 3.10.2's order (those not there yet
   aside). */
static void __attribute__ ((unused))
cipher3_listed (const struct nettle_cipher *d)
{
  static const char *const order[] =
    {
      "aes128", "aes192", "aes256", "camellia128", "camellia192",
      "camellia256", "cast128", "serpent128", "serpent192", "serpent256",
      "twofish128", "twofish192", "twofish256", "arctwo40", "arctwo64",
      "arctwo128", "arctwo_gutmann128", "sm4",
    };
  const struct nettle_cipher * const *list = nettle_get_ciphers ();
  unsigned n, found = 0, next = 0;
  for (n = 0; list[n]; n++)
    {
      found += list[n] == d;
      while (next < sizeof (order) / sizeof (order[0])
	     && strcmp (order[next], list[n]->name))
	next++;
      if (next == sizeof (order) / sizeof (order[0]))
	test_fail ("nettle_get_ciphers: %s is out of Nettle 3.10.2's order",
		   list[n]->name);
    }
  if (found != 1)
    test_fail ("%s listed %u times in nettle_get_ciphers", d->name, found);
}

static const struct cipher3 *cipher3_aborting;

static void
cipher3_bad_length (void *arg)
{
  static CIPHER3_CTX (ctx);
  uint8_t key[64] = { 0 }, block[64] = { 0 };
  const struct cipher3 *c = cipher3_aborting;
  c->set_key (ctx, c->min_key, key);
  if (arg)
    c->decrypt (ctx, c->block_size - 1, block, block);
  else
    c->encrypt (ctx, c->block_size + 1, block, block);
}

static void
cipher3_bad_key (void *arg)
{
  static CIPHER3_CTX (ctx);
  uint8_t key[128] = { 0 };
  cipher3_aborting->set_key (ctx, *(size_t *) arg, key);
}

/* Lengths that are not whole blocks assert; so do key lengths outside
   [bad_below + 1, bad_above - 1] (0 for none). */
static void
cipher3_asserts (const struct cipher3 *c, size_t bad_below, size_t bad_above)
{
  cipher3_aborting = c;
  if (!test_aborts (cipher3_bad_length, NULL))
    test_fail ("%s: encrypting a partial block did not assert", c->name);
  if (!test_aborts (cipher3_bad_length, (void *) c))
    test_fail ("%s: decrypting a partial block did not assert", c->name);
  if (bad_below && !test_aborts (cipher3_bad_key, &bad_below))
    test_fail ("%s: a %u-octet key did not assert", c->name,
	       (unsigned) bad_below);
  if (bad_above && !test_aborts (cipher3_bad_key, &bad_above))
    test_fail ("%s: a %u-octet key did not assert", c->name,
	       (unsigned) bad_above);
  test_ok ("%s: partial blocks and bad key lengths assert", c->name);
}

#endif /* NETTLE_CIPHER3_CHECK_H_INCLUDED */
