/* ghash-c-internal.h

   The table layout shared by the portable GHASH set-up and update.

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
#ifndef NETTLE_GHASH_C_INTERNAL_H_INCLUDED
#define NETTLE_GHASH_C_INTERNAL_H_INCLUDED

#include "nettle-types.h"
#include "gcm.h"

/* Row i of the table (ctx->h[i], 0 <= i < 128) is H * x^i, as two
   host-order 64-bit words: u64[0] holds bytes 0-7 and u64[1] bytes
   8-15 of the block in the byte order of SP 800-38D, big-endian. */
#define GHASH_C_ROWS 128

/* x^128 reduced, as the high word of a block: 0xe1 then zeros. */
#define GHASH_C_R 0xe100000000000000ULL

/* The portable variants (fat-table.h). */
void
_nettle_ghash_set_key_c(struct gcm_key *ctx, const union nettle_block16 *key);

const uint8_t *
_nettle_ghash_update_c(const struct gcm_key *ctx, union nettle_block16 *state,
		       size_t blocks, const uint8_t *data);

const uint8_t *
_nettle_siv_ghash_update_c(const struct gcm_key *ctx,
			   union nettle_block16 *state,
			   size_t blocks, const uint8_t *data);

#endif /* NETTLE_GHASH_C_INTERNAL_H_INCLUDED */
