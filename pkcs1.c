/* pkcs1.c

   The EMSA-PKCS1-v1_5 signature encoding (RFC 8017 9.2) that every
   PKCS#1 v1.5 signature function shares.

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

#include "pkcs1.h"
#include "pkcs1-internal.h"
#include "gmp-glue.h"

uint8_t *
_pkcs1_signature_prefix (unsigned key_size, uint8_t *buffer,
			 unsigned id_size, const uint8_t *id,
			 unsigned digest_size)
{
  size_t pad;

  if ((size_t) key_size < (size_t) id_size + digest_size + 11)
    return NULL;
  pad = key_size - id_size - digest_size - 3;

  buffer[0] = 0;
  buffer[1] = 1;
  memset (buffer + 2, 0xff, pad);
  buffer[2 + pad] = 0;
  memcpy (buffer + 3 + pad, id, id_size);
  return buffer + 3 + pad + id_size;
}

int
_pkcs1_encode_digest_info (mpz_t m, size_t key_size,
			   size_t id_size, const uint8_t *id,
			   size_t digest_size, const uint8_t *digest,
			   void *hash_ctx, nettle_hash_digest_func *digest_func)
{
  uint8_t *em, *p;

  if (key_size < id_size + digest_size + 11)
    return 0;
  em = gmp_alloc (key_size);
  p = _pkcs1_signature_prefix (key_size, em, id_size, id, digest_size);
  if (digest)
    memcpy (p, digest, digest_size);
  else
    digest_func (hash_ctx, digest_size, p);
  nettle_mpz_set_str_256_u (m, key_size, em);
  gmp_free (em, key_size);
  return 1;
}
