/* umac-poly64-inline.h

   One step of the 64-bit polynomial hash of RFC 4418 section 5.3,
   modulo 2^64 - 59, as a static inline function for umac-l2.c (which
   would otherwise reach _nettle_umac_poly64 through the PLT) and
   umac-poly64.c: with the compiler's 128-bit integers where it has
   them, else in portable 32x32-bit arithmetic. Not installed.

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

#ifndef NETTLE_UMAC_POLY64_INLINE_H_INCLUDED
#define NETTLE_UMAC_POLY64_INLINE_H_INCLUDED

#include "umac.h"
#include "umac-internal.h"

/* umac_poly64_step: the contract of _nettle_umac_poly64
   (umac-internal.h). */

#if defined(__SIZEOF_INT128__)

/* With a 64 x 64 -> 128-bit multiplication (every 64-bit target gcc
   and clang know). The additions are on 64-bit words with the carries
   as comparisons, which x86_64 compiles to setc/adc, no branch (gcc 12
   kept 128-bit sums on the stack, store-to-load on the path from y to
   the result). */
typedef unsigned __int128 poly64_u128;

/* a b modulo p, not fully reduced, for a < 2^64 and b < 2^57 (the
   masked key): the high half of the product is below 2^57, 59 times it
   below 2^63, and after a carry out the wrapped sum is below 2^63, so
   adding 59 for it cannot carry again. */
static inline uint64_t
poly64_mul57 (uint64_t a, uint64_t b)
{
  poly64_u128 p = (poly64_u128) a * b;
  uint64_t t = (uint64_t) (p >> 64) * UMAC_P64_OFFSET;
  uint64_t r = (uint64_t) p + t;
  return r + (UMAC_P64_OFFSET & - (uint64_t) (r < t));
}

/* m >= 2^64 - 2^32 is hashed as the marker p - 1 followed by m - 59.
   m is an NH output, a keyed hash, so the choice must not show in the
   timing. The two steps of the marker case fold into one:
     ((y k + p - 1) k + m - 59) = y k^2 + (m - 59 - k)  (mod p),
   where m - 59 - k does not wrap (m is that large), so both cases
   are y K + c with K, c chosen under a mask, one multiplication on
   the path from y to the result. k^2 mod p does not depend on y and
   is computed beside it. K < 2^64 here, so y K + c < 2^128 (high
   word h at most 2^64 - 2 before c's carry); 59 h is below 2^70, so
   folding it leaves a carry word of at most 59, and folding that
   (below 2^12) carries out at most once, after which the wrapped sum
   is below 2^12 and adding 59 cannot carry. */
static inline uint64_t
umac_poly64_step (uint32_t kh, uint32_t kl, uint64_t y, uint64_t m)
{
  uint64_t k = ((uint64_t) kh << 32) | kl;
  uint64_t k2 = poly64_mul57 (k, k);
  /* All ones when the high 32 bits of m are all ones. */
  uint64_t big = -(((m >> 32) + 1) >> 32);
  uint64_t mul = k ^ ((k ^ k2) & big);
  uint64_t c = m ^ ((m ^ (m - UMAC_P64_OFFSET - k)) & big);
  poly64_u128 p = (poly64_u128) y * mul;
  poly64_u128 s;
  uint64_t lo = (uint64_t) p + c;
  uint64_t hi = (uint64_t) (p >> 64) + (lo < c);
  uint64_t r;

  s = (poly64_u128) hi * UMAC_P64_OFFSET;
  lo += (uint64_t) s;
  hi = (uint64_t) (s >> 64) + (lo < (uint64_t) s);
  r = lo + hi * UMAC_P64_OFFSET;
  return r + (UMAC_P64_OFFSET & - (uint64_t) (r < lo));
}

#else /* !__SIZEOF_INT128__ */

/* y * k modulo p, not fully reduced. k = kh 2^32 + kl with kh, kl <
   2^25 (the key mask), so the product is below 2^121 and its high 64
   bits, times 59 (= 2^64 mod p), stay below 2^63. */
static inline uint64_t
poly64_mul (uint32_t kh, uint32_t kl, uint64_t y)
{
  uint64_t yh = y >> 32;
  uint64_t yl = y & 0xffffffff;
  uint64_t lo = yl * kl;
  uint64_t mid = yh * kl + yl * kh;
  uint64_t hi = yh * kh;
  uint64_t t, r;

  hi += mid >> 32;
  t = lo + (mid << 32);
  hi += _umac_carry (lo, mid << 32, t);

  hi *= UMAC_P64_OFFSET;
  r = t + hi;
  /* A carry out is one more 2^64, i.e. 59; after wrapping r < hi <
     2^63, so adding it cannot overflow. Added under a mask: r depends
     on the key. */
  r += UMAC_P64_OFFSET & -_umac_carry (t, hi, r);
  return r;
}

/* y + m modulo p, not fully reduced; m is at most 2^64 - 60 here. */
static inline uint64_t
poly64_add (uint64_t y, uint64_t m)
{
  uint64_t r = y + m;
  r += UMAC_P64_OFFSET & -_umac_carry (y, m, r);
  return r;
}

/* m >= 2^64 - 2^32 is hashed as the marker p - 1 followed by m -
   offset. m is an NH output, a keyed hash, so the choice must not
   show in the timing: the marker step is always computed and kept
   under a mask, at the price of a second multiplication per 1 KiB of
   message. */
static inline uint64_t
umac_poly64_step (uint32_t kh, uint32_t kl, uint64_t y, uint64_t m)
{
  /* All ones when the high 32 bits of m are all ones. */
  uint64_t big = -(((m >> 32) + 1) >> 32);
  uint64_t marked = poly64_add (poly64_mul (kh, kl, y), UMAC_P64 - 1);

  y = (marked & big) | (y & ~big);
  m -= UMAC_P64_OFFSET & big;
  return poly64_add (poly64_mul (kh, kl, y), m);
}

#endif /* !__SIZEOF_INT128__ */

#endif /* NETTLE_UMAC_POLY64_INLINE_H_INCLUDED */
