/* testsuite/gostdsa-test.c

   GOST R 34.10-2012 signatures and VKO: the signature example of RFC
   7091 section 7.1 (GOST R 34.10-2012 appendix A.1, its 256-bit test
   curve built here through the internal curve setup), the VKO examples
   of RFC 7836 appendix B on id-tc26-gost-3410-12-512-paramSetA (shared
   point hashed with Streebog-256 and -512), and sign/verify round trips
   with rejection of altered signatures on the GOST curves.

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

#include "ecc-utils.h"
#include "gostdsa.h"
#include "streebog.h"

struct test_signature
{
  mpz_t r;
  mpz_t s;
};

/* RFC 7091 section 7.1: p = 2^255 + 0x431, a = 7. */
static const struct ecc_params test_params =
  {
    256,
    "8000000000000000000000000000000000000000000000000000000000000431",
    "8000000000000000000000000000000150FE8A1892976154C59CFC193ACCF5B3",
    "7",
    "5FBFF498AA938CE739B8E022FBAFEF40563F6E6A3472FC2A514C0CE9DAE23B7E",
    "2",
    "08E2A8A0E65147D4BD6316030E16D19C85C97F0A9CA267122B96ABBCEA7E8FC8",
  };

ECC_CURVE_DEFINE (gost_test, get_gost_test, test_params, 256)

static void
test_rfc7091 (void)
{
  const struct ecc_curve *ecc = get_gost_test ();
  mp_size_t n = ecc_size (ecc);
  mpz_t d, qx, qy, e, k, r, s, t;
  struct ecc_scalar key, ks;
  struct ecc_point pub, pt;
  struct test_signature want;
  uint8_t digest[32];
  mp_limb_t rp[ECC_MAX_LIMBS], sp[ECC_MAX_LIMBS];
  unsigned i;

  ASSERT (!ecc->a_is_minus_3);
  mpz_init_set_str (d, "7A929ADE789BB9BE10ED359DD39A72C11B60961F49397EEE1D19CE9891EC3B28", 16);
  mpz_init_set_str (qx, "7F2B49E270DB6D90D8595BEC458B50C58585BA1D4E9B788F6689DBD8E56FD80B", 16);
  mpz_init_set_str (qy, "26F1B489D6701DD185C8413A977B3CBBAF64D1C593D26627DFFB101A87FF77DA", 16);
  mpz_init_set_str (e, "2DFBC1B372D89A1188C09C52E0EEC61FCE52032AB1022E8E67ECE6672B043EE5", 16);
  mpz_init_set_str (k, "77105C9B20BCD3122823C8CF6FCC7B956DE33814E95B7FE64FED924594DCEAB3", 16);
  mpz_init_set_str (r, "41AA28D2F1AB148280CD9ED56FEDA41974053554A42767B83AD043FD39DC0493", 16);
  mpz_init_set_str (s, "01456C64BA4642A1653C235A98A60249BCD6D3F746B631DF928014F6C5BF9C40", 16);
  mpz_init (t);

  ecc_scalar_init (&key, ecc);
  ecc_scalar_init (&ks, ecc);
  ecc_point_init (&pub, ecc);
  ecc_point_init (&pt, ecc);
  ASSERT (ecc_scalar_set (&key, d));
  ASSERT (ecc_point_set (&pub, qx, qy));
  ecc_point_mul_g (&pt, &key);
  ASSERT (!mpn_cmp (pt.p, pub.p, 2 * n));
  test_ok ("RFC 7091 test curve: public key = d g");

  /* The digest whose little-endian reading is e. */
  nettle_mpz_get_str_256 (32, digest, e);
  for (i = 0; i < 16; i++)
    {
      uint8_t c = digest[i];
      digest[i] = digest[31 - i];
      digest[31 - i] = c;
    }
  ASSERT (ecc_scalar_set (&ks, k));
  ecc_gostdsa_sign (ecc, key.p, ks.p, 32, digest, rp, sp, NULL);
  mpz_set_n (t, rp, n);
  hw_check_mpz ("RFC 7091 r", t, r);
  mpz_set_n (t, sp, n);
  hw_check_mpz ("RFC 7091 s", t, s);
  mpz_init_set (want.r, r);
  mpz_init_set (want.s, s);
  ASSERT (gostdsa_verify (&pub, 32, digest, (const struct dsa_signature *) &want));
  ASSERT (ecc_gostdsa_verify (ecc, pub.p, 32, digest, rp, sp, NULL));
  digest[0] ^= 1;
  ASSERT (!gostdsa_verify (&pub, 32, digest, (const struct dsa_signature *) &want));
  digest[0] ^= 1;
  mpz_add_ui (want.s, want.s, 1);
  ASSERT (!gostdsa_verify (&pub, 32, digest, (const struct dsa_signature *) &want));
  test_ok ("RFC 7091 section 7.1: (r, s) reproduced, verified, alterations rejected");

  mpz_clear (want.r); mpz_clear (want.s);
  ecc_point_clear (&pub); ecc_point_clear (&pt);
  ecc_scalar_clear (&key); ecc_scalar_clear (&ks);
  mpz_clear (d); mpz_clear (qx); mpz_clear (qy); mpz_clear (e);
  mpz_clear (k); mpz_clear (r); mpz_clear (s); mpz_clear (t);
}

/* RFC 7836 appendix B: the two parties' keys (as numbers) and the
   other side's public point, UKM 1d 80 60 3c 85 44 c7 27; both sides
   must reach the published KEK. */
static const struct
{
  const char *priv, *x, *y;
} vko[] =
  {
    { "67b63ca4ac8d2bb32618d89296c7476dbeb9f9048496f202b1902cf2ce41dbc2"
      "f847712d960483458d4b380867f426c7ca0ff5782702dbc44ee8fc72d9ec90c9",
      "51a6d54ee932d176e87591121cce5f395cb2f2f147114d95f463c8a7ed74a9fc"
      "5ecd2325a35fb6387831ea66bc3d2aa42ede35872cc75372073a71b983e12f19",
      "793bde5bf72840ad22b02a363ae4772d4a52fc08ba1a20f7458a222a13bf98b5"
      "3be002d1973f1e398ce46c17da6d00d9b6d0076f8284dcc42e599b4c413b8804" },
    { "dbd09213a592da5bbfd8ed068cccccbbfbeda4feac96b9b4908591440b071480"
      "3b9eb763ef932266d4c0181a9b73eacf9013efc65ec07c888515f1b6f759c848",
      "a7c0adb12743c10c3c1beb97c8f631242f7937a1deb6bce5e664e49261baccd3"
      "f5dc56ec53b2abb90ca1eb703078ba546655a8b99f79188d2021ffaba4edb0aa",
      "5adb1c63a4e4465e0bbefd897fb9016475934cfa0f8c95f992ea402d47921f46"
      "382d00481b720314b19d8c878e75d81b9763358dd304b2ed3a364e07a3134691" },
  };

static void
test_rfc7836 (void)
{
  const struct ecc_curve *ecc = nettle_get_gost_gc512a ();
  const struct tstring *ukm = SHEX ("1d 80 60 3c 85 44 c7 27");
  const struct tstring *kek256 = SHEX (
    "c9 a9 a7 73 20 e2 cc 55 9e d7 2d ce 6f 47 e2 19"
    "2c ce a9 5f a6 48 67 05 82 c0 54 c0 ef 36 c2 21");
  const struct tstring *kek512 = SHEX (
    "79 f0 02 a9 69 40 ce 7b de 32 59 a5 2e 01 52 97"
    "ad aa d8 45 97 a0 d2 05 b5 0e 3e 17 19 f9 7b fa"
    "7e e1 d2 66 1f a9 97 9a 5a a2 35 b5 58 a7 e6 d9"
    "f8 8f 98 2d d6 3f c3 5a 8e c0 dd 5e 24 2d 3b df");
  unsigned i;

  for (i = 0; i < 2; i++)
    {
      struct ecc_scalar key;
      struct ecc_point pub;
      struct streebog256_ctx c256;
      struct streebog512_ctx c512;
      uint8_t out[128], h[64];
      mpz_t a, x, y;
      ecc_scalar_init (&key, ecc);
      ecc_point_init (&pub, ecc);
      mpz_init_set_str (a, vko[i].priv, 16);
      mpz_init_set_str (x, vko[i].x, 16);
      mpz_init_set_str (y, vko[i].y, 16);
      ASSERT (ecc_scalar_set (&key, a));
      ASSERT (ecc_point_set (&pub, x, y));
      gostdsa_vko (&key, &pub, ukm->length, ukm->data, out);
      streebog256_init (&c256);
      streebog256_update (&c256, 128, out);
      streebog256_digest (&c256, 32, h);
      check_bytes ("RFC 7836 VKO KEK (Streebog-256)", h, kek256->data, 32);
      streebog512_init (&c512);
      streebog512_update (&c512, 128, out);
      streebog512_digest (&c512, 64, h);
      check_bytes ("RFC 7836 VKO KEK (Streebog-512)", h, kek512->data, 64);
      mpz_clear (a); mpz_clear (x); mpz_clear (y);
      ecc_point_clear (&pub);
      ecc_scalar_clear (&key);
    }
  test_ok ("RFC 7836 appendix B: VKO of both parties gives the published KEKs");
}

static void
test_roundtrip (const char *name, const struct ecc_curve *ecc)
{
  struct ref_curve c;
  struct ecc_scalar key, key2;
  struct ecc_point pub, pub2;
  struct test_signature sig, bad;
  uint8_t digest[80], s1[132], s2[132], ukm[16];
  size_t bsize = (ecc_bit_size (ecc) + 7) / 8;
  unsigned i;

  ref_curve_init (&c, ecc);
  ecc_scalar_init (&key, ecc); ecc_scalar_init (&key2, ecc);
  ecc_point_init (&pub, ecc); ecc_point_init (&pub2, ecc);
  mpz_init (sig.r); mpz_init (sig.s);
  mpz_init (bad.r); mpz_init (bad.s);
  for (i = 0; i < 10; i++)
    {
      size_t dlen = (i * 9) % 80;
      ecc_scalar_random (&key, NULL, hw_random);
      ecc_point_mul_g (&pub, &key);
      test_rand_bytes (dlen, digest);
      gostdsa_sign (&key, NULL, hw_random, dlen, digest,
		    (struct dsa_signature *) &sig);
      if (!gostdsa_verify (&pub, dlen, digest,
			   (const struct dsa_signature *) &sig))
	test_fail ("%s: a fresh GOST signature does not verify (digest %u octets)",
		   name, (unsigned) dlen);
      mpz_set (bad.r, sig.r); mpz_set (bad.s, c.q);
      ASSERT (!gostdsa_verify (&pub, dlen, digest,
			       (const struct dsa_signature *) &bad));
      mpz_set_ui (bad.s, 0);
      ASSERT (!gostdsa_verify (&pub, dlen, digest,
			       (const struct dsa_signature *) &bad));
      mpz_set (bad.s, sig.s); mpz_sub_ui (bad.r, sig.r, 1);
      ASSERT (mpz_sgn (bad.r) == 0
	      || !gostdsa_verify (&pub, dlen, digest,
				  (const struct dsa_signature *) &bad));
      if (dlen > 0)
	{
	  digest[dlen > bsize ? bsize - 1 : dlen - 1] ^= 0x40;
	  ASSERT (!gostdsa_verify (&pub, dlen, digest,
				   (const struct dsa_signature *) &sig));
	}
      /* VKO agrees on both sides. */
      ecc_scalar_random (&key2, NULL, hw_random);
      ecc_point_mul_g (&pub2, &key2);
      test_rand_bytes (sizeof (ukm), ukm);
      gostdsa_vko (&key, &pub2, sizeof (ukm), ukm, s1);
      gostdsa_vko (&key2, &pub, sizeof (ukm), ukm, s2);
      ASSERT (!memcmp (s1, s2, 2 * bsize));
    }
  test_ok ("%s: gostdsa sign/verify round trips, alterations rejected, VKO agrees",
	   name);
  mpz_clear (sig.r); mpz_clear (sig.s);
  mpz_clear (bad.r); mpz_clear (bad.s);
  ecc_point_clear (&pub); ecc_point_clear (&pub2);
  ecc_scalar_clear (&key); ecc_scalar_clear (&key2);
  ref_curve_clear (&c);
}

void
test_main (void)
{
  test_rfc7091 ();
  test_rfc7836 ();
  test_roundtrip ("gost_gc256b", nettle_get_gost_gc256b ());
  test_roundtrip ("gost_gc512a", nettle_get_gost_gc512a ());
  test_roundtrip ("RFC 7091 test curve", get_gost_test ());
}
