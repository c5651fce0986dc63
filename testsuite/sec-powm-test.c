/* sec-powm-test.c

   _nettle_sec_powm, the dispatched exponentiation of the RSA CRT halves
   and of DSA, against mpz_powm: every modulus size the avx512 variant
   takes (8 to 32 limbs) and the sizes around them that fall back to
   mpn_sec_powm; moduli random, near 2^k, near 2^(k-1) and with a top
   limb of 1; exponents of 1 to (limb bits) x mn bits (mpn_sec_powm wants at
   least one, so every window size 1..5 runs), zero, all ones, a top
   bit alone and random; bases 0, 1, m - 1, m, above m (bn > mn) and
   all ones. Inputs, result and scratch end at an unmapped page. Every
   third case also runs through _nettle_sec_powm2 (the CRT halves at once),
   paired with a second modulus, in both job positions.


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
#include "sec-powm-internal.h"

static unsigned checked;

/* _nettle_sec_powm2 with this exponentiation as one job (first or
   second) and, as the other, the same base and exponent mod m + 2^k
   (another odd modulus of mn limbs, k below the top limb): both must
   equal _nettle_sec_powm's results, rp being this one's. */
static void
check_pair (const mp_limb_t *bp, mp_size_t bn, const mp_limb_t *ep,
	    mp_bitcnt_t ebits, const mp_limb_t *mp, mp_size_t mn,
	    mp_limb_t *tp, const mp_limb_t *rp, const char *what)
{
  mp_limb_t *m2 = (mp_limb_t *) guard_end (mn * sizeof (mp_limb_t));
  mp_limb_t *want2 = (mp_limb_t *) guard_end (mn * sizeof (mp_limb_t));
  mp_limb_t *r1 = (mp_limb_t *) guard_end (mn * sizeof (mp_limb_t));
  mp_limb_t *r2 = (mp_limb_t *) guard_end (mn * sizeof (mp_limb_t));
  struct sec_powm_job jobs[2];
  unsigned first;

  mpn_copyi (m2, mp, mn);
  m2[0] ^= 0x5a50;	/* odd, and the top limb unchanged */
  _nettle_sec_powm (want2, bp, bn, ep, ebits, m2, mn, tp);
  for (first = 0; first < 2; first++)
    {
      jobs[first].rp = r1; jobs[first].bp = bp; jobs[first].ep = ep;
      jobs[first].mp = mp;
      jobs[1 - first].rp = r2; jobs[1 - first].bp = bp;
      jobs[1 - first].ep = ep; jobs[1 - first].mp = m2;
      _nettle_sec_powm2 (jobs, bn, ebits, mn, tp);
      if (mpn_cmp (r1, rp, mn) != 0 || mpn_cmp (r2, want2, mn) != 0)
	test_fail ("%s: _nettle_sec_powm2 (%s), %d limbs, bn %d, ebits %lu, "
		   "job %u: not _nettle_sec_powm's results", what,
		   _nettle_hogweed_fat_variant ("sec_powm2"), (int) mn,
		   (int) bn, (unsigned long) ebits, first);
    }
  guard_free ((uint8_t *) m2);
  guard_free ((uint8_t *) want2);
  guard_free ((uint8_t *) r1);
  guard_free ((uint8_t *) r2);
}

static void
check_one (mpz_srcptr b, mp_size_t bn, mpz_srcptr e, mp_bitcnt_t ebits,
	   mpz_srcptr m, const char *what)
{
  mp_size_t mn = mpz_size (m);
  mp_size_t en = ebits ? (ebits + GMP_NUMB_BITS - 1) / GMP_NUMB_BITS : 1;
  mp_size_t itch = _nettle_sec_powm_itch (bn, ebits, mn);
  mp_limb_t *bp = guarded_limbs (b, bn);
  mp_limb_t *ep = guarded_limbs (e, en);
  mp_limb_t *mp = guarded_limbs (m, mn);
  mp_limb_t *rp = (mp_limb_t *) guard_end (mn * sizeof (mp_limb_t));
  mp_limb_t *tp = (mp_limb_t *) guard_end (itch * sizeof (mp_limb_t));
  mpz_t want, got;

  memset (rp, 0x5a, mn * sizeof (mp_limb_t));
  _nettle_sec_powm (rp, bp, bn, ep, ebits, mp, mn, tp);
  /* Every third case, so that the test's time stays near what it was. */
  if (checked % 3 == 0)
    check_pair (bp, bn, ep, ebits, mp, mn, tp, rp, what);

  mpz_init (want);
  mpz_powm (want, b, e, m);
  mpz_roinit_n (got, rp, mn);
  if (mpz_cmp (got, want) != 0)
    {
      gmp_fprintf (stderr, "b = %Zx\ne = %Zx\nm = %Zx\nwant %Zx\ngot  %Zx\n",
		   b, e, m, want, got);
      test_fail ("%s: _nettle_sec_powm (%s), %u-bit modulus (%d limbs), "
		 "bn %d, ebits %lu: wrong result",
		 what, _nettle_hogweed_fat_variant ("sec_powm"),
		 (unsigned) mpz_sizeinbase (m, 2), (int) mn, (int) bn,
		 (unsigned long) ebits);
    }
  mpz_clear (want);
  guard_free ((uint8_t *) bp);
  guard_free ((uint8_t *) ep);
  guard_free ((uint8_t *) mp);
  guard_free ((uint8_t *) rp);
  guard_free ((uint8_t *) tp);
  checked++;
}

/* Every exponent shape of ebits bits, with base b. */
static void
check_exponents (mpz_srcptr b, mp_size_t bn, mpz_srcptr m,
		 mp_bitcnt_t ebits, const char *what)
{
  mpz_t e;
  mpz_init (e);
  check_one (b, bn, e, ebits, m, what);			/* e = 0 */
    {
      mpz_setbit (e, ebits);
      mpz_sub_ui (e, e, 1);
      check_one (b, bn, e, ebits, m, what);		/* all ones */
      random_bits (e, ebits);
      check_one (b, bn, e, ebits, m, what);
      mpz_set_ui (e, 0);
      mpz_setbit (e, ebits - 1);
      check_one (b, bn, e, ebits, m, what);		/* top bit only */
    }
  mpz_clear (e);
}

/* The bases of check_exponents over m, at a few exponent sizes. */
static void
check_modulus (mpz_srcptr m, const char *what)
{
  mp_size_t mn = mpz_size (m);
  mp_bitcnt_t sizes[] = { 1, 2, 5, 6, 17, 64, 65, 100, 256 };
  mpz_t b;
  unsigned i;

  mpz_init (b);
  for (i = 0; i < sizeof (sizes) / sizeof (sizes[0]); i++)
    {
      /* A random base below m, one above it (3 more limbs). */
      random_bits (b, GMP_NUMB_BITS * mn);
      mpz_mod (b, b, m);
      check_exponents (b, mn, m, sizes[i], what);
      random_bits (b, GMP_NUMB_BITS * (mn + 3));
      check_exponents (b, mn + 3, m, sizes[i], what);
    }
  /* An exponent longer than m (an RSA key whose d mod (p - 1) was
     not reduced). */
  random_bits (b, GMP_NUMB_BITS * mn);
  check_exponents (b, mn, m, GMP_NUMB_BITS * (mn + 2) + 7, what);
  /* Edge bases with a random exponent as long as m, and the RSA
     shape (ebits = limb bits x mn). */
  mpz_set_ui (b, 0);
  check_exponents (b, 1, m, GMP_NUMB_BITS * mn, what);
  mpz_set_ui (b, 1);
  check_exponents (b, 1, m, GMP_NUMB_BITS * mn, what);
  mpz_sub_ui (b, m, 1);
  check_exponents (b, mn, m, GMP_NUMB_BITS * mn, what);
  mpz_set (b, m);
  check_exponents (b, mn, m, GMP_NUMB_BITS * mn, what);
  mpz_set_ui (b, 0);
  mpz_setbit (b, GMP_NUMB_BITS * (mn + 1));
  mpz_sub_ui (b, b, 1);
  check_exponents (b, mn + 1, m, GMP_NUMB_BITS * mn - 1, what);
  mpz_clear (b);
}

void
test_main (void)
{
  mp_size_t mn;
  mpz_t m;

  /* The c variant is mpn_sec_powm itself: a few sizes check the
     dispatch there, every size is for the variants of our own. */
  int every = strcmp (_nettle_hogweed_fat_variant ("sec_powm"), "c") != 0;

  mpz_init (m);
  for (mn = 1; mn <= SEC_POWM_IFMA_MAX_LIMBS + 2; mn++)
    {
      if (!every && mn % 8 != 1)
	continue;
      unsigned bits = GMP_NUMB_BITS * mn;
      /* Random, top limb nonzero. */
      random_bits (m, bits);
      mpz_setbit (m, bits - 1 - test_rand_below (GMP_NUMB_BITS - 4));
      mpz_setbit (m, 0);
      check_modulus (m, "random modulus");
      /* Just below 2^k. */
      mpz_set_ui (m, 0);
      mpz_setbit (m, bits);
      mpz_sub_ui (m, m, 1 + 2 * test_rand_below (1000));
      check_modulus (m, "modulus near 2^k");
      /* Just above 2^(k-1). */
      mpz_set_ui (m, 0);
      mpz_setbit (m, bits - 1);
      mpz_add_ui (m, m, 1 + 2 * test_rand_below (1000));
      check_modulus (m, "modulus near 2^(k-1)");
      /* Just above 2^(k - limb bits): a top limb of 1. */
      mpz_set_ui (m, 0);
      mpz_setbit (m, bits - GMP_NUMB_BITS);
      mpz_add_ui (m, m, 2 + 2 * test_rand_below (1000));
      mpz_setbit (m, 0);
      check_modulus (m, "modulus with a top limb of 1");
    }
  mpz_clear (m);
  test_ok ("_nettle_sec_powm (%s): %u results equal mpz_powm's, moduli "
	   "of %s to %d limbs", _nettle_hogweed_fat_variant ("sec_powm"),
	   checked, every ? "1" : "8 k + 1", SEC_POWM_IFMA_MAX_LIMBS + 2);
}
