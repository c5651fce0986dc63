/* powm-test.h

   What sec-powm-test.c and pub-powm-test.c share: random numbers of a
   bit size and limbs in buffers that end at an unmapped page.


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

#ifndef NETTLE_POWM_TEST_H_INCLUDED
#define NETTLE_POWM_TEST_H_INCLUDED

#include "testutils.h"
#include "gmp-glue.h"

const char *_nettle_hogweed_fat_variant (const char *stem);

/* x = a random number below 2^bits. */
static void
random_bits (mpz_t x, unsigned bits)
{
  size_t octets = (bits + 7) / 8;
  uint8_t *buf = malloc (octets + 1);
  ASSERT (buf);
  test_rand_bytes (octets + 1, buf);
  mpz_import (x, octets + 1, 1, 1, 0, 0, buf);
  mpz_fdiv_r_2exp (x, x, bits);
  free (buf);
}

/* The limbs of x, n of them, in a buffer ending at an unmapped page. */
static mp_limb_t *
guarded_limbs (mpz_srcptr x, mp_size_t n)
{
  mp_limb_t *p = (mp_limb_t *) guard_end (n * sizeof (mp_limb_t));
  mpz_limbs_copy (p, x, n);
  return p;
}

#endif /* NETTLE_POWM_TEST_H_INCLUDED */
