/* testsuite/curve25519-test.c

   X25519 known answers: RFC 7748 section 5.2 (one scalar/u pair and
   the 1 and 1000 iteration results), section 6.1 (Alice and Bob's
   public keys and shared secret); u = 0 (small order) gives 0; the top
   bit of u is ignored and u >= p is reduced. Every value was also
   checked against Debian's libhogweed 3.8.1, and so are random scalars
   and u (curve-dh-check.h).

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

#include <string.h>

#include "testutils.h"
#include "curve-dh-check.h"
#include "curve25519.h"
#include "curve-internal.h"
#include "fat-setup.h"

#define check_mul(what, n, u, want) \
  check_dh (what, curve25519_mul, 32, n, u, want)
#define check_mul_g(what, n, want) \
  check_dh_g (what, curve25519_mul_g, 32, n, want)

#if HAVE_BACKEND_adx && defined (__x86_64__)
/* RFC 7748's decodeScalar25519, in place. */
static void
clamp (uint8_t *k)
{
  k[0] &= 248;
  k[31] &= 127;
  k[31] |= 64;
}

/* Both ladders on k and u, u at the start of a guard page and the
   output at the end of one; equal, and 0 when zero is set. */
static void
check_ladder_pair (const char *what, unsigned i, const uint8_t *k,
		   const uint8_t *u, int zero)
{
  uint8_t *ub = guard_start (32), *qb = guard_end (32), want[32];
  memcpy (ub, u, 32);
  _nettle_curve25519_ladder_c (want, k, ub);
  _nettle_curve25519_ladder_adx (qb, k, ub);
  if (memcmp (qb, want, 32) != 0)
    {
      fprintf (stderr, "curve25519_ladder adx vs c: %s, case %u\n", what, i);
      check_bytes (what, qb, want, 32);
    }
  if (zero)
    {
      memset (want, 0, 32);
      check_bytes (what, qb, want, 32);
    }
  guard_free (ub); guard_free (qb);
}

/* The adx ladder against the c one (the reference) when this pass
   dispatches to adx: random clamped and unclamped scalars on random u
   (bit 255 either way), u >= p (bit 255 clear and set) and the points
   of small order, bit 255 clear and set. */
static void
check_ladder_adx (void)
{
  /* Little-endian: 0, 1, the two of order 8, p - 1 (order 2). */
  static const char *small[] = {
    "0000000000000000000000000000000000000000000000000000000000000000",
    "0100000000000000000000000000000000000000000000000000000000000000",
    "e0eb7a7c3b41b8ae1656e3faf19fc46ada098deb9c32b1fd866205165f49b800",
    "5f9c95bca3508c24b1d0b1559c83ef5b04445cc4581c8e86d8224eddd09f1157",
    "ecffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
  };
  const char *ladder = _nettle_hogweed_fat_variant ("curve25519_ladder");
  uint8_t k[32], u[32];
  unsigned i;

  if (!ladder || strcmp (ladder, "adx") != 0)
    {
      printf ("  note: adx ladder vs c: not run, this pass does not "
	      "dispatch to adx\n");
      return;
    }
  for (i = 0; i < 200; i++)
    {
      test_rand_bytes (32, k);
      test_rand_bytes (32, u);
      if (i % 2 == 0)
	{
	  clamp (k);
	}
      check_ladder_pair ("random k and u", i, k, u, 0);
    }
  /* u = p + j, j = 0 .. 18, then j + 2^255 as well. */
  for (i = 0; i < 38; i++)
    {
      test_rand_bytes (32, k);
      clamp (k);
      memset (u, 0xff, 32);
      u[0] = 0xed + i % 19;
      u[31] = i < 19 ? 0x7f : 0xff;
      /* p and p + 1 are 0 and 1, of small order. */
      check_ladder_pair ("u >= p", i, k, u, i % 19 <= 1);
    }
  for (i = 0; i < 2 * (sizeof (small) / sizeof (small[0])); i++)
    {
      const struct tstring *t = SHEX (small[i / 2]);
      test_rand_bytes (32, k);
      clamp (k);
      memcpy (u, t->data, 32);
      /* Bit 255 is ignored: the point stays the same. */
      if (i % 2)
	u[31] |= 0x80;
      check_ladder_pair ("small order u", i, k, u, 1);
    }
  test_ok ("curve25519_ladder adx = c: 200 random k (half clamped) and "
	   "u, 38 u >= p (bit 255 clear, set), 5 of small order (bit "
	   "255 clear, set) and p, p + 1 giving 0");
}
#endif

void
test_main (void)
{
  uint8_t k[32], u[32], r[32];
  unsigned i;

  check_mul ("rfc7748 5.2 #2",
	     "4b66e9d4d1b4673c5ad22691957d6af5c11b6421e0ea01d42ca4169e7918ba0d",
	     "e5210f12786811d3f4b7959d0538ae2c31dbe7106fc03c3efc4cd549c715a493",
	     "95cbde9476e8907d7aade45cb4b873f88b595a68799fa152e6f8f7647aac7957");
  test_ok ("RFC 7748 5.2 scalar/u pair");

  check_mul_g ("rfc7748 6.1 alice public",
	       "77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a",
	       "8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a");
  check_mul_g ("rfc7748 6.1 bob public",
	       "5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb",
	       "de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f");
  check_mul ("rfc7748 6.1 shared (alice)",
	     "77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a",
	     "de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f",
	     "4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742");
  check_mul ("rfc7748 6.1 shared (bob)",
	     "5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb",
	     "8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a",
	     "4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742");
  test_ok ("RFC 7748 6.1 Diffie-Hellman");

  /* RFC 7748 5.2 iterations: k = X25519(k, u), u = old k, from k = u = 9. */
  memset (k, 0, 32); k[0] = 9;
  memcpy (u, k, 32);
  for (i = 1; i <= 1000; i++)
    {
      curve25519_mul (r, k, u);
      memcpy (u, k, 32);
      memcpy (k, r, 32);
      if (i == 1)
	check_bytes ("rfc7748 1 iteration", k, SHEX ("422c8e7a6227d7bca1350b3e2bb7279f7897b87bb6854b783c60e80311ae3079")->data, 32);
    }
  check_bytes ("rfc7748 1000 iterations", k, SHEX ("684cf59ba83309552800ef566f2f4d3c1c3887c49360e3875f2eb94d99532c51")->data, 32);
  test_ok ("RFC 7748 1 and 1000 iterations");

  /* u = 0 has small order: the result is 0, not a crash. */
  check_mul ("u = 0",
	     "77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a",
	     "0000000000000000000000000000000000000000000000000000000000000000",
	     "0000000000000000000000000000000000000000000000000000000000000000");
  /* The top bit of u is ignored (as in Nettle 3.8.1). */
  check_mul ("u top bit",
	     "a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4",
	     "e6db6867583030db3582b8e12a9e8eb53e7f35fb31fc9e4a6b95abea1d01c3cc",
	     "2e95fbe1d2356de6a1ab2f2b9045e95bd3c4287871870a9eae577f9df46e0511");
  /* u = p + 9 (non-canonical) equals u = 9. */
  memset (u, 0xff, 32); u[0] = 0xed + 9; u[31] = 0x7f;
  memset (k, 0, 32); k[0] = 9;
  curve25519_mul (r, SHEX ("77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a")->data, u);
  check_bytes ("u = p + 9", r, SHEX ("8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a")->data, 32);
  test_ok ("small order, top bit, non-canonical u");

  check_dh_random ("nettle_curve25519_mul", curve25519_mul, curve25519_mul_g, 32, 9, 20);
#if HAVE_BACKEND_adx && defined (__x86_64__)
  check_ladder_adx ();
#endif
}
