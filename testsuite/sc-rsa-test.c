/* sc-rsa-test.c

   Side channels of the RSA private-key paths: rsa_sec_decrypt,
   rsa_decrypt_tr, rsa_oaep_sha256_decrypt, rsa_pkcs1_sign_tr and
   rsa_pss_sha256_sign_digest_tr run under valgrind memcheck with the
   private key (and the PKCS#1 v1.5 ciphertext) marked undefined, so any
   branch or memory index that depends on them is an error
   (data/sc-rsa.supp allows the one expected report: the public
   signature normalised into its mpz_t).

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

#include "sc-valgrind.h"
#include "gmp-glue.h"
#include "rsa.h"
#include "rsa-internal.h"
#include "pkcs1.h"

static void
hw_random (void *ctx, size_t length, uint8_t *dst)
{
  (void) ctx;
  test_rand_bytes (length, dst);
}

static void
mark_limbs (mpz_srcptr x, size_t skip_low, size_t skip_high, int undefined)
{
  size_t n = mpz_size (x);
  const mp_limb_t *p = mpz_limbs_read (x);
  if (n <= skip_low + skip_high)
    return;
  if (undefined)
    VALGRIND_MAKE_MEM_UNDEFINED (p + skip_low,
				 (n - skip_low - skip_high) * sizeof (*p));
  else
    VALGRIND_MAKE_MEM_DEFINED (p, n * sizeof (*p));
}

/* What counts as secret. GMP itself may look at the lowest limb of p
   and q (binvert_limb's table in mpn_sec_powm) and at their two top
   limbs (normalisation and invert_limb's table in mpn_sec_div_r), and
   the limb counts are public; everything else of the key is marked. */
static void
mark_key (const struct rsa_private_key *key, int undefined)
{
  mark_limbs (key->d, 0, 0, undefined);
  mark_limbs (key->a, 0, 0, undefined);
  mark_limbs (key->b, 0, 0, undefined);
  mark_limbs (key->c, 0, 0, undefined);
  mark_limbs (key->p, 1, 2, undefined);
  mark_limbs (key->q, 1, 2, undefined);
}

static void
run_secret (void)
{
  struct rsa_public_key pub;
  struct rsa_private_key key;
  uint8_t msg[40], out[40];
  mp_limb_t *m;
  size_t length, nn;
  mpz_t c, bad;
  int res;

  rsa_public_key_init (&pub);
  rsa_private_key_init (&key);
  mpz_init (c);
  mpz_init (bad);
  mpz_set_ui (pub.e, 65537);
  if (!rsa_generate_keypair (&pub, &key, NULL, hw_random, NULL, NULL,
			     1024, 0))
    test_fail ("rsa_generate_keypair");
  nn = mpz_size (pub.n);

  test_rand_bytes (sizeof (msg), msg);
  ASSERT (rsa_encrypt (&pub, NULL, hw_random, sizeof (msg), msg, c));
  nettle_mpz_random (bad, NULL, hw_random, pub.n);

  mark_key (&key, 1);

  /* A good and a bad ciphertext, both marked secret too. */
  mark_limbs (c, 0, 0, 1);
  res = rsa_sec_decrypt (&pub, &key, NULL, hw_random, sizeof (out), out, c);
  VALGRIND_MAKE_MEM_DEFINED (&res, sizeof (res));
  VALGRIND_MAKE_MEM_DEFINED (out, sizeof (out));
  ASSERT (res == 1);
  check_bytes ("rsa_sec_decrypt", out, msg, sizeof (msg));

  length = sizeof (out);
  res = rsa_decrypt_tr (&pub, &key, NULL, hw_random, &length, out, c);
  VALGRIND_MAKE_MEM_DEFINED (&res, sizeof (res));
  VALGRIND_MAKE_MEM_DEFINED (&length, sizeof (length));
  VALGRIND_MAKE_MEM_DEFINED (out, sizeof (out));
  ASSERT (res == 1 && length == sizeof (msg));
  mark_limbs (c, 0, 0, 0);

  mark_limbs (bad, 0, 0, 1);
  res = rsa_sec_decrypt (&pub, &key, NULL, hw_random, sizeof (out), out, bad);
  VALGRIND_MAKE_MEM_DEFINED (&res, sizeof (res));
  ASSERT (res == 0);
  length = sizeof (out);
  res = rsa_decrypt_tr (&pub, &key, NULL, hw_random, &length, out, bad);
  VALGRIND_MAKE_MEM_DEFINED (&res, sizeof (res));
  ASSERT (res == 0);
  mark_limbs (bad, 0, 0, 0);

  /* OAEP: the decoding of the (secret) decrypted block. */
  {
    uint8_t ct[128];
    ASSERT (rsa_oaep_sha256_encrypt (&pub, NULL, hw_random, 0, NULL,
				     sizeof (msg), msg, ct));
    length = sizeof (out);
    res = rsa_oaep_sha256_decrypt (&pub, &key, NULL, hw_random, 0, NULL,
				   &length, out, ct);
    VALGRIND_MAKE_MEM_DEFINED (&res, sizeof (res));
    VALGRIND_MAKE_MEM_DEFINED (&length, sizeof (length));
    VALGRIND_MAKE_MEM_DEFINED (out, sizeof (out));
    ASSERT (res == 1 && length == sizeof (msg));
    ct[5] ^= 1;
    length = sizeof (out);
    res = rsa_oaep_sha256_decrypt (&pub, &key, NULL, hw_random, 0, NULL,
				   &length, out, ct);
    VALGRIND_MAKE_MEM_DEFINED (&res, sizeof (res));
    ASSERT (res == 0);
  }

  /* Signatures: rsa_pkcs1_sign_tr and rsa_pss_sha256_sign_digest_tr,
     compared with the unblinded rsa_pkcs1_sign once all is defined
     again (the suppressions allow for the public signature being
     normalised into its mpz_t). */
  {
    static const uint8_t info[] = "a DigestInfo stands here";
    uint8_t digest[32];
    mpz_t s, s2;
    mpz_init (s);
    mpz_init (s2);
    res = rsa_pkcs1_sign_tr (&pub, &key, NULL, hw_random,
			     sizeof (info), info, s);
    VALGRIND_MAKE_MEM_DEFINED (&res, sizeof (res));
    mark_limbs (s, 0, 0, 0);
    ASSERT (res == 1);
    memset (digest, 0x17, sizeof (digest));
    res = rsa_pss_sha256_sign_digest_tr (&pub, &key, NULL, hw_random,
					 sizeof (digest), digest, digest, s2);
    VALGRIND_MAKE_MEM_DEFINED (&res, sizeof (res));
    mark_limbs (s2, 0, 0, 0);
    ASSERT (res == 1);
    mark_key (&key, 0);
    ASSERT (rsa_pss_sha256_verify_digest (&pub, sizeof (digest), digest, s2));
    ASSERT (rsa_pkcs1_sign (&key, sizeof (info), info, s2));
    ASSERT (mpz_cmp (s, s2) == 0);
    mark_key (&key, 1);
    mpz_clear (s);
    mpz_clear (s2);
  }

  /* The root rsa_pkcs1_sign_tr computes, on limbs. */
  m = gmp_alloc_limbs (nn);
  mpz_limbs_copy (m, c, nn);
  res = _rsa_sec_compute_root_tr (&pub, &key, NULL, hw_random, m, m);
  VALGRIND_MAKE_MEM_DEFINED (&res, sizeof (res));
  VALGRIND_MAKE_MEM_DEFINED (m, nn * sizeof (*m));
  ASSERT (res == 1);
  gmp_free_limbs (m, nn);

  mark_key (&key, 0);
  rsa_public_key_clear (&pub);
  rsa_private_key_clear (&key);
  mpz_clear (c);
  mpz_clear (bad);
}

void
test_main (void)
{
  /* The hashes of the padding are dispatched and left to CPUID's
     choice under valgrind; no RSA code is. */
  if (!sc_under_valgrind_supp ("rsa_sec_decrypt, rsa_decrypt_tr, "
			       "rsa_oaep_sha256_decrypt, rsa_pkcs1_sign_tr, "
			       "rsa_pss_sha256_sign_digest_tr: the key and "
			       "the ciphertext", "sc-rsa.supp"))
    return;
  run_secret ();
  test_ok ("ran under valgrind");
}
