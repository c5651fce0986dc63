/* testsuite/curve-ref.h

   A reference to compare against: Debian's libhogweed.so.6 (GNU Nettle
   3.8.1), loaded by path next to the library under test (it needs only
   NETTLE_8 names from libnettle, which ours provides). ref_sym returns
   NULL when that library is not there (another distribution, a 32-bit
   build), and the tests then say they skipped the comparison.
   NETTLE_REF_HOGWEED names another file.

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

#ifndef CURVE_REF_H_INCLUDED
#define CURVE_REF_H_INCLUDED

#include <dlfcn.h>
#include <stdlib.h>

#define REF_HOGWEED "/usr/lib/x86_64-linux-gnu/libhogweed.so.6"

static void *
ref_sym (const char *name)
{
  static void *handle;
  static int tried;
  if (!tried)
    {
      const char *path = getenv ("NETTLE_REF_HOGWEED");
      tried = 1;
      handle = dlopen (path ? path : REF_HOGWEED, RTLD_NOW | RTLD_LOCAL);
    }
  return handle ? dlsym (handle, name) : NULL;
}

#endif /* CURVE_REF_H_INCLUDED */
