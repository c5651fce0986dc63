/* base64url-meta.c

   nettle_base64url: the nettle_armor descriptor for base64 with the
   URL and file name safe alphabet; only the init functions differ from
   nettle_base64.

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

#include "base64.h"

static size_t
base64url_encode_length_adapter (size_t length)
{
  return BASE64_ENCODE_LENGTH (length);
}

static size_t
base64url_decode_length_adapter (size_t length)
{
  return BASE64_DECODE_LENGTH (length);
}

const struct nettle_armor nettle_base64url =
{
  "base64url",
  sizeof (struct base64_encode_ctx),
  sizeof (struct base64_decode_ctx),
  BASE64_ENCODE_FINAL_LENGTH,
  (nettle_armor_init_func *) base64url_encode_init,
  base64url_encode_length_adapter,
  (nettle_armor_encode_update_func *) base64_encode_update,
  (nettle_armor_encode_final_func *) base64_encode_final,
  (nettle_armor_init_func *) base64url_decode_init,
  base64url_decode_length_adapter,
  (nettle_armor_decode_update_func *) base64_decode_update,
  (nettle_armor_decode_final_func *) base64_decode_final,
};
