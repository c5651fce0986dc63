/* mont-ifma-internal.h

   Montgomery multiplication on AVX-512 IFMA (vpmadd52luq,
   vpmadd52huq) for the exponentiations of sec-powm-avx512.c (secret
   exponents, constant time) and pub-powm-avx512.c (public ones): the
   number representation and the product, written once. Include it
   after `#pragma GCC target ("avx512f,avx512vl,avx512ifma")`, in files
   that run only where the CPU has those.

   Representation. A number is n digits of 52 bits in vecs = ceil (n /
   8) zmm of eight 64-bit lanes, the lanes from n on zero; n is the
   fewest digits with 4 m < R = 2^(52 n) (MONT_IFMA_DIGITS), so that
   almost-Montgomery products, a b / R mod m below 2 m whenever a and
   b are, never need a subtraction inside an exponentiation; one at
   the end makes a result exact.

   The product (mont_ifma_amm, or two at once by mont_ifma_amm_ways)
   scans b a digit at a time: acc += a b_i
   + m y, y = acc_0 (-1/m) mod 2^52 so that the low digit vanishes,
   then acc moves down a lane (valignq) and the low digit's carry is
   added to the new low lane. The low 52 bits of each digit product
   are added before the move, the high 52 after it, which is where
   their weight belongs; lanes keep their carries (below 2^61 for n <=
   80: at most 4 n additions of less than 2^52) until the end, where
   one vector carry step leaves each lane below 2^52 + 2^9, and the
   lanes that still carry or pass on a carry are resolved at once as
   the bits of a 64-bit (128-bit beyond 64 lanes) addition ((G << 1) +
   P) ^ P over the lane masks, without a loop over the lanes. y is
   computed in the vector unit (vpmadd52luq of acc with -1/m,
   broadcast of lane 0): only the low 52 bits of a lane matter for it.
   Time and memory accesses depend on n and vecs only.

   Why C with intrinsics and not m4 asm: the vector count is a
   parameter; written once as an always_inline body with that count
   constant at each call, the compiler unrolls it per size and
   allocates the live zmm registers, which the asm would do by a macro
   layer of its own.


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

#ifndef NETTLE_MONT_IFMA_INTERNAL_H_INCLUDED
#define NETTLE_MONT_IFMA_INTERNAL_H_INCLUDED

#include <immintrin.h>

#include "bignum.h"

#define MONT_IFMA_DIGIT_BITS 52
#define MONT_IFMA_DIGIT_MASK ((UINT64_C(1) << MONT_IFMA_DIGIT_BITS) - 1)
/* Up to 80 digits: moduli of up to 4096 bits (64 limbs). */
#define MONT_IFMA_MAX_VECS 10
#define MONT_IFMA_MAX_DIGITS (8 * MONT_IFMA_MAX_VECS)
/* The fewest digits n with 4 m < 2^(52 n), m of mn limbs. */
#define MONT_IFMA_DIGITS(mn) ((64 * (mn) + 2 + 51) / 52)

#define MONT_IFMA_ALIGNED __attribute__ ((aligned (64)))
#define MONT_IFMA_INLINE static inline __attribute__ ((always_inline))

/* The loops over the vectors of a number ("for (k ...") are unrolled
   (#pragma GCC unroll), so that the numbers stay in registers. */

/* d[0, 8 vecs) = the mn limbs of x as 52-bit digits, zero from n on. */
static inline void
mont_ifma_to_digits (uint64_t *d, unsigned n, unsigned vecs,
		     const mp_limb_t *x, mp_size_t mn)
{
  unsigned j;
  for (j = 0; j < n; j++)
    {
      unsigned p = MONT_IFMA_DIGIT_BITS * j;
      mp_size_t l = p / 64;
      unsigned o = p % 64;
      uint64_t v = l < mn ? x[l] >> o : 0;
      if (o > 64 - MONT_IFMA_DIGIT_BITS && l + 1 < mn)
	v |= x[l + 1] << (64 - o);
      d[j] = v & MONT_IFMA_DIGIT_MASK;
    }
  for (; j < 8 * vecs; j++)
    d[j] = 0;
}

/* r = the n digits of d as mn limbs; bits from 64 mn on are dropped
   (they are zero where this is used). */
static inline void
mont_ifma_from_digits (mp_limb_t *r, mp_size_t mn, const uint64_t *d,
		       unsigned n)
{
  unsigned j;
  mpn_zero (r, mn);
  for (j = 0; j < n; j++)
    {
      unsigned p = MONT_IFMA_DIGIT_BITS * j;
      mp_size_t l = p / 64;
      unsigned o = p % 64;
      if (l < mn)
	r[l] |= d[j] << o;
      if (o > 64 - MONT_IFMA_DIGIT_BITS && l + 1 < mn)
	r[l + 1] |= d[j] >> (64 - o);
    }
}

/* The products of mont_ifma_amm_ways at once: up to two, each with
   its own modulus of the same digit count. */
#define MONT_IFMA_MAX_WAYS 2

/* r[w] = a[w] b[w] / R mod m[w], below 2 m[w], for w < ways, a[w] and
   b[w] below 2 m[w] in normalised digits (each below 2^52, zero from n
   on); m0inv[w] has -1/m[w] mod 2^52 in every lane. r[w] may be a[w]
   or b[w]. ways is a constant at each call: two products run one digit
   step apart in the same loop, so that one's y chain (the latency of a
   step) overlaps the other's multiplications. */
MONT_IFMA_INLINE void
mont_ifma_amm_ways (const unsigned ways, uint64_t *const *r,
		    const uint64_t *const *a, const uint64_t *const *b,
		    const uint64_t *const *m, const __m512i *m0inv,
		    unsigned n, const unsigned vecs)
{
  const __m512i zero = _mm512_setzero_si512 ();
  const __m512i mask = _mm512_set1_epi64 (MONT_IFMA_DIGIT_MASK);
  __m512i A[MONT_IFMA_MAX_WAYS][MONT_IFMA_MAX_VECS];
  __m512i M[MONT_IFMA_MAX_WAYS][MONT_IFMA_MAX_VECS];
  __m512i acc[MONT_IFMA_MAX_WAYS][MONT_IFMA_MAX_VECS];
  unsigned i, k, w;

#pragma GCC unroll 2
  for (w = 0; w < ways; w++)
#pragma GCC unroll 16
    for (k = 0; k < vecs; k++)
      {
	A[w][k] = _mm512_load_si512 (a[w] + 8 * k);
	M[w][k] = _mm512_load_si512 (m[w] + 8 * k);
	acc[w][k] = zero;
      }

  for (i = 0; i < n; i++)
#pragma GCC unroll 2
    for (w = 0; w < ways; w++)
      {
	__m512i bi = _mm512_set1_epi64 (b[w][i]);
	__m512i h[MONT_IFMA_MAX_VECS];
	__m512i p0, y, carry;

	/* y = (acc_0 + a_0 b_i) (-1/m) mod 2^52 depends on the low
	   lane alone; a_0 b_i (-1/m) is computed aside, so that the
	   chain from one y to the next is vpmadd52luq (y),
	   vpbroadcastq, vpmadd52luq (m y), valignq, vpaddq. The bits
	   of y above 52 are left: the multiplier inputs read only the
	   low 52. */
	p0 = _mm512_madd52lo_epu64 (zero, A[w][0], bi);
	y = _mm512_madd52lo_epu64 (_mm512_madd52lo_epu64 (zero, p0,
							  m0inv[w]),
				   acc[w][0], m0inv[w]);
	y = _mm512_broadcastq_epi64 (_mm512_castsi512_si128 (y));
	acc[w][0] = _mm512_add_epi64 (acc[w][0], p0);
#pragma GCC unroll 16
	for (k = 1; k < vecs; k++)
	  acc[w][k] = _mm512_madd52lo_epu64 (acc[w][k], A[w][k], bi);
#pragma GCC unroll 16
	for (k = 0; k < vecs; k++)
	  {
	    acc[w][k] = _mm512_madd52lo_epu64 (acc[w][k], M[w][k], y);
	    h[k] = _mm512_madd52hi_epu64 (zero, A[w][k], bi);
	    h[k] = _mm512_madd52hi_epu64 (h[k], M[w][k], y);
	  }
	/* The low lane is now a multiple of 2^52: down one lane, its
	   carry added to the high halves first (off the chain). */
	carry = _mm512_srli_epi64 (acc[w][0], MONT_IFMA_DIGIT_BITS);
	h[0] = _mm512_mask_add_epi64 (h[0], 1, h[0], carry);
#pragma GCC unroll 16
	for (k = 0; k + 1 < vecs; k++)
	  acc[w][k] = _mm512_alignr_epi64 (acc[w][k + 1], acc[w][k], 1);
	acc[w][vecs - 1] = _mm512_alignr_epi64 (zero, acc[w][vecs - 1], 1);
#pragma GCC unroll 16
	for (k = 0; k < vecs; k++)
	  acc[w][k] = _mm512_add_epi64 (acc[w][k], h[k]);
      }

#pragma GCC unroll 2
  for (w = 0; w < ways; w++)
    {
      __m512i cy[MONT_IFMA_MAX_VECS];
      __mmask8 cmask[MONT_IFMA_MAX_VECS];

      /* One carry step: every lane below 2^52 + 2^9 after it. */
#pragma GCC unroll 16
      for (k = 0; k < vecs; k++)
	{
	  cy[k] = _mm512_srli_epi64 (acc[w][k], MONT_IFMA_DIGIT_BITS);
	  acc[w][k] = _mm512_and_si512 (acc[w][k], mask);
	}
#pragma GCC unroll 16
      for (k = vecs - 1; k > 0; k--)
	acc[w][k] = _mm512_add_epi64 (acc[w][k],
				      _mm512_alignr_epi64 (cy[k], cy[k - 1], 7));
      acc[w][0] = _mm512_add_epi64 (acc[w][0],
				    _mm512_alignr_epi64 (cy[0], zero, 7));

      /* A lane of 2^52 or more carries one (G), a lane of 2^52 - 1
	 passes an incoming carry on (P): the carries into the lanes
	 are the bits of ((G << 1) + P) ^ P, a 128-bit sum where there
	 are more than 64 lanes (vecs is a constant: the compiler keeps
	 one of the two). */
      if (vecs <= 8)
	{
	  uint64_t g = 0, p = 0, c;
#pragma GCC unroll 16
	  for (k = 0; k < vecs; k++)
	    {
	      g |= (uint64_t) _mm512_cmpgt_epu64_mask (acc[w][k], mask)
		<< (8 * k);
	      p |= (uint64_t) _mm512_cmpeq_epu64_mask (acc[w][k], mask)
		<< (8 * k);
	    }
	  c = ((g << 1) + p) ^ p;
#pragma GCC unroll 16
	  for (k = 0; k < vecs; k++)
	    cmask[k] = (__mmask8) (c >> (8 * k));
	}
      else
	{
	  unsigned __int128 g = 0, p = 0, c;
#pragma GCC unroll 16
	  for (k = 0; k < vecs; k++)
	    {
	      g |= (unsigned __int128) _mm512_cmpgt_epu64_mask (acc[w][k], mask)
		<< (8 * k);
	      p |= (unsigned __int128) _mm512_cmpeq_epu64_mask (acc[w][k], mask)
		<< (8 * k);
	    }
	  c = ((g << 1) + p) ^ p;
#pragma GCC unroll 16
	  for (k = 0; k < vecs; k++)
	    cmask[k] = (__mmask8) (c >> (8 * k));
	}
#pragma GCC unroll 16
      for (k = 0; k < vecs; k++)
	{
	  acc[w][k] = _mm512_mask_add_epi64 (acc[w][k], cmask[k], acc[w][k],
					     _mm512_set1_epi64 (1));
	  _mm512_store_si512 (r[w] + 8 * k, _mm512_and_si512 (acc[w][k], mask));
	}
    }
}

/* r = a b / R mod m: one product of mont_ifma_amm_ways. */
MONT_IFMA_INLINE void
mont_ifma_amm (uint64_t *r, const uint64_t *a, const uint64_t *b,
	       const uint64_t *m, __m512i m0inv, unsigned n,
	       const unsigned vecs)
{
  uint64_t *rs[1] = { r };
  const uint64_t *as[1] = { a }, *bs[1] = { b }, *ms[1] = { m };
  mont_ifma_amm_ways (1, rs, as, bs, ms, &m0inv, n, vecs);
}

/* -1/m0 mod 2^52 for odd m0: Newton's x (2 - m0 x), from x = m0
   (right to 3 bits), doubles the right bits each step. */
static inline uint64_t
mont_ifma_neg_inverse (uint64_t m0)
{
  uint64_t x = m0;
  unsigned i;
  for (i = 0; i < 5; i++)
    x *= 2 - m0 * x;
  return (0 - x) & MONT_IFMA_DIGIT_MASK;
}

#endif /* NETTLE_MONT_IFMA_INTERNAL_H_INCLUDED */
