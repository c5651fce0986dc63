/* aes-encrypt-internal.c

   Portable AES encryption core, _nettle_aes_encrypt_c: the classic
   four-table (T-table) formulation, one 32-bit table look-up per state
   byte and round, state kept in eight local words.

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

#if HAVE_CONFIG_H
# include "config.h"
#endif

#include <assert.h>

#include "aes-internal.h"
#include "macros.h"

/* Bytes of a column word, row 0 being the low byte. */
#define B0(x) ((x) & 0xff)
#define B1(x) (((x) >> 8) & 0xff)
#define B2(x) (((x) >> 16) & 0xff)
#define B3(x) ((x) >> 24)

/* One middle round: SubBytes, ShiftRows, MixColumns and AddRoundKey.
   ShiftRows takes row r of output column j from input column j + r;
   table[r] already holds the MixColumns contribution of row r. Reads
   s0..s3 and the round key k[0..3], writes d0..d3. */
#define ENC_ROUND(T, d0, d1, d2, d3, s0, s1, s2, s3, k) do {	\
    d0 = (T)->table[0][B0(s0)] ^ (T)->table[1][B1(s1)]		\
      ^ (T)->table[2][B2(s2)] ^ (T)->table[3][B3(s3)] ^ (k)[0];	\
    d1 = (T)->table[0][B0(s1)] ^ (T)->table[1][B1(s2)]		\
      ^ (T)->table[2][B2(s3)] ^ (T)->table[3][B3(s0)] ^ (k)[1];	\
    d2 = (T)->table[0][B0(s2)] ^ (T)->table[1][B1(s3)]		\
      ^ (T)->table[2][B2(s0)] ^ (T)->table[3][B3(s1)] ^ (k)[2];	\
    d3 = (T)->table[0][B0(s3)] ^ (T)->table[1][B1(s0)]		\
      ^ (T)->table[2][B2(s1)] ^ (T)->table[3][B3(s2)] ^ (k)[3];	\
  } while (0)

/* The last round has no MixColumns: S-box bytes, shifted into place. */
#define ENC_LAST_COLUMN(S, a, b, c, d, k)				\
  (  ((uint32_t) (S)[B0(a)]						\
      | ((uint32_t) (S)[B1(b)] << 8)					\
      | ((uint32_t) (S)[B2(c)] << 16)					\
      | ((uint32_t) (S)[B3(d)] << 24)) ^ (k))

void
_nettle_aes_encrypt_c(unsigned rounds, const uint32_t *keys,
		      const struct aes_table *T,
		      size_t length, uint8_t *dst,
		      const uint8_t *src)
{
  assert (length % 16 == 0);

  for (; length > 0; length -= 16, src += 16, dst += 16)
    {
      uint32_t w0, w1, w2, w3;	/* state after an odd number of rounds */
      uint32_t t0, t1, t2, t3;	/* state after an even number */
      const uint32_t *k;
      unsigned i;

      w0 = LE_READ_UINT32(src) ^ keys[0];
      w1 = LE_READ_UINT32(src + 4) ^ keys[1];
      w2 = LE_READ_UINT32(src + 8) ^ keys[2];
      w3 = LE_READ_UINT32(src + 12) ^ keys[3];

      /* rounds is even, so rounds - 1 middle rounds are an odd number:
	 pairs first, then one more, then the last round. k points at
	 the key of the next round. */
      k = keys + 4;
      for (i = 1; i < rounds - 1; i += 2, k += 8)
	{
	  ENC_ROUND(T, t0, t1, t2, t3, w0, w1, w2, w3, k);
	  ENC_ROUND(T, w0, w1, w2, w3, t0, t1, t2, t3, k + 4);
	}
      ENC_ROUND(T, t0, t1, t2, t3, w0, w1, w2, w3, k);
      k += 4;

      w0 = ENC_LAST_COLUMN(T->sbox, t0, t1, t2, t3, k[0]);
      w1 = ENC_LAST_COLUMN(T->sbox, t1, t2, t3, t0, k[1]);
      w2 = ENC_LAST_COLUMN(T->sbox, t2, t3, t0, t1, k[2]);
      w3 = ENC_LAST_COLUMN(T->sbox, t3, t0, t1, t2, k[3]);

      LE_WRITE_UINT32(dst, w0);
      LE_WRITE_UINT32(dst + 4, w1);
      LE_WRITE_UINT32(dst + 8, w2);
      LE_WRITE_UINT32(dst + 12, w3);
    }
}
