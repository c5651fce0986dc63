/* siv-ghash-set-key.c

   POLYVAL key set-up for SIV-GCM, through GHASH (RFC 8452,
   appendix A).

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

#include "ghash-internal.h"
#include "siv-ghash-internal.h"

/* POLYVAL(K, X_1, ..., X_n) is the byte reversal of
   GHASH(mulX_GHASH(ByteReverse(K)), ByteReverse(X_1), ...): the
   GHASH key is the reversed POLYVAL key times x. */
void
_siv_ghash_set_key(struct gcm_key *ctx, const union nettle_block16 *key)
{
  union nettle_block16 h;
  unsigned carry, i;

  _siv_ghash_reverse(h.b, key->b);
  /* Times x in GHASH's bit order: the 128-bit big-endian number
     shifted right, 0xe1 folded into the first byte for the bit that
     falls off. */
  carry = h.b[15] & 1;
  for (i = 15; i > 0; i--)
    h.b[i] = (h.b[i] >> 1) | (h.b[i - 1] << 7);
  h.b[0] = (h.b[0] >> 1) ^ (-carry & 0xe1);
  _ghash_set_key(ctx, &h);
}
