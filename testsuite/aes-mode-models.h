/* aes-mode-models.h

   The reference models of the AES modes, one copy for the tests
   (fat-variants.h, the models of every variant of fat-table.h) and the
   benchmark (examples/nettle-benchmark.c, which checks every cell it
   measures): ECB, CBC, CTR, CFB, CFB8 and XTS, each written from its
   standard and built on nothing but a one-block cipher function of
   Nettle's public type (nettle_cipher_func: ctx, length 16, dst,
   src). The caller chooses the block function (the portable AES core,
   or a known-answer-checked library's aesNNN_encrypt), so a model is
   never the mode code it checks. Self-contained (no testutils), as
   the benchmark is no test program.

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

/* Every model takes (ctx, f, [chain,] length, dst, src), f called one
   16-byte block at a time, and updates the chaining value (iv,
   counter, tweak) as Nettle's mode functions do. dst may equal src.
   ECB and CBC take whole blocks; CTR and CFB a partial last block
   too; XTS any length from 16 on, with ciphertext stealing. */

#ifndef NETTLE_AES_MODE_MODELS_H_INCLUDED
#define NETTLE_AES_MODE_MODELS_H_INCLUDED

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "nettle-types.h"

#define AES_MODEL_BLOCK 16

/* Not every includer uses every model. */
#define AES_MODEL_FN static __attribute__((unused))

AES_MODEL_FN void
aes_model_xor(uint8_t *dst, const uint8_t *a, const uint8_t *b, size_t n)
{
  size_t i;
  for (i = 0; i < n; i++)
    dst[i] = a[i] ^ b[i];
}

/* SP 800-38A 6.1: each block through f (encrypt or decrypt). */
AES_MODEL_FN void
aes_model_ecb(const void *ctx, nettle_cipher_func *f, size_t length,
	      uint8_t *dst, const uint8_t *src)
{
  size_t i;
  for (i = 0; i < length; i += AES_MODEL_BLOCK)
    f(ctx, AES_MODEL_BLOCK, dst + i, src + i);
}

/* SP 800-38A 6.2: C_j = E(P_j ^ C_{j-1}); iv ends as the last C. */
AES_MODEL_FN void
aes_model_cbc_encrypt(const void *ctx, nettle_cipher_func *f, uint8_t *iv,
		      size_t length, uint8_t *dst, const uint8_t *src)
{
  size_t i;
  for (i = 0; i < length; i += AES_MODEL_BLOCK)
    {
      aes_model_xor(iv, iv, src + i, AES_MODEL_BLOCK);
      f(ctx, AES_MODEL_BLOCK, dst + i, iv);
      memcpy(iv, dst + i, AES_MODEL_BLOCK);
    }
}

/* P_j = D(C_j) ^ C_{j-1}, f the decryption. */
AES_MODEL_FN void
aes_model_cbc_decrypt(const void *ctx, nettle_cipher_func *f, uint8_t *iv,
		      size_t length, uint8_t *dst, const uint8_t *src)
{
  uint8_t c[AES_MODEL_BLOCK], t[AES_MODEL_BLOCK];
  size_t i;
  for (i = 0; i < length; i += AES_MODEL_BLOCK)
    {
      memcpy(c, src + i, AES_MODEL_BLOCK);
      f(ctx, AES_MODEL_BLOCK, t, c);
      aes_model_xor(dst + i, t, iv, AES_MODEL_BLOCK);
      memcpy(iv, c, AES_MODEL_BLOCK);
    }
}

/* SP 800-38A 6.5, Nettle's counter: the whole block big-endian, one
   step per block begun (a partial last block uses the first bytes of
   its key stream and still counts). */
AES_MODEL_FN void
aes_model_ctr(const void *ctx, nettle_cipher_func *f, uint8_t *ctr,
	      size_t length, uint8_t *dst, const uint8_t *src)
{
  uint8_t ks[AES_MODEL_BLOCK];
  size_t i, n;
  int j;
  for (i = 0; i < length; i += n)
    {
      n = length - i < AES_MODEL_BLOCK ? length - i : AES_MODEL_BLOCK;
      f(ctx, AES_MODEL_BLOCK, ks, ctr);
      aes_model_xor(dst + i, src + i, ks, n);
      for (j = AES_MODEL_BLOCK - 1; j >= 0 && ++ctr[j] == 0; j--)
	;
    }
}

/* SP 800-38A 6.3, full-block feedback: the register takes the
   ciphertext; a partial last block uses the first bytes of E(iv) and
   leaves iv alone, as Nettle's cfb_encrypt does. f always encrypts. */
AES_MODEL_FN void
aes_model_cfb(const void *ctx, nettle_cipher_func *f, int decrypt,
	      uint8_t *iv, size_t length, uint8_t *dst, const uint8_t *src)
{
  uint8_t ks[AES_MODEL_BLOCK], c[AES_MODEL_BLOCK];
  size_t i, n;
  for (i = 0; i < length; i += n)
    {
      n = length - i < AES_MODEL_BLOCK ? length - i : AES_MODEL_BLOCK;
      f(ctx, AES_MODEL_BLOCK, ks, iv);
      if (decrypt)
	memcpy(c, src + i, n);
      aes_model_xor(dst + i, src + i, ks, n);
      if (!decrypt)
	memcpy(c, dst + i, n);
      if (n == AES_MODEL_BLOCK)
	memcpy(iv, c, AES_MODEL_BLOCK);
    }
}

AES_MODEL_FN void
aes_model_cfb_encrypt(const void *ctx, nettle_cipher_func *f, uint8_t *iv,
		      size_t length, uint8_t *dst, const uint8_t *src)
{
  aes_model_cfb(ctx, f, 0, iv, length, dst, src);
}

AES_MODEL_FN void
aes_model_cfb_decrypt(const void *ctx, nettle_cipher_func *f, uint8_t *iv,
		      size_t length, uint8_t *dst, const uint8_t *src)
{
  aes_model_cfb(ctx, f, 1, iv, length, dst, src);
}

/* SP 800-38A 6.3 with s = 8: one block encryption per byte, the
   register shifted left a byte and the ciphertext byte appended. */
AES_MODEL_FN void
aes_model_cfb8(const void *ctx, nettle_cipher_func *f, int decrypt,
	       uint8_t *iv, size_t length, uint8_t *dst, const uint8_t *src)
{
  uint8_t ks[AES_MODEL_BLOCK];
  size_t i;
  for (i = 0; i < length; i++)
    {
      uint8_t in = src[i];
      f(ctx, AES_MODEL_BLOCK, ks, iv);
      dst[i] = in ^ ks[0];
      memmove(iv, iv + 1, AES_MODEL_BLOCK - 1);
      iv[AES_MODEL_BLOCK - 1] = decrypt ? in : dst[i];
    }
}

AES_MODEL_FN void
aes_model_cfb8_encrypt(const void *ctx, nettle_cipher_func *f, uint8_t *iv,
		       size_t length, uint8_t *dst, const uint8_t *src)
{
  aes_model_cfb8(ctx, f, 0, iv, length, dst, src);
}

AES_MODEL_FN void
aes_model_cfb8_decrypt(const void *ctx, nettle_cipher_func *f, uint8_t *iv,
		       size_t length, uint8_t *dst, const uint8_t *src)
{
  aes_model_cfb8(ctx, f, 1, iv, length, dst, src);
}

/* IEEE Std 1619-2007 5.2: the tweak times x in GF(2^128), modulo
   x^128 + x^7 + x^2 + x + 1, byte 0 the least significant. */
AES_MODEL_FN void
aes_model_xts_mul_x(uint8_t *t)
{
  unsigned carry = t[AES_MODEL_BLOCK - 1] >> 7;
  int j;
  for (j = AES_MODEL_BLOCK - 1; j > 0; j--)
    t[j] = (uint8_t) ((t[j] << 1) | (t[j - 1] >> 7));
  t[0] = (uint8_t) ((t[0] << 1) ^ (carry ? 0x87 : 0));
}

/* One block: f(src ^ t) ^ t. */
AES_MODEL_FN void
aes_model_xts_block(const void *ctx, nettle_cipher_func *f, const uint8_t *t,
		    uint8_t *dst, const uint8_t *src)
{
  uint8_t x[AES_MODEL_BLOCK];
  aes_model_xor(x, src, t, AES_MODEL_BLOCK);
  f(ctx, AES_MODEL_BLOCK, x, x);
  aes_model_xor(dst, x, t, AES_MODEL_BLOCK);
}

/* IEEE Std 1619-2007 5.3 and 5.4, on the data key's f (encryption or
   decryption; decrypt says which, for the order of the last two
   tweaks). t is the encrypted tweak E_k2(i), the caller's to compute;
   after whole blocks it is the next block's tweak (as the bulk
   routines leave it), after stealing it is not defined. length is at
   least 16. */
AES_MODEL_FN void
aes_model_xts(const void *ctx, nettle_cipher_func *f, int decrypt,
	      uint8_t *t, size_t length, uint8_t *dst, const uint8_t *src)
{
  uint8_t t_next[AES_MODEL_BLOCK], last[AES_MODEL_BLOCK];
  uint8_t tail[AES_MODEL_BLOCK];
  size_t r;
  /* Whole blocks, leaving a last whole block and a partial one. */
  while (length >= 2 * AES_MODEL_BLOCK || length == AES_MODEL_BLOCK)
    {
      aes_model_xts_block(ctx, f, t, dst, src);
      aes_model_xts_mul_x(t);
      length -= AES_MODEL_BLOCK, dst += AES_MODEL_BLOCK, src += AES_MODEL_BLOCK;
    }
  if (length == 0)
    return;
  r = length - AES_MODEL_BLOCK;
  memcpy(t_next, t, AES_MODEL_BLOCK);
  aes_model_xts_mul_x(t_next);
  /* Encryption takes T, then T*x for the stolen block; decryption the
     other way round. */
  aes_model_xts_block(ctx, f, decrypt ? t_next : t, last, src);
  memcpy(tail, src + AES_MODEL_BLOCK, r);
  memcpy(tail + r, last + r, AES_MODEL_BLOCK - r);
  memcpy(dst + AES_MODEL_BLOCK, last, r);
  aes_model_xts_block(ctx, f, decrypt ? t : t_next, dst, tail);
}

AES_MODEL_FN void
aes_model_xts_encrypt(const void *ctx, nettle_cipher_func *f, uint8_t *t,
		      size_t length, uint8_t *dst, const uint8_t *src)
{
  aes_model_xts(ctx, f, 0, t, length, dst, src);
}

AES_MODEL_FN void
aes_model_xts_decrypt(const void *ctx, nettle_cipher_func *f, uint8_t *t,
		      size_t length, uint8_t *dst, const uint8_t *src)
{
  aes_model_xts(ctx, f, 1, t, length, dst, src);
}

/* OCB (RFC 7253, section 4.2) on whole blocks, block i + 1 on: offset
   is Offset_i and the checksum that of the blocks before; both are
   left as they are after the last block. L holds L_k at 16 * k, for
   every k = ntz(j) of the blocks j done (the model reads no other). */
AES_MODEL_FN void
aes_model_ocb(const void *ctx, nettle_cipher_func *f, int decrypt,
	      uint8_t *offset, uint8_t *checksum, const uint8_t *L,
	      uint64_t i, size_t length, uint8_t *dst, const uint8_t *src)
{
  uint8_t t[AES_MODEL_BLOCK];
  size_t j;
  for (j = 0; j < length; j += AES_MODEL_BLOCK)
    {
      uint64_t n = ++i;
      unsigned k = 0;
      for (; !(n & 1); n >>= 1)
	k++;
      aes_model_xor(offset, offset, L + AES_MODEL_BLOCK * k, AES_MODEL_BLOCK);
      if (!decrypt)
	aes_model_xor(checksum, checksum, src + j, AES_MODEL_BLOCK);
      aes_model_xor(t, src + j, offset, AES_MODEL_BLOCK);
      f(ctx, AES_MODEL_BLOCK, t, t);
      aes_model_xor(dst + j, t, offset, AES_MODEL_BLOCK);
      if (decrypt)
	aes_model_xor(checksum, checksum, dst + j, AES_MODEL_BLOCK);
    }
}

#endif /* NETTLE_AES_MODE_MODELS_H_INCLUDED */
