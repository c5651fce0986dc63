/* md2-test.c

   Tests of MD2 (md2.h): the RFC 1319 test suite, the descriptor,
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

#include "md2.h"

void
test_main(void)
{
  const struct nettle_hash *h = &nettle_md2;

  HASH_DESCRIPTOR(h, "md2", struct md2_ctx, MD2_DIGEST_SIZE,
		  MD2_BLOCK_SIZE, md2_init, md2_update, md2_digest);
  ASSERT(MD2_DIGEST_SIZE == 16 && MD2_BLOCK_SIZE == 16
	 && MD2_DATA_SIZE == 16);

  /* RFC 1319, appendix A.5 */
  HASH_KAT(h, "", SHEX("8350e5a3e24c153df2275c9f80692773"));
  HASH_KAT(h, "a", SHEX("32ec01ec4a6dac72c0ab96fb34c0b5d1"));
  HASH_KAT(h, "abc", SHEX("da853b0d3f88d99b30283a69e6ded6bb"));
  HASH_KAT(h, "message digest", SHEX("ab4f496bfb2a530b219ff33031fe06b0"));
  HASH_KAT(h, "abcdefghijklmnopqrstuvwxyz",
	   SHEX("4e8ddff3650292ab5a4108c3aa47940b"));
  HASH_KAT(h, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
	   SHEX("da33def2a42df13975352846c30338cd"));
  HASH_KAT(h, "1234567890123456789012345678901234567890"
	   "1234567890123456789012345678901234567890",
	   SHEX("d5976f79d83d3a0dc9806c3c66f3efd8"));

  hash_check_properties(h);
  hash_check_length_assert(h);
}
