/* ecc-mul-a.c

   Constant-time n * p for a point p given at run time: a table of
   1 p .. 16 p, then MUL_A_WINDOW doublings and one addition per
   signed window of n from the top. The table entry is read by masking
   every entry (ecc_table_lookup); infinity and a zero window are
   fixed by conditional copies.

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

#include "ecc-internal.h"

/* Signed 5-bit windows (Booth recoding): digit j of n is
   d = w + c - 32 b, with w the window (bits 5j .. 5j + 4), c bit
   5j - 1 (0 for j = 0) and b the window's top bit, so -16 <= d <= 16
   and the sum of d 32^j is n when the top digit's b is zero. The table
   then holds 1 p .. 16 p (Jacobian), and a negative digit takes the
   entry with y negated, all masked.

   Why 5 bits, not ECC_WINDOW's 4: against 4-bit windows (a table of
   8) the 5-bit ones save a fifth of the additions for 8 more table
   points, which pays most where an addition costs most (2026-12-07,
   Intel Xeon, rdtsc of ecc_mul_a, best of five: P-384, P-521 and
   gc512a -5%, the 224- and 256-bit curves -2%, P-192 level). A table
   of affine points (one batch inversion, then mixed additions) was
   measured too: it lost to this on every curve, by 1-5%.

   Why the addition never meets p = +-q: n is first replaced by q - n
   when n > (q - 1) / 2 (the result negated at the end), so n < q / 2.
   Before digit j the accumulator is A p with A = 32 n', n' the value of
   the higher digits, which is (n >> 5 (j + 1)) plus a carry bit; so
   0 <= A <= n + 32 and A + d, A - d lie in (-q, q). A = +-d (mod q)
   would then need A = +-d, i.e. A = 0 (infinity: 32 n' = 0) or d = 0,
   and the copies below handle both. And n < q / 2 < 2^(bits - 1),
   so ceil (bits / 5) digits suffice (their top b is bit 5 digits - 1
   >= bits - 1, zero). The top digit starts the accumulator: no sum. */

#define MUL_A_WINDOW 5
#define MUL_A_ENTRIES (1 << (MUL_A_WINDOW - 1))

void
ecc_mul_a (const struct ecc_curve *ecc, mp_limb_t *r,
	   const mp_limb_t *n, const mp_limb_t *p)
{
  const struct ecc_modulo *m = &ecc->p;
  mp_size_t size = m->size, jn = 3 * size, qn = ecc->q.size;
  mp_limb_t table[MUL_A_ENTRIES * 3 * ECC_MAX_LIMBS];
  mp_limb_t t[3 * ECC_MAX_LIMBS], s[3 * ECC_MAX_LIMBS];
  mp_limb_t k[ECC_MAX_LIMBS], d[ECC_MAX_LIMBS], y[ECC_MAX_LIMBS];
  mp_limb_t zero[ECC_MAX_LIMBS];
  unsigned digits = (ecc->q.bit_size + MUL_A_WINDOW - 1) / MUL_A_WINDOW;
  unsigned i, j;
  int neg;

  /* k = n, or q - n when n > (q - 1) / 2 (neg set). */
  mpn_rshift (d, ecc->q.m, qn, 1);
  neg = (int) mpn_sub_n (k, d, n, qn);
  mpn_copyi (k, n, qn);
  mpn_sub_n (d, ecc->q.m, n, qn);
  cnd_copy (neg, k, d, qn);
  mpn_zero (zero, size);

#define T(i) (table + ((i) - 1) * jn)
  ecc_a_to_j (ecc, T (1), p);
  ecc_dup_jj (ecc, T (2), T (1));
  for (i = 3; i <= MUL_A_ENTRIES; i++)
    ecc_add_jja (ecc, T (i), T (i - 1), T (1));

  for (j = digits; j-- > 0; )
    {
      unsigned w = ecc_bits_at (k, qn, MUL_A_WINDOW * j, MUL_A_WINDOW);
      unsigned c = j > 0
	? ecc_bits_at (k, qn, MUL_A_WINDOW * j - 1, 1) : 0;
      unsigned b = w >> (MUL_A_WINDOW - 1);
      /* |d|: w + c, or 32 - (w + c) when b is set. */
      unsigned a = (((w + c) ^ (0U - b)) + b + (b << MUL_A_WINDOW))
	& (4 * MUL_A_ENTRIES - 1);
      if (j + 1 < digits)
	for (i = 0; i < MUL_A_WINDOW; i++)
	  ecc_dup_jj (ecc, r, r);
      ecc_table_lookup (t, T (1), jn, MUL_A_ENTRIES, a);
      ecc_mod_sub (m, y, zero, t + size);
      cnd_copy ((int) b, t + size, y, size);
      if (j + 1 == digits)
	{
	  /* 0 for a = 0: infinity */
	  mpn_copyi (r, t, jn);
	  continue;
	}
      ecc_add_jjj (ecc, s, r, t);
      cnd_copy (sec_zero_p (r + 2 * size, size), s, t, jn);
      cnd_copy (ecc_window_eq (a, 0), s, r, jn);
      mpn_copyi (r, s, jn);
    }
#undef T
  ecc_mod_sub (m, y, zero, r + size);
  cnd_copy (neg, r + size, y, size);
}
