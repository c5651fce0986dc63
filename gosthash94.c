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
   (phi(i + 1 + 4(k - 1)) = 8i + k, counting from 1). So key words 0..3
   are a 4x4 byte transpose of w[0], w[2], w[4], w[6], and key words
   4..7 of w[1], w[3], w[5], w[7]: pairs of bytes, then pairs of
   halves, with masks. */
static void
gost_transpose4 (uint32_t *out, uint32_t a, uint32_t b, uint32_t c, uint32_t d)
{
  /* t0 = a0 b0 a2 b2, t1 = a1 b1 a3 b3 (byte 0 first), likewise t2,
     t3 of c and d. */
  uint32_t t0 = (a & 0x00ff00ff) | ((b & 0x00ff00ff) << 8);
  uint32_t t1 = ((a >> 8) & 0x00ff00ff) | (b & 0xff00ff00);
  uint32_t t2 = (c & 0x00ff00ff) | ((d & 0x00ff00ff) << 8);
  uint32_t t3 = ((c >> 8) & 0x00ff00ff) | (d & 0xff00ff00);
  out[0] = (t0 & 0xffff) | (t2 << 16);
  out[1] = (t1 & 0xffff) | (t3 << 16);
  out[2] = (t0 >> 16) | (t2 & 0xffff0000);
  out[3] = (t1 >> 16) | (t3 & 0xffff0000);
}

static void
gost_p (uint32_t *key, const uint32_t *w)
{
  gost_transpose4 (key, w[0], w[2], w[4], w[6]);
  gost_transpose4 (key + 4, w[1], w[3], w[5], w[7]);
}

/* The shuffle psi shifts the vector down by 16 bits and puts
   y1 ^ y2 ^ y3 ^ y4 ^ y13 ^ y16 on top, so repeated applications form
   a linear recurrence: with z[0..15] the 16-bit parts of the input,
   z[i + 16] = z[i] ^ z[i+1] ^ z[i+2] ^ z[i+3] ^ z[i+12] ^ z[i+15], and
   psi^n of the input is z[n..n+15].

   Four terms per step, in registers: w[k] holds z[4k..4k+3], term
   4k + j in bits 16j (so w[k] is words 2k and 2k + 1 of the vector,
   on any byte order). With a[j] = z[i+j] ^ z[i+j+1] ^ z[i+j+2] ^
   z[i+j+3] ^ z[i+j+12], which only needs known terms, z[i+16+j] is
   the xor of a[0..j] and z[i+15]. */

/* Terms r..r+3 of the eight in (lo, hi), 0 < r < 4. */
#define GOST_WINDOW(lo, hi, r) (((lo) >> (16 * (r))) | ((hi) << (64 - 16 * (r))))

static inline void
gost_psi (uint64_t *w, unsigned n)
{
  uint64_t w0 = w[0], w1 = w[1], w2 = w[2], w3 = w[3], a;
  unsigned i, r = n % 4;

  for (i = 0; i < n / 4 + (r > 0); i++)
    {
      a = w0 ^ GOST_WINDOW (w0, w1, 1) ^ GOST_WINDOW (w0, w1, 2)
	^ GOST_WINDOW (w0, w1, 3) ^ w3;
      a ^= a << 16;
      a ^= a << 32;
      a ^= (w3 >> 48) * UINT64_C (0x0001000100010001);
      if (i == n / 4)
	break;  /* a is terms n - r + 16 .. n - r + 19 */
      w0 = w1; w1 = w2; w2 = w3; w3 = a;
    }
  if (r == 0)
    {
      w[0] = w0; w[1] = w1; w[2] = w2; w[3] = w3;
    }
  else
    {
      w[0] = GOST_WINDOW (w0, w1, r);
      w[1] = GOST_WINDOW (w1, w2, r);
      w[2] = GOST_WINDOW (w2, w3, r);
      w[3] = GOST_WINDOW (w3, a, r);
    }
}

/* Words 2k, 2k + 1 of a vector as the four terms of w[k]. */
static inline uint64_t
gost_pack (const uint32_t *v, unsigned k)
{
  return v[2 * k] | ((uint64_t) v[2 * k + 1] << 32);
}

/* The four encryptions of a step, E_{key[j]}(h words 2j, 2j + 1) into
   s, interleaved: each is one chain of 32 dependent rounds, so one at
   a time runs at the latency of a round (a lookup and a few XORs);
   four chains fill the machine instead. Rounds 1-24 use K0..K7 three
   times, rounds 25-32 K7..K0; the 32nd round does not swap. */
static void
gost_encrypt4 (const uint32_t key[4][8], const uint32_t sbox[4][256],
	       const uint32_t *h, uint32_t *s)
{
  uint32_t a0 = h[0], b0 = h[1], a1 = h[2], b1 = h[3];
  uint32_t a2 = h[4], b2 = h[5], a3 = h[6], b3 = h[7];
  unsigned r;

  for (r = 0; r < 32; r += 2)
    {
      unsigned i = r < 24 ? r % 8 : 7 - r % 8;
      unsigned k = r < 24 ? i + 1 : i - 1;
      uint32_t t0 = a0 + key[0][i], t1 = a1 + key[1][i];
      uint32_t t2 = a2 + key[2][i], t3 = a3 + key[3][i];
      b0 ^= GOST_F (sbox, t0); b1 ^= GOST_F (sbox, t1);
      b2 ^= GOST_F (sbox, t2); b3 ^= GOST_F (sbox, t3);
      t0 = b0 + key[0][k]; t1 = b1 + key[1][k];
      t2 = b2 + key[2][k]; t3 = b3 + key[3][k];
      a0 ^= GOST_F (sbox, t0); a1 ^= GOST_F (sbox, t1);
      a2 ^= GOST_F (sbox, t2); a3 ^= GOST_F (sbox, t3);
    }
  s[0] = b0; s[1] = a0; s[2] = b1; s[3] = a1;
  s[4] = b2; s[5] = a2; s[6] = b3; s[7] = a3;
}

/* The step function h = f(h, m) of RFC 5831 section 6: key
   generation, encryption of the four 64-bit parts of h, and the
   shuffle h = psi^61(h ^ psi(m ^ psi^12(s))). */
static void
gost_step (uint32_t *h, const uint32_t *m, const uint32_t sbox[4][256])
{
  uint32_t u[8], v[8], w[8], key[4][8], s[8];
  uint64_t z[4];
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
      gost_p (key[j], w);
    }
  gost_encrypt4 (key, sbox, h, s);

  for (i = 0; i < 4; i++)
    z[i] = gost_pack (s, i);
  gost_psi (z, 12);
  for (i = 0; i < 4; i++)
    z[i] ^= gost_pack (m, i);
  gost_psi (z, 1);
  for (i = 0; i < 4; i++)
    z[i] ^= gost_pack (h, i);
  gost_psi (z, 61);
  for (i = 0; i < 4; i++)
    {
      h[2 * i] = (uint32_t) z[i];
      h[2 * i + 1] = (uint32_t) (z[i] >> 32);
    }
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
