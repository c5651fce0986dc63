/* base16-meta.c

   nettle_base16: the nettle_armor descriptor for base16. The encoder
   keeps no state, so its init, update and final entries are adapters.

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

#include "nettle-meta.h"

#include "base16.h"

static void
base16_encode_init_adapter (void *ctx)
{
  (void) ctx;
}

static size_t
base16_encode_length_adapter (size_t length)
{
  return BASE16_ENCODE_LENGTH (length);
}

static size_t
base16_encode_update_adapter (void *ctx, char *dst,
			      size_t length, const uint8_t *src)
{
  (void) ctx;
  base16_encode_update (dst, length, src);
  return BASE16_ENCODE_LENGTH (length);
}

static size_t
base16_encode_final_adapter (void *ctx, char *dst)
{
  (void) ctx;
  (void) dst;
  return 0;
}

static size_t
base16_decode_length_adapter (size_t length)
{
  return BASE16_DECODE_LENGTH (length);
}

const struct nettle_armor nettle_base16 =
{
  "base16",
  0,					/* No encoder state */
  sizeof (struct base16_decode_ctx),
  0,					/* encode_final writes nothing */
  base16_encode_init_adapter,
  base16_encode_length_adapter,
  base16_encode_update_adapter,
  base16_encode_final_adapter,
  (nettle_armor_init_func *) base16_decode_init,
  base16_decode_length_adapter,
  (nettle_armor_decode_update_func *) base16_decode_update,
  (nettle_armor_decode_final_func *) base16_decode_final,
};
