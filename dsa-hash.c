/* dsa-hash.c

   The DSA message representative: the digest's leftmost bits.

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

#include "dsa-internal.h"
#include "gmp-glue.h"

void
_dsa_hash (mp_limb_t *hp, unsigned bit_size,
	   size_t length, const uint8_t *digest)
{
  mp_size_t n = NETTLE_BIT_SIZE_TO_LIMB_SIZE (bit_size);
  size_t octets = (bit_size + 7) / 8;

  /* Only the first ceil(bit_size / 8) octets can matter. */
  if (length > octets)
    length = octets;

  mpn_set_base256 (hp, n, digest, length);

  /* Drop the excess low bits of the last octet taken. */
  if (8 * length > bit_size)
    mpn_rshift (hp, hp, n, 8 * length - bit_size);
}
