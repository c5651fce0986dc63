/* serpent-set-key.c

   Serpent key schedule: key padding, the prekeys and the 33 round keys.

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

#include "serpent.h"
#include "serpent-internal.h"
#include "macros.h"

/* The golden ratio constant of the key schedule. */
#define PHI 0x9e3779b9

void
serpent_set_key (struct serpent_ctx *ctx,
		 size_t length, const uint8_t *key)
{
  /* w[0..7] the padded key, w[8 + i] the prekey w_i of the
     specification. */
  uint32_t w[8 + 132];
  unsigned i, k;

  assert (length <= SERPENT_MAX_KEY_SIZE);

  /* A key shorter than 256 bits gets a 1 bit just above its most
     significant bit, then zeros: in octets, 0x01 after the last key
     octet. Words are little-endian. */
  for (i = 0; i < 8; i++)
    w[i] = 0;
  for (i = 0; i < length; i++)
    w[i / 4] |= (uint32_t) key[i] << (8 * (i % 4));
  if (length < SERPENT_MAX_KEY_SIZE)
    w[length / 4] |= (uint32_t) 1 << (8 * (length % 4));

  for (i = 8; i < 8 + 132; i++)
    {
      uint32_t t = w[i - 8] ^ w[i - 5] ^ w[i - 3] ^ w[i - 1] ^ PHI ^ (i - 8);
      w[i] = ROTL32 (11, t);
    }

  /* Round key k is S-box (3 - k) mod 8 of prekeys 4k .. 4k+3. */
  for (k = 0; k < 33; k++)
    {
      uint32_t x0 = w[8 + 4 * k], x1 = w[9 + 4 * k];
      uint32_t x2 = w[10 + 4 * k], x3 = w[11 + 4 * k];
      uint32_t *y = ctx->keys[k];
      switch ((3 - k) & 7)
	{
	case 0: SERPENT_S0 (uint32_t, x0, x1, x2, x3, y[0], y[1], y[2], y[3]); break;
	case 1: SERPENT_S1 (uint32_t, x0, x1, x2, x3, y[0], y[1], y[2], y[3]); break;
	case 2: SERPENT_S2 (uint32_t, x0, x1, x2, x3, y[0], y[1], y[2], y[3]); break;
	case 3: SERPENT_S3 (uint32_t, x0, x1, x2, x3, y[0], y[1], y[2], y[3]); break;
	case 4: SERPENT_S4 (uint32_t, x0, x1, x2, x3, y[0], y[1], y[2], y[3]); break;
	case 5: SERPENT_S5 (uint32_t, x0, x1, x2, x3, y[0], y[1], y[2], y[3]); break;
	case 6: SERPENT_S6 (uint32_t, x0, x1, x2, x3, y[0], y[1], y[2], y[3]); break;
	case 7: SERPENT_S7 (uint32_t, x0, x1, x2, x3, y[0], y[1], y[2], y[3]); break;
	}
    }
}

void
serpent128_set_key (struct serpent_ctx *ctx, const uint8_t *key)
{
  serpent_set_key (ctx, SERPENT128_KEY_SIZE, key);
}

void
serpent192_set_key (struct serpent_ctx *ctx, const uint8_t *key)
{
  serpent_set_key (ctx, SERPENT192_KEY_SIZE, key);
}

void
serpent256_set_key (struct serpent_ctx *ctx, const uint8_t *key)
{
  serpent_set_key (ctx, SERPENT256_KEY_SIZE, key);
}
