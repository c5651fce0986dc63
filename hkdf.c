/* hkdf.c

   HKDF extract and expand (RFC 5869 section 2) over any MAC whose
   digest function resets it to the keyed state.

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

#include "hkdf.h"

void
hkdf_extract (void *mac_ctx,
	      nettle_hash_update_func *update,
	      nettle_hash_digest_func *digest,
	      size_t digest_size,
	      size_t secret_size, const uint8_t *secret,
	      uint8_t *dst)
{
  update (mac_ctx, secret_size, secret);
  digest (mac_ctx, digest_size, dst);
}

void
hkdf_expand (void *mac_ctx,
	     nettle_hash_update_func *update,
	     nettle_hash_digest_func *digest,
	     size_t digest_size,
	     size_t info_size, const uint8_t *info,
	     size_t length, uint8_t *dst)
{
  uint8_t i = 1;

  if (length == 0)
    return;

  /* T(i) = MAC(T(i-1) | info | i), T(0) empty. Each block goes
     straight to dst and is fed back from there. */
  for (;;)
    {
      update (mac_ctx, info_size, info);
      update (mac_ctx, 1, &i);
      if (length <= digest_size)
	break;
      digest (mac_ctx, digest_size, dst);
      update (mac_ctx, digest_size, dst);
      dst += digest_size;
      length -= digest_size;
      i++;
    }
  digest (mac_ctx, length, dst);
}
