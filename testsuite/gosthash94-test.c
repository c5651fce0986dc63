/* testsuite/gosthash94-test.c

   Tests of gosthash94.h: GOST R 34.11-94 with the test parameter set
   (gosthash94) and the CryptoPro parameter set (gosthash94cp) against
   published examples, streaming in pieces, truncated digests, the reset
   after digest, the digest length assert and the descriptors.

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

#include "hash-check.h"

#include "gosthash94.h"

struct kat
{
  const struct nettle_hash *h;
  const char *label;
  const char *msg;		/* ASCII text */
  const char *digest;
};

#define MSG32 "This is message, length=32 bytes"
#define MSG50 "Suppose the original message has length = 50 bytes"
#define FOX "The quick brown fox jumps over the lazy dog"

/* The two examples of RFC 5831 (from the standard's appendix), with
   the test parameter set; the same messages with the CryptoPro set,
   and the usual short-message values for both sets, as published in
   the literature on GOST R 34.11-94 (e.g. the test vectors of the
   Wikipedia article "GOST (hash function)"); all checked against GNU
   Nettle 3.8.1. */
static const struct kat kats[] =
  {
    { &nettle_gosthash94, "RFC 5831, 32-byte message", MSG32,
      "b1c466d37519b82e8319819ff32595e047a28cb6f83eff1c6916a815a637fffa" },
    { &nettle_gosthash94, "RFC 5831, 50-byte message", MSG50,
      "471aba57a60a770d3a76130635c1fbea4ef14de51f78b4ae57dd893b62f55208" },
    { &nettle_gosthash94, "empty", "",
      "ce85b99cc46752fffee35cab9a7b0278abb4c2d2055cff685af4912c49490f8d" },
    { &nettle_gosthash94, "a", "a",
      "d42c539e367c66e9c88a801f6649349c21871b4344c6a573f849fdce62f314dd" },
    { &nettle_gosthash94, "abc", "abc",
      "f3134348c44fb1b2a277729e2285ebb5cb5e0f29c975bc753b70497c06a4d51d" },
    { &nettle_gosthash94, "message digest", "message digest",
      "ad4434ecb18f2c99b60cbe59ec3d2469582b65273f48de72db2fde16a4889a4d" },
    { &nettle_gosthash94, "quick brown fox", FOX,
      "77b7fa410c9ac58a25f49bca7d0468c9296529315eaca76bd1a10f376d1f4294" },

    { &nettle_gosthash94cp, "32-byte message", MSG32,
      "2cefc2f7b7bdc514e18ea57fa74ff357e7fa17d652c75f69cb1be7893ede48eb" },
    { &nettle_gosthash94cp, "50-byte message", MSG50,
      "c3730c5cbccacf915ac292676f21e8bd4ef75331d9405e5f1a61dc3130a65011" },
    { &nettle_gosthash94cp, "empty", "",
      "981e5f3ca30c841487830f84fb433e13ac1101569b9c13584ac483234cd656c0" },
    { &nettle_gosthash94cp, "a", "a",
      "e74c52dd282183bf37af0079c9f78055715a103f17e3133ceff1aacf2f403011" },
    { &nettle_gosthash94cp, "abc", "abc",
      "b285056dbf18d7392d7677369524dd14747459ed8143997e163b2986f92fd42c" },
    { &nettle_gosthash94cp, "message digest", "message digest",
      "bc6041dd2aa401ebfa6e9886734174febdb4729aa972d60f549ac39b29721ba0" },
    { &nettle_gosthash94cp, "quick brown fox", FOX,
      "9004294a361a508c586fe53d1f1b02746765e71b765472786e4770d565830a76" },
  };

/* 128 bytes 'U' and a million 'a' (the same sources). */
static void
test_long (void)
{
  hash_kat_repeat (&nettle_gosthash94, "128 'U'", "U", 128,
		   SHEX ("53a3a3ed25180cef0c1d85a074273e55"
			 "1c25660a87062a52d926a9e8fe5733a4"));
  hash_kat_repeat (&nettle_gosthash94cp, "128 'U'", "U", 128,
		   SHEX ("1c4ac7614691bbf427fa2316216be8f1"
			 "0d92edfd37cd1027514c1008f649c4e8"));
  hash_kat_repeat (&nettle_gosthash94, "million 'a'", "a", 1000000,
		   SHEX ("5c00ccc2734cdd3332d3d4749576e3c1"
			 "a7dbaf0e7ea74e9fa602413c90a129fa"));
  hash_kat_repeat (&nettle_gosthash94cp, "million 'a'", "a", 1000000,
		   SHEX ("8693287aa62f9478f7cb312ec0866b6c"
			 "4e4a0f11160441e8f4ffcd2715dd554f"));
}

void
test_main (void)
{
  unsigned i;

  ASSERT (GOSTHASH94_DIGEST_SIZE == 32 && GOSTHASH94_BLOCK_SIZE == 32);
  ASSERT (GOSTHASH94_DATA_SIZE == 32);
  ASSERT (GOSTHASH94CP_DIGEST_SIZE == 32 && GOSTHASH94CP_BLOCK_SIZE == 32);
  ASSERT (offsetof (struct gosthash94_ctx, count) == 64);
  ASSERT (offsetof (struct gosthash94_ctx, index) == 72);
  ASSERT (offsetof (struct gosthash94_ctx, block) == 76);
  test_ok ("gosthash94.h constants and context layout");

  for (i = 0; i < sizeof (kats) / sizeof (kats[0]); i++)
    hash_kat_bytes (kats[i].h, kats[i].label, strlen (kats[i].msg),
		    (const uint8_t *) kats[i].msg, SHEX (kats[i].digest));
  test_long ();

  hash_check_properties (&nettle_gosthash94);
  hash_check_properties (&nettle_gosthash94cp);
  hash_check_length_assert (&nettle_gosthash94);
  hash_check_length_assert (&nettle_gosthash94cp);

  HASH_DESCRIPTOR (&nettle_gosthash94, "gosthash94", struct gosthash94_ctx,
		   32, 32, gosthash94_init, gosthash94_update,
		   gosthash94_digest);
  /* gosthash94cp_init is gosthash94_init under another name. */
  HASH_DESCRIPTOR (&nettle_gosthash94cp, "gosthash94cp",
		   struct gosthash94cp_ctx, 32, 32, gosthash94_init,
		   gosthash94cp_update, gosthash94cp_digest);
}
