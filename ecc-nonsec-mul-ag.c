/* ecc-nonsec-mul-ag.c

   u1 g + u2 p for signature verification: both scalars in width-5
   non-adjacent form, one shared chain of doublings (Straus), odd
   multiples of g from the fixed-base table and of p computed here.
   Variable time: the scalars and the point are public.

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

#include <string.h>

#include "ecc-internal.h"

#define WNAF_W 5

/* naf[i], i < the returned length, with k = sum naf[i] 2^i: each
   digit 0 or odd in (-2^(W-1), 2^(W-1)), a non-zero digit followed by
   at least W - 1 zeros. The window value v (with the carry) is odd at
   a non-zero digit: v = d + carry' 2^W. */
static unsigned
wnaf (signed char *naf, const mp_limb_t *k, mp_size_t n, unsigned bits)
{
  unsigned i = 0, carry = 0, len = 0;
  memset (naf, 0, bits + WNAF_W + 1);
  while (i < bits || carry)
    {
      unsigned v = ecc_bits_at (k, n, i, WNAF_W) + carry;
      if (!(v & 1))
	{
	  /* bit i equals the carry: the carry moves on unchanged. */
	  i++;
	  continue;
	}
      if (v > (1U << (WNAF_W - 1)))
	{
	  naf[i] = (signed char) ((int) v - (1 << WNAF_W));
	  carry = 1;
	}
      else
	{
	  naf[i] = (signed char) v;
	  carry = 0;
	}
      len = i + 1;
      i += WNAF_W;
    }
  return len;
}

void
ecc_nonsec_mul_ag (const struct ecc_curve *ecc, mp_limb_t *r,
		   const mp_limb_t *u1, const mp_limb_t *u2,
		   const mp_limb_t *p)
{
  const struct ecc_modulo *m = &ecc->p;
  mp_size_t n = m->size, an = 2 * n, jn = 3 * n;
  signed char naf1[ECC_MAX_BITS + WNAF_W + 1], naf2[ECC_MAX_BITS + WNAF_W + 1];
  /* tp[k] = (2k + 1) p, Jacobian. */
  mp_limb_t tp[(1 << (WNAF_W - 2)) * 3 * ECC_MAX_LIMBS];
  mp_limb_t p2[3 * ECC_MAX_LIMBS], t[3 * ECC_MAX_LIMBS];
  mp_limb_t zero[ECC_MAX_LIMBS];
  unsigned len1, len2, i, k;

  len1 = wnaf (naf1, u1, ecc->q.size, ecc->q.bit_size);
  len2 = wnaf (naf2, u2, ecc->q.size, ecc->q.bit_size);
  mpn_zero (zero, n);

  ecc_a_to_j (ecc, tp, p);
  ecc_dup_jj (ecc, p2, tp);
  for (k = 1; k < (1 << (WNAF_W - 2)); k++)
    ecc_nonsec_add_jjj (ecc, tp + k * jn, tp + (k - 1) * jn, p2);

  mpn_zero (r, jn);
  for (i = len1 > len2 ? len1 : len2; i-- > 0; )
    {
      int d;
      if (!mpn_zero_p (r + 2 * n, n))
	ecc_dup_jj (ecc, r, r);
      d = naf1[i];
      if (d)
	{
	  /* Window 0 of the fixed-base table holds j g, j = 1..15. */
	  const mp_limb_t *g = ecc->g_table + ((d < 0 ? -d : d) - 1) * an;
	  if (d < 0)
	    {
	      mpn_copyi (t, g, n);
	      ecc_mod_sub (m, t + n, zero, g + n);
	      g = t;
	    }
	  ecc_nonsec_add_jja (ecc, r, r, g);
	}
      d = naf2[i];
      if (d)
	{
	  const mp_limb_t *q = tp + ((d < 0 ? -d : d) / 2) * jn;
	  if (d < 0)
	    {
	      mpn_copyi (t, q, jn);
	      ecc_mod_sub (m, t + n, zero, q + n);
	      q = t;
	    }
	  ecc_nonsec_add_jjj (ecc, r, r, q);
	}
    }
}
