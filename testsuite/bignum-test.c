/* bignum-test.c

   bignum.h: octet conversions (unsigned and two's complement), random
   numbers and primes; the gmp-glue limb conversions.

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

#include "hogweed-utils.h"
#include "gmp-glue.h"

/* Known conversions: value (hex, signed), its two's complement octets. */
static const struct
{
  const char *value;
  const char *octets;
} signed_cases[] =
  {
    { "0", "00" },
    { "1", "01" },
    { "7f", "7f" },
    { "80", "0080" },
    { "ff", "00ff" },
    { "-1", "ff" },
    { "-80", "80" },
    { "-81", "ff7f" },
    { "-100", "ff00" },
    { "123456789abcdef0123", "0123456789abcdef0123" },
    { "-123456789abcdef0123", "fedcba9876543210fedd" },
  };

static void
test_signed (void)
{
  size_t i;
  mpz_t x, y;
  mpz_init (x);
  mpz_init (y);
  for (i = 0; i < sizeof (signed_cases) / sizeof (signed_cases[0]); i++)
    {
      const struct tstring *o = tstring_hex (signed_cases[i].octets);
      uint8_t buf[32];
      size_t n;
      hw_mpz_hex (x, signed_cases[i].value);
      n = nettle_mpz_sizeinbase_256_s (x);
      if (n != o->length)
	test_fail ("sizeinbase_256_s(%s) = %zu, want %zu",
		   signed_cases[i].value, n, o->length);
      nettle_mpz_get_str_256 (n, buf, x);
      check_bytes (signed_cases[i].value, buf, o->data, n);
      nettle_mpz_set_str_256_s (y, o->length, o->data);
      hw_check_mpz (signed_cases[i].value, y, x);
    }
  /* Empty string is zero; leading sign extension keeps the value. */
  nettle_mpz_set_str_256_s (y, 0, (const uint8_t *) "");
  if (mpz_sgn (y))
    test_fail ("empty string is not 0");
  nettle_mpz_set_str_256_s (y, 3, (const uint8_t *) "\xff\xff\x7f");
  if (mpz_cmp_si (y, -129))
    test_fail ("ffff7f is not -129");
  mpz_clear (x);
  mpz_clear (y);
  test_ok ("%zu two's complement conversions",
	   sizeof (signed_cases) / sizeof (signed_cases[0]));
}

static void
test_unsigned (void)
{
  unsigned round;
  mpz_t x, y;
  mpz_init (x);
  mpz_init (y);
  for (round = 0; round < 300; round++)
    {
      uint8_t in[80], out[82];
      size_t length = round % 80, n;
      test_rand_bytes (length, in);
      nettle_mpz_init_set_str_256_u (y, length, in);
      mpz_import (x, length, 1, 1, 1, 0, in);
      hw_check_mpz ("set_str_256_u", y, x);
      n = nettle_mpz_sizeinbase_256_u (x);
      if (n > (length ? length : 1) || (length && in[0] && n != length))
	test_fail ("sizeinbase_256_u: %zu for %zu octets", n, length);
      /* Written with two octets of zero padding. */
      nettle_mpz_get_str_256 (length + 2, out, x);
      if (out[0] || out[1])
	test_fail ("get_str_256 padding");
      check_bytes ("get_str_256", out + 2, in, length);
      mpz_clear (y);
    }
  mpz_clear (x);
  test_ok ("unsigned octet conversions, 0..79 octets");
}

static void
test_glue (void)
{
  unsigned round;
  for (round = 0; round < 200; round++)
    {
      uint8_t in[40], out[40];
      mp_limb_t limbs[16];	/* 40 octets in 32-bit limbs, plus one */
      size_t length = round % 40;
      mp_size_t n = NETTLE_OCTET_SIZE_TO_LIMB_SIZE (length);
      size_t i;
      test_rand_bytes (length, in);
      mpn_set_base256 (limbs, n + 1, in, length);
      mpn_get_base256 (out, length, limbs, n + 1);
      check_bytes ("mpn base256 round trip", out, in, length);
      mpn_set_base256_le (limbs, n + 1, in, length);
      mpn_get_base256_le (out, length, limbs, n + 1);
      check_bytes ("mpn base256_le round trip", out, in, length);
      /* Little-endian limbs of big-endian octets are the reversed
	 little-endian ones. */
      for (i = 0; i < length; i++)
	out[i] = in[length - 1 - i];
      {
	mp_limb_t l2[16];
	mpn_set_base256 (limbs, n + 1, in, length);
	mpn_set_base256_le (l2, n + 1, out, length);
	if (mpn_cmp (limbs, l2, n + 1))
	  test_fail ("base256 vs base256_le at length %zu", length);
	if (sec_zero_p (limbs, n + 1) != (mpn_zero_p (limbs, n + 1)))
	  test_fail ("sec_zero_p at length %zu", length);
	cnd_copy (0, l2, limbs, n + 1);
	cnd_copy (1, l2, limbs, n + 1);
	if (mpn_cmp (limbs, l2, n + 1))
	  test_fail ("cnd_copy");
      }
    }
  {
    mp_limb_t a[3] = { ~(mp_limb_t) 0, ~(mp_limb_t) 0, 5 }, r[3];
    if (sec_add_1 (r, a, 3, 1) != 0 || r[0] || r[1] || r[2] != 6)
      test_fail ("sec_add_1 carry chain");
    if (sec_sub_1 (a, r, 3, 1) != 0 || a[0] != ~(mp_limb_t) 0 || a[2] != 5)
      test_fail ("sec_sub_1 borrow chain");
    if (sec_add_1 (r, a, 2, 1) != 1)
      test_fail ("sec_add_1 carry out");
  }
  test_ok ("gmp-glue limb conversions, sec_add_1/sub_1, cnd_copy");
}

static void
test_random (void)
{
  unsigned i, bits;
  mpz_t x, n;
  mpz_init (x);
  mpz_init (n);
  for (bits = 0; bits < 200; bits += 7)
    {
      nettle_mpz_random_size (x, NULL, hw_random, bits);
      if (mpz_sizeinbase (x, 2) > bits && mpz_sgn (x))
	test_fail ("random_size(%u) has %zu bits", bits,
		   mpz_sizeinbase (x, 2));
    }
  hw_mpz_hex (n, "10000000000000000000000000001");
  for (i = 0; i < 100; i++)
    {
      nettle_mpz_random (x, NULL, hw_random, n);
      if (mpz_sgn (x) < 0 || mpz_cmp (x, n) >= 0)
	test_fail ("mpz_random out of range");
    }
  for (bits = 3; bits <= 600; bits += bits / 2 + 1)
    {
      unsigned count = 0;
      nettle_random_prime (x, bits, bits > 3, NULL, hw_random, &count, hw_progress);
      if (mpz_sizeinbase (x, 2) != bits || !mpz_probab_prime_p (x, 30))
	test_fail ("random_prime(%u)", bits);
      if (bits > 3 && !mpz_tstbit (x, bits - 2))
	test_fail ("random_prime(%u) top bits", bits);
      if (!count)
	test_fail ("random_prime(%u): no progress call", bits);
    }
  mpz_clear (x);
  mpz_clear (n);
  test_ok ("mpz_random_size, mpz_random, random_prime (3..600 bits)");
}

void
test_main (void)
{
  test_signed ();
  test_unsigned ();
  test_glue ();
  test_random ();
}
