/* arctwo-meta.c

   The four ARCTWO cipher descriptors.

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

#include "arctwo.h"
#include "nettle-meta.h"

#define ARCTWO_CIPHER(name, bytes, set_key)		\
  const struct nettle_cipher nettle_##name =		\
    {							\
      #name,						\
      sizeof(struct arctwo_ctx),			\
      ARCTWO_BLOCK_SIZE,				\
      bytes,						\
      (nettle_set_key_func *) set_key,			\
      (nettle_set_key_func *) set_key,			\
      (nettle_cipher_func *) arctwo_encrypt,		\
      (nettle_cipher_func *) arctwo_decrypt,		\
    }

ARCTWO_CIPHER (arctwo40, 5, arctwo40_set_key);
ARCTWO_CIPHER (arctwo64, 8, arctwo64_set_key);
ARCTWO_CIPHER (arctwo128, 16, arctwo128_set_key);
ARCTWO_CIPHER (arctwo_gutmann128, 16, arctwo128_set_key_gutmann);
