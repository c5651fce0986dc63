/* sc-poly1305-test.c

   Side channels: ChaCha20-Poly1305 and Poly1305-AES run under
   valgrind memcheck with the secret key bytes marked undefined, so that
   any branch or memory index that depends on them is reported (and
   makes valgrind exit with 1). Without valgrind the test is skipped;
   the program re-runs itself under it, with the backend valgrind's
   CPUID offers (portable C in the c pass).

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

#include "testutils.h"

#include <stdlib.h>
#include <unistd.h>

#if HAVE_VALGRIND_MEMCHECK_H || defined(__has_include)
# if !defined(__has_include) || __has_include(<valgrind/memcheck.h>)
#  include <valgrind/memcheck.h>
#  define SC_HAVE_VALGRIND 1
# endif
#endif

#include "chacha-poly1305.h"
#include "poly1305.h"

#if SC_HAVE_VALGRIND
static void
secret (void *p, size_t n)
{
  VALGRIND_MAKE_MEM_UNDEFINED (p, n);
}

static void
public (void *p, size_t n)
{
  VALGRIND_MAKE_MEM_DEFINED (p, n);
}

static void
run_checks (void)
{
  static uint8_t msg[4096 + 16 * 7 + 5], ct[4096 + 16 * 7 + 5];
  uint8_t key[32], nonce[16], tag[16];
  /* 1400 bytes and up take the vector loops of the Poly1305 variants
     (at least 32 blocks), with a scalar tail after the last stride. */
  size_t lengths[] = { 0, 1, 16, 64, 65, 1400, 1024, 4096 + 16 * 7 + 5 };
  size_t i;

  for (i = 0; i < sizeof (lengths) / sizeof (lengths[0]); i++)
    {
      struct chacha_poly1305_ctx ctx;
      struct poly1305_aes_ctx pctx;

      test_rand_bytes (32, key);
      test_rand_bytes (16, nonce);
      test_rand_bytes (lengths[i], msg);

      /* The whole ChaCha key is secret, and so is everything derived
	 from it (r, s, the keystream). */
      secret (key, 32);
      chacha_poly1305_set_key (&ctx, key);
      chacha_poly1305_set_nonce (&ctx, nonce);
      chacha_poly1305_update (&ctx, 13, nonce);
      chacha_poly1305_encrypt (&ctx, lengths[i], ct, msg);
      chacha_poly1305_digest (&ctx, 16, tag);
      public (tag, 16);
      public (ct, lengths[i]);

      /* Poly1305-AES: r is secret (the AES part is the AES tests'
	 business: its portable code uses tables). */
      public (key, 32);
      secret (key + 16, 16);
      poly1305_aes_set_key (&pctx, key);
      poly1305_aes_set_nonce (&pctx, nonce);
      poly1305_aes_update (&pctx, lengths[i], msg);
      poly1305_aes_digest (&pctx, 16, tag);
      public (tag, 16);
    }
  test_ok ("chacha_poly1305 and poly1305_aes: no branch or index on the "
	   "key (valgrind memcheck)");
}
#endif

void
test_main (void)
{
#if SC_HAVE_VALGRIND
  if (RUNNING_ON_VALGRIND)
    {
      run_checks ();
      return;
    }
  /* valgrind's virtual CPU lacks some extensions (AVX-512 on x86_64,
     AES-NI on i386) and reports only what it has through CPUID: a
     backend other than portable C is left to CPUID's choice there. */
  if (strcmp (test_backend (), "c"))
    unsetenv ("NETTLE_FAT_OVERRIDE");
  if (TEST_ASAN)
    test_skip ("valgrind cannot run an AddressSanitizer build");
  if (system ("valgrind --version >/dev/null 2>&1") != 0)
    test_skip ("valgrind not installed");
  {
    /* valgrind would resolve /proc/self/exe to itself: pass the real
       path. */
    char self[4096];
    ssize_t n = readlink ("/proc/self/exe", self, sizeof (self) - 1);
    if (n <= 0)
      test_skip ("cannot find the program's own path");
    self[n] = '\0';
    fflush (stdout);
    execlp ("valgrind", "valgrind", "-q", "--error-exitcode=1", self,
	    (char *) NULL);
  }
  test_fail ("could not run valgrind");
#else
  test_skip ("built without <valgrind/memcheck.h>");
#endif
}
