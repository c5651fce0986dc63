/* buffer-test.c

   Tests of buffer.h and realloc.h: growth through nettle_realloc and a
   counting allocator, fixed-size buffers refusing to overflow, PUTC,
   space, copy, reset and clear, and the layout used by libhogweed.

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

#include <stddef.h>

#include "testutils.h"

#include "buffer.h"
#include "realloc.h"

/* An allocator that counts live blocks and can be told to fail. */
struct count_ctx
{
  int live;
  int calls;
  int fail;
};

static void *
count_realloc (void *ctx, void *p, size_t length)
{
  struct count_ctx *c = ctx;
  c->calls++;
  if (length == 0)
    {
      if (p)
	c->live--;
      free (p);
      return NULL;
    }
  if (c->fail)
    return NULL;
  if (!p)
    c->live++;
  return realloc (p, length);
}

static void
test_realloc (void)
{
  uint8_t *p = nettle_realloc (NULL, NULL, 10);
  ASSERT (p);
  memset (p, 0x5a, 10);
  p = nettle_realloc (NULL, p, 1000);
  ASSERT (p && p[9] == 0x5a);
  ASSERT (nettle_realloc (NULL, p, 0) == NULL);

  p = nettle_xrealloc (NULL, NULL, 7);
  ASSERT (p);
  p[6] = 1;
  p = nettle_xrealloc (NULL, p, 70);
  ASSERT (p && p[6] == 1);
  ASSERT (nettle_xrealloc (NULL, p, 0) == NULL);
  test_ok ("nettle_realloc, nettle_xrealloc");
}

static void
xrealloc_huge (void *arg)
{
  (void) arg;
  nettle_xrealloc (NULL, NULL, SIZE_MAX / 2);
}

static void
test_xrealloc_abort (void)
{
#if defined(__SANITIZE_ADDRESS__)
  /* AddressSanitizer reports the impossible size itself instead of
     letting malloc return NULL. */
  test_ok ("nettle_xrealloc abort: not checked under AddressSanitizer");
  return;
#endif
  if (!test_aborts (xrealloc_huge, NULL))
    test_fail ("nettle_xrealloc did not abort on an impossible size");
  test_ok ("nettle_xrealloc aborts when out of memory");
}

static void
test_growing (void)
{
  struct nettle_buffer b;
  uint8_t data[3000];
  size_t i, total;
  uint8_t *p;

  test_rand_bytes (sizeof (data), data);
  nettle_buffer_init (&b);
  ASSERT (b.contents == NULL && b.alloc == 0 && b.size == 0);
  ASSERT (b.realloc == nettle_realloc && b.realloc_ctx == NULL);

  /* Appends of every length 0..77, by write, PUTC and space. */
  for (i = 0, total = 0; i < 78; i++)
    {
      size_t n = i % 26;
      switch (i % 3)
	{
	case 0:
	  ASSERT (nettle_buffer_write (&b, n, data + total) == 1);
	  break;
	case 1:
	  {
	    size_t j;
	    for (j = 0; j < n; j++)
	      ASSERT (NETTLE_BUFFER_PUTC (&b, data[total + j]));
	  }
	  break;
	case 2:
	  p = nettle_buffer_space (&b, n);
	  ASSERT (p);
	  ASSERT (p == b.contents + total);
	  memcpy (p, data + total, n);
	  break;
	}
      total += n;
      ASSERT (b.size == total && b.alloc >= b.size);
    }
  check_bytes ("buffer contents", b.contents, data, total);

  ASSERT (nettle_buffer_grow (&b, 2000) == 1);
  ASSERT (b.alloc - b.size >= 2000 && b.size == total);

  nettle_buffer_reset (&b);
  ASSERT (b.size == 0 && b.contents != NULL);
  nettle_buffer_clear (&b);
  ASSERT (b.size == 0 && b.alloc == 0 && b.contents == NULL);
  test_ok ("buffer: write, PUTC, space, grow, reset, clear");
}

static void
test_custom (void)
{
  struct count_ctx c = { 0, 0, 0 };
  struct nettle_buffer a, b;
  uint8_t data[500];
  int i;

  test_rand_bytes (sizeof (data), data);
  nettle_buffer_init_realloc (&a, &c, count_realloc);
  ASSERT (a.realloc_ctx == &c && a.realloc == count_realloc);
  for (i = 0; i < 100; i++)
    ASSERT (nettle_buffer_write (&a, 5, data + 5 * i));
  ASSERT (a.size == 500 && c.live == 1);
  /* Doubling: far fewer calls than appends. */
  ASSERT (c.calls < 10);
  check_bytes ("custom allocator contents", a.contents, data, 500);

  nettle_buffer_init_realloc (&b, &c, count_realloc);
  ASSERT (nettle_buffer_write (&b, 3, data));
  ASSERT (nettle_buffer_copy (&b, &a));
  ASSERT (b.size == 503);
  check_bytes ("copy prefix", b.contents, data, 3);
  check_bytes ("copy", b.contents + 3, data, 500);
  ASSERT (c.live == 2);

  /* A failing allocator: the write fails and the buffer is intact. */
  c.fail = 1;
  {
    size_t room = b.alloc - b.size;
    ASSERT (nettle_buffer_write (&b, room, data) == 1);
    ASSERT (nettle_buffer_write (&b, 1, data) == 0);
    ASSERT (nettle_buffer_space (&b, 1) == NULL);
    ASSERT (!NETTLE_BUFFER_PUTC (&b, 1));
    ASSERT (b.size == 503 + room);
  }
  c.fail = 0;

  nettle_buffer_clear (&a);
  nettle_buffer_clear (&b);
  ASSERT (c.live == 0);
  test_ok ("buffer: custom allocator, copy, failure leaves buffer intact");
}

static void
test_fixed (void)
{
  struct nettle_buffer b;
  uint8_t space[16];
  uint8_t data[17];
  unsigned i;

  test_rand_bytes (sizeof (data), data);
  nettle_buffer_init_size (&b, sizeof (space), space);
  ASSERT (b.contents == space && b.alloc == 16 && b.size == 0);
  ASSERT (b.realloc == NULL);
  ASSERT (nettle_buffer_write (&b, 17, data) == 0);
  ASSERT (b.size == 0);
  ASSERT (nettle_buffer_write (&b, 10, data));
  ASSERT (nettle_buffer_space (&b, 7) == NULL);
  for (i = 10; i < 16; i++)
    ASSERT (NETTLE_BUFFER_PUTC (&b, data[i]));
  ASSERT (!NETTLE_BUFFER_PUTC (&b, 0));
  ASSERT (nettle_buffer_grow (&b, 0) == 1);
  ASSERT (nettle_buffer_grow (&b, 1) == 0);
  check_bytes ("fixed buffer", space, data, 16);
  ASSERT (b.size == 16);

  /* clear on a fixed buffer must not free the caller's space. */
  nettle_buffer_clear (&b);
  ASSERT (b.contents == NULL && b.alloc == 0 && b.size == 0);
  test_ok ("buffer: fixed size refuses to overflow");
}

static void
test_layout (void)
{
  ASSERT (offsetof (struct nettle_buffer, contents) == 0);
  ASSERT (offsetof (struct nettle_buffer, alloc) == sizeof (void *));
  ASSERT (offsetof (struct nettle_buffer, realloc_ctx) == 2 * sizeof (void *));
  ASSERT (offsetof (struct nettle_buffer, realloc) == 3 * sizeof (void *));
  ASSERT (offsetof (struct nettle_buffer, size) == 4 * sizeof (void *));
  ASSERT (sizeof (struct nettle_buffer) == 5 * sizeof (void *));
  test_ok ("struct nettle_buffer layout");
}

void
test_main (void)
{
  test_layout ();
  test_realloc ();
  test_xrealloc_abort ();
  test_growing ();
  test_custom ();
  test_fixed ();
}
