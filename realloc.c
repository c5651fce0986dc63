/* realloc.c

   nettle_realloc and nettle_xrealloc: the two stock allocators for
   nettle_buffer and the other users of nettle_realloc_func.

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

void *
nettle_realloc (void *ctx, void *p, size_t length)
{
  (void) ctx;
  if (length > 0)
    return realloc (p, length);
  free (p);
  return NULL;
}

void *
nettle_xrealloc (void *ctx, void *p, size_t length)
{
  (void) ctx;
  if (length > 0)
    {
      void *n = realloc (p, length);
      if (!n)
	{
	  fprintf (stderr, "Virtual memory exhausted.\n");
	  abort ();
	}
      return n;
    }
  free (p);
  return NULL;
}
