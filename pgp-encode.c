/* pgp-encode.c

   OpenPGP packet encoding (RFC 4880, sections 3.2, 4.2, 5.2.3, 6).
   Where Nettle's output differs from the RFC (the sub-packet area
   length, the five-octet header fix-up, the RSA key and signature
   packets), this follows the RFC.

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

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "pgp.h"

#include "base64.h"
#include "buffer.h"
#include "macros.h"
#include "rsa.h"
#include "sha1.h"

int
pgp_put_uint32 (struct nettle_buffer *buffer, uint32_t i)
{
  uint8_t *p = nettle_buffer_space (buffer, 4);
  if (!p)
    return 0;
  WRITE_UINT32 (p, i);
  return 1;
}

int
pgp_put_uint16 (struct nettle_buffer *buffer, unsigned i)
{
  uint8_t *p;
  assert (i < 0x10000);
  p = nettle_buffer_space (buffer, 2);
  if (!p)
    return 0;
  WRITE_UINT16 (p, i);
  return 1;
}

int
pgp_put_mpi (struct nettle_buffer *buffer, const mpz_t x)
{
  /* mpz_sizeinbase gives 1 for zero: one bit, one zero octet. */
  unsigned bits = mpz_sizeinbase (x, 2);
  unsigned octets = (bits + 7) / 8;
  uint8_t *p;

  if (!pgp_put_uint16 (buffer, bits))
    return 0;
  p = nettle_buffer_space (buffer, octets);
  if (!p)
    return 0;
  nettle_mpz_get_str_256 (octets, p, x);
  return 1;
}

int
pgp_put_string (struct nettle_buffer *buffer,
		unsigned length,
		const uint8_t *s)
{
  return nettle_buffer_write (buffer, length, s);
}

/* RFC 4880, 4.2.2: below 192 one octet; below 8384 two octets
   ((o1 - 192) << 8) + o2 + 192; else 0xff and four octets. */
int
pgp_put_length (struct nettle_buffer *buffer,
		unsigned length)
{
  if (length < PGP_LENGTH_TWO_OCTETS)
    return NETTLE_BUFFER_PUTC (buffer, length);
  else if (length < PGP_LENGTH_FOUR_OCTETS)
    return pgp_put_uint16 (buffer, (length - PGP_LENGTH_TWO_OCTETS)
			   + (PGP_LENGTH_TWO_OCTETS << 8));
  else
    return NETTLE_BUFFER_PUTC (buffer, 0xff) && pgp_put_uint32 (buffer, length);
}

int
pgp_put_header (struct nettle_buffer *buffer,
		unsigned tag, unsigned length)
{
  assert (tag < 0x40);
  /* New format: the two top bits set, then the tag. */
  return NETTLE_BUFFER_PUTC (buffer, 0xc0 | tag)
    && pgp_put_length (buffer, length);
}

void
pgp_put_header_length (struct nettle_buffer *buffer,
		       unsigned start,
		       unsigned field_size)
{
  unsigned length;
  uint8_t *p = buffer->contents + start;

  switch (field_size)
    {
    case 1:
      length = buffer->size - (start + 2);
      assert (length < PGP_LENGTH_TWO_OCTETS);
      p[1] = length;
      break;
    case 2:
      length = buffer->size - (start + 3);
      assert (length >= PGP_LENGTH_TWO_OCTETS
	      && length < PGP_LENGTH_FOUR_OCTETS);
      WRITE_UINT16 (p + 1, (length - PGP_LENGTH_TWO_OCTETS)
		    + (PGP_LENGTH_TWO_OCTETS << 8));
      break;
    case 4:
      /* The 0xff octet precedes the four. */
      length = buffer->size - (start + 6);
      WRITE_UINT32 (p + 2, length);
      break;
    default:
      abort ();
    }
}

unsigned
pgp_sub_packet_start (struct nettle_buffer *buffer)
{
  return nettle_buffer_space (buffer, 2) ? buffer->size : 0;
}

/* RFC 4880, 5.2.3.1: a sub-packet is its length (type included),
   its type and its data. */
int
pgp_put_sub_packet (struct nettle_buffer *buffer,
		    unsigned type,
		    unsigned length,
		    const uint8_t *data)
{
  return pgp_put_length (buffer, length + 1)
    && NETTLE_BUFFER_PUTC (buffer, type)
    && pgp_put_string (buffer, length, data);
}

void
pgp_sub_packet_end (struct nettle_buffer *buffer, unsigned start)
{
  unsigned length;

  assert (start >= 2);
  assert (start <= buffer->size);
  length = buffer->size - start;
  WRITE_UINT16 (buffer->contents + start - 2, length);
}

int
pgp_put_userid (struct nettle_buffer *buffer,
		unsigned length,
		const uint8_t *name)
{
  return pgp_put_header (buffer, PGP_TAG_USERID, length)
    && pgp_put_string (buffer, length, name);
}

/* RFC 4880, 6.1: initial value 0xb704ce, generator 0x1864cfb, one
   bit at a time (armor checksums are short). */
#define CRC24_INIT 0xb704ceL
#define CRC24_POLY 0x1864cfbL

uint32_t
pgp_crc24 (unsigned length, const uint8_t *data)
{
  uint32_t crc = CRC24_INIT;
  unsigned i;

  for (i = 0; i < length; i++)
    {
      unsigned bit;
      crc ^= (uint32_t) data[i] << 16;
      for (bit = 0; bit < 8; bit++)
	{
	  crc <<= 1;
	  if (crc & 0x1000000)
	    crc ^= CRC24_POLY;
	}
    }
  return crc & 0xffffff;
}

/* 45 binary octets make a 60-character line. */
#define BINARY_PER_LINE 45
#define TEXT_PER_LINE BASE64_ENCODE_LENGTH (BINARY_PER_LINE)

static int
put_cstring (struct nettle_buffer *buffer, const char *s)
{
  return nettle_buffer_write (buffer, strlen (s), (const uint8_t *) s);
}

int
pgp_armor (struct nettle_buffer *buffer,
	   const char *tag,
	   unsigned length,
	   const uint8_t *data)
{
  struct base64_encode_ctx ctx;
  uint32_t crc = pgp_crc24 (length, data);
  uint8_t *p;

  base64_encode_init (&ctx);
  if (!(put_cstring (buffer, "BEGIN PGP ")
	&& put_cstring (buffer, tag)
	&& put_cstring (buffer, "\nComment: Nettle\n\n")))
    return 0;

  while (length > 0)
    {
      unsigned chunk = length < BINARY_PER_LINE ? length : BINARY_PER_LINE;
      size_t room = BASE64_ENCODE_LENGTH (chunk) + BASE64_ENCODE_FINAL_LENGTH;
      size_t done;

      p = nettle_buffer_space (buffer, room);
      if (!p)
	return 0;
      done = base64_encode_update (&ctx, (char *) p, chunk, data);
      if (chunk < BINARY_PER_LINE)
	done += base64_encode_final (&ctx, (char *) p + done);
      /* Give back what the line did not use. */
      buffer->size -= room - done;
      if (!NETTLE_BUFFER_PUTC (buffer, '\n'))
	return 0;
      data += chunk;
      length -= chunk;
    }

  if (!NETTLE_BUFFER_PUTC (buffer, '='))
    return 0;
  p = nettle_buffer_space (buffer, 4);
  if (!p)
    return 0;
  base64_encode_group ((char *) p, crc);

  return put_cstring (buffer, "\nBEGIN PGP ")
    && put_cstring (buffer, tag)
    && NETTLE_BUFFER_PUTC (buffer, '\n');
}

/* A version 4 public key packet (RFC 4880, 5.5.2): version,
   creation time, algorithm, then n and e as MPIs. */
int
pgp_put_public_rsa_key (struct nettle_buffer *buffer,
			const struct rsa_public_key *pub,
			time_t timestamp)
{
  unsigned length = 6 + 2 + nettle_mpz_sizeinbase_256_u (pub->n)
    + 2 + nettle_mpz_sizeinbase_256_u (pub->e);

  return pgp_put_header (buffer, PGP_TAG_PUBLIC_KEY, length)
    && NETTLE_BUFFER_PUTC (buffer, 4)
    && pgp_put_uint32 (buffer, timestamp)
    && NETTLE_BUFFER_PUTC (buffer, PGP_RSA)
    && pgp_put_mpi (buffer, pub->n)
    && pgp_put_mpi (buffer, pub->e);
}

/* A version 4 signature packet (RFC 4880, 5.2.3) of TYPE, RSA with
   SHA-1, with no hashed sub-packets and the issuer key ID as the one
   unhashed sub-packet. HASH holds the signed data; the hashed part of
   the packet and the v4 trailer are added to it, then it is signed. */
int
pgp_put_rsa_sha1_signature (struct nettle_buffer *buffer,
			    const struct rsa_private_key *key,
			    const uint8_t *keyid,
			    unsigned type,
			    struct sha1_ctx *hash)
{
  unsigned start = buffer->size;
  unsigned body, sub;
  uint8_t trailer[6];
  uint8_t digest[SHA1_DIGEST_SIZE];
  struct sha1_ctx copy;
  mpz_t s;
  int ok;

  /* The length is not known yet (the signature's size varies), so the
     header gets the five-octet form, fixed up at the end. */
  if (!(pgp_put_header (buffer, PGP_TAG_SIGNATURE, PGP_LENGTH_FOUR_OCTETS)
	&& NETTLE_BUFFER_PUTC (buffer, 4)
	&& NETTLE_BUFFER_PUTC (buffer, type)
	&& NETTLE_BUFFER_PUTC (buffer, PGP_RSA)
	&& NETTLE_BUFFER_PUTC (buffer, PGP_SHA1)
	&& pgp_put_uint16 (buffer, 0)))
    return 0;

  /* Hashed: the body from the version through the (empty) hashed
     sub-packets, then 04 ff and that length. */
  body = start + 6;
  sha1_update (hash, buffer->size - body, buffer->contents + body);
  trailer[0] = 4;
  trailer[1] = 0xff;
  WRITE_UINT32 (trailer + 2, buffer->size - body);
  sha1_update (hash, sizeof (trailer), trailer);

  sub = pgp_sub_packet_start (buffer);
  if (!sub || !pgp_put_sub_packet (buffer, PGP_SUBPACKET_ISSUER_KEY_ID, 8, keyid))
    return 0;
  pgp_sub_packet_end (buffer, sub);

  /* The left 16 bits of the hash, then the signature. */
  copy = *hash;
  sha1_digest (&copy, sizeof (digest), digest);
  if (!pgp_put_string (buffer, 2, digest))
    return 0;

  mpz_init (s);
  ok = rsa_sha1_sign (key, hash, s) && pgp_put_mpi (buffer, s);
  mpz_clear (s);
  if (!ok)
    return 0;

  pgp_put_header_length (buffer, start, 4);
  return 1;
}
