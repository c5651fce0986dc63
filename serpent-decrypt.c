/* serpent-decrypt.c

   Serpent decryption, several blocks at a time where the compiler has vectors.

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

#include "serpent.h"
#include "serpent-internal.h"
#include "macros.h"

void
_nettle_serpent_decrypt_c (const struct serpent_ctx *ctx,
		 size_t length, uint8_t *dst,
		 const uint8_t *src)
{
  SERPENT_CRYPT (ctx, length, dst, src, SERPENT_DEC8, 24, -8);
}
