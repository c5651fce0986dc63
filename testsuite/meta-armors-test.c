/* meta-armors-test.c

   Tests of nettle_get_armors (nettle-meta.h): Nettle 3.10.2's three
   armors in its order, NULL-terminated, with Nettle's descriptor
   contents, and a round trip through each descriptor.

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
#include "base16.h"
#include "base64.h"

void
test_main (void)
{
  const struct nettle_armor *const *list = nettle_get_armors ();
  size_t i;

  ASSERT (list == nettle_armors);
  /* abi-structs.tsv, meta-list nettle_get_armors. */
  ASSERT (list[0] == &nettle_base64);
  ASSERT (list[1] == &nettle_base64url);
  ASSERT (list[2] == &nettle_base16);
  ASSERT (list[3] == NULL);
  test_ok ("nettle_get_armors: base64 base64url base16, NULL-terminated");

  /* abi-structs.tsv, meta-field rows (x86_64 sizes). */
  ASSERT (!strcmp (nettle_base64.name, "base64"));
  ASSERT (!strcmp (nettle_base64url.name, "base64url"));
  ASSERT (!strcmp (nettle_base16.name, "base16"));
  ASSERT (nettle_base16.encode_context_size == 0);
  ASSERT (nettle_base16.decode_context_size == 2);
  ASSERT (nettle_base16.encode_final_length == 0);
  ASSERT (nettle_base64.encode_final_length == 3);
  ASSERT (nettle_base64url.encode_final_length == 3);
  if (sizeof (void *) == 8)
    {
      ASSERT (nettle_base64.encode_context_size == 16);
      ASSERT (nettle_base64.decode_context_size == 16);
      ASSERT (nettle_base64url.encode_context_size == 16);
      ASSERT (nettle_base64url.decode_context_size == 16);
    }
  ASSERT (nettle_base16.decode_init == (nettle_armor_init_func *) base16_decode_init);
  ASSERT (nettle_base16.decode_update
	  == (nettle_armor_decode_update_func *) base16_decode_update);
  ASSERT (nettle_base16.decode_final
	  == (nettle_armor_decode_final_func *) base16_decode_final);
  ASSERT (nettle_base64.encode_init == (nettle_armor_init_func *) base64_encode_init);
  ASSERT (nettle_base64.encode_update
	  == (nettle_armor_encode_update_func *) base64_encode_update);
  ASSERT (nettle_base64.encode_final
	  == (nettle_armor_encode_final_func *) base64_encode_final);
  ASSERT (nettle_base64.decode_init == (nettle_armor_init_func *) base64_decode_init);
  ASSERT (nettle_base64.decode_update
	  == (nettle_armor_decode_update_func *) base64_decode_update);
  ASSERT (nettle_base64.decode_final
	  == (nettle_armor_decode_final_func *) base64_decode_final);
  ASSERT (nettle_base64url.encode_init
	  == (nettle_armor_init_func *) base64url_encode_init);
  ASSERT (nettle_base64url.decode_init
	  == (nettle_armor_init_func *) base64url_decode_init);
  ASSERT (nettle_base64url.encode_update == nettle_base64.encode_update);
  ASSERT (nettle_base64url.decode_update == nettle_base64.decode_update);
  test_ok ("armor descriptors: names, sizes, exported functions");

  for (i = 0; list[i]; i++)
    {
      const struct nettle_armor *a = list[i];
      uint8_t data[100], back[100];
      char text[300];
      void *ectx = malloc (a->encode_context_size + 1);
      void *dctx = malloc (a->decode_context_size);
      size_t n = 0, m, j;

      ASSERT (ectx && dctx);
      test_rand_bytes (sizeof (data), data);
      a->encode_init (ectx);
      for (j = 0; j < sizeof (data); j += 7)
	{
	  size_t len = sizeof (data) - j < 7 ? sizeof (data) - j : 7;
	  size_t got = a->encode_update (ectx, text + n, len, data + j);
	  ASSERT (got <= a->encode_length (len));
	  n += got;
	}
      m = a->encode_final (ectx, text + n);
      ASSERT (m <= a->encode_final_length);
      n += m;

      a->decode_init (dctx);
      ASSERT (a->decode_update (dctx, &m, back, n, text));
      ASSERT (m <= a->decode_length (n));
      ASSERT (a->decode_final (dctx));
      ASSERT (m == sizeof (data));
      check_bytes (a->name, back, data, sizeof (data));
      free (ectx);
      free (dctx);
    }
  test_ok ("round trip through each armor descriptor");
}
