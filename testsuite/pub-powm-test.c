/* pub-powm-test.c

   _nettle_pub_powm, the dispatched exponentiation of RSA verification
   and encryption and DSA verification, against mpz_powm: every modulus
   size from 1 limb to 4096 bits and a little beyond (the avx512
   variant takes 8 limbs and up, in vector counts 2 to 10); moduli
   random, near 2^k, near 2^(k-1) and with a top limb of 1; exponents of
   1, 2, 3 and 17 bits (65537), 64, 65, 160, 256, 1000 bits, and at
   some sizes as long as m and longer, each random, all ones and a top bit alone (every
   window size and sliding-window shape); bases 0, 1, m - 1, m, above m
   (bn > mn) and all ones. Inputs and result end at an unmapped page.
   Then mpz_pub_powm's own cases: what it hands to mpz_powm (zero,
   negative, even and over-long operands) and its result aliasing the
   inputs.


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

#include "powm-test.h"
#include "pub-powm-internal.h"

static unsigned checked;

static void
check_one (mpz_srcptr b, mp_size_t bn, mpz_srcptr e, mpz_srcptr m,
	   const char *what)
{
  mp_size_t mn = mpz_size (m);
  mp_size_t en = mpz_size (e);
  mp_limb_t *bp = guarded_limbs (b, bn);
  mp_limb_t *ep = guarded_limbs (e, en);
  mp_limb_t *mp = guarded_limbs (m, mn);
  mp_limb_t *rp = (mp_limb_t *) guard_end (mn * sizeof (mp_limb_t));
  mpz_t want, got;

  memset (rp, 0x5a, mn * sizeof (mp_limb_t));
  _nettle_pub_powm (rp, bp, bn, ep, en, mp, mn);

  mpz_init (want);
  mpz_powm (want, b, e, m);
  mpz_roinit_n (got, rp, mn);
  if (mpz_cmp (got, want) != 0)
    {
      gmp_fprintf (stderr, "b = %Zx\ne = %Zx\nm = %Zx\nwant %Zx\ngot  %Zx\n",
		   b, e, m, want, got);
      test_fail ("%s: _nettle_pub_powm (%s), %u-bit modulus (%d limbs), "
		 "bn %d, %u-bit exponent: wrong result",
		 what, _nettle_hogweed_fat_variant ("pub_powm"),
		 (unsigned) mpz_sizeinbase (m, 2), (int) mn, (int) bn,
		 (unsigned) mpz_sizeinbase (e, 2));
    }
  mpz_clear (want);
  guard_free ((uint8_t *) bp);
  guard_free ((uint8_t *) ep);
  guard_free ((uint8_t *) mp);
  guard_free ((uint8_t *) rp);
  checked++;
}

/* Every exponent shape of ebits bits, with base b. */
static void
check_exponents (mpz_srcptr b, mp_size_t bn, mpz_srcptr m,
		 mp_bitcnt_t ebits, const char *what)
{
  mpz_t e;
  mpz_init (e);
  mpz_setbit (e, ebits);
  mpz_sub_ui (e, e, 1);
  check_one (b, bn, e, m, what);			/* all ones */
  random_bits (e, ebits);
  mpz_setbit (e, ebits - 1);
  check_one (b, bn, e, m, what);			/* random */
  mpz_set_ui (e, 0);
  mpz_setbit (e, ebits - 1);
  check_one (b, bn, e, m, what);			/* top bit only */
  if (ebits == 17)
    {
      mpz_set_ui (e, 65537);
      check_one (b, bn, e, m, what);
    }
  mpz_clear (e);
}

static void
check_modulus (mpz_srcptr m, int every, const char *what)
{
  mp_size_t mn = mpz_size (m);
  mp_bitcnt_t sizes[] = { 1, 2, 3, 17, 64, 65, 160, 256, 1000 };
  /* Every exponent size where the vector count or the limb count
     changes shape, RSA's and DSA's elsewhere. */
  int shapes = mn <= 18 || mn % 8 <= 1;
  mpz_t b;
  unsigned i;

  mpz_init (b);
  for (i = 0; i < sizeof (sizes) / sizeof (sizes[0]); i++)
    {
      if (!(every && shapes) && sizes[i] != 17 && sizes[i] != 256)
	continue;
      random_bits (b, GMP_NUMB_BITS * mn);
      mpz_mod (b, b, m);
      check_exponents (b, mn, m, sizes[i], what);
      random_bits (b, GMP_NUMB_BITS * (mn + 3));
      check_exponents (b, mn + 3, m, sizes[i], what);
    }
  if (every && shapes)
    {
      random_bits (b, GMP_NUMB_BITS * mn);
      mpz_mod (b, b, m);
      check_exponents (b, mn, m, GMP_NUMB_BITS * mn, what);
      check_exponents (b, mn, m, GMP_NUMB_BITS * (mn + 2) + 7, what);
    }
  if (every)
    {
      mpz_set_ui (b, 0);
      check_exponents (b, 1, m, 17, what);
      mpz_set_ui (b, 1);
      check_exponents (b, 1, m, 256, what);
      mpz_sub_ui (b, m, 1);
      check_exponents (b, mn, m, 17, what);
      mpz_set (b, m);
      check_exponents (b, mn, m, 256, what);
      mpz_set_ui (b, 0);
      mpz_setbit (b, GMP_NUMB_BITS * (mn + 1));
      mpz_sub_ui (b, b, 1);
      check_exponents (b, mn + 1, m, 65, what);
    }
  mpz_clear (b);
}

/* mpz_pub_powm itself: r = b^e mod m against mpz_powm, also with r
   one of the inputs. */
static void
check_mpz (mpz_srcptr b, mpz_srcptr e, mpz_srcptr m, const char *what)
{
  mpz_t want, r;
  mpz_init (want);
  mpz_init (r);
  mpz_powm (want, b, e, m);
  mpz_pub_powm (r, b, e, m);
  if (mpz_cmp (r, want) != 0)
    test_fail ("mpz_pub_powm, %s: wrong result", what);
  mpz_set (r, b);
  mpz_pub_powm (r, r, e, m);
  if (mpz_cmp (r, want) != 0)
    test_fail ("mpz_pub_powm, %s, r = b: wrong result", what);
  mpz_set (r, m);
  mpz_pub_powm (r, b, e, r);
  if (mpz_cmp (r, want) != 0)
    test_fail ("mpz_pub_powm, %s, r = m: wrong result", what);
  mpz_clear (want);
  mpz_clear (r);
  checked++;
}

static void
check_wrapper (void)
{
  mpz_t b, e, m;
  mpz_init (b);
  mpz_init_set_ui (e, 65537);
  mpz_init (m);

  random_bits (m, 2048);
  mpz_setbit (m, 2047);
  mpz_setbit (m, 0);
  random_bits (b, 2040);
  check_mpz (b, e, m, "RSA-2048 shape");
  mpz_set_ui (b, 0);
  check_mpz (b, e, m, "b = 0");
  mpz_set_si (b, -12345);
  check_mpz (b, e, m, "b < 0");
  random_bits (b, 2040);
  mpz_set_ui (e, 0);
  check_mpz (b, e, m, "e = 0");
  mpz_set_ui (e, 65537);
  mpz_clrbit (m, 0);
  check_mpz (b, e, m, "even m");
  random_bits (m, PUB_POWM_MAX_BITS + 64);
  mpz_setbit (m, PUB_POWM_MAX_BITS + 63);
  mpz_setbit (m, 0);
  check_mpz (b, e, m, "m above PUB_POWM_MAX_BITS");
  random_bits (m, PUB_POWM_MAX_BITS);
  mpz_setbit (m, PUB_POWM_MAX_BITS - 1);
  mpz_setbit (m, 0);
  random_bits (b, 3 * PUB_POWM_MAX_BITS);
  check_mpz (b, e, m, "b of three times m's size");

  mpz_clear (b);
  mpz_clear (e);
  mpz_clear (m);
}

void
test_main (void)
{
  mp_size_t mn, max = PUB_POWM_MAX_LIMBS + 2;
  /* The c variant is mpz_powm itself: fewer shapes check the dispatch
     there, all of them are for the variants of our own. */
  int every = strcmp (_nettle_hogweed_fat_variant ("pub_powm"), "c") != 0;
  mpz_t m;

  mpz_init (m);
  for (mn = 1; mn <= max; mn++)
    {
      unsigned bits = GMP_NUMB_BITS * mn;
      if (!every && mn % 8 != 1)
	continue;
      random_bits (m, bits);
      mpz_setbit (m, bits - 1 - test_rand_below (GMP_NUMB_BITS - 4));
      mpz_setbit (m, 0);
      check_modulus (m, every, "random modulus");
      mpz_set_ui (m, 0);
      mpz_setbit (m, bits);
      mpz_sub_ui (m, m, 1 + 2 * test_rand_below (1000));
      check_modulus (m, every, "modulus near 2^k");
      mpz_set_ui (m, 0);
      mpz_setbit (m, bits - 1);
      mpz_add_ui (m, m, 1 + 2 * test_rand_below (1000));
      check_modulus (m, every, "modulus near 2^(k-1)");
      mpz_set_ui (m, 0);
      mpz_setbit (m, bits - GMP_NUMB_BITS);
      mpz_add_ui (m, m, 2 + 2 * test_rand_below (1000));
      mpz_setbit (m, 0);
      check_modulus (m, every, "modulus with a top limb of 1");
    }
  mpz_clear (m);
  check_wrapper ();
  test_ok ("_nettle_pub_powm (%s): %u results equal mpz_powm's, moduli "
	   "of %s to %d limbs", _nettle_hogweed_fat_variant ("pub_powm"),
	   checked, every ? "1" : "8 k + 1", (int) max);
}
