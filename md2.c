/* md2.c

   MD2 (RFC 1319): the S-box, the block transform with its running
   checksum, buffering, padding and output.

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

#include "md2.h"

/* RFC 1319, section 3.2: a permutation of 0..255 built from the
   digits of pi. Stored as words, and followed by a copy of its first
   16 entries, so that S[v + k] = S[(v + k) mod 256] for v < 256 and
   k < 16 (see md2_rounds). */
static const unsigned S[256 + 16] =
{
  0x29, 0x2e, 0x43, 0xc9, 0xa2, 0xd8, 0x7c, 0x01,
  0x3d, 0x36, 0x54, 0xa1, 0xec, 0xf0, 0x06, 0x13,
  0x62, 0xa7, 0x05, 0xf3, 0xc0, 0xc7, 0x73, 0x8c,
  0x98, 0x93, 0x2b, 0xd9, 0xbc, 0x4c, 0x82, 0xca,
  0x1e, 0x9b, 0x57, 0x3c, 0xfd, 0xd4, 0xe0, 0x16,
  0x67, 0x42, 0x6f, 0x18, 0x8a, 0x17, 0xe5, 0x12,
  0xbe, 0x4e, 0xc4, 0xd6, 0xda, 0x9e, 0xde, 0x49,
  0xa0, 0xfb, 0xf5, 0x8e, 0xbb, 0x2f, 0xee, 0x7a,
  0xa9, 0x68, 0x79, 0x91, 0x15, 0xb2, 0x07, 0x3f,
  0x94, 0xc2, 0x10, 0x89, 0x0b, 0x22, 0x5f, 0x21,
  0x80, 0x7f, 0x5d, 0x9a, 0x5a, 0x90, 0x32, 0x27,
  0x35, 0x3e, 0xcc, 0xe7, 0xbf, 0xf7, 0x97, 0x03,
  0xff, 0x19, 0x30, 0xb3, 0x48, 0xa5, 0xb5, 0xd1,
  0xd7, 0x5e, 0x92, 0x2a, 0xac, 0x56, 0xaa, 0xc6,
  0x4f, 0xb8, 0x38, 0xd2, 0x96, 0xa4, 0x7d, 0xb6,
  0x76, 0xfc, 0x6b, 0xe2, 0x9c, 0x74, 0x04, 0xf1,
  0x45, 0x9d, 0x70, 0x59, 0x64, 0x71, 0x87, 0x20,
  0x86, 0x5b, 0xcf, 0x65, 0xe6, 0x2d, 0xa8, 0x02,
  0x1b, 0x60, 0x25, 0xad, 0xae, 0xb0, 0xb9, 0xf6,
  0x1c, 0x46, 0x61, 0x69, 0x34, 0x40, 0x7e, 0x0f,
  0x55, 0x47, 0xa3, 0x23, 0xdd, 0x51, 0xaf, 0x3a,
  0xc3, 0x5c, 0xf9, 0xce, 0xba, 0xc5, 0xea, 0x26,
  0x2c, 0x53, 0x0d, 0x6e, 0x85, 0x28, 0x84, 0x09,
  0xd3, 0xdf, 0xcd, 0xf4, 0x41, 0x81, 0x4d, 0x52,
  0x6a, 0xdc, 0x37, 0xc8, 0x6c, 0xc1, 0xab, 0xfa,
  0x24, 0xe1, 0x7b, 0x08, 0x0c, 0xbd, 0xb1, 0x4a,
  0x78, 0x88, 0x95, 0x8b, 0xe3, 0x63, 0xe8, 0x6d,
  0xe9, 0xcb, 0xd5, 0xfe, 0x3b, 0x00, 0x1d, 0x39,
  0xf2, 0xef, 0xb7, 0x0e, 0x66, 0x58, 0xd0, 0xe4,
  0xa6, 0x77, 0x72, 0xf8, 0xeb, 0x75, 0x4b, 0x0a,
  0x31, 0x44, 0x50, 0xb4, 0x8f, 0xed, 0x1f, 0x1a,
  0xdb, 0x99, 0x8d, 0x33, 0x9f, 0x11, 0x83, 0x14,
  /* S[0..15] again */
  0x29, 0x2e, 0x43, 0xc9, 0xa2, 0xd8, 0x7c, 0x01,
  0x3d, 0x36, 0x54, 0xa1, 0xec, 0xf0, 0x06, 0x13,
};

/* RFC 1319, section 3.4: the 18 rounds over the 48-byte state x,
   the last round of only its first `last' steps (48, or 16 for the
   digest, when the other 32 bytes are thrown away).

   The rounds are one chain of 864 dependent steps, each an S-box
   load and an xor. With S of words and t an unsigned int, the xor of
   two values below 256 indexes the next load directly; with bytes,
   GCC xors in a byte register and puts a zero extension on the chain
   of every step. The RFC adds the round number to t between rounds,
   modulo 256: here the first lookup of the next round reads from S
   shifted by that number instead (the table's tail makes that the
   sum modulo 256), so no add and mask are on the chain. */
static inline void
md2_rounds(uint8_t *x, unsigned last)
{
  unsigned i, j, t;

  for (i = 0, t = 0; i < 18; i++)
    {
      /* Round i starts from the previous round's t plus i - 1. */
      const unsigned *s = S + (i > 0 ? i - 1 : 0);
      unsigned n = i < 17 ? 3 * MD2_BLOCK_SIZE : last;

      t = s[t] ^ x[0];
      x[0] = t;
      for (j = 1; j < n; j++)
	{
	  t = S[t] ^ x[j];
	  x[j] = t;
	}
    }
}

/* Section 3.4: the state takes the block and its xor with the first
   16 bytes. */
static inline void
md2_load(uint8_t *x, const uint8_t *data)
{
  unsigned i;

  for (i = 0; i < MD2_BLOCK_SIZE; i++)
    {
      x[16 + i] = data[i];
      x[32 + i] = x[i] ^ data[i];
    }
}

/* Section 3.4 on one block, and the checksum update of section 3.2
   (as the RFC's reference code does it: C[j] is xored with the S-box
   value, not replaced by it). */
static void
md2_transform(struct md2_ctx *ctx, const uint8_t *data)
{
  unsigned i, t;

  md2_load(ctx->X, data);
  md2_rounds(ctx->X, 3 * MD2_BLOCK_SIZE);

  t = ctx->C[MD2_BLOCK_SIZE - 1];
  for (i = 0; i < MD2_BLOCK_SIZE; i++)
    t = ctx->C[i] ^= S[data[i] ^ t];
}

void
md2_init(struct md2_ctx *ctx)
{
  memset(ctx, 0, sizeof(*ctx));
}

void
md2_update(struct md2_ctx *ctx,
	   size_t length, const uint8_t *data)
{
  if (length == 0)
    return;

  if (ctx->index > 0)
    {
      unsigned room = MD2_BLOCK_SIZE - ctx->index;
      if (length < room)
	{
	  memcpy(ctx->block + ctx->index, data, length);
	  ctx->index += length;
	  return;
	}
      memcpy(ctx->block + ctx->index, data, room);
      md2_transform(ctx, ctx->block);
      data += room;
      length -= room;
    }
  for (; length >= MD2_BLOCK_SIZE;
       length -= MD2_BLOCK_SIZE, data += MD2_BLOCK_SIZE)
    md2_transform(ctx, data);

  if (length > 0)
    memcpy(ctx->block, data, length);
  ctx->index = length;
}

void
md2_digest(struct md2_ctx *ctx,
	   size_t length, uint8_t *digest)
{
  unsigned pad;

  assert(length <= MD2_DIGEST_SIZE);

  /* RFC 1319, section 3.1: i bytes of value i, 1 <= i <= 16. */
  pad = MD2_BLOCK_SIZE - ctx->index;
  memset(ctx->block + ctx->index, pad, pad);
  md2_transform(ctx, ctx->block);

  /* Section 3.2: the checksum is the last block. Its transform needs
     no checksum update, and its last round only the 16 bytes of the
     digest. */
  md2_load(ctx->X, ctx->C);
  md2_rounds(ctx->X, MD2_BLOCK_SIZE);

  memcpy(digest, ctx->X, length);
  md2_init(ctx);
}
