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
