/* aes-table-internal.h

   The portable table-driven AES block loop, shared by the encryption
   core (aes-encrypt-internal.c) and the decryption core
   (aes-decrypt-internal.c): four tables of 32-bit words, one look-up
   per state byte and round, the state in eight local words.

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

#ifndef NETTLE_AES_TABLE_INTERNAL_H_INCLUDED
#define NETTLE_AES_TABLE_INTERNAL_H_INCLUDED

#include <assert.h>

#include "aes-internal.h"
#include "macros.h"

/* Bytes of a column word, row 0 being the low byte. */
#define AES_B0(x) ((x) & 0xff)
#define AES_B1(x) (((x) >> 8) & 0xff)
#define AES_B2(x) (((x) >> 16) & 0xff)
#define AES_B3(x) ((x) >> 24)

/* One middle round in the encryption order: SubBytes, ShiftRows,
   MixColumns and AddRoundKey, where ShiftRows takes row r of output
   column j from input column j + r and table[r] holds the MixColumns
   contribution of row r. Reads s0..s3 and the key words k0..k3,
   writes d0..d3.

   The inverse cipher takes row r from column j - r instead: that is
   this same macro with columns 1 and 3 swapped in the state on both
   sides and in the round key, which is how AES_TABLE_CRYPT uses it for
   decryption. */
#define AES_TABLE_ROUND(T, d0, d1, d2, d3, s0, s1, s2, s3,		\
			k0, k1, k2, k3) do {				\
    d0 = (T)->table[0][AES_B0(s0)] ^ (T)->table[1][AES_B1(s1)]	\
      ^ (T)->table[2][AES_B2(s2)] ^ (T)->table[3][AES_B3(s3)] ^ (k0); \
    d1 = (T)->table[0][AES_B0(s1)] ^ (T)->table[1][AES_B1(s2)]	\
      ^ (T)->table[2][AES_B2(s3)] ^ (T)->table[3][AES_B3(s0)] ^ (k1); \
    d2 = (T)->table[0][AES_B0(s2)] ^ (T)->table[1][AES_B1(s3)]	\
      ^ (T)->table[2][AES_B2(s0)] ^ (T)->table[3][AES_B3(s1)] ^ (k2); \
    d3 = (T)->table[0][AES_B0(s3)] ^ (T)->table[1][AES_B1(s0)]	\
      ^ (T)->table[2][AES_B2(s1)] ^ (T)->table[3][AES_B3(s2)] ^ (k3); \
  } while (0)

/* A column of the last round, which has no MixColumns: S-box bytes,
   shifted into place. */
#define AES_TABLE_LAST_COLUMN(S, a, b, c, d, k)			\
  (  ((uint32_t) (S)[AES_B0(a)]						\
      | ((uint32_t) (S)[AES_B1(b)] << 8)				\
      | ((uint32_t) (S)[AES_B2(c)] << 16)				\
      | ((uint32_t) (S)[AES_B3(d)] << 24)) ^ (k))

/* The whole block loop. C1, C3 are the column numbers 1, 3 for
   encryption and 3, 1 for decryption (see AES_TABLE_ROUND); the round
   structure is the same: rounds is even, so the rounds - 1 middle
   rounds are pairs and one more, then the last round. k points at the
   key of the next round. */
#define AES_TABLE_CRYPT(rounds, keys, T, length, dst, src, C1, C3) do {	\
    assert((length) % 16 == 0);						\
    for (; length > 0; length -= 16, src += 16, dst += 16)		\
      {									\
	uint32_t w0, w1, w2, w3; /* state after an odd number of rounds */ \
	uint32_t t0, t1, t2, t3; /* state after an even number */	\
	const uint32_t *k;						\
	unsigned i;							\
									\
	w0 = LE_READ_UINT32(src) ^ (keys)[0];				\
	w1 = LE_READ_UINT32(src + 4) ^ (keys)[1];			\
	w2 = LE_READ_UINT32(src + 8) ^ (keys)[2];			\
	w3 = LE_READ_UINT32(src + 12) ^ (keys)[3];			\
									\
	k = (keys) + 4;							\
	for (i = 1; i < (rounds) - 1; i += 2, k += 8)			\
	  {								\
	    AES_TABLE_ROUND(T, t0, t##C1, t2, t##C3,			\
			    w0, w##C1, w2, w##C3,			\
			    k[0], k[C1], k[2], k[C3]);			\
	    AES_TABLE_ROUND(T, w0, w##C1, w2, w##C3,			\
			    t0, t##C1, t2, t##C3,			\
			    k[4], k[4 + C1], k[6], k[4 + C3]);		\
	  }								\
	AES_TABLE_ROUND(T, t0, t##C1, t2, t##C3, w0, w##C1, w2, w##C3,	\
			k[0], k[C1], k[2], k[C3]);			\
	k += 4;								\
									\
	w0 = AES_TABLE_LAST_COLUMN((T)->sbox, t0, t##C1, t2, t##C3, k[0]); \
	w##C1 = AES_TABLE_LAST_COLUMN((T)->sbox, t##C1, t2, t##C3, t0,	\
				      k[C1]);				\
	w2 = AES_TABLE_LAST_COLUMN((T)->sbox, t2, t##C3, t0, t##C1, k[2]); \
	w##C3 = AES_TABLE_LAST_COLUMN((T)->sbox, t##C3, t0, t##C1, t2,	\
				      k[C3]);				\
									\
	LE_WRITE_UINT32(dst, w0);					\
	LE_WRITE_UINT32(dst + 4, w1);					\
	LE_WRITE_UINT32(dst + 8, w2);					\
	LE_WRITE_UINT32(dst + 12, w3);					\
      }									\
  } while (0)

#endif /* NETTLE_AES_TABLE_INTERNAL_H_INCLUDED */
