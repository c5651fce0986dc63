/* testsuite/meta-hashes-test.c

   Tests of nettle_get_hashes() and nettle_lookup_hash(): the 20 hash
   descriptors of Nettle 3.10.2 in its order, each found by its name,
   unknown names not found.

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

#include "testutils.h"

#include "nettle-meta.h"

/* The order of Nettle 3.10.2 (abi-structs.tsv, meta-list row). */
static const struct
{
  const char *name;
  const struct nettle_hash *hash;
} expected[] =
  {
    { "gosthash94", &nettle_gosthash94 },
    { "gosthash94cp", &nettle_gosthash94cp },
    { "md2", &nettle_md2 },
    { "md4", &nettle_md4 },
    { "md5", &nettle_md5 },
    { "ripemd160", &nettle_ripemd160 },
    { "sha1", &nettle_sha1 },
    { "sha224", &nettle_sha224 },
    { "sha256", &nettle_sha256 },
    { "sha384", &nettle_sha384 },
    { "sha512", &nettle_sha512 },
    { "sha512_224", &nettle_sha512_224 },
    { "sha512_256", &nettle_sha512_256 },
    { "sha3_224", &nettle_sha3_224 },
    { "sha3_256", &nettle_sha3_256 },
    { "sha3_384", &nettle_sha3_384 },
    { "sha3_512", &nettle_sha3_512 },
    { "streebog256", &nettle_streebog256 },
    { "streebog512", &nettle_streebog512 },
    { "sm3", &nettle_sm3 },
  };

#define N_HASHES (sizeof (expected) / sizeof (expected[0]))

void
test_main (void)
{
  const struct nettle_hash * const *list = nettle_get_hashes ();
  static const char *unknown[] =
    { "", "sha3", "SHA256", "sha256 ", "md6", "shake128", "sha3_128",
      "hmac_sha256", "streebog", "gosthash94cp2" };
  unsigned i;

  ASSERT (list != NULL);
  ASSERT (nettle_hashes == list);
  for (i = 0; i < N_HASHES; i++)
    {
      if (list[i] == NULL)
	test_fail ("list ends after %u entries, want %u", i,
		   (unsigned) N_HASHES);
      if (list[i] != expected[i].hash)
	test_fail ("entry %u is %s, want %s", i, list[i]->name,
		   expected[i].name);
      if (strcmp (list[i]->name, expected[i].name) != 0)
	test_fail ("entry %u is named %s, want %s", i, list[i]->name,
		   expected[i].name);
    }
  if (list[N_HASHES] != NULL)
    test_fail ("list has more than %u entries", (unsigned) N_HASHES);
  test_ok ("nettle_get_hashes: %u entries in Nettle's order, "
	   "NULL-terminated", (unsigned) N_HASHES);

  for (i = 0; i < N_HASHES; i++)
    if (nettle_lookup_hash (expected[i].name) != expected[i].hash)
      test_fail ("nettle_lookup_hash (\"%s\") did not find it",
		 expected[i].name);
  test_ok ("nettle_lookup_hash finds each of the %u names",
	   (unsigned) N_HASHES);

  for (i = 0; i < sizeof (unknown) / sizeof (unknown[0]); i++)
    if (nettle_lookup_hash (unknown[i]) != NULL)
      test_fail ("nettle_lookup_hash (\"%s\") is not NULL", unknown[i]);
  test_ok ("nettle_lookup_hash returns NULL for unknown names");
}
