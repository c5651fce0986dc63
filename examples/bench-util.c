/* bench-util.c

   What the benchmarks in examples/ share (bench-util.h).

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

#ifndef _GNU_SOURCE
# define _GNU_SOURCE 1  /* dlinfo */
#endif

#include <dlfcn.h>
#include <limits.h>
#include <link.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#if defined(__x86_64__) || defined(__i386__)
# include <cpuid.h>
# define HAVE_CPUID 1
#else
# define HAVE_CPUID 0
#endif

#include "bench-util.h"

const char *bench_program = "benchmark";

void
bench_die (const char *fmt, ...)
{
  va_list ap;
  fprintf (stderr, "%s: ", bench_program);
  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
  fputc ('\n', stderr);
  exit (1);
}

double
bench_seconds (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec + 1e-9 * (double) ts.tv_nsec;
}

const char *
bench_cpu_name (void)
{
  static char name[49];
#if HAVE_CPUID
  unsigned max, r[12], i;
  if (!name[0] && __get_cpuid (0x80000000, &max, &r[1], &r[2], &r[3])
      && max >= 0x80000004)
    {
      for (i = 0; i < 3; i++)
        __cpuid (0x80000002 + i, r[4 * i], r[4 * i + 1], r[4 * i + 2], r[4 * i + 3]);
      memcpy (name, r, 48);
    }
#endif
  return name + strspn (name, " ");
}

void
bench_library_path (void *handle, char *path, size_t size)
{
  struct link_map *map = NULL;
  char resolved[PATH_MAX];
  path[0] = '\0';
  if (dlinfo (handle, RTLD_DI_LINKMAP, &map) != 0 || !map || !map->l_name)
    return;
  snprintf (path, size, "%s", realpath (map->l_name, resolved) ? resolved : map->l_name);
}

const char *
bench_first_other_file (const char *const *candidates, size_t n, const char *self)
{
  char resolved[PATH_MAX];
  size_t i;
  for (i = 0; i < n; i++)
    if (realpath (candidates[i], resolved))
      return strcmp (resolved, self) ? candidates[i] : NULL;
  return NULL;
}
