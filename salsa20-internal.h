/* salsa20-internal.h

   The Salsa20 core and bulk routines. Not installed.

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

#ifndef NETTLE_SALSA20_INTERNAL_H_INCLUDED
#define NETTLE_SALSA20_INTERNAL_H_INCLUDED

#include "nettle-types.h"
#include "salsa20.h"

/* Rotation and the rounds, written once for uint32_t words and for
   vectors of them (several blocks side by side, word i of block b in
   lane b of x[i]); 0 < n < 32. */
#define SALSA20_ROTL(x, n) (((x) << (n)) | ((x) >> (32 - (n))))

/* The quarterround of the specification, section 3. */
#define SALSA20_QROUND(a, b, c, d) do {		\
    b ^= SALSA20_ROTL (a + d, 7);		\
    c ^= SALSA20_ROTL (b + a, 9);		\
    d ^= SALSA20_ROTL (c + b, 13);		\
    a ^= SALSA20_ROTL (d + c, 18);		\
  } while (0)

/* `rounds' (even) rounds on x[0..15]: columnround, then rowround. */
#define SALSA20_ROUNDS(x, rounds) do {				\
    unsigned i_;						\
    for (i_ = 0; i_ < (rounds); i_ += 2)			\
      {								\
	SALSA20_QROUND ((x)[0], (x)[4], (x)[8], (x)[12]);	\
	SALSA20_QROUND ((x)[5], (x)[9], (x)[13], (x)[1]);	\
	SALSA20_QROUND ((x)[10], (x)[14], (x)[2], (x)[6]);	\
	SALSA20_QROUND ((x)[15], (x)[3], (x)[7], (x)[11]);	\
	SALSA20_QROUND ((x)[0], (x)[1], (x)[2], (x)[3]);	\
	SALSA20_QROUND ((x)[5], (x)[6], (x)[7], (x)[4]);	\
	SALSA20_QROUND ((x)[10], (x)[11], (x)[8], (x)[9]);	\
	SALSA20_QROUND ((x)[15], (x)[12], (x)[13], (x)[14]);	\
      }								\
  } while (0)

/* One block: dst (16 words, stored as the 64 little-endian keystream
   bytes) = the Salsa20 permutation of src with `rounds' rounds (even),
   plus src. */
void
_nettle_salsa20_core (uint32_t *dst, const uint32_t *src, unsigned rounds);

/* Two blocks into dst[0..31]: src, and src with the 64-bit counter in
   words 8-9 increased by one. */
void
_nettle_salsa20_2core (uint32_t *dst, const uint32_t *src, unsigned rounds);

/* Encryption with `rounds' rounds, advancing the counter. */
void
_nettle_salsa20_crypt (struct salsa20_ctx *ctx, unsigned rounds,
		       size_t length, uint8_t *dst, const uint8_t *src);

/* Bulk routine (dispatched, fat-table.h), with the contract of
   _nettle_chacha_blocks (chacha-internal.h): whole 64-byte blocks,
   block i with word 8 of state increased by i modulo 2^32, state not
   changed, returns the bytes done. */
size_t
_nettle_salsa20_blocks (const uint32_t *state, unsigned rounds,
			size_t length, uint8_t *dst, const uint8_t *src);

size_t
_nettle_salsa20_blocks_c (const uint32_t *state, unsigned rounds,
			  size_t length, uint8_t *dst, const uint8_t *src);

#endif /* NETTLE_SALSA20_INTERNAL_H_INCLUDED */
