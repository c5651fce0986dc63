/* curve448-mul.c

   X448 (RFC 7748 section 5): the Montgomery ladder of curve-ladder.h
   on the u coordinate, over the field of curve448-field.c. Constant
   time.

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

#include "curve448.h"
#include "curve-internal.h"

#define FIELD fe448
#define LADDER_BITS 448
#define LADDER_A24 39081
#include "curve-ladder.h"

void
nettle_curve448_mul (uint8_t *q, const uint8_t *n, const uint8_t *p)
{
  uint8_t k[CURVE448_SIZE];

  /* Clamping (RFC 7748 section 5); all 448 bits of u count. */
  memcpy (k, n, sizeof (k));
  curve448_clamp (k);
  fe448_ladder_dh (q, k, p);
}
