/* ghash-internal.h

   GHASH and POLYVAL on whole blocks: the internal interface under GCM
   and SIV-GCM.

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
#ifndef NETTLE_GHASH_INTERNAL_H_INCLUDED
#define NETTLE_GHASH_INTERNAL_H_INCLUDED

#include "nettle-types.h"
#include "gcm.h"

/* Name mangling */
#define _ghash_set_key _nettle_ghash_set_key
#define _ghash_update _nettle_ghash_update
#define _siv_ghash_set_key _nettle_siv_ghash_set_key
#define _siv_ghash_update _nettle_siv_ghash_update

#ifdef __cplusplus
extern "C" {
#endif

/* Nettle 3.10.2's internal interface (NETTLE_INTERNAL_8_11), which its
   own tests call.

   _ghash_set_key expands the hash subkey H (the 16 bytes E_K(0) of
   SP 800-38D) into ctx. What ctx holds is the business of the
   implementation: the set-up and the update that reads it are always
   chosen together.

   _ghash_update hashes `blocks' 16-byte blocks of data into state,
   the accumulator Y in the byte order of SP 800-38D (a zero block to
   start), and returns data + 16 * blocks. */
void
_ghash_set_key(struct gcm_key *ctx, const union nettle_block16 *key);

const uint8_t *
_ghash_update(const struct gcm_key *ctx, union nettle_block16 *state,
	      size_t blocks, const uint8_t *data);

/* POLYVAL (RFC 8452) through GHASH (RFC 8452, appendix A): key is the
   POLYVAL key as the RFC writes it; state is kept in GHASH's byte
   order, so the POLYVAL value is state with its 16 bytes reversed.
   Each data block is a POLYVAL block as the RFC writes it. */
void
_siv_ghash_set_key(struct gcm_key *ctx, const union nettle_block16 *key);

const uint8_t *
_siv_ghash_update(const struct gcm_key *ctx, union nettle_block16 *state,
		  size_t blocks, const uint8_t *data);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_GHASH_INTERNAL_H_INCLUDED */
