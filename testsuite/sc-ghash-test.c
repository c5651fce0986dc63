/* sc-ghash-test.c

   Side channels: GHASH and POLYVAL (whichever variant the backend of
   this run selects) under valgrind memcheck with the hash key, the
   state and the data marked undefined, so that any branch or memory
   address computed from them is reported. The program runs itself
   again under valgrind; it is skipped (77) without valgrind.

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
#include <signal.h>
#include <sys/wait.h>

#include <valgrind/memcheck.h>

#include "fat-setup.h"
#include "ghash-internal.h"

#define SC_BLOCKS 55

static void
secret(void *p, size_t n)
{
  VALGRIND_MAKE_MEM_UNDEFINED(p, n);
}

static void
public(void *p, size_t n)
{
  VALGRIND_MAKE_MEM_DEFINED(p, n);
}

static void
run_checks(void)
{
  static struct gcm_key key;
  union nettle_block16 h, state;
  uint8_t data[16 * SC_BLOCKS];
  size_t n;

  for (n = 0; n <= SC_BLOCKS; n += (n < 10 ? 1 : 9))
    {
      test_rand_bytes(16, h.b);
      test_rand_bytes(16, state.b);
      test_rand_bytes(sizeof(data), data);
      secret(h.b, 16);
      secret(state.b, 16);
      secret(data, sizeof(data));
      _ghash_set_key(&key, &h);
      _ghash_update(&key, &state, n, data);
      _siv_ghash_set_key(&key, &h);
      _siv_ghash_update(&key, &state, n, data);
      public(&key, sizeof(key));
      public(state.b, 16);
    }
}

void
test_main(void)
{
  if (RUNNING_ON_VALGRIND)
    {
      run_checks();
      test_ok("GHASH and POLYVAL: no secret-dependent branch or address");
      return;
    }
  else
    {
      pid_t pid;
      int status;
      char self[4096];
      ssize_t got = readlink("/proc/self/exe", self, sizeof(self) - 1);

      if (got <= 0)
	test_skip("cannot find the program to run under valgrind");
      self[got] = 0;

      if (TEST_ASAN)
	test_skip("valgrind cannot run an AddressSanitizer build");
      if (system("valgrind --version > /dev/null 2>&1") != 0)
	test_skip("valgrind is not installed");
      pid = fork();
      if (pid < 0)
	test_fail("fork failed");
      if (pid == 0)
	{
	  execlp("valgrind", "valgrind", "-q", "--error-exitcode=3",
		 "--track-origins=yes", self, (char *) NULL);
	  _exit(99);
	}
      if (waitpid(pid, &status, 0) < 0)
	test_fail("valgrind did not finish");
      /* Valgrind 3.19 (Debian 12) decodes no VPCLMULQDQ at ymm or zmm
	 width: the guest dies of SIGILL in the vaes_* variants. Those
	 have no branch but on the block count and no table index at
	 all (x86_64/ghash-vec.m4); a valgrind that decodes them runs
	 this test on them. */
      if (WIFSIGNALED(status) && WTERMSIG(status) == SIGILL)
	test_skip("valgrind cannot decode the %s variant (SIGILL)",
		  _nettle_fat_variant("ghash_update"));
      if (!WIFEXITED(status))
	test_fail("valgrind did not finish");
      /* 3 is memcheck reporting; the run under valgrind checks
	 nothing else, so any other failure means valgrind could not run
	 the program (a 32-bit program without libc6-dbg:i386, say). */
      if (WEXITSTATUS(status) == 3)
	test_fail("memcheck found secret-dependent behaviour, backend %s",
		  test_backend());
      if (WEXITSTATUS(status) != 0)
	test_skip("valgrind could not run the program (exit %d)",
		  WEXITSTATUS(status));
      test_ok("memcheck run of GHASH and POLYVAL, backend %s: clean",
	      test_backend());
    }
}
