/* knuth-lfib.c

   Knuth's lagged Fibonacci generator X[n] = X[n-100] - X[n-37] mod
   2^30, seeded by the procedure of TAOCP vol. 2 (3rd ed.), 3.6.

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

#include "knuth-lfib.h"

#define KK _KNUTH_LFIB_KK
#define LL 37
#define MM (1UL << 30)
#define SUB_MOD(a, b) (((a) - (b)) & (MM - 1))
#define TT 70

void
knuth_lfib_init (struct knuth_lfib_ctx *ctx, uint32_t seed)
{
  uint32_t y[2 * KK - 1];
  uint32_t s;
  unsigned i, t;

  /* Fill with an even sequence of doublings of the seed, then make
     y[1] odd, as the ran_start of TAOCP vol. 2, 3rd ed. (1997). */
  s = (seed + 2) & (MM - 2);
  for (i = 0; i < KK; i++)
    {
      y[i] = s;
      s <<= 1;
      if (s >= MM)
	s -= MM - 2;
    }
  for (; i < 2 * KK - 1; i++)
    y[i] = 0;
  y[1]++;

  /* Square the polynomial y (keeping the odd coefficients' parity
     apart), reduce mod x^100 + x^37 + 1, and multiply by x where the
     seed has a one bit; the seed's bits first, then 69 more
     squarings. */
  for (s = seed & (MM - 1), t = TT - 1; t; )
    {
      unsigned j;
      for (j = KK - 1; j > 0; j--)
	y[2 * j] = y[j];
      for (j = 2 * KK - 2; j > KK - LL; j -= 2)
	y[2 * KK - 1 - j] = y[j] & ~1U;
      for (j = 2 * KK - 2; j >= KK; j--)
	if (y[j] & 1)
	  {
	    y[j - (KK - LL)] = SUB_MOD (y[j - (KK - LL)], y[j]);
	    y[j - KK] = SUB_MOD (y[j - KK], y[j]);
	  }
      if (s & 1)
	{
	  for (j = KK; j > 0; j--)
	    y[j] = y[j - 1];
	  y[0] = y[KK];
	  if (y[KK] & 1)
	    y[LL] = SUB_MOD (y[LL], y[KK]);
	}
      if (s)
	s >>= 1;
      else
	t--;
    }

  for (i = 0; i < LL; i++)
    ctx->x[i + KK - LL] = y[i];
  for (; i < KK; i++)
    ctx->x[i - LL] = y[i];
  ctx->index = 0;
}

uint32_t
knuth_lfib_get (struct knuth_lfib_ctx *ctx)
{
  unsigned i = ctx->index;
  uint32_t v;

  assert (i < KK);
  /* Return the oldest number and replace it by the new one. */
  v = ctx->x[i];
  ctx->x[i] = SUB_MOD (v, ctx->x[(i + KK - LL) % KK]);
  ctx->index = (i + 1) % KK;
  return v;
}

void
knuth_lfib_get_array (struct knuth_lfib_ctx *ctx, size_t n, uint32_t *a)
{
  size_t i;
  for (i = 0; i < n; i++)
    a[i] = knuth_lfib_get (ctx);
}

void
knuth_lfib_random (struct knuth_lfib_ctx *ctx, size_t n, uint8_t *dst)
{
  /* Three bytes from the low 24 bits of each number, with its top
     (6-bit) byte folded into the lowest; a tail of one or two bytes
     takes the low bytes of one more number. */
  for (; n >= 3; n -= 3, dst += 3)
    {
      uint32_t v = knuth_lfib_get (ctx);
      v ^= v >> 24;
      dst[0] = v >> 16;
      dst[1] = v >> 8;
      dst[2] = v;
    }
  if (n == 2)
    {
      uint32_t v = knuth_lfib_get (ctx);
      dst[0] = v >> 8;
      dst[1] = v;
    }
  else if (n == 1)
    dst[0] = knuth_lfib_get (ctx);
}
