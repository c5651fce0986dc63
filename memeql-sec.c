/* memeql-sec.c

   memeql_sec: equality test whose running time does not depend on
   where (or whether) the areas differ.

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

#include "memops.h"

int
memeql_sec (const void *a, const void *b, size_t n)
{
  /* Accumulate the OR of all byte differences. The volatile pointers
     keep the compiler from turning the loop into an early-exit
     comparison. */
  const volatile unsigned char *pa = a;
  const volatile unsigned char *pb = b;
  unsigned diff = 0;
  size_t i;

  for (i = 0; i < n; i++)
    diff |= pa[i] ^ pb[i];

  /* diff is in 0..255; diff - 1 has bit 8 set (as an unsigned wrap)
     exactly when diff is 0. */
  return ((diff - 1) >> 8) & 1;
}
