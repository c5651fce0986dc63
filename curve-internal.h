/* curve-internal.h

   Field arithmetic shared by X25519 and Ed25519 (p = 2^255 - 19) and
   by X448 and Ed448 (p = 2^448 - 2^224 - 1), and the Montgomery ladder
   both Diffie-Hellman functions run. Internal to libhogweed.

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

#ifndef NETTLE_CURVE_INTERNAL_H_INCLUDED
#define NETTLE_CURVE_INTERNAL_H_INCLUDED

#include "nettle-types.h"

/* The field routines are called from several files of libhogweed but
   are no part of its interface: hidden, so the calls are direct. */
#if defined (__GNUC__) && defined (__ELF__)
# define CURVE_HIDDEN __attribute__ ((visibility ("hidden")))
#else
# define CURVE_HIDDEN
#endif

/* Contract of every fe25519_* and fe448_* routine below:
   - inputs are "loose" elements as the routines themselves produce
     (any residue, limbs slightly above the radix), outputs are loose;
   - output may alias any input;
   - constant time: no branch or memory index depends on a value.
   Only *_tobytes produces the canonical residue. */

/* GF(2^255 - 19): five limbs of radix 2^51 (limb i weighs 2^(51 i)),
   each below 2^52. */
typedef struct { uint64_t v[5]; } fe25519;

#define fe25519_frombytes _nettle_fe25519_frombytes
#define fe25519_tobytes _nettle_fe25519_tobytes
#define fe25519_add _nettle_fe25519_add
#define fe25519_sub _nettle_fe25519_sub
#define fe25519_mul _nettle_fe25519_mul
#define fe25519_sqr _nettle_fe25519_sqr
#define fe25519_mul_small _nettle_fe25519_mul_small
#define fe25519_cswap _nettle_fe25519_cswap
#define fe25519_cmov _nettle_fe25519_cmov
#define fe25519_inv _nettle_fe25519_inv
#define fe25519_pow_p58 _nettle_fe25519_pow_p58

/* r = the 255 low bits of the 32 little-endian bytes at s (bit 255 is
   ignored; a value >= p is accepted as its residue). */
CURVE_HIDDEN void
fe25519_frombytes (fe25519 *r, const uint8_t *s);

/* 32 little-endian bytes of the canonical residue of a (bit 255 = 0). */
CURVE_HIDDEN void
fe25519_tobytes (uint8_t *s, const fe25519 *a);

CURVE_HIDDEN void
fe25519_add (fe25519 *r, const fe25519 *a, const fe25519 *b);

CURVE_HIDDEN void
fe25519_sub (fe25519 *r, const fe25519 *a, const fe25519 *b);

CURVE_HIDDEN void
fe25519_mul (fe25519 *r, const fe25519 *a, const fe25519 *b);

CURVE_HIDDEN void
fe25519_sqr (fe25519 *r, const fe25519 *a);

/* r = a * c, c < 2^20. */
CURVE_HIDDEN void
fe25519_mul_small (fe25519 *r, const fe25519 *a, uint32_t c);

/* Swaps a and b when mask is all ones, nothing when it is 0. */
CURVE_HIDDEN void
fe25519_cswap (fe25519 *a, fe25519 *b, uint64_t mask);

/* r = a when mask is all ones, unchanged when it is 0. */
CURVE_HIDDEN void
fe25519_cmov (fe25519 *r, const fe25519 *a, uint64_t mask);

/* r = a^(p-2): a^-1, and 0 for a = 0. */
CURVE_HIDDEN void
fe25519_inv (fe25519 *r, const fe25519 *a);

/* r = a^((p-5)/8), the core of the square root (RFC 8032 5.1.3). */
CURVE_HIDDEN void
fe25519_pow_p58 (fe25519 *r, const fe25519 *a);

/* All ones when x == y, else 0; no branch. */
static inline uint64_t
curve_eq_mask (uint64_t x, uint64_t y)
{
  uint64_t t = x ^ y;
  return ((t | (0 - t)) >> 63) - 1;
}

#endif /* NETTLE_CURVE_INTERNAL_H_INCLUDED */
