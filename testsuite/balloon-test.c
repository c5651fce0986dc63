/* balloon-test.c

   Tests of Balloon hashing (balloon.h): published vectors of the
   reference implementation (github.com/nachonavarro/balloon-hashing) and
   of RustCrypto's balloon-hash crate, the generic function against the
   SHA wrappers, output in the scratch area.

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

#include "balloon.h"
#include "sha1.h"
#include "sha2.h"
#include "nettle-meta.h"

static void
check_generic (const struct nettle_hash *h,
	       size_t password_length, const char *password,
	       size_t salt_length, const char *salt,
	       size_t s_cost, size_t t_cost, const struct tstring *want)
{
  void *ctx = malloc (h->context_size);
  uint8_t *scratch = malloc (balloon_itch (h->digest_size, s_cost));
  ASSERT (ctx && scratch);

  h->init (ctx);
  /* The output goes to the start of the scratch area. */
  balloon (ctx, h->update, h->digest, h->digest_size, s_cost, t_cost,
	   password_length, (const uint8_t *) password,
	   salt_length, (const uint8_t *) salt, scratch, scratch);
  check_bytes ("balloon", scratch, want->data, h->digest_size);
  free (ctx);
  free (scratch);
  test_ok ("balloon %s: password %zu bytes, salt %zu bytes, s_cost %zu,"
	   " t_cost %zu", h->name, password_length, salt_length,
	   s_cost, t_cost);
}

#define S(s) sizeof (s) - 1, s

typedef void balloon_func (size_t, size_t, size_t, const uint8_t *,
			   size_t, const uint8_t *, uint8_t *, uint8_t *);

static void
check_wrapper (const char *name, balloon_func *f, size_t digest_size,
	       const struct tstring *want)
{
  uint8_t *scratch = malloc (balloon_itch (digest_size, 3));
  uint8_t *out = guard_end (digest_size);
  ASSERT (scratch);
  f (3, 3, 8, (const uint8_t *) "password", 4, (const uint8_t *) "salt",
     scratch, out);
  check_bytes (name, out, want->data, digest_size);
  guard_free (out);
  free (scratch);
  test_ok ("%s: \"password\", \"salt\", s_cost 3, t_cost 3", name);
}

void
test_main (void)
{
  ASSERT (balloon_itch (32, 1024) == 1025 * 32);

  check_generic (&nettle_sha256, S ("hunter42"), S ("examplesalt"), 1024, 3,
		 SHEX ("716043dff777b44aa7b88dcbab12c078abecfac9d289c5b5195967aa63440dfb"));
  check_generic (&nettle_sha256, S (""), S ("salt"), 3, 3,
		 SHEX ("5f02f8206f9cd212485c6bdf85527b698956701ad0852106f94b94ee94577378"));
  check_generic (&nettle_sha256, S ("password"), S (""), 3, 3,
		 SHEX ("20aa99d7fe3f4df4bd98c655c5480ec98b143107a331fd491deda885c4d6a6cc"));
  /* One zero byte each. */
  check_generic (&nettle_sha256, 1, "", 1, "", 3, 3,
		 SHEX ("4fc7e302ffa29ae0eac31166cee7a552d1d71135f4e0da66486fb68a749b73a4"));
  check_generic (&nettle_sha256, S ("password"), S ("salt"), 1, 1,
		 SHEX ("eefda4a8a75b461fa389c1dcfaf3e9dfacbc26f81f22e6f280d15cc18c417545"));

  check_wrapper ("balloon_sha1", balloon_sha1, SHA1_DIGEST_SIZE,
		 SHEX ("99393c091fdd3136f85864099ec49a439dcacc21"));
  check_wrapper ("balloon_sha256", balloon_sha256, SHA256_DIGEST_SIZE,
		 SHEX ("a4df347f5a312e8b2b14c32164f61a81758c807f1bdcda44f4930e2b80ab2154"));
  check_wrapper ("balloon_sha384", balloon_sha384, SHA384_DIGEST_SIZE,
		 SHEX ("78da235f7d0f84aba98b50a432fa6c8f7f3ecb7ea0858cfb316c7e5356aae6c8"
		       "d7e7b3924c54c4ed71a3d0d68cb0ad68"));
  check_wrapper ("balloon_sha512", balloon_sha512, SHA512_DIGEST_SIZE,
		 SHEX ("9baf289dfa42990f4b189d96d4ede0f2610ba71fb644169427829d696f6866d8"
		       "7af41eb68f9e14fd4b1f1a7ce4832f1ed6117c16e8eae753f9e1d054a7c0a7eb"));
}
