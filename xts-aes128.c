/* xts-aes128.c

   XTS-AES-128: key set-up (data key, then tweak key) and the
   message functions, on top of the generic XTS code.

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

#include "xts.h"

#include "aes.h"
#include "xts-internal.h"

/* The tweak key is always an encryption key: the tweak is encrypted
   in both directions. */
void
xts_aes128_set_encrypt_key(struct xts_aes128_key *xts_key,
			   const uint8_t *key)
{
  aes128_set_encrypt_key(&xts_key->cipher, key);
  aes128_set_encrypt_key(&xts_key->tweak_cipher, key + AES128_KEY_SIZE);
}

void
xts_aes128_set_decrypt_key(struct xts_aes128_key *xts_key,
			   const uint8_t *key)
{
  aes128_set_decrypt_key(&xts_key->cipher, key);
  aes128_set_encrypt_key(&xts_key->tweak_cipher, key + AES128_KEY_SIZE);
}

void
xts_aes128_encrypt_message(const struct xts_aes128_key *xts_key,
			   const uint8_t *tweak, size_t length,
			   uint8_t *dst, const uint8_t *src)
{
  xts_encrypt_message(&xts_key->cipher, &xts_key->tweak_cipher,
		      (nettle_cipher_func *) aes128_encrypt,
		      tweak, length, dst, src);
}

void
xts_aes128_decrypt_message(const struct xts_aes128_key *xts_key,
			   const uint8_t *tweak, size_t length,
			   uint8_t *dst, const uint8_t *src)
{
  xts_decrypt_message(&xts_key->cipher, &xts_key->tweak_cipher,
		      (nettle_cipher_func *) aes128_decrypt,
		      (nettle_cipher_func *) aes128_encrypt,
		      tweak, length, dst, src);
}

void
xts_aes128_encrypt_sectors(const struct xts_aes128_key *xts_key,
			   uint64_t first_sector, size_t sector_size,
			   size_t length, uint8_t *dst, const uint8_t *src)
{
  _nettle_xts_sectors(&xts_key->cipher, &xts_key->tweak_cipher,
		      (nettle_cipher_func *) aes128_encrypt,
		      (nettle_cipher_func *) aes128_encrypt,
		      0, first_sector, sector_size, length, dst, src);
}

void
xts_aes128_decrypt_sectors(const struct xts_aes128_key *xts_key,
			   uint64_t first_sector, size_t sector_size,
			   size_t length, uint8_t *dst, const uint8_t *src)
{
  _nettle_xts_sectors(&xts_key->cipher, &xts_key->tweak_cipher,
		      (nettle_cipher_func *) aes128_decrypt,
		      (nettle_cipher_func *) aes128_encrypt,
		      1, first_sector, sector_size, length, dst, src);
}
