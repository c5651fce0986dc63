/* pub-powm-avx512.c

   _nettle_pub_powm_avx512: b^e mod m for public b, e and m (RSA
   verification and encryption, DSA verification), moduli of 512 to
   4096 bits, by Montgomery multiplication on AVX-512 IFMA
   (mont-ifma-internal.h). Time depends on e, whose bits the windows
   follow, and on the sizes; not on b or m, except that a base longer
   than m is reduced by GMP's ordinary division (mpn_tdiv_qr, as for
   R^2 mod m, which depends on m alone; mpn_sec_div_r for a base of m's
   size). So it also serves rsa_encrypt, whose base is the padded
   message, where Nettle's mpz_powm branches on it.

   Where mpz_powm spends its time on an RSA verification (e = 65537:
   16 squarings and one multiplication of 2048-bit numbers), this does
   the same products with vpmadd52luq/vpmadd52huq, 8 digits of 52 bits
   a vector, several times as fast; the conversions around them (R^2
   mod m and b mod m, 52-bit digits from 64-bit limbs) cost about as
   much as two products.

   Exponentiation: left to right, sliding windows of up to w bits that
   start and end on a one bit (w = 1 for e = 65537, 4 for DSA's 256-bit
   exponents, 6 for exponents as long as m), over a table of the odd
   powers b, b^3, .. b^(2^w - 1) in Montgomery form. The first window
   sets the accumulator, so no product by one is made.

   The file is compiled only for builds with the avx512 backend, its
   functions for AVX-512F/VL/IFMA through the target pragma below, and
   it runs only where fat-hogweed.c found FAT_AVX512 | FAT_AVX512IFMA.


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

#include "pub-powm-internal.h"

#if HAVE_BACKEND_avx512

#include <assert.h>
#include <string.h>

#pragma GCC target ("avx512f,avx512vl,avx512ifma")

#include "mont-ifma-internal.h"

#define MAX_WINDOW 6
#define TABLE_SIZE (1 << (MAX_WINDOW - 1))
/* Limbs of 2^(104 n), n = MONT_IFMA_DIGITS (PUB_POWM_MAX_LIMBS). */
#define MAX_RR_LIMBS (104 * MONT_IFMA_MAX_DIGITS / 64 + 1)

#define ALIGNED MONT_IFMA_ALIGNED

/* The window for an exponent of ebits bits: about ebits / (w + 1)
   products for the windows against 2^(w - 1) for the table. */
static unsigned
window_size (mp_bitcnt_t ebits)
{
  if (ebits <= 24)
    return 1;
  if (ebits <= 80)
    return 3;
  if (ebits <= 240)
    return 4;
  if (ebits <= 768)
    return 5;
  return 6;
}

static inline unsigned
exponent_bit (const mp_limb_t *ep, mp_bitcnt_t i)
{
  return (ep[i / 64] >> (i % 64)) & 1;
}

MONT_IFMA_INLINE void
powm (mp_limb_t *rp, const mp_limb_t *bp, mp_size_t bn,
      const mp_limb_t *ep, mp_size_t en,
      const mp_limb_t *mp, mp_size_t mn, const unsigned vecs)
{
  uint64_t m[MONT_IFMA_MAX_DIGITS] ALIGNED;
  uint64_t x[MONT_IFMA_MAX_DIGITS] ALIGNED;
  uint64_t rr[MONT_IFMA_MAX_DIGITS] ALIGNED;
  uint64_t table[TABLE_SIZE * MONT_IFMA_MAX_DIGITS] ALIGNED;
  mp_limb_t t[MAX_RR_LIMBS];
  mp_limb_t q[MAX_RR_LIMBS];
  /* mpn_sec_div_r's scratch for mn limbs by mn (3 mn + 2 in GMP 6.2). */
  mp_limb_t dt[4 * MONT_IFMA_MAX_DIGITS];
  unsigned n = MONT_IFMA_DIGITS (mn);
  mp_size_t ln = 104 * n / 64 + 1;
  mp_bitcnt_t ebits, i;
  unsigned window, entries, j;
  __m512i m0inv;
  int started = 0;

  mont_ifma_to_digits (m, n, vecs, mp, mn);
  m0inv = _mm512_set1_epi64 (mont_ifma_neg_inverse (mp[0]));

  /* R^2 mod m = 2^(104 n) mod m. */
  mpn_zero (t, ln);
  t[ln - 1] = (mp_limb_t) 1 << ((104 * n) % 64);
  mpn_tdiv_qr (q, rp, 0, t, ln, mp, mn);
  mont_ifma_to_digits (rr, n, vecs, rp, mn);

  /* b mod m, then b R mod m. A base of m's size (an RSA message or
     signature) is reduced without a branch on its value: it may be a
     secret, the padded message of rsa_encrypt. */
  if (bn > mn)
    {
      mpn_tdiv_qr (q, rp, 0, bp, bn, mp, mn);
      mont_ifma_to_digits (x, n, vecs, rp, mn);
    }
  else if (bn == mn)
    {
      assert (mpn_sec_div_r_itch (mn, mn) <= (mp_size_t) (sizeof (dt)
							     / sizeof (dt[0])));
      mpn_copyi (t, bp, bn);
      mpn_sec_div_r (t, bn, mp, mn, dt);
      mont_ifma_to_digits (x, n, vecs, t, mn);
    }
  else
    mont_ifma_to_digits (x, n, vecs, bp, bn);
  mont_ifma_amm (table, x, rr, m, m0inv, n, vecs);

  ebits = 64 * en - __builtin_clzll (ep[en - 1]);
  window = window_size (ebits);
  entries = 1U << (window - 1);
  if (entries > 1)
    {
      /* table[j] = b^(2 j + 1) R mod m; x = b^2 R. */
      mont_ifma_amm (x, table, table, m, m0inv, n, vecs);
      for (j = 1; j < entries; j++)
	mont_ifma_amm (table + 8 * vecs * j, table + 8 * vecs * (j - 1), x,
		       m, m0inv, n, vecs);
    }

  /* i is the number of exponent bits left to do. */
  for (i = ebits; i > 0; )
    {
      mp_bitcnt_t low;
      unsigned value, k;

      if (!exponent_bit (ep, i - 1))
	{
	  mont_ifma_amm (x, x, x, m, m0inv, n, vecs);
	  i--;
	  continue;
	}
      /* The window: bits [low, i), at most window of them, the lowest
	 a one. */
      low = i > window ? i - window : 0;
      while (!exponent_bit (ep, low))
	low++;
      for (value = 0, k = i; k > low; k--)
	value = 2 * value + exponent_bit (ep, k - 1);
      if (started)
	{
	  for (k = 0; k < i - low; k++)
	    mont_ifma_amm (x, x, x, m, m0inv, n, vecs);
	  mont_ifma_amm (x, x, table + 8 * vecs * (value / 2),
			 m, m0inv, n, vecs);
	}
      else
	{
	  memcpy (x, table + 8 * vecs * (value / 2),
		  8 * vecs * sizeof (uint64_t));
	  started = 1;
	}
      i = low;
    }

  /* Out of Montgomery form: x / R mod m, at most m; then exact. */
  memset (rr, 0, 8 * vecs * sizeof (uint64_t));
  rr[0] = 1;
  mont_ifma_amm (x, x, rr, m, m0inv, n, vecs);
  mont_ifma_from_digits (rp, mn, x, n);
  mpn_cnd_sub_n (mpn_sub_n (t, rp, mp, mn) ^ 1, rp, rp, mp, mn);
}

#define POWM_SIZE(vecs)							\
  static void								\
  powm_##vecs (mp_limb_t *rp, const mp_limb_t *bp, mp_size_t bn,	\
	       const mp_limb_t *ep, mp_size_t en,			\
	       const mp_limb_t *mp, mp_size_t mn)			\
  {									\
    powm (rp, bp, bn, ep, en, mp, mn, vecs);				\
  }

POWM_SIZE (2)
POWM_SIZE (3)
POWM_SIZE (4)
POWM_SIZE (5)
POWM_SIZE (6)
POWM_SIZE (7)
POWM_SIZE (8)
POWM_SIZE (9)
POWM_SIZE (10)

void
_nettle_pub_powm_avx512 (mp_limb_t *rp, const mp_limb_t *bp, mp_size_t bn,
			 const mp_limb_t *ep, mp_size_t en,
			 const mp_limb_t *mp, mp_size_t mn)
{
  /* Small and large moduli, and bases too long for the quotient
     buffer. */
  if (mn < PUB_POWM_IFMA_MIN_LIMBS || mn > PUB_POWM_MAX_LIMBS
      || bn - mn >= MAX_RR_LIMBS)
    {
      _nettle_pub_powm_c (rp, bp, bn, ep, en, mp, mn);
      return;
    }
  switch ((MONT_IFMA_DIGITS (mn) + 7) / 8)
    {
    case 2: powm_2 (rp, bp, bn, ep, en, mp, mn); break;
    case 3: powm_3 (rp, bp, bn, ep, en, mp, mn); break;
    case 4: powm_4 (rp, bp, bn, ep, en, mp, mn); break;
    case 5: powm_5 (rp, bp, bn, ep, en, mp, mn); break;
    case 6: powm_6 (rp, bp, bn, ep, en, mp, mn); break;
    case 7: powm_7 (rp, bp, bn, ep, en, mp, mn); break;
    case 8: powm_8 (rp, bp, bn, ep, en, mp, mn); break;
    case 9: powm_9 (rp, bp, bn, ep, en, mp, mn); break;
    default: powm_10 (rp, bp, bn, ep, en, mp, mn); break;
    }
}

#else /* !HAVE_BACKEND_avx512 */

/* ISO C wants a declaration in every file. */
typedef int pub_powm_avx512_unused;

#endif
