/* testsuite/sc-umac-test.c

   Side-channel test for UMAC: the hash subkeys (NH, POLY and L3 keys,
   which set_key derives with AES) are marked undefined for valgrind
   memcheck, so any branch or memory index that depends on them, or on
   the keyed NH outputs the POLY layer sees, is reported. The AES key
   itself stays public here: the portable AES uses tables, which is the
   AES tests' business. Lengths reach both POLY layers (64-bit, and
   128-bit past 2^14 blocks of 1 KiB). The frame is sc-valgrind.h.

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
#include "umac.h"

/* Marks the hash subkeys of a UMAC context secret. */
#define SC_UMAC_SECRET(ctx) do {					\
    VALGRIND_MAKE_MEM_UNDEFINED ((ctx)->l1_key, sizeof ((ctx)->l1_key)); \
    VALGRIND_MAKE_MEM_UNDEFINED ((ctx)->l2_key, sizeof ((ctx)->l2_key)); \
    VALGRIND_MAKE_MEM_UNDEFINED ((ctx)->l3_key1, sizeof ((ctx)->l3_key1)); \
    VALGRIND_MAKE_MEM_UNDEFINED ((ctx)->l3_key2, sizeof ((ctx)->l3_key2)); \
  } while (0)

void
test_main (void)
{
  /* The last length takes the 128-bit POLY (more than 2^14 NH
     blocks), odd and even word counts at the end. */
  static const size_t lengths[] = { 0, 3, 1024, 1500, 3 * 1024 + 5,
				     (16384 + 3) * 1024 + 17 };
  static struct umac32_ctx c32;
  static struct umac128_ctx c128;
  uint8_t key[UMAC_KEY_SIZE], nonce[16], tag[16];
  size_t max = lengths[sizeof (lengths) / sizeof (lengths[0]) - 1];
  uint8_t *msg;
  size_t i;

  if (!sc_under_valgrind ("umac32 and umac128 (NH, POLY64, POLY128, L3)"))
    return;
  msg = malloc (max);
  if (!msg)
    test_fail ("out of memory");
  test_rand_bytes (max, msg);
  for (i = 0; i < sizeof (lengths) / sizeof (lengths[0]); i++)
    {
      test_rand_bytes (sizeof (key), key);
      test_rand_bytes (sizeof (nonce), nonce);

      umac32_set_key (&c32, key);
      SC_UMAC_SECRET (&c32);
      umac32_set_nonce (&c32, 8, nonce);
      umac32_update (&c32, lengths[i], msg);
      umac32_digest (&c32, 4, tag);
      VALGRIND_MAKE_MEM_DEFINED (tag, 4);

      umac128_set_key (&c128, key);
      SC_UMAC_SECRET (&c128);
      umac128_set_nonce (&c128, 16, nonce);
      umac128_update (&c128, lengths[i], msg);
      umac128_digest (&c128, 16, tag);
      VALGRIND_MAKE_MEM_DEFINED (tag, 16);
    }
  free (msg);
  test_ok ("ran under valgrind");
}
