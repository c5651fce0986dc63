/* balloon.h

   Balloon password hashing (Boneh, Corrigan-Gibbs and Schechter,
   https://eprint.iacr.org/2016/027) over any hash, and with SHA-1,
   SHA-256, SHA-384 and SHA-512.

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

#ifndef NETTLE_BALLOON_H_INCLUDED
#define NETTLE_BALLOON_H_INCLUDED

#include "nettle-types.h"

#ifdef __cplusplus
extern "C" {
#endif

#define balloon nettle_balloon
#define balloon_itch nettle_balloon_itch
#define balloon_sha1 nettle_balloon_sha1
#define balloon_sha256 nettle_balloon_sha256
#define balloon_sha384 nettle_balloon_sha384
#define balloon_sha512 nettle_balloon_sha512

/* hash_ctx is an initialised hash context whose digest function
   resets it. s_cost is the number of digest_size blocks of memory,
   t_cost the number of mixing rounds. scratch must hold
   balloon_itch(digest_size, s_cost) bytes; dst receives digest_size
   bytes and may be scratch. */
void
balloon (void *hash_ctx,
	 nettle_hash_update_func *update,
	 nettle_hash_digest_func *digest,
	 size_t digest_size, size_t s_cost, size_t t_cost,
	 size_t passwd_length, const uint8_t *passwd,
	 size_t salt_length, const uint8_t *salt,
	 uint8_t *scratch, uint8_t *dst);

size_t
balloon_itch (size_t digest_size, size_t s_cost);

void
balloon_sha1 (size_t s_cost, size_t t_cost,
	      size_t passwd_length, const uint8_t *passwd,
	      size_t salt_length, const uint8_t *salt,
	      uint8_t *scratch, uint8_t *dst);

void
balloon_sha256 (size_t s_cost, size_t t_cost,
		size_t passwd_length, const uint8_t *passwd,
		size_t salt_length, const uint8_t *salt,
		uint8_t *scratch, uint8_t *dst);

void
balloon_sha384 (size_t s_cost, size_t t_cost,
		size_t passwd_length, const uint8_t *passwd,
		size_t salt_length, const uint8_t *salt,
		uint8_t *scratch, uint8_t *dst);

void
balloon_sha512 (size_t s_cost, size_t t_cost,
		size_t passwd_length, const uint8_t *passwd,
		size_t salt_length, const uint8_t *salt,
		uint8_t *scratch, uint8_t *dst);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_BALLOON_H_INCLUDED */
