/* ecc-mul-a.c

   Constant-time n * p for a point p given at run time: a table of
   0 p .. 15 p, then ECC_WINDOW doublings and one addition per window of
   n from the top. The table entry is read by masking every entry
   (ecc_table_lookup); infinity and a zero window are fixed by
   conditional copies.

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

/* Why the addition never meets p = +-q: before window j the
   accumulator is A p with A a multiple of 16 made of the leading
   windows, and the entry is w p, 0 < w < 16, with A + w <= n < q.
   A = w (mod q) would need A = w, and A = -w (mod q) would need
   A + w = 0: neither happens once A or w is non-zero, and the copies
   below handle A = 0 (infinity) and w = 0. */
void
ecc_mul_a (const struct ecc_curve *ecc, mp_limb_t *r,
	   const mp_limb_t *n, const mp_limb_t *p)
{
  mp_size_t jn = 3 * ecc->p.size;
  mp_limb_t table[ECC_WINDOW_SIZE * 3 * ECC_MAX_LIMBS];
  mp_limb_t t[3 * ECC_MAX_LIMBS], s[3 * ECC_MAX_LIMBS];
  unsigned windows = ECC_WINDOWS (ecc->q.bit_size);
  unsigned i, j, k;

#define T(i) (table + (i) * jn)
  mpn_zero (T (0), jn);
  ecc_a_to_j (ecc, T (1), p);
  ecc_dup_jj (ecc, T (2), T (1));
  for (i = 3; i < ECC_WINDOW_SIZE; i++)
    ecc_add_jjj (ecc, T (i), T (i - 1), T (1));

  mpn_zero (r, jn);
  for (j = windows; j-- > 0; )
    {
      unsigned w = ecc_window (n, j);
      if (j + 1 < windows)
	for (k = 0; k < ECC_WINDOW; k++)
	  ecc_dup_jj (ecc, r, r);
      ecc_table_lookup (t, T (1), jn, ECC_WINDOW_SIZE - 1, w);
      ecc_add_jjj (ecc, s, r, t);
      cnd_copy (sec_zero_p (r + 2 * ecc->p.size, ecc->p.size), s, t, jn);
      cnd_copy (ecc_window_eq (w, 0), s, r, jn);
      mpn_copyi (r, s, jn);
    }
#undef T
}
