/* umac-test.c

   Tests of UMAC (umac.h): RFC 4418 appendix vectors (with the
   published correction of the 2^25 case), nonce lengths 1..16 and
   message lengths around the block and POLY128 boundaries, automatic
   nonce increment over several messages, streaming in random pieces,
   truncated tags.

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

#include "umac.h"

/* Message of length bytes repeating pattern. */
static const struct tstring *
pattern (const char *pat, size_t length)
{
  const struct tstring *s = tstring_alloc (length);
  size_t n = strlen (pat), i;
  for (i = 0; i < length; i++)
    s->data[i] = pat[i % n];
  return s;
}

/* The four sizes behind one interface. */
union umac_ctx
{
  struct umac32_ctx u32;
  struct umac64_ctx u64;
  struct umac96_ctx u96;
  struct umac128_ctx u128;
};

struct umac_alg
{
  const char *name;
  unsigned size;
  void (*set_key) (void *, const uint8_t *);
  void (*set_nonce) (void *, size_t, const uint8_t *);
  void (*update) (void *, size_t, const uint8_t *);
  void (*digest) (void *, size_t, uint8_t *);
};

#define ALG(n) { "umac" #n, UMAC##n##_DIGEST_SIZE,			\
      (void (*) (void *, const uint8_t *)) umac##n##_set_key,		\
      (void (*) (void *, size_t, const uint8_t *)) umac##n##_set_nonce, \
      (void (*) (void *, size_t, const uint8_t *)) umac##n##_update,	\
      (void (*) (void *, size_t, uint8_t *)) umac##n##_digest }

static const struct umac_alg algs[4] = { ALG (32), ALG (64), ALG (96), ALG (128) };

/* Feeds msg in random pieces (whole when pieces is 0). */
static void
feed (const struct umac_alg *a, void *ctx, const struct tstring *msg,
      int pieces)
{
  size_t pos, len;
  if (!pieces)
    {
      a->update (ctx, msg->length, msg->data);
      return;
    }
  for (pos = 0; pos < msg->length; pos += len)
    {
      len = test_rand_below (2) ? 1 + test_rand_below (64)
	: 1 + test_rand_below (3000);
      if (len > msg->length - pos)
	len = msg->length - pos;
      a->update (ctx, len, msg->data + pos);
    }
}

/* want[i] are the tags of successive messages msg with ctx keyed by
   key and (if nonce) a nonce set before the first one; NULL entries
   end the list. The 96-bit tag is checked against the first 12 bytes
   of want128. */
static void
check (const char *key, const struct tstring *nonce,
       const struct tstring *msg, unsigned count,
       const char *const *want32, const char *const *want64,
       const char *const *want128)
{
  unsigned i, k;
  for (i = 0; i < 4; i++)
    {
      const struct umac_alg *a = &algs[i];
      const char *const *want = i == 0 ? want32 : i == 1 ? want64 : want128;
      union umac_ctx ctx;
      int pieces;

      /* Long messages only in one piece, to keep the test fast. */
      for (pieces = 0; pieces < (msg->length > 100000 ? 1 : 2); pieces++)
	{
	  a->set_key (&ctx, (const uint8_t *) key);
	  if (nonce)
	    a->set_nonce (&ctx, nonce->length, nonce->data);
	  for (k = 0; k < count; k++)
	    {
	      const struct tstring *w = SHEX (want[k]);
	      uint8_t *tag = guard_end (a->size);
	      feed (a, &ctx, msg, pieces);
	      a->digest (&ctx, a->size, tag);
	      if (memcmp (tag, w->data, a->size))
		{
		  print_hex ("got ", a->size, tag);
		  print_hex ("want", a->size, w->data);
		  test_fail ("%s: message %zu bytes, nonce %zu bytes, tag %u%s",
			     a->name, msg->length, nonce ? nonce->length : 0,
			     k, pieces ? ", random pieces" : "");
		}
	      guard_free (tag);
	    }
	}
    }
}

static void
test_rfc4418 (void)
{
  /* RFC 4418 appendix, key "abcdefghijklmnop", nonce "bcdefghi"; the
     'a' * 2^25 row as corrected in the RFC's errata (erratum 3507).
     The RFC has no 128-bit column: the full 128-bit tags are those of
     GNU Nettle (its testsuite), whose first 96 bits are the RFC's
     UMAC-96 tags. */
  static const struct
  {
    const char *pat;
    size_t length;
    const char *t32, *t64, *t128;
  } v[] =
    {
      { "a", 0, "113145FB", "6E155FAD26900BE1",
	"32fedb100c79ad58f07ff7643cc60465" },
      { "a", 3, "3B91D102", "44B5CB542F220104",
	"185e4fe905cba7bd85e4c2dc3d117d8d" },
      { "a", 1 << 10, "599B350B", "26BF2F5D60118BD9",
	"7a54abe04af82d60fb298c3cbd195bcb" },
      { "a", 1 << 15, "58DCF532", "27F8EF643B0D118D",
	"7b136bd911e4b734286ef2be501f2c3c" },
      { "a", 1 << 20, "DB6364D1", "A4477E87E9F55853",
	"f8acfa3ac31cfeea047f7b115b03bef5" },
      { "a", 1 << 25, "85EE5CAE", "FACA46F856E9B45F",
	"a621c2457c0012e64f3fdae9e7e1870c" },
      { "abc", 3, "ABF3A3A0", "D4D7B9F6BD4FBFCF",
	"883c3d4b97a61976ffcf232308cba5a5" },
      { "abc", 1500, "ABEB3C8B", "D4CF26DDEFD5C01A",
	"8824a260c53c66a36c9260a62cb83aa1" },
    };
  size_t i;
  for (i = 0; i < sizeof (v) / sizeof (v[0]); i++)
    {
      const struct tstring *msg = pattern (v[i].pat, v[i].length);
      check ("abcdefghijklmnop", SHEX ("6263646566676869"), msg, 1,
	     &v[i].t32, &v[i].t64, &v[i].t128);
      test_ok ("RFC 4418: '%s' * %zu", v[i].pat,
	       v[i].length / strlen (v[i].pat));
    }
}

static void
test_increment (void)
{
  /* Successive messages on one context: the nonce starts at zero after
     set_key (or at the given value) and is incremented by each digest.
     Tags from GNU Nettle's testsuite (checked against Nettle 3.8.1). */
  static const char *zero32[] =
    { "a0e94011", "8c6fea51", "6d897143", "db1b28c5", "a75e23b7", "44ea26be" };
  static const char *zero64[] =
    { "a0e940111c9c2cd5", "6d8971434be8ee41", "c9c9aef87e2be502",
      "a0a112b593656107", "a75e23b7d419e03a", "950526f26a8cc07a" };
  static const char *zero128[] =
    { "a0e940111c9c2cd5fa59090e3ac2061f", "cbbf18b799fd0f4afb9216e52a89f247",
      "c9c9aef87e2be50237716af8e24f8959", "d6e96ef461f54d1c85aa66cbd76ca336",
      "a75e23b7d419e03a02d55ebf1ba62824", "2e63031d182a59b84f148d9a91de70a3" };
  static const char *a32[] =
    { "81b4ac24", "b7e8aad0", "f70246fe", "0595f0bf", "a8e9fe85" };
  static const char *a64[] =
    { "b7e8aad0da6e7f99", "138814c6a03bdadf", "fb77dd1cd4c7074f",
      "0595f0bf8585c7e2", "817c0b7757cb60f7" };
  static const char *a128[] =
    { "d7604bffb5e368da5fe564da0068d2cc", "138814c6a03bdadff7f1666e1bd881aa",
      "86a016d9e67957c8ab5ebb78a673e4e9", "0595f0bf8585c7e28dfab00598d4e612",
      "3266ec16a9d85b4f0dc74ec8272238a9" };
  static const char *b32[] =
    { "f19d9dc1", "4604a56a", "4ba9420e", "da86ff71", "77facd79" };
  static const char *b64[] =
    { "9e878413aa079032", "9cfd7af0bb107748", "4ba9420e55b6ba13",
      "77facd797b686e24", "9000c0de4f5f7236" };
  static const char *b128[] =
    { "9e878413aa0790329604f3b6ae980e58", "f2b2dd5dab08bb3bc5e9a83e1b4ab2e7",
      "4ba9420e55b6ba137d03443f6ee01734", "2721ca2e1bcda53a54ae65e0da139c0d",
      "9000c0de4f5f7236b81ae1a52e78a821" };

  check ("abcdefghijklmnop", NULL, pattern ("zero", 4), 6,
	 zero32, zero64, zero128);
  check ("abcdefghijklmnop", SHEX ("61"), pattern ("nonce-a", 7), 5,
	 a32, a64, a128);
  check ("abcdefghijklmnop", SHEX ("beafcafe"),
	 pattern ("nonce-beaf-cafe", 15), 5, b32, b64, b128);
  test_ok ("nonce zero after set_key, nonce \"a\", nonce beafcafe:"
	   " five or six successive messages");
}

static void
test_sizes (void)
{
  /* Every nonce length 1..16 with message lengths around the block size
     and (last rows) around 2^24 bytes, where L2 switches to POLY128.
     Tags from GNU Nettle's testsuite (checked against Nettle 3.8.1). */
  static const struct
  {
    size_t length;
    const char *t32, *t64, *t128;
  } v[] =
    {
      { 0, "3a58486b", "9e38f67da91a08d9", "9e38f67da91a08d9c980f4db4089c877" },
      { 1, "d86b1512", "fb0e207971b8e66a", "ef406c2ec70d0222f59e860eabb79ed0" },
      { 2, "1ae6e02d", "1ae6e02d73aa9ab2", "1ae6e02d73aa9ab2a27fb89e014dc07b" },
      { 3, "e8c1eb59", "c81cf22342e84302", "82626d0d575e01038e5e2cc6408216f5" },
      { 4, "8950f0d3", "aba003e7bd673cc3", "aba003e7bd673cc368ba8513cecf2e7c" },
      { 1020, "7412167c", "f98828a161bb4ae3", "d8b4811f747d588d7a913360960de7cf" },
      { 1021, "2d54936b", "2d54936be5bff72d", "2d54936be5bff72d2e1052361163b474" },
      { 1022, "53ca8dd2", "2cee9784556387b3", "700513397f8a210a98938d3e7ac3bd88" },
      { 1023, "26cc58df", "24ac4284ca371f42", "24ac4284ca371f4280f60bd274633d67" },
      { 1024, "3cada45a", "64c6a0fd14615a76", "abc223116cedd2db5af365e641a97539" },
      { 1025, "93251e18", "93251e18e56bbdc4", "93251e18e56bbdc457de556f95c59931" },
      { 1026, "24a4c3ab", "5d98bd8dfaf16352", "c1298672e52386753383a15ed58c0e42" },
      { 1027, "e7e98945", "5b0557c9fdcf661b", "5b0557c9fdcf661b1758efc603516ebe" },
      { 2046, "e12ddc9f", "65e85d47447c2277", "16bb5183017826ed47c9995c1e5834f3" },
      { 2047, "34d723a6", "34d723a6cb1676d3", "34d723a6cb1676d3547a5064dc5b0a37" },
      { 2048, "21fd8802", "3968d5d0af147884", "84565620def1e3a614d274e87626f215" },
      { 2049, "097e5abd", "ad1ee4ab606061c5", "ad1ee4ab606061c55e0d2ecfee59940a" },
      { 2050, "a03a7fe9", "835f4a8242100055", "971106d5f4a5e41dce40a91704cfe1f3" },
      { 16777212, "7ef41cf3", "7ef41cf351960aaf", "7ef41cf351960aaf729bb19fcee7d8c4" },
      { 16777213, "8bf81932", "ab250048807ff640", "e15b9f6695c9b441de035e9b10b8ac32" },
      { 16777214, "ddb2f0ab", "ff42039fcfe1248e", "ff42039fcfe1248e36c19efed14d7140" },
      { 16777215, "e67ad507", "6be0ebda623d76df", "4adc426477fb64b1ce5afd76d505f048" },
      { 16777216, "42d8562a", "42d8562a224a9e9a", "42d8562a224a9e9a75c2f85d39462d07" },
      { 16777217, "486b138d", "374f09dbb0b84b88", "6ba48d669a51ed3195ebc2aa562ee71b" },
      { 16778239, "850cb2c5", "876ca89ed045777b", "876ca89ed045777bf7efa7934e1758c2" },
      { 16778240, "b9fc4f81", "e1974b26fb35f2c6", "2e93c8ca83b97a6b1a21082e2a4c540d" },
      { 16778241, "ffced8f2", "ffced8f2494d85bf", "ffced8f2494d85bf0cb39408ddfe0295" },
      { 16778242, "1c99c5fb", "65a5bbdda3b85368", "f9148022bc6ab64f019e9db83704c17b" },
      { 16778243, "ec304be9", "50dc9565fbfc4884", "50dc9565fbfc48844a4be34403804605" },
      { 16778244, "8034e26f", "04f163b7c2d5d849", "77a26f7387d1dcd39378a3220652cff7" },
    };
  static const char nonce_chars[] = "bcdefghijklmnopq";
  const struct tstring *big = pattern ("defdefdefdefdef", 16778244);
  size_t i;

  for (i = 0; i < sizeof (v) / sizeof (v[0]); i++)
    {
      struct tstring msg;
      const struct tstring *nonce = tstring_alloc (1 + i % 16);
      memcpy (nonce->data, nonce_chars, nonce->length);
      msg.length = v[i].length;
      msg.data = big->data;
      check ("abcdefghijklmnop", nonce, &msg, 1, &v[i].t32, &v[i].t64,
	     &v[i].t128);
    }
  test_ok ("nonce lengths 1..16, messages of 0..4, 1020..1027, 2046..2050"
	   " bytes and around 2^24");
}

static void
test_truncated (void)
{
  const struct tstring *msg = pattern ("truncate", 3000);
  unsigned i, len;
  for (i = 0; i < 4; i++)
    {
      const struct umac_alg *a = &algs[i];
      union umac_ctx ctx;
      uint8_t full[16], part[16];

      a->set_key (&ctx, (const uint8_t *) "0123456789abcdef");
      a->set_nonce (&ctx, 8, (const uint8_t *) "nonce-01");
      a->update (&ctx, msg->length, msg->data);
      a->digest (&ctx, a->size, full);
      for (len = 0; len <= a->size; len++)
	{
	  uint8_t *g = guard_end (len);
	  a->set_nonce (&ctx, 8, (const uint8_t *) "nonce-01");
	  a->update (&ctx, msg->length, msg->data);
	  a->digest (&ctx, len, g);
	  check_bytes (a->name, g, full, len);
	  guard_free (g);
	}
      /* The tags of the shorter sizes are not prefixes in general, but
	 UMAC-96 is a prefix of UMAC-128 for the same nonce. */
      if (i == 3)
	{
	  struct umac96_ctx c96;
	  umac96_set_key (&c96, (const uint8_t *) "0123456789abcdef");
	  umac96_set_nonce (&c96, 8, (const uint8_t *) "nonce-01");
	  umac96_update (&c96, msg->length, msg->data);
	  umac96_digest (&c96, 12, part);
	  check_bytes ("umac96 prefix of umac128", part, full, 12);
	}
    }
  test_ok ("truncated tags are prefixes; umac96 is a prefix of umac128");
}

static void
set_nonce_17 (void *arg)
{
  struct umac64_ctx *ctx = arg;
  uint8_t nonce[17] = { 0 };
  umac64_set_nonce (ctx, sizeof (nonce), nonce);
}

static void
set_nonce_0 (void *arg)
{
  struct umac128_ctx *ctx = arg;
  umac128_set_nonce (ctx, 0, (const uint8_t *) "");
}

static void
test_asserts (void)
{
  struct umac64_ctx c64;
  struct umac128_ctx c128;
  umac64_set_key (&c64, (const uint8_t *) "abcdefghijklmnop");
  umac128_set_key (&c128, (const uint8_t *) "abcdefghijklmnop");
  ASSERT (test_aborts (set_nonce_17, &c64));
  ASSERT (test_aborts (set_nonce_0, &c128));
  test_ok ("nonce lengths 0 and 17 are rejected by assert");
}

void
test_main (void)
{
  test_rfc4418 ();
  test_increment ();
  test_sizes ();
  test_truncated ();
  test_asserts ();
}
