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

void
_nettle_salsa20_core (uint32_t *dst, const uint32_t *src, unsigned rounds)
{
  uint32_t x[_SALSA20_INPUT_LENGTH];
  unsigned i;

  assert ((rounds & 1) == 0);

  for (i = 0; i < _SALSA20_INPUT_LENGTH; i++)
    x[i] = src[i];

  SALSA20_ROUNDS (x, rounds);

  for (i = 0; i < _SALSA20_INPUT_LENGTH; i++)
    LE_WRITE_UINT32 ((uint8_t *) (dst + i), x[i] + src[i]);
}
