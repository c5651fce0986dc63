/* cbcmac-internal.h

   CBC-MAC over whole 16-byte blocks, for CMAC, CCM, EAX and SIV (internal).

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

#ifndef NETTLE_CBCMAC_INTERNAL_H_INCLUDED
#define NETTLE_CBCMAC_INTERNAL_H_INCLUDED

#include "nettle-types.h"

/* For each of the length / 16 blocks of src (length a multiple of
   16, asserted): X = E(X ^ block), with f and cipher. When f is one of
   the AES encryption functions, whole runs of blocks go to the
   dispatched serial CBC encryption (cbc_aes*_encrypt, AES-NI where
   the CPU has it) with a scratch output, so the chain costs only the
   latency of the rounds. */
void
_nettle_cbcmac16(const void *cipher, nettle_cipher_func *f,
		 uint8_t *X, size_t length, const uint8_t *src);

#endif /* NETTLE_CBCMAC_INTERNAL_H_INCLUDED */
