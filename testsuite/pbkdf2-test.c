/* pbkdf2-test.c

   Tests of PBKDF2 (pbkdf2.h): RFC 6070 (HMAC-SHA-1), RFC 7914
   section 11 (HMAC-SHA-256), values for the other PRFs computed with GNU
   Nettle 3.8.1, the generic function and the PBKDF2 macro, every output
   length.

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

#include "pbkdf2.h"
#include "hmac.h"

typedef void pbkdf2_func (size_t, const uint8_t *, unsigned,
			  size_t, const uint8_t *, size_t, uint8_t *);

static void
check (const char *name, pbkdf2_func *f, const char *password,
       size_t password_length, unsigned iterations, const char *salt,
       size_t salt_length, const struct tstring *want)
{
  uint8_t *out = guard_end (want->length);
  f (password_length, (const uint8_t *) password, iterations,
     salt_length, (const uint8_t *) salt, want->length, out);
  check_bytes (name, out, want->data, want->length);
  guard_free (out);
  test_ok ("%s: %u iterations, %zu bytes", name, iterations, want->length);
}

#define S(s) s, sizeof (s) - 1

static void
test_vectors (void)
{
  /* RFC 6070 section 2 (the 16777216-iteration case is left out for
     time). */
  check ("pbkdf2_hmac_sha1", pbkdf2_hmac_sha1, S ("password"), 1, S ("salt"),
	 SHEX ("0c60c80f961f0e71f3a9b524af6012062fe037a6"));
  check ("pbkdf2_hmac_sha1", pbkdf2_hmac_sha1, S ("password"), 2, S ("salt"),
	 SHEX ("ea6c014dc72d6f8ccd1ed92ace1d41f0d8de8957"));
  check ("pbkdf2_hmac_sha1", pbkdf2_hmac_sha1, S ("password"), 4096, S ("salt"),
	 SHEX ("4b007901b765489abead49d926f721d065a429c1"));
  check ("pbkdf2_hmac_sha1", pbkdf2_hmac_sha1,
	 S ("passwordPASSWORDpassword"), 4096,
	 S ("saltSALTsaltSALTsaltSALTsaltSALTsalt"),
	 SHEX ("3d2eec4fe41c849b80c8d83662c0e44a8b291a964cf2f07038"));
  check ("pbkdf2_hmac_sha1", pbkdf2_hmac_sha1, S ("pass\0word"), 4096,
	 S ("sa\0lt"), SHEX ("56fa6aa75548099dcc37d7f03425e0c3"));

  /* RFC 7914 section 11. */
  check ("pbkdf2_hmac_sha256", pbkdf2_hmac_sha256, S ("passwd"), 1, S ("salt"),
	 SHEX ("55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"
	       "49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783"));
  check ("pbkdf2_hmac_sha256", pbkdf2_hmac_sha256, S ("Password"), 80000,
	 S ("NaCl"),
	 SHEX ("4ddcd8f60b98be21830cee5ef22701f9641a4418d04c0414aeff08876b34ab56"
	       "a1d425a1225833549adb841b51c9b3176a272bdebba1d078478f62b397f33c8d"));

  /* Computed with GNU Nettle 3.8.1 (Debian 12). */
  check ("pbkdf2_hmac_sha384", pbkdf2_hmac_sha384, S ("password"), 4096,
	 S ("salt"),
	 SHEX ("559726be38db125bc85ed7895f6e3cf574c7a01c080c3447db1e8a76764deb3c"
	       "307b94853fbe424f6488c5f4f1289626"));
  check ("pbkdf2_hmac_sha512", pbkdf2_hmac_sha512, S ("password"), 4096,
	 S ("salt"),
	 SHEX ("d197b1b33db0143e018b12f3d1d1479e6cdebdcc97c5c0f87f6902e072f457b5"
	       "143f30602641b3d55cd335988cb36b84376060ecd532e039b742a239434af2d5"));
  check ("pbkdf2_hmac_gosthash94cp", pbkdf2_hmac_gosthash94cp, S ("password"),
	 4096, S ("salt"),
	 SHEX ("1f1829a94bdff5be10d0aeb36af498e7a97467f3b31116a5a7c1afff9deadafe"));
}

static void
test_generic (void)
{
  struct hmac_sha256_ctx ctx;
  uint8_t want[100], out[100];
  size_t len;

  pbkdf2_hmac_sha256 (8, (const uint8_t *) "password", 3, 4,
		      (const uint8_t *) "salt", sizeof (want), want);

  hmac_sha256_set_key (&ctx, 8, (const uint8_t *) "password");
  pbkdf2 (&ctx, (nettle_hash_update_func *) hmac_sha256_update,
	  (nettle_hash_digest_func *) hmac_sha256_digest,
	  SHA256_DIGEST_SIZE, 3, 4, (const uint8_t *) "salt",
	  sizeof (out), out);
  check_bytes ("pbkdf2 generic", out, want, sizeof (want));

  /* The macro, and every length (the blocks are independent, so each
     output is a prefix). */
  for (len = 0; len <= sizeof (want); len++)
    {
      uint8_t *g = guard_end (len);
      PBKDF2 (&ctx, hmac_sha256_update, hmac_sha256_digest,
	      SHA256_DIGEST_SIZE, 3, 4, (const uint8_t *) "salt", len, g);
      check_bytes ("PBKDF2 macro", g, want, len);
      guard_free (g);
    }
  test_ok ("pbkdf2 generic and PBKDF2 macro, lengths 0..100");
}

void
test_main (void)
{
  test_vectors ();
  test_generic ();
}
