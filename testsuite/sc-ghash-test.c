/* sc-ghash-test.c

   Side channels: GHASH and POLYVAL (whichever variant the backend of
   this run selects) under valgrind memcheck with the hash key, the
   state and the data marked undefined, so that any branch or memory
   address computed from them is reported. The program runs itself
   again under valgrind; that part is skipped without valgrind.

   Valgrind does not decode every variant: its 32-bit guest knows no
   PCLMULQDQ (x86/pclmul), and 3.19 no VPCLMULQDQ at ymm or zmm width
   (the vaes_* variants). So an assembly variant is also held to a
   second check that needs no emulator: the program runs the variant
   twice in traced children (ptrace, one instruction at a time), with
   different random secrets and everything else the same, and the
   general registers (instruction pointer and flags included) must be
   the same at every step. The secrets live in vector registers and
   memory only, so an equal trace means that no branch, no address and
   no loop count was computed from them. The portable C variant moves
   secret words through general registers by design and is left to
   valgrind.

   Unlike the other sc-* tests it does not re-run itself through
   sc_under_valgrind: the child keeps this pass's forced variant (the
   others leave the backend to valgrind's CPUID), so a SIGILL there is
   valgrind's decoder and not a failure, and the trace runs either
   way.

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

#include <dlfcn.h>
#include <fcntl.h>
#include <unistd.h>
#include <signal.h>
#include <sys/ptrace.h>
#include <sys/user.h>
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

/* The register trace. The traced calls run from TRACE_START, which
   zeroes every general register the compiler lets an asm statement
   clobber and traps; the frame pointer, the one left, is fixed by
   keeping a frame (the stack is laid out alike in both children). The
   secrets are read from /dev/urandom by a system call, so that no
   register of the children ever differs: only memory does. */
#if defined(__x86_64__)
# define TRACE_START()							\
  __asm__ volatile ("xorl %%eax, %%eax\n\txorl %%ebx, %%ebx\n\t"	\
		    "xorl %%ecx, %%ecx\n\txorl %%edx, %%edx\n\t"		\
		    "xorl %%esi, %%esi\n\txorl %%edi, %%edi\n\t"		\
		    "xorl %%r8d, %%r8d\n\txorl %%r9d, %%r9d\n\t"		\
		    "xorl %%r10d, %%r10d\n\txorl %%r11d, %%r11d\n\t"	\
		    "xorl %%r12d, %%r12d\n\txorl %%r13d, %%r13d\n\t"	\
		    "xorl %%r14d, %%r14d\n\txorl %%r15d, %%r15d\n\tint3"	\
		    ::: "rax", "rbx", "rcx", "rdx", "rsi", "rdi", "r8", "r9",	\
		    "r10", "r11", "r12", "r13", "r14", "r15", "memory", "cc")
# define TRACE_IP(r) ((r)->rip)
#elif defined(__i386__)
# define TRACE_START()							\
  __asm__ volatile ("xorl %%eax, %%eax\n\txorl %%ebx, %%ebx\n\t"	\
		    "xorl %%ecx, %%ecx\n\txorl %%edx, %%edx\n\t"		\
		    "xorl %%esi, %%esi\n\txorl %%edi, %%edi\n\tint3"	\
		    ::: "eax", "ebx", "ecx", "edx", "esi", "edi", "memory", "cc")
# define TRACE_IP(r) ((r)->eip)
#endif

#ifdef TRACE_START
static struct gcm_key trace_key;
static union nettle_block16 trace_h, trace_state;
static uint8_t trace_data[16 * SC_BLOCKS];

static void __attribute__((noinline, noreturn,
			   optimize("no-omit-frame-pointer")))
trace_child(void)
{
  size_t n;
  int fd = open("/dev/urandom", O_RDONLY);
  if (fd < 0
      || read(fd, trace_h.b, 16) != 16
      || read(fd, trace_state.b, 16) != 16
      || read(fd, trace_data, sizeof(trace_data)) != sizeof(trace_data)
      || ptrace(PTRACE_TRACEME, 0, NULL, NULL) < 0)
    _exit(99);
  TRACE_START();
  for (n = 0; n <= SC_BLOCKS; n += (n < 10 ? 1 : 9))
    {
      _ghash_set_key(&trace_key, &trace_h);
      _ghash_update(&trace_key, &trace_state, n, trace_data);
      _siv_ghash_update(&trace_key, &trace_state, n, trace_data);
    }
  _exit(0);
}

/* One traced run: the registers at every step into *steps. Returns
   the step count, or -1 when the child cannot be traced. */
static long
trace_run(struct user_regs_struct **steps)
{
  size_t size = 1 << 16;
  long count = 0;
  int status;
  pid_t pid;

  *steps = malloc(size * sizeof(**steps));
  if (!*steps)
    test_fail("out of memory");
  pid = test_fork();
  if (pid == 0)
    trace_child();
  for (;;)
    {
      if (waitpid(pid, &status, 0) < 0)
	test_fail("waitpid failed");
      if (WIFEXITED(status))
	break;
      if ((size_t) count == size)
	{
	  size *= 2;
	  *steps = realloc(*steps, size * sizeof(**steps));
	  if (!*steps)
	    test_fail("out of memory");
	}
      if (!WIFSTOPPED(status) || WSTOPSIG(status) != SIGTRAP
	  || ptrace(PTRACE_GETREGS, pid, NULL, &(*steps)[count]) < 0)
	{
	  kill(pid, SIGKILL);
	  waitpid(pid, &status, 0);
	  return -1;
	}
      count++;
      if (ptrace(PTRACE_SINGLESTEP, pid, NULL, NULL) < 0)
	test_fail("PTRACE_SINGLESTEP failed");
    }
  return WEXITSTATUS(status) == 0 ? count : -1;
}

/* Returns 1 when the variant was traced. */
static int
trace_check(void)
{
  const char *variant = _nettle_fat_variant("ghash_update");
  struct user_regs_struct *a, *b;
  long na, nb, i;

  if (!strcmp(variant, "c"))
    return 0;
  /* A first run, not compared, lets the parent bind every function
     the runs use: the dynamic linker counts its lookups, and the
     children inherit the count. */
  na = trace_run(&a);
  free(a);
  na = na < 0 ? -1 : trace_run(&a);
  nb = na < 0 ? -1 : trace_run(&b);
  if (na < 0 || nb < 0)
    {
      printf("  (register trace of the %s variant not run: cannot "
	     "ptrace)\n", variant);
      return 0;
    }
  for (i = 0; i < na && i < nb; i++)
    if (memcmp(&a[i], &b[i], sizeof(a[i])))
      {
	const unsigned long *ra = (const unsigned long *) &a[i];
	const unsigned long *rb = (const unsigned long *) &b[i];
	unsigned long ip = TRACE_IP(&a[i]);
	Dl_info info;
	size_t w = 0;
	while (ra[w] == rb[w])
	  w++;
	/* The children's layout is the parent's: name the code here. */
	if (!dladdr((void *) ip, &info) || !info.dli_sname)
	  info.dli_sname = "?", info.dli_saddr = (void *) ip;
	test_fail("register trace of the %s variant, backend %s: at step "
		  "%ld (ip %#lx, %s+%#lx), word %zu of struct "
		  "user_regs_struct is %#lx, with other secrets %#lx",
		  variant, test_backend(), i, ip, info.dli_sname,
		  ip - (unsigned long) info.dli_saddr, w, ra[w], rb[w]);
      }
  if (na != nb)
    test_fail("register trace of the %s variant, backend %s: %ld steps "
	      "against %ld with other secrets", variant, test_backend(),
	      na, nb);
  test_ok("register trace of the %s variant, backend %s: %ld steps, "
	  "the same with other secrets", variant, test_backend(), na);
  free(a);
  free(b);
  return 1;
}
#else
static int
trace_check(void)
{
  return 0;
}
#endif

/* Without memcheck, a traced variant has passed the register trace;
   anything else is skipped (77). */
#define NO_MEMCHECK(...) do {						\
    if (!traced)							\
      test_skip(__VA_ARGS__);						\
    printf("  (memcheck not run: ");					\
    printf(__VA_ARGS__);						\
    printf(")\n");							\
    return;								\
  } while (0)

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
      ssize_t got;
      int traced = trace_check();

      got = readlink("/proc/self/exe", self, sizeof(self) - 1);

      if (got <= 0)
	NO_MEMCHECK("cannot find the program to run under valgrind");
      self[got] = 0;

      if (TEST_ASAN)
	NO_MEMCHECK("valgrind cannot run an AddressSanitizer build");
      if (system("valgrind --version > /dev/null 2>&1") != 0)
	NO_MEMCHECK("valgrind is not installed");
      pid = test_fork();
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
	 this test on them. Its 32-bit guest has no PCLMULQDQ at all
	 (x86/pclmul). The register trace holds those variants. */
      if (WIFSIGNALED(status) && WTERMSIG(status) == SIGILL)
	NO_MEMCHECK("valgrind cannot decode the %s variant (SIGILL)",
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
	NO_MEMCHECK("valgrind could not run the program (exit %d)",
		    WEXITSTATUS(status));
      test_ok("memcheck run of GHASH and POLYVAL, backend %s: clean",
	      test_backend());
    }
}
