/* realloc.h

   Allocation functions of the nettle_realloc_func type (declared in
   nettle-types.h): nettle_realloc wraps realloc/free, nettle_xrealloc
   does the same but aborts when memory runs out.

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

#ifndef NETTLE_REALLOC_H_INCLUDED
#define NETTLE_REALLOC_H_INCLUDED

#include "nettle-types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* (ctx, p, length): ctx is unused; length 0 frees p and returns NULL,
   otherwise p is resized (or allocated when NULL). nettle_realloc
   returns NULL on failure, nettle_xrealloc prints a message and
   aborts. */
nettle_realloc_func nettle_realloc;
nettle_realloc_func nettle_xrealloc;

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_REALLOC_H_INCLUDED */
