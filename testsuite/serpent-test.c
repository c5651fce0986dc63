/* testsuite/serpent-test.c

   Tests of Serpent (serpent.h) and its three descriptors.

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

#include "serpent.h"
#include "cipher3-check.h"

static const struct cipher3 serpent =
  {
    "serpent", sizeof (struct serpent_ctx), SERPENT_BLOCK_SIZE,
    0, SERPENT_MAX_KEY_SIZE,
    (void (*) (void *, size_t, const uint8_t *)) serpent_set_key,
    (nettle_cipher_func *) serpent_encrypt,
    (nettle_cipher_func *) serpent_decrypt,
  };

/* NESSIE's Serpent test vectors (Serpent-128-128, -192-128 and
   -256-128.verified.test-vectors), in the byte order Nettle and
   NESSIE share: key, plaintext, ciphertext. */
static const char *nessie[][3] =
  {
    { "80000000000000000000000000000000",
      "00000000000000000000000000000000",
      "264e5481eff42a4606abda06c0bfda3d" },
    { "40000000000000000000000000000000",
      "00000000000000000000000000000000",
      "4a231b3bc727993407ac6ec8350e8524" },
    { "800000000000000000000000000000000000000000000000",
      "00000000000000000000000000000000",
      "9e274ead9b737bb21efcfca548602689" },
    { "8000000000000000000000000000000000000000000000000000000000000000",
      "00000000000000000000000000000000",
      "a223aa1288463c0e2be38ebd825616c0" },
    { "000102030405060708090a0b0c0d0e0f1011121314151617",
      "4528caccb954d450655e8cfd71cbfac7",
      "00112233445566778899aabbccddeeff" },
    { "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
      "3da46ffa6f4d6f30cd258333e5a61369",
      "00112233445566778899aabbccddeeff" },
  };

/* The AES submission package's known answers (ecb_vk.txt and
   ecb_vt.txt of the Serpent submission, first entries, and some
   further entries of the same files): each value there is written as
   one big hexadecimal number, most significant octet first, so the
   octet strings are the reversed hex. Short keys in those files are
   padded by the submission's rule, which Nettle's padding reproduces. */
static const char *submission[][3] =
  {
    /* ecb_vk.txt KEYSIZE=128 I=1, I=2 */
    { "80000000000000000000000000000000",
      "00000000000000000000000000000000",
      "49afbfad9d5a34052cd8ffa5986bd2dd" },
    { "40000000000000000000000000000000",
      "00000000000000000000000000000000",
      "0c1e2e4e79bd02c2501096e79b5e73fa" },
    /* ecb_vk.txt KEYSIZE=192 and 256, I=1 */
    { "800000000000000000000000000000000000000000000000",
      "00000000000000000000000000000000",
      "e78e5402c7195568ac3678f7a3f60c66" },
    { "8000000000000000000000000000000000000000000000000000000000000000",
      "00000000000000000000000000000000",
      "abed96e766bf28cbc0ebd21a82ef0819" },
    /* ecb_vt.txt KEYSIZE=128 and 256, I=1 */
    { "00000000000000000000000000000000",
      "80000000000000000000000000000000",
      "10b5ffb720b8cb9002a1142b0ba2e94a" },
    { "0000000000000000000000000000000000000000000000000000000000000000",
      "80000000000000000000000000000000",
      "da5a7992b1b4ae6f8c004bc8a7de5520" },
    /* ecb_vk.txt KEYSIZE=192 I=106, KEYSIZE=256 I=224 */
    { "000000000000000000000000004000000000000000000000",
      "00000000000000000000000000000000",
      "ba8829b1de058c4b48615d851fc74f17" },
    { "0000000000000000000000000000000000000000000000000000000100000000",
      "00000000000000000000000000000000",
      "89f64377bf1e8a46c8247044e8056a98" },
    /* ecb_vt.txt KEYSIZE=256 I=128 */
    { "0000000000000000000000000000000000000000000000000000000000000000",
      "00000000000000000000000000000001",
      "6a7f3b805d2ddcba49b89770ade5e507" },
  };

/* The hex string with its octets in reverse order. */
static const char *
reversed (const char *hex)
{
  static char buf[3][80];
  static unsigned next;
  char *out = buf[next++ % 3];
  size_t n = strlen (hex), i;
  ASSERT (n < sizeof (buf[0]) && n % 2 == 0);
  for (i = 0; i < n; i += 2)
    {
      out[i] = hex[n - 2 - i];
      out[i + 1] = hex[n - 1 - i];
    }
  out[n] = 0;
  return out;
}

/* Every count of blocks from 0 to 24 (so each vector step, padded or
   whole, and each rest), in one call, equals block-by-block calls, in
   both directions. */
static void
every_length (void)
{
  static uint8_t msg[24 * SERPENT_BLOCK_SIZE], one[sizeof (msg)];
  static uint8_t all[sizeof (msg)];
  struct serpent_ctx ctx;
  uint8_t key[32];
  size_t n, i;

  test_rand_bytes (sizeof (key), key);
  serpent_set_key (&ctx, sizeof (key), key);
  for (n = 0; n <= 24; n++)
    {
      size_t length = n * SERPENT_BLOCK_SIZE;
      test_rand_bytes (length, msg);
      for (i = 0; i < length; i += SERPENT_BLOCK_SIZE)
	serpent_encrypt (&ctx, SERPENT_BLOCK_SIZE, one + i, msg + i);
      serpent_encrypt (&ctx, length, all, msg);
      check_bytes ("encrypt, one call against block by block", all, one,
		   length);
      for (i = 0; i < length; i += SERPENT_BLOCK_SIZE)
	serpent_decrypt (&ctx, SERPENT_BLOCK_SIZE, one + i, msg + i);
      serpent_decrypt (&ctx, length, all, msg);
      check_bytes ("decrypt, one call against block by block", all, one,
		   length);
    }
  test_ok ("0..24 blocks in one call equal block-by-block calls");
}

/* The dispatched serpent_encrypt/decrypt (this pass's variant)
   against the portable C variant: 0..40 blocks (every step and rest
   of the vector variant), source and destination at every offset
   mod 16 and in place. */
void _nettle_serpent_encrypt_c (const struct serpent_ctx *, size_t,
				uint8_t *, const uint8_t *);
void _nettle_serpent_decrypt_c (const struct serpent_ctx *, size_t,
				uint8_t *, const uint8_t *);

static void
against_c (void)
{
  static uint8_t msg[40 * SERPENT_BLOCK_SIZE + 16];
  static uint8_t want[sizeof (msg)], got[sizeof (msg) + 16];
  struct serpent_ctx ctx;
  uint8_t key[32];
  size_t n;
  int dec;

  test_rand_bytes (sizeof (key), key);
  serpent_set_key (&ctx, 16 + test_rand_below (17), key);
  for (dec = 0; dec < 2; dec++)
    for (n = 0; n <= 40; n++)
      {
	size_t length = n * SERPENT_BLOCK_SIZE;
	unsigned so = n % 16, doff = (3 * n) % 16;
	void (*f) (const struct serpent_ctx *, size_t, uint8_t *,
		   const uint8_t *) = dec ? serpent_decrypt : serpent_encrypt;
	test_rand_bytes (length, msg + so);
	(dec ? _nettle_serpent_decrypt_c : _nettle_serpent_encrypt_c)
	  (&ctx, length, want, msg + so);
	f (&ctx, length, got + doff, msg + so);
	check_bytes (dec ? "decrypt against the C variant"
		     : "encrypt against the C variant",
		     got + doff, want, length);
	memcpy (got + so, msg + so, length);
	f (&ctx, length, got + so, got + so);
	check_bytes (dec ? "decrypt in place against the C variant"
		     : "encrypt in place against the C variant",
		     got + so, want, length);
      }
  test_ok ("0..40 blocks, misaligned and in place, equal the C variant "
	   "(backend %s)", test_backend ());
}

void
test_main (void)
{
  struct serpent_ctx ctx, ref;
  uint8_t key[32];
  unsigned n;

  ASSERT (sizeof (struct serpent_ctx) == 528);

  for (n = 0; n < sizeof (nessie) / sizeof (nessie[0]); n++)
    cipher3_kat (&serpent, "NESSIE vector", nessie[n][0], nessie[n][1],
		 nessie[n][2]);
  test_ok ("NESSIE vectors (%u)",
	   (unsigned) (sizeof (nessie) / sizeof (nessie[0])));

  for (n = 0; n < sizeof (submission) / sizeof (submission[0]); n++)
    {
      const char *k = reversed (submission[n][0]);
      const char *p = reversed (submission[n][1]);
      const char *c = reversed (submission[n][2]);
      cipher3_kat (&serpent, "AES submission vector", k, p, c);
    }
  test_ok ("AES submission ecb_vk/ecb_vt vectors (%u), octets reversed",
	   (unsigned) (sizeof (submission) / sizeof (submission[0])));

  /* Padding: a key of n < 32 octets is the 32-octet key made of those
     octets, 0x01 and zeros. */
  for (n = 0; n < 32; n++)
    {
      test_rand_bytes (32, key);
      serpent_set_key (&ctx, n, key);
      key[n] = 1;
      memset (key + n + 1, 0, 31 - n);
      serpent_set_key (&ref, 32, key);
      check_bytes ("short key padding", (const uint8_t *) ctx.keys,
		   (const uint8_t *) ref.keys, sizeof (ctx.keys));
    }
  test_ok ("keys of 0..31 octets are padded with 0x01, then zeros");

  cipher3_descriptor (&serpent, &nettle_serpent128, "serpent128", 16);
  cipher3_descriptor (&serpent, &nettle_serpent192, "serpent192", 24);
  cipher3_descriptor (&serpent, &nettle_serpent256, "serpent256", 32);
  cipher3_listed (&nettle_serpent128);
  cipher3_listed (&nettle_serpent192);
  cipher3_listed (&nettle_serpent256);
  test_ok ("nettle_serpent128, 192, 256 descriptors");

  every_length ();
  against_c ();
  cipher3_round_trips (&serpent, 330);
  cipher3_asserts (&serpent, 0, 33);
}
