/* hmac-test.c

   Tests of HMAC (hmac.h): RFC 2202 (MD5, SHA-1), RFC 2286
   (RIPEMD-160), RFC 4231 (SHA-224/256/384/512), RFC 7836 (Streebog),
   values for GOST R 34.11-94 and SM3 computed with GNU Nettle 3.8.1; for
   each: typed functions in one shot and in random pieces, the generic
   functions, truncated output, reuse after digest, and the nettle_mac
   descriptor.

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

#include "hmac.h"
#include "nettle-meta.h"

/* The typed functions of one HMAC, with the matching hash and MAC
   descriptors. */
struct hmac_alg
{
  const char *name;
  size_t ctx_size;
  void (*set_key) (void *ctx, size_t length, const uint8_t *key);
  nettle_hash_update_func *update;
  nettle_hash_digest_func *digest;
  const struct nettle_hash *hash;
  const struct nettle_mac *mac;
};

#define ALG(name, hname, ctxname)					\
  { #name, sizeof (struct ctxname),					\
    (void (*) (void *, size_t, const uint8_t *)) name##_set_key,	\
    (nettle_hash_update_func *) name##_update,				\
    (nettle_hash_digest_func *) name##_digest,				\
    &nettle_##hname, &nettle_##name }

static const struct hmac_alg algs[] =
  {
    ALG (hmac_md5, md5, hmac_md5_ctx),
    ALG (hmac_ripemd160, ripemd160, hmac_ripemd160_ctx),
    ALG (hmac_sha1, sha1, hmac_sha1_ctx),
    ALG (hmac_sha224, sha224, hmac_sha224_ctx),
    ALG (hmac_sha256, sha256, hmac_sha256_ctx),
    ALG (hmac_sha384, sha384, hmac_sha384_ctx),
    ALG (hmac_sha512, sha512, hmac_sha512_ctx),
    ALG (hmac_gosthash94, gosthash94, hmac_gosthash94_ctx),
    ALG (hmac_gosthash94cp, gosthash94cp, hmac_gosthash94cp_ctx),
    ALG (hmac_streebog256, streebog256, hmac_streebog256_ctx),
    ALG (hmac_streebog512, streebog512, hmac_streebog512_ctx),
    ALG (hmac_sm3, sm3, hmac_sm3_ctx),
  };
#define NALGS (sizeof (algs) / sizeof (algs[0]))

static const struct hmac_alg *
find_alg (const char *name)
{
  size_t i;
  for (i = 0; i < NALGS; i++)
    if (!strcmp (algs[i].name, name))
      return &algs[i];
  test_fail ("no algorithm %s", name);
}

/* Key and data of a vector: hex, or a byte repeated, or a string. */
static const struct tstring *
repeat (uint8_t byte, size_t n)
{
  const struct tstring *s = tstring_alloc (n);
  memset (s->data, byte, n);
  return s;
}

static const struct tstring *
text (const char *s)
{
  const struct tstring *t = tstring_alloc (strlen (s));
  memcpy (t->data, s, strlen (s));
  return t;
}

/* Checks one vector (want may be a truncated MAC) every way. */
static void
check_vector (const char *name, const struct tstring *key,
	      const struct tstring *data, const struct tstring *want)
{
  const struct hmac_alg *a = find_alg (name);
  const struct nettle_hash *h = a->hash;
  uint8_t *ctx = malloc (a->ctx_size);
  uint8_t *outer = malloc (h->context_size);
  uint8_t *inner = malloc (h->context_size);
  uint8_t *state = malloc (h->context_size);
  uint8_t out[64], full[64];
  size_t n = want->length, pos, len;

  ASSERT (ctx && outer && inner && state);
  ASSERT (n <= h->digest_size);

  /* Typed, one shot, then the same message again on the same key. */
  a->set_key (ctx, key->length, key->data);
  a->update (ctx, data->length, data->data);
  a->digest (ctx, n, out);
  check_bytes (name, out, want->data, n);
  a->update (ctx, data->length, data->data);
  a->digest (ctx, h->digest_size, full);
  check_bytes ("after digest, same key", full, want->data, n);

  /* Every truncation is a prefix of the full MAC. */
  for (len = 0; len <= h->digest_size; len++)
    {
      uint8_t *g = guard_end (len);
      a->update (ctx, data->length, data->data);
      a->digest (ctx, len, g);
      check_bytes ("truncated", g, full, len);
      guard_free (g);
    }

  /* Random pieces. */
  a->set_key (ctx, key->length, key->data);
  for (pos = 0; pos < data->length; pos += len)
    {
      len = 1 + test_rand_below (data->length - pos);
      a->update (ctx, len, data->data + pos);
    }
  a->digest (ctx, n, out);
  check_bytes ("pieces", out, want->data, n);

  /* Generic functions and the HMAC_* macros' layout. */
  hmac_set_key (outer, inner, state, h, key->length, key->data);
  hmac_update (state, h, data->length, data->data);
  hmac_digest (outer, inner, state, h, n, out);
  check_bytes ("generic", out, want->data, n);
  hmac_update (state, h, data->length, data->data);
  hmac_digest (outer, inner, state, h, n, out);
  check_bytes ("generic, again", out, want->data, n);

  free (ctx);
  free (outer);
  free (inner);
  free (state);
  test_ok ("%s: key %zu bytes, data %zu bytes, %zu-byte MAC", name,
	   key->length, data->length, n);
}

/* The nettle_mac descriptor keys with digest_size bytes. */
static void
check_descriptor (const struct hmac_alg *a)
{
  const struct nettle_mac *m = a->mac;
  uint8_t *c1 = malloc (m->context_size);
  uint8_t *c2 = malloc (a->ctx_size);
  uint8_t key[64], data[300], o1[64], o2[64];

  ASSERT (c1 && c2);
  ASSERT (!strcmp (m->name, a->name));
  ASSERT (m->context_size == a->ctx_size);
  ASSERT (m->digest_size == a->hash->digest_size);
  ASSERT (m->key_size == a->hash->digest_size);
  ASSERT (m->update == a->update);
  ASSERT (m->digest == a->digest);

  test_rand_bytes (m->key_size, key);
  test_rand_bytes (sizeof (data), data);
  m->set_key (c1, key);
  m->update (c1, sizeof (data), data);
  m->digest (c1, m->digest_size, o1);
  a->set_key (c2, m->key_size, key);
  a->update (c2, sizeof (data), data);
  a->digest (c2, m->digest_size, o2);
  check_bytes (a->name, o1, o2, m->digest_size);
  free (c1);
  free (c2);
}

/* The seven cases of RFC 2202 (the same inputs for every hash there
   and in RFC 2286): the keys of cases 1, 3 and 5 are short_key bytes
   long (the hash's digest size). want[c] is the MAC of case c + 1
   (case 5's truncated, as published), or NULL to skip the case. */
static void
check_rfc2202_cases (const char *name, size_t short_key,
		     const char *const want[7])
{
  const struct tstring *keys[7], *data[7];
  unsigned c;

  keys[0] = repeat (0x0b, short_key); data[0] = text ("Hi There");
  keys[1] = text ("Jefe"); data[1] = text ("what do ya want for nothing?");
  keys[2] = repeat (0xaa, short_key); data[2] = repeat (0xdd, 50);
  keys[3] = SHEX ("0102030405060708090a0b0c0d0e0f10111213141516171819");
  data[3] = repeat (0xcd, 50);
  keys[4] = repeat (0x0c, short_key); data[4] = text ("Test With Truncation");
  keys[5] = repeat (0xaa, 80);
  data[5] = text ("Test Using Larger Than Block-Size Key - Hash Key First");
  keys[6] = repeat (0xaa, 80);
  data[6] = text ("Test Using Larger Than Block-Size Key and Larger "
		  "Than One Block-Size Data");

  for (c = 0; c < 7; c++)
    if (want[c])
      check_vector (name, keys[c], data[c], SHEX (want[c]));
}

static void
test_rfc2202 (void)
{
  /* RFC 2202 section 2 (HMAC-MD5) and section 3 (HMAC-SHA-1). */
  static const char *const md5[7] =
    {
      "9294727a3638bb1c13f48ef8158bfc9d",
      "750c783e6ab0b503eaa86e310a5db738",
      "56be34521d144c88dbb8c733f0e8b3f6",
      "697eaf0aca3a3aea3a75164746ffaa79",
      "56461ef2342edc00f9bab995",
      "6b1ab7fe4bd7bf8f0b62e6ce61b9d0cd",
      "6f630fad67cda0ee1fb1f562db3aa53e",
    };
  static const char *const sha1[7] =
    {
      "b617318655057264e28bc0b6fb378c8ef146be00",
      "effcdf6ae5eb2fa2d27416d5f184df9c259a7c79",
      "125d7342b9ac11cd91a39af48aa17b4f63f175d3",
      "4c9007f4026250c6bc8414f9bf50c86c2d7235da",
      "4c1a03424b55e07fe7f27be1",
      "aa4ae5e15272d00e95705637ce8a3b55ed402112",
      "e8e99d0f45237d786d6bbaa7965c7808bbff1a91",
    };
  check_rfc2202_cases ("hmac_md5", 16, md5);
  check_rfc2202_cases ("hmac_sha1", 20, sha1);
}

static void
test_rfc2286 (void)
{
  /* RFC 2286 section 2 (HMAC-RIPEMD160), cases 1, 2, 3, 6 and 7. */
  static const char *const ripemd160[7] =
    {
      "24cb4bd67d20fc1a5d2ed7732dcc39377f0a5668",
      "dda6c0213a485a9e24f4742064a7f033b43c4069",
      "b0b105360de759960ab4f35298e116e295d8e7c1",
      NULL,
      NULL,
      "6466ca07ac5eac29e1bd523e5ada7605b791fd8b",
      "69ea60798d71616cce5fd0871e23754cd75d5a0a",
    };
  check_rfc2202_cases ("hmac_ripemd160", 20, ripemd160);
}

static void
test_rfc4231 (void)
{
  /* RFC 4231 section 4, test cases 1 to 7 (case 5 truncated to 128
     bits, as published). */
  static const char *names[4] =
    { "hmac_sha224", "hmac_sha256", "hmac_sha384", "hmac_sha512" };
  static const char *want[7][4] =
    {
      { "896fb1128abbdf196832107cd49df33f47b4b1169912ba4f53684b22",
	"b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7",
	"afd03944d84895626b0825f4ab46907f15f9dadbe4101ec682aa034c7cebc59c"
	"faea9ea9076ede7f4af152e8b2fa9cb6",
	"87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cde"
	"daa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854" },
      { "a30e01098bc6dbbf45690f3a7e9e6d0f8bbea2a39e6148008fd05e44",
	"5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
	"af45d2e376484031617f78d2b58a6b1b9c7ef464f5a01b47e42ec3736322445e"
	"8e2240ca5e69e2c78b3239ecfab21649",
	"164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea250554"
	"9758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737" },
      { "7fb3cb3588c6c1f6ffa9694d7d6ad2649365b0c1f65d69d1ec8333ea",
	"773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe",
	"88062608d3e6ad8a0aa2ace014c8a86f0aa635d947ac9febe83ef4e55966144b"
	"2a5ab39dc13814b94e3ab6e101a34f27",
	"fa73b0089d56a284efb0f0756c890be9b1b5dbdd8ee81a3655f83e33b2279d39"
	"bf3e848279a722c806b485a47e67c807b946a337bee8942674278859e13292fb" },
      { "6c11506874013cac6a2abc1bb382627cec6a90d86efc012de7afec5a",
	"82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b",
	"3e8a69b7783c25851933ab6290af6ca77a9981480850009cc5577c6e1f573b4e"
	"6801dd23c4a7d679ccf8a386c674cffb",
	"b0ba465637458c6990e5a8c5f61d4af7e576d97ff94b872de76f8050361ee3db"
	"a91ca5c11aa25eb4d679275cc5788063a5f19741120c4f2de2adebeb10a298dd" },
      { "0e2aea68a90c8d37c988bcdb9fca6fa8",
	"a3b6167473100ee06e0c796c2955552b",
	"3abf34c3503b2a23a46efc619baef897",
	"415fad6271580a531d4179bc891d87a6" },
      { "95e9a0db962095adaebe9b2d6f0dbce2d499f112f2d2b7273fa6870e",
	"60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54",
	"4ece084485813e9088d2c63a041bc5b44f9ef1012a2b588f3cd11f05033ac4c6"
	"0c2ef6ab4030fe8296248df163f44952",
	"80b24263c7c1a3ebb71493c1dd7be8b49b46d1f41b4aeec1121b013783f8f352"
	"6b56d037e05f2598bd0fd2215d6a1e5295e64f73f63f0aec8b915a985d786598" },
      { "3a854166ac5d9f023f54d517d0b39dbd946770db9c2b95c9f6f565d1",
	"9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2",
	"6617178e941f020d351e2f254e8fd32c602420feb0b8fb9adccebb82461e99c5"
	"a678cc31e799176d3860e6110c46523e",
	"e37b6a775dc87dbaa4dfa9f96e5e3ffddebd71f8867289865df5a32d20cdc944"
	"b6022cac3c4982b10d5eeb55c3e4de15134676fb6de0446065c97440fa8c6a58" },
    };
  const struct tstring *keys[7], *data[7];
  unsigned c, i;

  keys[0] = repeat (0x0b, 20); data[0] = text ("Hi There");
  keys[1] = text ("Jefe"); data[1] = text ("what do ya want for nothing?");
  keys[2] = repeat (0xaa, 20); data[2] = repeat (0xdd, 50);
  keys[3] = SHEX ("0102030405060708090a0b0c0d0e0f10111213141516171819");
  data[3] = repeat (0xcd, 50);
  keys[4] = repeat (0x0c, 20); data[4] = text ("Test With Truncation");
  keys[5] = repeat (0xaa, 131);
  data[5] = text ("Test Using Larger Than Block-Size Key - Hash Key First");
  keys[6] = repeat (0xaa, 131);
  data[6] = text ("This is a test using a larger than block-size key and a "
		  "larger than block-size data. The key needs to be hashed "
		  "before being used by the HMAC algorithm.");

  for (c = 0; c < 7; c++)
    for (i = 0; i < 4; i++)
      check_vector (names[i], keys[c], data[c], SHEX (want[c][i]));
}

/* No published vectors for these: values computed with GNU Nettle
   3.8.1 (Debian 12), RFC 4231 case 2 and case 6 inputs (NULL: not
   checked). */
static const struct
{
  const char *name;
  const char *case2, *case6;
} regress[] =
  {
    { "hmac_gosthash94",
      "18b2ca04337d555a6ced13bc5dd230bfc8cf4b430cb2b84335b1aefeddc55973",
      "f90b39e19f4ad254cb5700ac7e3f763dada04268b8c7e9c5d00c03f458d2f56c" },
    { "hmac_gosthash94cp",
      "ec352aec8da53f0626fe22699243266ed40da2beff219dfd7dd2dcf3d86ebbc9",
      "fa67e280eedbd0f6f012c46ac6e10c106fcf1daed8454276abae412b66435b19" },
    { "hmac_streebog256",
      "a2615d78499c4e79b9fd8347aa795dc80d7053a278fe2b30b614eee1aec9cf4f",
      NULL },
    { "hmac_streebog512", NULL,
      "cfe06d983928e54cd33215f9aedbc32d8845533d52eb40c465c5e6257c558240"
      "ad6f6e086f1494f2e5d55f3daa5a884ba567e81817eef4d79ac6101845aafe39" },
    { "hmac_sm3",
      "2e87f1d16862e6d964b50a5200bf2b10b764faa9680a296a2405f24bec39f882",
      "b4fd844e13342002f0b2e0690ea7741f1497d993a70494cea601e657bedf67a0" },
  };

static void
test_gost (void)
{
  unsigned i;

  /* RFC 7836 section A.1.1 and A.1.2 (HMAC_GOSTR3411_2012_256 and
     _512). */
  const struct tstring *k = SHEX ("000102030405060708090a0b0c0d0e0f"
				  "101112131415161718191a1b1c1d1e1f");
  const struct tstring *t = SHEX ("0126bdb87800af214341456563780100");
  check_vector ("hmac_streebog256", k, t,
		SHEX ("a1aa5f7de402d7b3d323f2991c8d4534"
		      "013137010a83754fd0af6d7cd4922ed9"));
  check_vector ("hmac_streebog512", k, t,
		SHEX ("a59bab22ecae19c65fbde6e5f4e9f5d8549d31f037f9df9b905500e171923a77"
		      "3d5f1530f2ed7e964cb2eedc29e9ad2f3afe93b2814f79f5000ffc0366c251e6"));

  for (i = 0; i < sizeof (regress) / sizeof (regress[0]); i++)
    {
      if (regress[i].case2)
	check_vector (regress[i].name, text ("Jefe"),
		      text ("what do ya want for nothing?"),
		      SHEX (regress[i].case2));
      if (regress[i].case6)
	check_vector (regress[i].name, repeat (0xaa, 131),
		      text ("Test Using Larger Than Block-Size Key - "
			    "Hash Key First"),
		      SHEX (regress[i].case6));
    }
}

/* Keys of every length around the block size, generic against typed,
   and a key exactly one block long against one byte longer. */
static void
test_key_lengths (void)
{
  size_t i, len;
  for (i = 0; i < NALGS; i++)
    {
      const struct hmac_alg *a = &algs[i];
      const struct nettle_hash *h = a->hash;
      uint8_t *ctx = malloc (a->ctx_size);
      uint8_t *outer = malloc (h->context_size);
      uint8_t *inner = malloc (h->context_size);
      uint8_t *state = malloc (h->context_size);
      uint8_t key[200], hkey[64], data[100], o1[64], o2[64];

      ASSERT (ctx && outer && inner && state);
      test_rand_bytes (sizeof (data), data);
      for (len = 0; len <= h->block_size + 2; len++)
	{
	  test_rand_bytes (len, key);
	  a->set_key (ctx, len, key);
	  a->update (ctx, sizeof (data), data);
	  a->digest (ctx, h->digest_size, o1);
	  hmac_set_key (outer, inner, state, h, len, key);
	  hmac_update (state, h, sizeof (data), data);
	  hmac_digest (outer, inner, state, h, h->digest_size, o2);
	  check_bytes (a->name, o1, o2, h->digest_size);
	}

      /* A key longer than a block is replaced by its hash. */
      test_rand_bytes (h->block_size + 1, key);
      h->init (state);
      h->update (state, h->block_size + 1, key);
      h->digest (state, h->digest_size, hkey);
      a->set_key (ctx, h->block_size + 1, key);
      a->update (ctx, sizeof (data), data);
      a->digest (ctx, h->digest_size, o1);
      a->set_key (ctx, h->digest_size, hkey);
      a->update (ctx, sizeof (data), data);
      a->digest (ctx, h->digest_size, o2);
      check_bytes ("long key hashed", o1, o2, h->digest_size);

      check_descriptor (a);
      free (ctx);
      free (outer);
      free (inner);
      free (state);
    }
  test_ok ("all HMACs: key lengths 0..block+2, generic == typed, "
	   "long keys hashed, descriptors");
}

void
test_main (void)
{
  test_rfc2202 ();
  test_rfc2286 ();
  test_rfc4231 ();
  test_gost ();
  test_key_lengths ();
}
