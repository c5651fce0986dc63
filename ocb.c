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
#include "ocb-internal.h"
#include "aes-internal.h"
#include "block16-internal.h"
#include "macros.h"
#include "memops.h"
#include "memxor.h"

/* Blocks are independent, so whole blocks go to the cipher in batches
   of up to OCB_BATCH (one call of f each), which lets a multi-block
   core (AES-NI eight at a time, VAES sixteen in zmm registers) keep
   its pipelines full; 64 blocks make the call and loop overhead per
   block small while the offsets (1 KiB) stay in L1. */
#define OCB_BATCH 64

/* The offset and checksum arithmetic is xor of whole 16-byte blocks;
   with GCC or clang it is done on a 128-bit vector type (one SSE2 or
   NEON register), elsewhere on two 64-bit words. Loads and stores go
   through memcpy, so data need not be aligned. */
#if defined(__GNUC__)
/* Every function taking or returning an ocb_word is static, so the
   vector calling convention (which differs on i386 without SSE, where
   GCC warns about it) never crosses a module boundary. */
# pragma GCC diagnostic ignored "-Wpsabi"
typedef uint64_t ocb_word __attribute__((vector_size(16)));

static inline ocb_word
ocb_xor(ocb_word a, ocb_word b)
{
  return a ^ b;
}
#else
typedef struct { uint64_t w[2]; } ocb_word;

static inline ocb_word
ocb_xor(ocb_word a, ocb_word b)
{
  a.w[0] ^= b.w[0];
  a.w[1] ^= b.w[1];
  return a;
}
#endif

static inline ocb_word
ocb_load(const uint8_t *p)
{
  ocb_word w;
  memcpy(&w, p, 16);
  return w;
}

static inline void
ocb_store(uint8_t *p, ocb_word w)
{
  memcpy(p, &w, 16);
}

/* L_k for k = 0 .. 63: L_0 and L_1 from the key, the rest by
   doubling, computed only as far as a call needs. They are kept in the
   state of the AES bulk routines (ocb-internal.h), which read them
   there. */
struct ocb_ltab
{
  struct ocb_aes_state s;
  unsigned n;
};

static void
ocb_ltab_init(struct ocb_ltab *t, const struct ocb_key *key)
{
  t->s.L[0] = key->L[2];
  t->s.L[1] = key->L[3];
  t->n = 2;
}

/* Number of trailing zeros, i > 0. */
static inline unsigned
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
  if (t->n <= need)
    {
      /* The chain of doublings in registers, not through the stores. */
      uint64_t hi = READ_UINT64(t->s.L[t->n - 1].b);
      uint64_t lo = READ_UINT64(t->s.L[t->n - 1].b + 8);
      for (; t->n <= need; t->n++)
	{
	  block16_mulx_words(&hi, &lo);
	  block16_set_be64(t->s.L[t->n].b, hi, lo);
	}
    }
}

/* Offset_i = Offset_{i-1} xor L_{ntz(i)}. */
static inline ocb_word
ocb_next_offset(ocb_word offset, const struct ocb_ltab *t, size_t i)
{
  return ocb_xor(offset, ocb_load(t->s.L[ocb_ntz(i)].b));
}

/* Stores Offset_{i+1} .. Offset_{i+n} in offs[0 .. n-1] and returns
   Offset_{i+n}, given offset = Offset_i; t must hold L_k up to
   ntz(i+n). Within an aligned group of blocks 8m+1 .. 8m+8, ntz is 0,
   1, 0, 2, 0, 1, 0 and then at least 3, so Offset_{8m+k} is
   Offset_{8m} xor a fixed D_k for k < 8 and only the eighth needs a
   look-up: no serial chain and no ntz per block. Blocks before the
   first group boundary and after the last go one at a time. */
static ocb_word
ocb_offsets(ocb_word *offs, size_t n, ocb_word offset, size_t i,
	    const struct ocb_ltab *t)
{
  size_t j = 0;

  for (; j < n && (i & 7); j++)
    offs[j] = offset = ocb_next_offset(offset, t, ++i);
  if (n - j >= 8)
    {
      ocb_word l0 = ocb_load(t->s.L[0].b);
      ocb_word l1 = ocb_load(t->s.L[1].b);
      ocb_word l2 = ocb_load(t->s.L[2].b);
      ocb_word d2 = ocb_xor(l0, l1);
      ocb_word d4 = ocb_xor(l1, l2);
      ocb_word d5 = ocb_xor(d4, l0);
      ocb_word d6 = ocb_xor(l0, l2);
      for (; n - j >= 8; j += 8)
	{
	  offs[j] = ocb_xor(offset, l0);
	  offs[j + 1] = ocb_xor(offset, d2);
	  offs[j + 2] = ocb_xor(offset, l1);
	  offs[j + 3] = ocb_xor(offset, d4);
	  offs[j + 4] = ocb_xor(offset, d5);
	  offs[j + 5] = ocb_xor(offset, d6);
	  offs[j + 6] = ocb_xor(offset, l2);
	  i += 8;
	  offs[j + 7] = offset = ocb_next_offset(offs[j + 6], t, i);
	}
    }
  for (; j < n; j++)
    offs[j] = offset = ocb_next_offset(offset, t, ++i);
  return offset;
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
  union nettle_block16 n, top;
  uint64_t hi = 0, lo = 0, st;
  unsigned bottom;
  size_t i;

  assert(nonce_length <= OCB_MAX_NONCE_SIZE);
  assert(tag_length > 0 && tag_length <= OCB_DIGEST_SIZE);

  /* Nonce = num2str(TAGLEN mod 128, 7) || zeros || 1 || N, made in two
     big-endian words and stored at once: the cipher reads it back as
     one 16-byte load, which would wait for byte stores to reach the
     cache rather than be forwarded from them. */
  if (nonce_length >= 8)
    {
      lo = READ_UINT64(nonce + nonce_length - 8);
      for (i = 0; i < nonce_length - 8; i++)
	hi = (hi << 8) | nonce[i];
      hi |= (uint64_t) 1 << (8 * (nonce_length - 8));
    }
  else
    {
      for (i = 0; i < nonce_length; i++)
	lo = (lo << 8) | nonce[i];
      lo |= (uint64_t) 1 << (8 * nonce_length);
    }
  hi |= (uint64_t) ((tag_length * 8) & 127) << 57;

  bottom = lo & 63;
  block16_set_be64(n.b, hi, lo & ~(uint64_t) 63);
  f(cipher, 16, top.b, n.b);
  /* Stretch = Ktop || (Ktop[1..64] xor Ktop[9..72]), 192 bits as three
     big-endian words; Offset_0 is Stretch[1+bottom .. 128+bottom], the
     192 bits shifted left by bottom (0 .. 63), top 128 bits. The
     double shift right stays defined for bottom = 0. The nonce is
     public. */
  hi = READ_UINT64(top.b);
  lo = READ_UINT64(top.b + 8);
  st = hi ^ ((hi << 8) | (lo >> 56));
  block16_set_be64(ctx->initial.b,
		   (hi << bottom) | ((lo >> 1) >> (63 - bottom)),
		   (lo << bottom) | ((st >> 1) >> (63 - bottom)));
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
  ocb_word offs[OCB_BATCH];
  struct ocb_ltab lt;
  ocb_word offset, sum;
  size_t i;

  assert(ctx->message_count == 0);
  if (ctx->data_count == 0)
    memset(ctx->offset.b, 0, 16);
  if (length == 0)
    return;

  ocb_ltab_init(&lt, key);
  ocb_ltab_extend(&lt, ctx->data_count + length / 16);
  offset = ocb_load(ctx->offset.b);
  sum = ocb_load(ctx->sum.b);
  i = ctx->data_count;
  while (length >= 16)
    {
      size_t n = length / 16, j;
      if (n > OCB_BATCH)
	n = OCB_BATCH;
      offset = ocb_offsets(offs, n, offset, i, &lt);
      for (j = 0; j < n; j++)
	ocb_store(blk[j].b, ocb_xor(offs[j], ocb_load(data + 16 * j)));
      f(cipher, 16 * n, blk[0].b, blk[0].b);
      for (j = 0; j < n; j++)
	sum = ocb_xor(sum, ocb_load(blk[j].b));
      i += n;
      data += 16 * n;
      length -= 16 * n;
    }
  if (length > 0)
    {
      ocb_pad_block(&blk[0], length, data);
      offset = ocb_xor(offset, ocb_load(key->L[0].b));
      ocb_store(blk[0].b, ocb_xor(offset, ocb_load(blk[0].b)));
      f(cipher, 16, blk[0].b, blk[0].b);
      sum = ocb_xor(sum, ocb_load(blk[0].b));
      i++;
    }
  ocb_store(ctx->offset.b, offset);
  ocb_store(ctx->sum.b, sum);
  ctx->data_count = i;
}

/* Whole blocks with the cipher g (encryption or decryption), blocks
   i + 1 .. i + length / 16 of the message; *offset and *sum are
   Offset_i and the checksum before, and are left as they are after.
   The checksum is over the plaintext: src when encrypting, dst when
   decrypting.

   A batch is done in three passes over dst, with no copy in between:
   dst_j = src_j xor Offset_j (and the checksum of src_j when
   encrypting), then g in place on dst, then dst_j xor= Offset_j (and
   the checksum of dst_j when decrypting). Reading src_j before writing
   dst_j keeps dst == src working; dst holds intermediate values only
   until the call returns. Inlined twice, so encrypt is a constant. */
#if defined(__GNUC__)
__attribute__ ((always_inline))
#endif
static inline void
ocb_blocks(const struct ocb_ltab *lt, const void *gctx,
	   nettle_cipher_func *g, int encrypt, ocb_word *offset,
	   ocb_word *sum, size_t i, size_t length, uint8_t *dst,
	   const uint8_t *src)
{
  ocb_word offs[OCB_BATCH];
  while (length >= 16)
    {
      size_t n = length / 16, j;
      if (n > OCB_BATCH)
	n = OCB_BATCH;
      *offset = ocb_offsets(offs, n, *offset, i, lt);
      for (j = 0; j < n; j++)
	{
	  ocb_word x = ocb_load(src + 16 * j);
	  if (encrypt)
	    *sum = ocb_xor(*sum, x);
	  ocb_store(dst + 16 * j, ocb_xor(x, offs[j]));
	}
      g(gctx, 16 * n, dst, dst);
      for (j = 0; j < n; j++)
	{
	  ocb_word y = ocb_xor(ocb_load(dst + 16 * j), offs[j]);
	  ocb_store(dst + 16 * j, y);
	  if (!encrypt)
	    *sum = ocb_xor(*sum, y);
	}
      i += n;
      dst += 16 * n;
      src += 16 * n;
      length -= 16 * n;
    }
}

/* The fewest whole blocks worth a call of the AES bulk routine: a
   lone block is cheaper through g. */
#define OCB_BULK_MIN 2

/* The whole blocks, then a final partial block with the encryption
   function f. When g is AES of the wanted direction, the AES bulk
   routine takes the blocks from the first index that is a multiple of
   16 on (those before go through ocb_blocks), as far as it goes. */
#if defined(__GNUC__)
__attribute__ ((always_inline))
#endif
static inline void
ocb_crypt(struct ocb_ctx *ctx, const struct ocb_key *key,
	  const void *cipher, nettle_cipher_func *f,
	  const void *gctx, nettle_cipher_func *g, int encrypt,
	  size_t length, uint8_t *dst, const uint8_t *src)
{
  struct ocb_ltab lt;
  ocb_word offset, sum;
  size_t i, whole;

  if (ctx->message_count == 0)
    ctx->offset = ctx->initial;

  ocb_ltab_init(&lt, key);
  ocb_ltab_extend(&lt, ctx->message_count + length / 16);
  offset = ocb_load(ctx->offset.b);
  sum = ocb_load(ctx->checksum.b);
  i = ctx->message_count;
  whole = length - length % 16;
  if (whole >= 16 * OCB_BULK_MIN)
    {
      unsigned rounds;
      int is_decrypt;
      const uint32_t *keys = _nettle_aes_cipher_keys(g, gctx, &rounds,
						     &is_decrypt);
      if (keys && is_decrypt == !encrypt)
	{
	  size_t head = 16 * (-i & 15), done;
	  if (head > whole)
	    head = whole;
	  ocb_blocks(&lt, gctx, g, encrypt, &offset, &sum, i, head,
		     dst, src);
	  i += head / 16;
	  ocb_store(lt.s.offset.b, offset);
	  ocb_store(lt.s.checksum.b, sum);
	  lt.s.index = i;
	  done = (encrypt ? _nettle_ocb_aes_encrypt : _nettle_ocb_aes_decrypt)
	    (rounds, keys, &lt.s, whole - head, dst + head, src + head);
	  offset = ocb_load(lt.s.offset.b);
	  sum = ocb_load(lt.s.checksum.b);
	  done += head;
	  i += (done - head) / 16;
	  dst += done;
	  src += done;
	  length -= done;
	  whole -= done;
	}
    }
  ocb_blocks(&lt, gctx, g, encrypt, &offset, &sum, i, whole, dst, src);
  i += whole / 16;
  dst += whole;
  src += whole;
  length -= whole;
  if (length > 0)
    {
      union nettle_block16 pad, p;
      offset = ocb_xor(offset, ocb_load(key->L[0].b));
      ocb_store(pad.b, offset);
      f(cipher, 16, pad.b, pad.b);
      if (encrypt)
	ocb_pad_block(&p, length, src);
      memxor3(dst, src, pad.b, length);
      if (!encrypt)
	ocb_pad_block(&p, length, dst);
      sum = ocb_xor(sum, ocb_load(p.b));
      i++;
    }
  ocb_store(ctx->offset.b, offset);
  ocb_store(ctx->checksum.b, sum);
  ctx->message_count = i;
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
  ocb_store(b.b, ocb_xor(ocb_xor(ocb_load(ctx->checksum.b),
				 ocb_load((ctx->message_count ? &ctx->offset
					   : &ctx->initial)->b)),
			 ocb_load(key->L[1].b)));
  f(cipher, 16, b.b, b.b);
  if (length == OCB_DIGEST_SIZE)
    ocb_store(digest, ocb_xor(ocb_load(b.b), ocb_load(ctx->sum.b)));
  else
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

/* memeql_sec, with a whole tag as two words: no byte loop after the
   last cipher call. Without branches on the data. */
static int
ocb_tag_equal(const uint8_t *a, const uint8_t *b, size_t length)
{
  if (length == OCB_DIGEST_SIZE)
    {
      uint64_t d = LE_READ_UINT64(a) ^ LE_READ_UINT64(b);
      d |= LE_READ_UINT64(a + 8) ^ LE_READ_UINT64(b + 8);
      /* d | -d has its top bit set exactly when d != 0. */
      return (int) (((d | -d) >> 63) ^ 1);
    }
  return memeql_sec(a, b, length);
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
  if (ocb_tag_equal(tag, src + mlength, tlength))
    return 1;
  memset(dst, 0, mlength);
  return 0;
}
