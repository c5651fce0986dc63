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
#include "sha2-k.h"

#include "sha1.h"
#include "sha2.h"
#include "sha1-internal.h"
#include "sha2-internal.h"
#include "fat-setup.h"

#if HAVE_BACKEND_sha_ni

/* A many-block compression with the state as 32-bit words. */
typedef const uint8_t *blocks_func(uint32_t *state, size_t blocks,
				   const uint8_t *data);

static const uint8_t *
sha256_blocks_c(uint32_t *state, size_t blocks, const uint8_t *data)
{
  return _nettle_sha256_compress_n_c(state, fv_sha256_k, blocks, data);
}

static const uint8_t *
sha256_blocks_sha_ni(uint32_t *state, size_t blocks, const uint8_t *data)
{
  return _nettle_sha256_compress_n_sha_ni(state, fv_sha256_k, blocks, data);
}

/* Random state and blocks; both variants from the same start; input
   at a guard page on each side in turn; 0..16 blocks, and the
   returned pointer just past them. */
static void
test_blocks(const char *name, size_t words, blocks_func *c, blocks_func *ni)
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
	      test_rand_bytes(words * 4, (uint8_t *) s_c);
	      memcpy(s_ni, s_c, words * 4);
	      r_c = c(s_c, blocks, in);
	      r_ni = ni(s_ni, blocks, in);
	      if (r_c != in + n || r_ni != in + n)
		test_fail("%s: returned pointer, %zu blocks "
			  "(c %+td, sha_ni %+td)", name, blocks,
			  r_c - in, r_ni - in);
	      check_bytes(name, (uint8_t *) s_ni, (uint8_t *) s_c, words * 4);
	    }
	  guard_free(in);
	}
    }
  test_ok("%s: sha_ni = c on 0..16 blocks, guard pages", name);
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
      _nettle_sha256_compress_n_c(s, fv_sha256_k, whole, msg);
      memset(pad, 0, sizeof(pad));
      memcpy(pad, msg + 64 * whole, rest);
      pad[rest] = 0x80;
      padlen = rest < 56 ? 64 : 128;
      for (i = 0; i < 8; i++)
	pad[padlen - 1 - i] = bits >> (8 * i);
      _nettle_sha256_compress_n_c(s, fv_sha256_k, padlen / 64, pad);
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
		  _nettle_fat_variant("sha1_compress_n"), length);
    }
  test_ok("sha1 with %s (blocks) and %s (one block) = C reference, "
	  "lengths 0..1000", _nettle_fat_variant("sha1_compress_n"),
	  _nettle_fat_variant("sha1_compress"));
}

void
test_main(void)
{
  if (!(_nettle_fat_cpu_features() & FAT_SHANI))
    test_skip("this CPU has no SHA extensions");

  test_blocks("sha256_compress_n", 8, sha256_blocks_c, sha256_blocks_sha_ni);
  test_sha1_blocks();
  test_blocks("sha1_compress_n", 5, _nettle_sha1_compress_n_c,
	      _nettle_sha1_compress_n_sha_ni);
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
