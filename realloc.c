/* realloc.c

   nettle_realloc and nettle_xrealloc.

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

#include <stdio.h>
#include <stdlib.h>

#include "realloc.h"

/* realloc (p, 0) is implementation-defined (C17) or undefined (C23);
   the contract here is that length 0 frees and returns NULL. */
void *
nettle_realloc (void *ctx, void *p, size_t length)
{
  (void) ctx;
  if (length == 0)
    {
      free (p);
      return NULL;
    }
  return realloc (p, length);
}

void *
nettle_xrealloc (void *ctx, void *p, size_t length)
{
  void *n = nettle_realloc (ctx, p, length);
  if (length > 0 && !n)
    {
      fprintf (stderr, "nettle_xrealloc: out of memory (%lu bytes)\n",
	       (unsigned long) length);
      abort ();
    }
  return n;
}
