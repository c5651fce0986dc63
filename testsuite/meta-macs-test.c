/* meta-macs-test.c

   Tests of nettle_get_macs (nettle-meta.h): the list has Nettle
   3.10.2's entries in its order, NULL-terminated, and each HMAC
   descriptor has Nettle's name, sizes and functions.

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
#include "hmac.h"

/* Nettle 3.10.2's order (abi-structs.tsv, meta-list nettle_get_macs). */
static const char *const order[15] =
  {
    "cmac_aes128", "cmac_aes256", "cmac_des3",
    "hmac_gosthash94", "hmac_gosthash94cp", "hmac_md5", "hmac_ripemd160",
    "hmac_sha1", "hmac_sha224", "hmac_sha256", "hmac_sha384", "hmac_sha512",
    "hmac_streebog256", "hmac_streebog512", "hmac_sm3",
  };

/* Descriptor contents (abi-structs.tsv, meta-field rows; context sizes
   from this build's structs). */
static const struct
{
  const struct nettle_mac *mac;
  const char *name;
  unsigned context_size, digest_size;
  nettle_hash_update_func *update;
  nettle_hash_digest_func *digest;
} fields[] =
  {
#define F(n, ctx, size, upd)						\
    { &nettle_##n, #n, sizeof (struct ctx), size,			\
      (nettle_hash_update_func *) upd,					\
      (nettle_hash_digest_func *) n##_digest }
    F (hmac_gosthash94, hmac_gosthash94_ctx, 32, hmac_gosthash94_update),
    F (hmac_gosthash94cp, hmac_gosthash94cp_ctx, 32, hmac_gosthash94cp_update),
    F (hmac_md5, hmac_md5_ctx, 16, hmac_md5_update),
    F (hmac_ripemd160, hmac_ripemd160_ctx, 20, hmac_ripemd160_update),
    F (hmac_sha1, hmac_sha1_ctx, 20, hmac_sha1_update),
    F (hmac_sha224, hmac_sha256_ctx, 28, nettle_hmac_sha256_update),
    F (hmac_sha256, hmac_sha256_ctx, 32, hmac_sha256_update),
    F (hmac_sha384, hmac_sha512_ctx, 48, nettle_hmac_sha512_update),
    F (hmac_sha512, hmac_sha512_ctx, 64, hmac_sha512_update),
    F (hmac_streebog256, hmac_streebog512_ctx, 32, nettle_hmac_streebog512_update),
    F (hmac_streebog512, hmac_streebog512_ctx, 64, hmac_streebog512_update),
    F (hmac_sm3, hmac_sm3_ctx, 32, hmac_sm3_update),
#undef F
  };

void
test_main (void)
{
  const struct nettle_mac *const *list = nettle_get_macs ();
  size_t i, j, n;

  ASSERT (list == nettle_macs);

  /* Entries in Nettle's order; only the CMAC ones may be missing
     while they are not implemented. */
  for (i = 0, j = 0; list[i]; i++, j++)
    {
      while (j < 15 && strcmp (list[i]->name, order[j]))
	{
	  if (strncmp (order[j], "cmac_", 5))
	    test_fail ("nettle_get_macs: %s missing or out of order "
		       "(found %s)", order[j], list[i]->name);
	  printf ("  note: %s not in the list yet\n", order[j]);
	  j++;
	}
      if (j == 15)
	test_fail ("nettle_get_macs: unexpected entry %s", list[i]->name);
    }
  n = i;
  if (j != 15)
    test_fail ("nettle_get_macs: list ends early after %zu entries", n);
  test_ok ("nettle_get_macs: %zu entries in Nettle's order, NULL-terminated",
	   n);

  for (i = 0; i < sizeof (fields) / sizeof (fields[0]); i++)
    {
      const struct nettle_mac *m = fields[i].mac;
      int found = 0;
      for (j = 0; j < n; j++)
	found |= list[j] == m;
      ASSERT (found);
      if (strcmp (m->name, fields[i].name)
	  || m->context_size != fields[i].context_size
	  || m->digest_size != fields[i].digest_size
	  || m->key_size != fields[i].digest_size
	  || m->update != fields[i].update
	  || m->digest != fields[i].digest
	  || !m->set_key)
	test_fail ("descriptor %s", fields[i].name);
    }
  test_ok ("HMAC descriptors: names, sizes, update and digest functions");

  /* x86_64 context sizes from abi-structs.tsv. */
  if (sizeof (void *) == 8)
    {
      ASSERT (nettle_hmac_md5.context_size == 288);
      ASSERT (nettle_hmac_sha1.context_size == 312);
      ASSERT (nettle_hmac_sha256.context_size == 336);
      ASSERT (nettle_hmac_sha512.context_size == 648);
      ASSERT (nettle_hmac_streebog512.context_size == 792);
      ASSERT (nettle_hmac_gosthash94.context_size == 336);
      test_ok ("HMAC descriptors: x86_64 context sizes");
    }
}
