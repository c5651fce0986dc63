/* siv-gcm.c

   AES-GCM-SIV (RFC 8452) over a nettle_cipher of 16-byte blocks:
   per-nonce key derivation, POLYVAL (ghash-internal.h), the tag, and
   counter mode with the 32-bit little-endian counter of the RFC.

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

#include "siv-gcm.h"

#include "ctr-internal.h"
#include "ghash-internal.h"
#include "block16-internal.h"
#include "macros.h"
#include "memops.h"

/* RFC 8452, section 4: the first 8 bytes of the encryptions of
   LE32(i) || nonce, i = 0, 1, ... give the POLYVAL key (i = 0, 1) and
   then the message encryption key (i = 2 .. 3 or 2 .. 5). */
static void
siv_gcm_derive(const struct nettle_cipher *nc, const void *ctx,
	       const uint8_t *nonce, union nettle_block16 *auth_key,
	       uint8_t *enc_key)
{
  union nettle_block16 in[6], out[6];
  unsigned n = 2 + nc->key_size / 8;
  uint64_t lo = (uint64_t) LE_READ_UINT32(nonce) << 32;
  uint64_t hi = LE_READ_UINT64(nonce + 4);
  unsigned i;

  assert(nc->block_size == SIV_GCM_BLOCK_SIZE);
  assert(nc->key_size == 16 || nc->key_size == 32);

  /* Every block the cipher or a key set-up loads is written in one
     16-byte store: a 16-byte load of smaller stores waits for them to
     reach the cache (block16_xor_bytes), and this chain of dependent
     steps is most of a short message's cost. */
  for (i = 0; i < n; i++)
    block16_set_le64(in[i].b, lo | i, hi);
  nc->encrypt(ctx, n * SIV_GCM_BLOCK_SIZE, out[0].b, in[0].b);
  block16_write64(auth_key->b, out[0].u64[0], out[1].u64[0]);
  for (i = 2; i < n; i += 2)
    block16_write64(enc_key + 8 * (i - 2), out[i].u64[0], out[i + 1].u64[0]);
}

/* POLYVAL of data padded to whole blocks. */
static void
siv_gcm_hash(const struct gcm_key *key, union nettle_block16 *state,
	     size_t length, const uint8_t *data)
{
  data = _siv_ghash_update(key, state, length / SIV_GCM_BLOCK_SIZE, data);
  length %= SIV_GCM_BLOCK_SIZE;
  if (length > 0)
    {
      union nettle_block16 block;
      memset(block.b, 0, sizeof(block));
      memcpy(block.b, data, length);
      _siv_ghash_update(key, state, 1, block.b);
    }
}

/* The tag of the plaintext (RFC 8452, section 4), with the message
   encryption key already set in ctr_ctx. */
static void
siv_gcm_tag(const struct nettle_cipher *nc, const void *ctr_ctx,
	    const union nettle_block16 *auth_key, const uint8_t *nonce,
	    size_t alength, const uint8_t *adata,
	    size_t mlength, const uint8_t *mdata, uint8_t *tag)
{
  struct gcm_key key;
  union nettle_block16 state, s;
  uint64_t lo, hi;

  _siv_ghash_set_key(&key, auth_key);
  memset(state.b, 0, sizeof(state));
  siv_gcm_hash(&key, &state, alength, adata);
  siv_gcm_hash(&key, &state, mlength, mdata);
  block16_set_le64(s.b, (uint64_t) alength << 3, (uint64_t) mlength << 3);
  _siv_ghash_update(&key, &state, 1, s.b);

  /* state holds POLYVAL byte-reversed: as little-endian words, the
     block's halves are state's read big-endian. XOR the nonce, clear
     the top bit of byte 15; one store (siv_gcm_derive). */
  lo = READ_UINT64(state.b + 8) ^ LE_READ_UINT64(nonce);
  hi = READ_UINT64(state.b) ^ LE_READ_UINT32(nonce + 8);
  block16_set_le64(s.b, lo, hi & ~((uint64_t) 1 << 63));
  nc->encrypt(ctr_ctx, SIV_GCM_BLOCK_SIZE, tag, s.b);
}

/* The counter: the first 32 bits, little-endian, wrapping. */
static nettle_fill16_func siv_gcm_fill;

static void
siv_gcm_fill(uint8_t *ctr, size_t blocks, union nettle_block16 *buffer)
{
  uint32_t c = LE_READ_UINT32(ctr);
  uint64_t lo = (uint64_t) LE_READ_UINT32(ctr + 4) << 32;
  uint64_t hi = LE_READ_UINT64(ctr + 8);

  /* One store a block (siv_gcm_derive). */
  for (; blocks > 0; blocks--, buffer++, c++)
    block16_set_le64(buffer->b, lo | c, hi);
  block16_set_le64(ctr, lo | c, hi);
}

static void
siv_gcm_crypt(const struct nettle_cipher *nc, const void *ctr_ctx,
	      const uint8_t *tag, size_t length,
	      uint8_t *dst, const uint8_t *src)
{
  uint8_t ctr[SIV_GCM_BLOCK_SIZE];
  /* The tag with the top bit of byte 15 set, in one store. */
  block16_set_le64(ctr, LE_READ_UINT64(tag),
		   LE_READ_UINT64(tag + 8) | ((uint64_t) 1 << 63));
  _nettle_ctr_crypt16(ctr_ctx, nc->encrypt, siv_gcm_fill, ctr,
		      length, dst, src);
}

/* RFC 8452, section 6: at most 2^36 bytes of plaintext and of
   associated data. */
#define SIV_GCM_MAX_LENGTH ((uint64_t) 1 << 36)

void
siv_gcm_encrypt_message(const struct nettle_cipher *nc,
			const void *ctx, void *ctr_ctx,
			size_t nlength, const uint8_t *nonce,
			size_t alength, const uint8_t *adata,
			size_t clength, uint8_t *dst, const uint8_t *src)
{
  union nettle_block16 auth_key;
  uint8_t enc_key[32];
  uint8_t tag[SIV_GCM_DIGEST_SIZE];
  size_t mlength;

  assert(nlength == SIV_GCM_NONCE_SIZE);
  assert(clength >= SIV_GCM_DIGEST_SIZE);
  mlength = clength - SIV_GCM_DIGEST_SIZE;
  assert((uint64_t) mlength <= SIV_GCM_MAX_LENGTH);
  assert((uint64_t) alength <= SIV_GCM_MAX_LENGTH);

  siv_gcm_derive(nc, ctx, nonce, &auth_key, enc_key);
  nc->set_encrypt_key(ctr_ctx, enc_key);
  siv_gcm_tag(nc, ctr_ctx, &auth_key, nonce, alength, adata,
	      mlength, src, tag);
  siv_gcm_crypt(nc, ctr_ctx, tag, mlength, dst, src);
  memcpy(dst + mlength, tag, SIV_GCM_DIGEST_SIZE);
}

int
siv_gcm_decrypt_message(const struct nettle_cipher *nc,
			const void *ctx, void *ctr_ctx,
			size_t nlength, const uint8_t *nonce,
			size_t alength, const uint8_t *adata,
			size_t mlength, uint8_t *dst, const uint8_t *src)
{
  union nettle_block16 auth_key;
  uint8_t enc_key[32];
  uint8_t tag[SIV_GCM_DIGEST_SIZE], want[SIV_GCM_DIGEST_SIZE];

  assert(nlength == SIV_GCM_NONCE_SIZE);
  assert((uint64_t) mlength <= SIV_GCM_MAX_LENGTH);
  assert((uint64_t) alength <= SIV_GCM_MAX_LENGTH);

  /* The received tag is read before dst is written: in place, the
     two may overlap. */
  memcpy(want, src + mlength, SIV_GCM_DIGEST_SIZE);
  siv_gcm_derive(nc, ctx, nonce, &auth_key, enc_key);
  nc->set_encrypt_key(ctr_ctx, enc_key);
  siv_gcm_crypt(nc, ctr_ctx, want, mlength, dst, src);
  siv_gcm_tag(nc, ctr_ctx, &auth_key, nonce, alength, adata,
	      mlength, dst, tag);
  if (!memeql_sec(tag, want, SIV_GCM_DIGEST_SIZE))
    {
      memset(dst, 0, mlength);
      return 0;
    }
  return 1;
}
