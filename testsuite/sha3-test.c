/* testsuite/sha3-test.c

   Tests of sha3.h: the FIPS 202 functions SHA3-224/256/384/512 and
   SHAKE128/256 against the NIST example values, the Keccak-f[1600]
   permutation, streaming in pieces, truncated digests, the reset after
   digest and shake, streaming SHAKE output in pieces, the asserts after
   output has begun, and the descriptors.

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

#include "sha3.h"

/* Known answers. Messages: the empty string and "abc", and the
   1600-bit message of bytes 0xa3, from the NIST SHA-3 and SHAKE
   examples with intermediate values (csrc.nist.gov, "Examples with
   Intermediate Values", FIPS 202); the digests are those examples'
   results, also checked against another implementation. */
#define A3_200							\
  "a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3" \
  "a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3" \
  "a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3" \
  "a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3" \
  "a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3"

static const struct hash_kat_hex kats[] =
  {
    { &nettle_sha3_224, "empty", "",
      "6b4e03423667dbb73b6e15454f0eb1abd4597f9a1b078e3f5b5a6bc7" },
    { &nettle_sha3_256, "empty", "",
      "a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a" },
    { &nettle_sha3_384, "empty", "",
      "0c63a75b845e4f7d01107d852e4c2485c51a50aaaa94fc61995e71bbee983a2a"
      "c3713831264adb47fb6bd1e058d5f004" },
    { &nettle_sha3_512, "empty", "",
      "a69f73cca23a9ac5c8b567dc185a756e97c982164fe25859e0d1dcc1475c80a6"
      "15b2123af1f5f94c11e3e9402c3ac558f500199d95b6d3e301758586281dcd26" },
    { &nettle_sha3_224, "abc", "616263",
      "e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf" },
    { &nettle_sha3_256, "abc", "616263",
      "3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532" },
    { &nettle_sha3_384, "abc", "616263",
      "ec01498288516fc926459f58e2c6ad8df9b473cb0fc08c2596da7cf0e49be4b2"
      "98d88cea927ac7f539f1edf228376d25" },
    { &nettle_sha3_512, "abc", "616263",
      "b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e"
      "10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0" },
    { &nettle_sha3_224, "1600 bits of a3", A3_200,
      "9376816aba503f72f96ce7eb65ac095deee3be4bf9bbc2a1cb7e11e0" },
    { &nettle_sha3_256, "1600 bits of a3", A3_200,
      "79f38adec5c20307a98ef76e8324afbfd46cfd81b22e3973c65fa1bd9de31787" },
    { &nettle_sha3_384, "1600 bits of a3", A3_200,
      "1881de2ca7e41ef95dc4732b8f5f002b189cc1e42b74168ed1732649ce1dbcdd"
      "76197a31fd55ee989f2d7050dd473e8f" },
    { &nettle_sha3_512, "1600 bits of a3", A3_200,
      "e76dfad22084a8b1467fcf2ffa58361bec7628edf5f3fdc0e4805dc48caeeca8"
      "1b7c13c30adf52a3659584739a2df46be589c51ca1a4a8416df6545a1ce8ba00" },
  };

/* SHAKE128 and SHAKE256 of the empty message and of the 1600 bits of
   0xa3, 4096 bits (512 bytes) of output each, from the same NIST
   examples. */
static const char shake128_empty[] =
  "7f9c2ba4e88f827d616045507605853ed73b8093f6efbc88eb1a6eacfa66ef26"
  "3cb1eea988004b93103cfb0aeefd2a686e01fa4a58e8a3639ca8a1e3f9ae57e2"
  "35b8cc873c23dc62b8d260169afa2f75ab916a58d974918835d25e6a435085b2"
  "badfd6dfaac359a5efbb7bcc4b59d538df9a04302e10c8bc1cbf1a0b3a5120ea"
  "17cda7cfad765f5623474d368ccca8af0007cd9f5e4c849f167a580b14aabdef"
  "aee7eef47cb0fca9767be1fda69419dfb927e9df07348b196691abaeb580b32d"
  "ef58538b8d23f87732ea63b02b4fa0f4873360e2841928cd60dd4cee8cc0d4c9"
  "22a96188d032675c8ac850933c7aff1533b94c834adbb69c6115bad4692d8619"
  "f90b0cdf8a7b9c264029ac185b70b83f2801f2f4b3f70c593ea3aeeb613a7f1b"
  "1de33fd75081f592305f2e4526edc09631b10958f464d889f31ba010250fda7f"
  "1368ec2967fc84ef2ae9aff268e0b1700affc6820b523a3d917135f2dff2ee06"
  "bfe72b3124721d4a26c04e53a75e30e73a7a9c4a95d91c55d495e9f51dd0b5e9"
  "d83c6d5e8ce803aa62b8d654db53d09b8dcff273cdfeb573fad8bcd45578bec2"
  "e770d01efde86e721a3f7c6cce275dabe6e2143f1af18da7efddc4c7b70b5e34"
  "5db93cc936bea323491ccb38a388f546a9ff00dd4e1300b9b2153d2041d205b4"
  "43e41b45a653f2a5c4492c1add544512dda2529833462b71a41a45be97290b6f";

static const char shake128_a3[] =
  "131ab8d2b594946b9c81333f9bb6e0ce75c3b93104fa3469d3917457385da037"
  "cf232ef7164a6d1eb448c8908186ad852d3f85a5cf28da1ab6fe343817197846"
  "7f1c05d58c7ef38c284c41f6c2221a76f12ab1c04082660250802294fb871802"
  "13fdef5b0ecb7df50ca1f8555be14d32e10f6edcde892c09424b29f597afc270"
  "c904556bfcb47a7d40778d390923642b3cbd0579e60908d5a000c1d08b98ef93"
  "3f806445bf87f8b009ba9e94f7266122ed7ac24e5e266c42a82fa1bbefb7b8db"
  "0066e16a85e0493f07df4809aec084a593748ac3dde5a6d7aae1e8b6e5352b2d"
  "71efbb47d4caeed5e6d633805d2d323e6fd81b4684b93a2677d45e7421c2c6ae"
  "a259b855a698fd7d13477a1fe53e5a4a6197dbec5ce95f505b520bcd9570c4a8"
  "265a7e01f89c0c002c59bfec6cd4a5c109258953ee5ee70cd577ee217af21fa7"
  "0178f0946c9bf6ca8751793479f6b537737e40b6ed28511d8a2d7e73eb75f8da"
  "ac912ff906e0ab955b083bac45a8e5e9b744c8506f37e9b4e749a184b30f43eb"
  "188d855f1b70d71ff3e50c537ac1b0f8974f0fe1a6ad295ba42f6aec74d123a7"
  "abedde6e2c0711cab36be5acb1a5a11a4b1db08ba6982efccd716929a7741cfc"
  "63aa4435e0b69a9063e880795c3dc5ef3272e11c497a91acf699fefee206227a"
  "44c9fb359fd56ac0a9a75a743cff6862f17d7259ab075216c0699511643b6439";

static const char shake256_empty[] =
  "46b9dd2b0ba88d13233b3feb743eeb243fcd52ea62b81b82b50c27646ed5762f"
  "d75dc4ddd8c0f200cb05019d67b592f6fc821c49479ab48640292eacb3b7c4be"
  "141e96616fb13957692cc7edd0b45ae3dc07223c8e92937bef84bc0eab862853"
  "349ec75546f58fb7c2775c38462c5010d846c185c15111e595522a6bcd16cf86"
  "f3d122109e3b1fdd943b6aec468a2d621a7c06c6a957c62b54dafc3be87567d6"
  "77231395f6147293b68ceab7a9e0c58d864e8efde4e1b9a46cbe854713672f5c"
  "aaae314ed9083dab4b099f8e300f01b8650f1f4b1d8fcf3f3cb53fb8e9eb2ea2"
  "03bdc970f50ae55428a91f7f53ac266b28419c3778a15fd248d339ede785fb7f"
  "5a1aaa96d313eacc890936c173cdcd0fab882c45755feb3aed96d477ff96390b"
  "f9a66d1368b208e21f7c10d04a3dbd4e360633e5db4b602601c14cea737db3dc"
  "f722632cc77851cbdde2aaf0a33a07b373445df490cc8fc1e4160ff118378f11"
  "f0477de055a81a9eda57a4a2cfb0c83929d310912f729ec6cfa36c6ac6a75837"
  "143045d791cc85eff5b21932f23861bcf23a52b5da67eaf7baae0f5fb1369db7"
  "8f3ac45f8c4ac5671d85735cdddb09d2b1e34a1fc066ff4a162cb263d6541274"
  "ae2fcc865f618abe27c124cd8b074ccd516301b91875824d09958f341ef274bd"
  "ab0bae316339894304e35877b0c28a9b1fd166c796b9cc258a064a8f57e27f2a";

static const char shake256_a3[] =
  "cd8a920ed141aa0407a22d59288652e9d9f1a7ee0c1e7c1ca699424da84a904d"
  "2d700caae7396ece96604440577da4f3aa22aeb8857f961c4cd8e06f0ae6610b"
  "1048a7f64e1074cd629e85ad7566048efc4fb500b486a3309a8f26724c0ed628"
  "001a1099422468de726f1061d99eb9e93604d5aa7467d4b1bd6484582a384317"
  "d7f47d750b8f5499512bb85a226c4243556e696f6bd072c5aa2d9b69730244b5"
  "6853d16970ad817e213e470618178001c9fb56c54fefa5fee67d2da524bb3b0b"
  "61ef0e9114a92cdbb6cccb98615cfe76e3510dd88d1cc28ff99287512f24bfaf"
  "a1a76877b6f37198e3a641c68a7c42d45fa7acc10dae5f3cefb7b735f12d4e58"
  "9f7a456e78c0f5e4c4471fffa5e4fa0514ae974d8c2648513b5db494cea84715"
  "6d277ad0e141c24c7839064cd08851bc2e7ca109fd4e251c35bb0a04fb05b364"
  "ff8c4d8b59bc303e25328c09a882e952518e1a8ae0ff265d61c465896973d749"
  "0499dc639fb8502b39456791b1b6ec5bcc5d9ac36a6df622a070d43fed781f5f"
  "149f7b62675e7d1a4d6dec48c1c7164586eae06a51208c0b791244d307726505"
  "c3ad4b26b6822377257aa152037560a739714a3ca79bd605547c9b78dd1f596f"
  "2d4f1791bc689a0e9b799a37339c04275733740143ef5d2b58b96a363d4e0807"
  "6a1a9d7846436e4dca5728b6f760eef0ca92bf0be5615e96959d767197a0beeb";

/* Keccak-f[1600] applied once to the all-zero state: the 25 lanes
   a[0..24], from the Keccak team's reference file
   KeccakF-1600-IntermediateValues.txt. */
static const uint64_t permute_zero[25] =
  {
    0xf1258f7940e1dde7ULL, 0x84d5ccf933c0478aULL, 0xd598261ea65aa9eeULL,
    0xbd1547306f80494dULL, 0x8b284e056253d057ULL, 0xff97a42d7f8e6fd4ULL,
    0x90fee5a0a44647c4ULL, 0x8c5bda0cd6192e76ULL, 0xad30a6f71b19059cULL,
    0x30935ab7d08ffc64ULL, 0xeb5aa93f2317d635ULL, 0xa9a6e6260d712103ULL,
    0x81a57c16dbcf555fULL, 0x43b831cd0347c826ULL, 0x01f22f1a11a5569fULL,
    0x05e5635a21d9ae61ULL, 0x64befef28cc970f2ULL, 0x613670957bc46611ULL,
    0xb87c5a554fd00ecbULL, 0x8c3ee88a1ccf32c8ULL, 0x940c7922ae3a2614ULL,
    0x1841f924a2c509e4ULL, 0x16f53526e70465c2ULL, 0x75f644e97f30a13bULL,
    0xeaf1ff7b5ceca249ULL,
  };

static void
test_permute (void)
{
  struct sha3_state state;
  unsigned i;

  memset (&state, 0, sizeof (state));
  sha3_permute (&state);
  for (i = 0; i < 25; i++)
    if (state.a[i] != permute_zero[i])
      test_fail ("sha3_permute of zero: lane %u is %016llx, want %016llx",
		 i, (unsigned long long) state.a[i],
		 (unsigned long long) permute_zero[i]);
  test_ok ("sha3_permute: Keccak-f[1600] of the zero state");
}

/* One SHAKE function as used by the tests below. */
struct shake
{
  const char *name;
  size_t context_size;
  unsigned block_size;
  void (*init) (void *ctx);
  void (*update) (void *ctx, size_t length, const uint8_t *data);
  void (*shake) (void *ctx, size_t length, uint8_t *dst);
  void (*output) (void *ctx, size_t length, uint8_t *dst);
};

static const struct shake shake128 =
  {
    "shake128", sizeof (struct sha3_128_ctx), SHA3_128_BLOCK_SIZE,
    (void (*) (void *)) sha3_128_init,
    (void (*) (void *, size_t, const uint8_t *)) sha3_128_update,
    (void (*) (void *, size_t, uint8_t *)) sha3_128_shake,
    (void (*) (void *, size_t, uint8_t *)) sha3_128_shake_output,
  };

static const struct shake shake256 =
  {
    "shake256", sizeof (struct sha3_256_ctx), SHA3_256_BLOCK_SIZE,
    (void (*) (void *)) sha3_256_init,
    (void (*) (void *, size_t, const uint8_t *)) sha3_256_update,
    (void (*) (void *, size_t, uint8_t *)) sha3_256_shake,
    (void (*) (void *, size_t, uint8_t *)) sha3_256_shake_output,
  };

static void
check_shake (const struct shake *s, const char *label,
	     const struct tstring *msg, const struct tstring *want)
{
  void *ctx = malloc (s->context_size);
  uint8_t *out;
  size_t n;
  unsigned rep;

  ASSERT (ctx);

  /* One-shot output of every length up to the full vector: a prefix
     of it, written against a guard page. Every call resets. */
  s->init (ctx);
  for (n = 0; n <= want->length; n += (n < 2 * s->block_size + 2 ? 1 : 37))
    {
      out = guard_end (n);
      s->update (ctx, msg->length, msg->data);
      s->shake (ctx, n, out);
      check_bytes ("one-shot shake prefix", out, want->data, n);
      guard_free (out);
    }
  test_ok ("%s %s: one-shot output of lengths 0..%u, reset after each",
	   s->name, label, (unsigned) want->length);

  /* Streaming output in random pieces, some empty, some longer than a
     block, each against a guard page. */
  for (rep = 0; rep < 16; rep++)
    {
      size_t done = 0;
      s->init (ctx);
      s->update (ctx, msg->length, msg->data);
      while (done < want->length)
	{
	  size_t piece = test_rand_below (rep & 1 ? 2 * s->block_size + 3 : 17);
	  if (piece > want->length - done)
	    piece = want->length - done;
	  out = guard_end (piece);
	  s->output (ctx, piece, out);
	  check_bytes ("shake_output piece", out, want->data + done, piece);
	  guard_free (out);
	  done += piece;
	}
    }
  test_ok ("%s %s: streaming shake_output in random pieces", s->name, label);

  /* Output pieces that end exactly on block boundaries, and one-byte
     pieces across the first two blocks. */
  s->init (ctx);
  s->update (ctx, msg->length, msg->data);
  out = malloc (want->length);
  ASSERT (out);
  s->output (ctx, s->block_size, out);
  s->output (ctx, s->block_size, out + s->block_size);
  s->output (ctx, want->length - 2 * s->block_size, out + 2 * s->block_size);
  check_bytes ("block-sized pieces", out, want->data, want->length);
  s->init (ctx);
  s->update (ctx, msg->length, msg->data);
  for (n = 0; n < 2 * s->block_size + 1; n++)
    s->output (ctx, 1, out + n);
  check_bytes ("one-byte pieces", out, want->data, 2 * s->block_size + 1);
  free (out);
  test_ok ("%s %s: block-sized and one-byte output pieces", s->name, label);

  free (ctx);
}

/* Streaming output equals one-shot output, for messages of many
   lengths fed in pieces. */
static void
check_shake_lengths (const struct shake *s)
{
  void *ctx = malloc (s->context_size);
  uint8_t msg[3 * 168 + 1];
  uint8_t want[300], got[300];
  size_t length;

  ASSERT (ctx);
  test_rand_bytes (sizeof (msg), msg);
  for (length = 0; length <= sizeof (msg); length++)
    {
      size_t done = 0;
      s->init (ctx);
      s->update (ctx, length, msg);
      s->shake (ctx, sizeof (want), want);

      while (done < length)
	{
	  size_t piece = 1 + test_rand_below (s->block_size + 5);
	  if (piece > length - done)
	    piece = length - done;
	  s->update (ctx, piece, msg + done);
	  done += piece;
	}
      s->output (ctx, 100, got);
      s->output (ctx, sizeof (got) - 100, got + 100);
      if (memcmp (want, got, sizeof (want)) != 0)
	test_fail ("%s: streaming output differs at message length %u",
		   s->name, (unsigned) length);
    }
  free (ctx);
  test_ok ("%s: shake_output equals shake, message lengths 0..%u in pieces",
	   s->name, (unsigned) sizeof (msg));
}

/* After output has begun, neither update nor digest is allowed; both
   stop at an assert as in Nettle. */
static void
update_after_output (void *arg)
{
  const struct shake *s = arg;
  uint64_t ctx[400 / 8];
  uint8_t out[10];
  s->init (ctx);
  s->output (ctx, sizeof (out), out);
  s->update (ctx, 1, out);
}

static void
digest_after_output (void *arg)
{
  struct sha3_256_ctx ctx;
  uint8_t out[32];
  (void) arg;
  sha3_256_init (&ctx);
  sha3_256_shake_output (&ctx, 1, out);
  sha3_256_digest (&ctx, sizeof (out), out);
}

static void
test_output_asserts (void)
{
  if (!test_aborts (update_after_output, (void *) &shake128)
      || !test_aborts (update_after_output, (void *) &shake256))
    test_fail ("update after shake_output did not assert");
  if (!test_aborts (digest_after_output, NULL))
    test_fail ("sha3_256_digest after shake_output did not assert");
  test_ok ("update and digest after shake_output assert");
}

/* init after streaming output starts a new message. */
static void
test_init_after_output (void)
{
  struct sha3_128_ctx c128;
  struct sha3_256_ctx c256;
  uint8_t out[200];

  sha3_128_init (&c128);
  sha3_128_update (&c128, 3, (const uint8_t *) "abc");
  sha3_128_shake_output (&c128, 5, out);
  sha3_128_init (&c128);
  sha3_128_shake_output (&c128, 64, out);
  check_bytes ("shake128 after init", out, SHEX (shake128_empty)->data, 64);

  sha3_256_init (&c256);
  sha3_256_shake_output (&c256, 200, out);
  sha3_256_init (&c256);
  sha3_256_shake_output (&c256, 64, out);
  check_bytes ("shake256 after init", out, SHEX (shake256_empty)->data, 64);
  test_ok ("init after shake_output starts a new message");
}

static void
test_constants (void)
{
  ASSERT (NETTLE_SHA3_FIPS202 == 1);
  ASSERT (SHA3_STATE_LENGTH == 25);
  ASSERT (SHA3_128_DIGEST_SIZE == 16 && SHA3_128_BLOCK_SIZE == 168);
  ASSERT (SHA3_224_DIGEST_SIZE == 28 && SHA3_224_BLOCK_SIZE == 144);
  ASSERT (SHA3_256_DIGEST_SIZE == 32 && SHA3_256_BLOCK_SIZE == 136);
  ASSERT (SHA3_384_DIGEST_SIZE == 48 && SHA3_384_BLOCK_SIZE == 104);
  ASSERT (SHA3_512_DIGEST_SIZE == 64 && SHA3_512_BLOCK_SIZE == 72);
  ASSERT (SHA3_224_DATA_SIZE == 144 && SHA3_256_DATA_SIZE == 136);
  ASSERT (SHA3_384_DATA_SIZE == 104 && SHA3_512_DATA_SIZE == 72);
  ASSERT (sizeof (struct sha3_state) == 200);
  ASSERT (offsetof (struct sha3_256_ctx, index) == 200);
  ASSERT (offsetof (struct sha3_256_ctx, block) == 204);
  ASSERT (offsetof (struct sha3_128_ctx, block) == 204);
  test_ok ("sha3.h constants and context layout");
}

void
test_main (void)
{
  test_constants ();
  test_permute ();

  hash_kat_table (sizeof (kats) / sizeof (kats[0]), kats);

  hash_check_properties (&nettle_sha3_224);
  hash_check_properties (&nettle_sha3_256);
  hash_check_properties (&nettle_sha3_384);
  hash_check_properties (&nettle_sha3_512);

  check_shake (&shake128, "empty", SHEX (""), SHEX (shake128_empty));
  check_shake (&shake128, "1600 bits of a3", SHEX (A3_200),
	       SHEX (shake128_a3));
  check_shake (&shake256, "empty", SHEX (""), SHEX (shake256_empty));
  check_shake (&shake256, "1600 bits of a3", SHEX (A3_200),
	       SHEX (shake256_a3));
  check_shake_lengths (&shake128);
  check_shake_lengths (&shake256);
  test_init_after_output ();
  test_output_asserts ();

  HASH_DESCRIPTOR (&nettle_sha3_224, "sha3_224", struct sha3_224_ctx, 28, 144,
		   sha3_224_init, sha3_224_update, sha3_224_digest);
  HASH_DESCRIPTOR (&nettle_sha3_256, "sha3_256", struct sha3_256_ctx, 32, 136,
		   sha3_256_init, sha3_256_update, sha3_256_digest);
  HASH_DESCRIPTOR (&nettle_sha3_384, "sha3_384", struct sha3_384_ctx, 48, 104,
		   sha3_384_init, sha3_384_update, sha3_384_digest);
  HASH_DESCRIPTOR (&nettle_sha3_512, "sha3_512", struct sha3_512_ctx, 64, 72,
		   sha3_512_init, sha3_512_update, sha3_512_digest);
}
