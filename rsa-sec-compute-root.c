/* rsa-sec-compute-root.c

   _rsa_sec_compute_root: the RSA private-key operation by the Chinese
   remainder theorem on limbs, with GMP's side-channel silent mpn_sec_*
   functions only, so neither the time nor the memory accesses depend
   on the key or the input.

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

#include <assert.h>

#include "rsa.h"
#include "rsa-internal.h"
#include "gmp-glue.h"
#include "sec-powm-internal.h"

#define MAX(a, b) ((a) > (b) ? (a) : (b))

/* The limbs an exponent is processed with: at least the factor's, so
   that a reduced exponent's own size never shows, more for a key whose
   exponent was not reduced (only the limb count is looked at). */
static mp_size_t
exponent_size (mp_size_t fn, mpz_srcptr e)
{
  return MAX (fn, (mp_size_t) mpz_size (e));
}

/* Scratch of the residue step for one factor of fn limbs and an
   exponent of en limbs: the nn-limb copy of the input, then the
   exponent and _nettle_sec_powm's own. */
static mp_size_t
residue_itch (mp_size_t nn, mp_size_t fn, mp_size_t en)
{
  return nn + MAX (mpn_sec_div_r_itch (nn, fn),
		   en + _nettle_sec_powm_itch (fn, en * GMP_NUMB_BITS, fn));
}

/* The inputs of one exponentiation: tp (nn limbs, the low fn of them
   on return) = mp mod f, then ep = e in en limbs. The division's
   scratch is at ds, which may be ep (it is used before e is copied). */
static void
residue_setup (mp_limb_t *tp, mp_limb_t *ep, const mp_limb_t *mp,
	       mp_size_t nn, const mp_limb_t *fp, mp_size_t fn,
	       mpz_srcptr e, mp_size_t en, mp_limb_t *ds)
{
  mpn_copyi (tp, mp, nn);
  mpn_sec_div_r (tp, nn, fp, fn, ds);
  mpz_limbs_copy (ep, e, en);
}

/* rp = (mp mod f)^e mod f. mp has nn limbs, f and rp fn limbs. */
static void
residue_pow (mp_limb_t *rp, const mp_limb_t *mp, mp_size_t nn,
	     const mp_limb_t *fp, mp_size_t fn,
	     mpz_srcptr e, mp_limb_t *scratch)
{
  mp_size_t en = exponent_size (fn, e);
  mp_limb_t *tp = scratch;
  mp_limb_t *ep = scratch + nn;

  residue_setup (tp, ep, mp, nn, fp, fn, e, en, ep);
  _nettle_sec_powm (rp, tp, fn, ep, en * GMP_NUMB_BITS, fp, fn, ep + en);
}

/* Both residue steps at once, for factors of the same size fn and
   exponents of the same limb count (the usual key): the two
   exponentiations by _nettle_sec_powm2. scratch as residue_itch's,
   plus fn limbs for the second residue and en for its exponent. */
static void
residue_pow2 (mp_limb_t *r1, mp_limb_t *r2, const mp_limb_t *mp,
	      mp_size_t nn, const mp_limb_t *pp, const mp_limb_t *qp,
	      mp_size_t fn, mpz_srcptr a, mpz_srcptr b, mp_limb_t *scratch)
{
  mp_size_t en = exponent_size (fn, a);
  mp_limb_t *t1 = scratch;
  mp_limb_t *t2 = t1 + nn;
  mp_limb_t *e1 = t2 + nn;
  mp_limb_t *e2 = e1 + en;
  mp_limb_t *tp = e2 + en;
  struct sec_powm_job jobs[2];

  /* The second division's scratch starts at e2, past the first
     exponent; both fit (residue_itch plus what _itch adds). */
  residue_setup (t1, e1, mp, nn, pp, fn, a, en, e1);
  residue_setup (t2, e2, mp, nn, qp, fn, b, en, e2);
  jobs[0].rp = r1; jobs[0].bp = t1; jobs[0].ep = e1; jobs[0].mp = pp;
  jobs[1].rp = r2; jobs[1].bp = t2; jobs[1].ep = e2; jobs[1].mp = qp;
  _nettle_sec_powm2 (jobs, fn, en * GMP_NUMB_BITS, fn, tp);
}

mp_size_t
_rsa_sec_compute_root_itch (const struct rsa_private_key *key)
{
  mp_size_t nn = NETTLE_OCTET_SIZE_TO_LIMB_SIZE (key->size);
  mp_size_t pn = mpz_size (key->p);
  mp_size_t qn = mpz_size (key->q);
  mp_size_t ln = MAX (pn, qn);
  mp_size_t cn = MAX (pn, (mp_size_t) mpz_size (key->c));
  mp_size_t crt, steps;

  steps = MAX (MAX (mpn_sec_div_r_itch (ln, pn), mpn_sec_div_r_itch (cn, pn)),
	       MAX (mpn_sec_mul_itch (pn, pn),
		    mpn_sec_div_r_itch (2 * pn, pn)));
  steps = MAX (steps, mpn_sec_mul_itch (ln, pn + qn - ln));
  crt = ln + 3 * pn + cn + steps;

  /* residue_pow2 needs nn + en limbs more than residue_pow. */
  return pn + qn
    + MAX (MAX (residue_itch (nn, pn, exponent_size (pn, key->a)),
		residue_itch (nn, qn, exponent_size (qn, key->b)))
	   + nn + exponent_size (ln, key->a) + exponent_size (ln, key->b),
	   crt);
}

/* With r1 = m^a mod p and r2 = m^b mod q, the root is
     x = r2 + q ((r1 - r2) c mod p),  c = q^-1 mod p,
   which is below p q without a final reduction. a, b and c need not be
   reduced (a key may carry d mod (p - 1) + k (p - 1)): they are used
   as they are, c after a reduction mod p. */
void
_rsa_sec_compute_root (const struct rsa_private_key *key,
		       mp_limb_t *rp, const mp_limb_t *mp,
		       mp_limb_t *scratch)
{
  mp_size_t nn = NETTLE_OCTET_SIZE_TO_LIMB_SIZE (key->size);
  const mp_limb_t *pp = mpz_limbs_read (key->p);
  const mp_limb_t *qp = mpz_limbs_read (key->q);
  mp_size_t pn = mpz_size (key->p);
  mp_size_t qn = mpz_size (key->q);
  mp_size_t ln = MAX (pn, qn);
  mp_size_t cn = MAX (pn, (mp_size_t) mpz_size (key->c));
  mp_limb_t *r1 = scratch;
  mp_limb_t *r2 = r1 + pn;
  mp_limb_t *tp = r2 + qn;
  mp_limb_t *dp, *hp, *cp, *xp;
  mp_limb_t cy;

  assert (pn > 0 && qn > 0);
  assert (pn + qn >= nn);
  assert (nn >= ln);

  if (pn == qn && exponent_size (pn, key->a) == exponent_size (qn, key->b))
    residue_pow2 (r1, r2, mp, nn, pp, qp, pn, key->a, key->b, tp);
  else
    {
      residue_pow (r1, mp, nn, pp, pn, key->a, tp);
      residue_pow (r2, mp, nn, qp, qn, key->b, tp);
    }

  /* tp[0, pn) = r2 mod p, then d = r1 - r2 mod p at dp. */
  mpn_copyi (tp, r2, qn);
  if (qn < ln)
    mpn_zero (tp + qn, ln - qn);
  mpn_sec_div_r (tp, ln, pp, pn, tp + ln);
  dp = tp + ln;
  cy = mpn_sub_n (dp, r1, tp, pn);
  mpn_cnd_add_n (cy, dp, dp, pp, pn);

  /* c mod p at cp, then h = d c mod p at hp (2 pn limbs, the low pn
     hold h). */
  hp = dp + pn;
  cp = hp + 2 * pn;
  mpz_limbs_copy (cp, key->c, cn);
  mpn_sec_div_r (cp, cn, pp, pn, cp + cn);
  mpn_sec_mul (hp, cp, pn, dp, pn, cp + cn);
  mpn_sec_div_r (hp, 2 * pn, pp, pn, cp + cn);

  /* x = q h + r2, pn + qn limbs at tp (clear of h). */
  xp = tp;
  if (qn >= pn)
    mpn_sec_mul (xp, qp, qn, hp, pn, hp + pn);
  else
    mpn_sec_mul (xp, hp, pn, qp, qn, hp + pn);
  cy = mpn_add_n (xp, xp, r2, qn);
  sec_add_1 (xp + qn, xp + qn, pn, cy);

  mpn_copyi (rp, xp, nn);
}
