/* xts.h

   XEX-based tweaked-codebook mode with ciphertext stealing (XTS,
   IEEE 1619) for 16-byte block ciphers, and its AES-128/AES-256
   instances.

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

#ifndef NETTLE_XTS_H_INCLUDED
#define NETTLE_XTS_H_INCLUDED

#include "nettle-types.h"
#include "aes.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Name mangling */
#define xts_encrypt_message nettle_xts_encrypt_message
#define xts_decrypt_message nettle_xts_decrypt_message
#define xts_aes128_set_encrypt_key nettle_xts_aes128_set_encrypt_key
#define xts_aes128_set_decrypt_key nettle_xts_aes128_set_decrypt_key
#define xts_aes128_encrypt_message nettle_xts_aes128_encrypt_message
#define xts_aes128_decrypt_message nettle_xts_aes128_decrypt_message
#define xts_aes256_set_encrypt_key nettle_xts_aes256_set_encrypt_key
#define xts_aes256_set_decrypt_key nettle_xts_aes256_set_decrypt_key
#define xts_aes256_encrypt_message nettle_xts_aes256_encrypt_message
#define xts_aes256_decrypt_message nettle_xts_aes256_decrypt_message
#define xts_aes128_encrypt_sectors nettle_xts_aes128_encrypt_sectors
#define xts_aes128_decrypt_sectors nettle_xts_aes128_decrypt_sectors
#define xts_aes256_encrypt_sectors nettle_xts_aes256_encrypt_sectors
#define xts_aes256_decrypt_sectors nettle_xts_aes256_decrypt_sectors

#define XTS_BLOCK_SIZE 16

/* One data unit (sector) per call: length >= XTS_BLOCK_SIZE, any
   length above that (ciphertext stealing for a partial last block).
   tweak is the 16-byte data unit number, encrypted with twk_ctx using
   encf. dst == src is allowed. */
void
xts_encrypt_message(const void *enc_ctx, const void *twk_ctx,
		    nettle_cipher_func *encf,
		    const uint8_t *tweak, size_t length,
		    uint8_t *dst, const uint8_t *src);

/* decf decrypts the data; encf (encryption) is still used for the
   tweak. */
void
xts_decrypt_message(const void *dec_ctx, const void *twk_ctx,
		    nettle_cipher_func *decf, nettle_cipher_func *encf,
		    const uint8_t *tweak, size_t length,
		    uint8_t *dst, const uint8_t *src);

/* XTS-AES-128: a 32-byte key, the data key followed by the tweak key. */
struct xts_aes128_key {
  struct aes128_ctx cipher;
  struct aes128_ctx tweak_cipher;
};

void
xts_aes128_set_encrypt_key(struct xts_aes128_key *xts_key,
			   const uint8_t *key);

void
xts_aes128_set_decrypt_key(struct xts_aes128_key *xts_key,
			   const uint8_t *key);

void
xts_aes128_encrypt_message(const struct xts_aes128_key *xtskey,
			   const uint8_t *tweak, size_t length,
			   uint8_t *dst, const uint8_t *src);

void
xts_aes128_decrypt_message(const struct xts_aes128_key *xts_key,
			   const uint8_t *tweak, size_t length,
			   uint8_t *dst, const uint8_t *src);

/* XTS-AES-256: a 64-byte key, the data key followed by the tweak key. */
struct xts_aes256_key {
  struct aes256_ctx cipher;
  struct aes256_ctx tweak_cipher;
};

void
xts_aes256_set_encrypt_key(struct xts_aes256_key *xts_key,
			   const uint8_t *key);

void
xts_aes256_set_decrypt_key(struct xts_aes256_key *xts_key,
			   const uint8_t *key);

void
xts_aes256_encrypt_message(const struct xts_aes256_key *xts_key,
			   const uint8_t *tweak, size_t length,
			   uint8_t *dst, const uint8_t *src);

void
xts_aes256_decrypt_message(const struct xts_aes256_key *xts_key,
			   const uint8_t *tweak, size_t length,
			   uint8_t *dst, const uint8_t *src);

/* fastnettle extension, not in GNU Nettle: many consecutive data
   units (disk sectors) in one call, as a block layer encrypts them.
   Sector k of the LENGTH bytes (k = 0, 1, ...) is one XTS message of
   SECTOR_SIZE bytes whose tweak is the data unit number
   FIRST_SECTOR + k as a 128-bit little-endian integer (IEEE 1619;
   NIST's "DataUnitSeqNumber"), exactly as
   xts_aes128_encrypt_message of that tweak. SECTOR_SIZE is at least
   XTS_BLOCK_SIZE (not a multiple of it: stealing within each sector);
   LENGTH a multiple of SECTOR_SIZE; dst == src allowed. The tweaks of
   several sectors are encrypted together. The symbols are at version
   node FASTNETTLE_1, not NETTLE_8; test FASTNETTLE_XTS_SECTORS before
   using them. */
#define FASTNETTLE_XTS_SECTORS 1

void
xts_aes128_encrypt_sectors(const struct xts_aes128_key *xts_key,
			   uint64_t first_sector, size_t sector_size,
			   size_t length, uint8_t *dst, const uint8_t *src);

void
xts_aes128_decrypt_sectors(const struct xts_aes128_key *xts_key,
			   uint64_t first_sector, size_t sector_size,
			   size_t length, uint8_t *dst, const uint8_t *src);

void
xts_aes256_encrypt_sectors(const struct xts_aes256_key *xts_key,
			   uint64_t first_sector, size_t sector_size,
			   size_t length, uint8_t *dst, const uint8_t *src);

void
xts_aes256_decrypt_sectors(const struct xts_aes256_key *xts_key,
			   uint64_t first_sector, size_t sector_size,
			   size_t length, uint8_t *dst, const uint8_t *src);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_XTS_H_INCLUDED */
