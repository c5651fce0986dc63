/* camellia256-set-encrypt-key.c

   camellia256_set_encrypt_key and camellia192_set_encrypt_key: the
   Camellia key schedule for 256- and 192-bit keys.

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
#define KR CAMELLIA_KR
#define KA CAMELLIA_KA
#define KB CAMELLIA_KB

/* RFC 3713, 2.2, for 192- and 256-bit keys: kw1, kw2, k1..k6, ke1,
   ke2, k7..k12, ke3, ke4, k13..k18, ke5, ke6, k19..k24, kw3, kw4. */
static const uint8_t sched256[_CAMELLIA256_NKEYS + 2][2] = {
  { KL, 0 }, { KL, 0 },
  { KB, 0 }, { KB, 0 }, { KR, 15 }, { KR, 15 }, { KA, 15 }, { KA, 15 },
  { KR, 30 }, { KR, 30 },
  { KB, 30 }, { KB, 30 }, { KL, 45 }, { KL, 45 }, { KA, 45 }, { KA, 45 },
  { KL, 60 }, { KL, 60 },
  { KR, 60 }, { KR, 60 }, { KB, 60 }, { KB, 60 }, { KL, 77 }, { KL, 77 },
  { KA, 77 }, { KA, 77 },
  { KR, 94 }, { KR, 94 }, { KA, 94 }, { KA, 94 }, { KL, 111 }, { KL, 111 },
  { KB, 111 }, { KB, 111 },
};

/* From KL and KR: KA, then KB (RFC 3713, 2.2), then the subkeys. */
static void
camellia256_expand(struct camellia256_ctx *ctx, uint64_t K[4][2])
{
  uint64_t subkey[_CAMELLIA256_NKEYS + 2];
  uint64_t d1, d2;

  _camellia_ka(K);
  d1 = K[KA][0] ^ K[KR][0];
  d2 = K[KA][1] ^ K[KR][1];
  d2 ^= _camellia_f(d1, CAMELLIA_SIGMA5);
  d1 ^= _camellia_f(d2, CAMELLIA_SIGMA6);
  K[KB][0] = d1;
  K[KB][1] = d2;
  _camellia_subkeys(_CAMELLIA256_NKEYS + 2, sched256, K, subkey);
  _camellia_absorb(_CAMELLIA256_NKEYS, ctx->keys, subkey);
}

void
camellia256_set_encrypt_key(struct camellia256_ctx *ctx,
			    const uint8_t *key)
{
  uint64_t K[4][2];

  K[KL][0] = READ_UINT64(key);
  K[KL][1] = READ_UINT64(key + 8);
  K[KR][0] = READ_UINT64(key + 16);
  K[KR][1] = READ_UINT64(key + 24);
  camellia256_expand(ctx, K);
}

/* A 192-bit key's right half is its last 64 bits and their
   complement. */
void
camellia192_set_encrypt_key(struct camellia256_ctx *ctx,
			    const uint8_t *key)
{
  uint64_t K[4][2];

  K[KL][0] = READ_UINT64(key);
  K[KL][1] = READ_UINT64(key + 8);
  K[KR][0] = READ_UINT64(key + 16);
  K[KR][1] = ~K[KR][0];
  camellia256_expand(ctx, K);
}
