/* aes-cipher-keys.c

   For the mode glue: recognises the AES block functions among
   nettle_cipher_func pointers, so that CBC, CTR and XTS can pass whole
   runs of blocks to the bulk AES routines of aes-internal.h.

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

const uint32_t *
_nettle_aes_cipher_keys(nettle_cipher_func *f, const void *ctx,
			unsigned *rounds, int *decrypt)
{
  /* Compared by address: these are the exported (dispatched) entry
     points, the same addresses callers take. */
  if (f == (nettle_cipher_func *) aes128_encrypt
      || f == (nettle_cipher_func *) aes128_decrypt)
    {
      *rounds = _AES128_ROUNDS;
      *decrypt = f == (nettle_cipher_func *) aes128_decrypt;
      return ((const struct aes128_ctx *) ctx)->keys;
    }
  if (f == (nettle_cipher_func *) aes192_encrypt
      || f == (nettle_cipher_func *) aes192_decrypt)
    {
      *rounds = _AES192_ROUNDS;
      *decrypt = f == (nettle_cipher_func *) aes192_decrypt;
      return ((const struct aes192_ctx *) ctx)->keys;
    }
  if (f == (nettle_cipher_func *) aes256_encrypt
      || f == (nettle_cipher_func *) aes256_decrypt)
    {
      *rounds = _AES256_ROUNDS;
      *decrypt = f == (nettle_cipher_func *) aes256_decrypt;
      return ((const struct aes256_ctx *) ctx)->keys;
    }
  return NULL;
}
