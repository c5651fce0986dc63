/* testsuite/sc-ecdsa-test.c

   Side-channel test for the Weierstrass curves: the private scalar and
   the nonce are marked undefined for valgrind memcheck, so any branch or
   memory index that depends on them is reported, for ecc_point_mul(_g),
   ecc_ecdsa_sign, ecc_gostdsa_sign and gostdsa_vko on every curve. The
   program re-runs itself under valgrind (skip, 77, without valgrind).

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

#include "ecc-utils.h"
#include "sc-valgrind.h"
#include "ecdsa.h"
#include "gostdsa.h"

static void
run_curve (const struct ecc_curve *ecc)
{
  mp_size_t n = ecc_size (ecc);
  struct ecc_scalar key, k;
  struct ecc_point pub, r;
  mp_limb_t rp[ECC_MAX_LIMBS], sp[ECC_MAX_LIMBS];
  uint8_t digest[64], out[2 * 66];

  ecc_scalar_init (&key, ecc);
  ecc_scalar_init (&k, ecc);
  ecc_point_init (&pub, ecc);
  ecc_point_init (&r, ecc);
  /* Public setup: a key pair and a nonce, then the secrets are
     poisoned. */
  ecc_scalar_random (&key, NULL, hw_random);
  ecc_scalar_random (&k, NULL, hw_random);
  ecc_point_mul_g (&pub, &key);
  test_rand_bytes (sizeof (digest), digest);

  VALGRIND_MAKE_MEM_UNDEFINED (key.p, n * sizeof (mp_limb_t));
  VALGRIND_MAKE_MEM_UNDEFINED (k.p, n * sizeof (mp_limb_t));
  ecc_point_mul_g (&r, &key);
  ecc_point_mul (&r, &key, &pub);
  ecc_ecdsa_sign (ecc, key.p, k.p, sizeof (digest), digest, rp, sp, NULL);
  ecc_gostdsa_sign (ecc, key.p, k.p, sizeof (digest), digest, rp, sp, NULL);
  gostdsa_vko (&key, &pub, 8, digest, out);
  VALGRIND_MAKE_MEM_DEFINED (key.p, n * sizeof (mp_limb_t));
  VALGRIND_MAKE_MEM_DEFINED (k.p, n * sizeof (mp_limb_t));

  ecc_point_clear (&pub);
  ecc_point_clear (&r);
  ecc_scalar_clear (&key);
  ecc_scalar_clear (&k);
}

void
test_main (void)
{
  unsigned i;
  if (!sc_under_valgrind ("ecc_point_mul(_g), ecc_ecdsa_sign, "
			  "ecc_gostdsa_sign, gostdsa_vko, all curves: "
			  "the key and the nonce"))
    return;
  for (i = 0; i < ECC_CURVE_COUNT; i++)
    run_curve (ecc_curves[i].get ());
  test_ok ("ran under valgrind");
}
