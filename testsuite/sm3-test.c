/* sm3-test.c

   Tests of SM3 (sm3.h): the examples of GB/T 32905-2016 (draft-sca-
   cfrg-sm3), the descriptor, and the common hash properties.

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

#include "sm3.h"

void
test_main(void)
{
  const struct nettle_hash *h = &nettle_sm3;

  HASH_DESCRIPTOR(h, "sm3", struct sm3_ctx, SM3_DIGEST_SIZE,
		  SM3_BLOCK_SIZE, sm3_init, sm3_update, sm3_digest);
  ASSERT(SM3_DIGEST_SIZE == 32 && SM3_BLOCK_SIZE == 64
	 && _SM3_DIGEST_LENGTH == 8);

  /* GB/T 32905-2016, appendix A (examples 1 and 2); the same in
     draft-sca-cfrg-sm3-02, appendix A. */
  HASH_KAT(h, "abc",
	   SHEX("66c7f0f462eeedd9d1f2d46bdc10e4e2"
		"4167c4875cf2f7a2297da02b8f4ba8e0"));
  hash_kat_repeat(h, "16 times \"abcd\"", "abcd", 16,
		  SHEX("debe9ff92275b8a138604889c18e5a4d"
		       "6fdb70e5387e5765293dcba39c0c5732"));

  hash_check_properties(h);
  hash_check_length_assert(h);
}
