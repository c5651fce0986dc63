/* nettle-meta-aeads.c

   nettle_get_aeads: the NULL-terminated list of AEAD descriptors.

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

/* Nettle 3.10.2 lists 8 AEADs, in this order: gcm_aes128 gcm_aes192
   gcm_aes256 gcm_camellia128 gcm_camellia256 gcm_sm4 eax_aes128
   chacha_poly1305. Each is added here, in that order, when it lands.
   The array is sized for all 8 and the terminator now, so the exported
   object keeps the size it has in Nettle; the unused tail is NULL. */
const struct nettle_aead * const _nettle_aeads[8 + 1] =
  {
    &nettle_gcm_aes128,
    &nettle_gcm_aes192,
    &nettle_gcm_aes256,
    &nettle_gcm_camellia128,
    &nettle_gcm_camellia256,
    &nettle_gcm_sm4,
    &nettle_eax_aes128,
    &nettle_chacha_poly1305,
    NULL
  };

const struct nettle_aead * const *
nettle_get_aeads (void)
{
  return _nettle_aeads;
}
