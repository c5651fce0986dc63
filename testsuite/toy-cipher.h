/* toy-cipher.h

   A toy block cipher of any block size from 1 to 32 bytes (a keyed
   bijection, not secure), so the mode tests can run the generic mode
   code with block sizes other than AES's 16.

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
#ifndef NETTLE_TOY_CIPHER_H_INCLUDED
#define NETTLE_TOY_CIPHER_H_INCLUDED

#include "testutils.h"

struct toy_ctx
{
  size_t block_size;
  uint8_t key[32];
};

/* A random key for blocks of block_size bytes. */
static inline void
toy_set_key(struct toy_ctx *ctx, size_t block_size)
{
  ASSERT(block_size >= 1 && block_size <= sizeof(ctx->key));
  ctx->block_size = block_size;
  test_rand_bytes(sizeof(ctx->key), ctx->key);
}

/* Each block: reversed, xored with the key, an affine map of each
   byte, then running sums. A nettle_cipher_func. */
static inline void
toy_encrypt(const void *c, size_t length, uint8_t *dst, const uint8_t *src)
{
  const struct toy_ctx *ctx = c;
  size_t bs = ctx->block_size, i, j;
  ASSERT(length % bs == 0);
  for (i = 0; i < length; i += bs)
    {
      uint8_t t[32];
      for (j = 0; j < bs; j++)
	t[j] = (uint8_t) ((src[i + bs - 1 - j] ^ ctx->key[j]) * 167 + 13);
      for (j = 1; j < bs; j++)
	t[j] += t[j - 1];
      memcpy(dst + i, t, bs);
    }
}

/* The inverse of toy_encrypt (23 is the inverse of 167 modulo 256). */
static inline void
toy_decrypt(const void *c, size_t length, uint8_t *dst, const uint8_t *src)
{
  const struct toy_ctx *ctx = c;
  size_t bs = ctx->block_size, i, j;
  ASSERT(length % bs == 0);
  for (i = 0; i < length; i += bs)
    {
      uint8_t t[32];
      memcpy(t, src + i, bs);
      for (j = bs - 1; j > 0; j--)
	t[j] -= t[j - 1];
      for (j = 0; j < bs; j++)
	dst[i + bs - 1 - j] = (uint8_t) ((t[j] - 13) * 23) ^ ctx->key[j];
    }
}

#endif /* NETTLE_TOY_CIPHER_H_INCLUDED */
