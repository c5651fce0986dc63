/* dsa-sign.c

   DSA signatures (FIPS 186-4, 4.6), side-channel silent in the secret
   exponent and the nonce: every step on them is one of GMP's mpn_sec_*
   functions or a fixed-length loop, so timing and memory accesses depend
   only on the sizes of p and q.

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

#include "dsa.h"
#include "dsa-internal.h"
#include "gmp-glue.h"
#include "sec-powm-internal.h"

#define MAX(a, b) ((a) > (b) ? (a) : (b))

/* r = {xp, n}, normalised without a branch on the limbs: the value is
   public once returned, but it is computed from the secrets, and a
   sign-then-check caller under memcheck must not see a jump on it.
   mpz_limbs_finish would scan the top limbs with a loop, so the size
   is written to the (public, gmp.h) __mpz_struct field directly. */
static void
mpz_set_n_silent (mpz_t r, const mp_limb_t *xp, mp_size_t n)
{
  mp_limb_t *rp = mpz_limbs_write (r, n);
  mp_limb_t size = 0;
  mp_size_t i;
  for (i = 0; i < n; i++)
    {
      mp_limb_t nonzero = (xp[i] | (0 - xp[i])) >> (GMP_LIMB_BITS - 1);
      mp_limb_t mask = 0 - nonzero;
      rp[i] = xp[i];
      size = (size & ~mask) | ((mp_limb_t) (i + 1) & mask);
    }
  r->_mp_size = (int) size;
}

int
dsa_sign (const struct dsa_params *params,
	  const mpz_t x,
	  void *random_ctx, nettle_random_func *random,
	  size_t digest_size,
	  const uint8_t *digest,
	  struct dsa_signature *signature)
{
  mp_size_t pn, qn, gn, xn, wn, kn, n, itch, total;
  unsigned q_bits, k_bits;
  size_t k_octets;
  const mp_limb_t *qp;
  mp_limb_t *scratch, *qm1, *kp, *xp, *rp, *hp, *tp, *ip, *wp;
  TMP_GMP_DECL (octets, uint8_t);
  int ok;

  /* The exponentiations need odd moduli (and g > 0 is asked, as
     Nettle does), and k is drawn from [1, q-1]. */
  if (mpz_sgn (params->p) <= 0 || mpz_even_p (params->p)
      || mpz_cmp_ui (params->q, 1) <= 0 || mpz_even_p (params->q)
      || mpz_sgn (params->g) <= 0)
    return 0;

  pn = mpz_size (params->p);
  qn = mpz_size (params->q);
  gn = mpz_size (params->g);
  xn = mpz_size (x);
  q_bits = mpz_sizeinbase (params->q, 2);
  qp = mpz_limbs_read (params->q);

  /* k = (c mod (q-1)) + 1 with c of q_bits + 64 random bits (FIPS
     186-4, B.2.1), taken big-endian from the random octets as
     nettle_mpz_random (k, ..., q - 1) reads them. */
  k_bits = q_bits + 64;
  k_octets = (k_bits + 7) / 8;
  kn = NETTLE_BIT_SIZE_TO_LIMB_SIZE (k_bits);
  wn = MAX (xn, qn);
  n = MAX (pn, qn);

  itch = mpn_sec_div_r_itch (kn, qn);
  itch = MAX (itch, mpn_sec_div_r_itch (wn, qn));
  itch = MAX (itch, _nettle_sec_powm_itch (gn, q_bits, pn));
  itch = MAX (itch, mpn_sec_div_r_itch (n, qn));
  itch = MAX (itch, mpn_sec_mul_itch (qn, qn));
  itch = MAX (itch, mpn_sec_div_r_itch (2 * qn, qn));
  itch = MAX (itch, _nettle_sec_powm_itch (qn, q_bits, qn));

  /* qm1, kp, hp, ip: qn; xp: wn; rp: n; tp, wp: 2 qn (wp doubles as
     the kn-limb nonce candidate). */
  total = 4 * qn + wn + n + 2 * qn + MAX (2 * qn, kn) + itch;
  scratch = gmp_alloc_limbs (total);
  qm1 = scratch;
  kp = qm1 + qn;
  hp = kp + qn;
  ip = hp + qn;
  xp = ip + qn;
  rp = xp + wn;
  tp = rp + n;
  wp = tp + 2 * qn;
  {
    mp_limb_t *itp = wp + MAX (2 * qn, kn);

    /* q - 1: q is odd, so only the low limb changes. */
    mpn_copyi (qm1, qp, qn);
    qm1[0]--;

    TMP_GMP_ALLOC (octets, k_octets);
    random (random_ctx, k_octets, octets);
    octets[0] &= 0xff >> (8 * k_octets - k_bits);
    mpn_set_base256 (wp, kn, octets, k_octets);
    TMP_GMP_FREE (octets);
    mpn_sec_div_r (wp, kn, qm1, qn, itp);
    sec_add_1 (kp, wp, qn, 1);

    /* x mod q, in case the caller's x is not reduced. */
    mpz_limbs_copy (xp, x, wn);
    mpn_sec_div_r (xp, wn, qp, qn, itp);

    /* r = (g^k mod p) mod q. */
    _nettle_sec_powm (rp, mpz_limbs_read (params->g), gn, kp, q_bits,
		      mpz_limbs_read (params->p), pn, itp);
    if (n > pn)
      mpn_zero (rp + pn, n - pn);
    mpn_sec_div_r (rp, n, qp, qn, itp);

    _dsa_hash (hp, q_bits, digest_size, digest);

    /* t = (h + x r) mod q. */
    mpn_sec_mul (tp, xp, qn, rp, qn, itp);
    mpn_sec_div_r (tp, 2 * qn, qp, qn, itp);
    tp[qn] = mpn_add_n (tp, tp, hp, qn);
    mpn_sec_div_r (tp, qn + 1, qp, qn, itp);

    /* s = k^-1 t mod q, k^-1 = k^(q-2) mod q as q is prime: at 256
       bits the exponentiation takes about half the time of
       mpn_sec_invert's 2 q_bits steps (12 against 23 us, Zen 4). ok
       is whether k k^-1 = 1 mod q, which fails only for a q that is
       not prime (where mpn_sec_invert may have found an inverse). */
    mpn_sub_1 (wp, qm1, qn, 1);
    _nettle_sec_powm (ip, kp, qn, wp, q_bits, qp, qn, itp);
    mpn_sec_mul (wp, kp, qn, ip, qn, itp);
    mpn_sec_div_r (wp, 2 * qn, qp, qn, itp);
    wp[0] ^= 1;
    ok = sec_zero_p (wp, qn);
    mpn_sec_mul (wp, ip, qn, tp, qn, itp);
    mpn_sec_div_r (wp, 2 * qn, qp, qn, itp);

    mpz_set_n_silent (signature->r, rp, qn);
    mpz_set_n_silent (signature->s, wp, qn);
  }

  /* Leave no trace of k, k^-1 or x. */
  mpn_zero (scratch, total);
  gmp_free_limbs (scratch, total);
  return ok;
}
