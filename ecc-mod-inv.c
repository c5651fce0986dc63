/* ecc-mod-inv.c

   Constant-time inversion modulo p or q (both prime): Fermat's little
   theorem, a power with the public exponent m - 2 on the Montgomery
   number, so the result is in Montgomery form.

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

/* Bit i of the exponent e (public). */
static unsigned
exp_bit (const mp_limb_t *e, unsigned i)
{
  return (unsigned) (e[i / GMP_NUMB_BITS] >> (i % GMP_NUMB_BITS)) & 1;
}

#define RUN_POWERS 6	/* x[k] = a^(2^(2^k) - 1), k < 6: runs of 1..32 */
#define RUN_MAX (1U << (RUN_POWERS - 1))

/* Walks the exponent from the top as runs of ones: a run of L ones is
   appended as pieces of 32, 16, ..., 1 ones (the binary digits of L
   past the multiples of 32), a piece of c = 2^k ones by c squarings
   and one product with x[k] (the first piece is x[k] itself), and a
   zero bit by one squaring. With r set, computes r = a^e from the
   table x; else only returns the number of products that costs. */
static unsigned
inv_runs (const struct ecc_modulo *m, mp_limb_t *r, const mp_limb_t *x,
	  const mp_limb_t *e)
{
  unsigned i = m->bit_size, products = 0, c, k;
  int started = 0;
  while (i-- > 0)
    {
      unsigned run = 0;
      if (!exp_bit (e, i))
	{
	  if (r && started)
	    ecc_mod_sqr (m, r, r);
	  continue;
	}
      while (run <= i && exp_bit (e, i - run))
	run++;
      i -= run - 1;
      for (k = RUN_POWERS; k-- > 0; )
	for (c = 1U << k; run >= c && (k == RUN_POWERS - 1 || (run & c));
	     run -= c)
	  {
	    if (!started)
	      {
		if (r)
		  mpn_copyi (r, x + k * m->size, m->size);
		started = 1;
		continue;
	      }
	    products++;
	    if (r)
	      {
		unsigned j;
		for (j = 0; j < c; j++)
		  ecc_mod_sqr (m, r, r);
		ecc_mod_mul (m, r, r, x + k * m->size);
	      }
	  }
    }
  return products;
}

/* The products of the fixed 4-bit window below for the exponent e. */
static unsigned
window_products (const struct ecc_modulo *m, const mp_limb_t *e)
{
  unsigned i, w, products = 14;
  for (i = 0; i < m->bit_size; i += 4)
    {
      w = (unsigned) (e[i / GMP_NUMB_BITS] >> (i % GMP_NUMB_BITS)) & 15;
      products += w != 0;
    }
  return products;
}

int
ecc_mod_inv_by_runs (const struct ecc_modulo *m)
{
  mp_limb_t e[ECC_MAX_LIMBS];
  mpn_sub_1 (e, m->m, m->size, 2);
  return inv_runs (m, NULL, NULL, e) + RUN_POWERS - 1
    < window_products (m, e);
}

/* m is prime: 1/a = a^(m-2) (0 for a = 0), by a fixed 4-bit window
   over the exponent. The exponent is public, so the table index and
   the skipped products depend on m only; the base is secret and only
   goes through products. */
void
ecc_mod_inv (const struct ecc_modulo *m, mp_limb_t *r, const mp_limb_t *a)
{
  mp_limb_t table[16 * ECC_MAX_LIMBS];
  mp_limb_t e[ECC_MAX_LIMBS], x[ECC_MAX_LIMBS];
  mp_size_t n = m->size;
  unsigned i, bits;

  mpn_sub_1 (e, m->m, n, 2);
  if (m->inv_runs)
    {
      /* x[k] = x[k-1]^(2^(2^(k-1))) x[k-1] */
      mpn_copyi (table, a, n);
      for (i = 1; i < RUN_POWERS; i++)
	{
	  unsigned j;
	  mpn_copyi (table + i * n, table + (i - 1) * n, n);
	  for (j = 0; j < (1U << (i - 1)); j++)
	    ecc_mod_sqr (m, table + i * n, table + i * n);
	  ecc_mod_mul (m, table + i * n, table + i * n, table + (i - 1) * n);
	}
      inv_runs (m, r, table, e);
      return;
    }
  mpn_copyi (table, m->one, n);
  mpn_copyi (table + n, a, n);
  for (i = 2; i < 16; i++)
    ecc_mod_mul (m, table + i * n, table + (i - 1) * n, a);

  bits = m->bit_size;
  bits = (bits + 3) & ~3U;
  mpn_copyi (x, m->one, n);
  while (bits > 0)
    {
      unsigned w;
      bits -= 4;
      w = (unsigned) (e[bits / GMP_NUMB_BITS] >> (bits % GMP_NUMB_BITS)) & 15;
      for (i = 0; i < 4; i++)
	ecc_mod_sqr (m, x, x);
      if (w)
	ecc_mod_mul (m, x, x, table + w * n);
    }
  mpn_copyi (r, x, n);
}
