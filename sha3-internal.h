/* sha3-internal.h

   Helpers shared by the SHA-3 and SHAKE functions: buffering input
   into the sponge, the final padding, and squeezing output.

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

#ifndef NETTLE_SHA3_INTERNAL_H_INCLUDED
#define NETTLE_SHA3_INTERNAL_H_INCLUDED

#include "nettle-types.h"
#include "macros.h"
#include "md-internal.h"
#include "sha3.h"

/* Domain separation bits with the first pad bit appended (FIPS 202,
   section 6 and B.2): "01" for SHA3-*, "1111" for SHAKE*. */
#define SHA3_HASH_MAGIC 0x06
#define SHA3_SHAKE_MAGIC 0x1f

/* Absorbs length bytes: completes the partial block of pos bytes in
   block, xors every whole block into the state and permutes, and
   keeps the rest in block. Returns the new number of buffered bytes.
   Requires pos < block_size (so not after output has begun). */
unsigned
_nettle_sha3_update (struct sha3_state *state,
		     unsigned block_size, uint8_t *block,
		     unsigned pos,
		     size_t length, const uint8_t *data);

/* Appends magic and the final 1 bit to the pos buffered bytes, fills
   the block with zeros and xors it into the state. Does not permute.
   Requires pos < block_size. */
void
_nettle_sha3_pad (struct sha3_state *state,
		  unsigned block_size, uint8_t *block, unsigned pos,
		  uint8_t magic);

/* One-shot SHAKE output: pads (index bytes buffered) and squeezes
   length bytes into dst. The caller re-initialises the context. */
void
_nettle_sha3_shake (struct sha3_state *state,
		    unsigned block_size, uint8_t *block,
		    unsigned index,
		    size_t length, uint8_t *dst);

/* Streaming SHAKE output. index is the context's index: below
   block_size it counts buffered input, and this is the first call,
   which pads; otherwise it is ~pos, with pos the number of output
   bytes of block already handed out. Returns the context's new index,
   ~pos again. block holds the current output block. */
unsigned
_nettle_sha3_shake_output (struct sha3_state *state,
			   unsigned block_size, uint8_t *block,
			   unsigned index,
			   size_t length, uint8_t *dst);

/* Round constants: iota's value for rounds 0..23 (FIPS 202,
   algorithm 6, from the rc LFSR of algorithm 5), shared by the
   variants of the permutation. */
#define SHA3_RC0  0x0000000000000001ULL
#define SHA3_RC1  0x0000000000008082ULL
#define SHA3_RC2  0x800000000000808aULL
#define SHA3_RC3  0x8000000080008000ULL
#define SHA3_RC4  0x000000000000808bULL
#define SHA3_RC5  0x0000000080000001ULL
#define SHA3_RC6  0x8000000080008081ULL
#define SHA3_RC7  0x8000000000008009ULL
#define SHA3_RC8  0x000000000000008aULL
#define SHA3_RC9  0x0000000000000088ULL
#define SHA3_RC10 0x0000000080008009ULL
#define SHA3_RC11 0x000000008000000aULL
#define SHA3_RC12 0x000000008000808bULL
#define SHA3_RC13 0x800000000000008bULL
#define SHA3_RC14 0x8000000000008089ULL
#define SHA3_RC15 0x8000000000008003ULL
#define SHA3_RC16 0x8000000000008002ULL
#define SHA3_RC17 0x8000000000000080ULL
#define SHA3_RC18 0x000000000000800aULL
#define SHA3_RC19 0x800000008000000aULL
#define SHA3_RC20 0x8000000080008081ULL
#define SHA3_RC21 0x8000000000008080ULL
#define SHA3_RC22 0x0000000080000001ULL
#define SHA3_RC23 0x8000000080008008ULL

/* The variants of nettle_sha3_permute (fat-table.h): the portable C
   and, for x86_64 builds with the avx512 backend, AVX-512F/VL. */
void
_nettle_sha3_permute_c (struct sha3_state *state);
void
_nettle_sha3_permute_avx512 (struct sha3_state *state);

/* The shared body of the fixed-length digests: pad, permute, output,
   re-initialise (the context is reusable at once). */
#define _SHA3_DIGEST(ctx, BLOCK_SIZE, length, digest, init) do {	\
    _nettle_sha3_pad (&(ctx)->state, (BLOCK_SIZE), (ctx)->block,	\
		      (ctx)->index, SHA3_HASH_MAGIC);			\
    sha3_permute (&(ctx)->state);					\
    _md_write_le64 ((length), (digest), (ctx)->state.a);		\
    init (ctx);								\
  } while (0)

#endif /* NETTLE_SHA3_INTERNAL_H_INCLUDED */
