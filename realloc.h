/* realloc.h

   realloc with a context, as nettle_buffer and the sexp/pgp formatters
   use it: nettle_realloc returns NULL when memory runs out,
   nettle_xrealloc aborts. A length of 0 frees and returns NULL.

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

/* Data objects, as in Nettle: the functions' addresses are what
   callers pass around (nettle_buffer_init_realloc and friends). */
nettle_realloc_func nettle_realloc;
nettle_realloc_func nettle_xrealloc;

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_REALLOC_H_INCLUDED */
