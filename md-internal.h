/* md-internal.h

   Private helpers shared by the Merkle-Damgard hashes (MD4, MD5,
   SHA-1, SHA-2, RIPEMD-160, SM3): block buffering, padding, and
   writing a possibly truncated digest. Not installed.

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
#ifndef NETTLE_MD_INTERNAL_H_INCLUDED
#define NETTLE_MD_INTERNAL_H_INCLUDED

#include <string.h>

#include "macros.h"

/* These helpers expect a context with a byte array `block', an
   unsigned `index' (bytes buffered, always < sizeof block between
   calls) and a counter of whole blocks kept by the caller.

   MD_FILL_OR_RETURN: ctx->index > 0 on entry. Appends input to the
   buffered bytes. If that does not complete the block, stores all of
   it and returns from the calling function; otherwise the block is
   full (index is left as it was, the caller compresses and resets
   it) and length/data are advanced past the bytes used. */
#define MD_FILL_OR_RETURN(ctx, length, data)				\
  do {									\
    size_t md_room_ = sizeof((ctx)->block) - (ctx)->index;		\
    if ((length) < md_room_)						\
      {									\
	/* length may be 0, with data NULL */				\
	if ((length) > 0)						\
	  memcpy((ctx)->block + (ctx)->index, (data), (length));	\
	(ctx)->index += (length);					\
	return;								\
      }									\
    memcpy((ctx)->block + (ctx)->index, (data), md_room_);		\
    (data) += md_room_;							\
    (length) -= md_room_;						\
  } while (0)

/* Stores the tail (length < block size) after the whole blocks are
   done. length may be zero, and data then possibly NULL. */
#define MD_KEEP_TAIL(ctx, length, data)					\
  do {									\
    if ((length) > 0)							\
      memcpy((ctx)->block, (data), (length));				\
    (ctx)->index = (length);						\
  } while (0)

/* Appends the 0x80 byte and zero fill, leaving the last `size' bytes
   of ctx->block for the length field. When they do not fit, the
   padded block is compressed with f(ctx->state, ctx->block) and a
   block of zeros is started. (size is a multiple of 4.)

   The 4-byte word holding the 0x80 byte is written whole, its
   message bytes read back first and the bytes after them cleared:
   a compression function reading that word would otherwise load 4
   bytes just written by a 1-byte store and a memset, which x86 cannot
   forward, and wait for the stores to reach the cache. */
#define MD_PAD_BLOCK(ctx, size, f)					\
  do {									\
    unsigned md_i_ = (ctx)->index & ~3U;				\
    unsigned md_s_ = 8 * ((ctx)->index & 3);				\
    uint32_t md_w_ = LE_READ_UINT32((ctx)->block + md_i_);		\
    md_w_ = (md_w_ & ~((uint32_t) 0xffffffffUL << md_s_))		\
      | ((uint32_t) 0x80 << md_s_);					\
    LE_WRITE_UINT32((ctx)->block + md_i_, md_w_);			\
    md_i_ += 4;								\
    if (md_i_ > sizeof((ctx)->block) - (size))				\
      {									\
	memset((ctx)->block + md_i_, 0, sizeof((ctx)->block) - md_i_); \
	f((ctx)->state, (ctx)->block);					\
	md_i_ = 0;							\
      }									\
    memset((ctx)->block + md_i_, 0,					\
	   sizeof((ctx)->block) - (size) - md_i_);			\
  } while (0)

/* The whole update function of a hash that compresses each block
   with f(ctx->state, block) and counts whole blocks in ctx->count
   (may return from the calling function). */
#define MD_UPDATE_COUNT(ctx, length, data, f)				\
  do {									\
    if ((ctx)->index > 0)						\
      {									\
	MD_FILL_OR_RETURN(ctx, length, data);				\
	f((ctx)->state, (ctx)->block);					\
	(ctx)->count++;							\
      }									\
    for (; (length) >= sizeof((ctx)->block);				\
	 (length) -= sizeof((ctx)->block), (data) += sizeof((ctx)->block)) \
      {									\
	f((ctx)->state, (data));					\
	(ctx)->count++;							\
      }									\
    MD_KEEP_TAIL(ctx, length, data);					\
  } while (0)

/* The whole update function of a hash with a many-block compression:
   the buffered block goes through f(ctx->state, ctx->block), the run
   of whole input blocks through data = fn(ctx->state, blocks, data),
   and count(ctx, n) counts n blocks (MD_COUNT for a plain counter).
   May return from the calling function. */
#define MD_UPDATE_BLOCKS(ctx, length, data, f, fn, count)		\
  do {									\
    size_t md_blocks_;							\
    if ((ctx)->index > 0)						\
      {									\
	MD_FILL_OR_RETURN(ctx, length, data);				\
	f((ctx)->state, (ctx)->block);					\
	count(ctx, 1);							\
      }									\
    md_blocks_ = (length) / sizeof((ctx)->block);			\
    if (md_blocks_ > 0)							\
      {									\
	(data) = fn((ctx)->state, md_blocks_, (data));			\
	count(ctx, md_blocks_);						\
	(length) %= sizeof((ctx)->block);				\
      }									\
    MD_KEEP_TAIL(ctx, length, data);					\
  } while (0)

#define MD_COUNT(ctx, n) ((ctx)->count += (n))

/* Ends the message of such a hash with a 64-bit length field: pads
   (MD_PAD_BLOCK), puts the message length in bits, modulo 2^64, in
   the last 8 bytes of the block with write64 (WRITE_UINT64 for
   big-endian, LE_WRITE_UINT64 for little-endian) and compresses. */
#define MD_FINAL_COUNT64(ctx, f, write64)				\
  do {									\
    uint64_t md_bits_ = (ctx)->count * (8 * sizeof((ctx)->block))	\
      + 8 * (uint64_t) (ctx)->index;					\
    MD_PAD_BLOCK(ctx, 8, f);						\
    write64((ctx)->block + sizeof((ctx)->block) - 8, md_bits_);		\
    f((ctx)->state, (ctx)->block);					\
  } while (0)

/* MD_DEFINE_WRITE defines name(length, dst, src), which writes the
   first length bytes of the words of the given type in src, each word
   big-endian if big_endian, else little-endian (of a last partial
   word, its first bytes in that order); write stores one whole word. */
#define MD_DEFINE_WRITE(name, type, write, big_endian)			\
  static inline void							\
  name(size_t length, uint8_t *dst, const type *src)			\
  {									\
    size_t i;								\
    for (i = 0; i + sizeof(type) <= length; i += sizeof(type))		\
      write(dst + i, src[i / sizeof(type)]);				\
    if (i < length)							\
      {									\
	type w = src[i / sizeof(type)];					\
	unsigned k;							\
	for (k = 0; i + k < length; k++)				\
	  dst[i + k] = w >> ((big_endian)				\
			     ? 8 * (sizeof(type) - 1 - k) : 8 * k);	\
      }									\
  }

/* SHA-1, SHA-224/256, SM3 */
MD_DEFINE_WRITE(_md_write_be32, uint32_t, WRITE_UINT32, 1)
/* MD4, MD5, RIPEMD-160, GOST R 34.11-94 */
MD_DEFINE_WRITE(_md_write_le32, uint32_t, LE_WRITE_UINT32, 0)
/* SHA-384/512 and the truncated SHA-512 variants */
MD_DEFINE_WRITE(_md_write_be64, uint64_t, WRITE_UINT64, 1)
/* Streebog, the SHA-3 lanes */
MD_DEFINE_WRITE(_md_write_le64, uint64_t, LE_WRITE_UINT64, 0)

#endif /* NETTLE_MD_INTERNAL_H_INCLUDED */
