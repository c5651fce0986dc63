/* testsuite/sc-curve448-test.c

   Side-channel test for X448: the scalar is marked undefined for
   valgrind memcheck, so any branch or memory index that depends on it
   is reported (the frame is sc-valgrind.h).

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

#include "sc-valgrind.h"
#include "curve448.h"

void
test_main (void)
{
  uint8_t k[CURVE448_SIZE], u[CURVE448_SIZE], q[CURVE448_SIZE];
  if (!sc_under_valgrind ("curve448_mul, curve448_mul_g"))
    return;
  test_rand_bytes (sizeof (k), k);
  test_rand_bytes (sizeof (u), u);
  VALGRIND_MAKE_MEM_UNDEFINED (k, sizeof (k));
  curve448_mul (q, k, u);
  curve448_mul_g (q, k);
  VALGRIND_MAKE_MEM_DEFINED (q, sizeof (q));
  test_ok ("ran under valgrind");
}
