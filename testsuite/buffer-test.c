/* buffer-test.c

   nettle_buffer (buffer.h) and nettle_realloc/nettle_xrealloc
   (realloc.h): growth in small and large steps, a fixed area that
   refuses to grow, a counting allocator, copy onto itself, PUTC.

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

#include "testutils.h"

#include <stdlib.h>
#include <string.h>

#include "buffer.h"

/* An allocator that counts its live blocks and can be told to fail. */
struct counting
{
  int live;
  int fail;
};

static void *
counting_realloc (void *ctx, void *p, size_t length)
{
  struct counting *c = ctx;
  void *n;
  if (length == 0)
    {
      if (p)
	c->live--;
      free (p);
      return NULL;
    }
  if (c->fail)
    return NULL;
  n = realloc (p, length);
  if (n && !p)
    c->live++;
  return n;
}

void
test_main (void)
{
  struct nettle_buffer b, d;
  struct counting c = { 0, 0 };
  uint8_t data[3000];
  uint8_t fixed[10];
  size_t i, total;

  test_rand_bytes (sizeof (data), data);

  /* Growth by writes of every size from 0 to 99: the contents are the
     concatenation. */
  nettle_buffer_init (&b);
  ASSERT (b.size == 0 && b.alloc == 0 && b.contents == NULL);
  for (i = 0, total = 0; i < 100; i++)
    {
      ASSERT (nettle_buffer_write (&b, i % 30, data + total % 2000));
      total += i % 30;
    }
  ASSERT (b.size == total && b.alloc >= total);
  for (i = 0, total = 0; i < 100; i++)
    {
      ASSERT (!memcmp (b.contents + total, data + total % 2000, i % 30));
      total += i % 30;
    }
  test_ok ("100 writes of 0..29 bytes concatenate (%u bytes)", (unsigned) total);

  /* space: the area is reserved and counted. */
  {
    uint8_t *p = nettle_buffer_space (&b, 1000);
    ASSERT (p == b.contents + total);
    ASSERT (b.size == total + 1000);
    memcpy (p, data, 1000);
    ASSERT (!memcmp (b.contents + total, data, 1000));
  }
  test_ok ("nettle_buffer_space reserves and advances");

  /* reset keeps the allocation; copy onto itself doubles. */
  nettle_buffer_reset (&b);
  ASSERT (b.size == 0 && b.alloc > 0);
  ASSERT (nettle_buffer_write (&b, 1500, data));
  ASSERT (nettle_buffer_copy (&b, &b));
  ASSERT (b.size == 3000);
  ASSERT (!memcmp (b.contents, data, 1500) && !memcmp (b.contents + 1500, data, 1500));
  test_ok ("reset keeps the allocation; copy of a buffer onto itself");

  nettle_buffer_init (&d);
  ASSERT (nettle_buffer_copy (&d, &b));
  ASSERT (d.size == 3000 && !memcmp (d.contents, b.contents, 3000));
  for (i = 0; i < 5; i++)
    ASSERT (NETTLE_BUFFER_PUTC (&d, 'a' + i));
  ASSERT (d.size == 3005 && !memcmp (d.contents + 3000, "abcde", 5));
  nettle_buffer_clear (&d);
  nettle_buffer_clear (&b);
  ASSERT (b.contents == NULL && b.size == 0 && b.alloc == 0);
  test_ok ("copy, NETTLE_BUFFER_PUTC, clear");

  /* A fixed area: writes up to its size succeed, one more fails and
     leaves the buffer as it was; clear does not free it. */
  nettle_buffer_init_size (&b, sizeof (fixed), fixed);
  ASSERT (nettle_buffer_write (&b, 7, data));
  ASSERT (nettle_buffer_write (&b, 3, data + 7));
  ASSERT (b.size == 10 && !memcmp (fixed, data, 10));
  ASSERT (!nettle_buffer_write (&b, 1, data));
  ASSERT (!NETTLE_BUFFER_PUTC (&b, 'x'));
  ASSERT (nettle_buffer_space (&b, 1) == NULL);
  ASSERT (b.size == 10 && b.contents == fixed);
  nettle_buffer_clear (&b);
  test_ok ("a fixed buffer fills up and then refuses, unchanged");

  /* Own allocator: everything it hands out comes back; a failing
     allocator leaves the buffer unchanged. */
  nettle_buffer_init_realloc (&b, &c, counting_realloc);
  ASSERT (nettle_buffer_write (&b, 100, data));
  ASSERT (c.live == 1);
  c.fail = 1;
  ASSERT (!nettle_buffer_write (&b, 100000, data));
  ASSERT (b.size == 100 && !memcmp (b.contents, data, 100));
  c.fail = 0;
  ASSERT (nettle_buffer_write (&b, 2000, data));
  ASSERT (b.size == 2100);
  nettle_buffer_clear (&b);
  ASSERT (c.live == 0);
  test_ok ("a caller's allocator: growth, failure without change, clear frees");

  /* nettle_realloc: 0 frees and gives NULL; xrealloc likewise. */
  {
    void *p = nettle_realloc (NULL, NULL, 10);
    ASSERT (p);
    p = nettle_realloc (NULL, p, 1000);
    ASSERT (p);
    ASSERT (nettle_realloc (NULL, p, 0) == NULL);
    p = nettle_xrealloc (NULL, NULL, 10);
    ASSERT (p);
    ASSERT (nettle_xrealloc (NULL, p, 0) == NULL);
  }
  test_ok ("nettle_realloc and nettle_xrealloc allocate, grow and free");
}
