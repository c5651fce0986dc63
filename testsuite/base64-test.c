/* base64-test.c

   Tests of base64 and base64url (base64.h): RFC 4648 section 10
   vectors, the URL alphabet, streaming in random pieces, the raw and
   group helpers (including in-place raw encoding), padding rules and bad
   input, the length macros and the two nettle_armor descriptors.

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

#include "base64.h"
#include "nettle-meta.h"

/* RFC 4648 section 10 (BASE64 test vectors). */
static const struct
{
  const char *data;
  const char *text;
} rfc4648[] =
  {
    { "", "" },
    { "f", "Zg==" },
    { "fo", "Zm8=" },
    { "foo", "Zm9v" },
    { "foob", "Zm9vYg==" },
    { "fooba", "Zm9vYmE=" },
    { "foobar", "Zm9vYmFy" },
  };

/* Encodes with a context (url selects the alphabet) in random pieces,
   returns the length. */
static size_t
encode_stream (int url, char *dst, size_t n, const uint8_t *src)
{
  struct base64_encode_ctx ctx;
  size_t done = 0, pos = 0;

  if (url)
    base64url_encode_init (&ctx);
  else
    base64_encode_init (&ctx);
  while (pos < n)
    {
      size_t piece = 1 + test_rand_below (n - pos);
      size_t got = base64_encode_update (&ctx, dst + done, piece, src + pos);
      ASSERT (got <= BASE64_ENCODE_LENGTH (piece));
      done += got;
      pos += piece;
    }
  done += base64_encode_final (&ctx, dst + done);
  return done;
}

/* 1 on success (output in dst, length in *n), 0 if decode_update
   failed, -1 if only decode_final did. */
static int
decode_all (int url, const char *text, size_t *n, uint8_t *dst)
{
  struct base64_decode_ctx ctx;
  if (url)
    base64url_decode_init (&ctx);
  else
    base64_decode_init (&ctx);
  if (!base64_decode_update (&ctx, n, dst, strlen (text), text))
    return 0;
  return base64_decode_final (&ctx) ? 1 : -1;
}

static void
test_vectors (void)
{
  size_t i;
  for (i = 0; i < sizeof (rfc4648) / sizeof (rfc4648[0]); i++)
    {
      const char *data = rfc4648[i].data;
      const char *text = rfc4648[i].text;
      size_t n = strlen (data), tn = strlen (text);
      char enc[20];
      uint8_t dec[20];
      size_t dn;
      int url;

      for (url = 0; url < 2; url++)
	{
	  memset (enc, 0, sizeof (enc));
	  if (encode_stream (url, enc, n, (const uint8_t *) data) != tn
	      || memcmp (enc, text, tn))
	    test_fail ("base64%s encode \"%s\": got %s", url ? "url" : "",
		       data, enc);
	  dn = 99;
	  if (decode_all (url, text, &dn, dec) != 1 || dn != n
	      || memcmp (dec, data, n))
	    test_fail ("base64%s decode %s", url ? "url" : "", text);
	}

      memset (enc, 0, sizeof (enc));
      base64_encode_raw (enc, n, (const uint8_t *) data);
      ASSERT (BASE64_ENCODE_RAW_LENGTH (n) == tn);
      if (memcmp (enc, text, tn) || enc[tn] != 0)
	test_fail ("base64_encode_raw \"%s\": got %s", data, enc);
    }
  test_ok ("base64, base64url: RFC 4648 section 10 vectors (stream, raw)");
}

static void
test_alphabets (void)
{
  static const uint8_t data[6] = { 0xfb, 0xff, 0xbf, 0xfb, 0xef, 0xbe };
  char enc[16];
  uint8_t dec[16];
  size_t n;

  /* Bytes that encode to the two alphabet-specific digits. */
  n = encode_stream (0, enc, 6, data);
  ASSERT (n == 8 && !memcmp (enc, "+/+/++++", 8));
  n = encode_stream (1, enc, 6, data);
  ASSERT (n == 8 && !memcmp (enc, "-_-_----", 8));
  n = encode_stream (1, enc, 1, data);
  ASSERT (n == 4 && !memcmp (enc, "-w==", 4));

  ASSERT (decode_all (0, "+/+/++++", &n, dec) == 1 && n == 6
	  && !memcmp (dec, data, 6));
  ASSERT (decode_all (1, "-_-_----", &n, dec) == 1 && n == 6
	  && !memcmp (dec, data, 6));
  ASSERT (decode_all (0, "-_-_----", &n, dec) == 0);
  ASSERT (decode_all (1, "+/+/++++", &n, dec) == 0);

  base64_encode_group (enc, 0x00fbffbf);
  ASSERT (!memcmp (enc, "+/+/", 4));
  base64_encode_group (enc, 0x616263);
  ASSERT (!memcmp (enc, "YWJj", 4));
  test_ok ("base64, base64url: alphabets, encode_group");
}

static void
test_single (void)
{
  struct base64_encode_ctx e;
  struct base64_decode_ctx d;
  char c[4];
  uint8_t b = 0;
  unsigned i;

  base64_encode_init (&e);
  ASSERT (base64_encode_single (&e, c, 'f') == 1 && c[0] == 'Z');
  ASSERT (base64_encode_single (&e, c, 'o') == 1 && c[0] == 'm');
  ASSERT (base64_encode_single (&e, c, 'o') == 2 && c[0] == '9' && c[1] == 'v');
  ASSERT (base64_encode_final (&e, c) == 0);
  ASSERT (base64_encode_single (&e, c, 'f') == 1);
  ASSERT (base64_encode_final (&e, c) == 3 && !memcmp (c, "g==", 3));

  base64_decode_init (&d);
  ASSERT (base64_decode_single (&d, &b, 'Z') == 0);
  ASSERT (base64_decode_single (&d, &b, '\n') == 0);
  ASSERT (base64_decode_single (&d, &b, 'g') == 1 && b == 'f');
  ASSERT (base64_decode_single (&d, &b, '=') == 0);
  ASSERT (base64_decode_single (&d, &b, '=') == 0);
  ASSERT (base64_decode_final (&d));

  /* Every character of a fresh context: digits give 0 (no byte yet),
     white space (tab, line feed, vertical tab, form feed, carriage
     return, space) gives 0, '=' and everything else -1. */
  for (i = 0; i < 256; i++)
    {
      int want = -1;
      if ((i >= 'A' && i <= 'Z') || (i >= 'a' && i <= 'z')
	  || (i >= '0' && i <= '9') || i == '+' || i == '/')
	want = 0;
      if (i == ' ' || (i >= 9 && i <= 13))
	want = 0;
      base64_decode_init (&d);
      if (base64_decode_single (&d, &b, (char) i) != want)
	test_fail ("base64_decode_single: character %u", i);
    }
  test_ok ("base64: single characters, every character class");
}

static void
test_bad (void)
{
  static const struct
  {
    const char *text;
    int result;		/* as decode_all */
    size_t length;	/* output when result is 1 */
  } cases[] =
    {
      { "Zg==", 1, 1 },
      { " Z g = = \r\n", 1, 1 },
      { "Zm8=", 1, 2 },
      { "Zg=", -1, 0 },		/* one padding character short */
      { "Zg", -1, 0 },		/* no padding at all */
      { "Zm8", -1, 0 },
      { "Z", -1, 0 },
      { "Zg===", 0, 0 },	/* three padding characters */
      { "Zm9v=", 0, 0 },	/* padding after a whole group */
      { "=", 0, 0 },
      { "Zg==Zg==", 0, 0 },	/* data after padding */
      { "Zh==", 0, 0 },		/* non-zero bits before padding */
      { "Zm9=", 0, 0 },
      { "Zm9v!", 0, 0 },
      { "Zm9v\x80", 0, 0 },
      { "Zm-v", 0, 0 },
      { "Zm9vYmFy", 1, 6 },
    };
  size_t i;

  for (i = 0; i < sizeof (cases) / sizeof (cases[0]); i++)
    {
      uint8_t dst[16];
      size_t n = 99;
      int r = decode_all (0, cases[i].text, &n, dst);
      if (r != cases[i].result || (r == 1 && n != cases[i].length))
	test_fail ("base64 decode of \"%s\": result %d length %zu",
		   cases[i].text, r, n);
      if (r == 0 && n != 99)
	test_fail ("base64 decode of \"%s\" failed but wrote the length",
		   cases[i].text);
    }
  test_ok ("base64: padding rules, white space, bad characters");
}

static void
test_random (void)
{
  unsigned iter;
  for (iter = 0; iter < 300; iter++)
    {
      size_t n = test_rand_below (200);
      int url = test_rand_below (2);
      uint8_t data[200], out[200];
      char text[300], raw[300];
      size_t tn, pos = 0, done = 0;
      struct base64_decode_ctx ctx;
      uint8_t *inplace;

      test_rand_bytes (n, data);
      tn = encode_stream (url, text, n, data);
      ASSERT (tn == BASE64_ENCODE_RAW_LENGTH (n));
      if (!url)
	{
	  base64_encode_raw (raw, n, data);
	  check_bytes ("base64 raw == stream", (uint8_t *) raw,
		       (uint8_t *) text, tn);

	  /* In place: the input at the start of the output area. */
	  inplace = guard_end (tn);
	  memcpy (inplace, data, n);
	  base64_encode_raw ((char *) inplace, n, inplace);
	  check_bytes ("base64 raw in place", inplace, (uint8_t *) text, tn);
	  guard_free (inplace);
	}

      if (url)
	base64url_decode_init (&ctx);
      else
	base64_decode_init (&ctx);
      while (pos < tn)
	{
	  size_t piece = 1 + test_rand_below (tn - pos);
	  size_t got;
	  uint8_t *g = guard_end (BASE64_DECODE_LENGTH (piece));
	  ASSERT (base64_decode_update (&ctx, &got, g, piece, text + pos));
	  ASSERT (got <= BASE64_DECODE_LENGTH (piece));
	  memcpy (out + done, g, got);
	  guard_free (g);
	  done += got;
	  pos += piece;
	}
      ASSERT (base64_decode_final (&ctx));
      ASSERT (done == n);
      check_bytes ("base64 round trip", out, data, n);
    }
  test_ok ("base64, base64url: random data, random pieces, raw in place,"
	   " guard pages");

  ASSERT (BASE64_ENCODE_LENGTH (1) == 2);
  ASSERT (BASE64_ENCODE_LENGTH (3) == 4);
  ASSERT (BASE64_ENCODE_RAW_LENGTH (4) == 8);
  ASSERT (BASE64_DECODE_LENGTH (4) == 3);
  ASSERT (BASE64_DECODE_LENGTH (5) == 4);
  ASSERT (BASE64_ENCODE_FINAL_LENGTH == 3);
  ASSERT (BASE64_BINARY_BLOCK_SIZE == 3 && BASE64_TEXT_BLOCK_SIZE == 4);
  test_ok ("base64: length macros and constants");
}

static void
test_armor (const struct nettle_armor *a, const char *name, int url)
{
  uint8_t ctx[64];
  char text[16];
  uint8_t out[16];
  static const uint8_t data[2] = { 0xfb, 0xf0 };
  size_t n;

  ASSERT (!strcmp (a->name, name));
  ASSERT (a->encode_context_size == sizeof (struct base64_encode_ctx));
  ASSERT (a->decode_context_size == sizeof (struct base64_decode_ctx));
  ASSERT (a->encode_final_length == BASE64_ENCODE_FINAL_LENGTH);
  ASSERT (a->encode_length (10) == BASE64_ENCODE_LENGTH (10));
  ASSERT (a->decode_length (10) == BASE64_DECODE_LENGTH (10));

  a->encode_init (ctx);
  n = a->encode_update (ctx, text, 2, data);
  n += a->encode_final (ctx, text + n);
  ASSERT (n == 4 && !memcmp (text, url ? "-_A=" : "+/A=", 4));

  a->decode_init (ctx);
  ASSERT (a->decode_update (ctx, &n, out, 4, text));
  ASSERT (a->decode_final (ctx));
  ASSERT (n == 2 && !memcmp (out, data, 2));
  test_ok ("%s: descriptor", name);
}

void
test_main (void)
{
  test_vectors ();
  test_alphabets ();
  test_single ();
  test_bad ();
  test_random ();
  test_armor (&nettle_base64, "base64", 0);
  test_armor (&nettle_base64url, "base64url", 1);
}
