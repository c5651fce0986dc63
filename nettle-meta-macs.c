/* nettle-meta-macs.c

   nettle_get_macs: the NULL-terminated list of MAC descriptors, in
   Nettle's order.

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

/* Nettle 3.10.2 lists 15 MACs, in this order: cmac_aes128 cmac_aes256
   cmac_des3 hmac_gosthash94 hmac_gosthash94cp hmac_md5 hmac_ripemd160
   hmac_sha1 hmac_sha224 hmac_sha256 hmac_sha384 hmac_sha512
   hmac_streebog256 hmac_streebog512 hmac_sm3. cmac_des3 goes
   after cmac_aes256 when DES lands. The
   array is sized for all 15 and the terminator now, so the exported
   object keeps Nettle's size (the unused tail is NULL). */
const struct nettle_mac * const _nettle_macs[15 + 1] =
  {
    &nettle_cmac_aes128,
    &nettle_cmac_aes256,
    &nettle_hmac_gosthash94,
    &nettle_hmac_gosthash94cp,
    &nettle_hmac_md5,
    &nettle_hmac_ripemd160,
    &nettle_hmac_sha1,
    &nettle_hmac_sha224,
    &nettle_hmac_sha256,
    &nettle_hmac_sha384,
    &nettle_hmac_sha512,
    &nettle_hmac_streebog256,
    &nettle_hmac_streebog512,
    &nettle_hmac_sm3,
    NULL
  };

const struct nettle_mac * const *
nettle_get_macs (void)
{
  return _nettle_macs;
}
