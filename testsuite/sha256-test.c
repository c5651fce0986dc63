/* sha256-test.c

   Tests of SHA-224 and SHA-256 (sha2.h): FIPS 180-4 examples and
   the one-million-'a' message, sha256_compress, a block count
   crossing 2^32, the descriptors, and the common hash properties.
   Runs over whichever _nettle_sha256_compress_n variant the
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

#include "sha2.h"

/* FIPS 180-4, section 5.3.3 */
static const uint32_t iv256[8] =
  {
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
    0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  };

/* The padded block of "abc", compressed from the initial state, is
   SHA256("abc"). */
static void
test_compress(void)
{
  uint32_t state[8];
  uint8_t block[64];
  uint8_t out[32];

  memset(block, 0, sizeof(block));
  memcpy(block, "abc", 3);
  block[3] = 0x80;
  block[63] = 24;
  memcpy(state, iv256, sizeof(state));
  sha256_compress(state, block);
  hash_words_out(8, state, 1, out);
  check_bytes("sha256_compress", out,
	      SHEX("ba7816bf8f01cfea414140de5dae2223"
		   "b00361a396177a9cb410ff61f20015ad")->data, 32);
  test_ok("sha256_compress of the padded \"abc\"");
}

/* A block count that crosses 2^32 carries into the bit count. */
static void
test_count_carry(void)
{
  struct sha256_ctx ctx;
  uint8_t msg[200];
  uint8_t got[32], want[32];
  uint32_t state[8];

  /* 3 whole blocks (the bulk path), 8 bytes left. */
  test_rand_bytes(sizeof(msg), msg);
  sha256_init(&ctx);
  ctx.count = 0xfffffffe;
  sha256_update(&ctx, sizeof(msg), msg);
  ASSERT(ctx.count == 0x100000001ULL && ctx.index == 8);
  memcpy(state, ctx.state, sizeof(state));
  sha256_digest(&ctx, sizeof(got), got);

  hash_md_by_hand(sha256_compress, state, 8, 8, msg + 192,
		  (((uint64_t) 1 << 32) * 64 + 64 + 8) * 8, 1, want);
  check_bytes("sha256 count carry", got, want, 32);
  test_ok("sha256: block count crossing 2^32 carries into the bit count");
}

void
test_main(void)
{
  const struct nettle_hash *h224 = &nettle_sha224;
  const struct nettle_hash *h256 = &nettle_sha256;

  HASH_DESCRIPTOR(h224, "sha224", struct sha224_ctx, SHA224_DIGEST_SIZE,
		  SHA224_BLOCK_SIZE, sha224_init, sha224_update,
		  sha224_digest);
  HASH_DESCRIPTOR(h256, "sha256", struct sha256_ctx, SHA256_DIGEST_SIZE,
		  SHA256_BLOCK_SIZE, sha256_init, sha256_update,
		  sha256_digest);
  ASSERT(SHA224_DIGEST_SIZE == 28 && SHA256_DIGEST_SIZE == 32
	 && SHA224_BLOCK_SIZE == 64 && SHA256_BLOCK_SIZE == 64
	 && SHA224_DATA_SIZE == 64 && SHA256_DATA_SIZE == 64
	 && _SHA256_DIGEST_LENGTH == 8);
  ASSERT(sizeof(struct sha224_ctx) == sizeof(struct sha256_ctx));
  test_ok("sha224 shares struct sha256_ctx and sha256_update");

  /* FIPS 180-4 examples (NIST CSRC, "SHA224.pdf", "SHA256.pdf" and
     their two-block versions) and the one-million-'a' message of
     FIPS 180-2, appendix B.3 / SHA-224 change notice. */
  HASH_KAT(h224, "abc",
	   SHEX("23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7"));
  HASH_KAT(h224, FIPS180_M448,
	   SHEX("75388b16512776cc5dba5da1fd890150b0c6455cb4f58b1952522525"));
  HASH_KAT(h224, "",
	   SHEX("d14a028c2a3a2bc9476102bb288234c415a2b01f828ea62ac5b3e42f"));
  hash_kat_repeat(h224, "one million 'a'", "a", 1000000,
		  SHEX("20794655980c91d8bbb4c1ea97618a4b"
		       "f03f42581948b2ee4ee7ad67"));

  HASH_KAT(h256, "abc",
	   SHEX("ba7816bf8f01cfea414140de5dae2223"
		"b00361a396177a9cb410ff61f20015ad"));
  HASH_KAT(h256, FIPS180_M448,
	   SHEX("248d6a61d20638b8e5c026930c3e6039"
		"a33ce45964ff2167f6ecedd419db06c1"));
  HASH_KAT(h256, FIPS180_M896,
	   SHEX("cf5b16a778af8380036ce59e7b049237"
		"0b249b11e8f07a51afac45037afee9d1"));
  HASH_KAT(h256, "",
	   SHEX("e3b0c44298fc1c149afbf4c8996fb924"
		"27ae41e4649b934ca495991b7852b855"));
  hash_kat_repeat(h256, "one million 'a'", "a", 1000000,
		  SHEX("cdc76e5c9914fb9281a1c7e284d73e67"
		       "f1809a48a497200e046d39ccc7112cd0"));

  test_compress();
  test_count_carry();
  hash_check_properties(h224);
  hash_check_properties(h256);
  hash_check_length_assert(h224);
  hash_check_length_assert(h256);
}
