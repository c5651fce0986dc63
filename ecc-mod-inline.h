/* ecc-mod-inline.h

   The limb arithmetic of ecc-mod-arith.c that the point formulas
   (ecc-dup-jj.c, ecc-add-jja.c, ecc-add-jjj.c) inline for 4-limb
   moduli: add and subtract with carry, the conditional subtraction of
   m, and r = a + b, a - b mod m, constant time, for a constant limb
   count. On 64-bit limbs with a 128-bit type only (ECC_MOD_INT128);
   elsewhere the point formulas call ecc_mod_add and ecc_mod_sub. For
   .c files only: it sets a pragma for the rest of the file.

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

#ifndef NETTLE_ECC_MOD_INLINE_H_INCLUDED
#define NETTLE_ECC_MOD_INLINE_H_INCLUDED

#include "ecc-internal.h"

/* No vectorizing here: GCC turned the limb loops into 16-byte loads of
   limbs just stored 8 bytes at a time (by GMP's products, or by the
   carry chains), which cannot be forwarded from the stores and stall;
   P-521's reduction spent twice its time there. */
#if defined (__GNUC__) && !defined (__clang__)
# pragma GCC optimize ("no-tree-vectorize")
#endif

#if GMP_NUMB_BITS == 64 && defined (__SIZEOF_INT128__) && !defined (ECC_NO_INT128)
# define ECC_MOD_INT128 1
#else
# define ECC_MOD_INT128 0
#endif

#if ECC_MOD_INT128
/* 64-bit limbs and a 128-bit type: the sums in C, one body per limb
   count so the compiler unrolls it (GMP's mpn calls cost more than the
   arithmetic at these sizes). */
typedef unsigned __int128 ecc_dlimb;
#define ECC_INLINE static inline __attribute__ ((always_inline))
/* Full unrolling for the constant limb counts (-O2 keeps the loops). */
#if defined (__GNUC__) && !defined (__clang__) && __GNUC__ >= 8
# define ECC_UNROLL _Pragma ("GCC unroll 12")
#else
# define ECC_UNROLL
#endif

/* Keeps the compiler from moving flag-clobbering work (shifts,
   multiplications) computed into x before the barrier into a carry
   chain after it: x goes through memory. */
#if defined (__GNUC__)
# define ECC_BARRIER(x) __asm__ ("" : : "r" (x) : "memory")
#else
# define ECC_BARRIER(x)
#endif

/* Add and subtract with carry: the x86-64 intrinsics give plain
   adc/sbb chains; elsewhere the 128-bit type. c is 0 or 1. */
#if defined (__x86_64__)
# include <x86intrin.h>
ECC_INLINE mp_limb_t
addc (mp_limb_t c, mp_limb_t a, mp_limb_t b, mp_limb_t *r)
{
  unsigned long long o;
  c = _addcarry_u64 ((unsigned char) c, a, b, &o);
  *r = o;
  return c;
}
ECC_INLINE mp_limb_t
subb (mp_limb_t c, mp_limb_t a, mp_limb_t b, mp_limb_t *r)
{
  unsigned long long o;
  c = _subborrow_u64 ((unsigned char) c, a, b, &o);
  *r = o;
  return c;
}
#else
ECC_INLINE mp_limb_t
addc (mp_limb_t c, mp_limb_t a, mp_limb_t b, mp_limb_t *r)
{
  ecc_dlimb x = (ecc_dlimb) a + b + c;
  *r = (mp_limb_t) x;
  return (mp_limb_t) (x >> 64);
}
ECC_INLINE mp_limb_t
subb (mp_limb_t c, mp_limb_t a, mp_limb_t b, mp_limb_t *r)
{
  ecc_dlimb x = (ecc_dlimb) a - b - c;
  *r = (mp_limb_t) x;
  return (mp_limb_t) (x >> 64) & 1;
}
#endif

/* r = a - m when that does not borrow or hi (a bit above the n limbs)
   is set, else r = a; chosen by masks. */
ECC_INLINE void
sub_m_cnd (mp_limb_t *r, const mp_limb_t *a, mp_limb_t hi,
	   const mp_limb_t *m, unsigned n)
{
  mp_limb_t d[ECC_MAX_LIMBS], bw = 0, mask;
  unsigned i;
  ECC_UNROLL
  for (i = 0; i < n; i++)
    bw = subb (bw, a[i], m[i], &d[i]);
  mask = - (mp_limb_t) ((hi | (bw ^ 1)) & 1);
  ECC_UNROLL
  for (i = 0; i < n; i++)
    r[i] = (d[i] & mask) | (a[i] & ~mask);
}

/* r = a + b mod m, a, b < m, fully reduced. */
ECC_INLINE void
mod_add (mp_limb_t *r, const mp_limb_t *a, const mp_limb_t *b,
	 const mp_limb_t *m, unsigned n)
{
  mp_limb_t s[ECC_MAX_LIMBS], cy = 0;
  unsigned i;
  ECC_UNROLL
  for (i = 0; i < n; i++)
    cy = addc (cy, a[i], b[i], &s[i]);
  sub_m_cnd (r, s, cy, m, n);
}

/* a - b, and d + m kept under a mask when it borrowed (the sum in
   full and the selection after it: masking m inside the carry chain
   would clobber the carry flag at every limb). */
ECC_INLINE void
mod_sub (mp_limb_t *r, const mp_limb_t *a, const mp_limb_t *b,
	 const mp_limb_t *m, unsigned n)
{
  mp_limb_t d[ECC_MAX_LIMBS], e[ECC_MAX_LIMBS], bw = 0, cy = 0, mask;
  unsigned i;
  ECC_UNROLL
  for (i = 0; i < n; i++)
    bw = subb (bw, a[i], b[i], &d[i]);
  mask = - bw;
  ECC_UNROLL
  for (i = 0; i < n; i++)
    cy = addc (cy, d[i], m[i], &e[i]);
  ECC_UNROLL
  for (i = 0; i < n; i++)
    r[i] = (e[i] & mask) | (d[i] & ~mask);
}

/* r = (s - c) mod 2^k for c 0 or 1, k = 64 (n - 1) + ks, 0 < ks < 64:
   the last step of every reduction modulo 2^k - 1 here (mersenne_fold's
   products and the P-521 sums below), one borrow chain. */
ECC_INLINE void
mersenne_dec (mp_limb_t *r, const mp_limb_t *s, mp_limb_t c,
	      unsigned ks, unsigned n)
{
  unsigned i;
  ECC_UNROLL
  for (i = 0; i < n; i++)
    c = subb (c, s[i], 0, &r[i]);
  r[n - 1] &= (((mp_limb_t) 1) << ks) - 1;
}

/* P-521's p = 2^521 - 1, a, b < p, fully reduced; no masked copy of
   p as in mod_add and mod_sub, since a multiple of p is a bit and a
   borrow. The sum: s = a + b + 1 in one chain; s >= 2^521 (bit 521,
   h) exactly when a + b >= p, and then a + b - p = s - 2^521, else
   a + b = s - 1: r = (s - (1 - h)) mod 2^521. The difference: d = a - b;
   on a borrow d + p = d - 1 + 2^521, that is d - 1 mod 2^521 (d - 1 is
   above -2^521): r = (d - borrow) mod 2^521. */
ECC_INLINE void
mod_add_p521 (mp_limb_t *r, const mp_limb_t *a, const mp_limb_t *b)
{
  mp_limb_t s[9], c = 1;
  unsigned i;
  ECC_UNROLL
  for (i = 0; i < 9; i++)
    c = addc (c, a[i], b[i], &s[i]);
  mersenne_dec (r, s, (s[8] >> 9) ^ 1, 9, 9);
}

ECC_INLINE void
mod_sub_p521 (mp_limb_t *r, const mp_limb_t *a, const mp_limb_t *b)
{
  mp_limb_t d[9], c = 0;
  unsigned i;
  ECC_UNROLL
  for (i = 0; i < 9; i++)
    c = subb (c, a[i], b[i], &d[i]);
  mersenne_dec (r, d, c, 9, 9);
}

/* 2 a mod p for a < p: the 521 bits rotated by one (2^521 = 1), with
   no carries. It is below p: 2 a - p when bit 520 was set, else 2 a,
   even and so not p. */
ECC_INLINE void
mod_dbl_p521 (mp_limb_t *r, const mp_limb_t *a)
{
  mp_limb_t t[9];
  unsigned i;
  t[0] = (a[0] << 1) | (a[8] >> 8);
  ECC_UNROLL
  for (i = 1; i < 9; i++)
    t[i] = (a[i] << 1) | (a[i - 1] >> 63);
  t[8] &= 0x1ff;
  ECC_UNROLL
  for (i = 0; i < 9; i++)
    r[i] = t[i];
}

#endif /* ECC_MOD_INT128 */

/* For the point formulas, each written once as an inline body taking
   the limb count n and instantiated with the constant n of the common
   curves (ECC_SIZE_DISPATCH; 4 is P-256, P-224 and gc256b): r = a + b,
   a - b mod m inline where n is a constant (the calls of ecc_mod_add
   and ecc_mod_sub were a quarter of an ecdh-p256 in a profile), else
   the calls; and r = a over n limbs (r and a apart). */
#if defined (__GNUC__)
# define ECC_POINT_INLINE static inline __attribute__ ((always_inline))
#else
# define ECC_POINT_INLINE static inline
#endif
#if ECC_MOD_INT128
# define ECC_POINT_N_INLINE(n) __builtin_constant_p (n)
# define ECC_MOD_ADD(m, r, a, b, n) do {				\
    if (ECC_POINT_N_INLINE (n) && (n) == 9 && (m)->mersenne)		\
      mod_add_p521 ((r), (a), (b));					\
    else if (ECC_POINT_N_INLINE (n))					\
      mod_add ((r), (a), (b), (m)->m, (n));				\
    else								\
      ecc_mod_add ((m), (r), (a), (b));					\
  } while (0)
# define ECC_MOD_SUB(m, r, a, b, n) do {				\
    if (ECC_POINT_N_INLINE (n) && (n) == 9 && (m)->mersenne)		\
      mod_sub_p521 ((r), (a), (b));					\
    else if (ECC_POINT_N_INLINE (n))					\
      mod_sub ((r), (a), (b), (m)->m, (n));				\
    else								\
      ecc_mod_sub ((m), (r), (a), (b));					\
  } while (0)
# define ECC_MOD_DBL(m, r, a, n) do {					\
    if (ECC_POINT_N_INLINE (n) && (n) == 9 && (m)->mersenne)		\
      mod_dbl_p521 ((r), (a));						\
    else								\
      ECC_MOD_ADD (m, r, a, a, n);					\
  } while (0)
#else
# define ECC_MOD_ADD(m, r, a, b, n) ecc_mod_add ((m), (r), (a), (b))
# define ECC_MOD_SUB(m, r, a, b, n) ecc_mod_sub ((m), (r), (a), (b))
# define ECC_MOD_DBL(m, r, a, n) ecc_mod_add ((m), (r), (a), (a))
#endif
/* ECC_SIZE_DISPATCH(n, call, other): call (k) with k the constant n
   for the limb counts of the curves on 64-bit limbs, else other. */
#define ECC_SIZE_DISPATCH(n, call, other)				\
  switch (n)								\
    {									\
    case 3: call (3); break;						\
    case 4: call (4); break;						\
    case 6: call (6); break;						\
    case 8: call (8); break;						\
    case 9: call (9); break;						\
    default: other; break;						\
    }
#define ECC_COPY(r, a, n) do {						\
    mp_size_t ecc_copy_i_;						\
    for (ecc_copy_i_ = 0; ecc_copy_i_ < (n); ecc_copy_i_++)		\
      (r)[ecc_copy_i_] = (a)[ecc_copy_i_];				\
  } while (0)

/* The common end of the Jacobian additions (add-2007-bl and
   madd-2007-bl; no factors 2: fewer sums, one product more): u1 and
   s1 are the first point's x and y on the common denominator (x1 and
   y1 in the mixed addition), zz the z product before h (z1 there),
   h = u2 - u1. Then rr = s2 - s1 (into s2), hh = h^2, j = h hh, v = u1 hh,
   x3 = rr^2 - j - 2 v, y3 = rr (v - x3) - s1 j, z3 = zz h, and
   r = (x3, y3, z3); y3 is stored once nothing else is read, x3 and
   z3 after it, so r may be the first point. */
ECC_POINT_INLINE void
ecc_add_finish (const struct ecc_modulo *m, mp_limb_t *r,
		const mp_limb_t *u1, const mp_limb_t *s1,
		const mp_limb_t *zz, const mp_limb_t *h,
		mp_limb_t *s2, mp_size_t n)
{
  mp_limb_t hh[ECC_MAX_LIMBS], j[ECC_MAX_LIMBS], v[ECC_MAX_LIMBS];
  mp_limb_t x3[ECC_MAX_LIMBS], z3[ECC_MAX_LIMBS];
  mp_limb_t *rr = s2;

  ecc_mod_mul (m, z3, zz, h);
  ecc_mod_sqr (m, hh, h);
  ecc_mod_mul (m, j, h, hh);
  ecc_mod_mul (m, v, u1, hh);
  ECC_MOD_SUB (m, rr, s2, s1, n);
  ecc_mod_sqr (m, x3, rr);
  /* j + 2 v while rr^2 is formed: one difference after it. */
  ECC_MOD_DBL (m, hh, v, n);
  ECC_MOD_ADD (m, hh, hh, j, n);
  ECC_MOD_SUB (m, x3, x3, hh, n);
  ECC_MOD_SUB (m, v, v, x3, n);
  ecc_mod_mul (m, v, v, rr);
  ecc_mod_mul (m, j, j, s1);
  ECC_MOD_SUB (m, r + n, v, j, n);
  ECC_COPY (r, x3, n);
  ECC_COPY (r + 2 * n, z3, n);
}

#endif /* NETTLE_ECC_MOD_INLINE_H_INCLUDED */
