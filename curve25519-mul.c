/* curve25519-mul.c

   X25519 (RFC 7748 section 5): the Montgomery ladder on the u
   coordinate, field arithmetic modulo 2^255 - 19 on GMP's mpn layer.
   Constant time: the ladder runs all 255 steps, swaps with mpn_cnd_swap,
   reduces with fixed-length carry folds and inverts with mpn_sec_invert.

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
#include <string.h>

#include "curve25519.h"
#include "gmp-glue.h"

/* Limbs of a field element; values are kept fully reduced, in [0, p). */
#define FE_N (256 / GMP_NUMB_BITS)

/* p = 2^255 - 19, little-endian limbs. */
static void
fe_prime (mp_limb_t *p)
{
  mpn_zero (p, FE_N);
  p[0] = - (mp_limb_t) 19;
  mpn_com (p + 1, p + 1, FE_N - 1);
  p[FE_N - 1] >>= 1;
}

/* x (FE_N limbs, < 2^256) + c * 38 with c < 2^20, reduced into
   [0, p); 2^256 = 38 (mod p). Fixed-length adds and conditional
   subtractions by copy: no branch on the value. */
static void
fe_fold (mp_limb_t *r, const mp_limb_t *x, mp_limb_t c, const mp_limb_t *p)
{
  mp_limb_t t[FE_N], u[FE_N];
  mp_limb_t b;
  mpn_zero (t, FE_N);
  t[0] = c * 38;
  c = mpn_add_n (r, x, t, FE_N);
  t[0] = c * 38;		/* after a wrap r is small: no second carry */
  mpn_add_n (r, r, t, FE_N);
  /* r < 2^256 < 3p: subtract p at most twice. */
  b = mpn_sub_n (u, r, p, FE_N);
  cnd_copy (1 - (int) b, r, u, FE_N);
  b = mpn_sub_n (u, r, p, FE_N);
  cnd_copy (1 - (int) b, r, u, FE_N);
}

/* r = x mod p for the 2 * FE_N limbs at x (clobbered). */
static void
fe_reduce (mp_limb_t *r, mp_limb_t *x, const mp_limb_t *p)
{
  mp_limb_t c = mpn_addmul_1 (x, x + FE_N, FE_N, 38);
  fe_fold (r, x, c, p);
}

static void
fe_mul (mp_limb_t *r, const mp_limb_t *a, const mp_limb_t *b,
	const mp_limb_t *p)
{
  mp_limb_t t[2 * FE_N];
  mpn_mul_n (t, a, b, FE_N);
  fe_reduce (r, t, p);
}

static void
fe_sqr (mp_limb_t *r, const mp_limb_t *a, const mp_limb_t *p)
{
  mp_limb_t t[2 * FE_N];
  mpn_sqr (t, a, FE_N);
  fe_reduce (r, t, p);
}

static void
fe_mul_1 (mp_limb_t *r, const mp_limb_t *a, mp_limb_t b, const mp_limb_t *p)
{
  mp_limb_t t[FE_N];
  mp_limb_t c = mpn_mul_1 (t, a, FE_N, b);
  fe_fold (r, t, c, p);
}

static void
fe_add (mp_limb_t *r, const mp_limb_t *a, const mp_limb_t *b,
	const mp_limb_t *p)
{
  mp_limb_t t[FE_N];
  mpn_add_n (t, a, b, FE_N);	/* < 2p < 2^256: no carry */
  fe_fold (r, t, 0, p);
}

static void
fe_sub (mp_limb_t *r, const mp_limb_t *a, const mp_limb_t *b,
	const mp_limb_t *p)
{
  mp_limb_t bw = mpn_sub_n (r, a, b, FE_N);
  mpn_cnd_add_n (bw, r, r, p, FE_N);
}

/* r = a^-1, or 0 for a = 0 (the small-order case of RFC 7748). */
static void
fe_inv (mp_limb_t *r, const mp_limb_t *a, const mp_limb_t *p)
{
  mp_limb_t t[FE_N], z[FE_N];
  mp_limb_t scratch[20 * FE_N];
  int ok;
  assert (mpn_sec_invert_itch (FE_N) <= 20 * FE_N);
  mpn_copyi (t, a, FE_N);
  ok = mpn_sec_invert (r, t, p, FE_N, 2 * 255, scratch);
  mpn_zero (z, FE_N);
  cnd_copy (1 - ok, r, z, FE_N);
}

void
nettle_curve25519_mul (uint8_t *q, const uint8_t *n, const uint8_t *pt)
{
  mp_limb_t p[FE_N], u[FE_N], v[FE_N];
  mp_limb_t x1[FE_N], x2[FE_N], z2[FE_N], x3[FE_N], z3[FE_N];
  mp_limb_t a[FE_N], aa[FE_N], b[FE_N], bb[FE_N], e[FE_N];
  mp_limb_t c[FE_N], d[FE_N], da[FE_N], cb[FE_N];
  uint8_t k[CURVE25519_SIZE], ub[CURVE25519_SIZE];
  mp_limb_t swap, bit, borrow;
  int i;

  fe_prime (p);

  /* Clamping (RFC 7748 section 5). */
  memcpy (k, n, sizeof (k));
  k[0] &= 248;
  k[31] &= 127;
  k[31] |= 64;

  /* u: the top bit is ignored; values in [p, 2^255) are reduced. */
  memcpy (ub, pt, sizeof (ub));
  ub[31] &= 127;
  mpn_set_base256_le (x1, FE_N, ub, sizeof (ub));
  borrow = mpn_sub_n (u, x1, p, FE_N);
  cnd_copy (1 - (int) borrow, x1, u, FE_N);

  mpn_zero (x2, FE_N); x2[0] = 1;
  mpn_zero (z2, FE_N);
  mpn_copyi (x3, x1, FE_N);
  mpn_zero (z3, FE_N); z3[0] = 1;

  /* The ladder of RFC 7748 section 5, a24 = 121665; the bit index is
     public, the bit only feeds the masks of mpn_cnd_swap. */
  swap = 0;
  for (i = 254; i >= 0; i--)
    {
      bit = (k[i / 8] >> (i % 8)) & 1;
      swap ^= bit;
      mpn_cnd_swap (swap, x2, x3, FE_N);
      mpn_cnd_swap (swap, z2, z3, FE_N);
      swap = bit;

      fe_add (a, x2, z2, p);
      fe_sqr (aa, a, p);
      fe_sub (b, x2, z2, p);
      fe_sqr (bb, b, p);
      fe_sub (e, aa, bb, p);
      fe_add (c, x3, z3, p);
      fe_sub (d, x3, z3, p);
      fe_mul (da, d, a, p);
      fe_mul (cb, c, b, p);
      fe_add (u, da, cb, p);
      fe_sqr (x3, u, p);
      fe_sub (u, da, cb, p);
      fe_sqr (v, u, p);
      fe_mul (z3, x1, v, p);
      fe_mul (x2, aa, bb, p);
      fe_mul_1 (u, e, 121665, p);
      fe_add (v, aa, u, p);
      fe_mul (z2, e, v, p);
    }
  mpn_cnd_swap (swap, x2, x3, FE_N);
  mpn_cnd_swap (swap, z2, z3, FE_N);

  fe_inv (u, z2, p);
  fe_mul (v, x2, u, p);
  mpn_get_base256_le (q, CURVE25519_SIZE, v, FE_N);
}
