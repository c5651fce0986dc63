/* testsuite/ed25519-test.c

   Ed25519 (RFC 8032 5.1): the test vectors of RFC 8032 section 7.1
   (TEST 1, 2, 3, 1024 and SHA(abc)); verification refusing a changed
   message or signature, S >= q, a public key or R that is not a
   canonical encoding of a point; random keys and messages against
   Debian's libhogweed 3.8.1 (curve-ref.h), byte for byte. The shared
   checks are in eddsa-check.h. The SHA(abc)
   signature was also reproduced with OpenSSL 3 (pyca/cryptography).

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

#include <string.h>

#include <gmp.h>

#include "eddsa-check.h"
#include "eddsa.h"
#include "sha2.h"

/* RFC 8032 section 7.1. */
static const struct eddsa_vector rfc8032[] =
  {
    { "TEST 1",
      "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60",
      "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a",
      "",
      "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e06522490155"
      "5fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b" },
    { "TEST 2",
      "4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb",
      "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c",
      "72",
      "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da"
      "085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00" },
    { "TEST 3",
      "c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7",
      "fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025",
      "af82",
      "6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac"
      "18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a" },
    { "TEST 1024",
      "f5e5767cf153319517630f226876b86c8160cc583bc013744c6bf255f5cc0ee5",
      "278117fc144c72340f67d0f2316e8386ceffbf2b2428c9c51fef7c597f1d426e",
      "08b8b2b733424243760fe426a4b54908632110a66c2f6591eabd3345e3e4eb98"
      "fa6e264bf09efe12ee50f8f54e9f77b1e355f6c50544e23fb1433ddf73be84d8"
      "79de7c0046dc4996d9e773f4bc9efe5738829adb26c81b37c93a1b270b20329d"
      "658675fc6ea534e0810a4432826bf58c941efb65d57a338bbd2e26640f89ffbc"
      "1a858efcb8550ee3a5e1998bd177e93a7363c344fe6b199ee5d02e82d522c4fe"
      "ba15452f80288a821a579116ec6dad2b3b310da903401aa62100ab5d1a36553e"
      "06203b33890cc9b832f79ef80560ccb9a39ce767967ed628c6ad573cb116dbef"
      "efd75499da96bd68a8a97b928a8bbc103b6621fcde2beca1231d206be6cd9ec7"
      "aff6f6c94fcd7204ed3455c68c83f4a41da4af2b74ef5c53f1d8ac70bdcb7ed1"
      "85ce81bd84359d44254d95629e9855a94a7c1958d1f8ada5d0532ed8a5aa3fb2"
      "d17ba70eb6248e594e1a2297acbbb39d502f1a8c6eb6f1ce22b3de1a1f40cc24"
      "554119a831a9aad6079cad88425de6bde1a9187ebb6092cf67bf2b13fd65f270"
      "88d78b7e883c8759d2c4f5c65adb7553878ad575f9fad878e80a0c9ba63bcbcc"
      "2732e69485bbc9c90bfbd62481d9089beccf80cfe2df16a2cf65bd92dd597b07"
      "07e0917af48bbb75fed413d238f5555a7a569d80c3414a8d0859dc65a46128ba"
      "b27af87a71314f318c782b23ebfe808b82b0ce26401d2e22f04d83d1255dc51a"
      "ddd3b75a2b1ae0784504df543af8969be3ea7082ff7fc9888c144da2af58429e"
      "c96031dbcad3dad9af0dcbaaaf268cb8fcffead94f3c7ca495e056a9b47acdb7"
      "51fb73e666c6c655ade8297297d07ad1ba5e43f1bca32301651339e22904cc8c"
      "42f58c30c04aafdb038dda0847dd988dcda6f3bfd15c4b4c4525004aa06eeff8"
      "ca61783aacec57fb3d1f92b0fe2fd1a85f6724517b65e614ad6808d6f6ee34df"
      "f7310fdc82aebfd904b01e1dc54b2927094b2db68d6f903b68401adebf5a7e08"
      "d78ff4ef5d63653a65040cf9bfd4aca7984a74d37145986780fc0b16ac451649"
      "de6188a7dbdf191f64b5fc5e2ab47b57f7f7276cd419c17a3ca8e1b939ae49e4"
      "88acba6b965610b5480109c8b17b80e1b7b750dfc7598d5d5011fd2dcc5600a3"
      "2ef5b52a1ecc820e308aa342721aac0943bf6686b64b2579376504ccc493d97e"
      "6aed3fb0f9cd71a43dd497f01f17c0e2cb3797aa2a2f256656168e6c496afc5f"
      "b93246f6b1116398a346f1a641f3b041e989f7914f90cc2c7fff357876e506b5"
      "0d334ba77c225bc307ba537152f3f1610e4eafe595f6d9d90d11faa933a15ef1"
      "369546868a7f3a45a96768d40fd9d03412c091c6315cf4fde7cb68606937380d"
      "b2eaaa707b4c4185c32eddcdd306705e4dc1ffc872eeee475a64dfac86aba41c"
      "0618983f8741c5ef68d3a101e8a3b8cac60c905c15fc910840b94c00a0b9d0",
      "0aab4c900501b3e24d7cdf4663326a3a87df5e4843b2cbdb67cbf6e460fec350"
      "aa5371b1508f9f4528ecea23c436d94b5e8fcd4f681e30a6ac00a9704a188a03" },
    { "TEST SHA(abc)",
      "833fe62409237b9d62ec77587520911e9a759cec1d19755b7da901b96dca3d42",
      "ec172b93ad5e563bf4932c70e1245034c35467ef2efd4d64ebf819683467e2bf",
      "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
      "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f",
      "dc2a4459e7369633a52b1bf277839a00201009a3efbf3ecb69bea2186c26b589"
      "09351fc9ac90b3ecfdfbc7c66431e0303dca179c138ac17ad9bef1177331a704" },
  };

/* q = 2^252 + 27742317777372353535851937790883648493, little-endian. */
static const uint8_t q_le[32] =
  {
    0xed, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58,
    0xd6, 0x9c, 0xf7, 0xa2, 0xde, 0xf9, 0xde, 0x14,
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x10,
  };

static const struct eddsa_alg ed25519 =
  {
    "nettle_ed25519_sha512", ED25519_KEY_SIZE, ed25519_sha512_public_key,
    ed25519_sha512_sign, ed25519_sha512_verify, q_le
  };

/* An affine reference for s B - k A, independent of the library's
   point code: GMP, the textbook addition law for a = -1. */
static mpz_t ref_p, ref_d;

/* (x1, y1) += (x2, y2). */
static void
ref_add (mpz_t x1, mpz_t y1, const mpz_t x2, const mpz_t y2)
{
  mpz_t t, u, v, w;
  mpz_inits (t, u, v, w, NULL);
  mpz_mul (t, x1, x2);
  mpz_mul (t, t, y1);
  mpz_mul (t, t, y2);
  mpz_mul (t, t, ref_d);
  mpz_mod (t, t, ref_p);
  mpz_mul (u, x1, y2);
  mpz_addmul (u, y1, x2);
  mpz_mul (v, y1, y2);
  mpz_addmul (v, x1, x2);
  mpz_add_ui (w, t, 1);
  mpz_invert (w, w, ref_p);
  mpz_mul (x1, u, w);
  mpz_mod (x1, x1, ref_p);
  mpz_ui_sub (w, 1, t);
  mpz_mod (w, w, ref_p);
  mpz_invert (w, w, ref_p);
  mpz_mul (y1, v, w);
  mpz_mod (y1, y1, ref_p);
  mpz_clears (t, u, v, w, NULL);
}

/* (x, y) = k (px, py), double and add from the top bit. */
static void
ref_mul (mpz_t x, mpz_t y, const mpz_t k, const mpz_t px, const mpz_t py)
{
  mpz_t tx, ty;
  long i;
  mpz_init_set (tx, x);
  mpz_init_set (ty, y);
  mpz_set_ui (x, 0);
  mpz_set_ui (y, 1);
  for (i = (long) mpz_sizeinbase (k, 2) - 1; i >= 0; i--)
    {
      mpz_set (tx, x);
      mpz_set (ty, y);
      ref_add (x, y, tx, ty);
      if (mpz_tstbit (k, i))
	ref_add (x, y, px, py);
    }
  mpz_clears (tx, ty, NULL);
}

static void
ref_encode (uint8_t *s, const mpz_t x, const mpz_t y)
{
  memset (s, 0, 32);
  mpz_export (s, NULL, -1, 1, 0, 0, y);
  s[31] |= mpz_tstbit (x, 0) << 7;
}

static void
ref_import (mpz_t r, size_t n, const uint8_t *s)
{
  mpz_import (r, n, -1, 1, 0, 0, s);
}

/* The point order of the A of check_double_mul. */
static const unsigned ref_order[4] = { 1, 2, 4, 4 };

/* The reference's verdict on (R, s) for A of order n, s B being
   (sbx, sby) and -A (nax, ay): k = H (R || A || M) mod q, and
   s B - k A = s B + (k mod n) (-A) encoded must be R. */
static int
ref_verdict (const uint8_t *sig, const uint8_t *pub, size_t length,
	     const uint8_t *msg, const mpz_t q, unsigned n,
	     const mpz_t sbx, const mpz_t sby, const mpz_t nax, const mpz_t ay)
{
  uint8_t h[SHA512_DIGEST_SIZE], e[32];
  struct sha512_ctx ctx;
  unsigned j;
  mpz_t k, x, y;
  mpz_inits (k, x, y, NULL);
  sha512_init (&ctx);
  sha512_update (&ctx, 32, sig);
  sha512_update (&ctx, 32, pub);
  sha512_update (&ctx, length, msg);
  sha512_digest (&ctx, sizeof (h), h);
  ref_import (k, sizeof (h), h);
  mpz_mod (k, k, q);
  mpz_set (x, sbx);
  mpz_set (y, sby);
  for (j = mpz_fdiv_ui (k, n); j > 0; j--)
    ref_add (x, y, nax, ay);
  ref_encode (e, x, y);
  mpz_clears (k, x, y, NULL);
  return memcmp (e, sig, 32) == 0;
}

/* s B - k A against the reference where k can be steered: for A of
   order n (1, 2 or 4), k A = (k mod n) A, so R = s B - j A is a valid
   signature exactly when H (R || A || M) = j (mod n). For each such
   A and s among 0, 1, 2, q - 1, q - 2 and random ones below q, the
   n candidates R and their negatives on random messages until one is
   valid: verify's verdict must be the reference's (and libhogweed
   3.8.1's). */
static void
check_double_mul (void)
{
  eddsa_verify_func *ref_verify
    = (eddsa_verify_func *) ref_sym ("nettle_ed25519_sha512_verify");
  mpz_t q, bx, by, ax, ay, nax, sbx, sby, rx, ry, s, t;
  unsigned ai, si, valid = 0, checks = 0;

  mpz_inits (ref_p, ref_d, q, bx, by, ax, ay, nax, sbx, sby, rx, ry, s, t,
	     NULL);
  mpz_ui_pow_ui (ref_p, 2, 255);
  mpz_sub_ui (ref_p, ref_p, 19);
  mpz_set_ui (ref_d, 121666);
  mpz_invert (ref_d, ref_d, ref_p);
  mpz_mul_si (ref_d, ref_d, -121665);
  mpz_mod (ref_d, ref_d, ref_p);
  ref_import (q, 32, q_le);
  mpz_set_str (bx, "216936d3cd6e53fec0a4e231fdd6dc5c692cc7609525a7b2c9562d608f25d51a", 16);
  mpz_set_ui (by, 5);
  mpz_invert (by, by, ref_p);
  mpz_mul_ui (by, by, 4);
  mpz_mod (by, by, ref_p);

  for (ai = 0; ai < 4; ai++)
    {
      /* The neutral element, (0, -1) of order 2, (+-sqrt(-1), 0) of
	 order 4. */
      unsigned n = ref_order[ai];
      uint8_t pub[32];
      mpz_set_ui (ax, 0);
      mpz_set_ui (ay, 1);
      if (ai == 1)
	mpz_sub_ui (ay, ref_p, 1);
      else if (ai >= 2)
	{
	  mpz_sub_ui (t, ref_p, 1);
	  mpz_fdiv_q_2exp (t, t, 2);
	  mpz_set_ui (ax, 2);
	  mpz_powm (ax, ax, t, ref_p);
	  if (ai == 3)
	    mpz_sub (ax, ref_p, ax);
	  mpz_set_ui (ay, 0);
	}
      ref_encode (pub, ax, ay);
      mpz_sub (nax, ref_p, ax);
      mpz_mod (nax, nax, ref_p);

      for (si = 0; si < 12; si++)
	{
	  unsigned tries, found = 0;
	  uint8_t sb[32];
	  switch (si)
	    {
	    case 0: case 1: case 2:
	      mpz_set_ui (s, si);
	      break;
	    case 3: case 4:
	      mpz_sub_ui (s, q, si - 2);
	      break;
	    default:
	      test_rand_bytes (32, sb);
	      ref_import (s, 32, sb);
	      mpz_mod (s, s, q);
	    }
	  mpz_set (sbx, bx);
	  mpz_set (sby, by);
	  ref_mul (sbx, sby, s, bx, by);

	  for (tries = 0; !found && tries < 64; tries++)
	    {
	      uint8_t msg[16], sig[64];
	      unsigned j, neg;
	      test_rand_bytes (sizeof (msg), msg);
	      /* (rx, ry) = s B - j A, j = 0 .. n - 1. */
	      mpz_set (rx, sbx);
	      mpz_set (ry, sby);
	      for (j = 0; j < n; j++)
		{
		  ref_encode (sig, rx, ry);
		  memset (sig + 32, 0, 32);
		  mpz_export (sig + 32, NULL, -1, 1, 0, 0, s);
		  for (neg = 0; neg < 2; neg++)
		    {
		      int want = ref_verdict (sig, pub, sizeof (msg), msg, q, n,
					      sbx, sby, nax, ay);
		      if (ed25519_sha512_verify (pub, sizeof (msg), msg, sig)
			  != want)
			test_fail ("ed25519: s B - k A: A %u, s %u, j %u, neg %u: "
				   "verify differs from the reference",
				   ai, si, j, neg);
		      if (ref_verify
			  && ref_verify (pub, sizeof (msg), msg, sig) != want)
			test_fail ("ed25519: s B - k A: A %u, s %u, j %u, neg %u: "
				   "libhogweed 3.8.1 differs from the reference",
				   ai, si, j, neg);
		      found |= want;
		      valid += want;
		      checks++;
		      /* The sign of x flipped. */
		      sig[31] ^= 0x80;
		    }
		  ref_add (rx, ry, nax, ay);
		}
	    }
	  if (!found)
	    test_fail ("ed25519: s B - k A: no valid signature for A %u, s %u",
		       ai, si);
	}
    }
  mpz_clears (ref_p, ref_d, q, bx, by, ax, ay, nax, sbx, sby, rx, ry, s, t,
	      NULL);
  test_ok ("s B - k A for s in {0, 1, 2, q - 1, q - 2, random} and A of order "
	   "1, 2, 4: %u verdicts (%u valid) as GMP's reference", checks, valid);
}

/* Encodings verification must refuse as a public key or as R, on the
   TEST 2 key and signature. */
static void
check_encodings (void)
{
  const struct eddsa_vector *v = &rfc8032[1];
  const struct tstring *pub = SHEX (v->pub), *msg = SHEX (v->msg);
  const struct tstring *sig = SHEX (v->sig);
  uint8_t p[ED25519_KEY_SIZE], s[ED25519_SIGNATURE_SIZE];

  /* y = p (a non-canonical encoding of y = 0, which is on the curve),
     y = p + 1 (the neutral element, non-canonical), y = 2 (no x
     exists), y = 1 with the sign bit set (x = 0 cannot be negative). */
  memset (p, 0xff, sizeof (p));
  p[0] = 0xed; p[31] = 0x7f;
  eddsa_check_bad_pub (&ed25519, v, "pub with y = p", p);
  p[0] = 0xee;
  eddsa_check_bad_pub (&ed25519, v, "pub with y = p + 1", p);
  memset (p, 0, sizeof (p));
  p[0] = 2;
  eddsa_check_bad_pub (&ed25519, v, "pub with y = 2 (not on the curve)", p);
  p[0] = 1; p[31] = 0x80;
  eddsa_check_bad_pub (&ed25519, v, "pub = (-0, 1)", p);
  test_ok ("undecodable or non-canonical public keys refused");

  /* R with y = 2, and -R (the sign bit flipped). */
  memcpy (s, sig->data, sizeof (s));
  memset (s, 0, 32);
  s[0] = 2;
  if (ed25519_sha512_verify (pub->data, msg->length, msg->data, s))
    test_fail ("accepts R with y = 2");
  memcpy (s, sig->data, sizeof (s));
  s[31] ^= 0x80;
  if (ed25519_sha512_verify (pub->data, msg->length, msg->data, s))
    test_fail ("accepts -R");
  test_ok ("bad R refused");
}

void
test_main (void)
{
  unsigned i;
  for (i = 0; i < sizeof (rfc8032) / sizeof (rfc8032[0]); i++)
    eddsa_check_vector (&ed25519, &rfc8032[i]);
  test_ok ("RFC 8032 7.1: TEST 1, 2, 3, 1024, SHA(abc): keys, signatures, verification");
  eddsa_check_s_range (&ed25519, &rfc8032[1]);
  check_encodings ();
  eddsa_check_neutral_pub (&ed25519, "5866666666666666666666666666666666666666666666666666666666666666");
  eddsa_check_random (&ed25519, 40);
  check_double_mul ();
}
