/* testsuite/twofish-test.c

   Tests of Twofish (twofish.h) and its three descriptors.

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

#include "twofish.h"
#include "cipher3-check.h"

static const struct cipher3 twofish =
  {
    "twofish", sizeof (struct twofish_ctx), TWOFISH_BLOCK_SIZE,
    0, TWOFISH_MAX_KEY_SIZE,
    (void (*) (void *, size_t, const uint8_t *)) twofish_set_key,
    (nettle_cipher_func *) twofish_encrypt,
    (nettle_cipher_func *) twofish_decrypt,
  };

/* Key, plaintext, ciphertext. The first three are ecb_tbl.txt of the
   Twofish AES submission, KEYSIZE=128, I=1..3 (each key and plaintext
   is the previous plaintext and ciphertext); then the first entries for
   KEYSIZE=192 and 256; then the paper's appendix A.1 examples with
   full 192- and 256-bit keys (Schneier et al., "Twofish: A 128-Bit
   Block Cipher", 1998). */
static const char *vectors[][3] =
  {
    { "00000000000000000000000000000000",
      "00000000000000000000000000000000",
      "9f589f5cf6122c32b6bfec2f2ae8c35a" },
    { "00000000000000000000000000000000",
      "9f589f5cf6122c32b6bfec2f2ae8c35a",
      "d491db16e7b1c39e86cb086b789f5419" },
    { "9f589f5cf6122c32b6bfec2f2ae8c35a",
      "d491db16e7b1c39e86cb086b789f5419",
      "019f9809de1711858faac3a3ba20fbc3" },
    { "000000000000000000000000000000000000000000000000",
      "00000000000000000000000000000000",
      "efa71f788965bd4453f860178fc19101" },
    { "0000000000000000000000000000000000000000000000000000000000000000",
      "00000000000000000000000000000000",
      "57ff739d4dc92c1bd7fc01700cc8216f" },
    { "0123456789abcdeffedcba98765432100011223344556677",
      "00000000000000000000000000000000",
      "cfd1d2e5a9be9cdf501f13b892bd2248" },
    { "0123456789abcdeffedcba987654321000112233445566778899aabbccddeeff",
      "00000000000000000000000000000000",
      "37527be0052334b89f0cfccae87cfa20" },
  };

void
test_main (void)
{
  struct twofish_ctx ctx, ref;
  uint8_t key[32];
  unsigned n;

  ASSERT (sizeof (struct twofish_ctx) == 4256);

  for (n = 0; n < sizeof (vectors) / sizeof (vectors[0]); n++)
    cipher3_kat (&twofish, "Twofish vector", vectors[n][0], vectors[n][1],
		 vectors[n][2]);
  test_ok ("ecb_tbl.txt and paper vectors (%u)",
	   (unsigned) (sizeof (vectors) / sizeof (vectors[0])));

  /* Shorter keys are zero-padded to 16, 24 or 32 octets. */
  for (n = 0; n < 32; n++)
    {
      size_t full = n <= 16 ? 16 : n <= 24 ? 24 : 32;
      test_rand_bytes (32, key);
      twofish_set_key (&ctx, n, key);
      memset (key + n, 0, 32 - n);
      twofish_set_key (&ref, full, key);
      check_bytes ("short key padding", (const uint8_t *) &ctx,
		   (const uint8_t *) &ref, sizeof (ctx));
    }
  test_ok ("keys of 0..31 octets are zero-padded to 16, 24 or 32");

  cipher3_descriptor (&twofish, &nettle_twofish128, "twofish128", 16);
  cipher3_descriptor (&twofish, &nettle_twofish192, "twofish192", 24);
  cipher3_descriptor (&twofish, &nettle_twofish256, "twofish256", 32);
  cipher3_listed (&nettle_twofish128);
  cipher3_listed (&nettle_twofish192);
  cipher3_listed (&nettle_twofish256);
  test_ok ("nettle_twofish128, 192, 256 descriptors");

  cipher3_round_trips (&twofish, 330);
  cipher3_asserts (&twofish, 0, 33);
}
