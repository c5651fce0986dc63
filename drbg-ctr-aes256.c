/* drbg-ctr-aes256.c

   CTR_DRBG with AES-256, no derivation function (SP 800-90A 10.2.1).

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

#include "drbg-ctr.h"
#include "ctr.h"
#include "macros.h"
#include "memxor.h"

#define ENC ((nettle_cipher_func *) aes256_encrypt)

/* CTR_DRBG_Update (10.2.1.2) with provided_data of seedlen bytes, or
   all zero when data is NULL. */
static void
drbg_update(struct drbg_ctr_aes256_ctx *ctx, const uint8_t *data)
{
  uint8_t tmp[DRBG_CTR_AES256_SEED_SIZE];

  /* V is incremented before each block: encrypt V+1, V+2, V+3. */
  INCREMENT(16, ctx->V.b);
  memset(tmp, 0, sizeof(tmp));
  ctr_crypt(&ctx->key, ENC, 16, ctx->V.b, sizeof(tmp), tmp, tmp);
  if (data)
    memxor(tmp, data, sizeof(tmp));
  aes256_set_encrypt_key(&ctx->key, tmp);
  memcpy(ctx->V.b, tmp + AES256_KEY_SIZE, 16);
}

void
drbg_ctr_aes256_init(struct drbg_ctr_aes256_ctx *ctx, uint8_t *seed_material)
{
  static const uint8_t zero_key[AES256_KEY_SIZE];

  aes256_set_encrypt_key(&ctx->key, zero_key);
  memset(ctx->V.b, 0, 16);
  drbg_update(ctx, seed_material);
}

void
drbg_ctr_aes256_random(struct drbg_ctr_aes256_ctx *ctx,
		       size_t n, uint8_t *dst)
{
  /* Output is E(V+1), E(V+2), ...; V ends as the last counter used.
     ctr_crypt leaves the counter one past it, so start at V+1 and take
     one back afterwards. */
  if (n > 0)
    {
      unsigned i = 16;
      INCREMENT(16, ctx->V.b);
      memset(dst, 0, n);
      ctr_crypt(&ctx->key, ENC, 16, ctx->V.b, n, dst, dst);
      while (i-- > 0 && ctx->V.b[i]-- == 0)
	;
    }
  drbg_update(ctx, NULL);
}
