/* testsuite/curve448-test.c

   X448 known answers: RFC 7748 section 5.2 (the two scalar/u pairs and
   the 1 and 1000 iteration results), section 6.2 (Alice and Bob's
   public keys and shared secret), all also reproduced with OpenSSL 3
   (pyca/cryptography); u = 0 (small order) gives 0; u >= p is reduced;
   random scalars and u against Debian's libhogweed 3.8.1 (curve-dh-check.h).

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
#include "curve448.h"

#define check_mul(what, n, u, want) \
  check_dh (what, curve448_mul, 56, n, u, want)
#define check_mul_g(what, n, want) \
  check_dh_g (what, curve448_mul_g, 56, n, want)

#define ALICE "9a8f4925d1519f5775cf46b04b5800d4ee9ee8bae8bc5565d498c28d" \
  "d9c9baf574a9419744897391006382a6f127ab1d9ac2d8c0a598726b"
#define ALICE_PUB "9b08f7cc31b7e3e67d22d5aea121074a273bd2b83de09c63faa73d2c" \
  "22c5d9bbc836647241d953d40c5b12da88120d53177f80e532c41fa0"
#define BOB "1c306a7ac2a0e2e0990b294470cba339e6453772b075811d8fad0d1d" \
  "6927c120bb5ee8972b0d3e21374c9c921b09d1b0366f10b65173992d"
#define BOB_PUB "3eb7a829b0cd20f5bcfc0b599b6feccf6da4627107bdb0d4f345b430" \
  "27d8b972fc3e34fb4232a13ca706dcb57aec3dae07bdc1c67bf33609"
#define SHARED "07fff4181ac6cc95ec1c16a94a0f74d12da232ce40a77552281d282b" \
  "b60c0b56fd2464c335543936521c24403085d59a449a5037514a879d"

void
test_main (void)
{
  uint8_t k[56], u[56], r[56], w[56];
  unsigned i;

  check_mul ("rfc7748 5.2 #1",
	     "3d262fddf9ec8e88495266fea19a34d28882acef045104d0d1aae121"
	     "700a779c984c24f8cdd78fbff44943eba368f54b29259a4f1c600ad3",
	     "06fce640fa3487bfda5f6cf2d5263f8aad88334cbd07437f020f08f9"
	     "814dc031ddbdc38c19c6da2583fa5429db94ada18aa7a7fb4ef8a086",
	     "ce3e4ff95a60dc6697da1db1d85e6afbdf79b50a2412d7546d5f239f"
	     "e14fbaadeb445fc66a01b0779d98223961111e21766282f73dd96b6f");
  check_mul ("rfc7748 5.2 #2",
	     "203d494428b8399352665ddca42f9de8fef600908e0d461cb021f8c5"
	     "38345dd77c3e4806e25f46d3315c44e0a5b4371282dd2c8d5be3095f",
	     "0fbcc2f993cd56d3305b0b7d9e55d4c1a8fb5dbb52f8e9a1e9b6201b"
	     "165d015894e56c4d3570bee52fe205e28a78b91cdfbde71ce8d157db",
	     "884a02576239ff7a2f2f63b2db6a9ff37047ac13568e1e30fe63c4a7"
	     "ad1b3ee3a5700df34321d62077e63633c575c1c954514e99da7c179d");
  test_ok ("RFC 7748 5.2 scalar/u pairs");

  check_mul_g ("rfc7748 6.2 alice public", ALICE, ALICE_PUB);
  check_mul_g ("rfc7748 6.2 bob public", BOB, BOB_PUB);
  check_mul ("rfc7748 6.2 shared (alice)", ALICE, BOB_PUB, SHARED);
  check_mul ("rfc7748 6.2 shared (bob)", BOB, ALICE_PUB, SHARED);
  test_ok ("RFC 7748 6.2 Diffie-Hellman");

  /* RFC 7748 5.2 iterations: k = X448(k, u), u = old k, from k = u = 5. */
  memset (k, 0, 56); k[0] = 5;
  memcpy (u, k, 56);
  for (i = 1; i <= 1000; i++)
    {
      curve448_mul (r, k, u);
      memcpy (u, k, 56);
      memcpy (k, r, 56);
      if (i == 1)
	check_bytes ("rfc7748 1 iteration", k,
		     SHEX ("3f482c8a9f19b01e6c46ee9711d9dc14fd4bf67af30765c2"
			   "ae2b846a4d23a8cd0db897086239492caf350b51f833868b"
			   "9bc2b3bca9cf4113")->data, 56);
    }
  check_bytes ("rfc7748 1000 iterations", k,
	       SHEX ("aa3b4749d55b9daf1e5b00288826c467274ce3ebbdd5c17b"
		     "975e09d4af6c67cf10d087202db88286e2b79fceea3ec353"
		     "ef54faa26e219f38")->data, 56);
  test_ok ("RFC 7748 1 and 1000 iterations");

  /* u = 0 has small order: the result is 0. */
  memset (u, 0, 56);
  curve448_mul (r, SHEX (ALICE)->data, u);
  memset (w, 0, 56);
  check_bytes ("u = 0", r, w, 56);
  /* u = p + 5 (non-canonical) equals u = 5. */
  memset (u, 0xff, 56);
  memset (u, 0, 28);
  u[0] = 4;
  curve448_mul (r, SHEX (ALICE)->data, u);
  check_bytes ("u = p + 5", r, SHEX (ALICE_PUB)->data, 56);
  test_ok ("small order, non-canonical u");

  check_dh_random ("nettle_curve448_mul", curve448_mul, curve448_mul_g, 56, 5, 20);
}
