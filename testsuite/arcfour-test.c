/* arcfour-test.c

   ARCFOUR: RFC 6229 keystream vectors at several offsets for 40-,
   128- and 256-bit keys, streaming in random pieces, in place, and the
   key length asserts.

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

#include <string.h>

#include "arcfour.h"

/* RFC 6229, section 2: keys 0x01 0x02 ... of 5, 16 and 32 octets;
   keystream (the encryption of zeros) at the given offsets. */
static const struct
{
  unsigned key_length;
  unsigned offset;
  const char *stream;
} kats[] = {
  { 5, 0, "b2396305f03dc027ccc3524a0a1118a8" },
  { 5, 16, "6982944f18fc82d589c403a47a0d0919" },
  { 5, 256, "1cfcf62b03eddb641d77dfcf7f8d8c93" },
  { 5, 1536, "d8729db41882259bee4f825325f5a130" },
  { 5, 4080, "068326a2118416d21f9d04b2cd1ca050" },
  { 16, 0, "9ac7cc9a609d1ef7b2932899cde41b97" },
  { 16, 16, "5248c4959014126a6e8a84f11d1a9e1c" },
  { 16, 1520, "b40110c4190b5622a96116b0017ed297" },
  { 16, 4080, "ff38265c1642c1abe8d3c2fe5e572bf8" },
  { 32, 0, "eaa6bd25880bf93d3f5d1e4ca2611d91" },
  { 32, 16, "cfa45c9f7e714b54bdfa80027cb14380" },
  { 32, 1520, "40f250b26d1f096a4afd4c340a588815" },
  { 32, 4080, "a13a7c79c7e119b5ab0296ab28c300b9" },
};

static void
zero_key(void *arg)
{
  struct arcfour_ctx ctx;
  uint8_t key[1] = { 0 };
  (void) arg;
  arcfour_set_key(&ctx, 0, key);
}

static void
long_key(void *arg)
{
  struct arcfour_ctx ctx;
  static uint8_t key[257];
  (void) arg;
  arcfour_set_key(&ctx, 257, key);
}

void
test_main(void)
{
  static uint8_t zeros[4096], stream[4096], piece[4096];
  uint8_t key[32];
  struct arcfour_ctx ctx;
  size_t n, i;

  ASSERT(sizeof(struct arcfour_ctx) == 258);
  for (i = 0; i < sizeof(key); i++)
    key[i] = i + 1;

  for (n = 0; n < sizeof(kats) / sizeof(kats[0]); n++)
    {
      char what[64];
      arcfour_set_key(&ctx, kats[n].key_length, key);
      arcfour_crypt(&ctx, sizeof(stream), stream, zeros);
      snprintf(what, sizeof(what), "RFC 6229 key length %u offset %u",
	       kats[n].key_length, kats[n].offset);
      check_bytes(what, stream + kats[n].offset,
		  SHEX(kats[n].stream)->data, 16);
    }
  test_ok("RFC 6229 keystreams (%u cells)",
	  (unsigned) (sizeof(kats) / sizeof(kats[0])));

  /* arcfour128_set_key is the 16-octet case. */
  arcfour128_set_key(&ctx, key);
  arcfour_crypt(&ctx, 16, piece, zeros);
  check_bytes("arcfour128_set_key", piece, SHEX(kats[5].stream)->data, 16);
  test_ok("arcfour128_set_key");

  /* Random pieces, in place, give the one-call stream. */
  for (n = 0; n < 50; n++)
    {
      size_t done = 0, length = test_rand_below(sizeof(stream));
      uint8_t k[40];
      size_t kl = 1 + test_rand_below(sizeof(k));
      test_rand_bytes(kl, k);
      test_rand_bytes(length, piece);
      memcpy(stream, piece, length);
      arcfour_set_key(&ctx, kl, k);
      arcfour_crypt(&ctx, length, stream, stream);
      arcfour_set_key(&ctx, kl, k);
      while (done < length)
	{
	  size_t part = test_rand_below(length - done + 1);
	  arcfour_crypt(&ctx, part, piece + done, piece + done);
	  done += part;
	}
      check_bytes("pieces in place", piece, stream, length);
      /* And back. */
      arcfour_set_key(&ctx, kl, k);
      arcfour_crypt(&ctx, length, stream, stream);
    }
  test_ok("50 random messages in random pieces, in place, equal one call");

  if (!test_aborts(zero_key, NULL) || !test_aborts(long_key, NULL))
    test_fail("arcfour_set_key with 0 or 257 octets did not assert");
  test_ok("key lengths outside 1..256 assert");
}
