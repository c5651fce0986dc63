/* pgp-test.c

   OpenPGP encoding: numbers, MPIs, the three length forms and their
   fix-ups, sub-packets, user IDs, CRC-24 (RFC 4880, 6.1; check value
   of "123456789" from the CRC catalogue), ASCII armor read back with
   the base64 decoder.

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

#include "hogweed-utils.h"
#include "base64.h"
#include "buffer.h"
#include "pgp.h"

static void
check_buffer (const char *what, struct nettle_buffer *b, const char *hex)
{
  const struct tstring *want = SHEX (hex);
  if (b->size != want->length)
    {
      print_hex ("got", b->size, b->contents);
      test_fail ("%s: %zu octets, want %zu", what, b->size, want->length);
    }
  check_bytes (what, b->contents, want->data, want->length);
  nettle_buffer_reset (b);
}

static void
test_numbers (struct nettle_buffer *b)
{
  mpz_t x;
  mpz_init (x);
  ASSERT (pgp_put_uint32 (b, 0x01020304) && pgp_put_uint16 (b, 0xfffe));
  check_buffer ("uint32, uint16", b, "01020304 fffe");
  mpz_set_ui (x, 0);
  ASSERT (pgp_put_mpi (b, x));
  check_buffer ("mpi 0", b, "0001 00");
  mpz_set_ui (x, 1);
  ASSERT (pgp_put_mpi (b, x));
  check_buffer ("mpi 1", b, "0001 01");
  /* RFC 4880, 3.2: 511 is 00 09 01 ff. */
  mpz_set_ui (x, 511);
  ASSERT (pgp_put_mpi (b, x));
  check_buffer ("mpi 511", b, "0009 01ff");
  hw_mpz_hex (x, "80000000000000000000");
  ASSERT (pgp_put_mpi (b, x));
  check_buffer ("mpi 2^79", b, "0050 80000000000000000000");
  ASSERT (pgp_put_string (b, 3, (const uint8_t *) "abc"));
  check_buffer ("string", b, "616263");
  test_ok ("pgp_put_uint32, pgp_put_uint16, pgp_put_mpi (RFC 4880 3.2 examples), pgp_put_string");
  mpz_clear (x);
}

static void
test_lengths (struct nettle_buffer *b)
{
  static const struct { unsigned length; const char *hex; } v[] = {
    /* RFC 4880, 4.2.3 examples: 100, 1723, 100000. */
    { 0, "00" }, { 100, "64" }, { 191, "bf" }, { 192, "c000" },
    { 1723, "c5fb" }, { 8383, "dfff" }, { 8384, "ff000020c0" },
    { 100000, "ff000186a0" },
  };
  size_t k;
  unsigned start;
  uint8_t body[9000];

  for (k = 0; k < sizeof (v) / sizeof (v[0]); k++)
    {
      ASSERT (pgp_put_length (b, v[k].length));
      check_buffer ("pgp_put_length", b, v[k].hex);
    }
  ASSERT (pgp_put_header (b, PGP_TAG_USERID, 5));
  check_buffer ("header", b, "cd05");
  ASSERT (pgp_put_userid (b, 4, (const uint8_t *) "a@b."));
  check_buffer ("userid", b, "cd04 61406 22e");

  /* A header with a placeholder length, fixed once the body is in, for
     each field size. */
  memset (body, 0x5a, sizeof (body));
  ASSERT (pgp_put_uint16 (b, 0x1111));
  start = b->size;
  ASSERT (pgp_put_header (b, PGP_TAG_LITERAL, PGP_LENGTH_ONE_OCTET));
  ASSERT (pgp_put_string (b, 10, body));
  pgp_put_header_length (b, start, 1);
  ASSERT (b->size == 14 && b->contents[2] == 0xcb && b->contents[3] == 10);
  nettle_buffer_reset (b);

  ASSERT (pgp_put_header (b, PGP_TAG_LITERAL, PGP_LENGTH_TWO_OCTETS));
  ASSERT (pgp_put_string (b, 1723, body));
  pgp_put_header_length (b, 0, 2);
  ASSERT (b->size == 3 + 1723 && !memcmp (b->contents, "\xcb\xc5\xfb", 3));
  nettle_buffer_reset (b);

  ASSERT (pgp_put_header (b, PGP_TAG_LITERAL, PGP_LENGTH_FOUR_OCTETS));
  ASSERT (pgp_put_string (b, 8999, body));
  pgp_put_header_length (b, 0, 4);
  /* 8999 = 0x2327 (Nettle counts the last length octet too, 0x2328:
     not reproduced). */
  ASSERT (b->size == 6 + 8999 && !memcmp (b->contents, "\xcb\xff\x00\x00\x23\x27", 6));
  nettle_buffer_reset (b);
  test_ok ("pgp_put_length (one, two, five octets; RFC 4880 4.2.3 examples), pgp_put_header, pgp_put_userid, pgp_put_header_length for 1, 2, 4");

  /* Sub-packets: a two-octet area length, then length, type, data. */
  ASSERT (NETTLE_BUFFER_PUTC (b, 4));
  start = pgp_sub_packet_start (b);
  ASSERT (start == 3);
  ASSERT (pgp_put_sub_packet (b, PGP_SUBPACKET_CREATION_TIME, 4,
			      (const uint8_t *) "\x5f\x00\x00\x01"));
  ASSERT (pgp_put_sub_packet (b, PGP_SUBPACKET_ISSUER_KEY_ID, 8,
			      (const uint8_t *) "\x01\x02\x03\x04\x05\x06\x07\x08"));
  pgp_sub_packet_end (b, start);
  /* The area length is two octets (RFC 4880, 5.2.3.1). Nettle writes
     four, over the start of the first sub-packet: not reproduced. */
  check_buffer ("sub-packets", b, "04 0010 05025f000001 09100102030405060708");
  test_ok ("pgp_sub_packet_start, pgp_put_sub_packet, pgp_sub_packet_end");
}

static void
test_crc_armor (struct nettle_buffer *b)
{
  static const unsigned lengths[] = { 0, 1, 2, 3, 44, 45, 46, 90, 100 };
  size_t k;

  ASSERT (pgp_crc24 (0, NULL) == 0xb704ce);
  ASSERT (pgp_crc24 (9, (const uint8_t *) "123456789") == 0x21cf02);
  test_ok ("pgp_crc24: empty input, catalogue check value 0x21cf02");

  for (k = 0; k < sizeof (lengths) / sizeof (lengths[0]); k++)
    {
      uint8_t data[100], back[120];
      unsigned n = lengths[k];
      const char *s, *end;
      struct base64_decode_ctx ctx;
      size_t got = 0, line;
      uint8_t crc[3];
      size_t crc_length = sizeof (crc);

      test_rand_bytes (n, data);
      ASSERT (pgp_armor (b, "MESSAGE", n, data));
      ASSERT (NETTLE_BUFFER_PUTC (b, 0));
      s = (const char *) b->contents;
      /* Header, one blank line, then base64 lines of at most 60
	 characters up to the =CRC line. */
      s = strstr (s, "\n\n");
      ASSERT (s);
      s += 2;
      base64_decode_init (&ctx);
      while (*s != '=')
	{
	  end = strchr (s, '\n');
	  ASSERT (end);
	  line = end - s;
	  ASSERT (line <= 60);
	  ASSERT (got + BASE64_DECODE_LENGTH (line) <= sizeof (back));
	  {
	    size_t out;
	    ASSERT (base64_decode_update (&ctx, &out, back + got, line, s));
	    got += out;
	  }
	  s = end + 1;
	}
      ASSERT (base64_decode_final (&ctx));
      ASSERT (got == n && !memcmp (back, data, n));
      base64_decode_init (&ctx);
      ASSERT (base64_decode_update (&ctx, &crc_length, crc, 4, s + 1));
      ASSERT (crc_length == 3);
      ASSERT ((uint32_t) ((crc[0] << 16) | (crc[1] << 8) | crc[2]) == pgp_crc24 (n, data));
      ASSERT (strstr (s, "MESSAGE\n"));
      nettle_buffer_reset (b);
    }
  test_ok ("pgp_armor: %zu lengths (0 to 100, around the 45-octet line) decode back, with a matching CRC-24",
	   sizeof (lengths) / sizeof (lengths[0]));
}

void
test_main (void)
{
  struct nettle_buffer b;
  (void) hw_random;
  (void) hw_progress;
  (void) hw_check_mpz;
  nettle_buffer_init (&b);
  test_numbers (&b);
  test_lengths (&b);
  test_crc_armor (&b);
  nettle_buffer_clear (&b);
}
