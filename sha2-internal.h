/* sha2-internal.h

   Private contracts of the SHA-2 compression functions shared
   between the C glue, the portable cores and the x86_64 SHA-NI and
   AVX2 assembly. Not installed.

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
#ifndef NETTLE_SHA2_INTERNAL_H_INCLUDED
#define NETTLE_SHA2_INTERNAL_H_INCLUDED

#include "nettle-types.h"

/* SHA-256 multi-block compression (dispatched, see fat-table.h).

     const uint8_t *
     _nettle_sha256_compress_n(uint32_t *state, const uint32_t *k,
                               size_t blocks, const uint8_t *input);

   Runs the SHA-256 compression function over `blocks' consecutive
   64-byte blocks starting at input (any alignment; blocks may be 0),
   updating the 8-word chaining state in place. k points to the 64
   round constants of FIPS 180-4, section 4.2.2. Returns input + 64 *
   blocks. No padding and no block counting: the caller does both.
   Reads exactly 64 * blocks bytes of input; writes only state.

   Variants: _nettle_sha256_compress_n_c (portable C, every build) and
   _nettle_sha256_compress_n_sha_ni (x86_64/sha_ni/, SHA-NI + SSSE3 +
   SSE4.1). */
const uint8_t *
_nettle_sha256_compress_n(uint32_t *state, const uint32_t *k,
			  size_t blocks, const uint8_t *input);

const uint8_t *
_nettle_sha256_compress_n_c(uint32_t *state, const uint32_t *k,
			    size_t blocks, const uint8_t *input);

const uint8_t *
_nettle_sha256_compress_n_sha_ni(uint32_t *state, const uint32_t *k,
				 size_t blocks, const uint8_t *input);

/* SHA-512 multi-block compression (dispatched, see fat-table.h); also
   serves SHA-384, SHA-512/224 and SHA-512/256.

     const uint8_t *
     _nettle_sha512_compress_n(uint64_t *state, const uint64_t *k,
                               size_t blocks, const uint8_t *input);

   Runs the SHA-512 compression function over `blocks' consecutive
   128-byte blocks starting at input (any alignment; blocks may be 0),
   updating the 8-word chaining state in place. k points to the 80
   round constants of FIPS 180-4, section 4.2.3 (any alignment).
   Returns input + 128 * blocks. No padding and no block counting: the
   caller does both. Reads exactly 128 * blocks bytes of input; writes
   only state.

   Variants: _nettle_sha512_compress_n_c (portable C, every build) and
   _nettle_sha512_compress_n_avx2 (x86_64/avx2/, AVX2 message schedule,
   BMI1 ANDN and BMI2 RORX rounds). */
const uint8_t *
_nettle_sha512_compress_n(uint64_t *state, const uint64_t *k,
			  size_t blocks, const uint8_t *input);

const uint8_t *
_nettle_sha512_compress_n_c(uint64_t *state, const uint64_t *k,
			    size_t blocks, const uint8_t *input);

const uint8_t *
_nettle_sha512_compress_n_avx2(uint64_t *state, const uint64_t *k,
			       size_t blocks, const uint8_t *input);

/* SHA-512 single-block compression, Nettle's internal entry point
   (exported by Nettle 3.10.2): the same as
   _nettle_sha512_compress_n(state, k, 1, input). */
void
_nettle_sha512_compress(uint64_t *state, const uint8_t *input,
			const uint64_t *k);

#endif /* NETTLE_SHA2_INTERNAL_H_INCLUDED */
