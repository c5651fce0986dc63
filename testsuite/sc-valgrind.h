/* testsuite/sc-valgrind.h

   The frame of the side-channel tests of libhogweed's curves: the test
   program re-runs itself under valgrind memcheck, where the caller
   marks its secrets undefined (VALGRIND_MAKE_MEM_UNDEFINED), so any
   branch or memory index that depends on them is an error. Skips
   (77) without valgrind or in an AddressSanitizer build.

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

#ifndef SC_VALGRIND_H_INCLUDED
#define SC_VALGRIND_H_INCLUDED

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>

#include <valgrind/memcheck.h>

#include "testutils.h"

/* Outside valgrind: runs this program under valgrind, reports `what'
   as passed or fails, and returns 0. Under valgrind: returns 1, and the
   caller runs the code with its secrets marked. supp names a file of
   suppressions in the test data directory ($srcdir/data), or is NULL.
   memcheck's reports make the child exit with 3, which fails the test;
   a child that skips (77, valgrind's CPU lacks what it checks) skips
   it; any other failure of the child fails it too. */
static inline int
sc_under_valgrind_supp (const char *what, const char *supp)
{
  char self[4096], cmd[8400], opt[4200] = "";
  ssize_t n;
  int status;

  if (RUNNING_ON_VALGRIND)
    return 1;
  /* valgrind's virtual CPU lacks some extensions (AVX-512 on x86_64,
     AES-NI on i386) and reports only what it has through CPUID: other
     than portable C, the child's backend is left to CPUID's choice, or
     a forced backend would run (say) the AVX-512 Keccak under EdDSA's
     SHAKE256 and die of SIGILL. */
  if (strcmp (test_backend (), "c"))
    unsetenv ("NETTLE_FAT_OVERRIDE");
  if (TEST_ASAN)
    test_skip ("valgrind cannot run an AddressSanitizer build");
  if (system ("valgrind --version >/dev/null 2>&1") != 0)
    test_skip ("valgrind not installed");
  n = readlink ("/proc/self/exe", self, sizeof (self) - 1);
  if (n <= 0)
    test_skip ("cannot find /proc/self/exe");
  self[n] = '\0';
  if (supp)
    {
      const char *srcdir = getenv ("srcdir");
      snprintf (opt, sizeof (opt), "--suppressions='%s/data/%s' ",
		srcdir ? srcdir : ".", supp);
    }
  snprintf (cmd, sizeof (cmd),
	    "valgrind -q --error-exitcode=3 %s'%s' >/dev/null", opt, self);
  fflush (stdout);
  status = system (cmd);
  if (!WIFEXITED (status))
    test_fail ("valgrind did not finish");
  if (WEXITSTATUS (status) == 77)
    test_skip ("%s: nothing to check on valgrind's virtual CPU", what);
  if (WEXITSTATUS (status) == 3)
    test_fail ("valgrind memcheck reports a secret-dependent branch or index (run it by hand for details)");
  if (WEXITSTATUS (status) != 0)
    test_fail ("%s: the program failed under valgrind (exit %d; run it "
	       "by hand for details)", what, WEXITSTATUS (status));
  test_ok ("%s: no branch or index on the secret (valgrind memcheck)", what);
  return 0;
}

static inline int
sc_under_valgrind (const char *what)
{
  return sc_under_valgrind_supp (what, NULL);
}

/* For the EdDSA tests, under valgrind: a random private key of
   key_size bytes, marked undefined, gives a public key (then marked
   defined: it is public) and signs a message; the signature must
   verify. Inline, so the X25519 / X448 tests need not use it. */
static inline void
sc_eddsa_sign (size_t key_size,
	       void (*pub_key) (uint8_t *, const uint8_t *),
	       void (*sign) (const uint8_t *, const uint8_t *, size_t,
			     const uint8_t *, uint8_t *),
	       int (*verify) (const uint8_t *, size_t, const uint8_t *,
			      const uint8_t *))
{
  uint8_t priv[64], pub[64], sig[128], msg[100];
  ASSERT (key_size <= sizeof (priv));
  test_rand_bytes (key_size, priv);
  test_rand_bytes (sizeof (msg), msg);
  VALGRIND_MAKE_MEM_UNDEFINED (priv, key_size);
  pub_key (pub, priv);
  VALGRIND_MAKE_MEM_DEFINED (pub, key_size);
  sign (pub, priv, sizeof (msg), msg, sig);
  VALGRIND_MAKE_MEM_DEFINED (sig, 2 * key_size);
  if (!verify (pub, sizeof (msg), msg, sig))
    test_fail ("the signature made under valgrind does not verify");
  test_ok ("ran under valgrind");
}

#endif /* SC_VALGRIND_H_INCLUDED */
