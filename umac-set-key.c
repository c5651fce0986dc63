/* umac-set-key.c

   _nettle_umac_set_key: the key derivation function of RFC 4418
   section 4.1 applied to every UMAC subkey.

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

#include "umac.h"
#include "umac-internal.h"
#include "macros.h"

/* KDF(K, index, length) with AES-128 (the block cipher context aes is
   already keyed with K): block i (counting from 1) is the encryption
   of the 8-byte big-endian index followed by the 8-byte big-endian i. */
static void
umac_kdf (const struct aes128_ctx *aes, unsigned index,
	  size_t length, uint8_t *dst)
{
  uint8_t in[AES_BLOCK_SIZE];
  uint8_t out[AES_BLOCK_SIZE];
  uint64_t i;

  WRITE_UINT64 (in, (uint64_t) index);
  for (i = 1; length > 0; i++)
    {
      size_t n = length < AES_BLOCK_SIZE ? length : AES_BLOCK_SIZE;
      WRITE_UINT64 (in + 8, i);
      aes128_encrypt (aes, AES_BLOCK_SIZE, out, in);
      memcpy (dst, out, n);
      dst += n;
      length -= n;
    }
}

/* In-place conversion of big-endian bytes to host words. */
static void
be_words32 (unsigned count, uint32_t *w)
{
  unsigned i;
  for (i = 0; i < count; i++)
    {
      const uint8_t *p = (const uint8_t *) (w + i);
      w[i] = READ_UINT32 (p);
    }
}

static void
be_words64 (unsigned count, uint64_t *w)
{
  unsigned i;
  for (i = 0; i < count; i++)
    {
      const uint8_t *p = (const uint8_t *) (w + i);
      w[i] = READ_UINT64 (p);
    }
}

void
_nettle_umac_set_key (uint32_t *l1_key, uint32_t *l2_key,
		      uint64_t *l3_key1, uint32_t *l3_key2,
		      struct aes128_ctx *pad, const uint8_t *key, unsigned n)
{
  struct aes128_ctx aes;
  uint8_t pad_key[AES128_KEY_SIZE];
  unsigned l1_words = UMAC_BLOCK_SIZE / 4 + 4 * (n - 1);

  aes128_set_encrypt_key (&aes, key);

  umac_kdf (&aes, 1, 4 * l1_words, (uint8_t *) l1_key);
  be_words32 (l1_words, l1_key);

  umac_kdf (&aes, 2, 24 * n, (uint8_t *) l2_key);
  be_words32 (6 * n, l2_key);
  _nettle_umac_l2_init (6 * n, l2_key);

  umac_kdf (&aes, 3, 64 * n, (uint8_t *) l3_key1);
  be_words64 (8 * n, l3_key1);
  _nettle_umac_l3_init (8 * n, l3_key1);

  umac_kdf (&aes, 4, 4 * n, (uint8_t *) l3_key2);
  be_words32 (n, l3_key2);

  umac_kdf (&aes, 0, AES128_KEY_SIZE, pad_key);
  aes128_set_encrypt_key (pad, pad_key);
}
