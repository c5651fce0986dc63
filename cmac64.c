/* cmac64.c

   CMAC over a 64-bit block cipher (NIST SP 800-38B).

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
#include <string.h>

#include "cmac.h"
#include "memxor.h"

/* Doubling in GF(2^64) with the block read big-endian: shift left by
   one bit, fold the carry back in with the constant 0x1b, without a
   branch on the (key-derived) top bit. */
static void
cmac64_double(union nettle_block8 *dst, const union nettle_block8 *src)
{
  uint8_t carry = src->b[0] >> 7;
  unsigned i;
  for (i = 0; i < 7; i++)
    dst->b[i] = (uint8_t) ((src->b[i] << 1) | (src->b[i + 1] >> 7));
  dst->b[7] = (uint8_t) ((src->b[7] << 1) ^ (0x1b & -carry));
}

void
cmac64_set_key(struct cmac64_key *key, const void *cipher,
		nettle_cipher_func *encrypt)
{
  union nettle_block8 L;

  memset(L.b, 0, sizeof(L.b));
  encrypt(cipher, 8, L.b, L.b);
  cmac64_double(&key->K1, &L);
  cmac64_double(&key->K2, &key->K1);
}

void
cmac64_init(struct cmac64_ctx *ctx)
{
  memset(&ctx->X, 0, sizeof(ctx->X));
  memset(&ctx->block, 0, sizeof(ctx->block));
  ctx->index = 0;
}

void
cmac64_update(struct cmac64_ctx *ctx, const void *cipher,
	       nettle_cipher_func *encrypt,
	       size_t msg_len, const uint8_t *msg)
{
  size_t room = 8 - ctx->index;

  /* The buffered block is processed only once more input follows, so
     the last block of the message is always left for the digest. */
  if (msg_len <= room)
    {
      memcpy(ctx->block.b + ctx->index, msg, msg_len);
      ctx->index += msg_len;
      return;
    }
  memcpy(ctx->block.b + ctx->index, msg, room);
  msg += room;
  msg_len -= room;
  memxor(ctx->X.b, ctx->block.b, 8);
  encrypt(cipher, 8, ctx->X.b, ctx->X.b);

  for (; msg_len > 8; msg_len -= 8, msg += 8)
    {
      memxor(ctx->X.b, msg, 8);
      encrypt(cipher, 8, ctx->X.b, ctx->X.b);
    }
  memcpy(ctx->block.b, msg, msg_len);
  ctx->index = msg_len;
}

void
cmac64_digest(struct cmac64_ctx *ctx, const struct cmac64_key *key,
	       const void *cipher, nettle_cipher_func *encrypt,
	       unsigned length, uint8_t *digest)
{
  assert(length <= 8);

  if (ctx->index < 8)
    {
      /* Incomplete (or empty) last block: pad with 10* and use K2. */
      ctx->block.b[ctx->index] = 0x80;
      memset(ctx->block.b + ctx->index + 1, 0, 7 - ctx->index);
      memxor(ctx->block.b, key->K2.b, 8);
    }
  else
    memxor(ctx->block.b, key->K1.b, 8);

  memxor(ctx->X.b, ctx->block.b, 8);
  encrypt(cipher, 8, ctx->X.b, ctx->X.b);
  memcpy(digest, ctx->X.b, length);

  cmac64_init(ctx);
}
