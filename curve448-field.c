/* curve448-field.c

   Arithmetic modulo p = 2^448 - 2^224 - 1 for X448 and Ed448: eight
   64-bit limbs of radix 2^56, products in 128-bit columns (curve_wide,
   curve-internal.h). A column
   at 2^(448 + 56 j) folds into the columns at 2^(56 j) and
   2^(224 + 56 j), since 2^448 = 2^224 + 1 mod p. Constant time.

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

#include "curve-internal.h"
#include "ecc-internal.h"

#define M56 (((uint64_t) 1 << 56) - 1)

/* One pass of carries, the carry out of limb 7 going to limbs 0 and
   4: limbs below 2^63 in, each below 2^56 + 2^8 out. Inlined, as
   the helpers below are: as calls GCC kept them, with the 128-bit
   columns in memory. */
static inline __attribute__ ((always_inline)) void
carry (uint64_t *r)
{
  uint64_t c;
  int i;
#pragma GCC unroll 7
  for (i = 0; i < 7; i++)
    {
      r[i + 1] += r[i] >> 56;
      r[i] &= M56;
    }
  c = r[7] >> 56;
  r[7] &= M56;
  r[0] += c;
  r[4] += c;
}

/* The same from eight 128-bit columns. With loose inputs (limbs below
   2^57) the product columns stay below 2^120 (see combine), so every
   carry, the one out of limb 7 included, fits 64 bits. */
static inline __attribute__ ((always_inline)) void
carry_wide (fe448 *r, curve_wide *t)
{
  uint64_t c;
  int i;
#pragma GCC unroll 7
  for (i = 0; i < 7; i++)
    {
      t[i + 1] = cw_add64 (t[i + 1], cw_shr (t[i], 56));
      r->v[i] = cw_lo (t[i]) & M56;
    }
  r->v[7] = cw_lo (t[7]) & M56;
  c = cw_shr (t[7], 56);
  r->v[0] += c;
  r->v[4] += c;
  r->v[1] += r->v[0] >> 56;
  r->v[0] &= M56;
  r->v[5] += r->v[4] >> 56;
  r->v[4] &= M56;
}

void
fe448_frombytes (fe448 *r, const uint8_t *s)
{
  int i, j;
  for (i = 0; i < 8; i++)
    {
      uint64_t x = 0;
      for (j = 6; j >= 0; j--)
	x = (x << 8) | s[7 * i + j];
      r->v[i] = x;
    }
}

void
fe448_tobytes (uint8_t *s, const fe448 *a)
{
  uint64_t t[8], q;
  int i, j;
  for (i = 0; i < 8; i++)
    t[i] = a->v[i];
  carry (t);
  carry (t);
  /* t < 2p now. q = 1 exactly when t >= p, i.e. when t + 2^224 + 1
     reaches 2^448: the carry chain of that sum. */
  q = (t[0] + 1) >> 56;
  for (i = 1; i < 8; i++)
    q = (t[i] + (i == 4) + q) >> 56;
  /* t - q p = t + q (2^224 + 1) - q 2^448. */
  t[0] += q;
  t[4] += q;
  for (i = 0; i < 7; i++)
    {
      t[i + 1] += t[i] >> 56;
      t[i] &= M56;
    }
  t[7] &= M56;
  for (i = 0; i < 8; i++)
    for (j = 0; j < 7; j++)
      s[7 * i + j] = (t[i] >> (8 * j)) & 0xff;
}

void
fe448_add (fe448 *r, const fe448 *a, const fe448 *b)
{
  int i;
#pragma GCC unroll 8
  for (i = 0; i < 8; i++)
    r->v[i] = a->v[i] + b->v[i];
  carry (r->v);
}

/* a + 4p - b: 4p's limbs (2^58 - 4, and 2^58 - 8 at limb 4) exceed any
   loose limb. */
void
fe448_sub (fe448 *r, const fe448 *a, const fe448 *b)
{
  int i;
#pragma GCC unroll 8
  for (i = 0; i < 8; i++)
    r->v[i] = a->v[i] + ((uint64_t) 1 << 58) - (i == 4 ? 8 : 4) - b->v[i];
  carry (r->v);
}

/* Karatsuba on the halves a = a0 + a1 F, F = 2^224, F^2 = F + 1:
     a b = (a0 b0 + a1 b1) + ((a0 + a1)(b0 + b1) - a0 b0) F,
   three 4 x 4 limb products instead of one 8 x 8. The loops have
   constant bounds and are unrolled, so the columns live in registers. */

/* The 7 columns of the 4-limb product x y. */
static inline __attribute__ ((always_inline)) void
mul4 (curve_wide *c, const uint64_t *x, const uint64_t *y)
{
  int i, j;
#pragma GCC unroll 4
  for (i = 0; i < 4; i++)
    c[i] = cw_mul (x[i], y[0]);
#pragma GCC unroll 3
  for (i = 4; i < 7; i++)
    c[i] = cw_mul (0, 0);
#pragma GCC unroll 4
  for (i = 0; i < 4; i++)
#pragma GCC unroll 3
    for (j = 1; j < 4; j++)
      CW_MAC (c[i + j], x[i], y[j]);
}

/* The 7 columns of x^2, off-diagonal products once with a doubled
   factor. */
static inline __attribute__ ((always_inline)) void
sqr4 (curve_wide *c, const uint64_t *x)
{
  int i, j;
#pragma GCC unroll 4
  for (i = 0; i < 4; i++)
    c[2 * i] = cw_mul (x[i], x[i]);
#pragma GCC unroll 3
  for (i = 1; i < 7; i += 2)
    c[i] = cw_mul (0, 0);
#pragma GCC unroll 4
  for (i = 0; i < 4; i++)
#pragma GCC unroll 3
    for (j = i + 1; j < 4; j++)
      CW_MAC (c[i + j], x[i], 2 * x[j]);
}

/* r from P = a0 b0, Q = a1 b1, R = (a0 + a1)(b0 + b1): columns
   0..6 get P + Q, columns 4..10 get R - P, and columns 8..10 (at
   2^448 F^0..2) fold into 0..2 and 4..6. With loose limbs (below
   2^57, so the sums below 2^58) every column stays below 2^120. */
static inline __attribute__ ((always_inline)) void
combine (fe448 *r, const curve_wide *p, const curve_wide *q,
	 const curve_wide *s)
{
  curve_wide c[11];
  int k;
#pragma GCC unroll 4
  for (k = 0; k < 4; k++)
    c[k] = cw_add (p[k], q[k]);
#pragma GCC unroll 3
  for (k = 4; k < 7; k++)
    c[k] = cw_add (cw_add (p[k], q[k]), cw_sub (s[k - 4], p[k - 4]));
#pragma GCC unroll 4
  for (k = 7; k < 11; k++)
    c[k] = cw_sub (s[k - 4], p[k - 4]);
#pragma GCC unroll 3
  for (k = 8; k < 11; k++)
    {
      c[k - 8] = cw_add (c[k - 8], c[k]);
      c[k - 4] = cw_add (c[k - 4], c[k]);
    }
  carry_wide (r, c);
}

void
fe448_mul (fe448 *r, const fe448 *a, const fe448 *b)
{
  curve_wide p[7], q[7], s[7];
  uint64_t as[4], bs[4];
  int i;
#pragma GCC unroll 4
  for (i = 0; i < 4; i++)
    {
      as[i] = a->v[i] + a->v[i + 4];
      bs[i] = b->v[i] + b->v[i + 4];
    }
  mul4 (p, a->v, b->v);
  mul4 (q, a->v + 4, b->v + 4);
  mul4 (s, as, bs);
  combine (r, p, q, s);
}

void
fe448_sqr (fe448 *r, const fe448 *a)
{
  curve_wide p[7], q[7], s[7];
  uint64_t as[4];
  int i;
#pragma GCC unroll 4
  for (i = 0; i < 4; i++)
    as[i] = a->v[i] + a->v[i + 4];
  sqr4 (p, a->v);
  sqr4 (q, a->v + 4);
  sqr4 (s, as);
  combine (r, p, q, s);
}

void
fe448_mul_small (fe448 *r, const fe448 *a, uint32_t c)
{
  curve_wide t[8];
  int i;
  for (i = 0; i < 8; i++)
    t[i] = cw_mul (a->v[i], c);
  carry_wide (r, t);
}

/* r = a^(2^n) for n >= 1. */
static void
sqr_n (fe448 *r, const fe448 *a, unsigned n)
{
  fe448_sqr (r, a);
  while (--n > 0)
    fe448_sqr (r, r);
}

/* r = a^((p-3)/4) = a^((2^223 - 1) 2^223 + 2^222 - 1), the exponent
   both the inverse and the square root start from. e_k below is
   a^(2^k - 1); e_(m+n) = e_m^(2^n) e_n. */
static void
pow_e1 (fe448 *r, const fe448 *a)
{
  fe448 e3, e6, e24, t, u;
  fe448_sqr (&t, a);
  fe448_mul (&t, &t, a);		/* e2 */
  fe448_sqr (&t, &t);
  fe448_mul (&e3, &t, a);		/* e3 */
  sqr_n (&t, &e3, 3);
  fe448_mul (&e6, &t, &e3);		/* e6 */
  sqr_n (&t, &e6, 6);
  fe448_mul (&u, &t, &e6);		/* e12 */
  sqr_n (&t, &u, 12);
  fe448_mul (&e24, &t, &u);		/* e24 */
  sqr_n (&t, &e24, 24);
  fe448_mul (&u, &t, &e24);		/* e48 */
  sqr_n (&t, &u, 48);
  fe448_mul (&u, &t, &u);		/* e96 */
  sqr_n (&t, &u, 96);
  fe448_mul (&u, &t, &u);		/* e192 */
  sqr_n (&t, &u, 24);
  fe448_mul (&u, &t, &e24);		/* e216 */
  sqr_n (&t, &u, 6);
  fe448_mul (&u, &t, &e6);		/* e222 */
  fe448_sqr (&t, &u);
  fe448_mul (&t, &t, a);		/* e223 */
  sqr_n (&t, &t, 223);
  fe448_mul (r, &t, &u);
}

void
fe448_pow_p34 (fe448 *r, const fe448 *a)
{
  pow_e1 (r, a);
}

#define P448_ONES ECC_LIMBS64 (0xffffffffffffffffULL)
/* p = 2^448 - 2^224 - 1 for ecc_mod_inv: plain numbers (r2 = 1), and
   minv = -1/p mod 2^GMP_NUMB_BITS = 1, as p = -1 there. */
static const struct ecc_modulo curve448_p =
  {
    .size = 448 / GMP_NUMB_BITS,
    .bit_size = 448,
    .minv = 1,
    .m = { P448_ONES, P448_ONES, P448_ONES,
	   ECC_LIMBS64 (0xfffffffeffffffffULL),
	   P448_ONES, P448_ONES, P448_ONES },
    .one = { 1 },
    .r2 = { 1 },
  };

/* ecc_mod_inv's divsteps on the canonical residue: fewer cycles than
   a^(p - 2) by pow_e1 and 448 squares (see fe25519_inv). */
void
fe448_inv (fe448 *r, const fe448 *a)
{
  uint8_t b[56];
  fe448_tobytes (b, a);
  ecc_mod_inv_le (&curve448_p, b, 56);
  fe448_frombytes (r, b);
}
