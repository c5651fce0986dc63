/* ocb-internal.h

   The OCB bulk routines with AES, under ocb_encrypt and ocb_decrypt.

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


#ifndef NETTLE_OCB_INTERNAL_H_INCLUDED
#define NETTLE_OCB_INTERNAL_H_INCLUDED

#include "nettle-types.h"

/* What an OCB bulk routine reads and updates, laid out for the
   assembly (offsets in bytes: offset 0, checksum 16, index 32, L 48).
   index is the number of blocks of the message before the first one
   the routine gets, a multiple of 16; the routine does not change it
   (the glue advances it). L[k] is L_k of RFC 7253 (L[0] = L_0 =
   double(double(L_*))), present for every k = ntz(j) of the blocks
   j = index + 1 .. index + blocks given; the routine reads no other
   entry. offset is Offset_index on entry and Offset_{index + n} on
   return, after the n blocks done; checksum is the xor of every
   plaintext block so far, and gets those of the n blocks xored in. */
struct ocb_aes_state
{
  union nettle_block16 offset;
  union nettle_block16 checksum;
  uint64_t index;
  uint64_t unused;
  union nettle_block16 L[64];
};

/* OCB encryption (decryption) of whole blocks with AES, the
   encryption (decryption) schedule keys of rounds rounds (10, 12 or
   14): dst_j = Offset_j xor E(src_j xor Offset_j), Offset_j =
   Offset_{j-1} xor L_{ntz(j)}, checksum over the plaintext. The
   contract of the AES bulk routines (aes-internal.h): length a whole
   number of blocks, a prefix of it done and its bytes returned, no
   byte past length touched, dst == src allowed; state->index a
   multiple of 16. The _c variants do nothing and return 0. */
size_t
_nettle_ocb_aes_encrypt(unsigned rounds, const uint32_t *keys,
			struct ocb_aes_state *state, size_t length,
			uint8_t *dst, const uint8_t *src);

size_t
_nettle_ocb_aes_decrypt(unsigned rounds, const uint32_t *keys,
			struct ocb_aes_state *state, size_t length,
			uint8_t *dst, const uint8_t *src);

size_t
_nettle_ocb_aes_encrypt_c(unsigned rounds, const uint32_t *keys,
			  struct ocb_aes_state *state, size_t length,
			  uint8_t *dst, const uint8_t *src);

size_t
_nettle_ocb_aes_decrypt_c(unsigned rounds, const uint32_t *keys,
			  struct ocb_aes_state *state, size_t length,
			  uint8_t *dst, const uint8_t *src);

#endif /* NETTLE_OCB_INTERNAL_H_INCLUDED */
