/* siv-cmac.c

   SIV-CMAC (RFC 5297), generic over a 128-bit block cipher.

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

#include "siv-cmac.h"
#include "block16-internal.h"
#include "ctr.h"
#include "memops.h"
#include "memxor.h"

/* S2V (RFC 5297 2.4) over the vector (adata, nonce, message). */
static void
siv_s2v(const struct cmac128_key *key, const void *cipher,
	nettle_cipher_func *f,
	size_t alength, const uint8_t *adata,
	size_t nlength, const uint8_t *nonce,
	size_t plength, const uint8_t *pdata, uint8_t *v)
{
  static const uint8_t zero[16];
  struct cmac128_ctx ctx;
  union nettle_block16 D, S, T;

  cmac128_init(&ctx);
  cmac128_update(&ctx, cipher, f, 16, zero);
  cmac128_digest(&ctx, key, cipher, f, 16, D.b);

  cmac128_update(&ctx, cipher, f, alength, adata);
  cmac128_digest(&ctx, key, cipher, f, 16, S.b);
  block16_double_be(&D, &D);
  block16_xor(&D, &S);

  cmac128_update(&ctx, cipher, f, nlength, nonce);
  cmac128_digest(&ctx, key, cipher, f, 16, S.b);
  block16_double_be(&D, &D);
  block16_xor(&D, &S);

  if (plength >= 16)
    {
      /* T = message xorend D: D goes into the last 16 bytes. */
      cmac128_update(&ctx, cipher, f, plength - 16, pdata);
      memcpy(T.b, pdata + plength - 16, 16);
      block16_xor(&T, &D);
    }
  else
    {
      block16_double_be(&T, &D);
      memxor(T.b, pdata, plength);
      T.b[plength] ^= 0x80;
    }
  cmac128_update(&ctx, cipher, f, 16, T.b);
  cmac128_digest(&ctx, key, cipher, f, 16, v);
}

void
siv_cmac_set_key(struct cmac128_key *cmac_key, void *cmac_cipher,
		 void *ctr_cipher, const struct nettle_cipher *nc,
		 const uint8_t *key)
{
  nc->set_encrypt_key(cmac_cipher, key);
  nc->set_encrypt_key(ctr_cipher, key + nc->key_size);
  cmac128_set_key(cmac_key, cmac_cipher, nc->encrypt);
}

/* The CTR counter is V with bits 31 and 63 (from the right) cleared. */
static void
siv_ctr(const struct nettle_cipher *nc, const void *ctr_cipher,
	const uint8_t *v, size_t length, uint8_t *dst, const uint8_t *src)
{
  uint8_t q[16];
  /* In one store: the cipher loads it as one block (block16_xor_bytes). */
  block16_set_be64(q, READ_UINT64(v),
		   READ_UINT64(v + 8) & ~(uint64_t) 0x8000000080000000);
  if (length <= 16)
    {
      /* One block: a plain call of the cipher is cheaper than setting
	 up the CTR machinery. */
      nc->encrypt(ctr_cipher, 16, q, q);
      memxor3(dst, src, q, length);
      return;
    }
  ctr_crypt(ctr_cipher, nc->encrypt, 16, q, length, dst, src);
}

void
siv_cmac_encrypt_message(const struct cmac128_key *cmac_key,
			 const void *cmac_cipher_ctx,
			 const struct nettle_cipher *nc,
			 const void *ctr_ctx,
			 size_t nlength, const uint8_t *nonce,
			 size_t alength, const uint8_t *adata,
			 size_t clength, uint8_t *dst, const uint8_t *src)
{
  uint8_t v[16];

  assert(clength >= SIV_DIGEST_SIZE);
  assert(nlength >= SIV_MIN_NONCE_SIZE);
  siv_s2v(cmac_key, cmac_cipher_ctx, nc->encrypt, alength, adata,
	  nlength, nonce, clength - 16, src, v);
  siv_ctr(nc, ctr_ctx, v, clength - 16, dst + 16, src);
  memcpy(dst, v, 16);
}

int
siv_cmac_decrypt_message(const struct cmac128_key *cmac_key,
			 const void *cmac_cipher,
			 const struct nettle_cipher *nc,
			 const void *ctr_cipher,
			 size_t nlength, const uint8_t *nonce,
			 size_t alength, const uint8_t *adata,
			 size_t mlength, uint8_t *dst, const uint8_t *src)
{
  uint8_t v[16], check[16];

  assert(nlength >= SIV_MIN_NONCE_SIZE);
  memcpy(v, src, 16);
  siv_ctr(nc, ctr_cipher, v, mlength, dst, src + 16);
  siv_s2v(cmac_key, cmac_cipher, nc->encrypt, alength, adata,
	  nlength, nonce, mlength, dst, check);
  if (memeql_sec(check, v, 16))
    return 1;
  memset(dst, 0, mlength);
  return 0;
}
