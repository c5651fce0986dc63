/* camellia256-meta.c

   The nettle_camellia256 cipher descriptor.

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

#include "camellia.h"
#include "nettle-meta.h"

const struct nettle_cipher nettle_camellia256 =
  {
    "camellia256",
    sizeof(struct camellia256_ctx),
    CAMELLIA_BLOCK_SIZE,
    CAMELLIA256_KEY_SIZE,
    (nettle_set_key_func *) camellia256_set_encrypt_key,
    (nettle_set_key_func *) camellia256_set_decrypt_key,
    (nettle_cipher_func *) camellia256_crypt,
    (nettle_cipher_func *) camellia256_crypt,
  };
