/* camellia-invert-key.c

   _nettle_camellia_invert_key: a Camellia context for the other
   direction.

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

#include "camellia-internal.h"

/* Decryption is encryption with the subkeys of RFC 3713 in reverse
   order, except that each whitening pair keeps its order. A context
   is such a list without pre-whitening (zero) and with the
   post-whitening keys last; reversed, those become the pre-whitening
   keys, zeros the post-whitening keys, and _camellia_absorb folds the
   new pre-whitening in. */
void
_camellia_invert_key(unsigned nkeys, uint64_t *dst, const uint64_t *src)
{
  uint64_t subkey[32 + 2];
  unsigned i;

  assert(nkeys == 24 || nkeys == 32);

  subkey[0] = src[nkeys - 2];
  subkey[1] = src[nkeys - 1];
  for (i = 0; i < nkeys - 2; i++)
    subkey[2 + i] = src[nkeys - 3 - i];
  subkey[nkeys] = subkey[nkeys + 1] = 0;
  _camellia_absorb(nkeys, dst, subkey);
}
