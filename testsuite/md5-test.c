/* md5-test.c

   Tests of MD5 (md5.h): the RFC 1321 test suite, md5_compress, a
   block count crossing 2^32, the descriptor, and the common hash
   properties.

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

#include "md5.h"

/* The padded block of the empty message, compressed from the initial
   state, is MD5(""). */
static void
test_compress(void)
{
  static const uint32_t iv[4] =
    { 0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476 };
  uint32_t state[4];
  uint8_t block[64];
  uint8_t out[16];
  const struct tstring *want = SHEX("d41d8cd98f00b204e9800998ecf8427e");

  memset(block, 0, sizeof(block));
  block[0] = 0x80;
  memcpy(state, iv, sizeof(state));
  md5_compress(state, block);
  hash_words_out(4, state, 0, out);
  check_bytes("md5_compress", out, want->data, 16);
  test_ok("md5_compress of the padded empty message");

  /* The old internal name reaches the same function. */
  memcpy(state, iv, sizeof(state));
  _nettle_md5_compress(state, block);
  ASSERT(state[0] == (uint32_t) (out[0] | out[1] << 8 | out[2] << 16
				 | (uint32_t) out[3] << 24));
  test_ok("_nettle_md5_compress is md5_compress");
}

/* A block count that crosses 2^32: the bit count in the padding must
   carry into the upper word. The expected value is built by hand with
   md5_compress. */
static void
test_count_carry(void)
{
  struct md5_ctx ctx;
  uint8_t msg[69];
  uint8_t got[16], want[16];
  uint32_t state[4];

  test_rand_bytes(sizeof(msg), msg);
  md5_init(&ctx);
  ctx.count = 0xffffffff;
  md5_update(&ctx, sizeof(msg), msg);
  ASSERT(ctx.count == 0x100000000ULL);
  memcpy(state, ctx.state, sizeof(state));
  md5_digest(&ctx, sizeof(got), got);

  /* 2^32 + 0 whole blocks, then 5 bytes. */
  hash_md_by_hand(md5_compress, state, 4, 5, msg + 64,
		  (((uint64_t) 1 << 32) * 64 + 5) * 8, 0, want);
  check_bytes("md5 count carry", got, want, 16);
  test_ok("md5: block count crossing 2^32 carries into the bit count");
}

void
test_main(void)
{
  const struct nettle_hash *h = &nettle_md5;

  HASH_DESCRIPTOR(h, "md5", struct md5_ctx, MD5_DIGEST_SIZE,
		  MD5_BLOCK_SIZE, md5_init, md5_update, md5_digest);
  ASSERT(MD5_DIGEST_SIZE == 16 && MD5_BLOCK_SIZE == 64
	 && MD5_DATA_SIZE == 64 && _MD5_DIGEST_LENGTH == 4);

  /* RFC 1321, appendix A.5 */
  HASH_KAT(h, "", SHEX("d41d8cd98f00b204e9800998ecf8427e"));
  HASH_KAT(h, "a", SHEX("0cc175b9c0f1b6a831c399e269772661"));
  HASH_KAT(h, "abc", SHEX("900150983cd24fb0d6963f7d28e17f72"));
  HASH_KAT(h, "message digest", SHEX("f96b697d7cb7938d525a2f31aaf161d0"));
  HASH_KAT(h, "abcdefghijklmnopqrstuvwxyz",
	   SHEX("c3fcd3d76192e4007dfb496cca67e13b"));
  HASH_KAT(h, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
	   SHEX("d174ab98d277d9f5a5611c2c9f419d9f"));
  HASH_KAT(h, "1234567890123456789012345678901234567890"
	   "1234567890123456789012345678901234567890",
	   SHEX("57edf4a22be3c955ac49da2e2107b67a"));

  test_compress();
  test_count_carry();
  hash_check_properties(h);
  hash_check_length_assert(h);
}
