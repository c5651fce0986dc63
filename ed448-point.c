/* ed448-point.c

   The group of Ed448 (RFC 8032 5.2): x^2 + y^2 = 1 + d x^2 y^2 with
   d = -39081 over GF(2^448 - 2^224 - 1), in extended coordinates
   (X : Y : Z : T) with the complete formulas of Hisil, Wong, Carter and
   Dawson (2008) for a = 1, point encoding and decoding (RFC 8032
   5.2.2, 5.2.3), and the constant-time scalar multiplication of
   edwards-mul.h.

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

#include "eddsa-internal.h"

#define ED448_D 39081		/* d = -ED448_D */

/* The base point of RFC 8032 5.2 in radix 2^56 limbs
   (curve448-field.c), Z = 1, T = x y. */
static const struct ed448_point ed448_base =
  {
    { { 0x26a82bc70cc05eULL, 0x80e18b00938e26ULL, 0xf72ab66511433bULL,
	0xa3d3a46412ae1aULL, 0x0f1767ea6de324ULL, 0x36da9e14657047ULL,
	0xed221d15a622bfULL, 0x4f1970c66bed0dULL } },
    { { 0x08795bf230fa14ULL, 0x132c4ed7c8ad98ULL, 0x1ce67c39c4fdbdULL,
	0x05a0c2d73ad3ffULL, 0xa3984087789c1eULL, 0xc7624bea73736cULL,
	0x248876203756c9ULL, 0x693f46716eb6bcULL } },
    { { 1, 0, 0, 0, 0, 0, 0, 0 } },
    { { 0x06624e82af95f3ULL, 0xa07d85662d1debULL, 0x90b5b27da1f78fULL,
	0xe2356d58f179deULL, 0x8451d260d71667ULL, 0x91c9c5056a183fULL,
	0x6ccec39d2d508dULL, 0xc75eb58aee221cULL } },
  };

const uint8_t ed448_q[57] =
  {
    0xf3, 0x44, 0x58, 0xab, 0x92, 0xc2, 0x78, 0x23,
    0x55, 0x8f, 0xc5, 0x8d, 0x72, 0xc2, 0x6c, 0x21,
    0x90, 0x36, 0xd6, 0xae, 0x49, 0xdb, 0x4e, 0xc4,
    0xe9, 0x23, 0xca, 0x7c, 0xff, 0xff, 0xff, 0xff,
    0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
    0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
    0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x3f,
    0x00,
  };

static const fe448 fe_zero = { { 0, 0, 0, 0, 0, 0, 0, 0 } };
static const fe448 fe_one = { { 1, 0, 0, 0, 0, 0, 0, 0 } };

/* r = d a. */
static void
mul_d (fe448 *r, const fe448 *a)
{
  fe448_mul_small (r, a, ED448_D);
  fe448_sub (r, &fe_zero, r);
}

static void
pt_identity (struct ed448_point *r)
{
  r->x = fe_zero;
  r->y = fe_one;
  r->z = fe_one;
  r->t = fe_zero;
}

/* "add-2008-hwcd" for a = 1: 9 multiplications and one by d;
   complete on Ed448 (d is not a square). */
void
ed448_add (struct ed448_point *r, const struct ed448_point *p,
	   const struct ed448_point *q)
{
  fe448 a, b, c, d, e, f, g, h;
  fe448_mul (&a, &p->x, &q->x);
  fe448_mul (&b, &p->y, &q->y);
  fe448_mul (&c, &p->t, &q->t);
  mul_d (&c, &c);
  fe448_mul (&d, &p->z, &q->z);
  fe448_add (&e, &p->x, &p->y);
  fe448_add (&f, &q->x, &q->y);
  fe448_mul (&e, &e, &f);
  fe448_sub (&e, &e, &a);
  fe448_sub (&e, &e, &b);		/* X1 Y2 + Y1 X2 */
  fe448_sub (&f, &d, &c);
  fe448_add (&g, &d, &c);
  fe448_sub (&h, &b, &a);
  fe448_mul (&r->x, &e, &f);
  fe448_mul (&r->y, &g, &h);
  fe448_mul (&r->t, &e, &h);
  fe448_mul (&r->z, &f, &g);
}

/* "dbl-2008-hwcd" for a = 1: 4 squarings and 4 multiplications; T is
   not read. */
static void
pt_dbl (struct ed448_point *r, const struct ed448_point *p)
{
  fe448 a, b, c, e, f, g, h;
  fe448_sqr (&a, &p->x);
  fe448_sqr (&b, &p->y);
  fe448_sqr (&c, &p->z);
  fe448_add (&c, &c, &c);
  fe448_add (&e, &p->x, &p->y);
  fe448_sqr (&e, &e);
  fe448_sub (&e, &e, &a);
  fe448_sub (&e, &e, &b);
  fe448_add (&g, &a, &b);
  fe448_sub (&f, &g, &c);
  fe448_sub (&h, &a, &b);
  fe448_mul (&r->x, &e, &f);
  fe448_mul (&r->y, &g, &h);
  fe448_mul (&r->t, &e, &h);
  fe448_mul (&r->z, &f, &g);
}

static void
pt_cmov (struct ed448_point *r, const struct ed448_point *a, uint64_t mask)
{
  fe448_cmov (&r->x, &a->x, mask);
  fe448_cmov (&r->y, &a->y, mask);
  fe448_cmov (&r->z, &a->z, mask);
  fe448_cmov (&r->t, &a->t, mask);
}

#define PT struct ed448_point
#define PT_IDENTITY pt_identity
#define PT_ADD ed448_add
#define PT_DBL pt_dbl
#define PT_CMOV pt_cmov
#define EDWARDS_MUL edwards448_mul
#include "edwards-mul.h"

void
ed448_mul (struct ed448_point *r, const uint8_t *k,
	   const struct ed448_point *p)
{
  edwards448_mul (r, k, 448, p);
}

void
ed448_mul_g (struct ed448_point *r, const uint8_t *k)
{
  edwards448_mul (r, k, 448, &ed448_base);
}

void
ed448_neg (struct ed448_point *r, const struct ed448_point *a)
{
  fe448_sub (&r->x, &fe_zero, &a->x);
  r->y = a->y;
  r->z = a->z;
  fe448_sub (&r->t, &fe_zero, &a->t);
}

void
ed448_encode (uint8_t *s, const struct ed448_point *p)
{
  fe448 zi, x, y;
  uint8_t xb[56];
  fe448_inv (&zi, &p->z);
  fe448_mul (&x, &p->x, &zi);
  fe448_mul (&y, &p->y, &zi);
  fe448_tobytes (s, &y);
  fe448_tobytes (xb, &x);
  s[56] = (xb[0] & 1) << 7;
}

int
ed448_decode (struct ed448_point *r, const uint8_t *s)
{
  fe448 u, v, x, t;
  uint8_t b[56], c[56];
  unsigned sign = s[56] >> 7;
  static const uint8_t zero[56];

  /* y < p: bits 448-454 zero, and the 56 low bytes canonical. */
  if (s[56] & 0x7f)
    return 0;
  fe448_frombytes (&r->y, s);
  fe448_tobytes (b, &r->y);
  if (memcmp (b, s, 56) != 0)
    return 0;

  /* x^2 = u / v with u = y^2 - 1, v = d y^2 - 1; the candidate
     x = u^3 v (u^5 v^3)^((p-3)/4). */
  fe448_sqr (&u, &r->y);
  mul_d (&v, &u);
  fe448_sub (&u, &u, &fe_one);
  fe448_sub (&v, &v, &fe_one);
  fe448_sqr (&t, &u);
  fe448_mul (&x, &t, &u);
  fe448_mul (&x, &x, &v);		/* u^3 v */
  fe448_mul (&t, &u, &v);
  fe448_sqr (&t, &t);
  fe448_mul (&t, &t, &x);		/* u^5 v^3 */
  fe448_pow_p34 (&t, &t);
  fe448_mul (&x, &x, &t);

  /* v x^2 must be u. */
  fe448_sqr (&t, &x);
  fe448_mul (&t, &t, &v);
  fe448_tobytes (b, &t);
  fe448_tobytes (c, &u);
  if (memcmp (b, c, 56) != 0)
    return 0;

  fe448_tobytes (b, &x);
  if (memcmp (b, zero, 56) == 0 && sign)
    return 0;
  if ((b[0] & 1) != sign)
    fe448_sub (&x, &fe_zero, &x);

  r->x = x;
  r->z = fe_one;
  fe448_mul (&r->t, &x, &r->y);
  return 1;
}
