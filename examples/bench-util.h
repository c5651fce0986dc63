/* bench-util.h

   What the benchmarks in examples/ share: the error exit, the clock,
   the CPU's name, the file of a loaded library.

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

#ifndef BENCH_UTIL_H_INCLUDED
#define BENCH_UTIL_H_INCLUDED

#include <stddef.h>

/* The program's name in messages. */
extern const char *bench_program;

/* "PROGRAM: message" on stderr, exit 1. */
void bench_die (const char *fmt, ...)
  __attribute__ ((__noreturn__, __format__ (__printf__, 1, 2)));

/* CLOCK_MONOTONIC, in seconds. */
double bench_seconds (void);

/* The CPU's brand string (CPUID), or "". */
const char *bench_cpu_name (void);

/* The file a dlopen or dlmopen handle was loaded from (symbolic links
   resolved), or "" into PATH. */
void bench_library_path (void *handle, char *path, size_t size);

/* The first of the N candidate files that exists, if it is not the
   file SELF (after resolving links); NULL when that is the one, or
   none exists. */
const char *bench_first_other_file (const char *const *candidates, size_t n,
                                    const char *self);

#endif /* BENCH_UTIL_H_INCLUDED */
