/* testsuite/rsa-test.c

   rsa.h, pkcs1.h: keys, the CRT root (plain, blinded and checked, and
   its fault defence), PKCS#1 v1.5 signatures byte for byte against
   OpenSSL, key generation round trips, and the inputs that must be
   refused.

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
#include "rsa.h"
#include "pkcs1.h"
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
  ASSERT (!pkcs1_rsa_sha512_encode_digest (m, 64 + 19 + 10,
					   info->data));
  ASSERT (pkcs1_rsa_sha512_encode_digest (m, 64 + 19 + 11, info->data));
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
  test_ok ("rsa_compute_root(_tr) = m^d mod n, _tr refuses a faulty CRT");
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
  mpz_set_ui (key.q, 3);
  ASSERT (!rsa_private_key_prepare (&key) && key.size == 0);
  mpz_set_ui (key.q, 2);
  ASSERT (!rsa_private_key_prepare (&key));

  rsa_public_key_clear (&pub);
  rsa_private_key_clear (&key);
  test_ok ("rsa_*_key_prepare: minimum size, even modulus refused");
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
  test_md5 (&pub, &key, openssl_sig_md5);
  test_sha1 (&pub, &key, openssl_sig_sha1);
  test_sha256 (&pub, &key, openssl_sig_sha256);
  test_sha512 (&pub, &key, openssl_sig_sha512);
  test_pkcs1_info (&pub, &key);
  test_encrypt (&pub, &key);

  test_keygen_refuses ();
  test_keygen (1024, 0);
  test_keygen (2048, 0);
  test_keygen (3072, 0);
  test_keygen (1000, 30);

  rsa_public_key_clear (&pub);
  rsa_private_key_clear (&key);
}
