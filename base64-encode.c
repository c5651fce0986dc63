/* base64-encode.c

   base64 encoding: streaming context (either alphabet), and the
   raw whole-string and single-group helpers (standard alphabet).

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

#include "base64.h"

static const char base64_alphabet[64] =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
  "abcdefghijklmnopqrstuvwxyz"
  "0123456789+/";

void
base64_encode_init (struct base64_encode_ctx *ctx)
{
  ctx->alphabet = base64_alphabet;
  ctx->word = 0;
  ctx->bits = 0;
}

size_t
base64_encode_single (struct base64_encode_ctx *ctx,
		      char *dst, uint8_t src)
{
  /* At most 4 bits are buffered, so word never exceeds 12 bits. */
  unsigned word = ((unsigned) ctx->word << 8) | src;
  unsigned bits = ctx->bits + 8;
  size_t done = 0;

  while (bits >= 6)
    {
      bits -= 6;
      dst[done++] = ctx->alphabet[(word >> bits) & 0x3f];
    }
  ctx->word = word & ((1U << bits) - 1);
  ctx->bits = bits;
  return done;
}

/* Encodes whole 3-byte groups of src with the given alphabet. */
static void
encode_groups (const char *alphabet, char *dst,
	       size_t groups, const uint8_t *src)
{
  for (; groups > 0; groups--, src += 3, dst += 4)
    {
      uint32_t g = ((uint32_t) src[0] << 16) | (src[1] << 8) | src[2];
      dst[0] = alphabet[g >> 18];
      dst[1] = alphabet[(g >> 12) & 0x3f];
      dst[2] = alphabet[(g >> 6) & 0x3f];
      dst[3] = alphabet[g & 0x3f];
    }
}

size_t
base64_encode_update (struct base64_encode_ctx *ctx,
		      char *dst, size_t length, const uint8_t *src)
{
  size_t done = 0;
  size_t groups;

  /* Feed single bytes until no bits are buffered, then whole groups,
     then the remaining 0..2 bytes. */
  while (length > 0 && ctx->bits != 0)
    {
      done += base64_encode_single (ctx, dst + done, *src++);
      length--;
    }

  groups = length / 3;
  encode_groups (ctx->alphabet, dst + done, groups, src);
  done += 4 * groups;
  src += 3 * groups;
  length -= 3 * groups;

  while (length > 0)
    {
      done += base64_encode_single (ctx, dst + done, *src++);
      length--;
    }
  return done;
}

size_t
base64_encode_final (struct base64_encode_ctx *ctx, char *dst)
{
  size_t done = 0;
  unsigned bits = ctx->bits;

  if (bits > 0)
    {
      dst[done++] = ctx->alphabet[(ctx->word << (6 - bits)) & 0x3f];
      /* 2 leftover bits: the group had one byte, two '='; 4 bits: two
	 bytes, one '='. */
      for (; bits < 6; bits += 2)
	dst[done++] = '=';
    }
  ctx->word = 0;
  ctx->bits = 0;
  assert (done <= BASE64_ENCODE_FINAL_LENGTH);
  return done;
}

void
base64_encode_group (char *dst, uint32_t group)
{
  dst[0] = base64_alphabet[(group >> 18) & 0x3f];
  dst[1] = base64_alphabet[(group >> 12) & 0x3f];
  dst[2] = base64_alphabet[(group >> 6) & 0x3f];
  dst[3] = base64_alphabet[group & 0x3f];
}

void
base64_encode_raw (char *dst, size_t length, const uint8_t *src)
{
  /* Works from the end towards the start, so that output may overlap
     input when src <= dst: group i reads src[3i..3i+2] and writes
     dst[4i..4i+3], which lie at or after everything still unread. */
  size_t groups = length / 3;
  size_t tail = length % 3;
  char *out = dst + 4 * groups;
  const uint8_t *in = src + 3 * groups;

  if (tail > 0)
    {
      unsigned b0 = in[0];
      unsigned b1 = (tail == 2) ? in[1] : 0;
      out[0] = base64_alphabet[b0 >> 2];
      out[1] = base64_alphabet[((b0 & 3) << 4) | (b1 >> 4)];
      out[2] = (tail == 2) ? base64_alphabet[(b1 & 0x0f) << 2] : '=';
      out[3] = '=';
    }
  while (groups > 0)
    {
      uint32_t g;
      groups--;
      in -= 3;
      out -= 4;
      g = ((uint32_t) in[0] << 16) | (in[1] << 8) | in[2];
      base64_encode_group (out, g);
    }
}
