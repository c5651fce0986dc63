/* salsa20-blocks.c

   The portable variant of the Salsa20 bulk routine.

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

#include <stdlib.h>
#include <string.h>

#include "salsa20-internal.h"
#include "macros.h"
#include "memxor.h"

/* With GCC's vector extensions, four blocks at once: word i of block b
   in lane b of x[i], the rounds as for one block. */
#if defined (__GNUC__) \
  && (defined (__SSE2__) || defined (__ARM_NEON) || defined (__aarch64__) \
      || defined (__ALTIVEC__))
typedef uint32_t salsa20_v4 __attribute__ ((vector_size (16)));

/* Blocks 0 .. blocks - 1 (1 <= blocks <= 4) from state s, block b with
   word 8 increased by b modulo 2^32: dst = src XOR keystream. Costs
   four blocks whatever blocks is. */
static void
salsa20_4way (const uint32_t *s, unsigned rounds, unsigned blocks,
	      uint8_t *dst, const uint8_t *src)
{
  salsa20_v4 in[_SALSA20_INPUT_LENGTH], x[_SALSA20_INPUT_LENGTH];
  uint32_t ks[_SALSA20_INPUT_LENGTH][4];
  unsigned i, b;

  for (i = 0; i < _SALSA20_INPUT_LENGTH; i++)
    in[i] = (salsa20_v4) { s[i], s[i], s[i], s[i] };
  in[8] += (salsa20_v4) { 0, 1, 2, 3 };
  for (i = 0; i < _SALSA20_INPUT_LENGTH; i++)
    x[i] = in[i];

  SALSA20_ROUNDS (x, rounds);

  for (i = 0; i < _SALSA20_INPUT_LENGTH; i++)
    {
      x[i] += in[i];
      memcpy (ks[i], &x[i], sizeof (ks[i]));
    }
  for (b = 0; b < blocks; b++)
    for (i = 0; i < _SALSA20_INPUT_LENGTH; i++)
      LE_WRITE_UINT32 (dst + SALSA20_BLOCK_SIZE * b + 4 * i,
		       LE_READ_UINT32 (src + SALSA20_BLOCK_SIZE * b + 4 * i)
		       ^ ks[i][b]);
}
# define SALSA20_4WAY_MIN 3
#else
/* Never: the loop below is dead code. */
# define salsa20_4way(s, rounds, blocks, dst, src) abort ()
# define SALSA20_4WAY_MIN 0
#endif

size_t
_nettle_salsa20_blocks_c (const uint32_t *state, unsigned rounds,
			  size_t length, uint8_t *dst, const uint8_t *src)
{
  uint32_t s[_SALSA20_INPUT_LENGTH];
  uint32_t x[_SALSA20_INPUT_LENGTH];
  size_t done;

  memcpy (s, state, sizeof (s));
  /* Four blocks at a time, and a rest of SALSA20_4WAY_MIN or more
     (where one four-block step is faster than single blocks). */
  for (done = 0; SALSA20_4WAY_MIN > 0
	 && length - done >= SALSA20_4WAY_MIN * SALSA20_BLOCK_SIZE; )
    {
      size_t blocks = (length - done) / SALSA20_BLOCK_SIZE;
      if (blocks > 4)
	blocks = 4;
      salsa20_4way (s, rounds, (unsigned) blocks, dst + done, src + done);
      s[8] += (uint32_t) blocks;
      done += blocks * SALSA20_BLOCK_SIZE;
    }
  for (; done + SALSA20_BLOCK_SIZE <= length;
       done += SALSA20_BLOCK_SIZE, s[8]++)
    {
      _nettle_salsa20_core (x, s, rounds);
      memxor3 (dst + done, src + done, (const uint8_t *) x,
	       SALSA20_BLOCK_SIZE);
    }
  return done;
}
