/* cmac.c

   CMAC over a 128-bit block cipher (NIST SP 800-38B, RFC 4493).

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
#include "block16-internal.h"
#include "cbcmac-internal.h"
#include "cmac-internal.h"

void
cmac128_set_key(struct cmac128_key *key, const void *cipher,
		nettle_cipher_func *encrypt)
{
  union nettle_block16 L;

  memset(L.b, 0, sizeof(L.b));
  encrypt(cipher, 16, L.b, L.b);
  block16_double_be(&key->K1, &L);
  block16_double_be(&key->K2, &key->K1);
}

void
cmac128_init(struct cmac128_ctx *ctx)
{
  memset(&ctx->X, 0, sizeof(ctx->X));
  memset(&ctx->block, 0, sizeof(ctx->block));
  ctx->index = 0;
}

void
cmac128_update(struct cmac128_ctx *ctx, const void *cipher,
	       nettle_cipher_func *encrypt,
	       size_t msg_len, const uint8_t *msg)
{
  if (!cmac_update_head(ctx->X.b, ctx->block.b, &ctx->index, 16,
			cipher, encrypt, &msg_len, &msg))
    return;

  if (msg_len > 16)
    {
      /* All whole blocks but a last one, which waits for the digest. */
      size_t n = (msg_len - 1) & ~(size_t) 15;
      _nettle_cbcmac16(cipher, encrypt, ctx->X.b, n, msg);
      msg += n;
      msg_len -= n;
    }
  memcpy(ctx->block.b, msg, msg_len);
  ctx->index = msg_len;
}

void
cmac128_digest(struct cmac128_ctx *ctx, const struct cmac128_key *key,
	       const void *cipher, nettle_cipher_func *encrypt,
	       unsigned length, uint8_t *digest)
{
  assert(length <= 16);
  cmac_finish(ctx->X.b, ctx->block.b, ctx->index, 16, key->K1.b, key->K2.b,
	      cipher, encrypt, length, digest);
  cmac128_init(ctx);
}
