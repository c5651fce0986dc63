/* blowfish.c

   Blowfish key schedule, encryption and decryption (Schneier, Fast
   Software Encryption 1993).

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
#include <string.h>

#include "blowfish.h"
#include "blowfish-internal.h"
#include "macros.h"

#include "blowfish-tables.h"

void
_blowfish_encround (const struct blowfish_ctx *ctx,
		    uint32_t *ret_xl, uint32_t *ret_xr)
{
  blowfish_block (ctx, ret_xl, ret_xr);
}

static int
compare_words (const void *a, const void *b)
{
  uint32_t x = *(const uint32_t *) a, y = *(const uint32_t *) b;
  return (x > y) - (x < y);
}

/* A weak key gives an S-box with a repeated entry: sort a copy of each
   and look at neighbours. */
static int
blowfish_weak (const struct blowfish_ctx *ctx)
{
  uint32_t sorted[256];
  unsigned box, i;
  for (box = 0; box < 4; box++)
    {
      memcpy (sorted, ctx->s[box], sizeof (sorted));
      qsort (sorted, 256, sizeof (sorted[0]), compare_words);
      for (i = 1; i < 256; i++)
	if (sorted[i] == sorted[i - 1])
	  return 1;
    }
  return 0;
}

int
blowfish_set_key (struct blowfish_ctx *ctx,
		  size_t length, const uint8_t *key)
{
  uint32_t l = 0, r = 0;
  size_t j = 0;
  unsigned i, k;

  assert (length > 0);

  *ctx = _blowfish_initial_ctx;
  /* The key, repeated as often as needed, big-endian into P. */
  for (i = 0; i < _BLOWFISH_ROUNDS + 2; i++)
    {
      uint32_t w = 0;
      for (k = 0; k < 4; k++)
	{
	  w = (w << 8) | key[j];
	  if (++j == length)
	    j = 0;
	}
      ctx->p[i] ^= w;
    }
  /* Then P and the S-boxes are replaced by a chain of encryptions of
     the zero block. */
  for (i = 0; i < _BLOWFISH_ROUNDS + 2; i += 2)
    {
      blowfish_block (ctx, &l, &r);
      ctx->p[i] = l;
      ctx->p[i + 1] = r;
    }
  for (k = 0; k < 4; k++)
    for (i = 0; i < 256; i += 2)
      {
	blowfish_block (ctx, &l, &r);
	ctx->s[k][i] = l;
	ctx->s[k][i + 1] = r;
      }
  return !blowfish_weak (ctx);
}

int
blowfish128_set_key (struct blowfish_ctx *ctx, const uint8_t *key)
{
  return blowfish_set_key (ctx, BLOWFISH128_KEY_SIZE, key);
}

/* Each round waits on four dependent table loads; two blocks side by
   side hide most of that latency. P selects the direction. */
#define BLOWFISH_CRYPT(ctx, length, dst, src, P) do {			\
    assert (!((length) % BLOWFISH_BLOCK_SIZE));				\
    for (; (length) >= 2 * BLOWFISH_BLOCK_SIZE;				\
	 (length) -= 2 * BLOWFISH_BLOCK_SIZE,				\
	   (dst) += 2 * BLOWFISH_BLOCK_SIZE,				\
	   (src) += 2 * BLOWFISH_BLOCK_SIZE)				\
      {									\
	uint32_t l0 = READ_UINT32 (src), r0 = READ_UINT32 ((src) + 4);	\
	uint32_t l1 = READ_UINT32 ((src) + 8);				\
	uint32_t r1 = READ_UINT32 ((src) + 12);				\
	unsigned i_;							\
	l0 ^= P (0);							\
	l1 ^= P (0);							\
	for (i_ = 1; i_ < 17; i_ += 2)					\
	  {								\
	    r0 ^= BLOWFISH_F (ctx, l0) ^ P (i_);			\
	    r1 ^= BLOWFISH_F (ctx, l1) ^ P (i_);			\
	    l0 ^= BLOWFISH_F (ctx, r0) ^ P (i_ + 1);			\
	    l1 ^= BLOWFISH_F (ctx, r1) ^ P (i_ + 1);			\
	  }								\
	WRITE_UINT32 (dst, r0 ^ P (17));				\
	WRITE_UINT32 ((dst) + 4, l0);					\
	WRITE_UINT32 ((dst) + 8, r1 ^ P (17));				\
	WRITE_UINT32 ((dst) + 12, l1);					\
      }									\
    if (length)								\
      {									\
	uint32_t l = READ_UINT32 (src), r = READ_UINT32 ((src) + 4);	\
	BLOWFISH_ROUNDS (ctx, l, r, P);					\
	WRITE_UINT32 (dst, r);						\
	WRITE_UINT32 ((dst) + 4, l);					\
      }									\
  } while (0)

void
blowfish_encrypt (const struct blowfish_ctx *ctx,
		  size_t length, uint8_t *dst,
		  const uint8_t *src)
{
  BLOWFISH_CRYPT (ctx, length, dst, src, BLOWFISH_P_ENC);
}

void
blowfish_decrypt (const struct blowfish_ctx *ctx,
		  size_t length, uint8_t *dst,
		  const uint8_t *src)
{
  BLOWFISH_CRYPT (ctx, length, dst, src, BLOWFISH_P_DEC);
}
