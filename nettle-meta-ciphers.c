/* nettle-meta-ciphers.c

   nettle_get_ciphers: the NULL-terminated list of block cipher
   descriptors.

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

#include <stddef.h>

#include "nettle-meta.h"

/* Nettle 3.10.2 lists 18 ciphers, in this order: aes128 aes192 aes256
   camellia128 camellia192 camellia256 cast128 serpent128 serpent192
   serpent256 twofish128 twofish192 twofish256 arctwo40 arctwo64
   arctwo128 arctwo_gutmann128 sm4, all of which are here now. The
   array is sized for the 18 and the terminator, so the exported object
   has the size it has in Nettle. */
const struct nettle_cipher * const _nettle_ciphers[18 + 1] =
  {
    &nettle_aes128,
    &nettle_aes192,
    &nettle_aes256,
    &nettle_camellia128,
    &nettle_camellia192,
    &nettle_camellia256,
    &nettle_cast128,
    &nettle_serpent128,
    &nettle_serpent192,
    &nettle_serpent256,
    &nettle_twofish128,
    &nettle_twofish192,
    &nettle_twofish256,
    &nettle_arctwo40,
    &nettle_arctwo64,
    &nettle_arctwo128,
    &nettle_arctwo_gutmann128,
    &nettle_sm4,
    NULL
  };

const struct nettle_cipher * const *
nettle_get_ciphers (void)
{
  return _nettle_ciphers;
}
