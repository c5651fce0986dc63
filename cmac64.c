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
#include "cmac-internal.h"

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
  if (!cmac_update_head(ctx->X.b, ctx->block.b, &ctx->index, 8,
			cipher, encrypt, &msg_len, &msg))
    return;

  /* All whole blocks but a last one, which waits for the digest. */
  for (; msg_len > 8; msg_len -= 8, msg += 8)
    {
      cmac_xor(ctx->X.b, msg, 8);
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
  cmac_finish(ctx->X.b, ctx->block.b, ctx->index, 8, key->K1.b, key->K2.b,
	      cipher, encrypt, length, digest);
  cmac64_init(ctx);
}
