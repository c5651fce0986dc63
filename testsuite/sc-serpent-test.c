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

#include "sc-valgrind.h"
#include "serpent.h"

#define SC_BLOCKS 15

void
test_main (void)
{
  static struct serpent_ctx ctx;
  uint8_t key[SERPENT_MAX_KEY_SIZE];
  uint8_t data[SERPENT_BLOCK_SIZE * SC_BLOCKS];
  size_t n;

  /* Under valgrind, whose CPU has no AVX-512, this checks the C
     variants (sc_under_valgrind); the avx512 ones have no table and
     no branch on data by construction. */
  if (!sc_under_valgrind ("Serpent set_key, encrypt, decrypt"))
    return;
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
  test_ok ("ran under valgrind");
}
