/* xts-internal.h

   The generic XTS code behind the fastnettle sector API.

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

#ifndef NETTLE_XTS_INTERNAL_H_INCLUDED
#define NETTLE_XTS_INTERNAL_H_INCLUDED

#include "nettle-types.h"

/* LENGTH bytes of consecutive data units (sectors) of SECTOR_SIZE
   bytes each (at least one block; a partial last block of a sector is
   handled by ciphertext stealing within that sector), numbered from
   FIRST_SECTOR. f is the data cipher in the wanted direction (decrypt
   nonzero for decryption), encf the tweak cipher's encryption. LENGTH
   must be a multiple of SECTOR_SIZE. dst == src is allowed. */
void
_nettle_xts_sectors(const void *ctx, const void *twk_ctx,
		    nettle_cipher_func *f, nettle_cipher_func *encf,
		    int decrypt, uint64_t first_sector,
		    size_t sector_size, size_t length,
		    uint8_t *dst, const uint8_t *src);

#endif /* NETTLE_XTS_INTERNAL_H_INCLUDED */
