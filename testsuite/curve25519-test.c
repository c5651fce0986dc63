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

#define check_mul(what, n, u, want) \
  check_dh (what, curve25519_mul, 32, n, u, want)
#define check_mul_g(what, n, want) \
  check_dh_g (what, curve25519_mul_g, 32, n, want)

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
}
