/* pss-mgf1.c

   pss_mgf1: MGF1 (RFC 8017 B.2.1): Hash (seed || counter) for counter
   0, 1, ... as four big-endian octets, concatenated and cut.

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

#include "pss-mgf1.h"
#include "gmp-glue.h"
#include "macros.h"

void
pss_mgf1 (const void *seed, const struct nettle_hash *hash,
	  size_t length, uint8_t *mask)
{
  void *state;
  uint32_t counter;
  uint8_t block[4];

  if (length == 0)
    return;
  state = gmp_alloc (hash->context_size);
  for (counter = 0; length > 0; counter++)
    {
      size_t n = length < hash->digest_size ? length : hash->digest_size;
      memcpy (state, seed, hash->context_size);
      WRITE_UINT32 (block, counter);
      hash->update (state, 4, block);
      hash->digest (state, n, mask);
      mask += n;
      length -= n;
    }
  gmp_free (state, hash->context_size);
}
