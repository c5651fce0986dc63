/* compat-misc2-prog.c

   Binary compatibility of buffer.h, realloc.h and knuth-lfib.h: like
   compat-hash-prog.c, compiled against GNU Nettle's installed headers
   (Debian's nettle-dev, Nettle 3.8.1), never ours, and run against the
   libnettle.so.8 built here; it passes against Debian's own
   libnettle.so.8 too.

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

/* Calls every function of buffer.h, realloc.h and knuth-lfib.h
   (nettle_buffer_init, _init_realloc, _init_size, _clear, _reset,
   _grow, _write, _space, _copy, NETTLE_BUFFER_PUTC, nettle_realloc,
   nettle_xrealloc, knuth_lfib_init, _get, _get_array, _random). The
   values marked "Nettle 3.8.1" were checked by running this program
   against Debian's libnettle.so.8. */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <nettle/buffer.h>
#include <nettle/knuth-lfib.h>
#include <nettle/realloc.h>
#include <nettle/version.h>

static int checks, failures;

static void
check (int ok, const char *what)
{
  checks++;
  if (ok)
    printf ("  ok: %s\n", what);
  else
    {
      printf ("FAIL: %s\n", what);
      failures++;
    }
}

static void
test_buffer (void)
{
  struct nettle_buffer a, b, f;
  uint8_t space[8];
  uint8_t *p;
  int ok = 1, i;

  nettle_buffer_init (&a);
  ok &= a.contents == NULL && a.size == 0 && a.realloc == nettle_realloc;
  for (i = 0; i < 300; i++)
    ok &= NETTLE_BUFFER_PUTC (&a, (uint8_t) i);
  ok &= nettle_buffer_write (&a, 5, (const uint8_t *) "hello");
  p = nettle_buffer_space (&a, 3);
  ok &= p != NULL;
  if (p)
    memcpy (p, "xyz", 3);
  ok &= a.size == 308 && a.alloc >= 308;
  ok &= a.contents[299] == (uint8_t) 299 && !memcmp (a.contents + 300, "helloxyz", 8);
  ok &= nettle_buffer_grow (&a, 1000) && a.alloc - a.size >= 1000;

  nettle_buffer_init_realloc (&b, NULL, nettle_xrealloc);
  ok &= b.realloc == nettle_xrealloc;
  ok &= nettle_buffer_copy (&b, &a) && b.size == 308;
  ok &= !memcmp (a.contents, b.contents, 308);
  nettle_buffer_reset (&b);
  ok &= b.size == 0;
  nettle_buffer_clear (&a);
  nettle_buffer_clear (&b);
  ok &= a.contents == NULL && a.alloc == 0 && b.contents == NULL;

  nettle_buffer_init_size (&f, sizeof (space), space);
  ok &= f.contents == space && f.alloc == 8 && f.realloc == NULL;
  ok &= nettle_buffer_write (&f, 6, (const uint8_t *) "abcdef");
  ok &= !nettle_buffer_write (&f, 3, (const uint8_t *) "ghi");
  ok &= nettle_buffer_space (&f, 3) == NULL;
  ok &= NETTLE_BUFFER_PUTC (&f, 'g') && NETTLE_BUFFER_PUTC (&f, 'h');
  ok &= !NETTLE_BUFFER_PUTC (&f, 'i');
  ok &= f.size == 8 && !memcmp (space, "abcdefgh", 8);
  check (ok, "nettle_buffer_*, NETTLE_BUFFER_PUTC");

  p = nettle_realloc (NULL, NULL, 10);
  ok = p != NULL;
  p = nettle_realloc (NULL, p, 20);
  ok &= p != NULL && nettle_realloc (NULL, p, 0) == NULL;
  p = nettle_xrealloc (NULL, NULL, 10);
  ok &= p != NULL && nettle_xrealloc (NULL, p, 0) == NULL;
  check (ok, "nettle_realloc, nettle_xrealloc");
}

static void
test_lfib (void)
{
  struct knuth_lfib_ctx ctx;
  uint32_t a[1009];
  uint8_t out[7];
  unsigned m;
  int ok;

  knuth_lfib_init (&ctx, 310952);
  for (m = 0; m < 2009; m++)
    knuth_lfib_get_array (&ctx, 1009, a);
  ok = knuth_lfib_get (&ctx) == 461390032;

  /* Nettle 3.8.1 */
  knuth_lfib_init (&ctx, 17);
  ok &= knuth_lfib_get (&ctx) == 13367143;
  ok &= knuth_lfib_get (&ctx) == 377048396;
  knuth_lfib_init (&ctx, 0xffffffff);
  ok &= knuth_lfib_get (&ctx) == 76139434;

  knuth_lfib_init (&ctx, 4711);
  knuth_lfib_random (&ctx, 7, out);
  ok &= !memcmp (out, "\xec\xc8\x73\x7f\x38\xf2\xa2", 7);
  knuth_lfib_random (&ctx, 2, out);
  ok &= out[0] == 0xd8 && out[1] == 0x6e;
  check (ok, "knuth_lfib_init, _get, _get_array, _random");
}

int
main (void)
{
  printf ("built against Nettle headers %d.%d, running on library %d.%d\n",
	  NETTLE_VERSION_MAJOR, NETTLE_VERSION_MINOR,
	  nettle_version_major (), nettle_version_minor ());
  test_buffer ();
  test_lfib ();
  printf ("%d checks, %d failed\n", checks, failures);
  return failures ? 1 : 0;
}
