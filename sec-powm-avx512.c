/* sec-powm-avx512.c

   _nettle_sec_powm_avx512: b^e mod m for moduli of 512 to 2048 bits,
   and _nettle_sec_powm2_avx512: two of them at once,
   by Montgomery multiplication on AVX-512 IFMA (vpmadd52luq,
   vpmadd52huq), side-channel silent: no branch and no memory index
   depends on b, e or m, only on bn, ebits and mn.

   The numbers and the Montgomery product (mont-ifma-internal.h, shared
   with the public-exponent pub-powm-avx512.c) are 52-bit digits in
   zmm lanes; products are almost-Montgomery, below 2 m, never reduced
   further inside the exponentiation; one conditional subtraction
   (mpn_cnd_sub_n) at the end makes the result exact. The file is
   compiled only for builds with the avx512 backend, its functions for
   AVX-512F/VL/IFMA through the target pragma below, and it runs only
   where fat-hogweed.c found FAT_AVX512 | FAT_AVX512IFMA.

   Exponentiation: fixed windows of w bits from the top, w from ebits
   alone (5 for the RSA halves, 4 for DSA's 256-bit k, 2 for e =
   65537), the table of b^0 .. b^(2^w - 1) (Montgomery form) on the
   stack; every table read loads all 2^w entries and keeps one with a
   lane mask from a compare on the window value (vpcmpeqq, masked
   move), so the addresses are the same for every e. The window
   values are taken from e with shifts at positions that depend on
   ebits only. Conversions between 64-bit
   limbs and 52-bit digits are shifts at positions fixed by mn. b mod m
   and R^2 mod m come from mpn_sec_div_r, -1/m mod 2^52 from Newton
   steps on the low limb (multiplications only).

   Constant time cannot be checked by sc-rsa-test / sc-dsa-test:
   valgrind 3.19 does not decode AVX-512, so under valgrind those tests
   run the C variant (mpn_sec_powm). The argument above is the check:
   the only branches are on n, vecs, bn, mn, ebits and loop counters, the
   only data-dependent selection is the masked table move, and the
   mpn_* calls are GMP's side-channel silent ones (mpn_sub_n and
   mpn_cnd_sub_n have no data-dependent branch).

   Speed (AMD Zen 4, 2026-12, CPU time of one call, e as long as m):
   1024-bit m 167 us, 1536 392 us, 2048 804 us; mpn_sec_powm 484,
   1438, 3123 us. About 15 cycles a digit step at 1024 bits, the
   latency of the y chain (vpmadd52luq, vpbroadcastq, vpmadd52luq,
   valignq, vpaddq). Zen 5 issues the 13 vpmadd52 of a step in less
   than that, so _nettle_sec_powm2 runs the two CRT halves' products
   in the same loop (mont_ifma_amm_ways): CPU time of both halves
   (Zen 5, 2026-12) 1024-bit 290 -> 159 us, 1536 597 -> 373, 2048
   1089 -> 792 (there 2 x 5 vectors no longer fit the 32 registers).

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

#pragma GCC target ("avx512f,avx512vl,avx512ifma")

#include "mont-ifma-internal.h"

/* The RSA CRT halves reach 2048 bits (SEC_POWM_IFMA_MAX_LIMBS). */
#define MAX_VECS 5
#define MAX_DIGITS (8 * MAX_VECS)
#define MAX_WINDOW 5
#define TABLE_SIZE (1 << MAX_WINDOW)

#define ALIGNED MONT_IFMA_ALIGNED
#define INLINE MONT_IFMA_INLINE

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

/* The exponentiations of powm at once: one, or the two RSA CRT halves
   (_nettle_sec_powm2), whose products mont_ifma_amm_ways interleaves. */
#define MAX_WAYS MONT_IFMA_MAX_WAYS

/* rp[w] = bp[w]^ep[w] mod mp[w] for w < ways, the same bn, ebits and
   mn for all. */
INLINE void
powm (const unsigned ways, mp_limb_t *const *rp,
      const mp_limb_t *const *bp, mp_size_t bn,
      const mp_limb_t *const *ep, mp_bitcnt_t ebits,
      const mp_limb_t *const *mp, mp_size_t mn, mp_limb_t *tp,
      const unsigned vecs)
{
  uint64_t m[MAX_WAYS][MAX_DIGITS] ALIGNED;
  uint64_t rr[MAX_WAYS][MAX_DIGITS] ALIGNED;
  uint64_t x[MAX_WAYS][MAX_DIGITS] ALIGNED;
  uint64_t w[MAX_WAYS][MAX_DIGITS] ALIGNED;
  uint64_t one[MAX_DIGITS] ALIGNED;
  uint64_t table[MAX_WAYS][TABLE_SIZE * MAX_DIGITS] ALIGNED;
  unsigned n = SEC_POWM_IFMA_DIGITS (mn);
  unsigned window = window_size (ebits);
  unsigned entries = 1U << window;
  mp_size_t ln = SEC_POWM_IFMA_RR_LIMBS (mn);
  __m512i m0inv[MAX_WAYS];
  /* The operands of each product, way by way. */
  uint64_t *pt[MAX_WAYS];
  const uint64_t *pm[MAX_WAYS], *pa[MAX_WAYS], *pb[MAX_WAYS];
  unsigned t, j, k;

#define AMM(r, a, b) do {						\
    for (k = 0; k < ways; k++)						\
      {									\
	pt[k] = (r); pa[k] = (a); pb[k] = (b);				\
      }									\
    mont_ifma_amm_ways (ways, pt, pa, pb, pm, m0inv, n, vecs);		\
  } while (0)

  for (j = 0; j < 8 * vecs; j++)
    one[j] = 0;
  one[0] = 1;

  for (k = 0; k < ways; k++)
    {
      mont_ifma_to_digits (m[k], n, vecs, mp[k], mn);
      m0inv[k] = _mm512_set1_epi64 (mont_ifma_neg_inverse (mp[k][0]));
      pm[k] = m[k];

      /* R^2 mod m = 2^(104 n) mod m. */
      mpn_zero (tp, ln);
      tp[ln - 1] = (mp_limb_t) 1 << ((2 * MONT_IFMA_DIGIT_BITS * n) % 64);
      mpn_sec_div_r (tp, ln, mp[k], mn, tp + ln);
      mont_ifma_to_digits (rr[k], n, vecs, tp, mn);

      /* b mod m. */
      mpn_copyi (tp, bp[k], bn);
      if (bn >= mn)
	mpn_sec_div_r (tp, bn, mp[k], mn, tp + bn);
      else
	mpn_zero (tp + bn, mn - bn);
      mont_ifma_to_digits (x[k], n, vecs, tp, mn);
    }

  /* table[t] = b^t R mod m (below 2 m), t < entries. */
  AMM (table[k], rr[k], one);
  AMM (table[k] + 8 * vecs, x[k], rr[k]);
  for (t = 2; t < entries; t++)
    AMM (table[k] + 8 * vecs * t, table[k] + 8 * vecs * (t - 1),
	 table[k] + 8 * vecs);

  if (ebits == 0)
    for (k = 0; k < ways; k++)
      memcpy (x[k], table[k], 8 * vecs * sizeof (uint64_t));
  else
    {
      unsigned top = ebits % window ? ebits % window : window;
      mp_bitcnt_t pos = ebits - top;
      for (k = 0; k < ways; k++)
	table_select (x[k], table[k], entries,
		      exponent_bits (ep[k], pos, top), vecs);
      while (pos > 0)
	{
	  pos -= window;
	  for (j = 0; j < window; j++)
	    AMM (x[k], x[k], x[k]);
	  for (k = 0; k < ways; k++)
	    table_select (w[k], table[k], entries,
			  exponent_bits (ep[k], pos, window), vecs);
	  AMM (x[k], x[k], w[k]);
	}
    }

  /* Out of Montgomery form: x / R mod m, at most m; then exact. */
  AMM (x[k], x[k], one);
  for (k = 0; k < ways; k++)
    {
      mp_limb_t cy;
      mont_ifma_from_digits (rp[k], mn, x[k], n);
      cy = mpn_sub_n (tp, rp[k], mp[k], mn);
      mpn_cnd_sub_n (cy ^ 1, rp[k], rp[k], mp[k], mn);
    }
#undef AMM

  /* No powers of b left on the stack. */
  memset (table, 0, sizeof (table));
  memset (x, 0, sizeof (x));
  memset (w, 0, sizeof (w));
  __asm__ volatile ("" : : "r" (table), "r" (x), "r" (w) : "memory");
}

/* The bodies per vector count, one and two ways. */
#define POWM_SIZE(vecs)							\
  static void								\
  powm_##vecs (mp_limb_t *rp, const mp_limb_t *bp, mp_size_t bn,	\
	       const mp_limb_t *ep, mp_bitcnt_t ebits,			\
	       const mp_limb_t *mp, mp_size_t mn, mp_limb_t *tp)	\
  {									\
    powm (1, &rp, &bp, bn, &ep, ebits, &mp, mn, tp, vecs);		\
  }									\
  static void								\
  powm2_##vecs (const struct sec_powm_job *jobs, mp_size_t bn,		\
		mp_bitcnt_t ebits, mp_size_t mn, mp_limb_t *tp)		\
  {									\
    mp_limb_t *rp[2] = { jobs[0].rp, jobs[1].rp };			\
    const mp_limb_t *bp[2] = { jobs[0].bp, jobs[1].bp };		\
    const mp_limb_t *ep[2] = { jobs[0].ep, jobs[1].ep };		\
    const mp_limb_t *mp[2] = { jobs[0].mp, jobs[1].mp };		\
    powm (2, rp, bp, bn, ep, ebits, mp, mn, tp, vecs);			\
  }

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

void
_nettle_sec_powm2_avx512 (const struct sec_powm_job *jobs, mp_size_t bn,
			  mp_bitcnt_t ebits, mp_size_t mn, mp_limb_t *tp)
{
  if (mn < SEC_POWM_IFMA_MIN_LIMBS || mn > SEC_POWM_IFMA_MAX_LIMBS)
    {
      _nettle_sec_powm2_c (jobs, bn, ebits, mn, tp);
      return;
    }
  switch ((SEC_POWM_IFMA_DIGITS (mn) + 7) / 8)
    {
    case 2: powm2_2 (jobs, bn, ebits, mn, tp); break;
    case 3: powm2_3 (jobs, bn, ebits, mn, tp); break;
    case 4: powm2_4 (jobs, bn, ebits, mn, tp); break;
    default: powm2_5 (jobs, bn, ebits, mn, tp); break;
    }
}

#else /* !HAVE_BACKEND_avx512 */

/* ISO C wants a declaration in every file. */
typedef int sec_powm_avx512_unused;

#endif
