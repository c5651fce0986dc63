/* chacha-core-internal.c

   The ChaCha block function (RFC 8439 section 2.3).

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

#include "chacha-internal.h"
#include "macros.h"

/* The quarter round of RFC 8439 section 2.1 on words a, b, c, d. */
#define QROUND(a, b, c, d) do {			\
    a += b; d ^= a; d = ROTL32 (16, d);		\
    c += d; b ^= c; b = ROTL32 (12, b);		\
    a += b; d ^= a; d = ROTL32 (8, d);		\
    c += d; b ^= c; b = ROTL32 (7, b);		\
  } while (0)

void
_nettle_chacha_core (uint32_t *dst, const uint32_t *src, unsigned rounds)
{
  uint32_t x[_CHACHA_STATE_LENGTH];
  unsigned i;

  assert ((rounds & 1) == 0);

  for (i = 0; i < _CHACHA_STATE_LENGTH; i++)
    x[i] = src[i];

  for (i = 0; i < rounds; i += 2)
    {
      /* Columns, then diagonals. */
      QROUND (x[0], x[4], x[8], x[12]);
      QROUND (x[1], x[5], x[9], x[13]);
      QROUND (x[2], x[6], x[10], x[14]);
      QROUND (x[3], x[7], x[11], x[15]);
      QROUND (x[0], x[5], x[10], x[15]);
      QROUND (x[1], x[6], x[11], x[12]);
      QROUND (x[2], x[7], x[8], x[13]);
      QROUND (x[3], x[4], x[9], x[14]);
    }

  for (i = 0; i < _CHACHA_STATE_LENGTH; i++)
    LE_WRITE_UINT32 ((uint8_t *) (dst + i), x[i] + src[i]);
}
