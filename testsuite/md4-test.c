/* md4-test.c

   Tests of MD4 (md4.h): the RFC 1320 test suite, the descriptor,
   and the common hash properties.

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

#include "hash-check.h"

#include "md4.h"

void
test_main(void)
{
  const struct nettle_hash *h = &nettle_md4;

  HASH_DESCRIPTOR(h, "md4", struct md4_ctx, MD4_DIGEST_SIZE,
		  MD4_BLOCK_SIZE, md4_init, md4_update, md4_digest);
  ASSERT(MD4_DIGEST_SIZE == 16 && MD4_BLOCK_SIZE == 64
	 && MD4_DATA_SIZE == 64 && _MD4_DIGEST_LENGTH == 4);

  /* RFC 1320, appendix A.5 */
  HASH_KAT(h, "", SHEX("31d6cfe0d16ae931b73c59d7e0c089c0"));
  HASH_KAT(h, "a", SHEX("bde52cb31de33e46245e05fbdbd6fb24"));
  HASH_KAT(h, "abc", SHEX("a448017aaf21d8525fc10ae87aa6729d"));
  HASH_KAT(h, "message digest", SHEX("d9130a8164549fe818874806e1c7014b"));
  HASH_KAT(h, "abcdefghijklmnopqrstuvwxyz",
	   SHEX("d79e1c308aa5bbcdeea8ed63df412da9"));
  HASH_KAT(h, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
	   SHEX("043f8582f241db351ce627e153e7f0e4"));
  HASH_KAT(h, "1234567890123456789012345678901234567890"
	   "1234567890123456789012345678901234567890",
	   SHEX("e33b4ddc9c38f2199c3e7b164fcc0536"));

  hash_check_properties(h);
  hash_check_length_assert(h);
}
