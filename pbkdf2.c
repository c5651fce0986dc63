/* pbkdf2.c

   PBKDF2 (RFC 8018 section 5.2) over a keyed MAC given by its update
   and digest functions.

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
#include <string.h>

#include "pbkdf2.h"
#include "macros.h"

/* Largest digest size of the MACs in use (HMAC-SHA512). */
#define PBKDF2_MAX_DIGEST_SIZE 64

void
pbkdf2 (void *mac_ctx,
	nettle_hash_update_func *update,
	nettle_hash_digest_func *digest,
	size_t digest_size, unsigned iterations,
	size_t salt_length, const uint8_t *salt,
	size_t length, uint8_t *dst)
{
  uint8_t u[PBKDF2_MAX_DIGEST_SIZE];
  uint8_t t[PBKDF2_MAX_DIGEST_SIZE];
  uint8_t index[4];
  uint32_t i;

  assert (iterations > 0);
  assert (digest_size <= PBKDF2_MAX_DIGEST_SIZE);

  /* Block i is T_i = U_1 ^ ... ^ U_c with U_1 = PRF(salt | INT(i)) and
     U_j = PRF(U_{j-1}); the last block is truncated. */
  for (i = 1; length > 0; i++)
    {
      unsigned j;
      size_t k, n;

      WRITE_UINT32 (index, i);
      update (mac_ctx, salt_length, salt);
      update (mac_ctx, sizeof (index), index);
      digest (mac_ctx, digest_size, u);
      memcpy (t, u, digest_size);

      for (j = 1; j < iterations; j++)
	{
	  update (mac_ctx, digest_size, u);
	  digest (mac_ctx, digest_size, u);
	  for (k = 0; k < digest_size; k++)
	    t[k] ^= u[k];
	}

      n = length < digest_size ? length : digest_size;
      memcpy (dst, t, n);
      dst += n;
      length -= n;
    }
}
