/* testsuite/sc-aes-test.c

   The AES-NI key schedules run in constant time: the expansion of
   128-, 192- and 256-bit keys, the decryption schedule made from it,
   and a block through each direction, under valgrind memcheck with
   the key marked undefined. The portable C expansion, like Nettle's,
   indexes the S-box with key bytes; it is checked only where the
   aesni variant is what the dispatch chose (valgrind's x86_64 CPU has
   AES-NI, its i386 one has not, and there this test skips).

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

#include "sc-valgrind.h"
#include "aes.h"
#include "fat-setup.h"

void
test_main (void)
{
  static struct aes128_ctx e128, d128;
  static struct aes192_ctx e192, d192;
  static struct aes256_ctx e256, d256;
  uint8_t key[AES256_KEY_SIZE], block[AES_BLOCK_SIZE];
  const char *variant;
  unsigned i;

  if (!RUNNING_ON_VALGRIND && !strcmp (test_backend (), "c"))
    test_skip ("the portable key schedule indexes the S-box with key bytes");
  if (!sc_under_valgrind ("AES-NI key expansion and inversion"))
    return;
  variant = _nettle_fat_variant ("aes_set_key");
  if (!variant || strcmp (variant, "aesni"))
    test_skip ("the key schedule here is variant %s, not aesni",
	       variant ? variant : "(none)");
  for (i = 0; i < 4; i++)
    {
      test_rand_bytes (sizeof (key), key);
      test_rand_bytes (sizeof (block), block);
      VALGRIND_MAKE_MEM_UNDEFINED (key, sizeof (key));
      aes128_set_encrypt_key (&e128, key);
      aes128_set_decrypt_key (&d128, key);
      aes192_set_encrypt_key (&e192, key);
      aes192_set_decrypt_key (&d192, key);
      aes256_set_encrypt_key (&e256, key);
      aes256_invert_key (&d256, &e256);
      aes128_encrypt (&e128, sizeof (block), block, block);
      aes128_decrypt (&d128, sizeof (block), block, block);
      aes192_encrypt (&e192, sizeof (block), block, block);
      aes192_decrypt (&d192, sizeof (block), block, block);
      aes256_encrypt (&e256, sizeof (block), block, block);
      aes256_decrypt (&d256, sizeof (block), block, block);
      VALGRIND_MAKE_MEM_DEFINED (block, sizeof (block));
    }
  test_ok ("ran under valgrind");
}
