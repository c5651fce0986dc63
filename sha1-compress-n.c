/* sha1-compress-n.c

   Portable SHA-1 compression of many blocks: the one-block C
   compression in a loop; the C variant of the dispatched
   _nettle_sha1_compress_n (contract in sha1-internal.h).

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

#include "sha1.h"
#include "sha1-internal.h"

const uint8_t *
_nettle_sha1_compress_n_c(uint32_t *state, size_t blocks,
			  const uint8_t *data)
{
  for (; blocks > 0; blocks--, data += SHA1_BLOCK_SIZE)
    _nettle_sha1_compress_c(state, data);
  return data;
}
