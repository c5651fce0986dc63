/* base64-decode.c

   base64 decoding with either alphabet (the context's table):
   white space skipped, '=' padding checked, data after padding an
   error.

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
#include <stdlib.h>

#include "base64.h"

/* Character classes, indexed by the unsigned character: 0..63 digit
   value, -1 invalid, -2 the padding character '=', -3 white space
   (tab, line feed, vertical tab, form feed, carriage return, space). */
#define CLASS_INVALID -1
#define CLASS_PADDING -2
#define CLASS_SPACE -3

static const signed char base64_table[256] =
{
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -3, -3, -3, -3, -3, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -3, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 62, -1, -1, -1, 63,
  52, 53, 54, 55, 56, 57, 58, 59, 60, 61, -1, -1, -1, -2, -1, -1,
  -1,  0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, 12, 13, 14,
  15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, -1, -1, -1, -1, -1,
  -1, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40,
  41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1
};

void
base64_decode_init (struct base64_decode_ctx *ctx)
{
  ctx->table = base64_table;
  ctx->word = 0;
  ctx->bits = 0;
  ctx->padding = 0;
}

int
base64_decode_single (struct base64_decode_ctx *ctx,
		      uint8_t *dst, char src)
{
  int v = ctx->table[(unsigned char) src];

  switch (v)
    {
    case CLASS_INVALID:
      return -1;
    case CLASS_SPACE:
      return 0;
    case CLASS_PADDING:
      /* Padding only completes a group that has buffered bits, all of
	 them zero, and there are at most two padding characters. */
      if (ctx->bits == 0 || ctx->padding > 2)
	return -1;
      if (ctx->word & ((1U << ctx->bits) - 1))
	return -1;
      ctx->padding++;
      ctx->bits -= 2;
      return 0;
    default:
      assert (v >= 0 && v < 64);
      /* No data after padding. */
      if (ctx->padding > 0)
	return -1;
      /* Bits already output stay in the upper part of word and are
	 shifted out of its 16 bits later; only the low "bits" bits
	 are pending. */
      ctx->word = (unsigned short) ((ctx->word << 6) | v);
      ctx->bits += 6;
      if (ctx->bits >= 8)
	{
	  ctx->bits -= 8;
	  *dst = (uint8_t) (ctx->word >> ctx->bits);
	  return 1;
	}
      return 0;
    }
}

int
base64_decode_update (struct base64_decode_ctx *ctx,
		      size_t *dst_length, uint8_t *dst,
		      size_t src_length, const char *src)
{
  size_t done = 0;
  size_t i;

  for (i = 0; i < src_length; i++)
    {
      int r = base64_decode_single (ctx, dst + done, src[i]);
      if (r < 0)
	return 0;
      done += r;
    }
  assert (done <= BASE64_DECODE_LENGTH (src_length));
  *dst_length = done;
  return 1;
}

int
base64_decode_final (struct base64_decode_ctx *ctx)
{
  return ctx->bits == 0;
}
