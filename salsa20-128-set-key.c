/* salsa20-128-set-key.c

   Salsa20 with a 128-bit key.

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

#include "salsa20.h"
#include "macros.h"

void
salsa20_128_set_key (struct salsa20_ctx *ctx, const uint8_t *key)
{
  unsigned i;
  /* The key is used twice; the diagonal holds "expand 16-byte k"
     (specification, section 9). */
  for (i = 0; i < 4; i++)
    ctx->input[1 + i] = ctx->input[11 + i] = LE_READ_UINT32 (key + 4 * i);
  ctx->input[0] = 0x61707865;
  ctx->input[5] = 0x3120646e;
  ctx->input[10] = 0x79622d36;
  ctx->input[15] = 0x6b206574;
}
