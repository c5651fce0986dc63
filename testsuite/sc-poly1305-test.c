/* sc-poly1305-test.c

   Side channels: ChaCha20-Poly1305 and Poly1305-AES run under
   valgrind memcheck with the secret key bytes marked undefined, so that
   any branch or memory index that depends on them is reported. Without
   valgrind the test is skipped; the program re-runs itself under it
   (sc_under_valgrind), with the backend valgrind's CPUID offers
   (portable C in the c pass).

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

#include "chacha-poly1305.h"
#include "poly1305.h"

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
  test_ok ("ran under valgrind");
}

void
test_main (void)
{
  if (sc_under_valgrind ("chacha_poly1305 and poly1305_aes: the key"))
    run_checks ();
}
