/* ecc-mul-g.c

   Constant-time n * g with the curve's fixed-base table: for window j
   of n, the affine point w 16^j g (w = the window) is read by masking
   all 15 entries (ecc_table_lookup) and added; no doublings.

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

/* The accumulator before window j is A g with A < 16^j made of the
   lower windows, the entry w 16^j g; A + w 16^j <= n < q, so the
   points are never equal or opposite unless one is infinity (see
   ecc-mul-a.c), and those cases are fixed by copies. */
void
ecc_mul_g (const struct ecc_curve *ecc, mp_limb_t *r, const mp_limb_t *n)
{
  mp_size_t size = ecc->p.size;
  mp_size_t an = 2 * size, jn = 3 * size;
  mp_limb_t t[2 * ECC_MAX_LIMBS], s[3 * ECC_MAX_LIMBS];
  unsigned windows = ECC_WINDOWS (ecc->q.bit_size);
  mp_limb_t zero[ECC_MAX_LIMBS];
  unsigned j;

  mpn_zero (zero, size);
  for (j = 0; j < windows; j++)
    {
      const mp_limb_t *tab = ecc->g_table + j * (ECC_WINDOW_SIZE - 1) * an;
      unsigned w = ecc_window (n, j);
      int inf;
      ecc_table_lookup (t, tab, an, ECC_WINDOW_SIZE - 1, w);
      if (j == 0)
	{
	  /* The first entry starts the accumulator (no sum with
	     infinity); w = 0 keeps it infinity. */
	  mpn_copyi (r, t, an);
	  mpn_copyi (r + an, ecc->p.one, size);
	  cnd_copy (ecc_window_eq (w, 0), r + an, zero, size);
	  continue;
	}
      ecc_add_jja (ecc, s, r, t);
      inf = sec_zero_p (r + 2 * size, size);
      cnd_copy (inf, s, t, an);
      cnd_copy (inf, s + an, ecc->p.one, size);
      cnd_copy (ecc_window_eq (w, 0), s, r, jn);
      mpn_copyi (r, s, jn);
    }
}
