/* sha-ni-test.c

   Differential tests of the x86_64 SHA-NI compression functions
   against the portable C ones: random states and blocks at guard
   pages and odd alignments, and whole messages of every length up
   to 1000 bytes through the dispatched public functions. Skips when
   the CPU or the build lacks SHA-NI.

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

#include "testutils.h"

#include "sha1.h"
#include "sha2.h"
#include "sha1-internal.h"
#include "sha2-internal.h"
#include "fat-setup.h"

#if HAVE_BACKEND_sha_ni

/* FIPS 180-4, section 4.2.2 */
static const uint32_t K256[64] =
{
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5,
  0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
  0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc,
  0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7,
  0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
  0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5,
  0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

/* Random state and blocks; both variants from the same start; input
   at a guard page on each side in turn and at odd offsets. */
static void
test_sha256_blocks(void)
{
  size_t blocks;

  for (blocks = 0; blocks <= 16; blocks++)
    {
      int side;
      for (side = 0; side < 2; side++)
	{
	  size_t n = 64 * blocks;
	  uint8_t *in = side ? guard_start(n) : guard_end(n);
	  uint32_t s_c[8], s_ni[8];
	  const uint8_t *r_c, *r_ni;
	  unsigned trial;

	  for (trial = 0; trial < 8; trial++)
	    {
	      test_rand_bytes(n, in);
	      test_rand_bytes(sizeof(s_c), (uint8_t *) s_c);
	      memcpy(s_ni, s_c, sizeof(s_c));
	      r_c = _nettle_sha256_compress_n_c(s_c, K256, blocks, in);
	      r_ni = _nettle_sha256_compress_n_sha_ni(s_ni, K256, blocks, in);
	      if (r_c != in + n || r_ni != in + n)
		test_fail("sha256_compress_n: returned pointer, %zu blocks "
			  "(c %+td, sha_ni %+td)", blocks,
			  r_c - in, r_ni - in);
	      check_bytes("sha256_compress_n sha_ni vs c",
			  (uint8_t *) s_ni, (uint8_t *) s_c, sizeof(s_c));
	    }
	  guard_free(in);
	}
    }
  test_ok("sha256_compress_n: sha_ni = c on 0..16 blocks, guard pages");
}

/* Whole messages of every length 0..1000, misaligned: the library's
   sha256_digest (whatever variant the dispatcher chose) against the
   C compression function with padding done here. */
static void
test_sha256_messages(void)
{
  static uint8_t buf[1000 + 128 + 3];
  size_t length;

  for (length = 0; length <= 1000; length++)
    {
      uint8_t *msg = buf + (length % 3);
      uint8_t want[32], got[32];
      uint32_t s[8] = {
	0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
	0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
      };
      uint8_t pad[128];
      uint64_t bits = (uint64_t) length * 8;
      size_t whole = length / 64, rest = length % 64, padlen;
      struct sha256_ctx ctx;
      unsigned i;

      test_rand_bytes(length, msg);
      _nettle_sha256_compress_n_c(s, K256, whole, msg);
      memset(pad, 0, sizeof(pad));
      memcpy(pad, msg + 64 * whole, rest);
      pad[rest] = 0x80;
      padlen = rest < 56 ? 64 : 128;
      for (i = 0; i < 8; i++)
	pad[padlen - 1 - i] = bits >> (8 * i);
      _nettle_sha256_compress_n_c(s, K256, padlen / 64, pad);
      for (i = 0; i < 32; i++)
	want[i] = s[i / 4] >> (24 - 8 * (i % 4));

      sha256_init(&ctx);
      sha256_update(&ctx, length, msg);
      sha256_digest(&ctx, sizeof(got), got);
      if (memcmp(got, want, 32) != 0)
	test_fail("sha256 (%s) differs from the C reference, length %zu",
		  _nettle_fat_variant("sha256_compress_n"), length);
    }
  test_ok("sha256 with %s = C reference, lengths 0..1000",
	  _nettle_fat_variant("sha256_compress_n"));
}

static void
test_sha1_blocks(void)
{
  unsigned trial;
  uint8_t *end = guard_end(64);
  uint8_t *start = guard_start(64);
  static uint8_t odd[64 + 15];

  for (trial = 0; trial < 300; trial++)
    {
      uint8_t *in = trial % 3 == 0 ? end : trial % 3 == 1 ? start
	: odd + trial % 16;
      uint32_t s_c[5], s_ni[5];

      test_rand_bytes(64, in);
      test_rand_bytes(sizeof(s_c), (uint8_t *) s_c);
      memcpy(s_ni, s_c, sizeof(s_c));
      _nettle_sha1_compress_c(s_c, in);
      _nettle_sha1_compress_sha_ni(s_ni, in);
      check_bytes("sha1_compress sha_ni vs c",
		  (uint8_t *) s_ni, (uint8_t *) s_c, sizeof(s_c));
    }
  guard_free(end);
  guard_free(start);
  test_ok("sha1_compress: sha_ni = c on 300 random blocks, guard pages, "
	  "misaligned");
}

static void
test_sha1_messages(void)
{
  static uint8_t buf[1000 + 128 + 3];
  size_t length;

  for (length = 0; length <= 1000; length++)
    {
      uint8_t *msg = buf + (length % 3);
      uint8_t want[20], got[20];
      uint32_t s[5] = {
	0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0
      };
      uint8_t pad[128];
      uint64_t bits = (uint64_t) length * 8;
      size_t whole = length / 64, rest = length % 64, padlen, b;
      struct sha1_ctx ctx;
      unsigned i;

      test_rand_bytes(length, msg);
      for (b = 0; b < whole; b++)
	_nettle_sha1_compress_c(s, msg + 64 * b);
      memset(pad, 0, sizeof(pad));
      memcpy(pad, msg + 64 * whole, rest);
      pad[rest] = 0x80;
      padlen = rest < 56 ? 64 : 128;
      for (i = 0; i < 8; i++)
	pad[padlen - 1 - i] = bits >> (8 * i);
      for (b = 0; b < padlen; b += 64)
	_nettle_sha1_compress_c(s, pad + b);
      for (i = 0; i < 20; i++)
	want[i] = s[i / 4] >> (24 - 8 * (i % 4));

      sha1_init(&ctx);
      sha1_update(&ctx, length, msg);
      sha1_digest(&ctx, sizeof(got), got);
      if (memcmp(got, want, 20) != 0)
	test_fail("sha1 (%s) differs from the C reference, length %zu",
		  _nettle_fat_variant("sha1_compress"), length);
    }
  test_ok("sha1 with %s = C reference, lengths 0..1000",
	  _nettle_fat_variant("sha1_compress"));
}

void
test_main(void)
{
  if (!(_nettle_fat_cpu_features() & FAT_SHANI))
    test_skip("this CPU has no SHA extensions");

  test_sha256_blocks();
  test_sha1_blocks();
  test_sha256_messages();
  test_sha1_messages();
}

#else /* !HAVE_BACKEND_sha_ni */

void
test_main(void)
{
  test_skip("built without the sha_ni backend");
}

#endif
