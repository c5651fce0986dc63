/* curve25519-mul.c

   X25519 (RFC 7748 section 5): the Montgomery ladder of curve-ladder.h
   on the u coordinate, over the field of curve25519-field.c.
   Constant time.

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

#include "curve25519.h"
#include "curve-internal.h"

#define FIELD fe25519
#define LADDER_BITS 255
#define LADDER_A24 121665
#include "curve-ladder.h"

void
_nettle_curve25519_ladder_c (uint8_t *q, const uint8_t *k, const uint8_t *u)
{
  fe25519_ladder_dh (q, k, u);
}

void
nettle_curve25519_mul (uint8_t *q, const uint8_t *n, const uint8_t *p)
{
  uint8_t k[CURVE25519_SIZE];

  /* Clamping (RFC 7748 section 5). The top bit of u is ignored by
     fe25519_frombytes. */
  memcpy (k, n, sizeof (k));
  curve25519_clamp (k);
  curve25519_ladder (q, k, p);
}
