/* sc-dsa-test.c

   Side-channel test for DSA signing: the secret exponent x and the
   random octets the nonce k is made from are marked undefined for
   valgrind memcheck, so any branch or memory index in dsa_sign that
   depends on them is reported. The program re-runs itself under
   valgrind (skip, 77, without valgrind).

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
#include "sc-valgrind.h"
#include "dsa.h"
#include "dsa-rfc6979.h"

/* Random octets for the nonce, undefined as far as memcheck knows. */
static void
secret_random (void *ctx, size_t length, uint8_t *dst)
{
  (void) ctx;
  test_rand_bytes (length, dst);
  VALGRIND_MAKE_MEM_UNDEFINED (dst, length);
}

static void
mark_mpz (const mpz_t x, int defined)
{
  size_t n = mpz_size (x) * sizeof (mp_limb_t);
  const void *p = mpz_limbs_read (x);
  if (defined)
    VALGRIND_MAKE_MEM_DEFINED (p, n);
  else
    VALGRIND_MAKE_MEM_UNDEFINED (p, n);
}

static void
sign_one (const struct dsa_params *params, const mpz_t x, const mpz_t y)
{
  struct dsa_signature sig;
  uint8_t digest[32];
  volatile int ok;

  dsa_signature_init (&sig);
  test_rand_bytes (sizeof (digest), digest);

  mark_mpz (x, 0);
  ok = dsa_sign (params, x, NULL, secret_random, sizeof (digest), digest, &sig);
  /* The signature and the result are public. */
  VALGRIND_MAKE_MEM_DEFINED ((const void *) &ok, sizeof (ok));
  VALGRIND_MAKE_MEM_DEFINED (sig.r, sizeof (sig.r));
  VALGRIND_MAKE_MEM_DEFINED (sig.s, sizeof (sig.s));
  mark_mpz (sig.r, 1);
  mark_mpz (sig.s, 1);
  mark_mpz (x, 1);
  if (!ok || !dsa_verify (params, y, sizeof (digest), digest, &sig))
    test_fail ("dsa_sign: no valid signature");
  dsa_signature_clear (&sig);
}

static void
sign_all (void)
{
  struct dsa_params params;
  mpz_t x, y, t;
  unsigned i;

  dsa_params_init (&params);
  mpz_init (x);
  mpz_init (y);
  mpz_init (t);

  /* The RFC 6979 2048-bit group (its key is not used). */
  hw_mpz_hex (params.p, rfc6979_groups[1].p);
  hw_mpz_hex (params.q, rfc6979_groups[1].q);
  hw_mpz_hex (params.g, rfc6979_groups[1].g);
  for (i = 0; i < 3; i++)
    {
      nettle_dsa_generate_keypair (&params, y, x, NULL, hw_random);
      mpz_powm (t, params.g, x, params.p);
      hw_check_mpz ("y = g^x", y, t);
      sign_one (&params, x, y);
    }
  /* A small group: q of two limbs whose top one has a single bit. */
  if (!dsa_generate_params (&params, NULL, hw_random, NULL, hw_progress, 200, 65))
    test_fail ("dsa_generate_params 200/65");
  for (i = 0; i < 3; i++)
    {
      nettle_dsa_generate_keypair (&params, y, x, NULL, hw_random);
      sign_one (&params, x, y);
    }
  dsa_params_clear (&params);
  mpz_clear (x);
  mpz_clear (y);
  mpz_clear (t);
}

void
test_main (void)
{
  /* Under valgrind, dsa_sign's g^k runs mpn_sec_powm (valgrind 3.19
     has no AVX-512; the avx512 variant's constant-time argument is in
     sec-powm-avx512.c). */
  if (!sc_under_valgrind ("dsa_sign 2048/256 and 200/65: x and the nonce"))
    return;
  sign_all ();
  test_ok ("ran under valgrind");
}
