/* camellia128-crypt.c

   camellia128_crypt: Camellia encryption or decryption with 128-bit
   keys, by the context's subkeys.

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

#include "camellia.h"
#include "camellia-internal.h"

void
camellia128_crypt(const struct camellia128_ctx *ctx,
		  size_t length, uint8_t *dst,
		  const uint8_t *src)
{
  assert(!(length % CAMELLIA_BLOCK_SIZE));
  if (CAMELLIA_BLOCK_ALONE && length == CAMELLIA_BLOCK_SIZE)
    {
      _camellia_one_block(_CAMELLIA128_NKEYS, ctx->keys, dst, src);
      return;
    }
  _camellia_crypt(_CAMELLIA128_NKEYS, ctx->keys, &_camellia_table,
		  length, dst, src);
}
