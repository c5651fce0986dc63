/* testsuite/ecc-table-lookup-test.c

   ecc_table_lookup, the constant-time table read of ecc_mul_a and
   ecc_mul_g (ecc-internal.h): the variant this backend pass dispatches
   to and the portable _c variant against a plain loop, for every entry
   count up to ECC_WINDOW_SIZE (the unrolled 15 and 16 among them),
   every n up to 3 * ECC_MAX_LIMBS limbs (every combination of the
   vector widths and single limbs), every k from 0 (all zero) to
   entries; the table and the result end at an unmapped page, so that
   a read or write past them faults, and start at every limb offset
   modulo 64 bytes.

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

#include "testutils.h"
#include "ecc-internal.h"

typedef void lookup_func (mp_limb_t *, const mp_limb_t *, mp_size_t,
			  unsigned, unsigned);

#define MAX_N (3 * ECC_MAX_LIMBS)
#define LIMB_OFFSETS (64 / sizeof (mp_limb_t))

static unsigned
check_variant (const char *variant, lookup_func *f)
{
  unsigned entries, k, cases = 0;
  mp_size_t n;

  for (entries = 1; entries <= ECC_WINDOW_SIZE; entries++)
    for (n = 1; n <= MAX_N; n++)
      {
	size_t tn = entries * n;
	unsigned offset = (entries + n) % LIMB_OFFSETS;
	/* The table ends at the guard page; it starts at a limb
	   offset that changes from case to case. */
	uint8_t *tbuf = guard_end ((tn + offset) * sizeof (mp_limb_t));
	uint8_t *rbuf = guard_end (n * sizeof (mp_limb_t));
	mp_limb_t *table = (mp_limb_t *) tbuf + offset;
	mp_limb_t *r = (mp_limb_t *) rbuf;
	size_t i;

	test_rand_bytes ((tn + offset) * sizeof (mp_limb_t), tbuf);
	for (i = 0; i < tn; i++)
	  if (test_rand_below (8) == 0)
	    table[i] = ~(mp_limb_t) 0;
	for (k = 0; k <= entries; k++)
	  {
	    mp_size_t j;
	    memset (r, 0x5a, n * sizeof (mp_limb_t));
	    f (r, table, n, entries, k);
	    for (j = 0; j < n; j++)
	      {
		mp_limb_t want = k ? table[(k - 1) * n + j] : 0;
		if (r[j] != want)
		  test_fail ("ecc_table_lookup (%s variant, backend %s): "
			     "entries %u, n %u, k %u: limb %u wrong",
			     variant, test_backend (), entries,
			     (unsigned) n, k, (unsigned) j);
	      }
	    cases++;
	  }
	guard_free (tbuf);
	guard_free (rbuf);
      }
  return cases;
}

void
test_main (void)
{
  unsigned cases = check_variant ("dispatched", _nettle_ecc_table_lookup);
  check_variant ("c", _nettle_ecc_table_lookup_c);
  test_ok ("ecc_table_lookup (dispatched and c variants, backend %s): "
	   "%u cases (1 .. %u entries, 1 .. %u limbs, every k), the table "
	   "and the result ending at an unmapped page, equal to the entry",
	   test_backend (), cases, ECC_WINDOW_SIZE, MAX_N);
}
