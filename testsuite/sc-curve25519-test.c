/* testsuite/sc-curve25519-test.c

   Side-channel test for X25519: the scalar is marked undefined for
   valgrind memcheck, so any branch or memory index that depends on it
   is reported. The program re-runs itself under valgrind (skip, 77,
   without valgrind).

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
#include <unistd.h>
#include <sys/wait.h>

#include <valgrind/memcheck.h>

#include "testutils.h"
#include "curve25519.h"

void
test_main (void)
{
  if (!RUNNING_ON_VALGRIND)
    {
      char self[4096], cmd[4200];
      ssize_t n;
      int status;
#if defined (__SANITIZE_ADDRESS__)
      test_skip ("valgrind cannot run an AddressSanitizer build");
#endif
      if (system ("valgrind --version >/dev/null 2>&1") != 0)
	test_skip ("valgrind not installed");
      n = readlink ("/proc/self/exe", self, sizeof (self) - 1);
      if (n <= 0)
	test_skip ("cannot find /proc/self/exe");
      self[n] = '\0';
      snprintf (cmd, sizeof (cmd),
		"valgrind -q --error-exitcode=1 '%s' >/dev/null", self);
      status = system (cmd);
      if (!WIFEXITED (status) || WEXITSTATUS (status) != 0)
	test_fail ("valgrind memcheck reports a secret-dependent branch or index (run it by hand for details)");
      test_ok ("curve25519_mul, curve25519_mul_g: no branch or index on the scalar (valgrind memcheck)");
    }
  else
    {
      uint8_t k[32], u[32], q[32];
      test_rand_bytes (32, k);
      test_rand_bytes (32, u);
      VALGRIND_MAKE_MEM_UNDEFINED (k, sizeof (k));
      curve25519_mul (q, k, u);
      curve25519_mul_g (q, k);
      VALGRIND_MAKE_MEM_DEFINED (q, sizeof (q));
      test_ok ("ran under valgrind");
    }
}
