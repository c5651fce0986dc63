/* sha512-test.c

   Tests of SHA-384, SHA-512, SHA-512/224 and SHA-512/256 (sha2.h):
   FIPS 180-4 examples and the one-million-'a' message,
   sha512_compress, a block count crossing 2^64, the descriptors,
   and the common hash properties.

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

#include "sha2.h"

/* FIPS 180-4, section 5.3.5 */
static const uint64_t iv512[8] =
  {
    0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL,
    0x3c6ef372fe94f82bULL, 0xa54ff53a5f1d36f1ULL,
    0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL,
    0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL,
  };

static void
state_to_be(const uint64_t *state, uint8_t *out)
{
  unsigned i;
  for (i = 0; i < 64; i++)
    out[i] = state[i / 8] >> (56 - 8 * (i % 8));
}

/* The padded block of "abc", compressed from the initial state, is
   SHA512("abc"). */
static void
test_compress(void)
{
  uint64_t state[8];
  uint8_t block[128];
  uint8_t out[64];

  memset(block, 0, sizeof(block));
  memcpy(block, "abc", 3);
  block[3] = 0x80;
  block[127] = 24;
  memcpy(state, iv512, sizeof(state));
  sha512_compress(state, block);
  state_to_be(state, out);
  check_bytes("sha512_compress", out,
	      SHEX("ddaf35a193617abacc417349ae204131"
		   "12e6fa4e89a97ea20a9eeee64b55d39a"
		   "2192992a274fc1a836ba3c23a3feebbd"
		   "454d4423643ce80e2a9ac94fa54ca49f")->data, 64);
  test_ok("sha512_compress of the padded \"abc\"");
}

/* A block count that crosses 2^64 carries into count_high, and the
   bit count of the padding takes the bits shifted out of count_low. */
static void
test_count_carry(void)
{
  struct sha512_ctx ctx;
  uint8_t msg[3 * 128 + 9];
  uint8_t block[128];
  uint8_t got[64], want[64];
  uint64_t state[8];

  test_rand_bytes(sizeof(msg), msg);
  sha512_init(&ctx);
  ctx.count_low = ~(uint64_t) 1;
  sha512_update(&ctx, sizeof(msg), msg);
  ASSERT(ctx.count_low == 1 && ctx.count_high == 1 && ctx.index == 9);
  memcpy(state, ctx.state, sizeof(state));
  sha512_digest(&ctx, sizeof(got), got);

  /* (2^64 + 1) blocks of 1024 bits, plus 72 bits: the 128-bit count
     is 2^74 + 1024 + 72. */
  memset(block, 0, sizeof(block));
  memcpy(block, msg + 3 * 128, 9);
  block[9] = 0x80;
  block[112 + 6] = 0x04;	/* 2^74 = 2^10 in the high word */
  block[126] = 0x04;		/* 1024 */
  block[127] = 72;
  sha512_compress(state, block);
  state_to_be(state, want);
  check_bytes("sha512 count carry", got, want, 64);
  test_ok("sha512: block count crossing 2^64 carries into count_high");
}

void
test_main(void)
{
  const struct nettle_hash *h384 = &nettle_sha384;
  const struct nettle_hash *h512 = &nettle_sha512;
  const struct nettle_hash *h224 = &nettle_sha512_224;
  const struct nettle_hash *h256 = &nettle_sha512_256;

  HASH_DESCRIPTOR(h384, "sha384", struct sha384_ctx, SHA384_DIGEST_SIZE,
		  SHA384_BLOCK_SIZE, sha384_init, sha384_update,
		  sha384_digest);
  HASH_DESCRIPTOR(h512, "sha512", struct sha512_ctx, SHA512_DIGEST_SIZE,
		  SHA512_BLOCK_SIZE, sha512_init, sha512_update,
		  sha512_digest);
  HASH_DESCRIPTOR(h224, "sha512_224", struct sha512_224_ctx,
		  SHA512_224_DIGEST_SIZE, SHA512_224_BLOCK_SIZE,
		  sha512_224_init, sha512_224_update, sha512_224_digest);
  HASH_DESCRIPTOR(h256, "sha512_256", struct sha512_256_ctx,
		  SHA512_256_DIGEST_SIZE, SHA512_256_BLOCK_SIZE,
		  sha512_256_init, sha512_256_update, sha512_256_digest);
  ASSERT(SHA384_DIGEST_SIZE == 48 && SHA512_DIGEST_SIZE == 64
	 && SHA512_224_DIGEST_SIZE == 28 && SHA512_256_DIGEST_SIZE == 32
	 && SHA384_BLOCK_SIZE == 128 && SHA512_BLOCK_SIZE == 128
	 && SHA384_DATA_SIZE == 128 && SHA512_DATA_SIZE == 128
	 && _SHA512_DIGEST_LENGTH == 8);

  /* FIPS 180-4 examples (NIST CSRC, "SHA384.pdf", "SHA512.pdf",
     "SHA512_224.pdf", "SHA512_256.pdf" and their two-block
     versions, which use the 896-bit message), the one-million-'a'
     message of FIPS 180-2, appendix C.3 / D.3, and the empty and
     448-bit messages for the additional coverage. */
  HASH_KAT(h384, "abc",
	   SHEX("cb00753f45a35e8bb5a03d699ac65007272c32ab0eded163"
		"1a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7"));
  HASH_KAT(h384, FIPS180_M896,
	   SHEX("09330c33f71147e83d192fc782cd1b4753111b173b3b05d2"
		"2fa08086e3b0f712fcc7c71a557e2db966c3e9fa91746039"));
  HASH_KAT(h384, FIPS180_M448,
	   SHEX("3391fdddfc8dc7393707a65b1b4709397cf8b1d162af05ab"
		"fe8f450de5f36bc6b0455a8520bc4e6f5fe95b1fe3c8452b"));
  HASH_KAT(h384, "",
	   SHEX("38b060a751ac96384cd9327eb1b1e36a21fdb71114be0743"
		"4c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b"));
  hash_kat_repeat(h384, "one million 'a'", "a", 1000000,
		  SHEX("9d0e1809716474cb086e834e310a4a1ced149e9c00f24852"
		       "7972cec5704c2a5b07b8b3dc38ecc4ebae97ddd87f3d8985"));

  HASH_KAT(h512, "abc",
	   SHEX("ddaf35a193617abacc417349ae204131"
	        "12e6fa4e89a97ea20a9eeee64b55d39a"
		"2192992a274fc1a836ba3c23a3feebbd"
		"454d4423643ce80e2a9ac94fa54ca49f"));
  HASH_KAT(h512, FIPS180_M896,
	   SHEX("8e959b75dae313da8cf4f72814fc143f"
	        "8f7779c6eb9f7fa17299aeadb6889018"
		"501d289e4900f7e4331b99dec4b5433a"
		"c7d329eeb6dd26545e96e55b874be909"));
  HASH_KAT(h512, FIPS180_M448,
	   SHEX("204a8fc6dda82f0a0ced7beb8e08a416"
	        "57c16ef468b228a8279be331a703c335"
		"96fd15c13b1b07f9aa1d3bea57789ca0"
		"31ad85c7a71dd70354ec631238ca3445"));
  HASH_KAT(h512, "",
	   SHEX("cf83e1357eefb8bdf1542850d66d8007"
	        "d620e4050b5715dc83f4a921d36ce9ce"
		"47d0d13c5d85f2b0ff8318d2877eec2f"
		"63b931bd47417a81a538327af927da3e"));
  hash_kat_repeat(h512, "one million 'a'", "a", 1000000,
		  SHEX("e718483d0ce769644e2e42c7bc15b463"
		       "8e1f98b13b2044285632a803afa973eb"
		       "de0ff244877ea60a4cb0432ce577c31b"
		       "eb009c5c2c49aa2e4eadb217ad8cc09b"));

  HASH_KAT(h224, "abc",
	   SHEX("4634270f707b6a54daae7530460842e20e37ed265ceee9a43e8924aa"));
  HASH_KAT(h224, FIPS180_M896,
	   SHEX("23fec5bb94d60b23308192640b0c453335d664734fe40e7268674af9"));
  HASH_KAT(h224, "",
	   SHEX("6ed0dd02806fa89e25de060c19d3ac86cabb87d6a0ddd05c333b84f4"));

  HASH_KAT(h256, "abc",
	   SHEX("53048e2681941ef99b2e29b76b4c7dab"
	        "e4c2d0c634fc6d46e0e2f13107e7af23"));
  HASH_KAT(h256, FIPS180_M896,
	   SHEX("3928e184fb8690f840da3988121d31be"
	        "65cb9d3ef83ee6146feac861e19b563a"));
  HASH_KAT(h256, "",
	   SHEX("c672b8d1ef56ed28ab87c3622c511406"
	        "9bdd3ad7b8f9737498d0c01ecef0967a"));

  test_compress();
  test_count_carry();
  hash_check_properties(h384);
  hash_check_properties(h512);
  hash_check_properties(h224);
  hash_check_properties(h256);
  hash_check_length_assert(h384);
  hash_check_length_assert(h512);
  hash_check_length_assert(h224);
  hash_check_length_assert(h256);
}
