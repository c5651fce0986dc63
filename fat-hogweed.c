/* fat-hogweed.c

   Runtime dispatch for libhogweed: the functions of
   hogweed-fat-table.h, selected with the features libnettle found
   (NETTLE_FAT_OVERRIDE applies to both libraries alike).


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
#include <string.h>

#include "fat-setup.h"

/* The IF_<backend> guards. */
#define FAT_FUNCTION(stem, symbol, ret, params, args)
#define FAT_VARIANT(stem, variant, features)
#include "fat-table.h"
#undef FAT_FUNCTION
#undef FAT_VARIANT

static unsigned
fat_features (int *verbose)
{
#if FAT_ENABLED
  *verbose = getenv ("NETTLE_FAT_VERBOSE") != NULL;
#else
  *verbose = 0;
#endif
  return _nettle_fat_features ();
}

#define FAT_TABLE "hogweed-fat-table.h"
#define FAT_LIBNAME "libhogweed"
#define FAT_VARIANT_QUERY _nettle_hogweed_fat_variant
#include "fat-generate.h"
