/* testsuite/cast128-test.c

   Tests of CAST-128 (cast128.h) and its descriptor.

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

#include "cast128.h"
#include "cipher3-check.h"

static const struct cipher3 cast128 =
  {
    "cast128", sizeof (struct cast128_ctx), CAST128_BLOCK_SIZE,
    CAST5_MIN_KEY_SIZE, CAST5_MAX_KEY_SIZE,
    (void (*) (void *, size_t, const uint8_t *)) cast5_set_key,
    (nettle_cipher_func *) cast128_encrypt,
    (nettle_cipher_func *) cast128_decrypt,
  };

/* RFC 2144 Appendix B.2, "full maintenance test": a and b start equal,
   then a million times each half of a is encrypted under b and each
   half of b under a. */
static void
maintenance_test (void)
{
  struct cast128_ctx ctx;
  const struct tstring *init = SHEX ("0123456712345678234567893456789a");
  uint8_t a[16], b[16];
  unsigned i;

  memcpy (a, init->data, 16);
  memcpy (b, init->data, 16);
  for (i = 0; i < 1000000; i++)
    {
      cast128_set_key (&ctx, b);
      cast128_encrypt (&ctx, 16, a, a);
      cast128_set_key (&ctx, a);
      cast128_encrypt (&ctx, 16, b, b);
    }
  check_bytes ("B.2 a", a,
	       SHEX ("eea9d0a249fd3ba6b3436fb89d6dca92")->data, 16);
  check_bytes ("B.2 b", b,
	       SHEX ("b2c95eb00c31ad7180ac05b8e83d696e")->data, 16);
}

void
test_main (void)
{
  struct cast128_ctx ctx;
  uint8_t key[16], out1[8], out2[8];

  ASSERT (sizeof (struct cast128_ctx) == 84);

  /* RFC 2144 Appendix B.1, single plaintext-key-ciphertext sets. */
  cipher3_kat (&cast128, "B.1 128-bit key",
	       "0123456712345678234567893456789a", "0123456789abcdef",
	       "238b4fe5847e44b2");
  cipher3_kat (&cast128, "B.1 80-bit key", "01234567123456782345",
	       "0123456789abcdef", "eb6a711a2c02271b");
  cipher3_kat (&cast128, "B.1 40-bit key", "0123456712",
	       "0123456789abcdef", "7ac816d16e9b302e");
  test_ok ("RFC 2144 B.1 vectors (3)");

  maintenance_test ();
  test_ok ("RFC 2144 B.2 maintenance test (1,000,000 iterations)");

  /* 12 rounds up to 80 bits, 16 above: a zero-padded 10-octet key and
     the same octets as an 11-octet key differ. */
  test_rand_bytes (16, key);
  key[10] = 0;
  cast5_set_key (&ctx, 10, key);
  ASSERT (ctx.rounds == 12);
  cast128_encrypt (&ctx, 8, out1, key);
  cast5_set_key (&ctx, 11, key);
  ASSERT (ctx.rounds == 16);
  cast128_encrypt (&ctx, 8, out2, key);
  ASSERT (memcmp (out1, out2, 8) != 0);
  cast5_set_key (&ctx, 5, key);
  ASSERT (ctx.rounds == 12);
  cast5_set_key (&ctx, 16, key);
  ASSERT (ctx.rounds == 16);
  test_ok ("12 rounds for keys up to 80 bits, 16 above");

  cipher3_descriptor (&cast128, &nettle_cast128, "cast128", 16);
  cipher3_listed (&nettle_cast128);
  test_ok ("nettle_cast128 descriptor");

  cipher3_round_trips (&cast128, 300);
  cipher3_asserts (&cast128, 4, 17);
}
