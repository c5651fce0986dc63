/* aes-set-decrypt-key.c

   Legacy (deprecated) AES interface: decryption key set-up for a key of
   16, 24 or 32 bytes.

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

#include "aes.h"

void
aes_set_decrypt_key(struct aes_ctx *ctx,
		    size_t length, const uint8_t *key)
{
  switch (length)
    {
    case AES128_KEY_SIZE:
      aes128_set_decrypt_key(&ctx->u.ctx128, key);
      break;
    case AES192_KEY_SIZE:
      aes192_set_decrypt_key(&ctx->u.ctx192, key);
      break;
    case AES256_KEY_SIZE:
      aes256_set_decrypt_key(&ctx->u.ctx256, key);
      break;
    default:
      assert (!"aes_set_decrypt_key: key must be 16, 24 or 32 bytes");
      return;
    }
  ctx->key_size = length;
}
