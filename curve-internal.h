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

/* 128-bit column sums for the field code: unsigned __int128 where the
   compiler has it, else (32-bit targets) a pair of 64-bit halves with
   the same operations, slower but alike in result and in timing (no
   branch). Define CURVE_NO_INT128 to test the second on a 64-bit
   machine. */
#if defined (__SIZEOF_INT128__) && !defined (CURVE_NO_INT128)
typedef unsigned __int128 curve_wide;

static inline curve_wide
cw_mul (uint64_t a, uint64_t b)
{
  return (curve_wide) a * b;
}

static inline curve_wide
cw_add (curve_wide a, curve_wide b)
{
  return a + b;
}

static inline curve_wide
cw_add64 (curve_wide a, uint64_t b)
{
  return a + b;
}

/* a - b, for a >= b. */
static inline curve_wide
cw_sub (curve_wide a, curve_wide b)
{
  return a - b;
}

/* The low 64 bits of a >> n, 0 < n < 64. */
static inline uint64_t
cw_shr (curve_wide a, unsigned n)
{
  return (uint64_t) (a >> n);
}

static inline uint64_t
cw_lo (curve_wide a)
{
  return (uint64_t) a;
}
#else
typedef struct { uint64_t lo, hi; } curve_wide;

static inline curve_wide
cw_mul (uint64_t a, uint64_t b)
{
  uint64_t a0 = a & 0xffffffff, a1 = a >> 32;
  uint64_t b0 = b & 0xffffffff, b1 = b >> 32;
  uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  uint64_t mid = (p00 >> 32) + (p01 & 0xffffffff) + (p10 & 0xffffffff);
  curve_wide r;
  r.lo = (p00 & 0xffffffff) | (mid << 32);
  r.hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
  return r;
}

/* The carries come from the top bits, not from comparisons: on a
   32-bit machine a 64-bit "<" is compiled to branches, on secret data
   (sc-curve448-test saw them under valgrind). */
static inline uint64_t
cw_carry (uint64_t a, uint64_t b, uint64_t sum)
{
  return ((a & b) | ((a | b) & ~sum)) >> 63;
}

static inline curve_wide
cw_add (curve_wide a, curve_wide b)
{
  curve_wide r;
  r.lo = a.lo + b.lo;
  r.hi = a.hi + b.hi + cw_carry (a.lo, b.lo, r.lo);
  return r;
}

static inline curve_wide
cw_add64 (curve_wide a, uint64_t b)
{
  curve_wide r;
  r.lo = a.lo + b;
  r.hi = a.hi + cw_carry (a.lo, b, r.lo);
  return r;
}

static inline curve_wide
cw_sub (curve_wide a, curve_wide b)
{
  curve_wide r;
  r.lo = a.lo - b.lo;
  /* The borrow, branch-free as the carries above. */
  r.hi = a.hi - b.hi - (((~a.lo & b.lo) | ((~a.lo | b.lo) & r.lo)) >> 63);
  return r;
}

static inline uint64_t
cw_shr (curve_wide a, unsigned n)
{
  return (a.lo >> n) | (a.hi << (64 - n));
}

static inline uint64_t
cw_lo (curve_wide a)
{
  return a.lo;
}
#endif

/* t += a b. */
#define CW_MAC(t, a, b) ((t) = cw_add ((t), cw_mul ((a), (b))))

/* Swaps the n limbs at a and b when mask is all ones, nothing when it
   is 0 (fe*_cswap). */
static inline void
curve_cswap (uint64_t *a, uint64_t *b, unsigned n, uint64_t mask)
{
  unsigned i;
  for (i = 0; i < n; i++)
    {
      uint64_t t = mask & (a[i] ^ b[i]);
      a[i] ^= t;
      b[i] ^= t;
    }
}

/* r = a where mask is all ones, r unchanged where it is 0 (fe*_cmov). */
static inline void
curve_cmov (uint64_t *r, const uint64_t *a, unsigned n, uint64_t mask)
{
  unsigned i;
  for (i = 0; i < n; i++)
    r[i] ^= mask & (r[i] ^ a[i]);
}

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
#define fe25519_mul _nettle_fe25519_mul
#define fe25519_sqr _nettle_fe25519_sqr
#define fe25519_mul_small _nettle_fe25519_mul_small
#define fe25519_cswap(a, b, mask) curve_cswap ((a)->v, (b)->v, 5, mask)
#define fe25519_cmov(r, a, mask) curve_cmov ((r)->v, (a)->v, 5, mask)
#define fe25519_inv _nettle_fe25519_inv
#define fe25519_pow_p58 _nettle_fe25519_pow_p58

/* r = the 255 low bits of the 32 little-endian bytes at s (bit 255 is
   ignored; a value >= p is accepted as its residue). */
CURVE_HIDDEN void
fe25519_frombytes (fe25519 *r, const uint8_t *s);

/* 32 little-endian bytes of the canonical residue of a (bit 255 = 0). */
CURVE_HIDDEN void
fe25519_tobytes (uint8_t *s, const fe25519 *a);

#define FE25519_M51 (((uint64_t) 1 << 51) - 1)

/* One pass of carries, the carry out of limb 4 folded into limb 0:
   limbs below 2^63 in, every limb below 2^51 + 2^17 out. fe25519_add
   and _sub are inline, here: as calls they cost more than their
   arithmetic, and the point formulas have one for each product. */
static inline __attribute__ ((always_inline)) void
fe25519_carry (uint64_t *r)
{
  uint64_t c;
  c = r[0] >> 51; r[0] &= FE25519_M51; r[1] += c;
  c = r[1] >> 51; r[1] &= FE25519_M51; r[2] += c;
  c = r[2] >> 51; r[2] &= FE25519_M51; r[3] += c;
  c = r[3] >> 51; r[3] &= FE25519_M51; r[4] += c;
  c = r[4] >> 51; r[4] &= FE25519_M51; r[0] += 19 * c;
}

static inline __attribute__ ((always_inline)) void
fe25519_add (fe25519 *r, const fe25519 *a, const fe25519 *b)
{
  r->v[0] = a->v[0] + b->v[0];
  r->v[1] = a->v[1] + b->v[1];
  r->v[2] = a->v[2] + b->v[2];
  r->v[3] = a->v[3] + b->v[3];
  r->v[4] = a->v[4] + b->v[4];
  fe25519_carry (r->v);
}

/* a + 4p - b: 4p's limbs (2^53 - 76, 2^53 - 4, ...) exceed any loose
   limb, so no limb goes negative. */
static inline __attribute__ ((always_inline)) void
fe25519_sub (fe25519 *r, const fe25519 *a, const fe25519 *b)
{
  r->v[0] = a->v[0] + ((uint64_t) 1 << 53) - 76 - b->v[0];
  r->v[1] = a->v[1] + ((uint64_t) 1 << 53) - 4 - b->v[1];
  r->v[2] = a->v[2] + ((uint64_t) 1 << 53) - 4 - b->v[2];
  r->v[3] = a->v[3] + ((uint64_t) 1 << 53) - 4 - b->v[3];
  r->v[4] = a->v[4] + ((uint64_t) 1 << 53) - 4 - b->v[4];
  fe25519_carry (r->v);
}

CURVE_HIDDEN void
fe25519_mul (fe25519 *r, const fe25519 *a, const fe25519 *b);

CURVE_HIDDEN void
fe25519_sqr (fe25519 *r, const fe25519 *a);

/* r = a * c, c < 2^20. */
CURVE_HIDDEN void
fe25519_mul_small (fe25519 *r, const fe25519 *a, uint32_t c);

/* r = a^-1, and 0 for a = 0: ecc_mod_inv's divsteps on the canonical
   residue, modulo curve25519_p (about 600 cycles fewer than a^(p-2) by
   the chain of curve25519-chain.h on these limbs, Intel Xeon). */
CURVE_HIDDEN void
fe25519_inv (fe25519 *r, const fe25519 *a);

/* p = 2^255 - 19 as an ecc_modulo of plain numbers (r2 = 1) on GMP's
   limbs, for ecc_mod_inv (curve25519-field.c). */
struct ecc_modulo;
#define curve25519_p _nettle_curve25519_p
CURVE_HIDDEN extern const struct ecc_modulo curve25519_p;

/* r = a^((p-5)/8), the core of the square root (RFC 8032 5.1.3). */
CURVE_HIDDEN void
fe25519_pow_p58 (fe25519 *r, const fe25519 *a);

/* GF(2^448 - 2^224 - 1): eight limbs of radix 2^56 (limb i weighs
   2^(56 i)), each below 2^57. */
typedef struct { uint64_t v[8]; } fe448;

#define fe448_frombytes _nettle_fe448_frombytes
#define fe448_tobytes _nettle_fe448_tobytes
#define fe448_add _nettle_fe448_add
#define fe448_sub _nettle_fe448_sub
#define fe448_mul _nettle_fe448_mul
#define fe448_sqr _nettle_fe448_sqr
#define fe448_mul_small _nettle_fe448_mul_small
#define fe448_cswap(a, b, mask) curve_cswap ((a)->v, (b)->v, 8, mask)
#define fe448_cmov(r, a, mask) curve_cmov ((r)->v, (a)->v, 8, mask)
#define fe448_inv _nettle_fe448_inv
#define fe448_pow_p34 _nettle_fe448_pow_p34

/* r = the 56 little-endian bytes at s (any 448-bit value). */
CURVE_HIDDEN void
fe448_frombytes (fe448 *r, const uint8_t *s);

/* 56 little-endian bytes of the canonical residue of a. */
CURVE_HIDDEN void
fe448_tobytes (uint8_t *s, const fe448 *a);

CURVE_HIDDEN void
fe448_add (fe448 *r, const fe448 *a, const fe448 *b);

CURVE_HIDDEN void
fe448_sub (fe448 *r, const fe448 *a, const fe448 *b);

CURVE_HIDDEN void
fe448_mul (fe448 *r, const fe448 *a, const fe448 *b);

CURVE_HIDDEN void
fe448_sqr (fe448 *r, const fe448 *a);

/* r = a * c, c < 2^20. */
CURVE_HIDDEN void
fe448_mul_small (fe448 *r, const fe448 *a, uint32_t c);

/* r = a^-1, and 0 for a = 0 (ecc_mod_inv's divsteps, as for
   fe25519_inv). */
CURVE_HIDDEN void
fe448_inv (fe448 *r, const fe448 *a);

/* r = a^((p-3)/4), the core of the square root (RFC 8032 5.2.3). */
CURVE_HIDDEN void
fe448_pow_p34 (fe448 *r, const fe448 *a);

/* The X25519 ladder on the clamped scalar k and the 32 bytes of u,
   writing the 32 bytes of the result to q. Dispatched
   (hogweed-fat-table.h): the c variant, curve-ladder.h on the
   radix-2^51 field of curve25519-field.c (curve25519-mul.c), and the
   adx variant, the whole loop in MULX/ADX assembly on four 64-bit
   limbs (x86_64/adx/curve25519-ladder.asm, from
   curve25519-field64.c). */
#define curve25519_ladder _nettle_curve25519_ladder
void
curve25519_ladder (uint8_t *q, const uint8_t *k, const uint8_t *u);
void
_nettle_curve25519_ladder_c (uint8_t *q, const uint8_t *k, const uint8_t *u);
void
_nettle_curve25519_ladder_adx (uint8_t *q, const uint8_t *k,
			       const uint8_t *u);

/* All ones when x == y, else 0; no branch. */
static inline uint64_t
curve_eq_mask (uint64_t x, uint64_t y)
{
  uint64_t t = x ^ y;
  return ((t | (0 - t)) >> 63) - 1;
}

/* The clamping of a secret scalar (RFC 7748 section 5; RFC 8032
   5.1.5 and 5.2.5 step 2 clamp the first half of the hashed key the
   same way): the cofactor's bits cleared, the top bit set (and for
   X25519 the bit above it cleared). */
static inline void
curve25519_clamp (uint8_t *k)
{
  k[0] &= 248;
  k[31] &= 127;
  k[31] |= 64;
}

static inline void
curve448_clamp (uint8_t *k)
{
  k[0] &= 252;
  k[55] |= 128;
}

#endif /* NETTLE_CURVE_INTERNAL_H_INCLUDED */
