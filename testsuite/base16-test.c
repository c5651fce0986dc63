/* base16-test.c

   Tests of base16 (base16.h): RFC 4648 section 10 vectors, decoding
   of either case and white space, bad input, streaming in random
   pieces, the length macros and the nettle_base16 descriptor.

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

#include "base16.h"
#include "nettle-meta.h"

/* RFC 4648 section 10 (BASE16 test vectors; our encoder writes lower
   case, the decoder takes both). */
static const struct
{
  const char *data;
  const char *upper;
  const char *lower;
} rfc4648[] =
  {
    { "", "", "" },
    { "f", "66", "66" },
    { "fo", "666F", "666f" },
    { "foo", "666F6F", "666f6f" },
    { "foob", "666F6F62", "666f6f62" },
    { "fooba", "666F6F6261", "666f6f6261" },
    { "foobar", "666F6F626172", "666f6f626172" },
  };

/* Decodes text in one call; returns the decode_update result and
   stores the output length, or -1 if final failed. */
static int
decode_all (const char *text, size_t *length, uint8_t *dst)
{
  struct base16_decode_ctx ctx;
  base16_decode_init (&ctx);
  if (!base16_decode_update (&ctx, length, dst, strlen (text), text))
    return 0;
  return base16_decode_final (&ctx) ? 1 : -1;
}

static void
test_vectors (void)
{
  size_t i;
  for (i = 0; i < sizeof (rfc4648) / sizeof (rfc4648[0]); i++)
    {
      const char *data = rfc4648[i].data;
      size_t n = strlen (data);
      char enc[20];
      uint8_t dec[20];
      size_t dn;

      memset (enc, 0, sizeof (enc));
      base16_encode_update (enc, n, (const uint8_t *) data);
      if (strcmp (enc, rfc4648[i].lower))
	test_fail ("base16 encode \"%s\": got %s", data, enc);

      dn = 99;
      if (decode_all (rfc4648[i].upper, &dn, dec) != 1 || dn != n
	  || memcmp (dec, data, n))
	test_fail ("base16 decode %s", rfc4648[i].upper);
      dn = 99;
      if (decode_all (rfc4648[i].lower, &dn, dec) != 1 || dn != n
	  || memcmp (dec, data, n))
	test_fail ("base16 decode %s", rfc4648[i].lower);
    }
  test_ok ("base16: RFC 4648 section 10 vectors, both cases");
}

static void
test_single (void)
{
  struct base16_decode_ctx ctx;
  char two[2];
  uint8_t b = 0;
  unsigned c;

  base16_encode_single (two, 0xa7);
  ASSERT (two[0] == 'a' && two[1] == '7');
  base16_encode_single (two, 0x0f);
  ASSERT (two[0] == '0' && two[1] == 'f');

  base16_decode_init (&ctx);
  ASSERT (base16_decode_single (&ctx, &b, 'A') == 0);
  ASSERT (base16_decode_single (&ctx, &b, ' ') == 0);
  ASSERT (base16_decode_single (&ctx, &b, 'b') == 1 && b == 0xab);
  ASSERT (base16_decode_final (&ctx));

  /* Classes of every character: digits both cases, white space is
     tab, line feed, carriage return and space only. */
  for (c = 0; c < 256; c++)
    {
      int want;
      if ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f')
	  || (c >= 'A' && c <= 'F'))
	want = 0;
      else if (c == '\t' || c == '\n' || c == '\r' || c == ' ')
	want = 0;
      else
	want = -1;
      base16_decode_init (&ctx);
      if (base16_decode_single (&ctx, &b, (char) c) != want)
	test_fail ("base16_decode_single: character %u", c);
    }
  test_ok ("base16: single characters, every character class");
}

static void
test_bad (void)
{
  size_t n;
  uint8_t dst[16];

  ASSERT (decode_all ("66 6f\n6F\t\r", &n, dst) == 1 && n == 3);
  ASSERT (decode_all ("666", &n, dst) == -1);	/* half a byte left */
  ASSERT (decode_all ("66g6", &n, dst) == 0);
  ASSERT (decode_all ("0x66", &n, dst) == 0);
  ASSERT (decode_all ("66\v", &n, dst) == 0);	/* \v is not white space here */
  ASSERT (decode_all ("66\f", &n, dst) == 0);
  test_ok ("base16: white space skipped, odd digits and bad characters rejected");
}

static void
test_stream (void)
{
  unsigned iter;
  for (iter = 0; iter < 200; iter++)
    {
      size_t n = test_rand_below (100);
      uint8_t data[100], out[100];
      char text[200];
      size_t done = 0, pos = 0;
      struct base16_decode_ctx ctx;
      uint8_t *g;

      test_rand_bytes (n, data);
      base16_encode_update (text, n, data);

      /* Decode in random pieces into a buffer that ends at a guard
	 page, sized exactly BASE16_DECODE_LENGTH per call. */
      base16_decode_init (&ctx);
      while (pos < 2 * n)
	{
	  size_t piece = 1 + test_rand_below (2 * n - pos);
	  size_t got;
	  g = guard_end (BASE16_DECODE_LENGTH (piece));
	  ASSERT (base16_decode_update (&ctx, &got, g, piece, text + pos));
	  ASSERT (got <= BASE16_DECODE_LENGTH (piece));
	  memcpy (out + done, g, got);
	  guard_free (g);
	  done += got;
	  pos += piece;
	}
      ASSERT (base16_decode_final (&ctx));
      ASSERT (done == n);
      check_bytes ("base16 stream", out, data, n);
    }
  test_ok ("base16: random data decoded in random pieces");

  ASSERT (BASE16_ENCODE_LENGTH (5) == 10);
  ASSERT (BASE16_DECODE_LENGTH (5) == 3);
  ASSERT (BASE16_DECODE_LENGTH (4) == 2);
  test_ok ("base16: length macros");
}

static void
test_armor (void)
{
  const struct nettle_armor *a = &nettle_base16;
  uint8_t ctx[64];
  char text[20];
  uint8_t out[20];
  size_t n;

  ASSERT (!strcmp (a->name, "base16"));
  ASSERT (a->encode_context_size == 0);
  ASSERT (a->decode_context_size == sizeof (struct base16_decode_ctx));
  ASSERT (a->encode_final_length == 0);
  ASSERT (a->encode_length (7) == 14);
  ASSERT (a->decode_length (7) == 4);

  a->encode_init (ctx);
  n = a->encode_update (ctx, text, 3, (const uint8_t *) "foo");
  ASSERT (n == 6);
  ASSERT (a->encode_final (ctx, text + n) == 0);
  ASSERT (!memcmp (text, "666f6f", 6));

  a->decode_init (ctx);
  ASSERT (a->decode_update (ctx, &n, out, 6, "666F6F"));
  ASSERT (a->decode_final (ctx));
  ASSERT (n == 3 && !memcmp (out, "foo", 3));
  test_ok ("base16: nettle_base16 descriptor");
}

void
test_main (void)
{
  test_vectors ();
  test_single ();
  test_bad ();
  test_stream ();
  test_armor ();
}
