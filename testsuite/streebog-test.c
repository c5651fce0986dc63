/* testsuite/streebog-test.c

   Tests of streebog.h: Streebog-512 and Streebog-256 (GOST R 34.11-2012)
   against the examples of the standard, streaming in pieces, truncated
   digests, the reset after digest, the digest length assert and the
   descriptors.

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

#include "streebog.h"

/* The examples of GOST R 34.11-2012 (appendix A), also in RFC 6986
   section 10: M1 is the 63 digits "0123...012", M2 a 72-byte line of
   old Russian text in the Windows-1251 encoding. The standard
   prints messages and hash codes most significant byte first; here
   they are in message byte order (the order of the digest bytes). */
#define M1 "3031323334353637383930313233343536373839303132333435363738393031" \
  "32333435363738393031323334353637383930313233343536373839303132"
#define M2 "d1e520e2e5f2f0e82c20d1f2f0e8e1eee6e820e2edf3f6e82c20e2e5fef2fa20" \
  "f120eceef0ff20f1f2f0e5ebe0ece820ede020f5f0e0e1f0fbff20efebfaeafb20" \
  "c8e3eef0e5e2fb"

static const struct hash_kat_hex kats[] =
  {
    { &nettle_streebog512, "M1 (RFC 6986 example 1)", M1,
      "1b54d01a4af5b9d5cc3d86d68d285462b19abc2475222f35c085122be4ba1ffa"
      "00ad30f8767b3a82384c6574f024c311e2a481332b08ef7f41797891c1646f48" },
    { &nettle_streebog512, "M2 (RFC 6986 example 2)", M2,
      "1e88e62226bfca6f9994f1f2d51569e0daf8475a3b0fe61a5300eee46d961376"
      "035fe83549ada2b8620fcd7c496ce5b33f0cb9dddc2b6460143b03dabac9fb28" },
    { &nettle_streebog256, "M1 (RFC 6986 example 1)", M1,
      "9d151eefd8590b89daa6ba6cb74af9275dd051026bb149a452fd84e5e57b5500" },
    { &nettle_streebog256, "M2 (RFC 6986 example 2)", M2,
      "9dd2fe4e90409e5da87f53976d7405b0c0cac628fc669a741d50063c557e8f50" },
  };

/* Not from the standard: regression values for the empty message and
   for messages of exactly one and two blocks (where the padding block
   holds no message bytes), as computed by GNU Nettle 3.8.1. */
#define ZERO64 "0000000000000000000000000000000000000000000000000000000000000000" \
  "0000000000000000000000000000000000000000000000000000000000000000"

static const struct hash_kat_hex extra[] =
  {
    { &nettle_streebog512, "empty", "",
      "8e945da209aa869f0455928529bcae4679e9873ab707b55315f56ceb98bef0a7"
      "362f715528356ee83cda5f2aac4c6ad2ba3a715c1bcd81cb8e9f90bf4c1c1a8a" },
    { &nettle_streebog256, "empty", "",
      "3f539a213e97c802cc229d474c6aa32a825a360b2a933a949fd925208d9ce1bb" },
    { &nettle_streebog512, "64 zero bytes", ZERO64,
      "b0fd29ac1b0df441769ff3fdb8dc564df67721d6ac06fb28ceffb7bbaa7948c6"
      "c014ac999235b58cb26fb60fb112a145d7b4ade9ae566bf2611402c552d20db7" },
    { &nettle_streebog256, "64 zero bytes", ZERO64,
      "df1fda9ce83191390537358031db2ecaa6aa54cd0eda241dc107105e13636b95" },
    { &nettle_streebog512, "128 zero bytes", ZERO64 ZERO64,
      "14cf87b545828cf109b87aa586212971ace15bedb2681472f2297733c2f19a6c"
      "3dc50556a301e30b9c06bfd2a4a4b0a0489eeff58137be3edf5bb3754bc2a5c7" },
    { &nettle_streebog256, "128 zero bytes", ZERO64 ZERO64,
      "ac7bea5c0531780228e97f6a033e5f801a02c903d857252cd721a21edfaafeb1" },
  };

void
test_main (void)
{
  ASSERT (STREEBOG512_DIGEST_SIZE == 64 && STREEBOG512_BLOCK_SIZE == 64);
  ASSERT (STREEBOG256_DIGEST_SIZE == 32 && STREEBOG256_BLOCK_SIZE == 64);
  ASSERT (_STREEBOG512_DIGEST_LENGTH == 8);
  ASSERT (offsetof (struct streebog512_ctx, index) == 192);
  ASSERT (offsetof (struct streebog512_ctx, block) == 196);
  test_ok ("streebog.h constants and context layout");

  hash_kat_table (sizeof (kats) / sizeof (kats[0]), kats);
  hash_kat_table (sizeof (extra) / sizeof (extra[0]), extra);

  hash_check_properties (&nettle_streebog512);
  hash_check_properties (&nettle_streebog256);
  hash_check_length_assert (&nettle_streebog512);
  hash_check_length_assert (&nettle_streebog256);

  HASH_DESCRIPTOR (&nettle_streebog512, "streebog512",
		   struct streebog512_ctx, 64, 64, streebog512_init,
		   streebog512_update, streebog512_digest);
  /* streebog256_update is the 512 function under another name. */
  HASH_DESCRIPTOR (&nettle_streebog256, "streebog256",
		   struct streebog256_ctx, 32, 64, streebog256_init,
		   streebog512_update, streebog256_digest);
}
