/* sha1-test.c

   Tests of SHA-1 (sha1.h): FIPS 180-4 examples and the one-
   million-'a' message, sha1_compress and its old name, a block
   count crossing 2^32, the descriptor, and the common hash
   properties. Runs over whichever sha1_compress variant the
   dispatcher chose.

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

#include "sha1.h"

static const uint32_t iv[5] =
  { 0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0 };

/* The padded block of the empty message, compressed from the initial
   state, is SHA1(""). */
static void
test_compress(void)
{
  uint32_t state[5];
  uint8_t block[64];
  uint8_t out[20];
  const struct tstring *want =
    SHEX("da39a3ee5e6b4b0d3255bfef95601890afd80709");

  memset(block, 0, sizeof(block));
  block[0] = 0x80;
  memcpy(state, iv, sizeof(state));
  sha1_compress(state, block);
  hash_words_out(5, state, 1, out);
  check_bytes("sha1_compress", out, want->data, 20);
  test_ok("sha1_compress of the padded empty message");

  /* The old internal name reaches the same function. */
  memcpy(state, iv, sizeof(state));
  _nettle_sha1_compress(state, block);
  hash_words_out(5, state, 1, out);
  check_bytes("_nettle_sha1_compress", out, want->data, 20);
  test_ok("_nettle_sha1_compress is sha1_compress");
}

/* A block count that crosses 2^32 carries into the bit count. */
static void
test_count_carry(void)
{
  struct sha1_ctx ctx;
  uint8_t msg[69];
  uint8_t got[20], want[20];
  uint32_t state[5];

  test_rand_bytes(sizeof(msg), msg);
  sha1_init(&ctx);
  ctx.count = 0xffffffff;
  sha1_update(&ctx, sizeof(msg), msg);
  ASSERT(ctx.count == 0x100000000ULL);
  memcpy(state, ctx.state, sizeof(state));
  sha1_digest(&ctx, sizeof(got), got);

  hash_md_by_hand(sha1_compress, state, 5, 5, msg + 64,
		  (((uint64_t) 1 << 32) * 64 + 5) * 8, 1, want);
  check_bytes("sha1 count carry", got, want, 20);
  test_ok("sha1: block count crossing 2^32 carries into the bit count");
}

void
test_main(void)
{
  const struct nettle_hash *h = &nettle_sha1;

  HASH_DESCRIPTOR(h, "sha1", struct sha1_ctx, SHA1_DIGEST_SIZE,
		  SHA1_BLOCK_SIZE, sha1_init, sha1_update, sha1_digest);
  ASSERT(SHA1_DIGEST_SIZE == 20 && SHA1_BLOCK_SIZE == 64
	 && SHA1_DATA_SIZE == 64 && _SHA1_DIGEST_LENGTH == 5);

  /* FIPS 180-4 examples (NIST CSRC, "SHA1.pdf", "SHA1 2 blocks") and
     the one-million-'a' message of FIPS 180-2, appendix A.3. */
  HASH_KAT(h, "abc", SHEX("a9993e364706816aba3e25717850c26c9cd0d89d"));
  HASH_KAT(h, FIPS180_M448,
	   SHEX("84983e441c3bd26ebaae4aa1f95129e5e54670f1"));
  HASH_KAT(h, FIPS180_M896,
	   SHEX("a49b2446a02c645bf419f995b67091253a04a259"));
  HASH_KAT(h, "", SHEX("da39a3ee5e6b4b0d3255bfef95601890afd80709"));
  hash_kat_repeat(h, "one million 'a'", "a", 1000000,
		  SHEX("34aa973cd4c4daa4f61eeb2bdbad27316534016f"));

  test_compress();
  test_count_carry();
  hash_check_properties(h);
  hash_check_length_assert(h);
}
