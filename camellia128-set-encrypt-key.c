/* camellia128-set-encrypt-key.c

   camellia128_set_encrypt_key: the Camellia key schedule for 128-bit
   keys.

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

#include "camellia.h"
#include "camellia-internal.h"
#include "macros.h"

#define KL CAMELLIA_KL
#define KA CAMELLIA_KA

/* RFC 3713, 2.2, for 128-bit keys: kw1, kw2, k1..k6, ke1, ke2,
   k7..k12, ke3, ke4, k13..k18, kw3, kw4. */
static const uint8_t sched128[_CAMELLIA128_NKEYS + 2][2] = {
  { KL, 0 }, { KL, 0 },
  { KA, 0 }, { KA, 0 }, { KL, 15 }, { KL, 15 }, { KA, 15 }, { KA, 15 },
  { KA, 30 }, { KA, 30 },
  { KL, 45 }, { KL, 45 }, { KA, 45 }, { KL, 60 }, { KA, 60 }, { KA, 60 },
  { KL, 77 }, { KL, 77 },
  { KL, 94 }, { KL, 94 }, { KA, 94 }, { KA, 94 }, { KL, 111 }, { KL, 111 },
  { KA, 111 }, { KA, 111 },
};

void
camellia128_set_encrypt_key(struct camellia128_ctx *ctx,
			    const uint8_t *key)
{
  uint64_t K[4][2] = { { 0 } };
  uint64_t subkey[_CAMELLIA128_NKEYS + 2];

  K[KL][0] = READ_UINT64(key);
  K[KL][1] = READ_UINT64(key + 8);
  _camellia_ka(K);
  _camellia_subkeys(_CAMELLIA128_NKEYS + 2, sched128, K, subkey);
  _camellia_absorb(_CAMELLIA128_NKEYS, ctx->keys, subkey);
}
