/* gosthash94.c

   The GOST R 34.11-94 hash function (RFC 5831), with the S-boxes of
   the test parameter set (gosthash94_*) or the CryptoPro parameter
   set (gosthash94cp_*).

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

#include "gosthash94.h"
#include "gost28147-internal.h"

#include "macros.h"
#include "md-internal.h"

/* Representation: a 256-bit vector of the standard is eight 32-bit
   words, word 0 the least significant; message blocks are read, and
   the digest written, as little-endian words, so the first message
   byte is the least significant one (as in RFC 5831). In the notation
   of RFC 5831 section 6, the 64-bit parts y1..y4 of a vector are the
   word pairs (0,1) .. (6,7), and its 16-bit parts y1..y16 the halves
   of words 0..7, low half first. */

/* The constant C3 of the key generation (RFC 5831 section 6.1). C2
   and C4 are zero. */
static const uint32_t gost_c3[8] = {
  0xff00ff00, 0xff00ff00, 0x00ff00ff, 0x00ff00ff,
  0x00ffff00, 0xff0000ff, 0x000000ff, 0xff00ffff,
};

/* A(y4 || y3 || y2 || y1) = (y1 ^ y2) || y4 || y3 || y2, in place. */
static void
gost_a (uint32_t *y)
{
  uint32_t t0 = y[0] ^ y[2];
  uint32_t t1 = y[1] ^ y[3];
  y[0] = y[2]; y[1] = y[3];
  y[2] = y[4]; y[3] = y[5];
  y[4] = y[6]; y[5] = y[7];
  y[6] = t0;   y[7] = t1;
}

/* The byte transposition P: byte i of key word k is byte 8i + k of w
   (phi(i + 1 + 4(k - 1)) = 8i + k, counting from 1). */
static void
gost_p (uint32_t *key, const uint32_t *w)
{
  unsigned k;
  for (k = 0; k < 8; k++)
    {
      unsigned shift = 8 * (k & 3);
      unsigned j = k >> 2;
      key[k] = ((w[j] >> shift) & 0xff)
	| (((w[j + 2] >> shift) & 0xff) << 8)
	| (((w[j + 4] >> shift) & 0xff) << 16)
	| (((w[j + 6] >> shift) & 0xff) << 24);
    }
}

/* The shuffle psi shifts the vector down by 16 bits and puts
   y1 ^ y2 ^ y3 ^ y4 ^ y13 ^ y16 on top, so repeated applications form
   a linear recurrence: with z[0..15] the 16-bit parts of the input,
   z[i + 16] = z[i] ^ z[i+1] ^ z[i+2] ^ z[i+3] ^ z[i+12] ^ z[i+15], and
   psi^n of the input is z[n..n+15]. */
static void
gost_psi (uint16_t *z, unsigned n)
{
  unsigned i;
  for (i = 0; i < n; i++)
    z[i + 16] = z[i] ^ z[i + 1] ^ z[i + 2] ^ z[i + 3]
      ^ z[i + 12] ^ z[i + 15];
}

/* The step function h = f(h, m) of RFC 5831 section 6: key
   generation, encryption of the four 64-bit parts of h, and the
   shuffle h = psi^61(h ^ psi(m ^ psi^12(s))). */
static void
gost_step (uint32_t *h, const uint32_t *m, const uint32_t sbox[4][256])
{
  uint32_t u[8], v[8], w[8], key[8], s[8];
  uint16_t z[16 + 61];
  unsigned i, j;

  memcpy (u, h, sizeof (u));
  memcpy (v, m, sizeof (v));

  for (j = 0; j < 4; j++)
    {
      if (j > 0)
	{
	  gost_a (u);
	  if (j == 2)
	    for (i = 0; i < 8; i++)
	      u[i] ^= gost_c3[i];
	  gost_a (v);
	  gost_a (v);
	}
      for (i = 0; i < 8; i++)
	w[i] = u[i] ^ v[i];
      gost_p (key, w);
      _nettle_gost28147_encrypt_block (key, sbox, h + 2 * j, s + 2 * j);
    }

  for (i = 0; i < 8; i++)
    {
      z[2 * i] = s[i] & 0xffff;
      z[2 * i + 1] = s[i] >> 16;
    }
  gost_psi (z, 12);

  for (i = 0; i < 8; i++)
    {
      z[2 * i] = z[12 + 2 * i] ^ (m[i] & 0xffff);
      z[2 * i + 1] = z[12 + 2 * i + 1] ^ (m[i] >> 16);
    }
  gost_psi (z, 1);

  for (i = 0; i < 8; i++)
    {
      z[2 * i] = z[1 + 2 * i] ^ (h[i] & 0xffff);
      z[2 * i + 1] = z[1 + 2 * i + 1] ^ (h[i] >> 16);
    }
  gost_psi (z, 61);

  for (i = 0; i < 8; i++)
    h[i] = z[61 + 2 * i] | ((uint32_t) z[61 + 2 * i + 1] << 16);
}

/* One 32-byte message block: add it to the checksum, then step. */
static void
gost_block_compress (struct gosthash94_ctx *ctx, const uint8_t *block,
		     const uint32_t sbox[4][256])
{
  uint32_t m[8];
  uint32_t carry = 0;
  unsigned i;

  for (i = 0; i < 8; i++)
    {
      uint32_t t;
      m[i] = LE_READ_UINT32 (block + 4 * i);
      t = ctx->sum[i] + carry;
      carry = (t < carry);
      ctx->sum[i] = t + m[i];
      carry += (ctx->sum[i] < t);
    }

  gost_step (ctx->hash, m, sbox);
}

#define COMPRESS_TEST(ctx, block) \
  gost_block_compress ((ctx), (block), _nettle_gost28147_param_test_3411.sbox)
#define COMPRESS_CP(ctx, block) \
  gost_block_compress ((ctx), (block), _nettle_gost28147_param_CryptoPro_3411.sbox)

/* Pads and compresses a partial last block, folds in the bit length
   and the checksum, writes length bytes and resets the context. */
static void
gost_digest (struct gosthash94_ctx *ctx, size_t length, uint8_t *result,
	     const uint32_t sbox[4][256])
{
  uint32_t bits[8];

  assert (length <= GOSTHASH94_DIGEST_SIZE);
  assert (ctx->index < GOSTHASH94_BLOCK_SIZE);

  /* The message length in bits, as a 256-bit number. */
  bits[0] = (uint32_t) (ctx->count << 8) | (ctx->index << 3);
  bits[1] = (uint32_t) (ctx->count >> 24);
  bits[2] = (uint32_t) (ctx->count >> 56);
  bits[3] = bits[4] = bits[5] = bits[6] = bits[7] = 0;

  /* An empty tail is not processed; a partial one is padded with
     zeros up to a whole block. */
  if (ctx->index > 0)
    {
      memset (ctx->block + ctx->index, 0,
	      GOSTHASH94_BLOCK_SIZE - ctx->index);
      gost_block_compress (ctx, ctx->block, sbox);
    }

  gost_step (ctx->hash, bits, sbox);
  gost_step (ctx->hash, ctx->sum, sbox);

  _md_write_le32 (length, result, ctx->hash);

  gosthash94_init (ctx);
}

void
gosthash94_init (struct gosthash94_ctx *ctx)
{
  memset (ctx, 0, sizeof (*ctx));
}

void
gosthash94_update (struct gosthash94_ctx *ctx,
		   size_t length, const uint8_t *msg)
{
  MD_UPDATE (ctx, length, msg, COMPRESS_TEST, ctx->count++);
}

void
gosthash94cp_update (struct gosthash94_ctx *ctx,
		     size_t length, const uint8_t *msg)
{
  MD_UPDATE (ctx, length, msg, COMPRESS_CP, ctx->count++);
}

void
gosthash94_digest (struct gosthash94_ctx *ctx,
		   size_t length, uint8_t *result)
{
  gost_digest (ctx, length, result, _nettle_gost28147_param_test_3411.sbox);
}

void
gosthash94cp_digest (struct gosthash94_ctx *ctx,
		     size_t length, uint8_t *result)
{
  gost_digest (ctx, length, result,
	       _nettle_gost28147_param_CryptoPro_3411.sbox);
}
