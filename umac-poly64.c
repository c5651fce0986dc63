/* umac-poly64.c

   _nettle_umac_poly64: one step of the 64-bit polynomial hash of
   RFC 4418 section 5.3, modulo 2^64 - 59, in portable 32x32-bit
   arithmetic.

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

#include "umac.h"
#include "umac-internal.h"

/* y * k modulo p, not fully reduced. k = kh 2^32 + kl with kh, kl <
   2^25 (the key mask), so the product is below 2^121 and its high 64
   bits, times 59 (= 2^64 mod p), stay below 2^63. */
static uint64_t
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
static uint64_t
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
uint64_t
_nettle_umac_poly64 (uint32_t kh, uint32_t kl, uint64_t y, uint64_t m)
{
  /* All ones when the high 32 bits of m are all ones. */
  uint64_t big = -(((m >> 32) + 1) >> 32);
  uint64_t marked = poly64_add (poly64_mul (kh, kl, y), UMAC_P64 - 1);

  y = (marked & big) | (y & ~big);
  m -= UMAC_P64_OFFSET & big;
  return poly64_add (poly64_mul (kh, kl, y), m);
}
