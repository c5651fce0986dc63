/* rsa-test.c

   rsa.h, pkcs1.h, pss.h: keys, the CRT root (plain, blinded and
   checked, and its fault defence), PKCS#1 v1.5 signatures byte for byte
   against OpenSSL, PKCS#1 v1.5 and OAEP encryption and PSS against the
   PKCS #1 v2.1 example vectors, OpenSSL and Nettle 3.8.1, key generation
   round trips, and the inputs that must be refused.

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

#include "hogweed-utils.h"
#include "gmp-glue.h"
#include "rsa-internal.h"
#include "rsa.h"
#include "pkcs1.h"
#include "pss.h"
#include "pss-mgf1.h"
#include "nettle-meta.h"
#include "md5.h"
#include "sha1.h"
#include "sha2.h"

struct test_key
{
  const char *n, *e, *d, *p, *q, *a, *b, *c;
};

/* testsuite/data/rsa-2048.pem (generated once with `openssl genpkey
   -algorithm RSA -pkeyopt rsa_keygen_bits:2048`), as hex. */
static const struct test_key openssl_key =
  {
    /* n */
    "a744c2e4f3e8760b4cfb2ddbc86d0c6c630e029db8280b241e79d4e7016af813"
    "09c0cc7dd2a203ea09d0fa439bfad34c22e274d71e97886d0ef01f827f3b8c9e"
    "e5e0c061c9af543ef9284973cb1144e2e2b6f86437080fe14fe2e9987c19bd5d"
    "e841657df7eb694ea8d237d0045a0f449e6c96bcb38d8931efef278a425e0fb5"
    "d633e27b63d89a6e67d4dc63bab70645b460b1fe1794ce80f50c7a82d28ca345"
    "7f6b27416c7f622ee637b6499650713d08b308694f6a9f67b217752523e47293"
    "4ffd0e020ac7a2ea043bdb841425d9bdd891b421b4b58cb71e9b67018df3d5d8"
    "7ff16b587fb190d34b0adabb0c53098fbff9a7933ca16ead7a14ed4b21e66291",
    /* e */
    "10001",
    /* d */
    "56af432e8cd01d5cdaff8b3bcceb880d698267c737d488c303883d04e351667e"
    "bd1dc1f37ea6b7fdac2a1e142bad5ffc46809b63ec3f72f72920d990a78814e6"
    "ace40fe69da7bc6cdaa183582aa1f9eb60ea3d78b217fe68a5d8188e6ac20f0c"
    "f5d934259cdeb7a014e3513216b22cd488ae6692deb4ac62264493307f5d39fa"
    "970dd3dd5eebb87998f968a722ebf6a32e33817e6be951c0c69f1c0e129e728f"
    "1fce3266a65629dacc050695619616a85463da9f1b266860a50f8fd3f209bf7b"
    "000e16bda5b9c9b6ac003d653cb2f4588fc475b945e761e203460fe082e4a518"
    "b835f28ea5157ec02bbc81c8f90b210100ac17aa26f92c28d9c029bc13a9949",
    /* p */
    "dd49d89c3c8a9d09bcaf0a582b160848ff8d11d42b01df4b606a1fdd7cf9f612"
    "0966ddfd57878889f62b6eb00f30fca9e75bb8c09e43f5665e37cea9a2853408"
    "4245aaf7228ccaee48719e886a97ed9f1ca36c9e44626a1be5b87004a3afa29c"
    "23f031941774283eb55ceee81b4922b8d7d34a176eb28accb0d2c65e1f5c7267",
    /* q */
    "c181aba761f507bf23e39c2a7a969a74808346966db05001ef0a77563dedc457"
    "6fc9a5af78635e652f17098b47836a048ac8e99664e3fa940d03ac390d48f1a1"
    "71dae99bea98c5e6a1211637e5a0c2c9c7716da9731ac477c55b6b8679f5d680"
    "ec91e2ca90e234d289a4fb8c5ffe04a81f9d5b25288e1cdf9f92993d1b8f1847",
    /* a */
    "79be9f0595e94cec867a66de8b15dc090d4fb7775b11f49fabb3b7444bf5d983"
    "a2d88d594c46acbffa477ae631f5698cb054ae188afa2890e15522c6013bf79c"
    "739990add6bc4f0939a208ee5476b1acd03cb90d79e20b2ebdfbf2e51a890e95"
    "88d024f6acd0a3339ce43c2c4696be1ba3e202e95165b92754412211b67f4e11",
    /* b */
    "b7567159547140d6b35d3a9ff0a7f24d41599fae74dca0e14427496bf79ee7f0"
    "e3e44ccbd4a7694f3aef7bc66f8a2e0f81a2dbd5f75f1d11dac6c90d00ee44a9"
    "6ee33784d71fca193a3ecbfb47e029cdddde35455fde53991aef0410544b3ce1"
    "c7c26cfaf98ca8f9751a508eee8010cf6dacbc2797a615eb36184281e8338a8f",
    /* c */
    "a2cee3b4c7d3f3233a3fa14f34505fb6c3515671b5e367d0252b7cbbb06bc715"
    "b7ce4f94655aad824601ba2e65e146379a800371e205582d6f53299a99f9461d"
    "c5f21d7ffb8d289786bb1aced5c10707abd24bc3ad7aa7f38ac3b46eb305a027"
    "27c316c858237284a0901a043ee2a13209927d0240eab94e73f3afe693867415"
  };

/* `openssl dgst -HASH -sign rsa-2048.pem` of the 3 octets "abc"
   (OpenSSL 3.0.22): PKCS#1 v1.5 signatures. */
static const char openssl_sig_md5[] =
  "43a0ddf4f799d192f8e27fbc5b0152b5533692b18b7cbd0d9e62c1ca19fb9da8"
  "56b98e1258c76b30234098f73386519b1d8ea453a160b4dbaa90e24bb6c72cf2"
  "4f2b7db2258d1524fbce6baea698e72191745e013a6714b1f3c72a9809f5dc3f"
  "1b4984c8bc781f267d345d1913b6d0042167065ba08d021d5e010bb17bd66e3b"
  "bb78de118d8acbd2368a20e8d906edb9f5a2c4d0e982b7afb5f1ef4cc130952c"
  "49fa5ac900712c42d1a52d877e934bcc95bc99f6b7d30052c861ce881e12bf01"
  "687170af381901744d0a00023bb0fd53fab5011776f83723bab2a9a5b154c80b"
  "598315fdb3b0846f25d7ac62ad74ff20d78eeb3dbbdb76a4ae8a8b998ae76ad2";
static const char openssl_sig_sha1[] =
  "7933bbc014cfcf9070953e4648876d52b0b68bc5f92b2038acb97125c166b6bc"
  "46fb59df056cfe720e253e9eae38ecb1527afd5233000278b822368fac03b3f5"
  "31f5532d3cc00ebe45b07bedfea7fde3f0c37a28b333d6607e93f026f86159a7"
  "299bf25c112d5543cd554b6d7e8a352b766be0f3443a868a1a0446ccf6543527"
  "05b4a79fd2f885af4acb3cf4c610c6a93ce96a4196fe3b700a847c8b51a0117d"
  "39155c831b7cc9059075e048e12803983354973e247b2950d383843e7339dac5"
  "e2251442c75b039e1373faf99dd2c29cc0aff2cd7a28e2832eaf40013f077b88"
  "0efa2e50a959bb30652e9255eef8b09b4ee8ab245522edfb4849bc4c890788f0";
static const char openssl_sig_sha256[] =
  "4fd554b2777f1fe74806cdb449da063a901bdf48f418bd85097a3fe5f37f1dd5"
  "89c26dcf60c8b826f563f137bb2adc519e83a04b3493a0f43997ea04038582df"
  "a7be654a30eb3bf816c36e48b019bbf6d591dd42f52ad6adc53deb65aab50f84"
  "053a0b2f6abe60fa65e431ef57d804a443966f8d4ce1a891870e7273fded068c"
  "17f4088d806f87de7f2fc952701ed6344b6f57b757702fb87124fc65cd6439cf"
  "92b1d58108b64d3af4a5286c323ec08c2bd9d4b64bf9257e3600e53cf7ead3d5"
  "ec0b0a3f2c3565b77beb439841ce05f903ef267b6e667915c135b9f9bacc924a"
  "ef4eda1379c137f9da847fb364a76f2be9868934164975adb41c363d5c4c39a6";
static const char openssl_sig_sha512[] =
  "3136096a74ff139cf0c84fc0376eae06d49d89fb502ac6c5e5bf6f35ce277a8b"
  "7c74e337b86cd578abb953a40a0794239ea144b8b1df8b956c4ea79924258bf4"
  "b0725ba27c28ca6ce0c4fd0d806abfa7856446fef0e1d44e836d2a3eda40cdab"
  "59d921b5b1a84ce4f829aa725474de80319b7d6c118d80b02aca0192041c21d4"
  "2b7f0b7d5cfa65e973900a957bb5e1a84510a645f81efa46b999126ff37d6737"
  "26a68b23c1829e26356fccf0f6fa502ca8cf7345d1c12882bfddb7e4cef6d1d5"
  "34997949690a9bf2c622428879f957955f0967f9a216c230c334ece92620a730"
  "fbbb7b99355b0282ed6945499adfb1d42d25a34a220d45bc28b0dd22fd65afd3";

static void
load_key (struct rsa_public_key *pub, struct rsa_private_key *key,
	  const struct test_key *k)
{
  hw_mpz_hex (pub->n, k->n);
  hw_mpz_hex (pub->e, k->e);
  hw_mpz_hex (key->d, k->d);
  hw_mpz_hex (key->p, k->p);
  hw_mpz_hex (key->q, k->q);
  hw_mpz_hex (key->a, k->a);
  hw_mpz_hex (key->b, k->b);
  hw_mpz_hex (key->c, k->c);
  if (!rsa_public_key_prepare (pub))
    test_fail ("public key refused");
  if (!rsa_private_key_prepare (key))
    test_fail ("private key refused");
  if (pub->size != key->size)
    test_fail ("key sizes differ: %zu, %zu", pub->size, key->size);
}

static void
check_sig (const char *what, const mpz_t s, const char *want_hex)
{
  mpz_t want;
  mpz_init (want);
  hw_mpz_hex (want, want_hex);
  hw_check_mpz (what, s, want);
  mpz_clear (want);
}

/* Signatures that must be refused: zero, n, n + the signature, a flipped
   bit, and (with RIGHT valid) the right one must pass. */
typedef int verify_func (const struct rsa_public_key *key,
			 const uint8_t *digest, const mpz_t s);

static void
check_verify (const char *what, const struct rsa_public_key *pub,
	      verify_func *verify, const uint8_t *digest, const mpz_t right)
{
  mpz_t s;
  mpz_init (s);
  if (!verify (pub, digest, right))
    test_fail ("%s: valid signature refused", what);
  mpz_set_ui (s, 0);
  if (verify (pub, digest, s))
    test_fail ("%s: s = 0 accepted", what);
  mpz_set (s, pub->n);
  if (verify (pub, digest, s))
    test_fail ("%s: s = n accepted", what);
  mpz_add (s, pub->n, right);
  if (verify (pub, digest, s))
    test_fail ("%s: s + n accepted", what);
  mpz_neg (s, right);
  if (verify (pub, digest, s))
    test_fail ("%s: -s accepted", what);
  mpz_set (s, right);
  mpz_combit (s, 17);
  if (verify (pub, digest, s))
    test_fail ("%s: flipped bit accepted", what);
  mpz_clear (s);
}

/* One hash: every signing form gives OpenSSL's signature, every
   verifying form takes it. */
#define TEST_HASH(name, NAME)						\
  static int								\
  verify_##name (const struct rsa_public_key *key,			\
		 const uint8_t *digest, const mpz_t s)			\
  {									\
    struct name##_ctx ctx;						\
    int r1, r2;								\
    name##_init (&ctx);							\
    name##_update (&ctx, 3, (const uint8_t *) "abc");			\
    r1 = rsa_##name##_verify (key, &ctx, s);				\
    r2 = rsa_##name##_verify_digest (key, digest, s);			\
    if (r1 != r2)							\
      test_fail ("rsa_" #name "_verify and _verify_digest differ");	\
    return r1;								\
  }									\
  static void								\
  test_##name (const struct rsa_public_key *pub,			\
	       const struct rsa_private_key *key, const char *want)	\
  {									\
    struct name##_ctx ctx;						\
    uint8_t digest[NAME##_DIGEST_SIZE];					\
    mpz_t s;								\
    mpz_init (s);							\
    name##_init (&ctx);							\
    name##_update (&ctx, 3, (const uint8_t *) "abc");			\
    name##_digest (&ctx, sizeof (digest), digest);			\
    ASSERT (rsa_##name##_sign_digest (key, digest, s));			\
    check_sig ("rsa_" #name "_sign_digest", s, want);			\
    ASSERT (rsa_##name##_sign_digest_tr (pub, key, NULL, hw_random,	\
					 digest, s));			\
    check_sig ("rsa_" #name "_sign_digest_tr", s, want);		\
    name##_update (&ctx, 3, (const uint8_t *) "abc");			\
    ASSERT (rsa_##name##_sign (key, &ctx, s));				\
    check_sig ("rsa_" #name "_sign", s, want);				\
    /* The context was reset: the same again. */			\
    name##_update (&ctx, 3, (const uint8_t *) "abc");			\
    ASSERT (rsa_##name##_sign_tr (pub, key, NULL, hw_random, &ctx, s)); \
    check_sig ("rsa_" #name "_sign_tr", s, want);			\
    check_verify ("rsa_" #name "_verify", pub, verify_##name, digest, s); \
    mpz_clear (s);							\
    test_ok ("rsa_%s_sign(_digest)(_tr) equal OpenSSL's signature, "	\
	     "_verify(_digest) accept it and refuse bad ones", #name);	\
  }

TEST_HASH (md5, MD5)
TEST_HASH (sha1, SHA1)
TEST_HASH (sha256, SHA256)
TEST_HASH (sha512, SHA512)

/* DER DigestInfo of SHA-256 (RFC 8017 9.2, note 1) and the digest of
   "abc" (FIPS 180-2 B.1). */
static const char sha256_abc_info[] =
  "3031300d060960864801650304020105000420"
  "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";

static int
verify_info (const struct rsa_public_key *key,
	     const uint8_t *info, const mpz_t s)
{
  return rsa_pkcs1_verify (key, 51, info, s);
}

static void
test_pkcs1_info (const struct rsa_public_key *pub,
		 const struct rsa_private_key *key)
{
  const struct tstring *info = SHEX (sha256_abc_info);
  mpz_t s, m;
  mpz_init (s);
  mpz_init (m);
  ASSERT (rsa_pkcs1_sign (key, info->length, info->data, s));
  check_sig ("rsa_pkcs1_sign", s, openssl_sig_sha256);
  ASSERT (rsa_pkcs1_sign_tr (pub, key, NULL, hw_random,
			     info->length, info->data, s));
  check_sig ("rsa_pkcs1_sign_tr", s, openssl_sig_sha256);
  check_verify ("rsa_pkcs1_verify", pub, verify_info, info->data, s);

  /* The encoding needs di_length + 11 octets. */
  ASSERT (pkcs1_rsa_digest_encode (m, info->length + 11,
				   info->length, info->data));
  ASSERT (mpz_sizeinbase (m, 2) == 8 * (info->length + 10) - 7);
  ASSERT (!pkcs1_rsa_digest_encode (m, info->length + 10,
				    info->length, info->data));
  {
    uint8_t digest[SHA512_DIGEST_SIZE];
    memset (digest, 0x5c, sizeof (digest));
    ASSERT (!pkcs1_rsa_sha512_encode_digest (m, 64 + 19 + 10, digest));
    ASSERT (pkcs1_rsa_sha512_encode_digest (m, 64 + 19 + 11, digest));
  }
  mpz_clear (s);
  mpz_clear (m);
  test_ok ("rsa_pkcs1_sign(_tr) on a DigestInfo equal OpenSSL's, "
	   "the encoding's size limit");
}

/* rsa_compute_root and rsa_compute_root_tr against m^d mod n, for
   random m and the edges 0, 1, n - 1; then the fault defence: a wrong
   CRT coefficient must make the _tr form refuse and output zero. */
static void
test_root (const struct rsa_public_key *pub, struct rsa_private_key *key)
{
  mpz_t m, x, want;
  unsigned i;
  mpz_init (m);
  mpz_init (x);
  mpz_init (want);
  for (i = 0; i < 20; i++)
    {
      if (i == 0)
	mpz_set_ui (m, 0);
      else if (i == 1)
	mpz_set_ui (m, 1);
      else if (i == 2)
	mpz_sub_ui (m, pub->n, 1);
      else
	nettle_mpz_random (m, NULL, hw_random, pub->n);
      mpz_powm (want, m, key->d, pub->n);
      rsa_compute_root (key, x, m);
      hw_check_mpz ("rsa_compute_root", x, want);
      mpz_set_ui (x, 7);
      ASSERT (rsa_compute_root_tr (pub, key, NULL, hw_random, x, m));
      hw_check_mpz ("rsa_compute_root_tr", x, want);
      /* In place. */
      mpz_set (x, m);
      ASSERT (rsa_compute_root_tr (pub, key, NULL, hw_random, x, x));
      hw_check_mpz ("rsa_compute_root_tr in place", x, want);
    }

  /* Unreduced CRT parts (a + k (p - 1), b + k (q - 1), c + k p, some of
     more limbs than the factor) give the same roots. */
  {
    mpz_t a, b, c, t;
    mpz_init_set (a, key->a);
    mpz_init_set (b, key->b);
    mpz_init_set (c, key->c);
    mpz_init (t);
    for (i = 0; i < 3; i++)
      {
	mpz_sub_ui (t, key->p, 1);
	mpz_mul_2exp (t, t, 70 * i);
	mpz_add (key->a, a, t);
	mpz_sub_ui (t, key->q, 1);
	mpz_mul_ui (t, t, 3 + i);
	mpz_add (key->b, b, t);
	mpz_mul_2exp (t, key->p, 1 + 64 * i);
	mpz_add (key->c, c, t);
	ASSERT (rsa_private_key_prepare (key));
	nettle_mpz_random (m, NULL, hw_random, pub->n);
	mpz_powm (want, m, key->d, pub->n);
	rsa_compute_root (key, x, m);
	hw_check_mpz ("rsa_compute_root, unreduced key", x, want);
	ASSERT (rsa_compute_root_tr (pub, key, NULL, hw_random, x, m));
	hw_check_mpz ("rsa_compute_root_tr, unreduced key", x, want);
      }
    mpz_swap (key->a, a);
    mpz_swap (key->b, b);
    mpz_swap (key->c, c);
    mpz_clear (a);
    mpz_clear (b);
    mpz_clear (c);
    mpz_clear (t);
  }

  mpz_add_ui (key->c, key->c, 1);
  nettle_mpz_random (m, NULL, hw_random, pub->n);
  if (rsa_compute_root_tr (pub, key, NULL, hw_random, x, m))
    test_fail ("rsa_compute_root_tr: a faulty CRT result got out");
  if (mpz_sgn (x))
    test_fail ("rsa_compute_root_tr: output not cleared after a fault");
  mpz_sub_ui (key->c, key->c, 1);

  mpz_clear (m);
  mpz_clear (x);
  mpz_clear (want);
  test_ok ("rsa_compute_root(_tr) = m^d mod n, also with unreduced a, b, "
	   "c; _tr refuses a faulty CRT");
}

/* A key from primes of the given sizes (any balance), e = 65537. */
static void
make_key (struct rsa_public_key *pub, struct rsa_private_key *key,
	  unsigned pbits, unsigned qbits)
{
  mpz_t phi, t;
  mpz_init (phi);
  mpz_init (t);
  mpz_set_ui (pub->e, 65537);
  do
    {
      nettle_random_prime (key->p, pbits, 0, NULL, hw_random, NULL, NULL);
      nettle_random_prime (key->q, qbits, 0, NULL, hw_random, NULL, NULL);
      mpz_sub_ui (phi, key->p, 1);
      mpz_sub_ui (t, key->q, 1);
      mpz_mul (phi, phi, t);
    }
  while (mpz_cmp (key->p, key->q) == 0
	 || !mpz_invert (key->d, pub->e, phi)
	 || !mpz_invert (key->c, key->q, key->p));
  mpz_sub_ui (t, key->p, 1);
  mpz_fdiv_r (key->a, key->d, t);
  mpz_sub_ui (t, key->q, 1);
  mpz_fdiv_r (key->b, key->d, t);
  mpz_mul (pub->n, key->p, key->q);
  ASSERT (rsa_public_key_prepare (pub) && rsa_private_key_prepare (key));
  mpz_clear (phi);
  mpz_clear (t);
}

/* The CRT with factors of different limb counts, either way round, and
   of sizes that are not whole limbs. */
static void
test_unbalanced (void)
{
  static const unsigned sizes[][2] =
    { { 600, 424 }, { 424, 600 }, { 65, 63 }, { 63, 130 }, { 512, 512 },
      { 700, 100 }, { 100, 700 } };
  struct rsa_public_key pub;
  struct rsa_private_key key;
  mpz_t m, x, want;
  size_t i, j;

  rsa_public_key_init (&pub);
  rsa_private_key_init (&key);
  mpz_init (m);
  mpz_init (x);
  mpz_init (want);
  for (i = 0; i < sizeof (sizes) / sizeof (sizes[0]); i++)
    {
      make_key (&pub, &key, sizes[i][0], sizes[i][1]);
      for (j = 0; j < 5; j++)
	{
	  nettle_mpz_random (m, NULL, hw_random, pub.n);
	  mpz_powm (want, m, key.d, pub.n);
	  rsa_compute_root (&key, x, m);
	  hw_check_mpz ("rsa_compute_root, unbalanced", x, want);
	  ASSERT (rsa_compute_root_tr (&pub, &key, NULL, hw_random, x, m));
	  hw_check_mpz ("rsa_compute_root_tr, unbalanced", x, want);
	}
    }
  rsa_public_key_clear (&pub);
  rsa_private_key_clear (&key);
  mpz_clear (m);
  mpz_clear (x);
  mpz_clear (want);
  test_ok ("rsa_compute_root(_tr) with unbalanced factors (p, q of "
	   "600/424, 424/600, 65/63, 63/130, 700/100, 100/700 bits)");
}

static void
test_prepare (void)
{
  struct rsa_public_key pub;
  struct rsa_private_key key;
  rsa_public_key_init (&pub);
  rsa_private_key_init (&key);

  /* 12 octets is the minimum; an even modulus is refused. */
  mpz_setbit (pub.n, 8 * RSA_MINIMUM_N_OCTETS - 1);
  mpz_setbit (pub.n, 0);
  ASSERT (rsa_public_key_prepare (&pub) && pub.size == RSA_MINIMUM_N_OCTETS);
  mpz_clrbit (pub.n, 0);
  ASSERT (!rsa_public_key_prepare (&pub) && pub.size == 0);
  mpz_set_ui (pub.n, 0);
  mpz_setbit (pub.n, 8 * RSA_MINIMUM_N_OCTETS - 9);
  mpz_setbit (pub.n, 0);
  ASSERT (!rsa_public_key_prepare (&pub) && pub.size == 0);

  /* n = p q of 12 octets, then too few. */
  mpz_set_str (key.p, "281474976710677", 10);	/* 2^48 + 21, prime */
  mpz_set_str (key.q, "281474976710731", 10);	/* 2^48 + 75, prime */
  ASSERT (rsa_private_key_prepare (&key) && key.size == 13);
  /* q and c of fewer limbs than p together: refused, as by Nettle. */
  mpz_set_ui (key.q, 3);
  mpz_mul_2exp (key.p, key.p, 100);
  mpz_add_ui (key.p, key.p, 1);
  mpz_set_ui (key.c, 0);
  ASSERT (!rsa_private_key_prepare (&key) && key.size == 0);
  mpz_set_ui (key.c, 1);
  ASSERT (!rsa_private_key_prepare (&key));
  mpz_setbit (key.c, 128);
  ASSERT (rsa_private_key_prepare (&key));
  mpz_set_ui (key.p, 2);
  ASSERT (!rsa_private_key_prepare (&key) && key.size == 0);
  mpz_set_ui (key.p, 1);
  mpz_set_str (key.q, "281474976710677", 10);
  ASSERT (!rsa_private_key_prepare (&key));
  mpz_set_str (key.p, "281474976710677", 10);
  mpz_set_ui (key.q, 3);
  ASSERT (!rsa_private_key_prepare (&key) && key.size == 0);
  mpz_set_ui (key.q, 2);
  ASSERT (!rsa_private_key_prepare (&key));

  rsa_public_key_clear (&pub);
  rsa_private_key_clear (&key);
  test_ok ("rsa_*_key_prepare: minimum size, even modulus, Nettle's size "
	   "rule for q and c refused");
}

/* Key generation with the deterministic test source: exact size,
   consistent parameters, and a signature round trip. */
static void
test_keygen (unsigned bits, unsigned e_size)
{
  struct rsa_public_key pub;
  struct rsa_private_key key;
  struct sha256_ctx ctx;
  uint8_t digest[SHA256_DIGEST_SIZE];
  mpz_t s, t;
  unsigned progress = 0;

  rsa_public_key_init (&pub);
  rsa_private_key_init (&key);
  mpz_init (s);
  mpz_init (t);
  if (!e_size)
    mpz_set_ui (pub.e, 65537);
  if (!rsa_generate_keypair (&pub, &key, NULL, hw_random,
			     &progress, hw_progress, bits, e_size))
    test_fail ("rsa_generate_keypair %u failed", bits);
  ASSERT (progress > 0);
  ASSERT (mpz_sizeinbase (pub.n, 2) == bits);
  ASSERT (pub.size == (bits + 7) / 8 && key.size == pub.size);
  if (e_size)
    ASSERT (mpz_sizeinbase (pub.e, 2) == e_size);
  mpz_mul (t, key.p, key.q);
  ASSERT (mpz_cmp (t, pub.n) == 0);
  /* e d = 1 mod p - 1 and mod q - 1, via a and b. */
  mpz_sub_ui (t, key.p, 1);
  mpz_mul (s, pub.e, key.a);
  mpz_mod (s, s, t);
  ASSERT (mpz_cmp_ui (s, 1) == 0);
  mpz_sub_ui (t, key.q, 1);
  mpz_mul (s, pub.e, key.b);
  mpz_mod (s, s, t);
  ASSERT (mpz_cmp_ui (s, 1) == 0);
  mpz_mul (s, key.q, key.c);
  mpz_mod (s, s, key.p);
  ASSERT (mpz_cmp_ui (s, 1) == 0);

  sha256_init (&ctx);
  sha256_update (&ctx, 3, (const uint8_t *) "abc");
  sha256_digest (&ctx, sizeof (digest), digest);
  ASSERT (rsa_sha256_sign_digest_tr (&pub, &key, NULL, hw_random, digest, s));
  ASSERT (rsa_sha256_verify_digest (&pub, digest, s));
  rsa_sha256_sign_digest (&key, digest, t);
  hw_check_mpz ("keygen: sign and sign_tr", t, s);
  digest[3] ^= 1;
  ASSERT (!rsa_sha256_verify_digest (&pub, digest, s));
  {
    uint8_t msg[32], out[32];
    size_t length = sizeof (out);
    test_rand_bytes (sizeof (msg), msg);
    ASSERT (rsa_encrypt (&pub, NULL, hw_random, sizeof (msg), msg, s));
    ASSERT (rsa_decrypt_tr (&pub, &key, NULL, hw_random, &length, out, s));
    ASSERT (length == sizeof (msg));
    check_bytes ("keygen: decrypt_tr", out, msg, sizeof (msg));
    memset (out, 0, sizeof (out));
    ASSERT (rsa_sec_decrypt (&pub, &key, NULL, hw_random, sizeof (out),
			     out, s));
    check_bytes ("keygen: sec_decrypt", out, msg, sizeof (msg));
  }

  rsa_public_key_clear (&pub);
  rsa_private_key_clear (&key);
  mpz_clear (s);
  mpz_clear (t);
  test_ok ("rsa_generate_keypair %u bits (e %s): consistent, signs, decrypts", bits,
	   e_size ? "random" : "65537");
}

static void
test_keygen_refuses (void)
{
  struct rsa_public_key pub;
  struct rsa_private_key key;
  rsa_public_key_init (&pub);
  rsa_private_key_init (&key);
  mpz_set_ui (pub.e, 65536);
  ASSERT (!rsa_generate_keypair (&pub, &key, NULL, hw_random, NULL, NULL,
				 1024, 0));
  mpz_set_ui (pub.e, 1);
  ASSERT (!rsa_generate_keypair (&pub, &key, NULL, hw_random, NULL, NULL,
				 1024, 0));
  mpz_set_ui (pub.e, 3);
  ASSERT (!rsa_generate_keypair (&pub, &key, NULL, hw_random, NULL, NULL,
				 RSA_MINIMUM_N_BITS - 1, 0));
  ASSERT (!rsa_generate_keypair (&pub, &key, NULL, hw_random, NULL, NULL,
				 1024, 15));
  rsa_public_key_clear (&pub);
  rsa_private_key_clear (&key);
  test_ok ("rsa_generate_keypair refuses even e, e < 3, tiny n, e_size < 16");
}

/* `openssl pkeyutl -encrypt -inkey rsa-2048.pem -pkeyopt
   rsa_padding_mode:pkcs1` of the 14 octets "fastnettle RSA". */
static const char openssl_pkcs1_ct[] =
  "53653ec68d0f5dedc5c00b7e2ef2cab6f194ec0a97f5aa17f053aab78f073c14"
  "a8b3d0d9646b97a6c2d222eea26b84cde79407af6cdba193012c34246da7e85e"
  "ef227d1a6e0244d9ab228c6e787d05aa6f75a08e815dc572b3b2ce49cdb2114d"
  "fd84cbbf495ef23c1d6d502f6c0e9dc85f0e5e5ef7e03ce9105c43726ba430b2"
  "400336086922cdd8aa73d8489cf3f5d7235d45b488cebed65c26e33b9b56a8b5"
  "5bbea154bc0111179c55af0213b50652dcca9aaee0bea3fe6400f74ebbd1fff7"
  "e72f05fb4bba149638e97f7fd13ef5990a01d2f8ec2973146f89aa4d51c8f845"
  "7a28b4b10051c944193ebc003076a0ddaecb43d9c3bee10f7b5b532c7f259f84";

/* rsa_decrypt, rsa_decrypt_tr, rsa_sec_decrypt on one ciphertext:
   WANT (want_length octets) or, with WANT NULL, refusal by all three
   with the output buffer untouched. */
static void
check_decrypt (const char *what, const struct rsa_public_key *pub,
	       const struct rsa_private_key *key, const mpz_t c,
	       size_t want_length, const uint8_t *want)
{
  uint8_t out[600], fill[600];
  size_t length, i;
  int res;

  memset (fill, 0xa5, sizeof (fill));
  for (i = 0; i < 3; i++)
    {
      memcpy (out, fill, sizeof (out));
      length = sizeof (out);
      if (i == 0)
	res = rsa_decrypt (key, &length, out, c);
      else if (i == 1)
	res = rsa_decrypt_tr (pub, key, NULL, hw_random, &length, out, c);
      else
	res = rsa_sec_decrypt (pub, key, NULL, hw_random,
			       want ? want_length : 20, out, c);
      if (!want)
	{
	  if (res)
	    test_fail ("%s: decryption %zu accepted a bad input", what, i);
	  if (length != sizeof (out))
	    test_fail ("%s: decryption %zu changed the length", what, i);
	  check_bytes (what, out, fill, sizeof (out));
	  continue;
	}
      if (!res)
	test_fail ("%s: decryption %zu refused", what, i);
      if (i < 2 && length != want_length)
	test_fail ("%s: decryption %zu: length %zu, want %zu",
		   what, i, length, want_length);
      check_bytes (what, out, want, want_length);
    }
}

/* Encrypts the raw encoded block EM (pub->size octets). */
static void
raw_encrypt (const struct rsa_public_key *pub, mpz_t c, const uint8_t *em)
{
  nettle_mpz_set_str_256_u (c, pub->size, em);
  mpz_powm (c, c, pub->e, pub->n);
}

static void
test_encrypt (const struct rsa_public_key *pub,
	      const struct rsa_private_key *key)
{
  static const size_t lengths[] = { 0, 1, 15, 16, 100, 200 };
  uint8_t msg[600], em[600], out[600];
  size_t i, k = pub->size, length;
  mpz_t c;

  mpz_init (c);
  hw_mpz_hex (c, openssl_pkcs1_ct);
  check_decrypt ("OpenSSL ciphertext", pub, key, c, 14,
		 (const uint8_t *) "fastnettle RSA");

  for (i = 0; i <= sizeof (lengths) / sizeof (lengths[0]); i++)
    {
      size_t n = i < sizeof (lengths) / sizeof (lengths[0])
	? lengths[i] : k - 11;
      test_rand_bytes (n, msg);
      ASSERT (rsa_encrypt (pub, NULL, hw_random, n, msg, c));
      ASSERT (mpz_cmp (c, pub->n) < 0);
      check_decrypt ("round trip", pub, key, c, n, msg);
    }
  ASSERT (!rsa_encrypt (pub, NULL, hw_random, k - 10, msg, c));

  /* A buffer one octet short, and a wrong fixed length. */
  test_rand_bytes (50, msg);
  ASSERT (rsa_encrypt (pub, NULL, hw_random, 50, msg, c));
  length = 49;
  memset (out, 0, sizeof (out));
  ASSERT (!rsa_decrypt_tr (pub, key, NULL, hw_random, &length, out, c));
  ASSERT (length == 49 && out[0] == 0 && out[48] == 0);
  ASSERT (!rsa_sec_decrypt (pub, key, NULL, hw_random, 51, out, c));
  ASSERT (!rsa_sec_decrypt (pub, key, NULL, hw_random, 49, out, c));
  ASSERT (!rsa_sec_decrypt (pub, key, NULL, hw_random, k, out, c));
  ASSERT (out[0] == 0);

  /* Bad blocks: each a valid 00 02 PS 00 M made wrong in one place. */
  for (i = 0; i < 6; i++)
    {
      memset (em, 0x11, k);
      em[0] = 0;
      em[1] = 2;
      em[k - 21] = 0;		/* a 20-octet message */
      switch (i)
	{
	case 0: em[0] = 1; break;		/* leading octet */
	case 1: em[1] = 1; break;		/* block type 1 */
	case 2: em[k - 21] = 0x11; break;	/* no separator */
	case 3: em[9] = 0; break;		/* seven padding octets */
	case 4: em[2] = 0; break;		/* no padding at all */
	case 5: em[1] = 0; break;
	}
      raw_encrypt (pub, c, em);
      check_decrypt ("bad padding", pub, key, c, 0, NULL);
    }
  /* Exactly eight padding octets is right. */
  memset (em, 0x11, k);
  em[0] = 0;
  em[1] = 2;
  em[10] = 0;
  raw_encrypt (pub, c, em);
  check_decrypt ("eight padding octets", pub, key, c, k - 11, em + 11);

  /* Out of range: n, n + 1, negative. */
  mpz_set (c, pub->n);
  check_decrypt ("c = n", pub, key, c, 0, NULL);
  mpz_add_ui (c, pub->n, 1);
  check_decrypt ("c = n + 1", pub, key, c, 0, NULL);
  mpz_set_si (c, -1);
  check_decrypt ("c = -1", pub, key, c, 0, NULL);

  mpz_clear (c);
  test_ok ("rsa_encrypt, rsa_decrypt(_tr), rsa_sec_decrypt: OpenSSL's "
	   "ciphertext, round trips 0..%zu octets, short buffers, bad "
	   "padding, out of range inputs", k - 11);
}

/* RSASSA-PSS Signature Examples 1.1, 1.2 (1024-bit key) and 9.1 (1536-bit
   key) of pss-vect.txt in RSA Laboratories' PKCS #1 v2.1 test vectors
   (pkcs-1v2-1-vec.zip): SHA-1, MGF1 with SHA-1, 20-octet salts. Only
   the public keys: the encodings are checked against s^e mod n. */
struct pss_example
{
  const char *n, *message, *salt, *signature;
};

static const char pss_vect_n1[] =
  "a5 6e 4a 0e 70 10 17 58 9a 51 87 dc 7e a8 41 d1 "
  "56 f2 ec 0e 36 ad 52 a4 4d fe b1 e6 1f 7a d9 91 "
  "d8 c5 10 56 ff ed b1 62 b4 c0 f2 83 a1 2a 88 a3 "
  "94 df f5 26 ab 72 91 cb b3 07 ce ab fc e0 b1 df "
  "d5 cd 95 08 09 6d 5b 2b 8b 6d f5 d6 71 ef 63 77 "
  "c0 92 1c b2 3c 27 0a 70 e2 59 8e 6f f8 9d 19 f1 "
  "05 ac c2 d3 f0 cb 35 f2 92 80 e1 38 6b 6f 64 c4 "
  "ef 22 e1 e1 f2 0d 0c e8 cf fb 22 49 bd 9a 21 37 ";

static const char pss_vect_n9[] =
  "e6 bd 69 2a c9 66 45 79 04 03 fd d0 f5 be b8 b9 "
  "bf 92 ed 10 00 7f c3 65 04 64 19 dd 06 c0 5c 5b "
  "5b 2f 48 ec f9 89 e4 ce 26 91 09 97 9c bb 40 b4 "
  "a0 ad 24 d2 24 83 d1 ee 31 5a d4 cc b1 53 42 68 "
  "35 26 91 c5 24 f6 dd 8e 6c 29 d2 24 cf 24 69 73 "
  "ae c8 6c 5b f6 b1 40 1a 85 0d 1b 9a d1 bb 8c bc "
  "ec 47 b0 6f 0f 8c 7f 45 d3 fc 8f 31 92 99 c5 43 "
  "3d db c2 b3 05 3b 47 de d2 ec d4 a4 ca ef d6 14 "
  "83 3d c8 bb 62 2f 31 7e d0 76 b8 05 7f e8 de 3f "
  "84 48 0a d5 e8 3e 4a 61 90 4a 4f 24 8f b3 97 02 "
  "73 57 e1 d3 0e 46 31 39 81 5c 6f d4 fd 5a c5 b8 "
  "17 2a 45 23 0e cb 63 18 a0 4f 14 55 d8 4e 5a 8b ";

static const struct pss_example pss_examples[] =
  {
    { pss_vect_n1,
      "cd c8 7d a2 23 d7 86 df 3b 45 e0 bb bc 72 13 26 "
      "d1 ee 2a f8 06 cc 31 54 75 cc 6f 0d 9c 66 e1 b6 "
      "23 71 d4 5c e2 39 2e 1a c9 28 44 c3 10 10 2f 15 "
      "6a 0d 8d 52 c1 f4 c4 0b a3 aa 65 09 57 86 cb 76 "
      "97 57 a6 56 3b a9 58 fe d0 bc c9 84 e8 b5 17 a3 "
      "d5 f5 15 b2 3b 8a 41 e7 4a a8 67 69 3f 90 df b0 "
      "61 a6 e8 6d fa ae e6 44 72 c0 0e 5f 20 94 57 29 "
      "cb eb e7 7f 06 ce 78 e0 8f 40 98 fb a4 1f 9d 61 "
      "93 c0 31 7e 8b 60 d4 b6 08 4a cb 42 d2 9e 38 08 "
      "a3 bc 37 2d 85 e3 31 17 0f cb f7 cc 72 d0 b7 1c "
      "29 66 48 b3 a4 d1 0f 41 62 95 d0 80 7a a6 25 ca "
      "b2 74 4f d9 ea 8f d2 23 c4 25 37 02 98 28 bd 16 "
      "be 02 54 6f 13 0f d2 e3 3b 93 6d 26 76 e0 8a ed "
      "1b 73 31 8b 75 0a 01 67 d0 ",
      "de e9 59 c7 e0 64 11 36 14 20 ff 80 18 5e d5 7f "
      "3e 67 76 af ",
      "90 74 30 8f b5 98 e9 70 1b 22 94 38 8e 52 f9 71 "
      "fa ac 2b 60 a5 14 5a f1 85 df 52 87 b5 ed 28 87 "
      "e5 7c e7 fd 44 dc 86 34 e4 07 c8 e0 e4 36 0b c2 "
      "26 f3 ec 22 7f 9d 9e 54 63 8e 8d 31 f5 05 12 15 "
      "df 6e bb 9c 2f 95 79 aa 77 59 8a 38 f9 14 b5 b9 "
      "c1 bd 83 c4 e2 f9 f3 82 a0 d0 aa 35 42 ff ee 65 "
      "98 4a 60 1b c6 9e b2 8d eb 27 dc a1 2c 82 c2 d4 "
      "c3 f6 6c d5 00 f1 ff 2b 99 4d 8a 4e 30 cb b3 3c " },
    { pss_vect_n1,
      "85 13 84 cd fe 81 9c 22 ed 6c 4c cb 30 da eb 5c "
      "f0 59 bc 8e 11 66 b7 e3 53 0c 4c 23 3e 2b 5f 8f "
      "71 a1 cc a5 82 d4 3e cc 72 b1 bc a1 6d fc 70 13 "
      "22 6b 9e ",
      "ef 28 69 fa 40 c3 46 cb 18 3d ab 3d 7b ff c9 8f "
      "d5 6d f4 2d ",
      "3e f7 f4 6e 83 1b f9 2b 32 27 41 42 a5 85 ff ce "
      "fb dc a7 b3 2a e9 0d 10 fb 0f 0c 72 99 84 f0 4e "
      "f2 9a 9d f0 78 07 75 ce 43 73 9b 97 83 83 90 db "
      "0a 55 05 e6 3d e9 27 02 8d 9d 29 b2 19 ca 2c 45 "
      "17 83 25 58 a5 5d 69 4a 6d 25 b9 da b6 60 03 c4 "
      "cc cd 90 78 02 19 3b e5 17 0d 26 14 7d 37 b9 35 "
      "90 24 1b e5 1c 25 05 5f 47 ef 62 75 2c fb e2 14 "
      "18 fa fe 98 c2 2c 4d 4d 47 72 4f db 56 69 e8 43 " },
    { pss_vect_n9,
      "a8 8e 26 58 55 e9 d7 ca 36 c6 87 95 f0 b3 1b 59 "
      "1c d6 58 7c 71 d0 60 a0 b3 f7 f3 ea ef 43 79 59 "
      "22 02 8b c2 b6 ad 46 7c fc 2d 7f 65 9c 53 85 aa "
      "70 ba 36 72 cd de 4c fe 49 70 cc 79 04 60 1b 27 "
      "88 72 bf 51 32 1c 4a 97 2f 3c 95 57 0f 34 45 d4 "
      "f5 79 80 e0 f2 0d f5 48 46 e6 a5 2c 66 8f 12 88 "
      "c0 3f 95 00 6e a3 2f 56 2d 40 d5 2a f9 fe b3 2f "
      "0f a0 6d b6 5b 58 8a 23 7b 34 e5 92 d5 5c f9 79 "
      "f9 03 a6 42 ef 64 d2 ed 54 2a a8 c7 7d c1 dd 76 "
      "2f 45 a5 93 03 ed 75 e5 41 ca 27 1e 2b 60 ca 70 "
      "9e 44 fa 06 61 13 1e 8d 5d 41 63 fd 8d 39 85 66 "
      "ce 26 de 87 30 e7 2f 9c ca 73 76 41 c2 44 15 94 "
      "20 63 70 28 df 0a 18 07 9d 62 08 ea 8b 47 11 a2 "
      "c7 50 f5 ",
      "c0 a4 25 31 3d f8 d7 56 4b d2 43 4d 31 15 23 d5 "
      "25 7e ed 80 ",
      "58 61 07 22 6c 3c e0 13 a7 c8 f0 4d 1a 6a 29 59 "
      "bb 4b 8e 20 5b a4 3a 27 b5 0f 12 41 11 bc 35 ef "
      "58 9b 03 9f 59 32 18 7c b6 96 d7 d9 a3 2c 0c 38 "
      "30 0a 5c dd a4 83 4b 62 d2 eb 24 0a f3 3f 79 d1 "
      "3d fb f0 95 bf 59 9e 0d 96 86 94 8c 19 64 74 7b "
      "67 e8 9c 9a ba 5c d8 50 16 23 6f 56 6c c5 80 2c "
      "b1 3e ad 51 bc 7c a6 be f3 b9 4d cb db b1 d5 70 "
      "46 97 71 df 0e 00 b1 a8 a0 67 77 47 2d 23 16 27 "
      "9e da e8 64 74 66 8d 4e 1e ff f9 5f 1d e6 1c 60 "
      "20 da 32 ae 92 bb f1 65 20 fe f3 cf 4d 88 f6 11 "
      "21 f2 4b bd 9f e9 1b 59 ca f1 23 5b 2a 93 ff 81 "
      "fc 40 3a dd f4 eb de a8 49 34 a9 cd af 8e 1a 9e " },
  };

/* `openssl dgst -HASH -sigopt rsa_padding_mode:pss -sigopt
   rsa_pss_saltlen:digest -sign rsa-2048.pem` of "abc" (random salts
   of the digest's length). */
static const char openssl_pss_sha256[] =
  "51b2ef5b86b4773b46185f03fcb5000e6c217d3d2e36b8f7e0eb593912fb3f07"
  "7986a0d843694079d44bab0c661111fa434d1d4e2d938f6613872e47734b27f3"
  "cc60452f6c6a46169afdc5aff5926feda8b80f3f221573fba2702d1c90720a6a"
  "aba97aac0b7c56f47ef2795b69ec73681296ce5b63e09096295ab190808ef44e"
  "f06e91caf031b76b7311547486ef54f68fa837bcd4aa0e46f0cd921d6706dc9c"
  "083a2c5a1c732f2a7ff5ce33e9145fecd941e08c4fb719d652778c1a814b8212"
  "615abd963f392df579e6d480cb78c865c38c08db0a59df006496948af8959741"
  "d3ff5af8022966930a34d0b2e334ea757e55c9bde686f5e13ea697cf18f19313";
static const char openssl_pss_sha384[] =
  "9e1730a27961c1f72b8576000a923b00e072d3b46bca02c27fd253e075dd8d8a"
  "d0a53a3b7687bf0a9f06f7b78d6e60f01ccf709448830f76704731f925f692cd"
  "26e0a9f965ff5832754fe141b5c669db5476bdb3a9f44f442b41343cc68580b3"
  "9de4d4bb38e247d36b5ddfd5a28979fdd439ae00ba55dc7a8c55a4e2552b65b0"
  "5c10290faf5ed798ebfaf7d3b747bc8449ef4b16e945302c3506e3cd4a4d94f6"
  "5cfc5cb5407881f752859b7d7fd63b15d2a12d56278be97b1e44a797d3d42665"
  "814dcf3df2a1730018381671c50e2a3f742ae033756e27c9c50466efc2e1e064"
  "60881bcd20d35db5a3fc1972d88b0e21b2fbb5d3fc47144ed2b552e948267e50";
static const char openssl_pss_sha512[] =
  "94eac026af683e0eea2209bd6962cafc1264bf69f32b53984b44cd6bb8bf3bc6"
  "36ae3bdaf14d8f3af5b82164944649ea37741c2a69d0897f474d8f961ba06226"
  "6d628a318f4ab42649f03849a76b875a4938e7881a8bdd730c916e27feafb264"
  "46129256da79bdd2b247dcb0ca8d16db27e9e2bebefec63b69173a34842d7633"
  "8173f800967d94ec540521632dd36af05e0fb232587f0f1b192f8b4858859112"
  "b0528091f52c4a86792ebcc2a1bb00e11123ceb1d2e2575f52597d942146708a"
  "82a07930dceb0467db569930aff2aac1b75e9d9e8e4dfacef6ddf1862ce77187"
  "7ee772617b3aaa4bdfa4bda36b5f5c2d6b09eb988eb9fb871e78a225dd610f30";

/* Debian's GNU Nettle 3.8.1 (libhogweed.so.6), rsa_pss_HASH_sign_digest_tr
   on rsa-2048.pem, the digest of "abc" and the salt 01 08 0f 16 ...
   (octet i is 7 i + 1), salt lengths as named. */
static const char nettle381_pss_sha256_32[] =
  "7bff75d4014a83c50afad0d17a52f66d8c3e9419251d131cade2473f1a464816"
  "46944d9f872b3afdb6ad01cc483178f67e187be8ed9370e4ff1f8b6815c9ad5a"
  "c24b344232c3129bf923bacd853e1830448260e150a42babf74073a15257e897"
  "d018b5551c55778af97ad6013c0a7f8cbb5145be5688918c78d9acd3ff9f7967"
  "a71ff456c060d839699cc2a53b3ba1a73b458703a022df48ce9958121c590dca"
  "17da234f8a8d8ab2f1ea1391d4b89f4ba62ed9cf81e630b80000b86d8a80b7cf"
  "b77ade8324b78d89a83a0d171b2298508431f593e84c0abf46dbbcc9da12f291"
  "595408e8dd58ea6c22c5b564a3d054862791b864ed5276069b9fbcf2e5d4ea75";
static const char nettle381_pss_sha256_0[] =
  "4de9ff935184950793d73d8d2975b4f02d3b97ea7513d90706defde7157f18b6"
  "22891b9fb550e5d1336f15a1a80f2b76acf64873388886e93f32e5e712146a48"
  "1f1de0a560d63b89f65bfb562814a72f86e270bb8252abe6604584d736ddd9d2"
  "19a5109d116ebddf17328a07ea2c25156bbfb4ff537104b6d55d5f79177608f8"
  "2f93a95c12dd526a575001256627dd96360de9b9984a9ead6845bf5faf02e59e"
  "295ffbba9b4a3bea2727b0192e306841c1ae381ff79c61cbc4eddab198fd38b6"
  "0fce8cffbe7610f07f1d51ef536cc6589b780746d5f9d865dbbdbe05e174da16"
  "09456af59ec3870b0e8b107bec3467c8ed4abb122d260ff6f843172a4296c02c";
static const char nettle381_pss_sha384_48[] =
  "45693d43624bfae1b2785b1f9ad9890a323a9158aa0fb54ca84e06aebe1472ef"
  "267e9b2656b090eeedbed2e4b73ca79584c906c37fbb9b062882e254e99145c6"
  "d41716d431602d69c8c3d1bdc1e122ae0424402a95daefa46fe64f806e8b38ac"
  "acb5c0d7ff18bbe8f5f2f56dd09278e6ac0ac6ba89fcb520d2705ffa47974894"
  "cf8afaf01f345b6fca09f57265a1ff4e360e4f614da9967fe49505aac1f191ee"
  "80d8e5282774c0e8296f943c5f501a4b84c527a63fc4be756c8d02a9c9b8733f"
  "e5d5f6e8bc545a9bf7c82a787fd7ae48d4e358e3d385305d539e666383b9c1b3"
  "409bada6c84ae3fdf384543cdc9abc1aa3f85be92285aeee0f935b552cea9a01";
static const char nettle381_pss_sha512_64[] =
  "48412196b464db168837bfefc41692879c0e360ce8b06225d3a30cadd58fc8fb"
  "ea89ba6d36dd8c98c3c5d77ac38bea070d55143d19947a7df7f99a9dcaa77492"
  "05d427f81f530dac5e068b50006a06f824fbdf178db2d615b1c474377fb0fdf1"
  "327670671775313eb59a1a7a2af2c1f52725526a5061ebd2d27f1e0398b7d05b"
  "84fdac51a3622a6f9569c102cdeadcd386c1c111da0acd13b7a9b205858651e5"
  "04b1323f1eea5f5981fcb7a0eb2dc98a22cb69f01a5f2575a13052813fd4b2fd"
  "be1e8938ae6ff3868e58d7f924897f0bdc6d5aa2c8cc0608eaf966498b126d84"
  "487ba62bc077c11f4098d31d184d17c81c3b614a1e520fb9120b4362557c0aa2";
static const char nettle381_pss_sha512_17[] =
  "4c83b14081985ab22e4fcda823859158a0f4ad9676b3c2f7aacca8da74c00cd5"
  "cc5fe4119f4fc89ff170358303b49a8c54715a14c600d873d3c3a5dcfd135e7f"
  "c58f14ea8f5b6e8e2edcb8d31405d6ab494f8ce191378a64c57a53d4597ee453"
  "e41db9e6325089cd7e5b1879f848a3aec99b6cf35b8ccf90fdbb03e08536875c"
  "3d93b1cb26f43b5777909c7c9fae430b1afd28d5d5d08a719c5ecf38d1d248c1"
  "999e92be63f3f27c5745c3be7e61d0f00be5b08be8a5ce07bb2eade8d9e9ebcd"
  "99c65c242db4bbec1897cf15e48238f551141dead14361b1036b76bf062c3d25"
  "41830b1a473d5c7d391dbbaf2b33d1e76e707d6b96669eae902c300144fd40ee";

static void
test_pss_vect (void)
{
  size_t i;
  struct rsa_public_key pub;
  mpz_t s, m, m2;
  rsa_public_key_init (&pub);
  mpz_init (s);
  mpz_init (m);
  mpz_init (m2);
  for (i = 0; i < sizeof (pss_examples) / sizeof (pss_examples[0]); i++)
    {
      const struct pss_example *x = &pss_examples[i];
      const struct tstring *n = SHEX (x->n), *msg = SHEX (x->message);
      const struct tstring *salt = SHEX (x->salt), *sig = SHEX (x->signature);
      uint8_t digest[SHA1_DIGEST_SIZE];
      struct sha1_ctx ctx;
      size_t bits;

      nettle_mpz_set_str_256_u (pub.n, n->length, n->data);
      mpz_set_ui (pub.e, 65537);
      ASSERT (rsa_public_key_prepare (&pub));
      bits = mpz_sizeinbase (pub.n, 2) - 1;
      sha1_init (&ctx);
      sha1_update (&ctx, msg->length, msg->data);
      sha1_digest (&ctx, sizeof (digest), digest);

      nettle_mpz_set_str_256_u (s, sig->length, sig->data);
      mpz_powm (m, s, pub.e, pub.n);
      ASSERT (pss_encode_mgf1 (m2, bits, &nettle_sha1, salt->length,
			       salt->data, digest));
      hw_check_mpz ("pss_encode_mgf1 (pss-vect.txt)", m2, m);
      ASSERT (pss_verify_mgf1 (m, bits, &nettle_sha1, salt->length, digest));
      ASSERT (!pss_verify_mgf1 (m, bits, &nettle_sha1, salt->length - 1,
				digest));
      /* Too small for the digest and the salt. */
      ASSERT (!pss_encode_mgf1 (m2, 8 * (SHA1_DIGEST_SIZE + 20 + 1),
				&nettle_sha1, salt->length, salt->data,
				digest));
      ASSERT (pss_encode_mgf1 (m2, 8 * (SHA1_DIGEST_SIZE + 20 + 2),
			       &nettle_sha1, salt->length, salt->data,
			       digest));
      digest[0] ^= 0x80;
      ASSERT (!pss_verify_mgf1 (m, bits, &nettle_sha1, salt->length, digest));
    }
  rsa_public_key_clear (&pub);
  mpz_clear (s);
  mpz_clear (m);
  mpz_clear (m2);
  test_ok ("pss_encode_mgf1, pss_verify_mgf1: PKCS #1 v2.1 pss-vect.txt "
	   "examples 1.1, 1.2, 9.1 (SHA-1)");
}

typedef int pss_sign_func (const struct rsa_public_key *,
			   const struct rsa_private_key *,
			   void *, nettle_random_func *, size_t,
			   const uint8_t *, const uint8_t *, mpz_t);
typedef int pss_verify_func (const struct rsa_public_key *, size_t,
			     const uint8_t *, const mpz_t);

static void
test_pss_one (const char *name, const struct rsa_public_key *pub,
	      const struct rsa_private_key *key,
	      const struct nettle_hash *hash,
	      pss_sign_func *sign, pss_verify_func *verify,
	      const char *openssl_sig, const char *ref_full, size_t short_salt,
	      const char *ref_short)
{
  uint8_t digest[SHA512_DIGEST_SIZE], salt[64], state[sizeof (struct sha512_ctx)];
  size_t dsize = hash->digest_size, i;
  mpz_t s, want;

  mpz_init (s);
  mpz_init (want);
  for (i = 0; i < sizeof (salt); i++)
    salt[i] = 7 * i + 1;
  hash->init (state);
  hash->update (state, 3, (const uint8_t *) "abc");
  hash->digest (state, dsize, digest);

  hw_mpz_hex (s, openssl_sig);
  if (!verify (pub, dsize, digest, s))
    test_fail ("%s: OpenSSL's signature refused", name);
  if (verify (pub, dsize - 1, digest, s) || verify (pub, 0, digest, s))
    test_fail ("%s: wrong salt length accepted", name);

  ASSERT (sign (pub, key, NULL, hw_random, dsize, salt, digest, s));
  hw_mpz_hex (want, ref_full);
  hw_check_mpz (name, s, want);
  ASSERT (verify (pub, dsize, digest, s));
  ASSERT (sign (pub, key, NULL, hw_random, short_salt, salt, digest, s));
  hw_mpz_hex (want, ref_short);
  hw_check_mpz (name, s, want);
  ASSERT (verify (pub, short_salt, digest, s));
  mpz_combit (s, 100);
  ASSERT (!verify (pub, short_salt, digest, s));
  mpz_set_ui (s, 0);
  ASSERT (!verify (pub, short_salt, digest, s));
  mpz_set (s, pub->n);
  ASSERT (!verify (pub, short_salt, digest, s));
  digest[0] ^= 1;
  hw_mpz_hex (s, openssl_sig);
  ASSERT (!verify (pub, dsize, digest, s));
  mpz_clear (s);
  mpz_clear (want);
  test_ok ("%s: verifies OpenSSL's signature, signs as Nettle 3.8.1 "
	   "(salts of %zu and %zu octets)", name, dsize, short_salt);
}

/* RSAES-OAEP Encryption Example 1.1 of oaep-vect.txt in RSA
   Laboratories' PKCS #1 v2.1 test vectors (pkcs-1v2-1-vec.zip):
   1024-bit key, SHA-1, MGF1 with SHA-1, empty label. */
static const struct test_key oaep_vect_key =
  {
    "a8b3b284af8eb50b387034a860f146c4919f318763cd6c5598c8ae4811a1e0ab"
    "c4c7e0b082d693a5e7fced675cf4668512772c0cbc64a742c6c630f533c8cc72"
    "f62ae833c40bf25842e984bb78bdbf97c0107d55bdb662f5c4e0fab9845cb514"
    "8ef7392dd3aaff93ae1e6b667bb3d4247616d4f5ba10d4cfd226de88d39f16fb",
    "10001",
    "53339cfdb79fc8466a655c7316aca85c55fd8f6dd898fdaf119517ef4f52e8fd"
    "8e258df93fee180fa0e4ab29693cd83b152a553d4ac4d1812b8b9fa5af0e7f55"
    "fe7304df41570926f3311f15c4d65a732c483116ee3d3d2d0af3549ad9bf7cbf"
    "b78ad884f84d5beb04724dc7369b31def37d0cf539e9cfcdd3de653729ead5d1",
    "d32737e7267ffe1341b2d5c0d150a81b586fb3132bed2f8d5262864a9cb9f30a"
    "f38be448598d413a172efb802c21acf1c11c520c2f26a471dcad212eac7ca39d",
    "cc8853d1d54da630fac004f471f281c7b8982d8224a490edbeb33d3e3d5cc93c"
    "4765703d1dd791642f1f116a0dd852be2419b2af72bfe9a030e860b0288b5d77",
    "0e12bf1718e9cef5599ba1c3882fe8046a90874eefce8f2ccc20e4f2741fb0a3"
    "3a3848aec9c9305fbecbd2d76819967d4671acc6431e4037968db37878e695c1",
    "95297b0f95a2fa67d00707d609dfd4fc05c89dafc2ef6d6ea55bec771ea33373"
    "4d9251e79082ecda866efef13c459e1a631386b7e354c899f5f112ca85d71583",
    "4f456c502493bdc0ed2ab756a3a6ed4d67352a697d4216e93212b127a63d5411"
    "ce6fa98d5dbefd73263e3728142743818166ed7dd63687dd2a8ca1d2f4fbd8e1",
  };
static const char oaep_vect_message[] =
  "6628194e12073db03ba94cda9ef9532397d50dba79b987004afefe34";
static const char oaep_vect_seed[] =
  "18b776ea21069d69776a33e96bad48e1dda0a5ef";
static const char oaep_vect_ciphertext[] =
  "354fe67b4a126d5d35fe36c777791a3f7ba13def484e2d3908aff722fad468fb"
  "21696de95d0be911c2d3174f8afcc201035f7b6d8e69402de5451618c21a535f"
  "a9d7bfc5b8dd9fc243f8cf927db31322d6e881eaa91a996170e657a05a266426"
  "d98c88003f8477c1227094a0d9fa1e8c4024309ce1ecccb5210035d47ac72e8a";

/* `openssl pkeyutl -encrypt -inkey rsa-2048.pem -pkeyopt
   rsa_padding_mode:oaep -pkeyopt rsa_oaep_md:HASH -pkeyopt
   rsa_mgf1_md:HASH [-pkeyopt rsa_oaep_label:6c6162656c]` of
   "fastnettle RSA", without and with the label "label". */
static const char openssl_oaep_sha256_nolabel[] =
  "88b4a5775d5d868ec6e5fc0eccf3b11317b69f4389a3f664a18c0a4c77b250be"
  "f968517d563ff4acba9e51c03c1ccd28f477b7dd8507acdeb0b4428354769cf4"
  "0a108cc6551963e6adabfbbfa5a7238bb429f876f4f0fddbd3154bcc09e2480f"
  "e7e16e45764061d4147337015a2d963e4b2bc8d5db9926c0501abfa53eae7d85"
  "514d84802f40716c80b6191d261b1b14687d7c4d4d32a2a701c5d1d093d40f0f"
  "abd99fd40b701321d977486b4693fd5022fd095c6202081a01addb6c30898902"
  "4bb931d085dfd261370ba25c64d986ed6b7c0a1bf41c339f44742a8cc755ee83"
  "a7e9081caa09ad2b8820aa48bac54fce7b2b9065c6cee0c5f96c58c8a3a6f76c";
static const char openssl_oaep_sha256_label[] =
  "4cb9bbe6dc038631b42ed2ea41f5f3c2475b6531ae74977f9862063dc11b71d6"
  "84894f7e6dcb4ce314b3c9906532273f929c2ad8602c516561d275e1d7e25755"
  "97ccbd91c25542509b2718757ce7d657bddc7594243b22a58a47c90a333465bf"
  "c5baa3211163b003ef8cb347aad79b51c1882d11bf849528adfd0ab9519c0951"
  "0c787b54526156af85f505dfdd251a412845812f328d59c43a70165569acd89e"
  "c2fef5be7f368be520f0534d53a8e64ffba7709cdda9dacb1d1354bee065e3c0"
  "650f94d199b4f9ed45ffe2bd244b21df2594dd2e105ca7af7c4a4674590790e2"
  "49b60db52f1cec43c725b015448a2132754ee8795c7613c090faee640bdd9873";
static const char openssl_oaep_sha384_nolabel[] =
  "962af42f07434c1ef6ff3cae4352702272683dcf4dc2cc570cc4970c99708d9e"
  "013d40e2be6d870f5d111b5c8c5be5cdf8cfa8b58fd3042d4f331006b0b5a121"
  "aedc206a9a3a4adc481d7eaecf5a5fb334fb69975f7e2e512798943341482721"
  "84f060cc5614f6c12f10f66dcde80d227fcaa4d0e21450ebd6cfae8083f80409"
  "f795d8b47d6fe49368692d194b5c09621719c979df26bce6a2c9666667239215"
  "3eb82711ecbe04cc1332815ebaa50d88db1e2d3e4c9eac3f442dfb3e6bcb3599"
  "ae25e8bfc53c42011d2c85c465edf433786332e7cd8a8969165f6d2dfdf8185e"
  "434b12a313e58c3e41b2dd0f090d6bb7ce4335148cee8c86d55e0161d86bef47";
static const char openssl_oaep_sha384_label[] =
  "029983ff41b3d668ca6cfb0ded5294b4437732facd0b4f7bef9814d77d55c3a5"
  "2bf7b1c7d7e47c39b817fa6658f2a850f8928029da9bb4fc3425fc1e4f3d7632"
  "8961ac6784c65bb0c00d3cf5e6d3e2ee7e6e80754f388f8bc3fa17662fedbb1d"
  "7ca6c0b5c483fdcbdff76a013adde106a31cbb9e217969a88831afbd3d3533fc"
  "8638cc6d83b39e7b8e1a66859e9ddb56a91f3dcd9bbd3231e8f742d11d0ed3fb"
  "11698dd5ffe8c1031cb4153cad7f9a5724dcd793bb00ff732b99212b44f39a68"
  "ebb8fdb09ce1edb5700b1f927d964fe67b27bc39811084dc4fbc05d24dd7e9c3"
  "14214ae7663a04d04978316cb459f2ec9c89a2446009668b7f717e60c32ee443";
static const char openssl_oaep_sha512_nolabel[] =
  "6ac971490dab0e6772fe75be449aaa8c3ba4cbf70345952b01ccb312c4104a43"
  "19d3e6f865696175ff35a70edfaa1a62487b9be0f4a315a5d63bf2650760f7d5"
  "2ead03c9c3bd78bbc84630607f18a11b2d5d145226efc251e9aa8482bb9d24a0"
  "41e29b28571c1967393528c85e7c1dbb1e86e1f7c25f62df0759363e8f4c2101"
  "6d9cc7fb1e93c02b192159e40fb850196c09737c21fb42d3dc6dfefd71bd6010"
  "fad3270ab5431757ce3681e05d26e78338406deff836ad73950175d7f7964ac3"
  "5289024baa2db64cb20a1c45ee3496c014efa0171ecea1d9e8f448ee5a12ae59"
  "4a69a1407dd687d43a7472f9cccdc2bd8721ef2f7ec45b04953bc6b09e6f4a6f";
static const char openssl_oaep_sha512_label[] =
  "0cceccb7fc18c91087c33c827b4484215c3e3825cb1753723062241cbb3b1117"
  "ef77b61bcb763007923ca442f25bf46447a3d6aa6bc162c8bedf835dbb5bec34"
  "98b3fa2f563ac1a3a2445b63ae20aa50c4238b09fcf18a0aa728e472c40594cd"
  "8c8f2fe08ed1dcb7894b93a6221c9e0f212742b767e6846e8fc5c45abc21eaa0"
  "08790f90c2b7590402a0ff99033af580f489eb445d8409c9a1cad31acec53a5e"
  "e204e6b4f4aba8daf42ea9e90a261845cab187afeb37f4bf6964247b8e02134f"
  "493d5f42da94f359c148c35a7cd47f863a7b05bbb9d8a62adc0ed8a91abf1d0b"
  "02c4eb23d141919aeda9e4805709409be3af514b6edf73a1025797dcd6caf70d";

static const uint8_t *oaep_seed;

static void
oaep_fixed_seed (void *ctx, size_t length, uint8_t *dst)
{
  (void) ctx;
  memcpy (dst, oaep_seed, length);
}

static void
test_oaep_vect (void)
{
  struct rsa_public_key pub;
  struct rsa_private_key key;
  struct sha1_ctx ctx;
  const struct tstring *msg = SHEX (oaep_vect_message);
  const struct tstring *want = SHEX (oaep_vect_ciphertext);
  uint8_t ct[128], out[128];
  size_t length = sizeof (out);

  rsa_public_key_init (&pub);
  rsa_private_key_init (&key);
  load_key (&pub, &key, &oaep_vect_key);
  oaep_seed = SHEX (oaep_vect_seed)->data;
  ASSERT (_rsa_oaep_encrypt (&pub, NULL, oaep_fixed_seed, &ctx,
			     &nettle_sha1, 0, NULL, msg->length, msg->data,
			     ct));
  check_bytes ("OAEP example 1.1 ciphertext", ct, want->data, sizeof (ct));
  ASSERT (_rsa_oaep_decrypt (&pub, &key, NULL, hw_random, &ctx,
			     &nettle_sha1, 0, NULL, &length, out, want->data));
  ASSERT (length == msg->length);
  check_bytes ("OAEP example 1.1 message", out, msg->data, msg->length);
  rsa_public_key_clear (&pub);
  rsa_private_key_clear (&key);
  test_ok ("_rsa_oaep_encrypt/_decrypt: PKCS #1 v2.1 oaep-vect.txt "
	   "example 1.1 (SHA-1)");
}

typedef int oaep_encrypt_func (const struct rsa_public_key *, void *,
			       nettle_random_func *, size_t, const uint8_t *,
			       size_t, const uint8_t *, uint8_t *);
typedef int oaep_decrypt_func (const struct rsa_public_key *,
			       const struct rsa_private_key *, void *,
			       nettle_random_func *, size_t, const uint8_t *,
			       size_t *, uint8_t *, const uint8_t *);

/* One OAEP decryption that must fail, leaving the buffer alone. */
static void
oaep_refused (const char *what, const struct rsa_public_key *pub,
	      const struct rsa_private_key *key, oaep_decrypt_func *decrypt,
	      size_t label_length, const uint8_t *label, size_t buffer,
	      const uint8_t *ct)
{
  uint8_t out[600];
  size_t length = buffer;
  memset (out, 0x3c, sizeof (out));
  if (decrypt (pub, key, NULL, hw_random, label_length, label,
	       &length, out, ct))
    test_fail ("%s accepted", what);
  if (length != buffer)
    test_fail ("%s: length changed", what);
  for (length = 0; length < sizeof (out); length++)
    if (out[length] != 0x3c)
      test_fail ("%s: output written at %zu", what, length);
}

static void
test_oaep_one (const char *name, const struct rsa_public_key *pub,
	       const struct rsa_private_key *key, size_t h_length,
	       oaep_encrypt_func *encrypt, oaep_decrypt_func *decrypt,
	       const char *openssl_nolabel, const char *openssl_label)
{
  const uint8_t *label = (const uint8_t *) "label";
  size_t k = pub->size, max = k - 2 * h_length - 2, n;
  uint8_t msg[600], ct[600], out[600];
  size_t length;

  length = sizeof (out);
  ASSERT (decrypt (pub, key, NULL, hw_random, 0, NULL, &length, out,
		   SHEX (openssl_nolabel)->data));
  ASSERT (length == 14 && !memcmp (out, "fastnettle RSA", 14));
  length = sizeof (out);
  ASSERT (decrypt (pub, key, NULL, hw_random, 5, label, &length, out,
		   SHEX (openssl_label)->data));
  ASSERT (length == 14 && !memcmp (out, "fastnettle RSA", 14));
  oaep_refused ("OAEP, no label given", pub, key, decrypt, 0, NULL,
		sizeof (out), SHEX (openssl_label)->data);
  oaep_refused ("OAEP, a label added", pub, key, decrypt, 5, label,
		sizeof (out), SHEX (openssl_nolabel)->data);

  for (n = 0; n <= max; n += (n < 3 || n + 3 > max) ? 1 : 37)
    {
      test_rand_bytes (n, msg);
      ASSERT (encrypt (pub, NULL, hw_random, 5, label, n, msg, ct));
      length = n;
      memset (out, 0, sizeof (out));
      ASSERT (decrypt (pub, key, NULL, hw_random, 5, label, &length, out, ct));
      ASSERT (length == n);
      check_bytes (name, out, msg, n);
      if (n > 0)
	oaep_refused ("OAEP, buffer one short", pub, key, decrypt, 5, label,
		      n - 1, ct);
      ct[n % k] ^= 0x40;
      oaep_refused ("OAEP, changed ciphertext", pub, key, decrypt, 5, label,
		    sizeof (out), ct);
    }
  ASSERT (!encrypt (pub, NULL, hw_random, 0, NULL, max + 1, msg, ct));

  /* A ciphertext of n and of all ones (both >= n). */
  nettle_mpz_get_str_256 (k, ct, pub->n);
  oaep_refused ("OAEP, c = n", pub, key, decrypt, 0, NULL, sizeof (out), ct);
  memset (ct, 0xff, k);
  oaep_refused ("OAEP, c > n", pub, key, decrypt, 0, NULL, sizeof (out), ct);
  test_ok ("%s: OpenSSL's ciphertexts (with and without a label), round "
	   "trips 0..%zu octets, wrong labels, short buffers, changed and "
	   "out of range ciphertexts", name, max);
}

void
test_main (void)
{
  struct rsa_public_key pub;
  struct rsa_private_key key;

  rsa_public_key_init (&pub);
  rsa_private_key_init (&key);
  load_key (&pub, &key, &openssl_key);

  test_prepare ();
  test_root (&pub, &key);
  test_unbalanced ();
  test_md5 (&pub, &key, openssl_sig_md5);
  test_sha1 (&pub, &key, openssl_sig_sha1);
  test_sha256 (&pub, &key, openssl_sig_sha256);
  test_sha512 (&pub, &key, openssl_sig_sha512);
  test_pkcs1_info (&pub, &key);
  test_encrypt (&pub, &key);
  test_oaep_vect ();
  test_oaep_one ("rsa_oaep_sha256", &pub, &key, SHA256_DIGEST_SIZE,
		 rsa_oaep_sha256_encrypt, rsa_oaep_sha256_decrypt,
		 openssl_oaep_sha256_nolabel, openssl_oaep_sha256_label);
  test_oaep_one ("rsa_oaep_sha384", &pub, &key, SHA384_DIGEST_SIZE,
		 rsa_oaep_sha384_encrypt, rsa_oaep_sha384_decrypt,
		 openssl_oaep_sha384_nolabel, openssl_oaep_sha384_label);
  test_oaep_one ("rsa_oaep_sha512", &pub, &key, SHA512_DIGEST_SIZE,
		 rsa_oaep_sha512_encrypt, rsa_oaep_sha512_decrypt,
		 openssl_oaep_sha512_nolabel, openssl_oaep_sha512_label);
  test_pss_vect ();
  test_pss_one ("rsa_pss_sha256", &pub, &key, &nettle_sha256,
		rsa_pss_sha256_sign_digest_tr, rsa_pss_sha256_verify_digest,
		openssl_pss_sha256, nettle381_pss_sha256_32, 0,
		nettle381_pss_sha256_0);
  test_pss_one ("rsa_pss_sha384", &pub, &key, &nettle_sha384,
		rsa_pss_sha384_sign_digest_tr, rsa_pss_sha384_verify_digest,
		openssl_pss_sha384, nettle381_pss_sha384_48, 48,
		nettle381_pss_sha384_48);
  test_pss_one ("rsa_pss_sha512", &pub, &key, &nettle_sha512,
		rsa_pss_sha512_sign_digest_tr, rsa_pss_sha512_verify_digest,
		openssl_pss_sha512, nettle381_pss_sha512_64, 17,
		nettle381_pss_sha512_17);

  test_keygen_refuses ();
  test_keygen (1024, 0);
  test_keygen (2048, 0);
  test_keygen (3072, 0);
  test_keygen (1000, 30);

  rsa_public_key_clear (&pub);
  rsa_private_key_clear (&key);
}
