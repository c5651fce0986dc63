/* aes192-set-decrypt-key.c

   Key set-up for AES-192 decryption, and conversion of an encryption
   context into a decryption context.

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

#include "aes-internal.h"

void
aes192_invert_key(struct aes192_ctx *dst, const struct aes192_ctx *src)
{
  _nettle_aes_invert(_AES192_ROUNDS, dst->keys, src->keys);
}

void
aes192_set_decrypt_key(struct aes192_ctx *ctx, const uint8_t *key)
{
  aes192_set_encrypt_key(ctx, key);
  aes192_invert_key(ctx, ctx);
}
