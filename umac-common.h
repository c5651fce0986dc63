/* umac-common.h

   Buffering, hashing, key, nonce and pad steps shared by umac32.c ...
   umac128.c, as static inline functions, and the UMAC_* macros that
   apply them to the fields every umacN_ctx has. Not installed.

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

#ifndef NETTLE_UMAC_COMMON_H_INCLUDED
#define NETTLE_UMAC_COMMON_H_INCLUDED

#include <assert.h>
#include <string.h>

#include "umac.h"
#include "umac-internal.h"
#include "macros.h"

/* NH of n iterations over length bytes at msg, into y[0 .. n-1]. */
static inline void
umac_nh (unsigned n, const uint32_t *l1_key, unsigned length,
	 const uint8_t *msg, uint64_t *y)
{
  if (n == 1)
    y[0] = _nettle_umac_nh (l1_key, length, msg);
  else
    _nettle_umac_nh_n (y, n, l1_key, length, msg);
}

/* L1 for n iterations over length bytes at msg (a multiple of 32,
   zero padded by the caller), of which data_length are message bytes,
   then L2 of the result as NH output number ++*count. */
static inline void
umac_hash_block (unsigned n, const uint32_t *l1_key, const uint32_t *l2_key,
		 uint64_t *l2_state, uint64_t *count,
		 unsigned length, unsigned data_length, const uint8_t *msg)
{
  uint64_t y[4];
  unsigned i;

  umac_nh (n, l1_key, length, msg, y);

  /* Plus the message bit length of the chunk. */
  for (i = 0; i < n; i++)
    y[i] += 8 * (uint64_t) data_length;

  _nettle_umac_l2 (l2_key, l2_state, n, ++*count, y);
}

/* Streaming input: every completed 1024-byte block is hashed at once. */
static inline void
umac_update (unsigned n, const uint32_t *l1_key, const uint32_t *l2_key,
	     uint64_t *l2_state, unsigned *index, uint64_t *count,
	     uint8_t *block, size_t length, const uint8_t *data)
{
  if (*index > 0)
    {
      unsigned left = UMAC_BLOCK_SIZE - *index;
      if (length < left)
	{
	  memcpy (block + *index, data, length);
	  *index += length;
	  return;
	}
      memcpy (block + *index, data, left);
      umac_hash_block (n, l1_key, l2_key, l2_state, count,
		       UMAC_BLOCK_SIZE, UMAC_BLOCK_SIZE, block);
      data += left;
      length -= left;
    }
  for (; length >= UMAC_BLOCK_SIZE;
       length -= UMAC_BLOCK_SIZE, data += UMAC_BLOCK_SIZE)
    umac_hash_block (n, l1_key, l2_key, l2_state, count,
		     UMAC_BLOCK_SIZE, UMAC_BLOCK_SIZE, data);
  memcpy (block, data, length);
  *index = length;
}

/* Ends the message: hashes the last partial chunk (an empty message
   counts as one chunk of 32 zero bytes), finishes L2 and L3 and writes
   the n big-endian 32-bit words of UHASH to dst. Leaves the buffer
   empty for the next message. */
static inline void
umac_uhash_final (unsigned n, const uint32_t *l1_key, const uint32_t *l2_key,
		  const uint64_t *l3_key1, const uint32_t *l3_key2,
		  uint64_t *l2_state, unsigned *index, uint64_t *count,
		  uint8_t *block, uint8_t *dst)
{
  unsigned i;

  if (*count == 0)
    {
      /* A message of one block (at most 1024 bytes): L2 passes the NH
	 output through as the 128-bit word (0, y), so L3 takes y alone
	 (the zero half adds nothing). */
      uint64_t y[4];
      unsigned pad = *index > 0 ? (32 - *index % 32) % 32 : 32;
      memset (block + *index, 0, pad);
      umac_nh (n, l1_key, *index + pad, block, y);
      for (i = 0; i < n; i++)
	{
	  uint32_t h = _umac_l3_reduce (_umac_l3_sum (l3_key1 + 8 * i + 4,
						      y[i] + 8 * *index))
	    ^ l3_key2[i];
	  WRITE_UINT32 (dst + 4 * i, h);
	}
      *index = 0;
      return;
    }
  if (*index > 0)
    {
      unsigned pad = (32 - *index % 32) % 32;
      memset (block + *index, 0, pad);
      umac_hash_block (n, l1_key, l2_key, l2_state, count,
		       *index + pad, *index, block);
    }
  _nettle_umac_l2_final (l2_key, l2_state, n, *count);

  for (i = 0; i < n; i++)
    {
      uint32_t h = _nettle_umac_l3 (l3_key1 + 8 * i, l2_state + 2 * i)
	^ l3_key2[i];
      WRITE_UINT32 (dst + 4 * i, h);
    }
  *index = 0;
  *count = 0;
}

/* The steps below work on any struct umacN_ctx: the fields of
   _UMAC_STATE and _UMAC_BUFFER have the same names in all of them. */

/* All subkeys for n iterations, a zero nonce of full length and an
   empty message. */
#define UMAC_SET_KEY(ctx, key, n)					\
  do {									\
    _nettle_umac_set_key ((ctx)->l1_key, (ctx)->l2_key, (ctx)->l3_key1,	\
			  (ctx)->l3_key2, &(ctx)->pdf_key, (key), (n));	\
    memset ((ctx)->nonce, 0, sizeof ((ctx)->nonce));			\
    (ctx)->nonce_length = sizeof ((ctx)->nonce);			\
    (ctx)->index = 0;							\
    (ctx)->count = 0;							\
  } while (0)

/* Stores a nonce of 1..16 bytes, zero padded to the AES block. */
#define UMAC_SET_NONCE(ctx, length, nonce)				\
  do {									\
    assert ((length) > 0);						\
    assert ((length) <= AES_BLOCK_SIZE);				\
    memcpy ((ctx)->nonce, (nonce), (length));				\
    memset ((ctx)->nonce + (length), 0, AES_BLOCK_SIZE - (length));	\
    (ctx)->nonce_length = (length);					\
  } while (0)

#define UMAC_UPDATE(ctx, n, length, data)				\
  umac_update ((n), (ctx)->l1_key, (ctx)->l2_key, (ctx)->l2_state,	\
	       &(ctx)->index, &(ctx)->count, (ctx)->block, (length), (data))

/* Writes the 4*n bytes of UHASH of the message to tag and starts the
   next message. */
#define UMAC_UHASH(ctx, n, tag)						\
  umac_uhash_final ((n), (ctx)->l1_key, (ctx)->l2_key, (ctx)->l3_key1,	\
		    (ctx)->l3_key2, (ctx)->l2_state, &(ctx)->index,	\
		    &(ctx)->count, (ctx)->block, (tag))

/* Writes the first length bytes of tag ^ pad to digest (size, a
   multiple of 4, is the whole tag). The tag was stored as 32-bit
   words and the pad by one 16-byte store: reading both in 4-byte
   words lets every load take its data from one earlier store, where
   memcpy's 8-byte loads of a 12-byte tag waited for the two stores
   under each (about a quarter of the time of a 16-byte UMAC-96
   message). */
static inline void
umac_pad_out (const uint8_t *tag, const uint8_t *pad, unsigned size,
	      size_t length, uint8_t *digest)
{
  unsigned i, j;

  for (i = 0; i < size && i < length; i += 4)
    {
      uint32_t t, p;
      memcpy (&t, tag + i, 4);
      memcpy (&p, pad + i, 4);
      t ^= p;
      if (length - i >= 4)
	memcpy (digest + i, &t, 4);
      else
	for (j = 0; j < length - i; j++)
	  digest[i + j] = ((const uint8_t *) &t)[j];
    }
}

/* UMAC-32 and UMAC-64 (the short tags): the low bits of the nonce's
   last byte (low_mask) select a size-byte slice of the AES output of
   the nonce with those bits cleared, so that output serves
   AES_BLOCK_SIZE / size successive nonces. */

/* Takes the low bits off the stored nonce of nonce_length bytes and
   returns them. */
static inline unsigned short
umac_short_nonce_low (uint8_t *nonce, unsigned nonce_length,
		      unsigned low_mask)
{
  unsigned short low = nonce[nonce_length - 1] & low_mask;
  nonce[nonce_length - 1] &= ~low_mask;
  return low;
}

/* Writes length bytes of tag ^ the nonce's pad slice to digest
   (computing the AES output unless *nonce_low says it is in
   pad_cache), then steps to
   the next nonce: the low bits count up; when they wrap, one unit above
   them is added to the stored nonce (big-endian, carrying) and the
   cached output is dropped. */
static inline void
umac_short_pad (const struct aes128_ctx *pdf_key, uint8_t *nonce,
		unsigned nonce_length, unsigned short *nonce_low,
		uint32_t *pad_cache, unsigned low_mask, unsigned size,
		const uint8_t *tag, size_t length, uint8_t *digest)
{
  const uint8_t *pad;

  if (!(*nonce_low & _UMAC_NONCE_CACHED))
    {
      aes128_encrypt (pdf_key, AES_BLOCK_SIZE, (uint8_t *) pad_cache, nonce);
      *nonce_low |= _UMAC_NONCE_CACHED;
    }
  pad = (const uint8_t *) pad_cache + size * (*nonce_low & low_mask);
  umac_pad_out (tag, pad, size, length, digest);

  ++*nonce_low;
  if (!(*nonce_low & low_mask))
    {
      unsigned last = nonce_length - 1;
      *nonce_low = 0;
      nonce[last] += low_mask + 1;
      if (nonce[last] == 0 && last > 0)
	INCREMENT (last, nonce);
    }
}

#define UMAC_SHORT_PAD(ctx, low_mask, size, tag, length, digest)	\
  umac_short_pad (&(ctx)->pdf_key, (ctx)->nonce, (ctx)->nonce_length,	\
		  &(ctx)->nonce_low, (ctx)->pad_cache, (low_mask), (size), \
		  (tag), (length), (digest))

/* UMAC-96 and UMAC-128 (the long tags): writes length bytes of tag ^
   the AES output of the nonce to digest, then increments the nonce
   (big-endian, over its given length). */
static inline void
umac_long_pad (const struct aes128_ctx *pdf_key, uint8_t *nonce,
	       unsigned nonce_length, unsigned size, const uint8_t *tag,
	       size_t length, uint8_t *digest)
{
  uint8_t pad[AES_BLOCK_SIZE];

  aes128_encrypt (pdf_key, AES_BLOCK_SIZE, pad, nonce);
  umac_pad_out (tag, pad, size, length, digest);
  INCREMENT (nonce_length, nonce);
}

#define UMAC_LONG_PAD(ctx, size, tag, length, digest)			\
  umac_long_pad (&(ctx)->pdf_key, (ctx)->nonce, (ctx)->nonce_length,	\
		 (size), (tag), (length), (digest))

#endif /* NETTLE_UMAC_COMMON_H_INCLUDED */
