/* poly1305-limb64.h

   One Poly1305 block step on 64-bit limbs, shared by the single-block
   and the multi-block functions so that the loop keeps the accumulator
   in registers. Not installed; needs unsigned __int128.

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

#ifndef NETTLE_POLY1305_LIMB64_H_INCLUDED
#define NETTLE_POLY1305_LIMB64_H_INCLUDED

#include <string.h>

#include "macros.h"

/* Little-endian 64-bit loads and stores. macros.h's byte-wise
   LE_WRITE_UINT64 is not merged into one store by gcc 12, which cost
   the 16-byte Poly1305-AES message half its time. */
static inline uint64_t
poly1305_le64 (const uint8_t *p)
{
#if WORDS_BIGENDIAN
  return LE_READ_UINT64 (p);
#else
  uint64_t x;
  memcpy (&x, p, sizeof (x));
  return x;
#endif
}

static inline void
poly1305_le64_store (uint8_t *p, uint64_t x)
{
#if WORDS_BIGENDIAN
  LE_WRITE_UINT64 (p, x);
#else
  memcpy (p, &x, sizeof (x));
#endif
}

/* r = r0 + r1 * 2^64 (clamped, so r1 is a multiple of 4) and s1 =
   r1 + r1 / 4 = 5 * (r1 / 4); h = h[0] + h[1] * 2^64 + h[2] * 2^128
   with h[2] < 8 before and after. Computes h = (h + m + high * 2^128)
   * r, partly reduced modulo 2^130 - 5. */
static inline void
poly1305_step64 (uint64_t h[3], uint64_t r0, uint64_t r1, uint64_t s1,
		 const uint8_t *m, uint64_t high)
{
  typedef unsigned __int128 u128;
  uint64_t h0, h1, h2, c;
  u128 t0, t1;

  t0 = (u128) h[0] + poly1305_le64 (m);
  t1 = (u128) h[1] + poly1305_le64 (m + 8) + (uint64_t) (t0 >> 64);
  h0 = (uint64_t) t0;
  h1 = (uint64_t) t1;
  h2 = h[2] + high + (uint64_t) (t1 >> 64);

  /* The terms at 2^128 * r1 and above fold through s1 (2^130 = 5 mod
     p); every product is below 2^124 and h2 * r0, h2 * s1 are small. */
  t0 = (u128) h0 * r0 + (u128) h1 * s1;
  t1 = (u128) h0 * r1 + (u128) h1 * r0 + (u128) (h2 * s1)
    + (uint64_t) (t0 >> 64);
  h0 = (uint64_t) t0;
  h1 = (uint64_t) t1;
  h2 = h2 * r0 + (uint64_t) (t1 >> 64);

  /* Bits 130 and up: h2 >> 2 units of 2^130, each worth 5. */
  c = (h2 >> 2) * 5;
  h2 &= 3;
  t0 = (u128) h0 + c;
  t1 = (u128) h1 + (uint64_t) (t0 >> 64);
  h[0] = (uint64_t) t0;
  h[1] = (uint64_t) t1;
  h[2] = h2 + (uint64_t) (t1 >> 64);
}

#endif /* NETTLE_POLY1305_LIMB64_H_INCLUDED */
