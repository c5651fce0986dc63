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
   the four S-box outputs are combined. */
#define CAST_F(d, i, op_in, o1, o2, o3) do {				\
    uint32_t I_ = ROTL32 (ctx->Kr[i], ctx->Km[i] op_in (d));		\
    f = ((S1[I_ >> 24] o1 S2[(I_ >> 16) & 0xff])			\
	 o2 S3[(I_ >> 8) & 0xff]) o3 S4[I_ & 0xff];			\
  } while (0)

#define F1(d, i) CAST_F (d, i, +, ^, -, +)
#define F2(d, i) CAST_F (d, i, ^, -, +, ^)
#define F3(d, i) CAST_F (d, i, -, +, ^, -)

/* One round: the right half goes through F, the result is XORed into
   the left half; the callers swap the halves by naming. */
#define ROUND(F, l, r, i) do { F (r, i); (l) ^= f; } while (0)

void
cast128_encrypt (const struct cast128_ctx *ctx,
		 size_t length, uint8_t *dst,
		 const uint8_t *src)
{
  FOR_BLOCKS (length, dst, src, CAST128_BLOCK_SIZE)
    {
      uint32_t l = READ_UINT32 (src);
      uint32_t r = READ_UINT32 (src + 4);
      uint32_t f;

      ROUND (F1, l, r, 0);
      ROUND (F2, r, l, 1);
      ROUND (F3, l, r, 2);
      ROUND (F1, r, l, 3);
      ROUND (F2, l, r, 4);
      ROUND (F3, r, l, 5);
      ROUND (F1, l, r, 6);
      ROUND (F2, r, l, 7);
      ROUND (F3, l, r, 8);
      ROUND (F1, r, l, 9);
      ROUND (F2, l, r, 10);
      ROUND (F3, r, l, 11);
      if (ctx->rounds > 12)
	{
	  ROUND (F1, l, r, 12);
	  ROUND (F2, r, l, 13);
	  ROUND (F3, l, r, 14);
	  ROUND (F1, r, l, 15);
	}
      /* An even number of rounds leaves the halves in place; the output
	 is R16 || L16. */
      WRITE_UINT32 (dst, r);
      WRITE_UINT32 (dst + 4, l);
    }
}

void
cast128_decrypt (const struct cast128_ctx *ctx,
		 size_t length, uint8_t *dst,
		 const uint8_t *src)
{
  FOR_BLOCKS (length, dst, src, CAST128_BLOCK_SIZE)
    {
      /* Undo the final swap, then run the rounds backwards. */
      uint32_t r = READ_UINT32 (src);
      uint32_t l = READ_UINT32 (src + 4);
      uint32_t f;

      if (ctx->rounds > 12)
	{
	  ROUND (F1, r, l, 15);
	  ROUND (F3, l, r, 14);
	  ROUND (F2, r, l, 13);
	  ROUND (F1, l, r, 12);
	}
      ROUND (F3, r, l, 11);
      ROUND (F2, l, r, 10);
      ROUND (F1, r, l, 9);
      ROUND (F3, l, r, 8);
      ROUND (F2, r, l, 7);
      ROUND (F1, l, r, 6);
      ROUND (F3, r, l, 5);
      ROUND (F2, l, r, 4);
      ROUND (F1, r, l, 3);
      ROUND (F3, l, r, 2);
      ROUND (F2, r, l, 1);
      ROUND (F1, l, r, 0);

      WRITE_UINT32 (dst, l);
      WRITE_UINT32 (dst + 4, r);
    }
}
