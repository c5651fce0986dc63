/* testsuite/blowfish-test.c

   Tests of Blowfish and bcrypt (blowfish.h) and of the two internal
   names Nettle exports for them.

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

#include "blowfish.h"
#include "blowfish-internal.h"
#include "macros.h"
#include "cipher3-check.h"

static void
set_key (void *ctx, size_t length, const uint8_t *key)
{
  blowfish_set_key (ctx, length, key);
}

static const struct cipher3 blowfish =
  {
    "blowfish", sizeof (struct blowfish_ctx), BLOWFISH_BLOCK_SIZE,
    1, 72, set_key,
    (nettle_cipher_func *) blowfish_encrypt,
    (nettle_cipher_func *) blowfish_decrypt,
  };

/* Eric Young's Blowfish vectors as published with Schneier's
   description (schneier.com, vectors.txt: key, clear, cipher), and
   the example of Schneier's reference code (key "abc...xyz", plaintext
   "BLOWFISH"). */
static const char *vectors[][3] =
  {
    { "0000000000000000", "0000000000000000", "4ef997456198dd78" },
    { "ffffffffffffffff", "ffffffffffffffff", "51866fd5b85ecb8a" },
    { "3000000000000000", "1000000000000001", "7d856f9a613063f2" },
    { "1111111111111111", "1111111111111111", "2466dd878b963c9d" },
    { "0123456789abcdef", "1111111111111111", "61f9c3802281b096" },
    { "1111111111111111", "0123456789abcdef", "7d0cc630afda1ec7" },
    { "fedcba9876543210", "0123456789abcdef", "0aceab0fc6a0a28d" },
    { "7ca110454a1a6e57", "01a1d6d039776742", "59c68245eb05282b" },
    { "f0e1d2c3b4a5968778695a4b3c2d1e0f0011223344556677",
      "fedcba9876543210", "05044b62fa52d080" },
    { "6162636465666768696a6b6c6d6e6f707172737475767778797a",
      "424c4f5746495348", "324ed0fef413a203" },
  };

/* The test vectors of Solar Designer's crypt_blowfish 1.3 (wrapper.c,
   public domain; the same set is in John the Ripper): hash, password.
   They cover $2a$, $2b$, $2x$ and $2y$, 8-bit passwords (with and
   without the sign-extension bug and the $2a$ countermeasure), and
   passwords of 72 octets and more. */
static const char *bcrypt_vectors[][2] =
  {
    { "$2a$05$CCCCCCCCCCCCCCCCCCCCC.E5YPO9kmyuRGyh0XouQYb4YMJKvyOeW", "U*U" },
    { "$2a$05$CCCCCCCCCCCCCCCCCCCCC.VGOzA784oUp/Z0DY336zx7pLYAy0lwK", "U*U*" },
    { "$2a$05$XXXXXXXXXXXXXXXXXXXXXOAcXxm9kjPGEMsLznoKqmqw7tc8WCx4a", "U*U*U" },
    { "$2a$05$abcdefghijklmnopqrstuu5s2v8.iXieOjg/.AySBTTZIIVFJeBui",
      "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
      "0123456789chars after 72 are ignored" },
    { "$2x$05$/OK.fbVrR/bpIqNJ5ianF.CE5elHaaO4EbggVDjb8P19RukzXSM3e", "\xa3" },
    { "$2x$05$/OK.fbVrR/bpIqNJ5ianF.CE5elHaaO4EbggVDjb8P19RukzXSM3e",
      "\xff\xff\xa3" },
    { "$2y$05$/OK.fbVrR/bpIqNJ5ianF.CE5elHaaO4EbggVDjb8P19RukzXSM3e",
      "\xff\xff\xa3" },
    { "$2a$05$/OK.fbVrR/bpIqNJ5ianF.nqd1wy.pTMdcvrRWxyiGL2eMz.2a85.",
      "\xff\xff\xa3" },
    { "$2b$05$/OK.fbVrR/bpIqNJ5ianF.CE5elHaaO4EbggVDjb8P19RukzXSM3e",
      "\xff\xff\xa3" },
    { "$2y$05$/OK.fbVrR/bpIqNJ5ianF.Sa7shbm4.OzKpvFnX1pQLmQW96oUlCq", "\xa3" },
    { "$2a$05$/OK.fbVrR/bpIqNJ5ianF.Sa7shbm4.OzKpvFnX1pQLmQW96oUlCq", "\xa3" },
    { "$2x$05$/OK.fbVrR/bpIqNJ5ianF.o./n25XVfn6oAPaUvHe.Csk4zRfsYPi",
      "1\xa3" "345" },
    { "$2x$05$/OK.fbVrR/bpIqNJ5ianF.o./n25XVfn6oAPaUvHe.Csk4zRfsYPi",
      "\xff\xa3" "345" },
    { "$2x$05$/OK.fbVrR/bpIqNJ5ianF.o./n25XVfn6oAPaUvHe.Csk4zRfsYPi",
      "\xff\xa3" "34" "\xff\xff\xff\xa3" "345" },
    { "$2y$05$/OK.fbVrR/bpIqNJ5ianF.o./n25XVfn6oAPaUvHe.Csk4zRfsYPi",
      "\xff\xa3" "34" "\xff\xff\xff\xa3" "345" },
    { "$2a$05$/OK.fbVrR/bpIqNJ5ianF.ZC1JEJ8Z4gPfpe1JOr/oyPXTWl9EFd.",
      "\xff\xa3" "34" "\xff\xff\xff\xa3" "345" },
    { "$2y$05$/OK.fbVrR/bpIqNJ5ianF.nRht2l/HRhr6zmCp9vYUvvsqynflf9e",
      "\xff\xa3" "345" },
    { "$2a$05$/OK.fbVrR/bpIqNJ5ianF.nRht2l/HRhr6zmCp9vYUvvsqynflf9e",
      "\xff\xa3" "345" },
    { "$2a$05$/OK.fbVrR/bpIqNJ5ianF.6IflQkJytoRVc1yuaNtHfiuq.FRlSIS",
      "\xa3" "ab" },
    { "$2x$05$/OK.fbVrR/bpIqNJ5ianF.6IflQkJytoRVc1yuaNtHfiuq.FRlSIS",
      "\xa3" "ab" },
    { "$2y$05$/OK.fbVrR/bpIqNJ5ianF.6IflQkJytoRVc1yuaNtHfiuq.FRlSIS",
      "\xa3" "ab" },
    { "$2x$05$6bNw2HLQYeqHYyBfLMsv/OiwqTymGIGzFsA4hOTWebfehXHNprcAS",
      "\xd1\x91" },
    { "$2x$05$6bNw2HLQYeqHYyBfLMsv/O9LIGgn8OMzuDoHfof8AQimSGfcSWxnS",
      "\xd0\xc1\xd2\xcf\xcc\xd8" },
    { "$2a$05$/OK.fbVrR/bpIqNJ5ianF.swQOIzjOiJ9GHEPuhEkvqrUyvWhEMx6",
      "\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa"
      "\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa"
      "\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa"
      "\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa"
      "\xaa\xaa\xaa\xaa\xaa\xaa\xaa\xaa"
      "chars after 72 are ignored as usual" },
    { "$2a$05$/OK.fbVrR/bpIqNJ5ianF.9tQZzcJfm3uj2NvJ/n5xkhpqLrMpWCe",
      "\x55\xaa\xff\x55\xaa\xff\x55\xaa\xff\x55\xaa\xff\x55\xaa\xff\x55"
      "\xaa\xff\x55\xaa\xff\x55\xaa\xff\x55\xaa\xff\x55\xaa\xff\x55\xaa"
      "\xff\x55\xaa\xff\x55\xaa\xff\x55\xaa\xff\x55\xaa\xff\x55\xaa\xff"
      "\x55\xaa\xff\x55\xaa\xff\x55\xaa\xff\x55\xaa\xff\x55\xaa\xff\x55"
      "\xaa\xff\x55\xaa\xff\x55\xaa\xff" },
    { "$2a$05$CCCCCCCCCCCCCCCCCCCCC.7uG0VCzI2bS7j6ymqJi9CdcdxiRTWNy", "" },
  };

static int
verify (const char *password, const char *hash)
{
  return blowfish_bcrypt_verify (strlen (password),
				 (const uint8_t *) password,
				 strlen (hash), (const uint8_t *) hash);
}

/* blowfish_bcrypt_hash with a C-string scheme; returns its result and
   leaves the hash in out. */
static int
hash (char *out, const char *password, const char *scheme,
      int log2rounds, const uint8_t *salt)
{
  return blowfish_bcrypt_hash ((uint8_t *) out, strlen (password),
			       (const uint8_t *) password, strlen (scheme),
			       (const uint8_t *) scheme, log2rounds, salt);
}

static void
bad_zero_key (void *arg)
{
  static struct blowfish_ctx ctx;
  uint8_t key[1] = { 0 };
  (void) arg;
  blowfish_set_key (&ctx, 0, key);
}

static void
test_bcrypt (void)
{
  char out[BLOWFISH_BCRYPT_HASH_SIZE], ref[BLOWFISH_BCRYPT_HASH_SIZE];
  /* The salt "/OK.fbVrR/bpIqNJ5ianF." of the vectors, as octets. */
  const struct tstring *salt = SHEX ("05030085d5ed4c176b2ac3cbee47291c");
  const char *v = "$2b$05$/OK.fbVrR/bpIqNJ5ianF.CE5elHaaO4EbggVDjb8P19RukzXSM3e";
  unsigned n;

  for (n = 0; n < sizeof (bcrypt_vectors) / sizeof (bcrypt_vectors[0]); n++)
    {
      const char *h = bcrypt_vectors[n][0], *pw = bcrypt_vectors[n][1];
      if (!verify (pw, h))
	test_fail ("bcrypt vector %u (%.7s) does not verify", n, h);
      /* Hashing with the whole string as scheme gives it back. */
      if (!hash (out, pw, h, -1, NULL) || strcmp (out, h))
	test_fail ("bcrypt vector %u: hash gives %s", n, out);
      /* Another password does not verify. */
      if (verify ("U*U*U*", h))
	test_fail ("bcrypt vector %u verifies a wrong password", n);
    }
  test_ok ("crypt_blowfish vectors (%u): hash, verify, reject",
	   (unsigned) (sizeof (bcrypt_vectors) / sizeof (bcrypt_vectors[0])));

  /* The scheme in every accepted form, with the salt and cost as
     arguments. */
  if (!hash (ref, "\xff\xff\xa3", "2b", 5, salt->data) || strcmp (ref, v))
    test_fail ("bcrypt \"2b\" with binary salt: %s", ref);
  ASSERT (hash (out, "\xff\xff\xa3", "$2b", 5, salt->data) && !strcmp (out, v));
  ASSERT (hash (out, "\xff\xff\xa3", "$2b$", 5, salt->data) && !strcmp (out, v));
  ASSERT (hash (out, "\xff\xff\xa3", "$2b$07", 5, salt->data)
	  && !strcmp (out, v));
  ASSERT (hash (out, "\xff\xff\xa3", "$2b$05", -1, salt->data)
	  && !strcmp (out, v));
  ASSERT (hash (out, "\xff\xff\xa3", "$2b$05$", -1, salt->data)
	  && !strcmp (out, v));
  ASSERT (hash (out, "\xff\xff\xa3", "$2b$05$/OK.fbVrR/bpIqNJ5ianF.", -1, NULL)
	  && !strcmp (out, v));
  /* An explicit salt wins over the scheme's. */
  ASSERT (hash (out, "\xff\xff\xa3",
		"$2b$05$CCCCCCCCCCCCCCCCCCCCC.", -1, salt->data)
	  && !strcmp (out, v));
  ASSERT (strlen (out) == BLOWFISH_BCRYPT_HASH_SIZE - 1);
  test_ok ("bcrypt scheme forms \"2b\", \"$2b\", \"$2b$\", \"$2b$05\", prefixes");

  /* Bad input: 0 and an empty string. */
  memset (out, 'x', sizeof (out));
  ASSERT (!hash (out, "pw", "2b", 3, salt->data) && out[0] == 0);
  ASSERT (!hash (out, "pw", "2b", 32, salt->data));
  ASSERT (!hash (out, "pw", "2b", -1, salt->data));
  ASSERT (!hash (out, "pw", "2c", 5, salt->data));
  ASSERT (!hash (out, "pw", "3b", 5, salt->data));
  ASSERT (!hash (out, "pw", "2", 5, salt->data));
  ASSERT (!hash (out, "pw", "x2b", 5, salt->data));
  ASSERT (!hash (out, "pw", "$2b-", 5, salt->data));
  ASSERT (!hash (out, "pw", "$2b$0x$", -1, salt->data));
  ASSERT (!hash (out, "pw", "$2b$05-", -1, salt->data));
  ASSERT (!hash (out, "pw", "$2b$05$", -1, NULL));
  ASSERT (!hash (out, "pw", "2b", 5, NULL));
  ASSERT (!hash (out, "pw", "$2b$05$/OK.fbVrR/bpIqNJ5ian!.", -1, NULL));
  ASSERT (!verify ("\xff\xff\xa3", "$2b$05$/OK.fbVrR/bpIqNJ5ianF.CE5elHaaO4Ebgg"));
  ASSERT (!verify ("\xff\xff\xa3",
		   "$2b$05$/OK.fbVrR/bpIqNJ5ianF.CE5elHaaO4EbggVDjb8P19RukzXSM3eX"));
  ASSERT (!verify ("\xff\xff\xa3", "$2b"));
  test_ok ("bcrypt rejects bad variants, costs, separators and salts");
}

void
test_main (void)
{
  struct blowfish_ctx ctx, ref;
  uint8_t key[16];
  uint32_t l, r;
  uint8_t block[8], out[8];
  unsigned n;

  ASSERT (sizeof (struct blowfish_ctx) == 4168);

  for (n = 0; n < sizeof (vectors) / sizeof (vectors[0]); n++)
    cipher3_kat (&blowfish, "Blowfish vector", vectors[n][0], vectors[n][1],
		 vectors[n][2]);
  test_ok ("Schneier's Blowfish vectors (%u)",
	   (unsigned) (sizeof (vectors) / sizeof (vectors[0])));

  /* A weak key: an S-box repeats an entry (found by search, and
     reported weak by Nettle 3.8.1 as well). */
  ASSERT (!blowfish_set_key (&ctx, 8, SHEX ("c13c700bbdcc5bc9")->data));
  ASSERT (blowfish_set_key (&ctx, 8, SHEX ("c13c700bbdcc5bc8")->data));
  test_rand_bytes (16, key);
  ASSERT (blowfish128_set_key (&ctx, key) == blowfish_set_key (&ref, 16, key));
  check_bytes ("blowfish128_set_key", (const uint8_t *) &ctx,
	       (const uint8_t *) &ref, sizeof (ctx));
  /* A key is used cyclically: "ab" is "abab...". */
  blowfish_set_key (&ctx, 2, (const uint8_t *) "ab");
  blowfish_set_key (&ref, 8, (const uint8_t *) "abababab");
  check_bytes ("key repetition", (const uint8_t *) &ctx,
	       (const uint8_t *) &ref, sizeof (ctx));
  test_ok ("weak key, blowfish128_set_key, key repetition");

  /* The internal names: the initial state is pi, and encround
     encrypts one block. */
  ASSERT (_nettle_blowfish_initial_ctx.p[0] == 0x243f6a88);
  ASSERT (_nettle_blowfish_initial_ctx.s[0][0] == 0xd1310ba6);
  ASSERT (_nettle_blowfish_initial_ctx.s[3][255] == 0x3ac372e6);
  blowfish_set_key (&ctx, 16, key);
  test_rand_bytes (8, block);
  blowfish_encrypt (&ctx, 8, out, block);
  l = READ_UINT32 (block);
  r = READ_UINT32 (block + 4);
  _nettle_blowfish_encround (&ctx, &l, &r);
  ASSERT (l == READ_UINT32 (out) && r == READ_UINT32 (out + 4));
  test_ok ("_nettle_blowfish_initial_ctx, _nettle_blowfish_encround");

  cipher3_round_trips (&blowfish, 300);
  cipher3_asserts (&blowfish, 0, 0);
  if (!test_aborts (bad_zero_key, NULL))
    test_fail ("blowfish_set_key with an empty key did not assert");

  test_bcrypt ();
}
