/* ecc-mod-arith.c

   Arithmetic modulo the p and q of a curve: a product, then its
   reduction (Montgomery, generic or specialized to the p of P-256,
   P-224 and P-192; or folding, for the plain moduli: P-521's
   2^521 - 1, P-384's p and the GOST p's); add and sub. On 64-bit limbs
   with a 128-bit type the products up to 6 limbs, the reductions, add
   and sub are inline C with carry chains (4 limbs: also dispatched
   MULX/ADX routines), otherwise GMP's mpn calls. Every operation has
   the same instruction sequence whatever the values; corrections are
   masked.

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

#include <stdlib.h>

#include "ecc-internal.h"
#include "ecc-mod-inline.h"

/* One Montgomery step per limb: t + u m clears limb i, with u = t[i]
   minv; the carry out of the n limbs belongs at limb i + n and waits in
   the cleared limb i (no later step reads limbs >= n to choose its u).
   At the end the high half plus those carries is < 2m. */
void
ecc_mod_redc (const struct ecc_modulo *m, mp_limb_t *r, mp_limb_t *t)
{
  mp_size_t n = m->size;
  mp_size_t i;
  mp_limb_t cy, bw;
  mp_limb_t d[ECC_MAX_LIMBS];

  for (i = 0; i < n; i++)
    t[i] = mpn_addmul_1 (t + i, m->m, n, t[i] * m->minv);
  cy = mpn_add_n (r, t + n, t, n);
  bw = mpn_sub_n (d, r, m->m, n);
  cnd_copy ((int) (cy | (1 - bw)), r, d, n);
}

#if ECC_MOD_INT128
/* On 64-bit limbs with a 128-bit type (ecc-mod-inline.h has the sums):
   reductions and products in C, one body per limb count so the
   compiler unrolls it. */

/* Montgomery reduction of the 2n-limb product t (clobbered): per
   limb, t += u m with u = t[i] minv clears limb i; the carry out of
   that row belongs at limb i + n and waits in the cleared limb i (no
   later row reads limbs >= n to choose its u), and is added at the
   end. t < m R, so the result is < 2m: one conditional subtraction. */
ECC_INLINE void
mont_redc (mp_limb_t *r, mp_limb_t *t, const mp_limb_t *m, mp_limb_t minv,
	   unsigned n)
{
  mp_limb_t s[ECC_MAX_LIMBS], cy;
  unsigned i, j;

  ECC_UNROLL
  for (i = 0; i < n; i++)
    {
      mp_limb_t u = t[i] * minv;
      ecc_dlimb c = 0;
      ECC_UNROLL
      for (j = 0; j < n; j++)
	{
	  c = (ecc_dlimb) u * m[j] + t[i + j] + (c >> 64);
	  t[i + j] = (mp_limb_t) c;
	}
      t[i] = (mp_limb_t) (c >> 64);
    }
  cy = 0;
  ECC_UNROLL
  for (i = 0; i < n; i++)
    cy = addc (cy, t[n + i], t[i], &s[i]);
  sub_m_cnd (r, s, cy, m, n);
}

/* The 2n-limb product of two n-limb numbers, in registers (GMP's
   mpn_mul_n costs a call and its size dispatch, more than the n^2
   products at these sizes): row i adds a[i] b at limb i. */
ECC_INLINE void
mul_small (mp_limb_t *t, const mp_limb_t *a, const mp_limb_t *b, unsigned n)
{
  ecc_dlimb c;
  unsigned i, j;
  c = 0;
  ECC_UNROLL
  for (j = 0; j < n; j++)
    {
      c = (ecc_dlimb) a[0] * b[j] + (mp_limb_t) (c >> 64);
      t[j] = (mp_limb_t) c;
    }
  t[n] = (mp_limb_t) (c >> 64);
  ECC_UNROLL
  for (i = 1; i < n; i++)
    {
      c = 0;
      ECC_UNROLL
      for (j = 0; j < n; j++)
	{
	  c = (ecc_dlimb) a[i] * b[j] + t[i + j] + (mp_limb_t) (c >> 64);
	  t[i + j] = (mp_limb_t) c;
	}
      t[i + n] = (mp_limb_t) (c >> 64);
    }
}

/* a^2 in 2n limbs: the n (n - 1) / 2 products a[i] a[j], i < j, once
   (row i adds a[i] a[i+1..n-1] at limb 2i + 1), doubled by a shift,
   then the n squares added on the diagonal. */
ECC_INLINE void
sqr_small (mp_limb_t *t, const mp_limb_t *a, unsigned n)
{
  mp_limb_t d[2 * ECC_MAX_LIMBS], cy;
  ecc_dlimb c;
  unsigned i, j;

  c = 0;
  ECC_UNROLL
  for (j = 1; j < n; j++)
    {
      c = (ecc_dlimb) a[0] * a[j] + (mp_limb_t) (c >> 64);
      t[j] = (mp_limb_t) c;
    }
  t[n] = (mp_limb_t) (c >> 64);
  ECC_UNROLL
  for (i = 1; i + 1 < n; i++)
    {
      c = 0;
      ECC_UNROLL
      for (j = i + 1; j < n; j++)
	{
	  c = (ecc_dlimb) a[i] * a[j] + t[i + j] + (mp_limb_t) (c >> 64);
	  t[i + j] = (mp_limb_t) c;
	}
      t[i + n] = (mp_limb_t) (c >> 64);
    }
  /* The cross products fill limbs 1 .. 2n - 2; doubled, t[2n - 1] is
     the bit shifted out of t[2n - 2]. */
  t[2 * n - 1] = t[2 * n - 2] >> 63;
  ECC_UNROLL
  for (i = 2 * n - 2; i > 1; i--)
    t[i] = (t[i] << 1) | (t[i - 1] >> 63);
  t[1] <<= 1;
  ECC_UNROLL
  for (i = 0; i < n; i++)
    {
      c = (ecc_dlimb) a[i] * a[i];
      d[2 * i] = (mp_limb_t) c;
      d[2 * i + 1] = (mp_limb_t) (c >> 64);
    }
  ECC_BARRIER (d);
  t[0] = d[0];
  cy = 0;
  ECC_UNROLL
  for (i = 1; i < 2 * n; i++)
    cy = addc (cy, t[i], d[i], &t[i]);
}

/* One case per limb count of the curves here (P-192: 3, P-224 and
   P-256 and gc256b: 4, P-384: 6, gc512a: 8, P-521: 9); the switch is
   on the public size. No other size exists. */
#define ECC_MOD_DISPATCH(call) ECC_SIZE_DISPATCH (m->size, call, abort ())

/* The same reduction for P-256's p = 2^256 - 2^224 + 2^192 + 2^96 - 1:
   m = -1 mod 2^64, so u = t[i], and u m has one non-trivial limb
   product. Row i adds u m[0] + t[i] = u 2^64 (limb i clears, u
   carries), u m[1] + u = u 2^32 (at limbs i + 1, i + 2), u m[2] = 0
   and u m[3] (at limbs i + 3, i + 4; the top limb waits in t[i] as
   in mont_redc). */
ECC_INLINE void
redc_p256 (mp_limb_t *r, mp_limb_t *t, const mp_limb_t *m)
{
  mp_limb_t s[4], cy;
  unsigned i;

  ECC_UNROLL
  for (i = 0; i < 4; i++)
    {
      mp_limb_t u = t[i];
      ecc_dlimb p = (ecc_dlimb) u * m[3];
      cy = addc (0, t[i + 1], u << 32, &t[i + 1]);
      cy = addc (cy, t[i + 2], u >> 32, &t[i + 2]);
      cy = addc (cy, t[i + 3], (mp_limb_t) p, &t[i + 3]);
      /* p >> 64 < 2^64 - 2^32 + 1: adding the carry cannot wrap. */
      t[i] = (mp_limb_t) (p >> 64) + cy;
    }
  cy = 0;
  ECC_UNROLL
  for (i = 0; i < 4; i++)
    cy = addc (cy, t[4 + i], t[i], &s[i]);
  sub_m_cnd (r, s, cy, m, 4);
}

/* The same for P-224's p = 2^224 - 2^96 + 1: m = 1 mod 2^64, so
   u = -t[i], and u m = u + 2^64 w with w = u (2^160 - 2^32) >= 0, whose
   four limbs are (0, 0, u << 32, u >> 32) - (u << 32, u >> 32, 0, 0).
   Limb i + u carries exactly when t[i] != 0; the top limb of w waits
   in t[i]. */
ECC_INLINE void
redc_p224 (mp_limb_t *r, mp_limb_t *t, const mp_limb_t *m)
{
  mp_limb_t s[4], w[4], cy, bw, dummy;
  unsigned i;

  ECC_UNROLL
  for (i = 0; i < 4; i++)
    {
      mp_limb_t u = - t[i];
      bw = subb (0, 0, u << 32, &w[0]);
      bw = subb (bw, 0, u >> 32, &w[1]);
      bw = subb (bw, u << 32, 0, &w[2]);
      subb (bw, u >> 32, 0, &w[3]);
      cy = addc (0, t[i], u, &dummy);
      cy = addc (cy, t[i + 1], w[0], &t[i + 1]);
      cy = addc (cy, t[i + 2], w[1], &t[i + 2]);
      cy = addc (cy, t[i + 3], w[2], &t[i + 3]);
      /* w[3] < 2^32: adding the carry cannot wrap. */
      t[i] = w[3] + cy;
    }
  cy = 0;
  ECC_UNROLL
  for (i = 0; i < 4; i++)
    cy = addc (cy, t[4 + i], t[i], &s[i]);
  sub_m_cnd (r, s, cy, m, 4);
}

/* And for P-192's p = 2^192 - 2^64 - 1: m = -1 mod 2^64, so u = t[i],
   and u m = 2^192 u - 2^64 u - u has the four limbs (0, 0, 0, u) -
   (u, u, 0, 0). Limb i + (-u mod 2^64) carries exactly when u != 0;
   the top limb waits in t[i]. */
ECC_INLINE void
redc_p192 (mp_limb_t *r, mp_limb_t *t, const mp_limb_t *m)
{
  mp_limb_t s[3], w[4], cy, bw, dummy;
  unsigned i;

  ECC_UNROLL
  for (i = 0; i < 3; i++)
    {
      mp_limb_t u = t[i];
      bw = subb (0, 0, u, &w[0]);
      bw = subb (bw, 0, u, &w[1]);
      bw = subb (bw, 0, 0, &w[2]);
      subb (bw, u, 0, &w[3]);
      cy = addc (0, t[i], w[0], &dummy);
      cy = addc (cy, t[i + 1], w[1], &t[i + 1]);
      cy = addc (cy, t[i + 2], w[2], &t[i + 2]);
      /* u m < 2^256 - 2^64 with carry fits: w[3] + cy does not wrap
	 (w[3] = u - 1 when u != 0, 0 otherwise). */
      t[i] = w[3] + cy;
    }
  cy = 0;
  ECC_UNROLL
  for (i = 0; i < 3; i++)
    cy = addc (cy, t[3 + i], t[i], &s[i]);
  sub_m_cnd (r, s, cy, m, 3);
}

/* A product and a reduction inlined into one body, for mul and sqr:
   the routines of P-256's, P-224's and P-192's p (a call from
   ecc_mod_mul/sqr, or the _c variants of the dispatched ones; through
   mod_mul_other and GMP's mpn_mul_n, P-192's 3-limb product cost more
   in calls and dispatch than in arithmetic). m is the modulus' limbs. */
#define ECC_PRODUCT_REDUCE(attr, mul, sqr, n, REDC, m)			\
  attr void								\
  mul (mp_limb_t *r, const mp_limb_t *a, const mp_limb_t *b)		\
  {									\
    mp_limb_t t[2 * (n)];						\
    mul_small (t, a, b, n);						\
    REDC (r, t, m);							\
  }									\
  attr void								\
  sqr (mp_limb_t *r, const mp_limb_t *a)				\
  {									\
    mp_limb_t t[2 * (n)];						\
    sqr_small (t, a, n);						\
    REDC (r, t, m);							\
  }

static const mp_limb_t p192_m[3] =
  {
    ~(mp_limb_t) 0, ~(mp_limb_t) 1, ~(mp_limb_t) 0
  };
ECC_PRODUCT_REDUCE (static __attribute__ ((noinline)), p192_mul, p192_sqr,
		    3, redc_p192, p192_m)

/* The Montgomery moduli without a routine of their own (P-256's,
   P-224's and P-192's p have theirs, called from ecc_mod_mul/sqr). */
static void
redc (const struct ecc_modulo *m, mp_limb_t *r, mp_limb_t *t)
{
#define REDC(n) mont_redc (r, t, m->m, m->minv, n)
  ECC_MOD_DISPATCH (REDC);
#undef REDC
}

/* The 4-limb sum and difference on their own (a tail call from
   ecc_mod_add/sub): the other sizes' register pressure made GCC save
   six registers in every call. */
static __attribute__ ((noinline)) void
mod_add_4 (mp_limb_t *r, const mp_limb_t *a, const mp_limb_t *b,
	   const mp_limb_t *m)
{
  mod_add (r, a, b, m, 4);
}

static __attribute__ ((noinline)) void
mod_sub_4 (mp_limb_t *r, const mp_limb_t *a, const mp_limb_t *b,
	   const mp_limb_t *m)
{
  mod_sub (r, a, b, m, 4);
}

void
ecc_mod_add (const struct ecc_modulo *m, mp_limb_t *r,
	     const mp_limb_t *a, const mp_limb_t *b)
{
  if (m->size == 4)
    {
      mod_add_4 (r, a, b, m->m);
      return;
    }
#define ADD(n) mod_add (r, a, b, m->m, n)
  ECC_MOD_DISPATCH (ADD);
#undef ADD
}

void
ecc_mod_sub (const struct ecc_modulo *m, mp_limb_t *r,
	     const mp_limb_t *a, const mp_limb_t *b)
{
  if (m->size == 4)
    {
      mod_sub_4 (r, a, b, m->m);
      return;
    }
#define SUB(n) mod_sub (r, a, b, m->m, n)
  ECC_MOD_DISPATCH (SUB);
#undef SUB
}

/* m = 2^k - 1 (P-521's p), numbers plain: t = lo + hi 2^k = lo + hi.
   For t < m^2, hi <= 2^k - 2, so s = lo + hi + 1 <= 2^(k+1) - 2; bit k
   of s is set exactly when s - 1 >= m, and then s - 1 - m = s mod 2^k,
   else s - 1 < m: r = (s - 1 + bit k) mod 2^k, fully reduced, one carry
   and one borrow chain. Here inline, for k = (n - 1) 64 + ks with 0 <
   ks (P-521: 8 * 64 + 9). */
ECC_INLINE void
mersenne_fold (mp_limb_t *r, const mp_limb_t *t, unsigned ks, unsigned n)
{
  mp_limb_t s[ECC_MAX_LIMBS], hi[ECC_MAX_LIMBS];
  mp_limb_t mask = (((mp_limb_t) 1) << ks) - 1, c = 1;
  unsigned i;
  /* The shifts first: they clobber the flags, and between the adds
     they would break the carry chain. */
  ECC_UNROLL
  for (i = 0; i < n; i++)
    hi[i] = (t[n - 1 + i] >> ks) | (t[n + i] << (64 - ks));
  ECC_BARRIER (hi);
  ECC_UNROLL
  for (i = 0; i < n; i++)
    c = addc (c, i == n - 1 ? t[i] & mask : t[i], hi[i], &s[i]);
  mersenne_dec (r, s, (s[n - 1] >> ks) ^ 1, ks, n);
}

/* acc (an limbs) += x (xn limbs) at limb off, or -= for sub_at, with
   the carry run to the end of acc (fixed length: no branch). */
ECC_INLINE void
add_at (mp_limb_t *acc, unsigned an, const mp_limb_t *x, unsigned xn,
	unsigned off)
{
  mp_limb_t cy = 0;
  unsigned i;
  ECC_UNROLL
  for (i = 0; i < xn; i++)
    cy = addc (cy, acc[off + i], x[i], &acc[off + i]);
  ECC_UNROLL
  for (i = off + xn; i < an; i++)
    cy = addc (cy, acc[i], 0, &acc[i]);
}

ECC_INLINE void
sub_at (mp_limb_t *acc, unsigned an, const mp_limb_t *x, unsigned xn,
	unsigned off)
{
  mp_limb_t bw = 0;
  unsigned i;
  ECC_UNROLL
  for (i = 0; i < xn; i++)
    bw = subb (bw, acc[off + i], x[i], &acc[off + i]);
  ECC_UNROLL
  for (i = off + xn; i < an; i++)
    bw = subb (bw, acc[i], 0, &acc[i]);
}

/* acc (an limbs) = l (6 limbs) + h c, h of hn limbs, for P-384's
   c = 2^384 mod p = 2^128 + 2^96 - 2^32 + 1: l + h + h 2^128
   + (h 2^32) 2^64 - h 2^32, never negative. */
ECC_INLINE void
p384_fold (mp_limb_t *acc, unsigned an, const mp_limb_t *l,
	   const mp_limb_t *h, unsigned hn)
{
  mp_limb_t h32[ECC_MAX_LIMBS];
  unsigned i;
  ECC_UNROLL
  for (i = 0; i < an; i++)
    acc[i] = i < 6 ? l[i] : 0;
  h32[0] = h[0] << 32;
  ECC_UNROLL
  for (i = 1; i < hn; i++)
    h32[i] = (h[i] << 32) | (h[i - 1] >> 32);
  h32[hn] = h[hn - 1] >> 32;
  add_at (acc, an, h, hn, 0);
  add_at (acc, an, h, hn, 2);
  add_at (acc, an, h32, hn + 1, 1);
  sub_at (acc, an, h32, hn + 1, 0);
}

/* P-384's p = 2^384 - 2^128 - 2^96 + 2^32 - 1, numbers plain (as for
   the Mersenne modulus): t < p^2 folds to < 2^513 (9 limbs), that to
   < 2^384 + 2^259 < 2p (7 limbs), then one masked subtraction. */
static void
p384_reduce (const struct ecc_modulo *m, mp_limb_t *r, mp_limb_t *t)
{
  mp_limb_t a[9], b[7], d[7], bw = 0, mask;
  unsigned i;
  p384_fold (a, 9, t, t + 6, 6);
  p384_fold (b, 7, a, a + 6, 3);
  ECC_UNROLL
  for (i = 0; i < 7; i++)
    bw = subb (bw, b[i], i < 6 ? m->m[i] : 0, &d[i]);
  mask = - (mp_limb_t) (bw ^ 1);
  ECC_UNROLL
  for (i = 0; i < 6; i++)
    r[i] = (d[i] & mask) | (b[i] & ~mask);
}

/* m = 2^(64 n) - c, c < 2^32, numbers plain: t = lo + hi 2^(64 n)
   = lo + hi c. The first fold leaves n limbs plus a top limb <= c,
   the second n limbs plus a carry, and with a carry the n limbs are
   < c^2, so adding c for it cannot carry again. Then one masked
   subtraction (the value is < 2^(64 n) < 2m). */
ECC_INLINE void
pm_fold (mp_limb_t *r, const mp_limb_t *t, const mp_limb_t *m, mp_limb_t c,
	 unsigned n)
{
  mp_limb_t a[ECC_MAX_LIMBS], s[ECC_MAX_LIMBS], hi = 0, cy;
  ecc_dlimb p;
  unsigned i;
  ECC_UNROLL
  for (i = 0; i < n; i++)
    {
      p = (ecc_dlimb) t[n + i] * c + t[i] + hi;
      a[i] = (mp_limb_t) p;
      hi = (mp_limb_t) (p >> 64);
    }
  p = (ecc_dlimb) hi * c + a[0];
  s[0] = (mp_limb_t) p;
  cy = (mp_limb_t) (p >> 64);
  ECC_UNROLL
  for (i = 1; i < n; i++)
    cy = addc (cy, a[i], 0, &s[i]);
  cy = addc (0, s[0], c & - cy, &s[0]);
  ECC_UNROLL
  for (i = 1; i < n; i++)
    cy = addc (cy, s[i], 0, &s[i]);
  sub_m_cnd (r, s, 0, m, n);
}

static void
pm_reduce (const struct ecc_modulo *m, mp_limb_t *r, mp_limb_t *t)
{
  if (m->size == 4)
    pm_fold (r, t, m->m, m->pm_c, 4);
  else if (m->size == 8)
    pm_fold (r, t, m->m, m->pm_c, 8);
  else
    abort ();
}

/* The only Mersenne modulus here, P-521's 2^521 - 1, has routines of
   its own (ecc_p521_mul/sqr, which ecc_mod_mul/sqr call first). */
#define mersenne_reduce(m, r, t) abort ()

#else /* !ECC_MOD_INT128 */
/* Other limb sizes: GMP's mpn layer. */

/* Other limb sizes keep P-384 and the GOST p in Montgomery form
   (m->p384 and m->pm_c are 0). */
#define p384_reduce(m, r, t) abort ()
#define pm_reduce(m, r, t) abort ()
/* Never called (ECC_MOD_INT128 is 0). */
#define mul_small(t, a, b, n) abort ()
#define sqr_small(t, a, n) abort ()
#define redc_p256(r, t, m) abort ()
#define p192_mul(r, a, b) abort ()
#define p192_sqr(r, a) abort ()
#define mont_redc(r, t, m, minv, n) abort ()

/* The folds of mersenne_fold above with mpn calls. */
static void
mersenne_reduce (const struct ecc_modulo *m, mp_limb_t *r, mp_limb_t *t)
{
  mp_size_t n = m->size;
  unsigned k = m->bit_size;
  mp_size_t kl = k / GMP_NUMB_BITS;
  unsigned ks = k % GMP_NUMB_BITS;
  mp_limb_t mask = (((mp_limb_t) 1) << ks) - 1;
  mp_limb_t hi[2 * ECC_MAX_LIMBS], d[ECC_MAX_LIMBS], c, bw;

  /* ks != 0 for the curves here (521 = 8 * 64 + 9 = 16 * 32 + 9). */
  mpn_rshift (hi, t + kl, 2 * n - kl, ks);
  t[kl] &= mask;
  if (kl + 1 < n)
    mpn_zero (t + kl + 1, n - kl - 1);
  mpn_add_n (r, t, hi, n);
  c = r[kl] >> ks;
  r[kl] &= mask;
  sec_add_1 (r, r, n, c);
  bw = mpn_sub_n (d, r, m->m, n);
  cnd_copy ((int) (1 - bw), r, d, n);
}


#define redc ecc_mod_redc

/* a + b < 2m; the sum minus m is kept when the sum carried out of the
   limbs or the subtraction did not borrow. */
void
ecc_mod_add (const struct ecc_modulo *m, mp_limb_t *r,
	     const mp_limb_t *a, const mp_limb_t *b)
{
  mp_limb_t d[ECC_MAX_LIMBS];
  mp_limb_t cy, bw;
  cy = mpn_add_n (r, a, b, m->size);
  bw = mpn_sub_n (d, r, m->m, m->size);
  cnd_copy ((int) (cy | (1 - bw)), r, d, m->size);
}

void
ecc_mod_sub (const struct ecc_modulo *m, mp_limb_t *r,
	     const mp_limb_t *a, const mp_limb_t *b)
{
  mp_limb_t bw = mpn_sub_n (r, a, b, m->size);
  mpn_cnd_add_n (bw, r, r, m->m, m->size);
}

#endif /* !ECC_MOD_INT128 */

#if ECC_P256_DISPATCH
/* The portable variants of the P-256 routines: the C product and
   reduction above, inlined into one body. */
static const mp_limb_t p256_m[4] =
  {
    ~(mp_limb_t) 0, 0xffffffff, 0, 0xffffffff00000001
  };

ECC_PRODUCT_REDUCE (, _nettle_ecc_p256_mul_c, _nettle_ecc_p256_sqr_c,
		    4, redc_p256, p256_m)

static const mp_limb_t p224_m[4] =
  {
    1, 0xffffffff00000000, ~(mp_limb_t) 0, 0xffffffff
  };
ECC_PRODUCT_REDUCE (, _nettle_ecc_p224_mul_c, _nettle_ecc_p224_sqr_c,
		    4, redc_p224, p224_m)

/* P-521: GMP's product (inline products were slower here), then the
   fold. */
void
_nettle_ecc_p521_mul_c (mp_limb_t *r, const mp_limb_t *a, const mp_limb_t *b)
{
  mp_limb_t t[18];
  mpn_mul_n (t, a, b, 9);
  mersenne_fold (r, t, 9, 9);
}

void
_nettle_ecc_p521_sqr_c (mp_limb_t *r, const mp_limb_t *a)
{
  mp_limb_t t[18];
  mpn_sqr (t, a, 9);
  mersenne_fold (r, t, 9, 9);
}

void
_nettle_ecc_mul6_c (mp_limb_t *t, const mp_limb_t *a, const mp_limb_t *b)
{
  mul_small (t, a, b, 6);
}

void
_nettle_ecc_sqr6_c (mp_limb_t *t, const mp_limb_t *a)
{
  sqr_small (t, a, 6);
}

void
_nettle_ecc_mont4_mul_c (mp_limb_t *r, const mp_limb_t *a,
			 const mp_limb_t *b, const mp_limb_t *m,
			 mp_limb_t minv)
{
  mp_limb_t t[8];
  mul_small (t, a, b, 4);
  mont_redc (r, t, m, minv, 4);
}

void
_nettle_ecc_mont4_sqr_c (mp_limb_t *r, const mp_limb_t *a,
			 const mp_limb_t *m, mp_limb_t minv)
{
  mp_limb_t t[8];
  sqr_small (t, a, 4);
  mont_redc (r, t, m, minv, 4);
}
#endif

/* The products without a routine of their own: the product, then
   the modulus' reduction. Apart from ecc_mod_mul/sqr, so that their
   dispatched cases are a test and a tail call (with this body inline
   GCC saved six registers and made a stack frame first). */
static __attribute__ ((noinline)) void
mod_mul_other (const struct ecc_modulo *m, mp_limb_t *r,
	       const mp_limb_t *a, const mp_limb_t *b)
{
  mp_limb_t t[2 * ECC_MAX_LIMBS];
  if (ECC_MOD_INT128 && m->size == 4)
    mul_small (t, a, b, 4);
  else if (ECC_P256_DISPATCH && m->size == 6)
    ecc_mul6 (t, a, b);
  else
    mpn_mul_n (t, a, b, m->size);
  if (m->mersenne)
    mersenne_reduce (m, r, t);
  else if (m->p384)
    p384_reduce (m, r, t);
  else if (m->pm_c)
    pm_reduce (m, r, t);
  else
    redc (m, r, t);
}

static __attribute__ ((noinline)) void
mod_sqr_other (const struct ecc_modulo *m, mp_limb_t *r, const mp_limb_t *a)
{
  mp_limb_t t[2 * ECC_MAX_LIMBS];
  if (ECC_MOD_INT128 && m->size == 4)
    sqr_small (t, a, 4);
  else if (ECC_P256_DISPATCH && m->size == 6)
    ecc_sqr6 (t, a);
  else
    mpn_sqr (t, a, m->size);
  if (m->mersenne)
    mersenne_reduce (m, r, t);
  else if (m->p384)
    p384_reduce (m, r, t);
  else if (m->pm_c)
    pm_reduce (m, r, t);
  else
    redc (m, r, t);
}

void
ecc_mod_mul (const struct ecc_modulo *m, mp_limb_t *r,
	     const mp_limb_t *a, const mp_limb_t *b)
{
  if (ECC_P256_DISPATCH && m->p256)
    /* P-256's p: product and reduction in one routine. */
    ecc_p256_mul (r, a, b);
  else if (ECC_P256_DISPATCH && m->p224)
    ecc_p224_mul (r, a, b);
  else if (ECC_P256_DISPATCH && m->size == 4 && !m->pm_c)
    ecc_mont4_mul (r, a, b, m->m, m->minv);
  else if (ECC_MOD_INT128 && m->p192)
    p192_mul (r, a, b);
  else if (ECC_P256_DISPATCH && m->mersenne)
    ecc_p521_mul (r, a, b);
  else
    mod_mul_other (m, r, a, b);
}

void
ecc_mod_sqr (const struct ecc_modulo *m, mp_limb_t *r, const mp_limb_t *a)
{
  if (ECC_P256_DISPATCH && m->p256)
    ecc_p256_sqr (r, a);
  else if (ECC_P256_DISPATCH && m->p224)
    ecc_p224_sqr (r, a);
  else if (ECC_P256_DISPATCH && m->size == 4 && !m->pm_c)
    ecc_mont4_sqr (r, a, m->m, m->minv);
  else if (ECC_MOD_INT128 && m->p192)
    p192_sqr (r, a);
  else if (ECC_P256_DISPATCH && m->mersenne)
    ecc_p521_sqr (r, a);
  else
    mod_sqr_other (m, r, a);
}

void
ecc_mod_to_m (const struct ecc_modulo *m, mp_limb_t *r, const mp_limb_t *a)
{
  ecc_mod_mul (m, r, a, m->r2);
}

/* a / R: the Montgomery product with a plain 1. */
void
ecc_mod_from_m (const struct ecc_modulo *m, mp_limb_t *r, const mp_limb_t *a)
{
  static const mp_limb_t one[ECC_MAX_LIMBS] = { 1 };
  ecc_mod_mul (m, r, a, one);
}

void
ecc_mod_sub_m (const struct ecc_modulo *m, mp_limb_t *r, const mp_limb_t *a)
{
  mp_limb_t d[ECC_MAX_LIMBS];
  mp_limb_t bw = mpn_sub_n (d, a, m->m, m->size);
  if (r != a)
    mpn_copyi (r, a, m->size);
  cnd_copy ((int) (1 - bw), r, d, m->size);
}
