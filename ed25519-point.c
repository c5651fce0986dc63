/* ed25519-point.c

   The group of Ed25519 (RFC 8032 5.1): -x^2 + y^2 = 1 + d x^2 y^2 over
   GF(2^255 - 19), in extended coordinates (X : Y : Z : T) with the
   complete formulas of Hisil, Wong, Carter and Dawson (2008) for
   a = -1, point encoding and decoding (RFC 8032 5.1.2, 5.1.3), and the
   constant-time scalar multiplication of edwards-mul.h.

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

/* The constants in radix 2^51 limbs (curve25519-field.c). */

/* d = -121665 / 121666. */
static const fe25519 ed25519_d =
  { { 0x34dca135978a3ULL, 0x1a8283b156ebdULL, 0x5e7a26001c029ULL,
      0x739c663a03cbbULL, 0x52036cee2b6ffULL } };
/* 2 d. */
static const fe25519 ed25519_2d =
  { { 0x69b9426b2f159ULL, 0x35050762add7aULL, 0x3cf44c0038052ULL,
      0x6738cc7407977ULL, 0x2406d9dc56dffULL } };
/* 2^((p-1)/4), a square root of -1. */
static const fe25519 ed25519_sqrt_m1 =
  { { 0x61b274a0ea0b0ULL, 0x0d5a5fc8f189dULL, 0x7ef5e9cbd0c60ULL,
      0x78595a6804c9eULL, 0x2b8324804fc1dULL } };

/* The base point B: y = 4/5, x even (RFC 8032 5.1), Z = 1, T = x y. */
static const struct ed25519_point ed25519_base =
  {
    { { 0x62d608f25d51aULL, 0x412a4b4f6592aULL, 0x75b7171a4b31dULL,
	0x1ff60527118feULL, 0x216936d3cd6e5ULL } },
    { { 0x6666666666658ULL, 0x4ccccccccccccULL, 0x1999999999999ULL,
	0x3333333333333ULL, 0x6666666666666ULL } },
    { { 1, 0, 0, 0, 0 } },
    { { 0x68ab3a5b7dda3ULL, 0x00eea2a5eadbbULL, 0x2af8df483c27eULL,
	0x332b375274732ULL, 0x67875f0fd78b7ULL } },
  };

const uint8_t ed25519_q[32] =
  {
    0xed, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58,
    0xd6, 0x9c, 0xf7, 0xa2, 0xde, 0xf9, 0xde, 0x14,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x10,
  };

static const fe25519 fe_zero = { { 0, 0, 0, 0, 0 } };
static const fe25519 fe_one = { { 1, 0, 0, 0, 0 } };

static void
pt_identity (struct ed25519_point *r)
{
  r->x = fe_zero;
  r->y = fe_one;
  r->z = fe_one;
  r->t = fe_zero;
}

/* "add-2008-hwcd-3": 9 multiplications, complete on Ed25519. */
void
ed25519_add (struct ed25519_point *r, const struct ed25519_point *p,
	     const struct ed25519_point *q)
{
  fe25519 a, b, c, d, e, f, g, h;
  fe25519_sub (&a, &p->y, &p->x);
  fe25519_sub (&h, &q->y, &q->x);
  fe25519_mul (&a, &a, &h);		/* (Y1 - X1)(Y2 - X2) */
  fe25519_add (&b, &p->y, &p->x);
  fe25519_add (&h, &q->y, &q->x);
  fe25519_mul (&b, &b, &h);		/* (Y1 + X1)(Y2 + X2) */
  fe25519_mul (&c, &p->t, &q->t);
  fe25519_mul (&c, &c, &ed25519_2d);	/* 2 d T1 T2 */
  fe25519_mul (&d, &p->z, &q->z);
  fe25519_add (&d, &d, &d);		/* 2 Z1 Z2 */
  fe25519_sub (&e, &b, &a);
  fe25519_sub (&f, &d, &c);
  fe25519_add (&g, &d, &c);
  fe25519_add (&h, &b, &a);
  fe25519_mul (&r->x, &e, &f);
  fe25519_mul (&r->y, &g, &h);
  fe25519_mul (&r->t, &e, &h);
  fe25519_mul (&r->z, &f, &g);
}

/* "dbl-2008-hwcd" for a = -1 (RFC 8032 5.1.4): 4 squarings and 4
   multiplications; T is not read. */
static void
pt_dbl (struct ed25519_point *r, const struct ed25519_point *p)
{
  fe25519 a, b, c, e, f, g, h;
  fe25519_sqr (&a, &p->x);
  fe25519_sqr (&b, &p->y);
  fe25519_sqr (&c, &p->z);
  fe25519_add (&c, &c, &c);
  fe25519_add (&h, &a, &b);
  fe25519_add (&e, &p->x, &p->y);
  fe25519_sqr (&e, &e);
  fe25519_sub (&e, &h, &e);
  fe25519_sub (&g, &a, &b);
  fe25519_add (&f, &c, &g);
  fe25519_mul (&r->x, &e, &f);
  fe25519_mul (&r->y, &g, &h);
  fe25519_mul (&r->t, &e, &h);
  fe25519_mul (&r->z, &f, &g);
}

static void
pt_cmov (struct ed25519_point *r, const struct ed25519_point *a,
	 uint64_t mask)
{
  fe25519_cmov (&r->x, &a->x, mask);
  fe25519_cmov (&r->y, &a->y, mask);
  fe25519_cmov (&r->z, &a->z, mask);
  fe25519_cmov (&r->t, &a->t, mask);
}

#define PT struct ed25519_point
#define PT_IDENTITY pt_identity
#define PT_ADD ed25519_add
#define PT_DBL pt_dbl
#define PT_CMOV pt_cmov
#define EDWARDS_MUL edwards25519_mul
#include "edwards-mul.h"

void
ed25519_mul (struct ed25519_point *r, const uint8_t *k,
	     const struct ed25519_point *p)
{
  edwards25519_mul (r, k, 256, p);
}

void
ed25519_mul_g (struct ed25519_point *r, const uint8_t *k)
{
  edwards25519_mul (r, k, 256, &ed25519_base);
}

void
ed25519_neg (struct ed25519_point *r, const struct ed25519_point *a)
{
  fe25519_sub (&r->x, &fe_zero, &a->x);
  r->y = a->y;
  r->z = a->z;
  fe25519_sub (&r->t, &fe_zero, &a->t);
}

void
ed25519_encode (uint8_t *s, const struct ed25519_point *p)
{
  fe25519 zi, x, y;
  uint8_t xb[32];
  fe25519_inv (&zi, &p->z);
  fe25519_mul (&x, &p->x, &zi);
  fe25519_mul (&y, &p->y, &zi);
  fe25519_tobytes (s, &y);
  fe25519_tobytes (xb, &x);
  s[31] |= (xb[0] & 1) << 7;
}

int
ed25519_decode (struct ed25519_point *r, const uint8_t *s)
{
  fe25519 u, v, v3, x, t;
  uint8_t b[32], c[32];
  unsigned sign = s[31] >> 7;
  static const uint8_t zero[32];

  /* y, which must be canonical: y < p. */
  fe25519_frombytes (&r->y, s);
  fe25519_tobytes (b, &r->y);
  memcpy (c, s, 32);
  c[31] &= 0x7f;
  if (memcmp (b, c, 32) != 0)
    return 0;

  /* x^2 = u / v with u = y^2 - 1, v = d y^2 + 1; the candidate
     x = u v^3 (u v^7)^((p-5)/8). */
  fe25519_sqr (&u, &r->y);
  fe25519_mul (&v, &u, &ed25519_d);
  fe25519_sub (&u, &u, &fe_one);
  fe25519_add (&v, &v, &fe_one);
  fe25519_sqr (&v3, &v);
  fe25519_mul (&v3, &v3, &v);		/* v^3 */
  fe25519_sqr (&x, &v3);
  fe25519_mul (&x, &x, &v);		/* v^7 */
  fe25519_mul (&x, &x, &u);		/* u v^7 */
  fe25519_pow_p58 (&x, &x);
  fe25519_mul (&x, &x, &v3);
  fe25519_mul (&x, &x, &u);

  /* v x^2 is u (x is a root), -u (x sqrt(-1) is), or neither. */
  fe25519_sqr (&t, &x);
  fe25519_mul (&t, &t, &v);
  fe25519_tobytes (b, &t);
  fe25519_tobytes (c, &u);
  if (memcmp (b, c, 32) != 0)
    {
      fe25519_sub (&u, &fe_zero, &u);
      fe25519_tobytes (c, &u);
      if (memcmp (b, c, 32) != 0)
	return 0;
      fe25519_mul (&x, &x, &ed25519_sqrt_m1);
    }

  fe25519_tobytes (b, &x);
  if (memcmp (b, zero, 32) == 0 && sign)
    return 0;
  if ((b[0] & 1) != sign)
    fe25519_sub (&x, &fe_zero, &x);

  r->x = x;
  r->z = fe_one;
  fe25519_mul (&r->t, &x, &r->y);
  return 1;
}
