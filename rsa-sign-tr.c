/* rsa-sign-tr.c

   The timing-resistant private-key operation: the input is blinded with
   a random r (c = m r^e), the CRT root of c is checked against the
   public key before anything leaves (a faulty CRT half would otherwise
   give away a factor), then unblinded. All of it on limbs with mpn_sec_*,
   but for the inverse of the blinding factor (see rsa_blinding_pair).

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

/* A random r (nn limbs at rp) and ri = r^-1 mod n (at rip). The inverse
   comes by way of a second random u: (r u)^-1 is found with GMP's fast
   but variable-time mpz_invert, which can only tell about r u, and r u
   is uniformly distributed and independent of r; then ri = u (r u)^-1
   with the side-channel silent product. This costs a few percent of
   what mpn_sec_invert on r would. A product that is not invertible (r
   or u zero or sharing a factor with n) draws again. yp: nn limbs, pp:
   2 nn limbs of scratch, tp: mpn_sec_mul's and mpn_sec_div_r's. */
static void
rsa_blinding_pair (const struct rsa_public_key *pub,
		   void *random_ctx, nettle_random_func *random,
		   mp_limb_t *rp, mp_limb_t *rip, mp_limb_t *yp,
		   mp_limb_t *pp, mp_limb_t *tp)
{
  mp_size_t nn = mpz_size (pub->n);
  const mp_limb_t *np = mpz_limbs_read (pub->n);
  mpz_t r, t;

  mpz_init (r);
  mpz_init (t);
  for (;;)
    {
      nettle_mpz_random (r, random_ctx, random, pub->n);
      mpz_limbs_copy (rp, r, nn);
      nettle_mpz_random (r, random_ctx, random, pub->n);
      mpz_limbs_copy (rip, r, nn);		/* u, for now */
      mpn_sec_mul (pp, rp, nn, rip, nn, tp);
      mpn_sec_div_r (pp, 2 * nn, np, nn, tp);
      mpz_set_n (t, pp, nn);
      if (mpz_invert (t, t, pub->n))
	break;
    }
  mpz_limbs_copy (yp, t, nn);
  mpn_sec_mul (pp, rip, nn, yp, nn, tp);
  mpn_sec_div_r (pp, 2 * nn, np, nn, tp);
  mpn_copyi (rip, pp, nn);
  mpz_clear (r);
  mpz_clear (t);
}

int
_rsa_sec_compute_root_tr (const struct rsa_public_key *pub,
			  const struct rsa_private_key *key,
			  void *random_ctx, nettle_random_func *random,
			  mp_limb_t *x, const mp_limb_t *m)
{
  mp_size_t nn = mpz_size (pub->n);
  const mp_limb_t *np = mpz_limbs_read (pub->n);
  const mp_limb_t *ep = mpz_limbs_read (pub->e);
  mp_bitcnt_t ebits = mpz_sizeinbase (pub->e, 2);
  mp_size_t itch, total;
  mp_limb_t *scratch, *cp, *rip, *rp, *yp, *pp, *tp;
  int ok;
  mp_size_t i;

  /* Public facts only: the keys must fit each other and the odd
     moduli GMP's exponentiation needs. */
  if (nn == 0 || (size_t) nn != NETTLE_OCTET_SIZE_TO_LIMB_SIZE (key->size)
      || mpz_even_p (pub->n) || mpz_even_p (key->p) || mpz_even_p (key->q)
      || mpz_sgn (pub->e) <= 0)
    {
      mpn_zero (x, nn);
      return 0;
    }

  itch = _rsa_sec_compute_root_itch (key);
  itch = MAX (itch, _nettle_sec_powm_itch (nn, ebits, nn));
  itch = MAX (itch, mpn_sec_mul_itch (nn, nn));
  itch = MAX (itch, mpn_sec_div_r_itch (2 * nn, nn));
  total = 6 * nn + itch;
  scratch = gmp_alloc_limbs (total);
  cp = scratch;			/* blinded input */
  rip = cp + nn;		/* r^-1 mod n */
  rp = rip + nn;		/* r, then r^e */
  yp = rp + nn;			/* root of c */
  pp = yp + nn;			/* double-size products */
  tp = pp + 2 * nn;

  rsa_blinding_pair (pub, random_ctx, random, rp, rip, yp, pp, tp);

  /* c = m r^e mod n. */
  _nettle_sec_powm (yp, rp, nn, ep, ebits, np, nn, tp);
  mpn_sec_mul (pp, m, nn, yp, nn, tp);
  mpn_sec_div_r (pp, 2 * nn, np, nn, tp);
  mpn_copyi (cp, pp, nn);

  _rsa_sec_compute_root (key, yp, cp, tp);

  /* The check y^e = c (mod n): their difference must be zero. */
  _nettle_sec_powm (rp, yp, nn, ep, ebits, np, nn, tp);
  mpn_sub_n (rp, rp, cp, nn);
  ok = sec_zero_p (rp, nn);

  /* x = y r^-1 mod n, or zero when the check failed. */
  mpn_sec_mul (pp, yp, nn, rip, nn, tp);
  mpn_sec_div_r (pp, 2 * nn, np, nn, tp);
  for (i = 0; i < nn; i++)
    x[i] = pp[i] & - (mp_limb_t) ok;

  gmp_free_limbs (scratch, total);
  return ok;
}

int
rsa_compute_root_tr (const struct rsa_public_key *pub,
		     const struct rsa_private_key *key,
		     void *random_ctx, nettle_random_func *random,
		     mpz_t x, const mpz_t m)
{
  mp_size_t nn = mpz_size (pub->n);
  mp_limb_t *lp;
  int res;

  assert (mpz_sgn (m) >= 0);
  assert (mpz_size (m) <= (size_t) nn);

  lp = gmp_alloc_limbs (nn ? nn : 1);
  mpz_limbs_copy (lp, m, nn);
  res = _rsa_sec_compute_root_tr (pub, key, random_ctx, random, lp, lp);
  mpz_set_n (x, lp, nn);
  gmp_free_limbs (lp, nn ? nn : 1);
  return res;
}
