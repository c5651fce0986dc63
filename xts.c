/* xts.c

   XTS mode (IEEE 1619): xts_encrypt_message and xts_decrypt_message
   for any 16-byte block cipher, with ciphertext stealing. Whole
   blocks go first to the dispatched AES bulk routine when the cipher
   is AES, then in batches through the cipher function.

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

#include "xts.h"
#include "xts-internal.h"

#include "aes-internal.h"
#include "block16-internal.h"
#include "macros.h"
#include "memxor.h"

/* Stack space for a batch of tweaked blocks. */
#define XTS_BUFFER_LIMIT 512

/* The tweak is a 128-bit little-endian number (byte 0 least
   significant), held as two words: lo = bytes 0..7, hi = bytes 8..15.
   Moving to the next block multiplies it by x (block16_mulx_words). */

/* dst = src ^ tweak, one block; dst == src is fine. One 16-byte
   store (block16_set_le64): the block cipher reads dst next. */
static inline void
tweak_xor(uint8_t *dst, const uint8_t *src, uint64_t lo, uint64_t hi)
{
  block16_set_le64(dst, LE_READ_UINT64(src) ^ lo, LE_READ_UINT64(src + 8) ^ hi);
}

static inline void
tweak_store(uint8_t *dst, uint64_t lo, uint64_t hi)
{
  block16_set_le64(dst, lo, hi);
}

/* Whole blocks, either direction, a buffer's worth at a time: each
   block XORed with its tweak into the buffer, and the tweak itself
   parked in dst (after src has been read, so in place works); one
   call of f for the buffer; then dst ^= buffer. The tweak sequence is
   computed once. On return *lo, *hi is the tweak of the block after
   the last one. */
static void
xts_blocks(const void *ctx, nettle_cipher_func *f,
	   uint64_t *lo, uint64_t *hi,
	   size_t length, uint8_t *dst, const uint8_t *src)
{
  uint8_t buffer[XTS_BUFFER_LIMIT];
  uint64_t t_lo = *lo, t_hi = *hi;

  while (length > 0)
    {
      size_t part = length < XTS_BUFFER_LIMIT ? length : XTS_BUFFER_LIMIT;
      size_t i;

      for (i = 0; i < part; i += XTS_BLOCK_SIZE)
	{
	  tweak_xor(buffer + i, src + i, t_lo, t_hi);
	  tweak_store(dst + i, t_lo, t_hi);
	  block16_mulx_words(&t_hi, &t_lo);
	}
      f(ctx, part, buffer, buffer);
      memxor(dst, buffer, part);

      length -= part;
      dst += part;
      src += part;
    }
  *lo = t_lo; *hi = t_hi;
}

/* Nettle's behaviour for a message shorter than a block: assert, and
   when asserts are compiled out, clear dst (which may hold the
   plaintext of an in-place call) and do nothing else. Returns 0 in
   that case. */
static int
check_length(size_t length, uint8_t *dst)
{
  assert(length >= XTS_BLOCK_SIZE);
  if (length < XTS_BLOCK_SIZE)
    {
      memset(dst, 0, length);
      return 0;
    }
  return 1;
}

/* Bytes of whole blocks processed the ordinary way: all of them, or
   all but the last whole block when a partial block follows (those
   two are the stealing pair). */
static inline size_t
xts_plain_length(size_t length)
{
  size_t whole = length - length % XTS_BLOCK_SIZE;
  return length % XTS_BLOCK_SIZE ? whole - XTS_BLOCK_SIZE : whole;
}

typedef size_t xts_bulk_func(unsigned rounds, const uint32_t *keys,
			     uint8_t *tweak, size_t length,
			     uint8_t *dst, const uint8_t *src);

/* The whole blocks before any stealing pair, in either direction: the
   AES bulk routine (bulk) takes what it can when f is AES of the wanted
   direction, xts_blocks the rest. T is the first tweak on entry; on
   return *lo, *hi hold the tweak of the next block. Returns the bytes
   done. Inlined into both callers, so that bulk is a direct call. */
static inline size_t
xts_whole_blocks(const void *ctx, nettle_cipher_func *f, int decrypt,
		 xts_bulk_func *bulk, union nettle_block16 *T,
		 uint64_t *lo, uint64_t *hi,
		 size_t length, uint8_t *dst, const uint8_t *src)
{
  size_t plain = xts_plain_length(length);
  size_t done = 0;

  /* One block is cheaper through f than through the bulk routine's
     set-up of eight tweaks. */
  if (plain > XTS_BLOCK_SIZE)
    {
      unsigned rounds;
      int is_decrypt;
      const uint32_t *keys = _nettle_aes_cipher_keys(f, ctx,
						     &rounds, &is_decrypt);
      if (keys && is_decrypt == decrypt)
	done = bulk(rounds, keys, T->b, plain, dst, src);
    }

  *lo = LE_READ_UINT64(T->b);
  *hi = LE_READ_UINT64(T->b + 8);
  xts_blocks(ctx, f, lo, hi, plain - done, dst + done, src + done);
  return plain;
}

/* One data unit, given its encrypted tweak T (which it consumes). */
static void
xts_encrypt_t(const void *enc_ctx, nettle_cipher_func *encf,
	      union nettle_block16 *T, size_t length,
	      uint8_t *dst, const uint8_t *src)
{
  size_t done;
  uint64_t lo, hi;

  done = xts_whole_blocks(enc_ctx, encf, 0, _nettle_xts_aes_encrypt, T,
			  &lo, &hi, length, dst, src);
  length -= done;
  dst += done;
  src += done;

  if (length)
    {
      /* Stealing: length is 17..31. The last whole block P is
	 encrypted with tweak T to S; the partial block Q (rest bytes)
	 is completed with the tail of S and encrypted with T*x into
	 the position of P, and the head of S becomes the final
	 partial ciphertext. */
      size_t rest = length - XTS_BLOCK_SIZE;
      uint8_t S[XTS_BLOCK_SIZE];
      uint8_t B[XTS_BLOCK_SIZE];

      tweak_xor(B, src, lo, hi);
      encf(enc_ctx, XTS_BLOCK_SIZE, S, B);
      tweak_xor(S, S, lo, hi);

      block16_mulx_words(&hi, &lo);
      memcpy(B, src + XTS_BLOCK_SIZE, rest);
      memcpy(B + rest, S + rest, XTS_BLOCK_SIZE - rest);
      tweak_xor(B, B, lo, hi);
      encf(enc_ctx, XTS_BLOCK_SIZE, B, B);

      /* All of src has been read; now dst may be written. */
      memcpy(dst + XTS_BLOCK_SIZE, S, rest);
      tweak_xor(dst, B, lo, hi);
    }
}

void
xts_encrypt_message(const void *enc_ctx, const void *twk_ctx,
		    nettle_cipher_func *encf,
		    const uint8_t *tweak, size_t length,
		    uint8_t *dst, const uint8_t *src)
{
  union nettle_block16 T;

  if (!check_length(length, dst))
    return;

  encf(twk_ctx, XTS_BLOCK_SIZE, T.b, tweak);
  xts_encrypt_t(enc_ctx, encf, &T, length, dst, src);
}

static void
xts_decrypt_t(const void *dec_ctx, nettle_cipher_func *decf,
	      union nettle_block16 *T, size_t length,
	      uint8_t *dst, const uint8_t *src)
{
  size_t done;
  uint64_t lo, hi;

  done = xts_whole_blocks(dec_ctx, decf, 1, _nettle_xts_aes_decrypt, T,
			  &lo, &hi, length, dst, src);
  length -= done;
  dst += done;
  src += done;

  if (length)
    {
      /* Stealing, reversed: the whole ciphertext block was made with
	 the later tweak T*x; decrypting it gives the final partial
	 plaintext (head) and the stolen tail, which completes the
	 partial ciphertext block, decrypted with T into the position
	 of the whole block. */
      size_t rest = length - XTS_BLOCK_SIZE;
      uint64_t lo1 = lo, hi1 = hi;
      uint8_t S[XTS_BLOCK_SIZE];
      uint8_t B[XTS_BLOCK_SIZE];

      block16_mulx_words(&hi1, &lo1);
      tweak_xor(B, src, lo1, hi1);
      decf(dec_ctx, XTS_BLOCK_SIZE, S, B);
      tweak_xor(S, S, lo1, hi1);

      memcpy(B, src + XTS_BLOCK_SIZE, rest);
      memcpy(B + rest, S + rest, XTS_BLOCK_SIZE - rest);
      tweak_xor(B, B, lo, hi);
      decf(dec_ctx, XTS_BLOCK_SIZE, B, B);

      memcpy(dst + XTS_BLOCK_SIZE, S, rest);
      tweak_xor(dst, B, lo, hi);
    }
}

void
xts_decrypt_message(const void *dec_ctx, const void *twk_ctx,
		    nettle_cipher_func *decf, nettle_cipher_func *encf,
		    const uint8_t *tweak, size_t length,
		    uint8_t *dst, const uint8_t *src)
{
  union nettle_block16 T;

  if (!check_length(length, dst))
    return;

  encf(twk_ctx, XTS_BLOCK_SIZE, T.b, tweak);
  xts_decrypt_t(dec_ctx, decf, &T, length, dst, src);
}

/* Sectors: their tweaks (sector numbers as 128-bit little-endian data
   unit numbers, IEEE 1619) are encrypted XTS_SECTOR_BATCH at a time in
   one call of encf, so the tweak cipher runs as a parallel ECB pass
   rather than one serial block per sector. */
#define XTS_SECTOR_BATCH 8

void
_nettle_xts_sectors(const void *ctx, const void *twk_ctx,
		    nettle_cipher_func *f, nettle_cipher_func *encf,
		    int decrypt, uint64_t first_sector,
		    size_t sector_size, size_t length,
		    uint8_t *dst, const uint8_t *src)
{
  union nettle_block16 T[XTS_SECTOR_BATCH];
  uint64_t sector = first_sector, carry = 0;

  assert(sector_size >= XTS_BLOCK_SIZE);
  assert(length % sector_size == 0);

  while (length > 0)
    {
      size_t n = length / sector_size;
      size_t i;
      if (n > XTS_SECTOR_BATCH)
	n = XTS_SECTOR_BATCH;
      for (i = 0; i < n; i++)
	{
	  LE_WRITE_UINT64(T[i].b, sector);
	  LE_WRITE_UINT64(T[i].b + 8, carry);
	  /* The number is 128 bits: past 2^64 - 1 comes 2^64. */
	  carry += (++sector == 0);
	}
      encf(twk_ctx, n * XTS_BLOCK_SIZE, T[0].b, T[0].b);
      for (i = 0; i < n; i++)
	{
	  if (decrypt)
	    xts_decrypt_t(ctx, f, &T[i], sector_size, dst, src);
	  else
	    xts_encrypt_t(ctx, f, &T[i], sector_size, dst, src);
	  dst += sector_size;
	  src += sector_size;
	}
      length -= n * sector_size;
    }
}
