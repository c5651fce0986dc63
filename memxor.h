/* memxor.h

   XOR of memory areas: memxor (dst ^= src) and memxor3
   (dst = a ^ b).

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

#ifndef NETTLE_MEMXOR_H_INCLUDED
#define NETTLE_MEMXOR_H_INCLUDED

#include <stdlib.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Name mangling */
#define memxor nettle_memxor
#define memxor3 nettle_memxor3

/* dst[i] ^= src[i] for 0 <= i < n; returns dst. */
void *memxor(void *dst, const void *src, size_t n);

/* dst[i] = a[i] ^ b[i] for 0 <= i < n; returns dst. */
void *memxor3(void *dst, const void *a, const void *b, size_t n);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_MEMXOR_H_INCLUDED */
