/* ccm-internal.h

   CCM bulk routines (internal).

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

#ifndef NETTLE_CCM_INTERNAL_H_INCLUDED
#define NETTLE_CCM_INTERNAL_H_INCLUDED

#include "nettle-types.h"

/* Counter mode and the CBC-MAC of CCM in one pass, with AES: for each
   whole block, dst = src ^ E(counter), the counter (16 bytes,
   big-endian, carrying across all of them as ctr_crypt does) steps by
   one, and mac = E(mac ^ m), m the plaintext block: src for
   encryption, dst for decryption. state is the counter block followed
   by the MAC value (the layout of struct ccm_ctx: ctr, then tag), both
   updated. keys is the AES encryption schedule of rounds + 1 keys,
   rounds 10, 12 or 14. Like the AES bulk routines (aes-internal.h,
   DEVELOPERS.md), they take whole blocks, return how many bytes they
   did (a multiple of 16; always 0 for the C variant, so that the glue's
   two passes do the rest), touch no byte past that, and allow
   dst == src; no alignment needed. */
size_t
_nettle_ccm_aes_encrypt(unsigned rounds, const uint32_t *keys,
			uint8_t *state, size_t length,
			uint8_t *dst, const uint8_t *src);

size_t
_nettle_ccm_aes_decrypt(unsigned rounds, const uint32_t *keys,
			uint8_t *state, size_t length,
			uint8_t *dst, const uint8_t *src);

size_t
_nettle_ccm_aes_encrypt_c(unsigned rounds, const uint32_t *keys,
			  uint8_t *state, size_t length,
			  uint8_t *dst, const uint8_t *src);

size_t
_nettle_ccm_aes_decrypt_c(unsigned rounds, const uint32_t *keys,
			  uint8_t *state, size_t length,
			  uint8_t *dst, const uint8_t *src);

#endif /* NETTLE_CCM_INTERNAL_H_INCLUDED */
