/* ccm.c

   CCM mode (NIST SP 800-38C, RFC 3610), generic over a 128-bit block cipher.

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

#include "ccm.h"
#include "aes-internal.h"
#include "cbcmac-internal.h"
#include "ccm-internal.h"
#include "ctr.h"
#include "block16-internal.h"
#include "memops.h"
#include "memxor.h"

/* Block B_0 (CBC-MAC) and A_i (CTR) share a layout: a flags byte, the
   nonce, then an L-byte big-endian field (message length in B_0,
   counter i in A_i), L = 15 - nonce length. */
#define CCM_FLAG_ADATA 0x40
#define CCM_FLAG_M(taglen) (((((taglen) - 2) >> 1) & 7) << 3)

static void
ccm_block(uint8_t *b, size_t noncelen, const uint8_t *nonce,
	  uint8_t flags, size_t count)
{
  unsigned L = 15 - noncelen;
  uint64_t hi, lo = 0;
  size_t i;

  assert(noncelen >= CCM_MIN_NONCE_SIZE && noncelen <= CCM_MAX_NONCE_SIZE);
  /* The value must fit in L bytes, 2 <= L <= 8. */
  assert(L == 8 || (uint64_t) count >> (8 * L) == 0);

  /* Two big-endian words, stored at once: the cipher reads the block
     back as one 16-byte load, which a byte-wise build would stall
     (block16_xor_bytes). Bytes 0 .. 7 are the flags and the first 7
     nonce bytes (there are at least 7), 8 .. 15 the other nonce bytes
     and the field. */
  hi = ((uint64_t) (flags | (L - 1)) << 56)
    | ((uint64_t) READ_UINT32(nonce) << 24) | READ_UINT24(nonce + 4);
  for (i = 7; i < noncelen; i++)
    lo = (lo << 8) | nonce[i];
  if (L < 8)
    lo <<= 8 * L;
  block16_set_be64(b, hi, lo | count);
}

/* CBC-MAC over data, continuing a partial block of blength bytes. */
static void
ccm_mac(struct ccm_ctx *ctx, const void *cipher, nettle_cipher_func *f,
	size_t length, const uint8_t *data)
{
  if (ctx->blength)
    {
      size_t room = 16 - ctx->blength;
      if (length < room)
	{
	  memxor(ctx->tag.b + ctx->blength, data, length);
	  ctx->blength += length;
	  return;
	}
      memxor(ctx->tag.b + ctx->blength, data, room);
      f(cipher, 16, ctx->tag.b, ctx->tag.b);
      data += room;
      length -= room;
    }
  _nettle_cbcmac16(cipher, f, ctx->tag.b, length & ~(size_t) 15, data);
  data += length & ~(size_t) 15;
  length &= 15;
  memxor(ctx->tag.b, data, length);
  ctx->blength = length;
}

/* Zero padding to a block boundary. */
static void
ccm_pad(struct ccm_ctx *ctx, const void *cipher, nettle_cipher_func *f)
{
  if (ctx->blength)
    {
      f(cipher, 16, ctx->tag.b, ctx->tag.b);
      ctx->blength = 0;
    }
}

void
ccm_set_nonce(struct ccm_ctx *ctx, const void *cipher, nettle_cipher_func *f,
	      size_t noncelen, const uint8_t *nonce,
	      size_t authlen, size_t msglen, size_t taglen)
{
  uint8_t alen[10];
  unsigned n;

  ctx->blength = 0;
  ccm_block(ctx->tag.b, noncelen, nonce,
	    (authlen ? CCM_FLAG_ADATA : 0) | CCM_FLAG_M(taglen), msglen);
  ccm_block(ctx->ctr.b, noncelen, nonce, 0, 1);
  f(cipher, 16, ctx->tag.b, ctx->tag.b);
  if (!authlen)
    return;

  /* The encoding of the associated data length, RFC 3610 2.2. */
  if (authlen < 0xff00)
    {
      alen[0] = (uint8_t) (authlen >> 8);
      alen[1] = (uint8_t) authlen;
      n = 2;
    }
#if SIZE_MAX > 0xffffffff
  else if (authlen >> 32)
    {
      unsigned i;
      alen[0] = 0xff; alen[1] = 0xff;
      for (i = 0; i < 8; i++)
	alen[2 + i] = (uint8_t) (authlen >> (56 - 8 * i));
      n = 10;
    }
#endif
  else
    {
      unsigned i;
      alen[0] = 0xff; alen[1] = 0xfe;
      for (i = 0; i < 4; i++)
	alen[2 + i] = (uint8_t) (authlen >> (24 - 8 * i));
      n = 6;
    }
  ccm_mac(ctx, cipher, f, n, alen);
}

void
ccm_update(struct ccm_ctx *ctx, const void *cipher, nettle_cipher_func *f,
	   size_t length, const uint8_t *data)
{
  ccm_mac(ctx, cipher, f, length, data);
}

/* Below this, not even the AES look-up. */
#define CCM_ONE_PASS_MIN 16

/* The bytes the one-pass routine did, when f is AES encryption. The
   routine takes ctx->ctr and ctx->tag as one 32-byte state, so the
   MAC must have no partial block pending (ccm_pad first). */
static size_t
ccm_one_pass(struct ccm_ctx *ctx, const void *cipher, nettle_cipher_func *f,
	     int decrypt, size_t length, uint8_t *dst, const uint8_t *src)
{
  unsigned rounds;
  int inverse;
  const uint32_t *keys;

  assert(!ctx->blength);
  if (length < CCM_ONE_PASS_MIN)
    return 0;
  keys = _nettle_aes_cipher_keys(f, cipher, &rounds, &inverse);
  if (!keys || inverse)
    return 0;
  return (decrypt ? _nettle_ccm_aes_decrypt : _nettle_ccm_aes_encrypt)
    (rounds, keys, ctx->ctr.b, length & ~(size_t) 15, dst, src);
}

void
ccm_encrypt(struct ccm_ctx *ctx, const void *cipher, nettle_cipher_func *f,
	    size_t length, uint8_t *dst, const uint8_t *src)
{
  size_t done;

  ccm_pad(ctx, cipher, f);
  done = ccm_one_pass(ctx, cipher, f, 0, length, dst, src);
  length -= done;
  dst += done;
  src += done;
  ccm_mac(ctx, cipher, f, length, src);
  ctr_crypt(cipher, f, 16, ctx->ctr.b, length, dst, src);
}

void
ccm_decrypt(struct ccm_ctx *ctx, const void *cipher, nettle_cipher_func *f,
	    size_t length, uint8_t *dst, const uint8_t *src)
{
  size_t done;

  ccm_pad(ctx, cipher, f);
  done = ccm_one_pass(ctx, cipher, f, 1, length, dst, src);
  length -= done;
  dst += done;
  src += done;
  ctr_crypt(cipher, f, 16, ctx->ctr.b, length, dst, src);
  ccm_mac(ctx, cipher, f, length, dst);
}

void
ccm_digest(struct ccm_ctx *ctx, const void *cipher, nettle_cipher_func *f,
	   size_t length, uint8_t *digest)
{
  unsigned L = (ctx->ctr.b[0] & 7) + 1;
  uint64_t lo = READ_UINT64(ctx->ctr.b + 8);

  assert(length <= CCM_BLOCK_SIZE);
  /* Counter block A_0 encrypts the tag: the L-byte field cleared, in
     one store (ccm_block). */
  lo = L < 8 ? lo & (~(uint64_t) 0 << (8 * L)) : 0;
  block16_set_be64(ctx->ctr.b, READ_UINT64(ctx->ctr.b), lo);
  ccm_pad(ctx, cipher, f);
  ctr_crypt(cipher, f, 16, ctx->ctr.b, length, digest, ctx->tag.b);
}

void
ccm_encrypt_message(const void *cipher, nettle_cipher_func *f,
		    size_t nlength, const uint8_t *nonce,
		    size_t alength, const uint8_t *adata,
		    size_t tlength,
		    size_t clength, uint8_t *dst, const uint8_t *src)
{
  struct ccm_ctx ctx;
  size_t mlength;

  assert(clength >= tlength);
  mlength = clength - tlength;
  ccm_set_nonce(&ctx, cipher, f, nlength, nonce, alength, mlength, tlength);
  ccm_update(&ctx, cipher, f, alength, adata);
  ccm_encrypt(&ctx, cipher, f, mlength, dst, src);
  ccm_digest(&ctx, cipher, f, tlength, dst + mlength);
}

int
ccm_decrypt_message(const void *cipher, nettle_cipher_func *f,
		    size_t nlength, const uint8_t *nonce,
		    size_t alength, const uint8_t *adata,
		    size_t tlength,
		    size_t mlength, uint8_t *dst, const uint8_t *src)
{
  struct ccm_ctx ctx;
  uint8_t tag[CCM_DIGEST_SIZE];

  ccm_set_nonce(&ctx, cipher, f, nlength, nonce, alength, mlength, tlength);
  ccm_update(&ctx, cipher, f, alength, adata);
  ccm_decrypt(&ctx, cipher, f, mlength, dst, src);
  ccm_digest(&ctx, cipher, f, tlength, tag);
  if (memeql_sec(tag, src + mlength, tlength))
    return 1;
  memset(dst, 0, mlength);
  return 0;
}
