/* testsuite/sc-serpent-test.c

   Serpent runs in constant time: the key schedule and both directions,
   on every path (eight, four and one block at a time), under valgrind
   memcheck with the key and the data marked undefined.

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

#include "testutils.h"

#include <unistd.h>
#include <sys/wait.h>

#include <valgrind/memcheck.h>

#include "serpent.h"

#define SC_BLOCKS 15

static void
run_checks (void)
{
  static struct serpent_ctx ctx;
  uint8_t key[SERPENT_MAX_KEY_SIZE];
  uint8_t data[SERPENT_BLOCK_SIZE * SC_BLOCKS];
  size_t n;

  for (n = 0; n <= SC_BLOCKS; n++)
    {
      size_t length = SERPENT_BLOCK_SIZE * n;
      /* Key lengths are public; cover short (padded) and full keys. */
      size_t kl = (7 * n) % (SERPENT_MAX_KEY_SIZE + 1);
      test_rand_bytes (sizeof (key), key);
      test_rand_bytes (sizeof (data), data);
      VALGRIND_MAKE_MEM_UNDEFINED (key, sizeof (key));
      VALGRIND_MAKE_MEM_UNDEFINED (data, sizeof (data));
      serpent_set_key (&ctx, kl, key);
      serpent_encrypt (&ctx, length, data, data);
      serpent_decrypt (&ctx, length, data, data);
      VALGRIND_MAKE_MEM_DEFINED (&ctx, sizeof (ctx));
      VALGRIND_MAKE_MEM_DEFINED (data, sizeof (data));
    }
}

void
test_main (void)
{
  pid_t pid;
  int status;
  char self[4096];
  ssize_t got;

  if (RUNNING_ON_VALGRIND)
    {
      run_checks ();
      test_ok ("Serpent: no secret-dependent branch or address");
      return;
    }
  got = readlink ("/proc/self/exe", self, sizeof (self) - 1);
  if (got <= 0)
    test_skip ("cannot find the program to run under valgrind");
  self[got] = 0;
  if (TEST_ASAN)
    test_skip ("valgrind cannot run an AddressSanitizer build");
  if (system ("valgrind --version > /dev/null 2>&1") != 0)
    test_skip ("valgrind is not installed");
  pid = fork ();
  if (pid < 0)
    test_fail ("fork failed");
  if (pid == 0)
    {
      execlp ("valgrind", "valgrind", "-q", "--error-exitcode=3",
	      "--track-origins=yes", self, (char *) NULL);
      _exit (99);
    }
  if (waitpid (pid, &status, 0) < 0 || !WIFEXITED (status))
    test_fail ("valgrind did not finish");
  /* 3 is memcheck reporting; anything else means valgrind could not
     run the program. */
  if (WEXITSTATUS (status) == 3)
    test_fail ("memcheck found secret-dependent behaviour in Serpent");
  if (WEXITSTATUS (status) != 0)
    test_skip ("valgrind could not run the program (exit %d)",
	       WEXITSTATUS (status));
  test_ok ("memcheck run of Serpent set_key, encrypt, decrypt: clean");
}
