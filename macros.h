/* macros.h

   Byte-order access, rotation, counter increment and the Merkle-Damgard
   buffering helpers. Public: users and hash implementations share them.

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
#ifndef NETTLE_MACROS_H_INCLUDED
#define NETTLE_MACROS_H_INCLUDED

/* Big-endian reads and writes, any alignment. */
#define READ_UINT64(p)				\
  (  ((uint64_t) (p)[0] << 56)			\
   | ((uint64_t) (p)[1] << 48)			\
   | ((uint64_t) (p)[2] << 40)			\
   | ((uint64_t) (p)[3] << 32)			\
   | ((uint64_t) (p)[4] << 24)			\
   | ((uint64_t) (p)[5] << 16)			\
   | ((uint64_t) (p)[6] << 8)			\
   |  (uint64_t) (p)[7])

#define WRITE_UINT64(p, i)			\
  do {						\
    uint64_t w_u64_ = (i);			\
    (p)[0] = (w_u64_ >> 56) & 0xff;		\
    (p)[1] = (w_u64_ >> 48) & 0xff;		\
    (p)[2] = (w_u64_ >> 40) & 0xff;		\
    (p)[3] = (w_u64_ >> 32) & 0xff;		\
    (p)[4] = (w_u64_ >> 24) & 0xff;		\
    (p)[5] = (w_u64_ >> 16) & 0xff;		\
    (p)[6] = (w_u64_ >> 8) & 0xff;		\
    (p)[7] = w_u64_ & 0xff;			\
  } while (0)

#define READ_UINT32(p)				\
  (  ((uint32_t) (p)[0] << 24)			\
   | ((uint32_t) (p)[1] << 16)			\
   | ((uint32_t) (p)[2] << 8)			\
   |  (uint32_t) (p)[3])

#define WRITE_UINT32(p, i)			\
  do {						\
    uint32_t w_u32_ = (i);			\
    (p)[0] = (w_u32_ >> 24) & 0xff;		\
    (p)[1] = (w_u32_ >> 16) & 0xff;		\
    (p)[2] = (w_u32_ >> 8) & 0xff;		\
    (p)[3] = w_u32_ & 0xff;			\
  } while (0)

#define READ_UINT24(p)				\
  (  ((uint32_t) (p)[0] << 16)			\
   | ((uint32_t) (p)[1] << 8)			\
   |  (uint32_t) (p)[2])

#define WRITE_UINT24(p, i)			\
  do {						\
    uint32_t w_u24_ = (i);			\
    (p)[0] = (w_u24_ >> 16) & 0xff;		\
    (p)[1] = (w_u24_ >> 8) & 0xff;		\
    (p)[2] = w_u24_ & 0xff;			\
  } while (0)

#define READ_UINT16(p)				\
  (  ((uint32_t) (p)[0] << 8)			\
   |  (uint32_t) (p)[1])

#define WRITE_UINT16(p, i)			\
  do {						\
    unsigned w_u16_ = (i);			\
    (p)[0] = (w_u16_ >> 8) & 0xff;		\
    (p)[1] = w_u16_ & 0xff;			\
  } while (0)

/* Little-endian reads and writes, any alignment. */
#define LE_READ_UINT64(p)			\
  (  ((uint64_t) (p)[7] << 56)			\
   | ((uint64_t) (p)[6] << 48)			\
   | ((uint64_t) (p)[5] << 40)			\
   | ((uint64_t) (p)[4] << 32)			\
   | ((uint64_t) (p)[3] << 24)			\
   | ((uint64_t) (p)[2] << 16)			\
   | ((uint64_t) (p)[1] << 8)			\
   |  (uint64_t) (p)[0])

#define LE_WRITE_UINT64(p, i)			\
  do {						\
    uint64_t w_le64_ = (i);			\
    (p)[7] = (w_le64_ >> 56) & 0xff;		\
    (p)[6] = (w_le64_ >> 48) & 0xff;		\
    (p)[5] = (w_le64_ >> 40) & 0xff;		\
    (p)[4] = (w_le64_ >> 32) & 0xff;		\
    (p)[3] = (w_le64_ >> 24) & 0xff;		\
    (p)[2] = (w_le64_ >> 16) & 0xff;		\
    (p)[1] = (w_le64_ >> 8) & 0xff;		\
    (p)[0] = w_le64_ & 0xff;			\
  } while (0)

#define LE_READ_UINT32(p)			\
  (  ((uint32_t) (p)[3] << 24)			\
   | ((uint32_t) (p)[2] << 16)			\
   | ((uint32_t) (p)[1] << 8)			\
   |  (uint32_t) (p)[0])

#define LE_WRITE_UINT32(p, i)			\
  do {						\
    uint32_t w_le32_ = (i);			\
    (p)[3] = (w_le32_ >> 24) & 0xff;		\
    (p)[2] = (w_le32_ >> 16) & 0xff;		\
    (p)[1] = (w_le32_ >> 8) & 0xff;		\
    (p)[0] = w_le32_ & 0xff;			\
  } while (0)

#define LE_READ_UINT16(p)			\
  (  ((uint32_t) (p)[1] << 8)			\
   |  (uint32_t) (p)[0])

#define LE_WRITE_UINT16(p, i)			\
  do {						\
    unsigned w_le16_ = (i);			\
    (p)[1] = (w_le16_ >> 8) & 0xff;		\
    (p)[0] = w_le16_ & 0xff;			\
  } while (0)

/* Loop over whole blocks; length must be a multiple of blocksize. The
   three lvalues are advanced in place. */
#define FOR_BLOCKS(length, dst, src, blocksize)	\
  assert( !((length) % (blocksize)));		\
  for (; (length); ((length) -= (blocksize),	\
		  (dst) += (blocksize),		\
		  (src) += (blocksize)) )

/* Rotations; n must be in 1..31 (1..63), written so that n = 0 is not
   undefined behaviour either. */
#define ROTL32(n, x) (((x) << (n)) | ((x) >> ((-(n)) & 31)))
#define ROTL64(n, x) (((x) << (n)) | ((x) >> ((-(n)) & 63)))

/* Big-endian increment of the size-byte counter at ctr, carrying
   through every byte. */
#define INCREMENT(size, ctr)					\
  do {								\
    unsigned incr_i_ = (size) - 1;				\
    if (++(ctr)[incr_i_] == 0)					\
      while (incr_i_ > 0 && ++(ctr)[--incr_i_] == 0)		\
	;							\
  } while (0)

/* Merkle-Damgard helpers. They expect a context with a byte array
   `block', an unsigned `index' of buffered bytes, and a block counter
   that `incr' (e.g. MD_INCR) advances. */

/* Two-word block counter. */
#define MD_INCR(ctx) ((ctx)->count_high += !++(ctx)->count_low)

/* Buffer data, calling f(ctx, block) once per complete block. */
#define MD_UPDATE(ctx, length, data, f, incr)				\
  do {									\
    size_t md_len_ = (length);						\
    const uint8_t *md_data_ = (data);					\
    if (md_len_ > 0)							\
      {									\
	if ((ctx)->index > 0)						\
	  {								\
	    unsigned md_left_ = sizeof((ctx)->block) - (ctx)->index;	\
	    if (md_len_ < md_left_)					\
	      {								\
		memcpy((ctx)->block + (ctx)->index, md_data_, md_len_); \
		(ctx)->index += md_len_;				\
		md_len_ = 0;						\
	      }								\
	    else							\
	      {								\
		memcpy((ctx)->block + (ctx)->index, md_data_, md_left_); \
		f((ctx), (ctx)->block);					\
		(incr);							\
		md_data_ += md_left_;					\
		md_len_ -= md_left_;					\
		(ctx)->index = 0;					\
	      }								\
	  }								\
	if (md_len_ > 0)						\
	  {								\
	    while (md_len_ >= sizeof((ctx)->block))			\
	      {								\
		f((ctx), md_data_);					\
		(incr);							\
		md_data_ += sizeof((ctx)->block);			\
		md_len_ -= sizeof((ctx)->block);			\
	      }								\
	    memcpy((ctx)->block, md_data_, md_len_);			\
	    (ctx)->index = md_len_;					\
	  }								\
      }									\
  } while (0)

/* Append the 0x80 pad byte and zeros so that exactly size bytes stay
   free at the end of the block (for the length field), compressing
   an extra block when needed. */
#define MD_PAD(ctx, size, f)						\
  do {									\
    unsigned md_i_ = (ctx)->index;					\
    assert(md_i_ < sizeof((ctx)->block));				\
    (ctx)->block[md_i_++] = 0x80;					\
    if (md_i_ > sizeof((ctx)->block) - (size))				\
      {									\
	memset((ctx)->block + md_i_, 0, sizeof((ctx)->block) - md_i_); \
	f((ctx), (ctx)->block);						\
	md_i_ = 0;							\
      }									\
    memset((ctx)->block + md_i_, 0,					\
	   sizeof((ctx)->block) - (size) - md_i_);			\
  } while (0)

/* For block routines that interleave up to four blocks from one body:
   stmt with the constant b = 0, then with b = 1, 2, 3 while b < n. With
   n a constant at each call, every index of a state array x[b][i] is a
   constant, so the compiler keeps the state in registers (a loop over
   b, even a short one, leaves it in memory). */
#define EACH_BLOCK(n, stmt) do {				\
    { const unsigned b = 0; stmt; }				\
    if ((n) > 1) { const unsigned b = 1; stmt; }		\
    if ((n) > 2) { const unsigned b = 2; stmt; }		\
    if ((n) > 3) { const unsigned b = 3; stmt; }		\
  } while (0)

#endif /* NETTLE_MACROS_H_INCLUDED */
