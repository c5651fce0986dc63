/* ripemd160-test.c

   Tests of RIPEMD-160 (ripemd160.h): the test vectors of the
   RIPEMD-160 specification, the descriptor, and the common hash
   properties.

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

#include "ripemd160.h"

void
test_main(void)
{
  const struct nettle_hash *h = &nettle_ripemd160;

  HASH_DESCRIPTOR(h, "ripemd160", struct ripemd160_ctx,
		  RIPEMD160_DIGEST_SIZE, RIPEMD160_BLOCK_SIZE,
		  ripemd160_init, ripemd160_update, ripemd160_digest);
  ASSERT(RIPEMD160_DIGEST_SIZE == 20 && RIPEMD160_BLOCK_SIZE == 64
	 && RIPEMD160_DATA_SIZE == 64 && _RIPEMD160_DIGEST_LENGTH == 5);

  /* Dobbertin, Bosselaers, Preneel, "RIPEMD-160: A Strengthened
     Version of RIPEMD" (1996), appendix B; also ISO/IEC 10118-3. */
  HASH_KAT(h, "", SHEX("9c1185a5c5e9fc54612808977ee8f548b2258d31"));
  HASH_KAT(h, "a", SHEX("0bdc9d2d256b3ee9daae347be6f4dc835a467ffe"));
  HASH_KAT(h, "abc", SHEX("8eb208f7e05d987a9b044a8e98c6b087f15a0bfc"));
  HASH_KAT(h, "message digest",
	   SHEX("5d0689ef49d2fae572b881b123a85ffa21595f36"));
  HASH_KAT(h, "abcdefghijklmnopqrstuvwxyz",
	   SHEX("f71c27109c692c1b56bbdceb5b9d2865b3708dbc"));
  HASH_KAT(h, "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
	   SHEX("12a053384a9c0c88e405a06c27dcf49ada62eb2b"));
  HASH_KAT(h, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
	   SHEX("b0e20b6e3116640286ed3a87a5713079b21f5189"));
  hash_kat_repeat(h, "8 times \"1234567890\"", "1234567890", 8,
		  SHEX("9b752e45573d4b39f4dbd3323cab82bf63326bfb"));
  hash_kat_repeat(h, "one million 'a'", "a", 1000000,
		  SHEX("52783243c1697bdbe16d37f97f68f08325dc1528"));

  hash_check_properties(h);
  hash_check_length_assert(h);
}
