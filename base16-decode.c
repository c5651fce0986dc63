/* base16-decode.c

   base16 decoding: digits of either case, white space (tab, line
   feed, carriage return, space) skipped, anything else an error.

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

#include "base16.h"

/* Character classes: 0..15 digit value, -1 invalid, -2 white space. */
static int
base16_class (unsigned char c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  if (c == ' ' || c == '\t' || c == '\n' || c == '\r')
    return -2;
  return -1;
}

void
base16_decode_init (struct base16_decode_ctx *ctx)
{
  ctx->word = 0;
  ctx->bits = 0;
}

int
base16_decode_single (struct base16_decode_ctx *ctx,
		      uint8_t *dst, char src)
{
  int v = base16_class ((unsigned char) src);

  if (v == -1)
    return -1;
  if (v == -2)
    return 0;

  if (ctx->bits)
    {
      *dst = (ctx->word << 4) | v;
      ctx->word = 0;
      ctx->bits = 0;
      return 1;
    }
  ctx->word = v;
  ctx->bits = 4;
  return 0;
}

int
base16_decode_update (struct base16_decode_ctx *ctx,
		      size_t *dst_length, uint8_t *dst,
		      size_t src_length, const char *src)
{
  size_t done = 0;
  size_t i;

  for (i = 0; i < src_length; i++)
    {
      int r = base16_decode_single (ctx, dst + done, src[i]);
      if (r < 0)
	return 0;
      done += r;
    }
  assert (done <= BASE16_DECODE_LENGTH (src_length));
  *dst_length = done;
  return 1;
}

int
base16_decode_final (struct base16_decode_ctx *ctx)
{
  return ctx->bits == 0;
}
