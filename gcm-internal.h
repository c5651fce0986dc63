/* gcm-internal.h

   GCM with AES in one pass: the dispatched bulk routines under
   gcm_encrypt and gcm_decrypt.

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
#ifndef NETTLE_GCM_INTERNAL_H_INCLUDED
#define NETTLE_GCM_INTERNAL_H_INCLUDED

#include "nettle-types.h"
#include "gcm.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Counter mode and GHASH of the ciphertext in one pass, with AES:
   dst = src ^ E(counter), and x (the GHASH state, SP 800-38D byte
   order) absorbs the ciphertext blocks, dst for encryption and src for
   decryption. key is the table of the dispatched _nettle_ghash_set_key
   (these follow its choice), keys the AES encryption schedule of
   rounds + 1 keys, rounds 10, 12 or 14. ctr is GCM's counter block:
   its last 4 bytes, big-endian, count the blocks modulo 2^32 (the
   first 12 never change), and are left at the block after the last one
   done. Like the AES bulk routines (DEVELOPERS.md), they take whole
   blocks, return how many bytes they did (a multiple of 16, possibly
   less than asked: 0 for short input, and always 0 for the C variant,
   so the glue's two passes do the rest), touch no byte past that, and
   allow dst == src; no alignment needed. */
size_t
_nettle_gcm_aes_encrypt(const struct gcm_key *key, union nettle_block16 *x,
			unsigned rounds, const uint32_t *keys, uint8_t *ctr,
			size_t length, uint8_t *dst, const uint8_t *src);

size_t
_nettle_gcm_aes_decrypt(const struct gcm_key *key, union nettle_block16 *x,
			unsigned rounds, const uint32_t *keys, uint8_t *ctr,
			size_t length, uint8_t *dst, const uint8_t *src);

size_t
_nettle_gcm_aes_encrypt_c(const struct gcm_key *key, union nettle_block16 *x,
			  unsigned rounds, const uint32_t *keys, uint8_t *ctr,
			  size_t length, uint8_t *dst, const uint8_t *src);

size_t
_nettle_gcm_aes_decrypt_c(const struct gcm_key *key, union nettle_block16 *x,
			  unsigned rounds, const uint32_t *keys, uint8_t *ctr,
			  size_t length, uint8_t *dst, const uint8_t *src);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_GCM_INTERNAL_H_INCLUDED */
