/* cast128.c

   CAST-128 key schedule, encryption and decryption (RFC 2144).

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
#include <string.h>

#include "cast128.h"
#include "macros.h"

#include "cast128-sboxes.h"

#define S1 cast128_sbox[0]
#define S2 cast128_sbox[1]
#define S3 cast128_sbox[2]
#define S4 cast128_sbox[3]
#define S5 cast128_sbox[4]
#define S6 cast128_sbox[5]
#define S7 cast128_sbox[6]
#define S8 cast128_sbox[7]

/* Octet n (0..15, RFC 2144's hex digit) of a 128-bit value held as
   four big-endian words. */
#define B(w, n) (((w)[(n) >> 2] >> (24 - 8 * ((n) & 3))) & 0xff)

/* RFC 2144 section 2.4: the two state updates, z from x and x from z. */
static void
cast128_z_from_x (uint32_t *z, const uint32_t *x)
{
  z[0] = x[0] ^ S5[B (x, 13)] ^ S6[B (x, 15)] ^ S7[B (x, 12)]
    ^ S8[B (x, 14)] ^ S7[B (x, 8)];
  z[1] = x[2] ^ S5[B (z, 0)] ^ S6[B (z, 2)] ^ S7[B (z, 1)]
    ^ S8[B (z, 3)] ^ S8[B (x, 10)];
  z[2] = x[3] ^ S5[B (z, 7)] ^ S6[B (z, 6)] ^ S7[B (z, 5)]
    ^ S8[B (z, 4)] ^ S5[B (x, 9)];
  z[3] = x[1] ^ S5[B (z, 10)] ^ S6[B (z, 9)] ^ S7[B (z, 11)]
    ^ S8[B (z, 8)] ^ S6[B (x, 11)];
}

static void
cast128_x_from_z (uint32_t *x, const uint32_t *z)
{
  x[0] = z[2] ^ S5[B (z, 5)] ^ S6[B (z, 7)] ^ S7[B (z, 4)]
    ^ S8[B (z, 6)] ^ S7[B (z, 0)];
  x[1] = z[0] ^ S5[B (x, 0)] ^ S6[B (x, 2)] ^ S7[B (x, 1)]
    ^ S8[B (x, 3)] ^ S8[B (z, 2)];
  x[2] = z[1] ^ S5[B (x, 7)] ^ S6[B (x, 6)] ^ S7[B (x, 5)]
    ^ S8[B (x, 4)] ^ S5[B (z, 1)];
  x[3] = z[3] ^ S5[B (x, 10)] ^ S6[B (x, 9)] ^ S7[B (x, 11)]
    ^ S8[B (x, 8)] ^ S6[B (z, 3)];
}

/* The octets each group of four subkeys reads: subkey j of group g is
   S5[a] ^ S6[b] ^ S7[c] ^ S8[d] ^ S(5+j)[e] of the state just updated
   (z for even g, x for odd g). RFC 2144 section 2.4, K1..K16; the
   schedule runs twice, giving K17..K32. */
static const uint8_t cast128_kidx[4][4][5] =
  {
    { { 8, 9, 7, 6, 2 }, { 10, 11, 5, 4, 6 },
      { 12, 13, 3, 2, 9 }, { 14, 15, 1, 0, 12 } },
    { { 3, 2, 12, 13, 8 }, { 1, 0, 14, 15, 13 },
      { 7, 6, 8, 9, 3 }, { 5, 4, 10, 11, 7 } },
    { { 3, 2, 12, 13, 9 }, { 1, 0, 14, 15, 12 },
      { 7, 6, 8, 9, 2 }, { 5, 4, 10, 11, 6 } },
    { { 8, 9, 7, 6, 3 }, { 10, 11, 5, 4, 7 },
      { 12, 13, 3, 2, 8 }, { 14, 15, 1, 0, 13 } },
  };

void
cast5_set_key (struct cast128_ctx *ctx,
	       size_t length, const uint8_t *key)
{
  uint8_t padded[16];
  uint32_t x[4], z[4], k[32];
  unsigned half, g, j, i;

  assert (length >= CAST5_MIN_KEY_SIZE);
  assert (length <= CAST5_MAX_KEY_SIZE);

  /* Shorter keys are padded with zero octets on the right. */
  memset (padded, 0, sizeof (padded));
  memcpy (padded, key, length);
  for (i = 0; i < 4; i++)
    x[i] = READ_UINT32 (padded + 4 * i);

  for (half = 0; half < 2; half++)
    for (g = 0; g < 4; g++)
      {
	const uint32_t *s;
	if (g & 1)
	  {
	    cast128_x_from_z (x, z);
	    s = x;
	  }
	else
	  {
	    cast128_z_from_x (z, x);
	    s = z;
	  }
	for (j = 0; j < 4; j++)
	  {
	    const uint8_t *n = cast128_kidx[g][j];
	    k[16 * half + 4 * g + j] = S5[B (s, n[0])] ^ S6[B (s, n[1])]
	      ^ S7[B (s, n[2])] ^ S8[B (s, n[3])]
	      ^ cast128_sbox[4 + j][B (s, n[4])];
	  }
      }

  for (i = 0; i < 16; i++)
    {
      ctx->Km[i] = k[i];
      ctx->Kr[i] = k[16 + i] & 31;
    }
  ctx->rounds = length <= 10 ? 12 : 16;
}

void
cast128_set_key (struct cast128_ctx *ctx, const uint8_t *key)
{
  cast5_set_key (ctx, CAST128_KEY_SIZE, key);
}

/* The three round functions of RFC 2144 section 2.2: I is the
   rotated combination of the data half d with the masking key, then
   the four S-box outputs are combined; the result is XORed into l. */
#define CAST_ROUND(l, d, i, op_in, o1, o2, o3) do {			\
    uint32_t I_ = ROTL32 (ctx->Kr[i], ctx->Km[i] op_in (d));		\
    (l) ^= ((S1[I_ >> 24] o1 S2[(I_ >> 16) & 0xff])			\
	    o2 S3[(I_ >> 8) & 0xff]) o3 S4[I_ & 0xff];			\
  } while (0)

#define F1(l, r, i) CAST_ROUND (l, r, i, +, ^, -, +)
#define F2(l, r, i) CAST_ROUND (l, r, i, ^, -, +, ^)
#define F3(l, r, i) CAST_ROUND (l, r, i, -, +, ^, -)

/* Round i on one block (a) or two blocks side by side (a and b): each
   round is a chain of dependent loads, which a second block overlaps
   (17 to 9.6 cycles/byte on AMD EPYC, December 2026). The halves swap
   by naming. */
#define ROUND1(F, al, ar, bl, br, i) F (al, ar, i)
#define ROUND2(F, al, ar, bl, br, i) do {	\
    F (al, ar, i);				\
    F (bl, br, i);				\
  } while (0)

/* The 12 or 16 rounds of encryption and of decryption, given a round
   macro R: the state starts in (al, ar) and ends in (ar, al) (an even
   number of rounds). */
#define CAST_ENCRYPT(R) do {				\
    R (F1, al, ar, bl, br, 0);				\
    R (F2, ar, al, br, bl, 1);				\
    R (F3, al, ar, bl, br, 2);				\
    R (F1, ar, al, br, bl, 3);				\
    R (F2, al, ar, bl, br, 4);				\
    R (F3, ar, al, br, bl, 5);				\
    R (F1, al, ar, bl, br, 6);				\
    R (F2, ar, al, br, bl, 7);				\
    R (F3, al, ar, bl, br, 8);				\
    R (F1, ar, al, br, bl, 9);				\
    R (F2, al, ar, bl, br, 10);				\
    R (F3, ar, al, br, bl, 11);				\
    if (ctx->rounds > 12)				\
      {							\
	R (F1, al, ar, bl, br, 12);			\
	R (F2, ar, al, br, bl, 13);			\
	R (F3, al, ar, bl, br, 14);			\
	R (F1, ar, al, br, bl, 15);			\
      }							\
  } while (0)

#define CAST_DECRYPT(R) do {				\
    if (ctx->rounds > 12)				\
      {							\
	R (F1, al, ar, bl, br, 15);			\
	R (F3, ar, al, br, bl, 14);			\
	R (F2, al, ar, bl, br, 13);			\
	R (F1, ar, al, br, bl, 12);			\
      }							\
    R (F3, al, ar, bl, br, 11);				\
    R (F2, ar, al, br, bl, 10);				\
    R (F1, al, ar, bl, br, 9);				\
    R (F3, ar, al, br, bl, 8);				\
    R (F2, al, ar, bl, br, 7);				\
    R (F1, ar, al, br, bl, 6);				\
    R (F3, al, ar, bl, br, 5);				\
    R (F2, ar, al, br, bl, 4);				\
    R (F1, al, ar, bl, br, 3);				\
    R (F3, ar, al, br, bl, 2);				\
    R (F2, al, ar, bl, br, 1);				\
    R (F1, ar, al, br, bl, 0);				\
  } while (0)

/* Blocks are big-endian halves; output is (R, L), which for
   decryption means the input's second half comes first. */
#define CAST_CRYPT(ROUNDS) do {						\
    uint32_t al, ar, bl, br;						\
    assert (!(length % CAST128_BLOCK_SIZE));				\
    for (; length >= 2 * CAST128_BLOCK_SIZE;				\
	 length -= 2 * CAST128_BLOCK_SIZE,				\
	   dst += 2 * CAST128_BLOCK_SIZE, src += 2 * CAST128_BLOCK_SIZE)	\
      {									\
	al = READ_UINT32 (src);						\
	ar = READ_UINT32 (src + 4);					\
	bl = READ_UINT32 (src + 8);					\
	br = READ_UINT32 (src + 12);					\
	ROUNDS (ROUND2);						\
	WRITE_UINT32 (dst, ar);						\
	WRITE_UINT32 (dst + 4, al);					\
	WRITE_UINT32 (dst + 8, br);					\
	WRITE_UINT32 (dst + 12, bl);					\
      }									\
    if (length)								\
      {									\
	al = READ_UINT32 (src);						\
	ar = READ_UINT32 (src + 4);					\
	ROUNDS (ROUND1);						\
	WRITE_UINT32 (dst, ar);						\
	WRITE_UINT32 (dst + 4, al);					\
      }									\
  } while (0)

void
cast128_encrypt (const struct cast128_ctx *ctx,
		 size_t length, uint8_t *dst,
		 const uint8_t *src)
{
  CAST_CRYPT (CAST_ENCRYPT);
}

/* Decryption runs the rounds backwards on (R16, L16) = the ciphertext
   halves; naming the first half al makes it the same shape. */
void
cast128_decrypt (const struct cast128_ctx *ctx,
		 size_t length, uint8_t *dst,
		 const uint8_t *src)
{
  CAST_CRYPT (CAST_DECRYPT);
}
