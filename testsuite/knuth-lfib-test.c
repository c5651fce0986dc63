/* knuth-lfib-test.c

   Tests of knuth-lfib.h: the check value after 2009 x 1009 numbers from
   seed 310952, byte output against the numbers, and the 2^30 range.

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

#include "testutils.h"

#include "knuth-lfib.h"

static void
test_check_value (void)
{
  struct knuth_lfib_ctx ctx;
  uint32_t a[1009];
  uint32_t x;
  unsigned m;

  /* Knuth's check of his generator (TAOCP vol. 2, 3rd ed., 3.6, and
     his rng.c of 1997): seed 310952, 2009 runs of 1009 numbers. This
     generator returns the state words as they leave the lag table, so
     the number after those runs is 461390032, the value GNU Nettle's
     testsuite asserts and Debian's Nettle 3.8.1 gives. */
  knuth_lfib_init (&ctx, 310952);
  for (m = 0; m < 2009; m++)
    knuth_lfib_get_array (&ctx, 1009, a);
  x = knuth_lfib_get (&ctx);
  if (x != 461390032)
    test_fail ("knuth_lfib check value: got %u, want 461390032", x);
  test_ok ("knuth_lfib check value 461390032");
}

static void
test_bytes (void)
{
  struct knuth_lfib_ctx a, b;
  uint8_t buf[40];
  unsigned n, i;

  for (n = 0; n < 10; n++)
    {
      knuth_lfib_init (&a, 4711 + n);
      knuth_lfib_init (&b, 4711 + n);
      knuth_lfib_random (&a, n, buf);
      for (i = 0; i + 3 <= n; i += 3)
	{
	  uint32_t v = knuth_lfib_get (&b);
	  ASSERT (v < (1UL << 30));
	  v ^= v >> 24;
	  ASSERT (buf[i] == ((v >> 16) & 0xff));
	  ASSERT (buf[i + 1] == ((v >> 8) & 0xff));
	  ASSERT (buf[i + 2] == (v & 0xff));
	}
      if (i < n)
	{
	  uint32_t v = knuth_lfib_get (&b);
	  if (n - i == 2)
	    ASSERT (buf[i] == ((v >> 8) & 0xff) && buf[i + 1] == (v & 0xff));
	  else
	    ASSERT (buf[i] == (v & 0xff));
	}
      /* Both consumed the same count of numbers. */
      ASSERT (knuth_lfib_get (&a) == knuth_lfib_get (&b));
    }
  test_ok ("knuth_lfib_random bytes follow knuth_lfib_get, lengths 0..9");
}

void
test_main (void)
{
  test_check_value ();
  test_bytes ();
}
