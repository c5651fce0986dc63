/* rsa2openpgp.c

   An RSA key as an OpenPGP transferable public key (RFC 4880, 11.1):
   the public key packet, a user ID packet and a certification
   self-signature over them (type 0x10 as in Nettle, hashed as 5.2.4
   says), issued by the key ID of the version 4 fingerprint (12.2).
   Nettle hashes the raw packets instead (and its
   pgp_put_public_rsa_key aborts on its own assertion first).

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

#include <string.h>
#include <time.h>

#include "rsa.h"
#include "pgp.h"
#include "buffer.h"
#include "macros.h"
#include "sha1.h"

/* The body of the new-format packet at P (written by pgp_put_header
   just before): its offset and length. */
static size_t
packet_body (const uint8_t *p, size_t *length)
{
  if (p[1] < 192)
    {
      *length = p[1];
      return 2;
    }
  else if (p[1] < 224)
    {
      *length = ((size_t) (p[1] - 192) << 8) + p[2] + 192;
      return 3;
    }
  *length = READ_UINT32 (p + 2);
  return 6;
}

/* RFC 4880, 5.2.4: a key is hashed as 0x99, a two-octet length and
   its body; a user ID as 0xb4, a four-octet length and its body. */
static void
hash_packet (struct sha1_ctx *hash, uint8_t prefix, unsigned length_size,
	     const uint8_t *packet)
{
  uint8_t head[5];
  size_t length, offset = packet_body (packet, &length);
  head[0] = prefix;
  if (length_size == 2)
    WRITE_UINT16 (head + 1, length);
  else
    WRITE_UINT32 (head + 1, length);
  sha1_update (hash, 1 + length_size, head);
  sha1_update (hash, length, packet + offset);
}

int
rsa_keypair_to_openpgp (struct nettle_buffer *buffer,
			const struct rsa_public_key *pub,
			const struct rsa_private_key *priv,
			/* One user ID, NUL-terminated UTF-8. */
			const char *userid)
{
  time_t now = time (NULL);
  size_t key_start = buffer->size;
  size_t userid_start;
  struct sha1_ctx key_hash, signature_hash;
  uint8_t fingerprint[SHA1_DIGEST_SIZE];

  if (!pgp_put_public_rsa_key (buffer, pub, now))
    return 0;
  userid_start = buffer->size;
  if (!pgp_put_userid (buffer, strlen (userid), (const uint8_t *) userid))
    return 0;

  /* The fingerprint hashes the key as the signature does; the key ID
     is its low 64 bits. */
  sha1_init (&key_hash);
  hash_packet (&key_hash, 0x99, 2, buffer->contents + key_start);
  signature_hash = key_hash;
  sha1_digest (&key_hash, sizeof (fingerprint), fingerprint);
  hash_packet (&signature_hash, 0xb4, 4, buffer->contents + userid_start);

  return pgp_put_rsa_sha1_signature (buffer, priv,
				     fingerprint + SHA1_DIGEST_SIZE - 8,
				     PGP_SIGN_CERTIFICATION,
				     &signature_hash);
}
