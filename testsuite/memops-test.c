/* memops-test.c

   Tests of memeql_sec and cnd_memcpy (memops.h): every position of
   a difference, every length up to a few words, both conditions.

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

#include "memops.h"

static void
test_memeql (void)
{
  uint8_t a[70], b[70];
  size_t n, i;

  test_rand_bytes (sizeof (a), a);
  for (n = 0; n <= sizeof (a); n++)
    {
      memcpy (b, a, n);
      if (memeql_sec (a, b, n) != 1)
	test_fail ("memeql_sec: equal areas of length %zu not equal", n);
      for (i = 0; i < n; i++)
	{
	  unsigned bit = test_rand_below (8);
	  b[i] ^= 1 << bit;
	  if (memeql_sec (a, b, n) != 0)
	    test_fail ("memeql_sec: length %zu, bit %u of byte %zu differs,"
		       " reported equal", n, bit, i);
	  b[i] ^= 1 << bit;
	}
    }
  test_ok ("memeql_sec: lengths 0..70, every single-bit difference");

  /* Unaligned and guard-page bounded. */
  {
    uint8_t *x = guard_end (33);
    uint8_t *y = guard_start (33);
    memset (x, 0x5a, 33);
    memset (y, 0x5a, 33);
    ASSERT (memeql_sec (x, y, 33) == 1);
    y[32] = 0;
    ASSERT (memeql_sec (x, y, 33) == 0);
    ASSERT (memeql_sec (x + 1, y, 31) == 1);
    guard_free (x);
    guard_free (y);
  }
  test_ok ("memeql_sec: guard pages, unaligned");
}

static void
test_cnd_memcpy (void)
{
  uint8_t src[40], dst[40], orig[40];
  size_t n;

  for (n = 0; n <= sizeof (src); n++)
    {
      test_rand_bytes (n, src);
      test_rand_bytes (sizeof (orig), orig);
      memcpy (dst, orig, sizeof (dst));
      cnd_memcpy (0, dst, src, n);
      check_bytes ("cnd_memcpy cnd 0", dst, orig, sizeof (dst));
      cnd_memcpy (1, dst, src, n);
      check_bytes ("cnd_memcpy cnd 1", dst, src, n);
      check_bytes ("cnd_memcpy cnd 1 tail", dst + n, orig + n,
		   sizeof (dst) - n);
    }
  test_ok ("cnd_memcpy: lengths 0..40, cnd 0 and 1, nothing past n");
}

void
test_main (void)
{
  test_memeql ();
  test_cnd_memcpy ();
}
