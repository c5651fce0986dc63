/* ocb.c

   OCB3 (RFC 7253), generic over a 128-bit block cipher.

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

#include "ocb.h"
#include "block16-internal.h"
#include "memops.h"
#include "memxor.h"

/* Blocks are independent, so whole blocks go to the cipher in batches
   of up to OCB_BATCH (one call of f each), which lets a multi-block
   core (AES-NI) pipeline them. */
#define OCB_BATCH 32

/* L_k for k = 0 .. (bits in size_t) - 1: L_0 and L_1 from the key,
   the rest by doubling, computed only as far as a call needs. */
struct ocb_ltab
{
  union nettle_block16 L[sizeof(size_t) * 8];
  unsigned n;
};

static void
ocb_ltab_init(struct ocb_ltab *t, const struct ocb_key *key)
{
  t->L[0] = key->L[2];
  t->L[1] = key->L[3];
  t->n = 2;
}

static unsigned
ocb_ntz(size_t i)
{
#if defined(__GNUC__)
  return (unsigned) __builtin_ctzll((unsigned long long) i);
#else
  unsigned n = 0;
  for (; !(i & 1); i >>= 1)
    n++;
  return n;
#endif
}

/* Makes L_k available for every k = ntz(i), i <= last. Depends only
   on block indices. */
static void
ocb_ltab_extend(struct ocb_ltab *t, size_t last)
{
  unsigned need = 0;
  for (; last > 1; last >>= 1)
    need++;
  for (; t->n <= need; t->n++)
    block16_double_be(&t->L[t->n], &t->L[t->n - 1]);
}

static inline void
ocb_xor_in(union nettle_block16 *r, const uint8_t *p)
{
  uint64_t a, b;
  memcpy(&a, p, 8);
  memcpy(&b, p + 8, 8);
  r->u64[0] ^= a;
  r->u64[1] ^= b;
}

static void
ocb_pad_block(union nettle_block16 *b, size_t length, const uint8_t *data)
{
  memcpy(b->b, data, length);
  b->b[length] = 0x80;
  memset(b->b + length + 1, 0, 15 - length);
}

void
ocb_set_key(struct ocb_key *key, const void *cipher, nettle_cipher_func *f)
{
  memset(key->L[0].b, 0, 16);
  f(cipher, 16, key->L[0].b, key->L[0].b);
  block16_double_be(&key->L[1], &key->L[0]);
  block16_double_be(&key->L[2], &key->L[1]);
  block16_double_be(&key->L[3], &key->L[2]);
}

void
ocb_set_nonce(struct ocb_ctx *ctx,
	      const void *cipher, nettle_cipher_func *f,
	      size_t tag_length, size_t nonce_length, const uint8_t *nonce)
{
  uint8_t top[24];
  union nettle_block16 n;
  unsigned bottom, shift, i;

  assert(nonce_length <= OCB_MAX_NONCE_SIZE);
  assert(tag_length > 0 && tag_length <= OCB_DIGEST_SIZE);

  /* Nonce = num2str(TAGLEN mod 128, 7) || zeros || 1 || N. */
  memset(n.b, 0, 16);
  memcpy(n.b + 16 - nonce_length, nonce, nonce_length);
  n.b[15 - nonce_length] |= 1;
  n.b[0] |= (uint8_t) (((tag_length * 8) & 127) << 1);

  bottom = n.b[15] & 63;
  n.b[15] &= 0xc0;
  f(cipher, 16, top, n.b);
  /* Stretch = Ktop || (Ktop[1..64] xor Ktop[9..72]); Offset_0 is
     Stretch[1+bottom .. 128+bottom]. The nonce is public. */
  for (i = 0; i < 8; i++)
    top[16 + i] = top[i] ^ top[i + 1];
  shift = bottom & 7;
  for (i = 0; i < 16; i++)
    {
      unsigned k = i + bottom / 8;
      ctx->initial.b[i] = shift
	? (uint8_t) ((top[k] << shift) | (top[k + 1] >> (8 - shift)))
	: top[k];
    }
  memset(ctx->offset.b, 0, 16);
  memset(ctx->sum.b, 0, 16);
  memset(ctx->checksum.b, 0, 16);
  ctx->data_count = ctx->message_count = 0;
}

void
ocb_update(struct ocb_ctx *ctx, const struct ocb_key *key,
	   const void *cipher, nettle_cipher_func *f,
	   size_t length, const uint8_t *data)
{
  union nettle_block16 blk[OCB_BATCH];
  struct ocb_ltab lt;

  assert(ctx->message_count == 0);
  if (ctx->data_count == 0)
    memset(ctx->offset.b, 0, 16);

  ocb_ltab_init(&lt, key);
  ocb_ltab_extend(&lt, ctx->data_count + length / 16);
  while (length >= 16)
    {
      size_t n = length / 16, j;
      if (n > OCB_BATCH)
	n = OCB_BATCH;
      for (j = 0; j < n; j++)
	{
	  block16_xor(&ctx->offset, &lt.L[ocb_ntz(ctx->data_count + 1 + j)]);
	  blk[j] = ctx->offset;
	  ocb_xor_in(&blk[j], data + 16 * j);
	}
      f(cipher, 16 * n, blk[0].b, blk[0].b);
      for (j = 0; j < n; j++)
	block16_xor(&ctx->sum, &blk[j]);
      ctx->data_count += n;
      data += 16 * n;
      length -= 16 * n;
    }
  if (length > 0)
    {
      ocb_pad_block(&blk[0], length, data);
      memxor(ctx->offset.b, key->L[0].b, 16);
      memxor(blk[0].b, ctx->offset.b, 16);
      f(cipher, 16, blk[0].b, blk[0].b);
      memxor(ctx->sum.b, blk[0].b, 16);
      ctx->data_count++;
    }
}

/* Whole blocks with the cipher g (encryption or decryption); a final
   partial block with the encryption function f. The checksum is over
   the plaintext: src when encrypting, dst when decrypting. */
static void
ocb_crypt(struct ocb_ctx *ctx, const struct ocb_key *key,
	  const void *cipher, nettle_cipher_func *f,
	  const void *gctx, nettle_cipher_func *g, int encrypt,
	  size_t length, uint8_t *dst, const uint8_t *src)
{
  union nettle_block16 offs[OCB_BATCH], blk[OCB_BATCH];
  struct ocb_ltab lt;

  if (ctx->message_count == 0)
    ctx->offset = ctx->initial;

  ocb_ltab_init(&lt, key);
  ocb_ltab_extend(&lt, ctx->message_count + length / 16);
  while (length >= 16)
    {
      size_t n = length / 16, j;
      if (n > OCB_BATCH)
	n = OCB_BATCH;
      for (j = 0; j < n; j++)
	{
	  block16_xor(&ctx->offset,
			&lt.L[ocb_ntz(ctx->message_count + 1 + j)]);
	  offs[j] = ctx->offset;
	  if (encrypt)
	    ocb_xor_in(&ctx->checksum, src + 16 * j);
	  blk[j] = ctx->offset;
	  ocb_xor_in(&blk[j], src + 16 * j);
	}
      g(gctx, 16 * n, blk[0].b, blk[0].b);
      for (j = 0; j < n; j++)
	{
	  block16_xor(&blk[j], &offs[j]);
	  memcpy(dst + 16 * j, blk[j].b, 16);
	  if (!encrypt)
	    block16_xor(&ctx->checksum, &blk[j]);
	}
      ctx->message_count += n;
      dst += 16 * n;
      src += 16 * n;
      length -= 16 * n;
    }
  if (length > 0)
    {
      union nettle_block16 pad, p;
      memxor(ctx->offset.b, key->L[0].b, 16);
      f(cipher, 16, pad.b, ctx->offset.b);
      if (encrypt)
	ocb_pad_block(&p, length, src);
      memxor3(dst, src, pad.b, length);
      if (!encrypt)
	ocb_pad_block(&p, length, dst);
      memxor(ctx->checksum.b, p.b, 16);
      ctx->message_count++;
    }
}

void
ocb_encrypt(struct ocb_ctx *ctx, const struct ocb_key *key,
	    const void *cipher, nettle_cipher_func *f,
	    size_t length, uint8_t *dst, const uint8_t *src)
{
  ocb_crypt(ctx, key, cipher, f, cipher, f, 1, length, dst, src);
}

void
ocb_decrypt(struct ocb_ctx *ctx, const struct ocb_key *key,
	    const void *encrypt_ctx, nettle_cipher_func *encrypt,
	    const void *decrypt_ctx, nettle_cipher_func *decrypt,
	    size_t length, uint8_t *dst, const uint8_t *src)
{
  ocb_crypt(ctx, key, encrypt_ctx, encrypt, decrypt_ctx, decrypt, 0,
	    length, dst, src);
}

void
ocb_digest(const struct ocb_ctx *ctx, const struct ocb_key *key,
	   const void *cipher, nettle_cipher_func *f,
	   size_t length, uint8_t *digest)
{
  union nettle_block16 b;

  assert(length <= OCB_DIGEST_SIZE);
  memxor3(b.b, ctx->checksum.b,
	  (ctx->message_count ? &ctx->offset : &ctx->initial)->b, 16);
  memxor(b.b, key->L[1].b, 16);
  f(cipher, 16, b.b, b.b);
  memxor3(digest, b.b, ctx->sum.b, length);
}

void
ocb_encrypt_message(const struct ocb_key *ocb_key,
		    const void *cipher, nettle_cipher_func *f,
		    size_t nlength, const uint8_t *nonce,
		    size_t alength, const uint8_t *adata,
		    size_t tlength,
		    size_t clength, uint8_t *dst, const uint8_t *src)
{
  struct ocb_ctx ctx;
  size_t mlength;

  assert(clength >= tlength);
  mlength = clength - tlength;
  ocb_set_nonce(&ctx, cipher, f, tlength, nlength, nonce);
  ocb_update(&ctx, ocb_key, cipher, f, alength, adata);
  ocb_encrypt(&ctx, ocb_key, cipher, f, mlength, dst, src);
  ocb_digest(&ctx, ocb_key, cipher, f, tlength, dst + mlength);
}

int
ocb_decrypt_message(const struct ocb_key *ocb_key,
		    const void *encrypt_ctx, nettle_cipher_func *encrypt,
		    const void *decrypt_ctx, nettle_cipher_func *decrypt,
		    size_t nlength, const uint8_t *nonce,
		    size_t alength, const uint8_t *adata,
		    size_t tlength,
		    size_t mlength, uint8_t *dst, const uint8_t *src)
{
  struct ocb_ctx ctx;
  uint8_t tag[OCB_DIGEST_SIZE];

  ocb_set_nonce(&ctx, encrypt_ctx, encrypt, tlength, nlength, nonce);
  ocb_update(&ctx, ocb_key, encrypt_ctx, encrypt, alength, adata);
  ocb_decrypt(&ctx, ocb_key, encrypt_ctx, encrypt, decrypt_ctx, decrypt,
	      mlength, dst, src);
  ocb_digest(&ctx, ocb_key, encrypt_ctx, encrypt, tlength, tag);
  if (memeql_sec(tag, src + mlength, tlength))
    return 1;
  memset(dst, 0, mlength);
  return 0;
}
