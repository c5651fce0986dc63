/* testsuite/ecdsa-test.c

   ECDSA: the deterministic-nonce known answers of RFC 6979 appendix
   A.2.5 (P-256), A.2.6 (P-384) and A.2.7 (P-521), reproduced by a
   random source that returns the published k; verification of those
   signatures and rejection of altered ones; the A.2.3 (P-192) and
   A.2.4 (P-224) keys and signatures by verification; key generation and
   sign/verify round trips on every curve, digests shorter and longer
   than q, through the mpz and the limb interfaces.

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
#include "ecdsa.h"
#include "sha1.h"
#include "sha2.h"

/* struct dsa_signature as dsa.h defines it (Nettle's layout). */
struct test_signature
{
  mpz_t r;
  mpz_t s;
};

/* A random source that hands out fixed octets (the nonce). */
struct fixed_random
{
  const uint8_t *data;
  size_t length;
};

static void
fixed_random (void *ctx, size_t length, uint8_t *dst)
{
  struct fixed_random *f = ctx;
  ASSERT (length <= f->length);
  memcpy (dst, f->data, length);
  f->data += length;
  f->length -= length;
}

static const struct
{
  const char *curve;	/* name in ecc_curves */
  const char *x, *ux, *uy;
  const char *hash;	/* "sha1", "sha256", "sha512" */
  const char *msg;
  const char *k, *r, *s;
} rfc6979[] =
  {
    /* RFC 6979 A.2.5, NIST P-256. */
    { "secp256r1",
      "C9AFA9D845BA75166B5C215767B1D6934E50C3DB36E89B127B8A622B120F6721",
      "60FED4BA255A9D31C961EB74C6356D68C049B8923B61FA6CE669622E60F29FB6",
      "7903FE1008B8BC99A41AE9E95628BC64F2F1B20C2D7E9F5177A3C294D4462299",
      "sha1", "sample",
      "882905F1227FD620FBF2ABF21244F0BA83D0DC3A9103DBBEE43A1FB858109DB4",
      "61340C88C3AAEBEB4F6D667F672CA9759A6CCAA9FA8811313039EE4A35471D32",
      "6D7F147DAC089441BB2E2FE8F7A3FA264B9C475098FDCF6E00D7C996E1B8B7EB" },
    { "secp256r1",
      "C9AFA9D845BA75166B5C215767B1D6934E50C3DB36E89B127B8A622B120F6721",
      "60FED4BA255A9D31C961EB74C6356D68C049B8923B61FA6CE669622E60F29FB6",
      "7903FE1008B8BC99A41AE9E95628BC64F2F1B20C2D7E9F5177A3C294D4462299",
      "sha256", "sample",
      "A6E3C57DD01ABE90086538398355DD4C3B17AA873382B0F24D6129493D8AAD60",
      "EFD48B2AACB6A8FD1140DD9CD45E81D69D2C877B56AAF991C34D0EA84EAF3716",
      "F7CB1C942D657C41D436C7A1B6E29F65F3E900DBB9AFF4064DC4AB2F843ACDA8" },
    { "secp256r1",
      "C9AFA9D845BA75166B5C215767B1D6934E50C3DB36E89B127B8A622B120F6721",
      "60FED4BA255A9D31C961EB74C6356D68C049B8923B61FA6CE669622E60F29FB6",
      "7903FE1008B8BC99A41AE9E95628BC64F2F1B20C2D7E9F5177A3C294D4462299",
      "sha512", "sample",
      "5FA81C63109BADB88C1F367B47DA606DA28CAD69AA22C4FE6AD7DF73A7173AA5",
      "8496A60B5E9B47C825488827E0495B0E3FA109EC4568FD3F8D1097678EB97F00",
      "2362AB1ADBE2B8ADF9CB9EDAB740EA6049C028114F2460F96554F61FAE3302FE" },
    { "secp256r1",
      "C9AFA9D845BA75166B5C215767B1D6934E50C3DB36E89B127B8A622B120F6721",
      "60FED4BA255A9D31C961EB74C6356D68C049B8923B61FA6CE669622E60F29FB6",
      "7903FE1008B8BC99A41AE9E95628BC64F2F1B20C2D7E9F5177A3C294D4462299",
      "sha256", "test",
      "D16B6AE827F17175E040871A1C7EC3500192C4C92677336EC2537ACAEE0008E0",
      "F1ABB023518351CD71D881567B1EA663ED3EFCF6C5132B354F28D3B0B7D38367",
      "019F4113742A2B14BD25926B49C649155F267E60D3814B4C0CC84250E46F0083" },
    /* RFC 6979 A.2.6, NIST P-384. */
    { "secp384r1",
      "6B9D3DAD2E1B8C1C05B19875B6659F4DE23C3B667BF297BA9AA47740787137D8"
      "96D5724E4C70A825F872C9EA60D2EDF5",
      "EC3A4E415B4E19A4568618029F427FA5DA9A8BC4AE92E02E06AAE5286B300C64"
      "DEF8F0EA9055866064A254515480BC13",
      "8015D9B72D7D57244EA8EF9AC0C621896708A59367F9DFB9F54CA84B3F1C9DB1"
      "288B231C3AE0D4FE7344FD2533264720",
      "sha256", "sample",
      "180AE9F9AEC5438A44BC159A1FCB277C7BE54FA20E7CF404B490650A8ACC414E"
      "375572342863C899F9F2EDF9747A9B60",
      "21B13D1E013C7FA1392D03C5F99AF8B30C570C6F98D4EA8E354B63A21D3DAA33"
      "BDE1E888E63355D92FA2B3C36D8FB2CD",
      "F3AA443FB107745BF4BD77CB3891674632068A10CA67E3D45DB2266FA7D1FEEB"
      "EFDC63ECCD1AC42EC0CB8668A4FA0AB0" },
    { "secp384r1",
      "6B9D3DAD2E1B8C1C05B19875B6659F4DE23C3B667BF297BA9AA47740787137D8"
      "96D5724E4C70A825F872C9EA60D2EDF5",
      "EC3A4E415B4E19A4568618029F427FA5DA9A8BC4AE92E02E06AAE5286B300C64"
      "DEF8F0EA9055866064A254515480BC13",
      "8015D9B72D7D57244EA8EF9AC0C621896708A59367F9DFB9F54CA84B3F1C9DB1"
      "288B231C3AE0D4FE7344FD2533264720",
      "sha512", "sample",
      "92FC3C7183A883E24216D1141F1A8976C5B0DD797DFA597E3D7B32198BD35331"
      "A4E966532593A52980D0E3AAA5E10EC3",
      "ED0959D5880AB2D869AE7F6C2915C6D60F96507F9CB3E047C0046861DA4A799C"
      "FE30F35CC900056D7C99CD7882433709",
      "512C8CCEEE3890A84058CE1E22DBC2198F42323CE8ACA9135329F03C068E5112"
      "DC7CC3EF3446DEFCEB01A45C2667FDD5" },
    { "secp384r1",
      "6B9D3DAD2E1B8C1C05B19875B6659F4DE23C3B667BF297BA9AA47740787137D8"
      "96D5724E4C70A825F872C9EA60D2EDF5",
      "EC3A4E415B4E19A4568618029F427FA5DA9A8BC4AE92E02E06AAE5286B300C64"
      "DEF8F0EA9055866064A254515480BC13",
      "8015D9B72D7D57244EA8EF9AC0C621896708A59367F9DFB9F54CA84B3F1C9DB1"
      "288B231C3AE0D4FE7344FD2533264720",
      "sha256", "test",
      "0CFAC37587532347DC3389FDC98286BBA8C73807285B184C83E62E26C401C0FA"
      "A48DD070BA79921A3457ABFF2D630AD7",
      "6D6DEFAC9AB64DABAFE36C6BF510352A4CC27001263638E5B16D9BB51D451559"
      "F918EEDAF2293BE5B475CC8F0188636B",
      "2D46F3BECBCC523D5F1A1256BF0C9B024D879BA9E838144C8BA6BAEB4B53B47D"
      "51AB373F9845C0514EEFB14024787265" },
    /* RFC 6979 A.2.7, NIST P-521. */
    { "secp521r1",
      "0FAD06DAA62BA3B25D2FB40133DA757205DE67F5BB0018FEE8C86E1B68C7E75C"
      "AA896EB32F1F47C70855836A6D16FCC1466F6D8FBEC67DB89EC0C08B0E996B83"
      "538",
      "1894550D0785932E00EAA23B694F213F8C3121F86DC97A04E5A7167DB4E5BCD3"
      "71123D46E45DB6B5D5370A7F20FB633155D38FFA16D2BD761DCAC474B9A2F502"
      "3A4",
      "0493101C962CD4D2FDDF782285E64584139C2F91B47F87FF82354D6630F746A2"
      "8A0DB25741B5B34A828008B22ACC23F924FAAFBD4D33F81EA66956DFEAA2BFDF"
      "CF5",
      "sha256", "sample",
      "0EDF38AFCAAECAB4383358B34D67C9F2216C8382AAEA44A3DAD5FDC9C3257576"
      "1793FEF24EB0FC276DFC4F6E3EC476752F043CF01415387470BCBD8678ED2C7E"
      "1A0",
      "1511BB4D675114FE266FC4372B87682BAECC01D3CC62CF2303C92B3526012659"
      "D16876E25C7C1E57648F23B73564D67F61C6F14D527D54972810421E7D87589E"
      "1A7",
      "04A171143A83163D6DF460AAF61522695F207A58B95C0644D87E52AA1A347916"
      "E4F7A72930B1BC06DBE22CE3F58264AFD23704CBB63B29B931F7DE6C9D949A7E"
      "CFC" },
    { "secp521r1",
      "0FAD06DAA62BA3B25D2FB40133DA757205DE67F5BB0018FEE8C86E1B68C7E75C"
      "AA896EB32F1F47C70855836A6D16FCC1466F6D8FBEC67DB89EC0C08B0E996B83"
      "538",
      "1894550D0785932E00EAA23B694F213F8C3121F86DC97A04E5A7167DB4E5BCD3"
      "71123D46E45DB6B5D5370A7F20FB633155D38FFA16D2BD761DCAC474B9A2F502"
      "3A4",
      "0493101C962CD4D2FDDF782285E64584139C2F91B47F87FF82354D6630F746A2"
      "8A0DB25741B5B34A828008B22ACC23F924FAAFBD4D33F81EA66956DFEAA2BFDF"
      "CF5",
      "sha512", "sample",
      "1DAE2EA071F8110DC26882D4D5EAE0621A3256FC8847FB9022E2B7D28E6F1019"
      "8B1574FDD03A9053C08A1854A168AA5A57470EC97DD5CE090124EF52A2F7ECBF"
      "FD3",
      "0C328FAFCBD79DD77850370C46325D987CB525569FB63C5D3BC53950E6D4C5F1"
      "74E25A1EE9017B5D450606ADD152B534931D7D4E8455CC91F9B15BF05EC36E37"
      "7FA",
      "0617CCE7CF5064806C467F678D3B4080D6F1CC50AF26CA209417308281B68AF2"
      "82623EAA63E5B5C0723D8B8C37FF0777B1A20F8CCB1DCCC43997F1EE0E44DA4A"
      "67A" },
  };

/* RFC 6979 A.2.3 (P-192) and A.2.4 (P-224): key, public key and
   signatures, checked by verification (the nonces are not used). */
static const struct
{
  const char *curve, *x, *ux, *uy, *hash, *msg, *r, *s;
} rfc6979_verify[] =
  {
    { "secp192r1", "6FAB034934E4C0FC9AE67F5B5659A9D7D1FEFD187EE09FD4",
      "AC2C77F529F91689FEA0EA5EFEC7F210D8EEA0B9E047ED56",
      "3BC723E57670BD4887EBC732C523063D0A7C957BC97C1C43",
      "sha256", "sample",
      "4B0B8CE98A92866A2820E20AA6B75B56382E0F9BFD5ECB55",
      "CCDB006926EA9565CBADC840829D8C384E06DE1F1E381B85" },
    { "secp192r1", "6FAB034934E4C0FC9AE67F5B5659A9D7D1FEFD187EE09FD4",
      "AC2C77F529F91689FEA0EA5EFEC7F210D8EEA0B9E047ED56",
      "3BC723E57670BD4887EBC732C523063D0A7C957BC97C1C43",
      "sha224", "test",
      "6945A1C1D1B2206B8145548F633BB61CEF04891BAF26ED34",
      "B7FB7FDFC339C0B9BD61A9F5A8EAF9BE58FC5CBA2CB15293" },
    { "secp224r1", "F220266E1105BFE3083E03EC7A3A654651F45E37167E88600BF257C1",
      "00CF08DA5AD719E42707FA431292DEA11244D64FC51610D94B130D6C",
      "EEAB6F3DEBE455E3DBF85416F7030CBD94F34F2D6F232C69F3C1385A",
      "sha224", "sample",
      "1CDFE6662DDE1E4A1EC4CDEDF6A1F5A2FB7FBD9145C12113E6ABFD3E",
      "A6694FD7718A21053F225D3F46197CA699D45006C06F871808F43EBC" },
    { "secp224r1", "F220266E1105BFE3083E03EC7A3A654651F45E37167E88600BF257C1",
      "00CF08DA5AD719E42707FA431292DEA11244D64FC51610D94B130D6C",
      "EEAB6F3DEBE455E3DBF85416F7030CBD94F34F2D6F232C69F3C1385A",
      "sha256", "test",
      "AD04DDE87B84747A243A631EA47A1BA6D1FAA059149AD2440DE6FBA6",
      "178D49B1AE90E3D8B629BE3DB5683915F4E8C99FDF6E666CF37ADCFD" },
  };

static const struct ecc_curve *
curve_by_name (const char *name)
{
  unsigned i;
  for (i = 0; i < ECC_CURVE_COUNT; i++)
    if (!strcmp (ecc_curves[i].name, name))
      return ecc_curves[i].get ();
  test_fail ("no curve %s", name);
}

static size_t
hash_message (const char *hash, const char *msg, uint8_t *digest)
{
  size_t n = strlen (msg);
  if (!strcmp (hash, "sha1"))
    {
      struct sha1_ctx c;
      sha1_init (&c); sha1_update (&c, n, (const uint8_t *) msg);
      sha1_digest (&c, SHA1_DIGEST_SIZE, digest);
      return SHA1_DIGEST_SIZE;
    }
  if (!strcmp (hash, "sha224"))
    {
      struct sha224_ctx c;
      sha224_init (&c); sha224_update (&c, n, (const uint8_t *) msg);
      sha224_digest (&c, SHA224_DIGEST_SIZE, digest);
      return SHA224_DIGEST_SIZE;
    }
  if (!strcmp (hash, "sha256"))
    {
      struct sha256_ctx c;
      sha256_init (&c); sha256_update (&c, n, (const uint8_t *) msg);
      sha256_digest (&c, SHA256_DIGEST_SIZE, digest);
      return SHA256_DIGEST_SIZE;
    }
  {
    struct sha512_ctx c;
    ASSERT (!strcmp (hash, "sha512"));
    sha512_init (&c); sha512_update (&c, n, (const uint8_t *) msg);
    sha512_digest (&c, SHA512_DIGEST_SIZE, digest);
    return SHA512_DIGEST_SIZE;
  }
}

static void
test_rfc6979 (void)
{
  unsigned i;
  for (i = 0; i < sizeof (rfc6979) / sizeof (rfc6979[0]); i++)
    {
      const struct ecc_curve *ecc = curve_by_name (rfc6979[i].curve);
      struct ecc_scalar key;
      struct ecc_point pub, pub2;
      struct test_signature sig, want;
      struct fixed_random rnd;
      uint8_t digest[SHA512_DIGEST_SIZE], kbuf[80];
      size_t dlen, kn = (ecc_bit_size (ecc) + 7) / 8;
      mpz_t x, ux, uy, k, t;
      mp_limb_t rp[ECC_MAX_LIMBS], sp[ECC_MAX_LIMBS];
      mp_size_t n = ecc_size (ecc);

      mpz_init_set_str (x, rfc6979[i].x, 16);
      mpz_init_set_str (ux, rfc6979[i].ux, 16);
      mpz_init_set_str (uy, rfc6979[i].uy, 16);
      mpz_init_set_str (k, rfc6979[i].k, 16);
      mpz_init_set_str (want.r, rfc6979[i].r, 16);
      mpz_init_set_str (want.s, rfc6979[i].s, 16);
      mpz_init (sig.r); mpz_init (sig.s); mpz_init (t);
      ecc_scalar_init (&key, ecc);
      ecc_point_init (&pub, ecc);
      ecc_point_init (&pub2, ecc);
      ASSERT (ecc_scalar_set (&key, x));
      ASSERT (ecc_point_set (&pub, ux, uy));
      ecc_point_mul_g (&pub2, &key);
      ASSERT (!mpn_cmp (pub.p, pub2.p, 2 * n));

      dlen = hash_message (rfc6979[i].hash, rfc6979[i].msg, digest);
      nettle_mpz_get_str_256 (kn, kbuf, k);
      rnd.data = kbuf; rnd.length = kn;
      ecdsa_sign (&key, &rnd, fixed_random, dlen, digest,
		  (struct dsa_signature *) &sig);
      ASSERT (rnd.length == 0);
      hw_check_mpz ("RFC 6979 r", sig.r, want.r);
      hw_check_mpz ("RFC 6979 s", sig.s, want.s);

      /* The limb interface gives the same. */
      {
	mp_limb_t *scratch = gmp_alloc_limbs (ecc_ecdsa_sign_itch (ecc));
	mp_limb_t kp[ECC_MAX_LIMBS];
	mpz_limbs_copy (kp, k, n);
	ecc_ecdsa_sign (ecc, key.p, kp, dlen, digest, rp, sp, scratch);
	gmp_free_limbs (scratch, ecc_ecdsa_sign_itch (ecc));
	mpz_set_n (t, rp, n);
	hw_check_mpz ("RFC 6979 r (limbs)", t, want.r);
	mpz_set_n (t, sp, n);
	hw_check_mpz ("RFC 6979 s (limbs)", t, want.s);
      }

      ASSERT (ecdsa_verify (&pub, dlen, digest,
			    (const struct dsa_signature *) &want));
      ASSERT (ecc_ecdsa_verify (ecc, pub.p, dlen, digest, rp, sp, NULL));
      digest[0] ^= 0x10;
      ASSERT (!ecdsa_verify (&pub, dlen, digest,
			     (const struct dsa_signature *) &want));
      digest[0] ^= 0x10;
      mpz_add_ui (sig.r, want.r, 1);
      ASSERT (!ecdsa_verify (&pub, dlen, digest,
			     (const struct dsa_signature *) &sig));
      test_ok ("%s %s \"%s\": RFC 6979 k reproduces (r, s); verify accepts it, rejects alterations",
	       rfc6979[i].curve, rfc6979[i].hash, rfc6979[i].msg);

      ecc_point_clear (&pub); ecc_point_clear (&pub2);
      ecc_scalar_clear (&key);
      mpz_clear (x); mpz_clear (ux); mpz_clear (uy); mpz_clear (k);
      mpz_clear (want.r); mpz_clear (want.s);
      mpz_clear (sig.r); mpz_clear (sig.s); mpz_clear (t);
    }
}

static void
test_rfc6979_verify (void)
{
  unsigned i;
  for (i = 0; i < sizeof (rfc6979_verify) / sizeof (rfc6979_verify[0]); i++)
    {
      const struct ecc_curve *ecc = curve_by_name (rfc6979_verify[i].curve);
      struct ecc_scalar key;
      struct ecc_point pub, pub2;
      struct test_signature sig;
      uint8_t digest[SHA512_DIGEST_SIZE];
      size_t dlen;
      mpz_t x, ux, uy;

      mpz_init_set_str (x, rfc6979_verify[i].x, 16);
      mpz_init_set_str (ux, rfc6979_verify[i].ux, 16);
      mpz_init_set_str (uy, rfc6979_verify[i].uy, 16);
      mpz_init_set_str (sig.r, rfc6979_verify[i].r, 16);
      mpz_init_set_str (sig.s, rfc6979_verify[i].s, 16);
      ecc_scalar_init (&key, ecc);
      ecc_point_init (&pub, ecc);
      ecc_point_init (&pub2, ecc);
      ASSERT (ecc_scalar_set (&key, x));
      ASSERT (ecc_point_set (&pub, ux, uy));
      ecc_point_mul_g (&pub2, &key);
      ASSERT (!mpn_cmp (pub.p, pub2.p, 2 * ecc_size (ecc)));
      dlen = hash_message (rfc6979_verify[i].hash, rfc6979_verify[i].msg, digest);
      ASSERT (ecdsa_verify (&pub, dlen, digest,
			    (const struct dsa_signature *) &sig));
      digest[1] ^= 4;
      ASSERT (!ecdsa_verify (&pub, dlen, digest,
			     (const struct dsa_signature *) &sig));
      test_ok ("%s %s \"%s\": RFC 6979 public key and signature verify, alteration rejected",
	       rfc6979_verify[i].curve, rfc6979_verify[i].hash, rfc6979_verify[i].msg);
      ecc_point_clear (&pub); ecc_point_clear (&pub2);
      ecc_scalar_clear (&key);
      mpz_clear (x); mpz_clear (ux); mpz_clear (uy);
      mpz_clear (sig.r); mpz_clear (sig.s);
    }
}

static void
test_roundtrip (const char *name, const struct ecc_curve *ecc)
{
  struct ref_curve c;
  struct ecc_scalar key;
  struct ecc_point pub;
  struct test_signature sig, bad;
  uint8_t digest[80];
  unsigned i;

  ref_curve_init (&c, ecc);
  ecc_scalar_init (&key, ecc);
  ecc_point_init (&pub, ecc);
  mpz_init (sig.r); mpz_init (sig.s);
  mpz_init (bad.r); mpz_init (bad.s);
  for (i = 0; i < 12; i++)
    {
      /* Digest lengths from 0 octets to well past the size of q. */
      size_t dlen = (i * 7) % 80;
      ecdsa_generate_keypair (&pub, &key, NULL, hw_random);
      test_rand_bytes (dlen, digest);
      ecdsa_sign (&key, NULL, hw_random, dlen, digest,
		  (struct dsa_signature *) &sig);
      ASSERT (mpz_sgn (sig.r) > 0 && mpz_cmp (sig.r, c.q) < 0);
      ASSERT (mpz_sgn (sig.s) > 0 && mpz_cmp (sig.s, c.q) < 0);
      if (!ecdsa_verify (&pub, dlen, digest,
			 (const struct dsa_signature *) &sig))
	test_fail ("%s: a fresh signature does not verify (digest %u octets)",
		   name, (unsigned) dlen);
      /* r or s out of range: 0, q, negative, too large. */
      mpz_set (bad.r, sig.r); mpz_set_ui (bad.s, 0);
      ASSERT (!ecdsa_verify (&pub, dlen, digest,
			     (const struct dsa_signature *) &bad));
      mpz_set (bad.s, c.q);
      ASSERT (!ecdsa_verify (&pub, dlen, digest,
			     (const struct dsa_signature *) &bad));
      mpz_neg (bad.s, sig.s);
      ASSERT (!ecdsa_verify (&pub, dlen, digest,
			     (const struct dsa_signature *) &bad));
      mpz_add (bad.s, sig.s, c.q);
      ASSERT (!ecdsa_verify (&pub, dlen, digest,
			     (const struct dsa_signature *) &bad));
      mpz_set (bad.s, sig.s); mpz_set (bad.r, c.q);
      ASSERT (!ecdsa_verify (&pub, dlen, digest,
			     (const struct dsa_signature *) &bad));
      /* (r, q - s) is valid too (-R has the same x). */
      mpz_set (bad.r, sig.r); mpz_sub (bad.s, c.q, sig.s);
      ASSERT (ecdsa_verify (&pub, dlen, digest,
			     (const struct dsa_signature *) &bad));
      if (dlen > 0)
	{
	  digest[0] ^= 0x80;
	  ASSERT (!ecdsa_verify (&pub, dlen, digest,
				 (const struct dsa_signature *) &sig));
	}
    }
  test_ok ("%s: keypair, sign, verify round trips; (r, q - s) accepted; out-of-range and altered signatures rejected",
	   name);
  mpz_clear (sig.r); mpz_clear (sig.s);
  mpz_clear (bad.r); mpz_clear (bad.s);
  ecc_point_clear (&pub);
  ecc_scalar_clear (&key);
  ref_curve_clear (&c);
}

void
test_main (void)
{
  unsigned i;
  test_rfc6979 ();
  test_rfc6979_verify ();
  for (i = 0; i < ECC_CURVE_COUNT; i++)
    test_roundtrip (ecc_curves[i].name, ecc_curves[i].get ());
}
