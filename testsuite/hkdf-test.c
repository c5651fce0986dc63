/* hkdf-test.c

   Tests of HKDF (hkdf.h): the seven test cases of RFC 5869 appendix
   A (HMAC-SHA-256 and HMAC-SHA-1), every output length, and output
   written in place of nothing past the requested length.

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

#include "hkdf.h"
#include "hmac.h"

static const struct tstring *
range (unsigned first, size_t n)
{
  const struct tstring *s = tstring_alloc (n);
  size_t i;
  for (i = 0; i < n; i++)
    s->data[i] = first + i;
  return s;
}

static const struct tstring *
repeat (uint8_t byte, size_t n)
{
  const struct tstring *s = tstring_alloc (n);
  memset (s->data, byte, n);
  return s;
}

static void
check_sha256 (const char *name, const struct tstring *ikm,
	      const struct tstring *salt, const struct tstring *info,
	      const struct tstring *prk, const struct tstring *okm)
{
  struct hmac_sha256_ctx ctx;
  uint8_t p[SHA256_DIGEST_SIZE];
  uint8_t *out = guard_end (okm->length);
  size_t len;

  hmac_sha256_set_key (&ctx, salt->length, salt->data);
  hkdf_extract (&ctx, (nettle_hash_update_func *) hmac_sha256_update,
		(nettle_hash_digest_func *) hmac_sha256_digest,
		SHA256_DIGEST_SIZE, ikm->length, ikm->data, p);
  check_bytes (name, p, prk->data, prk->length);

  hmac_sha256_set_key (&ctx, prk->length, prk->data);
  hkdf_expand (&ctx, (nettle_hash_update_func *) hmac_sha256_update,
	       (nettle_hash_digest_func *) hmac_sha256_digest,
	       SHA256_DIGEST_SIZE, info->length, info->data,
	       okm->length, out);
  check_bytes (name, out, okm->data, okm->length);
  guard_free (out);

  /* Shorter outputs are prefixes; nothing is written past them. */
  for (len = 0; len <= okm->length; len++)
    {
      out = guard_end (len);
      hkdf_expand (&ctx, (nettle_hash_update_func *) hmac_sha256_update,
		   (nettle_hash_digest_func *) hmac_sha256_digest,
		   SHA256_DIGEST_SIZE, info->length, info->data, len, out);
      check_bytes ("prefix", out, okm->data, len);
      guard_free (out);
    }
  test_ok ("%s (HMAC-SHA-256), every shorter length", name);
}

static void
check_sha1 (const char *name, const struct tstring *ikm,
	    const struct tstring *salt, const struct tstring *info,
	    const struct tstring *prk, const struct tstring *okm)
{
  struct hmac_sha1_ctx ctx;
  uint8_t p[SHA1_DIGEST_SIZE];
  uint8_t *out = guard_end (okm->length);

  hmac_sha1_set_key (&ctx, salt->length, salt->data);
  hkdf_extract (&ctx, (nettle_hash_update_func *) hmac_sha1_update,
		(nettle_hash_digest_func *) hmac_sha1_digest,
		SHA1_DIGEST_SIZE, ikm->length, ikm->data, p);
  check_bytes (name, p, prk->data, prk->length);

  hmac_sha1_set_key (&ctx, prk->length, prk->data);
  hkdf_expand (&ctx, (nettle_hash_update_func *) hmac_sha1_update,
	       (nettle_hash_digest_func *) hmac_sha1_digest,
	       SHA1_DIGEST_SIZE, info->length, info->data,
	       okm->length, out);
  check_bytes (name, out, okm->data, okm->length);
  guard_free (out);
  test_ok ("%s (HMAC-SHA-1)", name);
}

void
test_main (void)
{
  /* RFC 5869 appendix A. */
  check_sha256 ("A.1", repeat (0x0b, 22), range (0x00, 13), range (0xf0, 10),
		SHEX ("077709362c2e32df0ddc3f0dc47bba6390b6c73bb50f9c3122ec844ad7c2b3e5"),
		SHEX ("3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf"
		      "34007208d5b887185865"));
  check_sha256 ("A.2", range (0x00, 80), range (0x60, 80), range (0xb0, 80),
		SHEX ("06a6b88c5853361a06104c9ceb35b45cef760014904671014a193f40c15fc244"),
		SHEX ("b11e398dc80327a1c8e7f78c596a49344f012eda2d4efad8a050cc4c19afa97c"
		      "59045a99cac7827271cb41c65e590e09da3275600c2f09b8367793a9aca3db71"
		      "cc30c58179ec3e87c14c01d5c1f3434f1d87"));
  check_sha256 ("A.3", repeat (0x0b, 22), range (0, 0), range (0, 0),
		SHEX ("19ef24a32c717b167f33a91d6f648bdf96596776afdb6377ac434c1c293ccb04"),
		SHEX ("8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d"
		      "9d201395faa4b61a96c8"));
  check_sha1 ("A.4", repeat (0x0b, 11), range (0x00, 13), range (0xf0, 10),
	      SHEX ("9b6c18c432a7bf8f0e71c8eb88f4b30baa2ba243"),
	      SHEX ("085a01ea1b10f36933068b56efa5ad81a4f14b822f5b091568a9cdd4f155fda2"
		    "c22e422478d305f3f896"));
  check_sha1 ("A.5", range (0x00, 80), range (0x60, 80), range (0xb0, 80),
	      SHEX ("8adae09a2a307059478d309b26c4115a224cfaf6"),
	      SHEX ("0bd770a74d1160f7c9f12cd5912a06ebff6adcae899d92191fe4305673ba2ffe"
		    "8fa3f1a4e5ad79f3f334b3b202b2173c486ea37ce3d397ed034c7f9dfeb15c5e"
		    "927336d0441f4c4300e2cff0d0900b52d3b4"));
  check_sha1 ("A.6", repeat (0x0b, 22), range (0, 0), range (0, 0),
	      SHEX ("da8c8a73c7fa77288ec6f5e7c297786aa0d32d01"),
	      SHEX ("0ac1af7002b3d761d1e55298da9d0506b9ae52057220a306e07b6b87e8df21d0"
		    "ea00033de03984d34918"));
  /* A.7: salt not provided, i.e. HashLen zero bytes. */
  check_sha1 ("A.7", repeat (0x0c, 22), repeat (0, 20), range (0, 0),
	      SHEX ("2adccada18779e7c2077ad2eb19d3f3e731385dd"),
	      SHEX ("2c91117204d745f3500d636a62f64f0ab3bae548aa53d423b0d1f27ebba6f5e5"
		    "673a081d70cce7acfc48"));
}
