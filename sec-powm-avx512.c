/* sec-powm-avx512.c

   _nettle_sec_powm_avx512: b^e mod m for moduli of 512 to 2048 bits
   by Montgomery multiplication on AVX-512 IFMA (vpmadd52luq,
   vpmadd52huq), side-channel silent: no branch and no memory index
   depends on b, e or m, only on bn, ebits and mn.

   Why C with intrinsics and not m4 asm: the work is one Montgomery
   product whose vector count (2 to 5 zmm per number) is a parameter;
   written once as an always_inline body with that count constant, the
   compiler unrolls it per size and allocates the up to 25 live zmm
   registers, which the asm would do by a macro layer of its own. The
   file is compiled only for builds with the avx512 backend, its
   functions for AVX-512F/VL/IFMA through the target pragma below, and
   it runs only where fat-hogweed.c found FAT_AVX512 | FAT_AVX512IFMA.

   Representation. A number is n digits of 52 bits, n =
   SEC_POWM_IFMA_DIGITS (mn) (the fewest with 4 m < R = 2^(52 n)), in
   K = ceil (n / 8) zmm of eight 64-bit lanes, the lanes from n on
   zero. Products are almost-Montgomery: a b / R mod m, below 2 m
   whenever a and b are, never reduced further inside the
   exponentiation; one conditional subtraction (mpn_cnd_sub_n) at the
   end makes the result exact.

   The product (amm) scans b a digit at a time: acc += a b_i + m y,
   y = acc_0 (-1/m) mod 2^52 so that the low digit vanishes, then acc
   moves down a lane (valignq) and the low digit's carry is added to
   the new low lane. The low 52 bits of each digit product are added
   before the move, the high 52 after it, which is where their weight
   belongs; lanes keep their carries (below 2^60 for n <= 40: at most
   4 n additions of less than 2^52) until the end, where one vector
   carry step leaves each lane below 2^52 + 2^8, and the lanes that
   still carry or pass on a carry are resolved at once as the bits of
   a 64-bit addition ((G << 1) + P) ^ P over the lane masks, without
   a loop over the lanes. y is computed in the vector unit
   (vpmadd52luq of acc with -1/m, broadcast of lane 0): only the low
   52 bits of a lane matter for it.

   Exponentiation: fixed windows of w bits from the top, w from ebits
   alone (5 for the RSA halves, 4 for DSA's 256-bit k, 2 for e =
   65537), the table of b^0 .. b^(2^w - 1) (Montgomery form) on the
   stack; every table read loads all 2^w entries and keeps one with a
   lane mask from a compare on the window value (vpcmpeqq, masked
   move), so the addresses are the same for every e. The window values are taken from e with shifts at
   positions that depend on ebits only. Conversions between 64-bit
   limbs and 52-bit digits are shifts at positions fixed by mn. b mod m
   and R^2 mod m come from mpn_sec_div_r, -1/m mod 2^52 from Newton
   steps on the low limb (multiplications only).

   Constant time cannot be checked by sc-rsa-test / sc-dsa-test:
   valgrind 3.19 does not decode AVX-512, so under valgrind those tests
   run the C variant (mpn_sec_powm). The argument above is the check:
   the only branches are on n, K, bn, mn, ebits and loop counters, the
   only data-dependent selection is the masked table move, and the
   mpn_* calls are GMP's side-channel silent ones (mpn_sub_n and
   mpn_cnd_sub_n have no data-dependent branch).

   Speed (AMD Zen 4, 2026-12, CPU time of one call, e as long as m):
   1024-bit m 167 us, 1536 392 us, 2048 804 us; mpn_sec_powm 484,
   1438, 3123 us. About 15 cycles a digit step at 1024 bits, where the
   y chain (vpmadd52luq, vpbroadcastq, vpmadd52luq, valignq, vpaddq)
   and the 13 vpmadd52 of a step take about as long; interleaving two
   independent products would gain little there.


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

#include "sec-powm-internal.h"

#if HAVE_BACKEND_avx512

#include <string.h>
#include <immintrin.h>

#pragma GCC target ("avx512f,avx512vl,avx512ifma")

#define DIGIT_BITS 52
#define DIGIT_MASK ((UINT64_C(1) << DIGIT_BITS) - 1)
#define MAX_VECS 5
#define MAX_DIGITS (8 * MAX_VECS)
#define MAX_WINDOW 5
#define TABLE_SIZE (1 << MAX_WINDOW)

#define ALIGNED __attribute__ ((aligned (64)))
#define INLINE static inline __attribute__ ((always_inline))

/* The loops over the vectors of a number ("for (k ...") are unrolled
   (#pragma GCC unroll), so that the numbers stay in registers. */

/* d[0, 8 vecs) = the mn limbs of x as 52-bit digits, zero from n on. */
static void
to_digits (uint64_t *d, unsigned n, unsigned vecs,
	   const mp_limb_t *x, mp_size_t mn)
{
  unsigned j;
  for (j = 0; j < n; j++)
    {
      unsigned p = DIGIT_BITS * j;
      mp_size_t l = p / 64;
      unsigned o = p % 64;
      uint64_t v = l < mn ? x[l] >> o : 0;
      if (o > 64 - DIGIT_BITS && l + 1 < mn)
	v |= x[l + 1] << (64 - o);
      d[j] = v & DIGIT_MASK;
    }
  for (; j < 8 * vecs; j++)
    d[j] = 0;
}

/* r = the n digits of d as mn limbs; bits from 64 mn on are dropped
   (they are zero where this is used). */
static void
from_digits (mp_limb_t *r, mp_size_t mn, const uint64_t *d, unsigned n)
{
  unsigned j;
  mpn_zero (r, mn);
  for (j = 0; j < n; j++)
    {
      unsigned p = DIGIT_BITS * j;
      mp_size_t l = p / 64;
      unsigned o = p % 64;
      if (l < mn)
	r[l] |= d[j] << o;
      if (o > 64 - DIGIT_BITS && l + 1 < mn)
	r[l + 1] |= d[j] >> (64 - o);
    }
}

/* r = a b / R mod m, below 2 m, for a, b below 2 m in normalised
   digits (each below 2^52, zero from n on); m0inv has -1/m mod 2^52
   in every lane. r may be a or b. */
INLINE void
amm (uint64_t *r, const uint64_t *a, const uint64_t *b,
     const uint64_t *m, __m512i m0inv, unsigned n, const unsigned vecs)
{
  const __m512i zero = _mm512_setzero_si512 ();
  const __m512i mask = _mm512_set1_epi64 (DIGIT_MASK);
  __m512i A[MAX_VECS], M[MAX_VECS], acc[MAX_VECS];
  uint64_t g, p, c;
  unsigned i, k;

#pragma GCC unroll 8
  for (k = 0; k < vecs; k++)
    {
      A[k] = _mm512_load_si512 (a + 8 * k);
      M[k] = _mm512_load_si512 (m + 8 * k);
      acc[k] = zero;
    }

  for (i = 0; i < n; i++)
    {
      __m512i bi = _mm512_set1_epi64 (b[i]);
      __m512i h[MAX_VECS];
      __m512i p0, y, carry;

      /* y = (acc_0 + a_0 b_i) (-1/m) mod 2^52 depends on the low lane
	 alone; a_0 b_i (-1/m) is computed aside, so that the chain
	 from one y to the next is vpmadd52luq (y), vpbroadcastq,
	 vpmadd52luq (m y), valignq, vpaddq. The bits of y above 52 are
	 left: the multiplier inputs read only the low 52. */
      p0 = _mm512_madd52lo_epu64 (zero, A[0], bi);
      y = _mm512_madd52lo_epu64 (_mm512_madd52lo_epu64 (zero, p0, m0inv),
				 acc[0], m0inv);
      y = _mm512_broadcastq_epi64 (_mm512_castsi512_si128 (y));
      acc[0] = _mm512_add_epi64 (acc[0], p0);
#pragma GCC unroll 8
      for (k = 1; k < vecs; k++)
	acc[k] = _mm512_madd52lo_epu64 (acc[k], A[k], bi);
#pragma GCC unroll 8
      for (k = 0; k < vecs; k++)
	{
	  acc[k] = _mm512_madd52lo_epu64 (acc[k], M[k], y);
	  h[k] = _mm512_madd52hi_epu64 (zero, A[k], bi);
	  h[k] = _mm512_madd52hi_epu64 (h[k], M[k], y);
	}
      /* The low lane is now a multiple of 2^52: down one lane, its
	 carry added to the high halves first (off the chain). */
      carry = _mm512_srli_epi64 (acc[0], DIGIT_BITS);
      h[0] = _mm512_mask_add_epi64 (h[0], 1, h[0], carry);
#pragma GCC unroll 8
      for (k = 0; k + 1 < vecs; k++)
	acc[k] = _mm512_alignr_epi64 (acc[k + 1], acc[k], 1);
      acc[vecs - 1] = _mm512_alignr_epi64 (zero, acc[vecs - 1], 1);
#pragma GCC unroll 8
      for (k = 0; k < vecs; k++)
	acc[k] = _mm512_add_epi64 (acc[k], h[k]);
    }

  /* One carry step: every lane below 2^52 + 2^8 after it. */
  {
    __m512i cy[MAX_VECS];
#pragma GCC unroll 8
    for (k = 0; k < vecs; k++)
      {
	cy[k] = _mm512_srli_epi64 (acc[k], DIGIT_BITS);
	acc[k] = _mm512_and_si512 (acc[k], mask);
      }
#pragma GCC unroll 8
    for (k = vecs - 1; k > 0; k--)
      acc[k] = _mm512_add_epi64 (acc[k],
				 _mm512_alignr_epi64 (cy[k], cy[k - 1], 7));
    acc[0] = _mm512_add_epi64 (acc[0], _mm512_alignr_epi64 (cy[0], zero, 7));
  }
  /* A lane of 2^52 or more carries one (G), a lane of 2^52 - 1 passes
     an incoming carry on (P): the carries into the lanes are the bits
     of ((G << 1) + P) ^ P. */
  g = p = 0;
#pragma GCC unroll 8
  for (k = 0; k < vecs; k++)
    {
      g |= (uint64_t) _mm512_cmpgt_epu64_mask (acc[k], mask) << (8 * k);
      p |= (uint64_t) _mm512_cmpeq_epu64_mask (acc[k], mask) << (8 * k);
    }
  c = ((g << 1) + p) ^ p;
#pragma GCC unroll 8
  for (k = 0; k < vecs; k++)
    {
      acc[k] = _mm512_mask_add_epi64 (acc[k], (__mmask8) (c >> (8 * k)),
				      acc[k], _mm512_set1_epi64 (1));
      _mm512_store_si512 (r + 8 * k, _mm512_and_si512 (acc[k], mask));
    }
}

/* r = table[index], reading every one of the entries. */
INLINE void
table_select (uint64_t *r, const uint64_t *table, unsigned entries,
	      uint64_t index, const unsigned vecs)
{
  __m512i acc[MAX_VECS];
  __m512i want = _mm512_set1_epi64 (index);
  unsigned t, k;

#pragma GCC unroll 8
  for (k = 0; k < vecs; k++)
    acc[k] = _mm512_setzero_si512 ();
  for (t = 0; t < entries; t++)
    {
      __mmask8 hit = _mm512_cmpeq_epi64_mask (_mm512_set1_epi64 (t), want);
#pragma GCC unroll 8
      for (k = 0; k < vecs; k++)
	acc[k] = _mm512_mask_mov_epi64 (acc[k], hit,
					_mm512_load_si512 (table
							   + 8 * (vecs * t + k)));
    }
#pragma GCC unroll 8
  for (k = 0; k < vecs; k++)
    _mm512_store_si512 (r + 8 * k, acc[k]);
}

/* Bits [pos, pos + w) of e, w <= MAX_WINDOW, pos + w <= the bits of
   e. */
static uint64_t
exponent_bits (const mp_limb_t *ep, mp_bitcnt_t pos, unsigned w)
{
  mp_size_t l = pos / 64;
  unsigned o = pos % 64;
  uint64_t v = ep[l] >> o;
  if (o + w > 64)
    v |= ep[l + 1] << (64 - o);
  return v & ((UINT64_C(1) << w) - 1);
}

/* -1/m0 mod 2^52 for odd m0: Newton's x (2 - m0 x), from x = m0
   (right to 3 bits), doubles the right bits each step. */
static uint64_t
neg_inverse (uint64_t m0)
{
  uint64_t x = m0;
  unsigned i;
  for (i = 0; i < 5; i++)
    x *= 2 - m0 * x;
  return (0 - x) & DIGIT_MASK;
}

/* The window for an exponent of ebits bits: the fewest products,
   ebits squarings + ebits / w multiplications + 2^w for the table
   (2 or 3 bits for e = 65537, 4 for DSA's 256, 5 for RSA's halves). */
static unsigned
window_size (mp_bitcnt_t ebits)
{
  unsigned w, best = 1;
  mp_bitcnt_t cost, best_cost = ebits + 2;
  for (w = 2; w <= MAX_WINDOW; w++)
    {
      cost = (ebits + w - 1) / w + ((mp_bitcnt_t) 1 << w);
      if (cost < best_cost)
	{
	  best = w;
	  best_cost = cost;
	}
    }
  return best;
}

INLINE void
powm (mp_limb_t *rp, const mp_limb_t *bp, mp_size_t bn,
      const mp_limb_t *ep, mp_bitcnt_t ebits,
      const mp_limb_t *mp, mp_size_t mn, mp_limb_t *tp,
      const unsigned vecs)
{
  uint64_t m[MAX_DIGITS] ALIGNED;
  uint64_t rr[MAX_DIGITS] ALIGNED;
  uint64_t one[MAX_DIGITS] ALIGNED;
  uint64_t x[MAX_DIGITS] ALIGNED;
  uint64_t w[MAX_DIGITS] ALIGNED;
  uint64_t table[TABLE_SIZE * MAX_DIGITS] ALIGNED;
  unsigned n = SEC_POWM_IFMA_DIGITS (mn);
  unsigned window = window_size (ebits);
  unsigned entries = 1U << window;
  mp_size_t ln = SEC_POWM_IFMA_RR_LIMBS (mn);
  __m512i m0inv;
  unsigned t, j;
  mp_limb_t cy;

  to_digits (m, n, vecs, mp, mn);
  m0inv = _mm512_set1_epi64 (neg_inverse (mp[0]));

  /* R^2 mod m = 2^(104 n) mod m. */
  mpn_zero (tp, ln);
  tp[ln - 1] = (mp_limb_t) 1 << ((2 * DIGIT_BITS * n) % 64);
  mpn_sec_div_r (tp, ln, mp, mn, tp + ln);
  to_digits (rr, n, vecs, tp, mn);

  /* b mod m. */
  mpn_copyi (tp, bp, bn);
  if (bn >= mn)
    mpn_sec_div_r (tp, bn, mp, mn, tp + bn);
  else
    mpn_zero (tp + bn, mn - bn);
  to_digits (x, n, vecs, tp, mn);

  for (j = 0; j < 8 * vecs; j++)
    one[j] = 0;
  one[0] = 1;

  /* table[t] = b^t R mod m (below 2 m), t < entries. */
  amm (table, rr, one, m, m0inv, n, vecs);
  amm (table + 8 * vecs, x, rr, m, m0inv, n, vecs);
  for (t = 2; t < entries; t++)
    amm (table + 8 * vecs * t, table + 8 * vecs * (t - 1),
	 table + 8 * vecs, m, m0inv, n, vecs);

  if (ebits == 0)
    memcpy (x, table, 8 * vecs * sizeof (uint64_t));
  else
    {
      unsigned top = ebits % window ? ebits % window : window;
      mp_bitcnt_t pos = ebits - top;
      table_select (x, table, entries, exponent_bits (ep, pos, top), vecs);
      while (pos > 0)
	{
	  pos -= window;
	  for (j = 0; j < window; j++)
	    amm (x, x, x, m, m0inv, n, vecs);
	  table_select (w, table, entries,
			exponent_bits (ep, pos, window), vecs);
	  amm (x, x, w, m, m0inv, n, vecs);
	}
    }

  /* Out of Montgomery form: x / R mod m, at most m; then exact. */
  amm (x, x, one, m, m0inv, n, vecs);
  from_digits (rp, mn, x, n);
  cy = mpn_sub_n (tp, rp, mp, mn);
  mpn_cnd_sub_n (cy ^ 1, rp, rp, mp, mn);

  /* No powers of b left on the stack. */
  memset (table, 0, sizeof (table));
  memset (x, 0, sizeof (x));
  memset (w, 0, sizeof (w));
  __asm__ volatile ("" : : "r" (table), "r" (x), "r" (w) : "memory");
}

#define POWM_SIZE(vecs)							  static void								  powm_##vecs (mp_limb_t *rp, const mp_limb_t *bp, mp_size_t bn,		       const mp_limb_t *ep, mp_bitcnt_t ebits,				       const mp_limb_t *mp, mp_size_t mn, mp_limb_t *tp)	  {									    powm (rp, bp, bn, ep, ebits, mp, mn, tp, vecs);			  }

POWM_SIZE (2)
POWM_SIZE (3)
POWM_SIZE (4)
POWM_SIZE (5)

void
_nettle_sec_powm_avx512 (mp_limb_t *rp, const mp_limb_t *bp, mp_size_t bn,
			 const mp_limb_t *ep, mp_bitcnt_t ebits,
			 const mp_limb_t *mp, mp_size_t mn, mp_limb_t *tp)
{
  if (mn < SEC_POWM_IFMA_MIN_LIMBS || mn > SEC_POWM_IFMA_MAX_LIMBS)
    {
      mpn_sec_powm (rp, bp, bn, ep, ebits, mp, mn, tp);
      return;
    }
  switch ((SEC_POWM_IFMA_DIGITS (mn) + 7) / 8)
    {
    case 2: powm_2 (rp, bp, bn, ep, ebits, mp, mn, tp); break;
    case 3: powm_3 (rp, bp, bn, ep, ebits, mp, mn, tp); break;
    case 4: powm_4 (rp, bp, bn, ep, ebits, mp, mn, tp); break;
    default: powm_5 (rp, bp, bn, ep, ebits, mp, mn, tp); break;
    }
}

#else /* !HAVE_BACKEND_avx512 */

/* ISO C wants a declaration in every file. */
typedef int sec_powm_avx512_unused;

#endif
