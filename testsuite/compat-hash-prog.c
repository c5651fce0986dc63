/* compat-hash-prog.c

   Binary compatibility of the hash, MAC, KDF and encoding group: like
   compat-prog.c, compiled against GNU Nettle's installed headers
   (Debian's nettle-dev, Nettle 3.8.1), never ours, and run against the
   libnettle.so.8 built here; it passes against Debian's own
   libnettle.so.8 too.

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

/* The values marked "Nettle 3.8.1" below were checked by running this
   program against Debian's libnettle.so.8.

   It calls every public function and touches every public data object
   of the groups "C hashes", "D MACs", "E KDF" and "F encodings" of
   symbols-3.10.2.tsv that Nettle 3.8.1's headers declare (143
   functions, 33 descriptor objects), plus memeql_sec, cnd_memcpy,
   nettle_get_hashes, nettle_get_macs, nettle_get_armors and
   nettle_lookup_hash; the alias macros (sha224_update, hmac_sha384_update,
   gosthash94cp_init, _nettle_md5_compress, ...) are used where the
   headers have them. Contexts of descriptor calls are allocated with
   exactly the size the descriptor states, so the ASan build catches a
   library that writes past it.

   Not declared by 3.8.1's headers, hence covered by our own tests
   only: balloon, balloon_itch, balloon_sha1, balloon_sha256,
   balloon_sha384, balloon_sha512 (balloon-test.c); sha3_128_init,
   sha3_128_update, sha3_128_shake, sha3_128_shake_output,
   sha3_256_shake_output (sha3-test.c); sha256_compress (sha256-test.c);
   sha512_compress (sha512-test.c); the objects nettle_hmac_gosthash94
   and nettle_hmac_gosthash94cp (meta-macs-test.c).

   Known answers:
     MD2: RFC 1319 A.5; MD4: RFC 1320 A.5; MD5: RFC 1321 A.5;
     SHA-1, SHA-224, SHA-256, SHA-384, SHA-512, SHA-512/224, SHA-512/256:
       the FIPS 180-4 examples (NIST "Cryptographic Standards and
       Guidelines: Examples with Intermediate Values"), one- and
       multi-block messages;
     SHA3-224/256/384/512 and SHAKE256: the FIPS 202 examples (NIST,
       same collection): the empty message, "abc" and 200 bytes 0xa3;
     RIPEMD-160: the test vectors of Dobbertin, Bosselaers and Preneel's
       RIPEMD-160 paper (also in ISO/IEC 10118-3);
     Streebog: GOST R 34.11-2012 appendix A = RFC 6986 section 10;
     GOST R 34.11-94 (test parameters): the two examples of RFC 5831;
       the CryptoPro parameter set has no published standard vector:
       values from GNU Nettle 3.8.1;
     SM3: GM/T 0004-2012 (SM3 specification) appendix A examples 1, 2;
     HMAC: RFC 2202 (MD5, SHA-1) and RFC 2286 (RIPEMD-160) test case 2,
       RFC 4231 test case 2 (SHA-224/256/384/512), RFC 7836 A.1.1 and
       A.1.2 (Streebog); the others (GOST 94 both sets, SM3) from GNU
       Nettle 3.8.1; all of them also recomputed here from the RFC 2104
       definition on the (already checked) hash;
     UMAC: RFC 4418 appendix (the 128-bit column, which the RFC lacks,
       and successive-nonce tags from GNU Nettle 3.8.1);
     Poly1305-AES: D. J. Bernstein, "The Poly1305-AES message-
       authentication code" (FSE 2005), appendix B;
     HKDF: RFC 5869 A.1 and A.4; PBKDF2: RFC 6070 (HMAC-SHA-1), RFC 7914
       section 11 (HMAC-SHA-256); HMAC-SHA-384/512 and GOST 94 PBKDF2
       from GNU Nettle 3.8.1;
     base16, base64, base64url: RFC 4648 section 10 (and the section 5
       alphabet).
   Compression functions and sha3_permute are checked through the
   FIPS 180-4 / RFC 1321 / FIPS 202 padding of a one-block message.
*/

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <nettle/md2.h>
#include <nettle/md4.h>
#include <nettle/md5.h>
#include <nettle/md5-compat.h>
#include <nettle/sha1.h>
#include <nettle/sha2.h>
#include <nettle/sha3.h>
#include <nettle/ripemd160.h>
#include <nettle/gosthash94.h>
#include <nettle/streebog.h>
#include <nettle/sm3.h>
#include <nettle/hmac.h>
#include <nettle/umac.h>
#include <nettle/poly1305.h>
#include <nettle/hkdf.h>
#include <nettle/pbkdf2.h>
#include <nettle/base16.h>
#include <nettle/base64.h>
#include <nettle/memops.h>
#include <nettle/nettle-meta.h>
#include <nettle/version.h>

static int failures = 0;
static int checks = 0;
static int family_failures;

static size_t
unhex (uint8_t *dst, const char *hex)
{
  size_t n = 0;
  while (hex[0] && hex[1])
    {
      unsigned v;
      sscanf (hex, "%2x", &v);
      dst[n++] = v;
      hex += 2;
    }
  return n;
}

/* Messages: plain text, or hex after a "hex:" prefix. */
static size_t
message (uint8_t *dst, const char *msg)
{
  if (!strncmp (msg, "hex:", 4))
    return unhex (dst, msg + 4);
  memcpy (dst, msg, strlen (msg));
  return strlen (msg);
}

static void
fail (const char *fn, const char *what)
{
  printf ("FAIL: %s: %s\n", fn, what);
  failures++;
}

/* Compares n bytes of got with want; names the function and the first
   differing byte. */
static void
check_n (const char *fn, const char *what, const uint8_t *got,
	 const uint8_t *want, size_t n)
{
  size_t i;
  checks++;
  for (i = 0; i < n; i++)
    if (got[i] != want[i])
      {
	printf ("FAIL: %s: %s: byte %u is %02x, want %02x\n", fn, what,
		(unsigned) i, got[i], want[i]);
	failures++;
	return;
      }
}

static void
check_hex (const char *fn, const char *what, const uint8_t *got,
	   const char *want_hex)
{
  uint8_t want[512];
  size_t n = unhex (want, want_hex);
  check_n (fn, what, got, want, n);
}

static void
check_true (const char *fn, const char *what, int ok)
{
  checks++;
  if (!ok)
    fail (fn, what);
}

static void
family_begin (void)
{
  family_failures = failures;
}

static void
family_end (const char *name)
{
  if (failures == family_failures)
    printf ("  ok: %s\n", name);
}

static int
in_hash_list (const struct nettle_hash *h)
{
  const struct nettle_hash *const *list = nettle_get_hashes ();
  size_t i;
  for (i = 0; list[i]; i++)
    if (list[i] == h)
      return 1;
  return 0;
}

static int
in_mac_list (const struct nettle_mac *m)
{
  const struct nettle_mac *const *list = nettle_get_macs ();
  size_t i;
  for (i = 0; list[i]; i++)
    if (list[i] == m)
      return 1;
  return 0;
}

static int
in_armor_list (const struct nettle_armor *a)
{
  const struct nettle_armor *const *list = nettle_get_armors ();
  size_t i;
  for (i = 0; list[i]; i++)
    if (list[i] == a)
      return 1;
  return 0;
}

/* The 3.10 lists have entries that 3.8.1's lack. */
static int
library_3_10 (void)
{
  return nettle_version_major () > 3
    || (nettle_version_major () == 3 && nettle_version_minor () >= 10);
}

/* Big enough and aligned for any context of this group. */
union any_ctx
{
  struct sha3_224_ctx sha3;
  struct streebog512_ctx streebog;
  struct hmac_streebog512_ctx hmac_streebog;
  struct hmac_sha512_ctx hmac_sha512;
  struct umac128_ctx umac;
  struct poly1305_aes_ctx poly;
  uint64_t align;
};

/* ---------------------------------------------------------------- */
/* Hashes. Typed wrappers call the named functions (through the alias
   macros where the headers have them) without casting function
   pointers. */

#define HASH_WRAP(h, ctxtype)						\
  static void h##_w_init (void *c) { h##_init ((struct ctxtype *) c); } \
  static void h##_w_update (void *c, size_t n, const uint8_t *d)	\
  { h##_update ((struct ctxtype *) c, n, d); }				\
  static void h##_w_digest (void *c, size_t n, uint8_t *d)		\
  { h##_digest ((struct ctxtype *) c, n, d); }

HASH_WRAP (md2, md2_ctx)
HASH_WRAP (md4, md4_ctx)
HASH_WRAP (md5, md5_ctx)
HASH_WRAP (sha1, sha1_ctx)
HASH_WRAP (sha224, sha224_ctx)
HASH_WRAP (sha256, sha256_ctx)
HASH_WRAP (sha384, sha384_ctx)
HASH_WRAP (sha512, sha512_ctx)
HASH_WRAP (sha512_224, sha512_224_ctx)
HASH_WRAP (sha512_256, sha512_256_ctx)
HASH_WRAP (sha3_224, sha3_224_ctx)
HASH_WRAP (sha3_256, sha3_256_ctx)
HASH_WRAP (sha3_384, sha3_384_ctx)
HASH_WRAP (sha3_512, sha3_512_ctx)
HASH_WRAP (ripemd160, ripemd160_ctx)
HASH_WRAP (gosthash94, gosthash94_ctx)
HASH_WRAP (gosthash94cp, gosthash94cp_ctx)
HASH_WRAP (streebog256, streebog256_ctx)
HASH_WRAP (streebog512, streebog512_ctx)
HASH_WRAP (sm3, sm3_ctx)

struct hash_row
{
  const char *name;		/* name of the functions and descriptor */
  const struct nettle_hash *desc;
  int check_name;		/* 0 where 3.8.1 and 3.10 differ */
  size_t ctx_size, digest_size, block_size;
  void (*init) (void *);
  void (*update) (void *, size_t, const uint8_t *);
  void (*digest) (void *, size_t, uint8_t *);
  const char *msg1, *want1, *msg2, *want2;
};

#define HROW(h, H, ctxtype, check_name)				\
  #h, &nettle_##h, check_name, sizeof (struct ctxtype),		\
    H##_DIGEST_SIZE, H##_BLOCK_SIZE,				\
    h##_w_init, h##_w_update, h##_w_digest

#define FIPS448 "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
#define FIPS896 "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmn" \
  "hijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
#define A3_200 "hex:" \
  "a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3" \
  "a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3" \
  "a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3" \
  "a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3" \
  "a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3a3"
/* RFC 6986 section 10, in message byte order. */
#define GOST_M1 "012345678901234567890123456789012345678901234567890123456789012"
#define GOST_M2 "hex:" \
  "d1e520e2e5f2f0e82c20d1f2f0e8e1eee6e820e2edf3f6e82c20e2e5fef2fa20" \
  "f120eceef0ff20f1f2f0e5ebe0ece820ede020f5f0e0e1f0fbff20efebfaeafb20" \
  "c8e3eef0e5e2fb"
#define MSG32 "This is message, length=32 bytes"
#define MSG50 "Suppose the original message has length = 50 bytes"

static const struct hash_row hashes[] =
  {
    { HROW (md2, MD2, md2_ctx, 1), "abc", "da853b0d3f88d99b30283a69e6ded6bb",
      "message digest", "ab4f496bfb2a530b219ff33031fe06b0" },
    { HROW (md4, MD4, md4_ctx, 1), "abc", "a448017aaf21d8525fc10ae87aa6729d",
      "message digest", "d9130a8164549fe818874806e1c7014b" },
    { HROW (md5, MD5, md5_ctx, 1), "abc", "900150983cd24fb0d6963f7d28e17f72",
      "12345678901234567890123456789012345678901234567890123456789012345678901234567890",
      "57edf4a22be3c955ac49da2e2107b67a" },
    { HROW (sha1, SHA1, sha1_ctx, 1), "abc",
      "a9993e364706816aba3e25717850c26c9cd0d89d",
      FIPS448, "84983e441c3bd26ebaae4aa1f95129e5e54670f1" },
    { HROW (sha224, SHA224, sha224_ctx, 1), "abc",
      "23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7",
      FIPS448, "75388b16512776cc5dba5da1fd890150b0c6455cb4f58b1952522525" },
    { HROW (sha256, SHA256, sha256_ctx, 1), "abc",
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
      FIPS448,
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1" },
    { HROW (sha384, SHA384, sha384_ctx, 1), "abc",
      "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed"
      "8086072ba1e7cc2358baeca134c825a7",
      FIPS896,
      "09330c33f71147e83d192fc782cd1b4753111b173b3b05d22fa08086e3b0f712"
      "fcc7c71a557e2db966c3e9fa91746039" },
    { HROW (sha512, SHA512, sha512_ctx, 1), "abc",
      "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
      "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f",
      FIPS896,
      "8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018"
      "501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909" },
    /* 3.8.1 names these "sha512-224" and "sha512-256", 3.10 with '_'. */
    { HROW (sha512_224, SHA512_224, sha512_224_ctx, 0), "abc",
      "4634270f707b6a54daae7530460842e20e37ed265ceee9a43e8924aa",
      FIPS896, "23fec5bb94d60b23308192640b0c453335d664734fe40e7268674af9" },
    { HROW (sha512_256, SHA512_256, sha512_256_ctx, 0), "abc",
      "53048e2681941ef99b2e29b76b4c7dabe4c2d0c634fc6d46e0e2f13107e7af23",
      FIPS896,
      "3928e184fb8690f840da3988121d31be65cb9d3ef83ee6146feac861e19b563a" },
    { HROW (sha3_224, SHA3_224, sha3_224_ctx, 1), "",
      "6b4e03423667dbb73b6e15454f0eb1abd4597f9a1b078e3f5b5a6bc7",
      A3_200, "9376816aba503f72f96ce7eb65ac095deee3be4bf9bbc2a1cb7e11e0" },
    { HROW (sha3_256, SHA3_256, sha3_256_ctx, 1), "",
      "a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a",
      A3_200,
      "79f38adec5c20307a98ef76e8324afbfd46cfd81b22e3973c65fa1bd9de31787" },
    { HROW (sha3_384, SHA3_384, sha3_384_ctx, 1), "",
      "0c63a75b845e4f7d01107d852e4c2485c51a50aaaa94fc61995e71bbee983a2a"
      "c3713831264adb47fb6bd1e058d5f004",
      A3_200,
      "1881de2ca7e41ef95dc4732b8f5f002b189cc1e42b74168ed1732649ce1dbcdd"
      "76197a31fd55ee989f2d7050dd473e8f" },
    { HROW (sha3_512, SHA3_512, sha3_512_ctx, 1), "",
      "a69f73cca23a9ac5c8b567dc185a756e97c982164fe25859e0d1dcc1475c80a6"
      "15b2123af1f5f94c11e3e9402c3ac558f500199d95b6d3e301758586281dcd26",
      A3_200,
      "e76dfad22084a8b1467fcf2ffa58361bec7628edf5f3fdc0e4805dc48caeeca8"
      "1b7c13c30adf52a3659584739a2df46be589c51ca1a4a8416df6545a1ce8ba00" },
    { HROW (ripemd160, RIPEMD160, ripemd160_ctx, 1), "abc",
      "8eb208f7e05d987a9b044a8e98c6b087f15a0bfc",
      "message digest", "5d0689ef49d2fae572b881b123a85ffa21595f36" },
    { HROW (gosthash94, GOSTHASH94, gosthash94_ctx, 1), MSG32,
      "b1c466d37519b82e8319819ff32595e047a28cb6f83eff1c6916a815a637fffa",
      MSG50,
      "471aba57a60a770d3a76130635c1fbea4ef14de51f78b4ae57dd893b62f55208" },
    { HROW (gosthash94cp, GOSTHASH94CP, gosthash94cp_ctx, 1), MSG32,
      "2cefc2f7b7bdc514e18ea57fa74ff357e7fa17d652c75f69cb1be7893ede48eb",
      "abc",
      "b285056dbf18d7392d7677369524dd14747459ed8143997e163b2986f92fd42c" },
    { HROW (streebog256, STREEBOG256, streebog256_ctx, 1), GOST_M1,
      "9d151eefd8590b89daa6ba6cb74af9275dd051026bb149a452fd84e5e57b5500",
      GOST_M2,
      "9dd2fe4e90409e5da87f53976d7405b0c0cac628fc669a741d50063c557e8f50" },
    { HROW (streebog512, STREEBOG512, streebog512_ctx, 1), GOST_M1,
      "1b54d01a4af5b9d5cc3d86d68d285462b19abc2475222f35c085122be4ba1ffa"
      "00ad30f8767b3a82384c6574f024c311e2a481332b08ef7f41797891c1646f48",
      GOST_M2,
      "1e88e62226bfca6f9994f1f2d51569e0daf8475a3b0fe61a5300eee46d961376"
      "035fe83549ada2b8620fcd7c496ce5b33f0cb9dddc2b6460143b03dabac9fb28" },
    { HROW (sm3, SM3, sm3_ctx, 1), "abc",
      "66c7f0f462eeedd9d1f2d46bdc10e4e24167c4875cf2f7a2297da02b8f4ba8e0",
      "abcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcdabcd",
      "debe9ff92275b8a138604889c18e5a4d6fdb70e5387e5765293dcba39c0c5732" },
  };

#define NHASHES (sizeof (hashes) / sizeof (hashes[0]))

static void
test_hash (const struct hash_row *r)
{
  union any_ctx ctx;
  uint8_t msg1[512], msg2[512], want1[64], out[80];
  size_t n1 = message (msg1, r->msg1), n2 = message (msg2, r->msg2);
  size_t cut = n1 / 3, half = r->digest_size / 2;
  const struct nettle_hash *d = r->desc;
  char fn[64];
  void *dctx;

  family_begin ();
  unhex (want1, r->want1);

  /* The functions by name: in two pieces, then (the context being reset
     by digest) the second message without init. */
  snprintf (fn, sizeof (fn), "%s_init/update/digest", r->name);
  r->init (&ctx);
  r->update (&ctx, cut, msg1);
  r->update (&ctx, n1 - cut, msg1 + cut);
  r->digest (&ctx, r->digest_size, out);
  check_n (fn, "message 1", out, want1, r->digest_size);
  r->update (&ctx, n2, msg2);
  r->digest (&ctx, r->digest_size, out);
  check_hex (fn, "message 2 after digest reset", out, r->want2);

  /* A truncated digest writes only what is asked. */
  memset (out, 0xee, sizeof (out));
  r->init (&ctx);
  r->update (&ctx, n1, msg1);
  r->digest (&ctx, half, out);
  check_n (fn, "truncated digest", out, want1, half);
  check_true (fn, "truncated digest wrote past its length",
	      out[half] == 0xee && out[r->digest_size] == 0xee);

  /* The descriptor: fields as in the headers, and its functions. */
  snprintf (fn, sizeof (fn), "nettle_%s", r->name);
  check_true (fn, "name", !r->check_name || !strcmp (d->name, r->name));
  check_true (fn, "context_size", d->context_size == r->ctx_size);
  check_true (fn, "digest_size", d->digest_size == r->digest_size);
  check_true (fn, "block_size", d->block_size == r->block_size);
  dctx = malloc (d->context_size);
  d->init (dctx);
  d->update (dctx, n1, msg1);
  d->digest (dctx, d->digest_size, out);
  check_n (fn, "descriptor init/update/digest", out, want1, r->digest_size);
  d->update (dctx, n2, msg2);
  d->digest (dctx, d->digest_size, out);
  check_hex (fn, "descriptor, message 2", out, r->want2);
  free (dctx);

  /* Nettle 3.8.1's list lacks sha512_224 and sha512_256. */
  check_true ("nettle_get_hashes", r->name,
	      in_hash_list (d) || (!r->check_name && !library_3_10 ()));
  if (r->check_name)
    check_true ("nettle_lookup_hash", r->name,
		nettle_lookup_hash (r->name) == d);

  family_end (r->name);
}

/* SHAKE256 (FIPS 202 examples), the MD5 compatibility names, and the
   compression and permutation functions through one padded block. */
static void
test_hash_extras (void)
{
  struct sha3_256_ctx sha3;
  uint8_t out[200], want[64], block[128];
  struct md5_ctx md5;		/* MD5_CTX */
  MD5_CTX compat;
  uint32_t st[5];
  struct sha3_state keccak;
  unsigned i;

  family_begin ();
  sha3_256_init (&sha3);
  sha3_256_shake (&sha3, 32, out);
  check_hex ("sha3_256_shake", "SHAKE256(\"\"), 256 bits", out,
	     "46b9dd2b0ba88d13233b3feb743eeb243fcd52ea62b81b82b50c27646ed5762f");
  /* Reset after shake; longer than one 136-byte block of output, whose
     prefix is the shorter output. */
  sha3_256_update (&sha3, 3, (const uint8_t *) "abc");
  sha3_256_shake (&sha3, 200, out);
  unhex (want, "483366601360a8771c6863080cc4114d8db44530f8f1e1ee4f94ea37e78b5739"
	 "d5a15bef186a5386c75744c0527e1faa9f8726e462a12a4feb06bd8801e751e4");
  check_n ("sha3_256_shake", "SHAKE256(\"abc\"), 200 bytes", out, want, 64);
  sha3_256_update (&sha3, 3, (const uint8_t *) "abc");
  sha3_256_shake (&sha3, 64, out + 100);
  check_n ("sha3_256_shake", "prefix of longer output", out + 100, out, 64);
  family_end ("sha3_256_shake (SHAKE256)");

  family_begin ();
  MD5Init (&compat);
  MD5Update (&compat, (const unsigned char *) "message ", 8);
  MD5Update (&compat, (const unsigned char *) "digest", 6);
  MD5Final (out, &compat);
  check_hex ("MD5Init/MD5Update/MD5Final", "\"message digest\"", out,
	     "f96b697d7cb7938d525a2f31aaf161d0");
  check_true ("MD5_CTX", "is struct md5_ctx", sizeof (MD5_CTX) == sizeof md5);
  family_end ("MD5Init, MD5Update, MD5Final");

  /* "abc" padded to one block: RFC 1321 3.1-3.2 (length little-endian),
     FIPS 180-4 5.1.1 (length big-endian); the state after one
     compression of the initial values is the digest. */
  family_begin ();
  memset (block, 0, sizeof (block));
  memcpy (block, "abc", 3);
  block[3] = 0x80;
  block[56] = 24;
  st[0] = 0x67452301; st[1] = 0xefcdab89; st[2] = 0x98badcfe; st[3] = 0x10325476;
  _nettle_md5_compress (st, block);
  for (i = 0; i < 4; i++)
    {
      out[4*i] = st[i]; out[4*i+1] = st[i] >> 8;
      out[4*i+2] = st[i] >> 16; out[4*i+3] = st[i] >> 24;
    }
  check_hex ("md5_compress", "padded \"abc\"", out,
	     "900150983cd24fb0d6963f7d28e17f72");
  block[56] = 0;
  block[63] = 24;
  st[0] = 0x67452301; st[1] = 0xefcdab89; st[2] = 0x98badcfe; st[3] = 0x10325476;
  st[4] = 0xc3d2e1f0;
  _nettle_sha1_compress (st, block);
  for (i = 0; i < 5; i++)
    {
      out[4*i] = st[i] >> 24; out[4*i+1] = st[i] >> 16;
      out[4*i+2] = st[i] >> 8; out[4*i+3] = st[i];
    }
  check_hex ("sha1_compress", "padded \"abc\"", out,
	     "a9993e364706816aba3e25717850c26c9cd0d89d");

  /* FIPS 202: SHA3-256("") is one Keccak-f[1600] of the state holding
     the padding 0x06 ... 0x80 in a 136-byte block; lanes are
     little-endian. */
  memset (&keccak, 0, sizeof (keccak));
  keccak.a[0] = 0x06;
  keccak.a[16] = (uint64_t) 0x80 << 56;
  sha3_permute (&keccak);
  for (i = 0; i < 32; i++)
    out[i] = keccak.a[i / 8] >> (8 * (i % 8));
  check_hex ("sha3_permute", "padded empty message", out,
	     "a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a");
  family_end ("md5_compress, sha1_compress, sha3_permute");
}

/* ---------------------------------------------------------------- */
/* HMAC. */

#define HMAC_WRAP(h, ctxtype)						\
  static void hmac_##h##_w_set_key (void *c, size_t n, const uint8_t *k) \
  { hmac_##h##_set_key ((struct ctxtype *) c, n, k); }			\
  static void hmac_##h##_w_update (void *c, size_t n, const uint8_t *d) \
  { hmac_##h##_update ((struct ctxtype *) c, n, d); }			\
  static void hmac_##h##_w_digest (void *c, size_t n, uint8_t *d)	\
  { hmac_##h##_digest ((struct ctxtype *) c, n, d); }

HMAC_WRAP (md5, hmac_md5_ctx)
HMAC_WRAP (ripemd160, hmac_ripemd160_ctx)
HMAC_WRAP (sha1, hmac_sha1_ctx)
HMAC_WRAP (sha224, hmac_sha224_ctx)
HMAC_WRAP (sha256, hmac_sha256_ctx)
HMAC_WRAP (sha384, hmac_sha384_ctx)
HMAC_WRAP (sha512, hmac_sha512_ctx)
HMAC_WRAP (gosthash94, hmac_gosthash94_ctx)
HMAC_WRAP (gosthash94cp, hmac_gosthash94cp_ctx)
HMAC_WRAP (streebog256, hmac_streebog256_ctx)
HMAC_WRAP (streebog512, hmac_streebog512_ctx)
HMAC_WRAP (sm3, hmac_sm3_ctx)

struct hmac_row
{
  const char *name;
  const struct nettle_mac *desc;	/* NULL: no descriptor in 3.8.1 */
  const struct nettle_hash *hash;
  size_t ctx_size;
  void (*set_key) (void *, size_t, const uint8_t *);
  void (*update) (void *, size_t, const uint8_t *);
  void (*digest) (void *, size_t, uint8_t *);
  const char *key, *data, *want;	/* hex */
};

#define MROW(h, ctxtype)					\
  "hmac_" #h, &nettle_hmac_##h, &nettle_##h,			\
    sizeof (struct ctxtype), hmac_##h##_w_set_key,		\
    hmac_##h##_w_update, hmac_##h##_w_digest
/* 3.8.1 has no descriptor objects for the GOST 94 HMACs. */
#define MROW_NODESC(h, ctxtype)					\
  "hmac_" #h, NULL, &nettle_##h,				\
    sizeof (struct ctxtype), hmac_##h##_w_set_key,		\
    hmac_##h##_w_update, hmac_##h##_w_digest

/* RFC 2202 / 2286 / 4231 test case 2. */
#define JEFE "4a656665"
#define WHAT "7768617420646f2079612077616e7420666f72206e6f7468696e673f"
/* RFC 7836 A.1. */
#define K7836 "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"
#define T7836 "0126bdb87800af214341456563780100"

static const struct hmac_row hmacs[] =
  {
    { MROW (md5, hmac_md5_ctx), JEFE, WHAT,
      "750c783e6ab0b503eaa86e310a5db738" },
    { MROW (ripemd160, hmac_ripemd160_ctx), JEFE, WHAT,
      "dda6c0213a485a9e24f4742064a7f033b43c4069" },
    { MROW (sha1, hmac_sha1_ctx), JEFE, WHAT,
      "effcdf6ae5eb2fa2d27416d5f184df9c259a7c79" },
    { MROW (sha224, hmac_sha224_ctx), JEFE, WHAT,
      "a30e01098bc6dbbf45690f3a7e9e6d0f8bbea2a39e6148008fd05e44" },
    { MROW (sha256, hmac_sha256_ctx), JEFE, WHAT,
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843" },
    { MROW (sha384, hmac_sha384_ctx), JEFE, WHAT,
      "af45d2e376484031617f78d2b58a6b1b9c7ef464f5a01b47e42ec3736322445e"
      "8e2240ca5e69e2c78b3239ecfab21649" },
    { MROW (sha512, hmac_sha512_ctx), JEFE, WHAT,
      "164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea250554"
      "9758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737" },
    /* Nettle 3.8.1. */
    { MROW_NODESC (gosthash94, hmac_gosthash94_ctx), JEFE, WHAT,
      "18b2ca04337d555a6ced13bc5dd230bfc8cf4b430cb2b84335b1aefeddc55973" },
    { MROW_NODESC (gosthash94cp, hmac_gosthash94cp_ctx), JEFE, WHAT,
      "ec352aec8da53f0626fe22699243266ed40da2beff219dfd7dd2dcf3d86ebbc9" },
    /* RFC 7836. */
    { MROW (streebog256, hmac_streebog256_ctx), K7836, T7836,
      "a1aa5f7de402d7b3d323f2991c8d4534013137010a83754fd0af6d7cd4922ed9" },
    { MROW (streebog512, hmac_streebog512_ctx), K7836, T7836,
      "a59bab22ecae19c65fbde6e5f4e9f5d8549d31f037f9df9b905500e171923a77"
      "3d5f1530f2ed7e964cb2eedc29e9ad2f3afe93b2814f79f5000ffc0366c251e6" },
    /* Nettle 3.8.1. */
    { MROW (sm3, hmac_sm3_ctx), JEFE, WHAT,
      "2e87f1d16862e6d964b50a5200bf2b10b764faa9680a296a2405f24bec39f882" },
  };

#define NHMACS (sizeof (hmacs) / sizeof (hmacs[0]))

/* RFC 2104 section 2 on a hash descriptor. */
static void
rfc2104 (const struct nettle_hash *h, size_t key_length, const uint8_t *key,
	 size_t length, const uint8_t *data, uint8_t *mac)
{
  uint8_t k[256], pad[256], inner[64];
  void *ctx = malloc (h->context_size);
  size_t i;

  memset (k, 0, h->block_size);
  if (key_length > h->block_size)
    {
      h->init (ctx);
      h->update (ctx, key_length, key);
      h->digest (ctx, h->digest_size, k);
    }
  else
    memcpy (k, key, key_length);

  for (i = 0; i < h->block_size; i++)
    pad[i] = k[i] ^ 0x36;
  h->init (ctx);
  h->update (ctx, h->block_size, pad);
  h->update (ctx, length, data);
  h->digest (ctx, h->digest_size, inner);
  for (i = 0; i < h->block_size; i++)
    pad[i] = k[i] ^ 0x5c;
  h->init (ctx);
  h->update (ctx, h->block_size, pad);
  h->update (ctx, h->digest_size, inner);
  h->digest (ctx, h->digest_size, mac);
  free (ctx);
}

static void
test_hmac (const struct hmac_row *r)
{
  union any_ctx ctx;
  uint8_t key[200], data[200], want[64], out[80], ref[64];
  size_t kn = unhex (key, r->key), dn = unhex (data, r->data);
  size_t ds = r->hash->digest_size, cs = r->hash->context_size, i;
  uint8_t *generic;
  char fn[64];

  family_begin ();
  unhex (want, r->want);
  snprintf (fn, sizeof (fn), "%s_set_key/update/digest", r->name);
  r->set_key (&ctx, kn, key);
  r->update (&ctx, 3, data);
  r->update (&ctx, dn - 3, data + 3);
  r->digest (&ctx, ds, out);
  check_n (fn, "known answer", out, want, ds);
  /* digest leaves the key in place for the next message. */
  r->update (&ctx, dn, data);
  memset (out, 0xee, sizeof (out));
  r->digest (&ctx, ds / 2, out);
  check_n (fn, "second message, truncated", out, want, ds / 2);
  check_true (fn, "truncated digest wrote past its length", out[ds / 2] == 0xee);

  /* RFC 2104 on the hash, with a key longer than a block. */
  for (i = 0; i < r->hash->block_size + 3; i++)
    key[i] = 3 * i + 1;
  rfc2104 (r->hash, r->hash->block_size + 3, key, dn, data, ref);
  r->set_key (&ctx, r->hash->block_size + 3, key);
  r->update (&ctx, dn, data);
  r->digest (&ctx, ds, out);
  check_n (fn, "RFC 2104, long key", out, ref, ds);

  /* The generic functions on the HMAC_CTX layout (outer, inner, state). */
  generic = malloc (3 * cs);
  unhex (key, r->key);
  hmac_set_key (generic, generic + cs, generic + 2 * cs, r->hash, kn, key);
  hmac_update (generic + 2 * cs, r->hash, dn, data);
  hmac_digest (generic, generic + cs, generic + 2 * cs, r->hash, ds, out);
  check_n ("hmac_set_key/hmac_update/hmac_digest", r->name, out, want, ds);
  free (generic);
  check_true (r->name, "context is three hash contexts", r->ctx_size == 3 * cs);

  if (r->desc)
    {
      const struct nettle_mac *m = r->desc;
      void *mctx;
      snprintf (fn, sizeof (fn), "nettle_%s", r->name);
      check_true (fn, "name", !strcmp (m->name, r->name));
      check_true (fn, "context_size", m->context_size == r->ctx_size);
      check_true (fn, "digest_size", m->digest_size == ds);
      check_true (fn, "key_size", m->key_size == ds);
      for (i = 0; i < m->key_size; i++)
	key[i] = 0xa0 + i;
      rfc2104 (r->hash, m->key_size, key, dn, data, ref);
      mctx = malloc (m->context_size);
      m->set_key (mctx, key);
      m->update (mctx, dn, data);
      m->digest (mctx, m->digest_size, out);
      check_n (fn, "descriptor set_key/update/digest", out, ref, ds);
      free (mctx);
      check_true ("nettle_get_macs", r->name, in_mac_list (m));
    }
  family_end (r->name);
}

static void
test_hmac_macros (void)
{
  struct hmac_sha256_ctx ctx;
  uint8_t out[32];
  family_begin ();
  HMAC_SET_KEY (&ctx, &nettle_sha256, 4, (const uint8_t *) "Jefe");
  hmac_sha256_update (&ctx, 28, (const uint8_t *) "what do ya want for nothing?");
  HMAC_DIGEST (&ctx, &nettle_sha256, 32, out);
  check_hex ("HMAC_SET_KEY/HMAC_DIGEST", "RFC 4231 case 2", out,
	     "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
  family_end ("HMAC_SET_KEY, HMAC_DIGEST macros");
}

/* ---------------------------------------------------------------- */
/* UMAC, RFC 4418 appendix: key "abcdefghijklmnop", nonce "bcdefghi". */

#define UMAC_WRAP(n)							\
  static void umac##n##_w_set_key (void *c, const uint8_t *k)		\
  { umac##n##_set_key ((struct umac##n##_ctx *) c, k); }		\
  static void umac##n##_w_set_nonce (void *c, size_t l, const uint8_t *d) \
  { umac##n##_set_nonce ((struct umac##n##_ctx *) c, l, d); }		\
  static void umac##n##_w_update (void *c, size_t l, const uint8_t *d)	\
  { umac##n##_update ((struct umac##n##_ctx *) c, l, d); }		\
  static void umac##n##_w_digest (void *c, size_t l, uint8_t *d)	\
  { umac##n##_digest ((struct umac##n##_ctx *) c, l, d); }

UMAC_WRAP (32)
UMAC_WRAP (64)
UMAC_WRAP (96)
UMAC_WRAP (128)

struct umac_row
{
  const char *name;
  size_t size;
  void (*set_key) (void *, const uint8_t *);
  void (*set_nonce) (void *, size_t, const uint8_t *);
  void (*update) (void *, size_t, const uint8_t *);
  void (*digest) (void *, size_t, uint8_t *);
  /* Tags of "", 'a' * 3, 'a' * 2^10, "abc"; then two successive
     messages "zero" without a nonce set (nonce 0, then 1). */
  const char *tag[6];
};

#define UROW(n) "umac" #n, UMAC##n##_DIGEST_SIZE, umac##n##_w_set_key, \
    umac##n##_w_set_nonce, umac##n##_w_update, umac##n##_w_digest

static const struct umac_row umacs[] =
  {
    { UROW (32), { "113145fb", "3b91d102", "599b350b", "abf3a3a0",
		   "a0e94011", "8c6fea51" } },
    { UROW (64), { "6e155fad26900be1", "44b5cb542f220104", "26bf2f5d60118bd9",
		   "d4d7b9f6bd4fbfcf", "a0e940111c9c2cd5", "6d8971434be8ee41" } },
    { UROW (96), { "32fedb100c79ad58f07ff764", "185e4fe905cba7bd85e4c2dc",
		   "7a54abe04af82d60fb298c3c", "883c3d4b97a61976ffcf2323",
		   "a0e940111c9c2cd5fa59090e", "cbbf18b799fd0f4afb9216e5" } },
    { UROW (128), { "32fedb100c79ad58f07ff7643cc60465",
		    "185e4fe905cba7bd85e4c2dc3d117d8d",
		    "7a54abe04af82d60fb298c3cbd195bcb",
		    "883c3d4b97a61976ffcf232308cba5a5",
		    "a0e940111c9c2cd5fa59090e3ac2061f",
		    "cbbf18b799fd0f4afb9216e52a89f247" } },
  };

static void
test_umac (const struct umac_row *r)
{
  union any_ctx ctx;
  static uint8_t msg[1024];
  uint8_t out[16];
  static const size_t len[4] = { 0, 3, 1024, 3 };
  unsigned i;
  char fn[64];

  family_begin ();
  snprintf (fn, sizeof (fn), "%s_set_key/set_nonce/update/digest", r->name);
  r->set_key (&ctx, (const uint8_t *) "abcdefghijklmnop");
  for (i = 0; i < 4; i++)
    {
      size_t j;
      for (j = 0; j < len[i]; j++)
	msg[j] = i == 3 ? "abc"[j % 3] : 'a';
      r->set_nonce (&ctx, 8, (const uint8_t *) "bcdefghi");
      /* Split unevenly, to go through the buffer. */
      r->update (&ctx, len[i] / 3, msg);
      r->update (&ctx, len[i] - len[i] / 3, msg + len[i] / 3);
      r->digest (&ctx, r->size, out);
      check_hex (fn, "RFC 4418", out, r->tag[i]);
    }
  r->set_key (&ctx, (const uint8_t *) "abcdefghijklmnop");
  for (i = 4; i < 6; i++)
    {
      r->update (&ctx, 4, (const uint8_t *) "zero");
      r->digest (&ctx, r->size, out);
      check_hex (fn, "nonce incremented by digest", out, r->tag[i]);
    }
  family_end (r->name);
}

/* Poly1305-AES, Bernstein's paper appendix B: key = k || r. */
static void
test_poly1305 (void)
{
  struct poly1305_aes_ctx ctx;
  uint8_t key[32], nonce[16], msg[64], out[16];
  size_t n;

  family_begin ();
  unhex (key, "ec074c835580741701425b623235add6851fc40c3467ac0be05cc20404f3f700");
  unhex (nonce, "fb447350c4e868c52ac3275cf9d4327e");
  poly1305_aes_set_key (&ctx, key);
  poly1305_aes_set_nonce (&ctx, nonce);
  poly1305_aes_update (&ctx, 2, (const uint8_t *) "\xf3\xf6");
  poly1305_aes_digest (&ctx, 16, out);
  check_hex ("poly1305_aes_*", "paper vector 1", out,
	     "f4c633c3044fc145f84f335cb81953de");

  unhex (key, "6acb5f61a7176dd320c5c1eb2edcdc7448443d0bb0d21109c89a100b5ce2c208");
  unhex (nonce, "ae212a55399729595dea458bc621ff0e");
  n = unhex (msg, "663cea190ffb83d89593f3f476b6bc24d7e679107ea26adb8caf6652d0656136");
  poly1305_aes_set_key (&ctx, key);
  poly1305_aes_set_nonce (&ctx, nonce);
  poly1305_aes_update (&ctx, 5, msg);
  poly1305_aes_update (&ctx, n - 5, msg + 5);
  poly1305_aes_digest (&ctx, 16, out);
  check_hex ("poly1305_aes_*", "paper vector 3", out,
	     "0ee1c16bb73f0f4fd19881753c01cdbe");

  unhex (key, "75deaa25c09f208e1dc4ce6b5cad3fbfa0f3080000f46400d0c7e9076c834403");
  unhex (nonce, "61ee09218d29b0aaed7e154a2c5509cc");
  poly1305_aes_set_key (&ctx, key);
  poly1305_aes_set_nonce (&ctx, nonce);
  memset (out, 0xee, 16);
  poly1305_aes_digest (&ctx, 8, out);
  check_hex ("poly1305_aes_digest", "paper vector 2, truncated", out,
	     "dd3fab2251f11ac7eeeeeeeeeeeeeeee");
  family_end ("poly1305_aes");
}

/* ---------------------------------------------------------------- */
/* KDFs. */

static void
w_hmac_sha1_update (void *c, size_t n, const uint8_t *d)
{
  hmac_sha1_update ((struct hmac_sha1_ctx *) c, n, d);
}

static void
w_hmac_sha1_digest (void *c, size_t n, uint8_t *d)
{
  hmac_sha1_digest ((struct hmac_sha1_ctx *) c, n, d);
}

static void
w_hmac_sha256_update (void *c, size_t n, const uint8_t *d)
{
  hmac_sha256_update ((struct hmac_sha256_ctx *) c, n, d);
}

static void
w_hmac_sha256_digest (void *c, size_t n, uint8_t *d)
{
  hmac_sha256_digest ((struct hmac_sha256_ctx *) c, n, d);
}

static void
test_hkdf (void)
{
  struct hmac_sha256_ctx c256;
  struct hmac_sha1_ctx c1;
  uint8_t ikm[22], salt[13], info[10], prk[32], okm[42];

  family_begin ();
  /* RFC 5869 A.1 (SHA-256). */
  memset (ikm, 0x0b, 22);
  unhex (salt, "000102030405060708090a0b0c");
  unhex (info, "f0f1f2f3f4f5f6f7f8f9");
  hmac_sha256_set_key (&c256, 13, salt);
  hkdf_extract (&c256, w_hmac_sha256_update, w_hmac_sha256_digest,
		SHA256_DIGEST_SIZE, 22, ikm, prk);
  check_hex ("hkdf_extract", "RFC 5869 A.1 PRK", prk,
	     "077709362c2e32df0ddc3f0dc47bba6390b6c73bb50f9c3122ec844ad7c2b3e5");
  hmac_sha256_set_key (&c256, 32, prk);
  hkdf_expand (&c256, w_hmac_sha256_update, w_hmac_sha256_digest,
	       SHA256_DIGEST_SIZE, 10, info, 42, okm);
  check_hex ("hkdf_expand", "RFC 5869 A.1 OKM", okm,
	     "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf"
	     "34007208d5b887185865");

  /* RFC 5869 A.4 (SHA-1), 11-byte IKM. */
  hmac_sha1_set_key (&c1, 13, salt);
  hkdf_extract (&c1, w_hmac_sha1_update, w_hmac_sha1_digest,
		SHA1_DIGEST_SIZE, 11, ikm, prk);
  check_hex ("hkdf_extract", "RFC 5869 A.4 PRK", prk,
	     "9b6c18c432a7bf8f0e71c8eb88f4b30baa2ba243");
  hmac_sha1_set_key (&c1, 20, prk);
  hkdf_expand (&c1, w_hmac_sha1_update, w_hmac_sha1_digest,
	       SHA1_DIGEST_SIZE, 10, info, 42, okm);
  check_hex ("hkdf_expand", "RFC 5869 A.4 OKM", okm,
	     "085a01ea1b10f36933068b56efa5ad81a4f14b822f5b091568a9cdd4f155fda2"
	     "c22e422478d305f3f896");
  family_end ("hkdf_extract, hkdf_expand");
}

#define S(s) sizeof (s) - 1, (const uint8_t *) s

static void
test_pbkdf2 (void)
{
  struct hmac_sha1_ctx c1;
  uint8_t out[64];

  family_begin ();
  /* RFC 6070. */
  pbkdf2_hmac_sha1 (S ("password"), 1, S ("salt"), 20, out);
  check_hex ("pbkdf2_hmac_sha1", "RFC 6070 c=1", out,
	     "0c60c80f961f0e71f3a9b524af6012062fe037a6");
  pbkdf2_hmac_sha1 (S ("password"), 4096, S ("salt"), 20, out);
  check_hex ("pbkdf2_hmac_sha1", "RFC 6070 c=4096", out,
	     "4b007901b765489abead49d926f721d065a429c1");
  pbkdf2_hmac_sha1 (S ("passwordPASSWORDpassword"), 4096,
		    S ("saltSALTsaltSALTsaltSALTsaltSALTsalt"), 25, out);
  check_hex ("pbkdf2_hmac_sha1", "RFC 6070 25 bytes", out,
	     "3d2eec4fe41c849b80c8d83662c0e44a8b291a964cf2f07038");
  hmac_sha1_set_key (&c1, 8, (const uint8_t *) "password");
  pbkdf2 (&c1, w_hmac_sha1_update, w_hmac_sha1_digest, SHA1_DIGEST_SIZE,
	  2, S ("salt"), 20, out);
  check_hex ("pbkdf2", "RFC 6070 c=2 with hmac_sha1", out,
	     "ea6c014dc72d6f8ccd1ed92ace1d41f0d8de8957");
  hmac_sha1_set_key (&c1, 8, (const uint8_t *) "password");
  PBKDF2 (&c1, hmac_sha1_update, hmac_sha1_digest, SHA1_DIGEST_SIZE,
	  1, 4, (const uint8_t *) "salt", 20, out);
  check_hex ("PBKDF2 macro", "RFC 6070 c=1", out,
	     "0c60c80f961f0e71f3a9b524af6012062fe037a6");

  /* RFC 7914 section 11. */
  pbkdf2_hmac_sha256 (S ("passwd"), 1, S ("salt"), 64, out);
  check_hex ("pbkdf2_hmac_sha256", "RFC 7914", out,
	     "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"
	     "49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783");

  /* Nettle 3.8.1. */
  pbkdf2_hmac_sha384 (S ("password"), 4096, S ("salt"), 48, out);
  check_hex ("pbkdf2_hmac_sha384", "Nettle 3.8.1", out,
	     "559726be38db125bc85ed7895f6e3cf574c7a01c080c3447db1e8a76764deb3c"
	     "307b94853fbe424f6488c5f4f1289626");
  pbkdf2_hmac_sha512 (S ("password"), 4096, S ("salt"), 64, out);
  check_hex ("pbkdf2_hmac_sha512", "Nettle 3.8.1", out,
	     "d197b1b33db0143e018b12f3d1d1479e6cdebdcc97c5c0f87f6902e072f457b5"
	     "143f30602641b3d55cd335988cb36b84376060ecd532e039b742a239434af2d5");
  pbkdf2_hmac_gosthash94cp (S ("password"), 4096, S ("salt"), 32, out);
  check_hex ("pbkdf2_hmac_gosthash94cp", "Nettle 3.8.1", out,
	     "1f1829a94bdff5be10d0aeb36af498e7a97467f3b31116a5a7c1afff9deadafe");
  family_end ("pbkdf2, pbkdf2_hmac_sha1/sha256/sha384/sha512/gosthash94cp");
}

/* ---------------------------------------------------------------- */
/* Encodings, RFC 4648 section 10. */

static const char *const rfc4648_in[7] =
  { "", "f", "fo", "foo", "foob", "fooba", "foobar" };
static const char *const rfc4648_b64[7] =
  { "", "Zg==", "Zm8=", "Zm9v", "Zm9vYg==", "Zm9vYmE=", "Zm9vYmFy" };
static const char *const rfc4648_b16[7] =
  { "", "66", "666F", "666F6F", "666F6F62", "666F6F6261", "666F6F626172" };

static void
check_str (const char *fn, const char *what, const char *got, size_t got_len,
	   const char *want)
{
  size_t n = strlen (want);
  checks++;
  if (got_len != n)
    {
      printf ("FAIL: %s: %s: length %u, want %u\n", fn, what,
	      (unsigned) got_len, (unsigned) n);
      failures++;
      return;
    }
  check_n (fn, what, (const uint8_t *) got, (const uint8_t *) want, n);
}

static void
test_base64 (void)
{
  unsigned i;
  family_begin ();
  for (i = 0; i < 7; i++)
    {
      const char *in = rfc4648_in[i], *want = rfc4648_b64[i];
      size_t n = strlen (in), len, j;
      char buf[32];
      uint8_t dec[32];
      struct base64_encode_ctx e;
      struct base64_decode_ctx d;

      base64_encode_raw (buf, n, (const uint8_t *) in);
      check_str ("base64_encode_raw", want, buf, BASE64_ENCODE_RAW_LENGTH (n), want);

      base64_encode_init (&e);
      len = base64_encode_update (&e, buf, n / 2, (const uint8_t *) in);
      for (j = n / 2; j < n; j++)
	len += base64_encode_single (&e, buf + len, in[j]);
      len += base64_encode_final (&e, buf + len);
      check_str ("base64_encode_init/update/single/final", want, buf, len, want);

      base64_decode_init (&d);
      len = 0;
      check_true ("base64_decode_update", want,
		  base64_decode_update (&d, &len, dec, strlen (want) / 2, want));
      for (j = strlen (want) / 2; want[j]; j++)
	{
	  int r = base64_decode_single (&d, dec + len, want[j]);
	  check_true ("base64_decode_single", want, r >= 0);
	  len += r;
	}
      check_true ("base64_decode_final", want, base64_decode_final (&d));
      check_str ("base64_decode_*", want, (const char *) dec, len, in);
    }
  {
    char buf[8];
    struct base64_decode_ctx d;
    uint8_t dec[16];
    size_t len;
    base64_encode_group (buf, 0x666f6f);
    check_str ("base64_encode_group", "0x666f6f", buf, 4, "Zm9v");
    /* Bad input fails; so does a final with bits left over. */
    base64_decode_init (&d);
    len = sizeof (dec);
    check_true ("base64_decode_update", "rejects '!'",
		!base64_decode_update (&d, &len, dec, 5, "Zm9v!"));
    base64_decode_init (&d);
    len = sizeof (dec);
    check_true ("base64_decode_update", "\"Zm9vY\"",
		base64_decode_update (&d, &len, dec, 5, "Zm9vY"));
    check_true ("base64_decode_final", "rejects a dangling character",
		!base64_decode_final (&d));
    base64_decode_init (&d);
    check_true ("base64_decode_single", "rejects '-'",
		base64_decode_single (&d, dec, '-') == -1);
  }
  family_end ("base64 (RFC 4648 section 10)");

  /* base64url: RFC 4648 section 5, '-' and '_' for 62 and 63. */
  family_begin ();
  {
    struct base64_encode_ctx e;
    struct base64_decode_ctx d;
    static const uint8_t bin[5] = { 0xfb, 0xff, 0xbf, 0xfb, 0xff };
    char buf[16];
    uint8_t dec[16];
    size_t len;

    base64_encode_init (&e);
    len = base64_encode_update (&e, buf, 5, bin);
    len += base64_encode_final (&e, buf + len);
    check_str ("base64_encode_init", "standard alphabet", buf, len, "+/+/+/8=");
    base64url_encode_init (&e);
    len = base64_encode_update (&e, buf, 5, bin);
    len += base64_encode_final (&e, buf + len);
    check_str ("base64url_encode_init", "url alphabet", buf, len, "-_-_-_8=");
    base64url_decode_init (&d);
    len = sizeof (dec);
    check_true ("base64url_decode_init", "decode",
		base64_decode_update (&d, &len, dec, 8, "-_-_-_8=")
		&& base64_decode_final (&d));
    check_n ("base64url_decode_init", "decoded", dec, bin, 5);
    check_true ("base64url_decode_init", "length", len == 5);
    base64url_decode_init (&d);
    len = sizeof (dec);
    check_true ("base64url_decode_init", "rejects '+'",
		!base64_decode_update (&d, &len, dec, 4, "+/+/"));
  }
  family_end ("base64url");
}

static void
test_base16 (void)
{
  unsigned i;
  family_begin ();
  for (i = 0; i < 7; i++)
    {
      const char *in = rfc4648_in[i], *want = rfc4648_b16[i];
      size_t n = strlen (in), len, j;
      char buf[32], lower[32];
      uint8_t dec[32];
      struct base16_decode_ctx d;

      /* Nettle encodes in lower case; RFC 4648 prints upper case. */
      for (j = 0; want[j]; j++)
	lower[j] = want[j] >= 'A' ? want[j] + 32 : want[j];
      lower[j] = 0;
      base16_encode_update (buf, n, (const uint8_t *) in);
      check_str ("base16_encode_update", want, buf, BASE16_ENCODE_LENGTH (n), lower);
      for (j = 0; j < n; j++)
	base16_encode_single (buf + 2 * j, in[j]);
      check_str ("base16_encode_single", want, buf, 2 * n, lower);

      base16_decode_init (&d);
      len = sizeof (dec);
      /* Upper case, in two calls split at an odd position. */
      check_true ("base16_decode_update", want,
		  base16_decode_update (&d, &len, dec, n | (n > 0), want));
      j = len;
      len = sizeof (dec) - j;
      check_true ("base16_decode_update", want,
		  base16_decode_update (&d, &len, dec + j, 2 * n - (n | (n > 0)),
					want + (n | (n > 0))));
      len += j;
      check_true ("base16_decode_final", want, base16_decode_final (&d));
      check_str ("base16_decode_update", want, (const char *) dec, len, in);

      /* Character by character, in lower case. */
      base16_decode_init (&d);
      len = 0;
      for (j = 0; lower[j]; j++)
	{
	  int r = base16_decode_single (&d, dec + len, lower[j]);
	  check_true ("base16_decode_single", lower, r >= 0);
	  len += r;
	}
      check_true ("base16_decode_final", lower, base16_decode_final (&d));
      check_str ("base16_decode_single", lower, (const char *) dec, len, in);
    }
  {
    struct base16_decode_ctx d;
    uint8_t dec[8];
    size_t len = sizeof (dec);
    base16_decode_init (&d);
    check_true ("base16_decode_update", "rejects 'g'",
		!base16_decode_update (&d, &len, dec, 2, "6g"));
    base16_decode_init (&d);
    len = sizeof (dec);
    check_true ("base16_decode_update", "\"666\"",
		base16_decode_update (&d, &len, dec, 3, "666") && len == 1);
    check_true ("base16_decode_final", "rejects a dangling digit",
		!base16_decode_final (&d));
  }
  family_end ("base16 (RFC 4648 section 10)");
}

/* The armor descriptors: fields, and a round trip of "foobar". */
static void
test_armors (void)
{
  static const struct
  {
    const struct nettle_armor *a;
    const char *name;
    unsigned encode_size, decode_size, final_length;
    const char *encoded;
  } rows[] =
    {
      { &nettle_base64, "base64", sizeof (struct base64_encode_ctx),
	sizeof (struct base64_decode_ctx), BASE64_ENCODE_FINAL_LENGTH,
	"Zm9vYmFy+/8=" },
      { &nettle_base64url, "base64url", sizeof (struct base64_encode_ctx),
	sizeof (struct base64_decode_ctx), BASE64_ENCODE_FINAL_LENGTH,
	"Zm9vYmFy-_8=" },
      /* base16 has no encode context. */
      { &nettle_base16, "base16", 0, sizeof (struct base16_decode_ctx), 0,
	"666f6f626172fbff" },
    };
  static const uint8_t in[8] = { 'f', 'o', 'o', 'b', 'a', 'r', 0xfb, 0xff };
  unsigned i;

  family_begin ();
  for (i = 0; i < 3; i++)
    {
      const struct nettle_armor *a = rows[i].a;
      char fn[64], buf[32];
      uint8_t dec[32];
      size_t len, dlen;
      void *e, *d;

      snprintf (fn, sizeof (fn), "nettle_%s", rows[i].name);
      check_true (fn, "name", !strcmp (a->name, rows[i].name));
      check_true (fn, "encode_context_size",
		  a->encode_context_size == rows[i].encode_size);
      check_true (fn, "decode_context_size",
		  a->decode_context_size == rows[i].decode_size);
      check_true (fn, "encode_final_length",
		  a->encode_final_length == rows[i].final_length);
      check_true (fn, "encode_length",
		  a->encode_length (8) >= strlen (rows[i].encoded)
		  - a->encode_final_length);
      check_true (fn, "decode_length",
		  a->decode_length (strlen (rows[i].encoded)) >= 8);

      e = malloc (a->encode_context_size ? a->encode_context_size : 1);
      a->encode_init (e);
      len = a->encode_update (e, buf, 8, in);
      len += a->encode_final (e, buf + len);
      check_str (fn, "encode_init/update/final", buf, len, rows[i].encoded);
      free (e);

      d = malloc (a->decode_context_size);
      a->decode_init (d);
      dlen = sizeof (dec);
      check_true (fn, "decode_update",
		  a->decode_update (d, &dlen, dec, len, buf));
      check_true (fn, "decode_final", a->decode_final (d));
      check_true (fn, "decoded length", dlen == 8);
      check_n (fn, "decode_init/update/final", dec, in, 8);
      free (d);

      check_true ("nettle_get_armors", rows[i].name, in_armor_list (a));
    }
  family_end ("nettle_base16, nettle_base64, nettle_base64url descriptors");
}

/* ---------------------------------------------------------------- */

static void
test_lists (void)
{
  const struct nettle_hash *const *h = nettle_get_hashes ();
  const struct nettle_mac *const *m = nettle_get_macs ();
  const struct nettle_armor *const *a = nettle_get_armors ();
  size_t n;

  family_begin ();
  /* Every descriptor checked above is in the lists (membership, as the
     3.10 lists have more entries than 3.8.1's); here: sizes. */
  for (n = 0; h[n]; n++)
    ;
  check_true ("nettle_get_hashes", "entries",
	      n >= (library_3_10 () ? 20 : 18));
  for (n = 0; m[n]; n++)
    ;
  check_true ("nettle_get_macs", "at least the 10 HMACs", n >= 10);
  for (n = 0; a[n]; n++)
    ;
  check_true ("nettle_get_armors", "3 entries", n == 3);
  check_true ("nettle_lookup_hash", "unknown name",
	      nettle_lookup_hash ("no-such-hash") == NULL);
  family_end ("nettle_get_hashes, nettle_get_macs, nettle_get_armors,"
	      " nettle_lookup_hash");
}

static void
test_memops (void)
{
  uint8_t a[33], b[33], c[33];
  unsigned i;

  family_begin ();
  for (i = 0; i < 33; i++)
    a[i] = b[i] = 7 * i + 1;
  check_true ("memeql_sec", "equal", memeql_sec (a, b, 33) == 1);
  check_true ("memeql_sec", "empty", memeql_sec (a, b, 0) == 1);
  b[32] ^= 0x80;
  check_true ("memeql_sec", "last byte differs", memeql_sec (a, b, 33) == 0);
  b[32] ^= 0x80;
  b[0] ^= 1;
  check_true ("memeql_sec", "first byte differs", memeql_sec (a, b, 33) == 0);

  memset (c, 0x55, 33);
  cnd_memcpy (0, c, a, 33);
  for (i = 0; i < 33; i++)
    b[i] = 0x55;
  check_n ("cnd_memcpy", "cnd 0 copies nothing", c, b, 33);
  cnd_memcpy (1, c, a, 32);
  check_n ("cnd_memcpy", "cnd 1 copies", c, a, 32);
  check_true ("cnd_memcpy", "cnd 1 copies only n bytes", c[32] == 0x55);
  family_end ("memeql_sec, cnd_memcpy");
}

int
main (void)
{
  size_t i;

  printf ("built against Nettle headers %d.%d, running on library %d.%d\n",
	  NETTLE_VERSION_MAJOR, NETTLE_VERSION_MINOR,
	  nettle_version_major (), nettle_version_minor ());

  for (i = 0; i < NHASHES; i++)
    test_hash (&hashes[i]);
  test_hash_extras ();
  for (i = 0; i < NHMACS; i++)
    test_hmac (&hmacs[i]);
  test_hmac_macros ();
  for (i = 0; i < 4; i++)
    test_umac (&umacs[i]);
  test_poly1305 ();
  test_hkdf ();
  test_pbkdf2 ();
  test_base64 ();
  test_base16 ();
  test_armors ();
  test_lists ();
  test_memops ();

  printf ("%d checks, %d failed\n", checks, failures);
  return failures ? 1 : 0;
}
