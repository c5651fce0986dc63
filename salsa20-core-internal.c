/* salsa20-core-internal.c

   The Salsa20 block function (Bernstein, "The Salsa20 family of
   stream ciphers", 2007, section 4; "Salsa20 specification", 2005).

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

#include "salsa20-internal.h"
#include "macros.h"

/* The quarterround of the specification, section 3. */
#define QROUND(a, b, c, d) do {			\
    b ^= ROTL32 (7, a + d);			\
    c ^= ROTL32 (9, b + a);			\
    d ^= ROTL32 (13, c + b);			\
    a ^= ROTL32 (18, d + c);			\
  } while (0)

void
_nettle_salsa20_core (uint32_t *dst, const uint32_t *src, unsigned rounds)
{
  uint32_t x[_SALSA20_INPUT_LENGTH];
  unsigned i;

  assert ((rounds & 1) == 0);

  for (i = 0; i < _SALSA20_INPUT_LENGTH; i++)
    x[i] = src[i];

  for (i = 0; i < rounds; i += 2)
    {
      /* Columnround, then rowround. */
      QROUND (x[0], x[4], x[8], x[12]);
      QROUND (x[5], x[9], x[13], x[1]);
      QROUND (x[10], x[14], x[2], x[6]);
      QROUND (x[15], x[3], x[7], x[11]);
      QROUND (x[0], x[1], x[2], x[3]);
      QROUND (x[5], x[6], x[7], x[4]);
      QROUND (x[10], x[11], x[8], x[9]);
      QROUND (x[15], x[12], x[13], x[14]);
    }

  for (i = 0; i < _SALSA20_INPUT_LENGTH; i++)
    LE_WRITE_UINT32 ((uint8_t *) (dst + i), x[i] + src[i]);
}
