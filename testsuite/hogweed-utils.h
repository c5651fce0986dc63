/* hogweed-utils.h

   Helpers for the libhogweed tests: a deterministic random source,
   hex <-> mpz, mpz checks.

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

#ifndef HOGWEED_UTILS_H_INCLUDED
#define HOGWEED_UTILS_H_INCLUDED

#include "testutils.h"
#include "bignum.h"

/* Inline: not every test uses every helper. */

/* A nettle_random_func over the testutils generator (ctx unused). */
static inline void
hw_random (void *ctx, size_t length, uint8_t *dst)
{
  (void) ctx;
  test_rand_bytes (length, dst);
}

/* Counts calls, for checking that _tr functions use their source. */
static inline void
hw_progress (void *ctx, int c)
{
  (void) c;
  if (ctx)
    ++*(unsigned *) ctx;
}

static inline void
hw_mpz_hex (mpz_t x, const char *hex)
{
  if (mpz_set_str (x, hex, 16) != 0)
    test_fail ("bad hex constant %s", hex);
}

static inline void
hw_check_mpz (const char *what, const mpz_t got, const mpz_t want)
{
  if (mpz_cmp (got, want))
    {
      gmp_printf ("got  %Zx\nwant %Zx\n", got, want);
      test_fail ("%s: wrong value", what);
    }
}

#endif /* HOGWEED_UTILS_H_INCLUDED */
