/* arctwo.c

   ARCTWO key expansion, encryption and decryption (RFC 2268).

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

#include "arctwo.h"
#include "macros.h"

/* PITABLE, RFC 2268 section 2: a permutation of 0..255 derived from
   the digits of pi. */
static const uint8_t pitable[256] = {
  0xd9, 0x78, 0xf9, 0xc4, 0x19, 0xdd, 0xb5, 0xed,
  0x28, 0xe9, 0xfd, 0x79, 0x4a, 0xa0, 0xd8, 0x9d,
  0xc6, 0x7e, 0x37, 0x83, 0x2b, 0x76, 0x53, 0x8e,
  0x62, 0x4c, 0x64, 0x88, 0x44, 0x8b, 0xfb, 0xa2,
  0x17, 0x9a, 0x59, 0xf5, 0x87, 0xb3, 0x4f, 0x13,
  0x61, 0x45, 0x6d, 0x8d, 0x09, 0x81, 0x7d, 0x32,
  0xbd, 0x8f, 0x40, 0xeb, 0x86, 0xb7, 0x7b, 0x0b,
  0xf0, 0x95, 0x21, 0x22, 0x5c, 0x6b, 0x4e, 0x82,
  0x54, 0xd6, 0x65, 0x93, 0xce, 0x60, 0xb2, 0x1c,
  0x73, 0x56, 0xc0, 0x14, 0xa7, 0x8c, 0xf1, 0xdc,
  0x12, 0x75, 0xca, 0x1f, 0x3b, 0xbe, 0xe4, 0xd1,
  0x42, 0x3d, 0xd4, 0x30, 0xa3, 0x3c, 0xb6, 0x26,
  0x6f, 0xbf, 0x0e, 0xda, 0x46, 0x69, 0x07, 0x57,
  0x27, 0xf2, 0x1d, 0x9b, 0xbc, 0x94, 0x43, 0x03,
  0xf8, 0x11, 0xc7, 0xf6, 0x90, 0xef, 0x3e, 0xe7,
  0x06, 0xc3, 0xd5, 0x2f, 0xc8, 0x66, 0x1e, 0xd7,
  0x08, 0xe8, 0xea, 0xde, 0x80, 0x52, 0xee, 0xf7,
  0x84, 0xaa, 0x72, 0xac, 0x35, 0x4d, 0x6a, 0x2a,
  0x96, 0x1a, 0xd2, 0x71, 0x5a, 0x15, 0x49, 0x74,
  0x4b, 0x9f, 0xd0, 0x5e, 0x04, 0x18, 0xa4, 0xec,
  0xc2, 0xe0, 0x41, 0x6e, 0x0f, 0x51, 0xcb, 0xcc,
  0x24, 0x91, 0xaf, 0x50, 0xa1, 0xf4, 0x70, 0x39,
  0x99, 0x7c, 0x3a, 0x85, 0x23, 0xb8, 0xb4, 0x7a,
  0xfc, 0x02, 0x36, 0x5b, 0x25, 0x55, 0x97, 0x31,
  0x2d, 0x5d, 0xfa, 0x98, 0xe3, 0x8a, 0x92, 0xae,
  0x05, 0xdf, 0x29, 0x10, 0x67, 0x6c, 0xba, 0xc9,
  0xd3, 0x00, 0xe6, 0xcf, 0xe1, 0x9e, 0xa8, 0x2c,
  0x63, 0x16, 0x01, 0x3f, 0x58, 0xe2, 0x89, 0xa9,
  0x0d, 0x38, 0x34, 0x1b, 0xab, 0x33, 0xff, 0xb0,
  0xbb, 0x48, 0x0c, 0x5f, 0xb9, 0xb1, 0xcd, 0x2e,
  0xc5, 0xf3, 0xdb, 0x47, 0xe5, 0xa5, 0x9c, 0x77,
  0x0a, 0xa6, 0x20, 0x68, 0xfe, 0x7f, 0xc1, 0xad,
};

void
arctwo_set_key_ekb (struct arctwo_ctx *ctx,
		    size_t length, const uint8_t *key, unsigned ekb)
{
  uint8_t L[128];
  unsigned i, t8, x;

  assert (length >= ARCTWO_MIN_KEY_SIZE);
  assert (length <= ARCTWO_MAX_KEY_SIZE);
  assert (ekb <= 1024);

  /* Expand the key to 128 octets. */
  /* The previous octet is carried in x, off the store-to-load path. */
  for (i = 0; i < length; i++)
    L[i] = key[i];
  for (x = L[i - 1]; i < 128; i++)
    L[i] = x = pitable[(x + L[i - length]) & 0xff];

  /* For ekb = 1024 RFC 2268's reduction is this one substitution of
     the first octet. Nettle applies it for every ekb, before the
     reduction below; for ekb <= 1016 the reduction overwrites L[0]
     anyway, but for 1017..1023 the first octet goes through the table
     twice. Done the same way here, for identical keys. */
  L[0] = pitable[L[0]];

  /* Reduce the effective key to ekb bits: T8 octets, the top one
     masked to the remaining bits, then run back to the front. */
  if (ekb > 0 && ekb < 1024)
    {
      t8 = (ekb + 7) / 8;
      i = 128 - t8;
      L[i] = x = pitable[L[i] & (0xff >> (8 * t8 - ekb))];
      while (i-- > 0)
	L[i] = x = pitable[x ^ L[i + t8]];
    }

  for (i = 0; i < 64; i++)
    ctx->S[i] = L[2 * i] | ((uint16_t) L[2 * i + 1] << 8);
}

void
arctwo_set_key (struct arctwo_ctx *ctx, size_t length, const uint8_t *key)
{
  arctwo_set_key_ekb (ctx, length, key, 8 * length);
}

void
arctwo_set_key_gutmann (struct arctwo_ctx *ctx,
			size_t length, const uint8_t *key)
{
  arctwo_set_key_ekb (ctx, length, key, 0);
}

void
arctwo40_set_key (struct arctwo_ctx *ctx, const uint8_t *key)
{
  arctwo_set_key_ekb (ctx, 5, key, 40);
}

void
arctwo64_set_key (struct arctwo_ctx *ctx, const uint8_t *key)
{
  arctwo_set_key_ekb (ctx, 8, key, 64);
}

void
arctwo128_set_key (struct arctwo_ctx *ctx, const uint8_t *key)
{
  arctwo_set_key_ekb (ctx, 16, key, 128);
}

void
arctwo128_set_key_gutmann (struct arctwo_ctx *ctx, const uint8_t *key)
{
  arctwo_set_key_ekb (ctx, 16, key, 1024);
}

#define ROTL16(n, x) ((uint16_t) (((x) << (n)) | ((x) >> (16 - (n)))))

/* One MIX round (RFC 2268 section 3.1) on the words w[0..3]: each
   word gets a key word and a select of the other three, then rotates
   by 1, 2, 3, 5. */
#define MIX(K, j, w) do {						\
    w[0] = ROTL16 (1, (uint16_t) (w[0] + K[j] + (w[3] & w[2])		\
				  + (~w[3] & w[1])));			\
    w[1] = ROTL16 (2, (uint16_t) (w[1] + K[j + 1] + (w[0] & w[3])	\
				  + (~w[0] & w[2])));			\
    w[2] = ROTL16 (3, (uint16_t) (w[2] + K[j + 2] + (w[1] & w[0])	\
				  + (~w[1] & w[3])));			\
    w[3] = ROTL16 (5, (uint16_t) (w[3] + K[j + 3] + (w[2] & w[1])	\
				  + (~w[2] & w[0])));			\
  } while (0)

/* MASH (section 3.2): each word gets the key word the previous one
   selects. */
#define MASH(K, w) do {				\
    w[0] += K[w[3] & 63];			\
    w[1] += K[w[0] & 63];			\
    w[2] += K[w[1] & 63];			\
    w[3] += K[w[2] & 63];			\
  } while (0)

#define RMIX(K, j, w) do {						\
    w[3] = ROTL16 (11, w[3]);						\
    w[3] -= K[j + 3] + (w[2] & w[1]) + (~w[2] & w[0]);			\
    w[2] = ROTL16 (13, w[2]);						\
    w[2] -= K[j + 2] + (w[1] & w[0]) + (~w[1] & w[3]);			\
    w[1] = ROTL16 (14, w[1]);						\
    w[1] -= K[j + 1] + (w[0] & w[3]) + (~w[0] & w[2]);			\
    w[0] = ROTL16 (15, w[0]);						\
    w[0] -= K[j] + (w[3] & w[2]) + (~w[3] & w[1]);			\
  } while (0)

#define RMASH(K, w) do {			\
    w[3] -= K[w[2] & 63];			\
    w[2] -= K[w[1] & 63];			\
    w[1] -= K[w[0] & 63];			\
    w[0] -= K[w[3] & 63];			\
  } while (0)

/* Every step of a block waits for the one before it, so two
   independent blocks from one body (EACH_BLOCK) run side by side; nb
   is a constant at each call. */
static inline __attribute__((always_inline)) void
arctwo_blocks (unsigned nb, int decrypt, const uint16_t *K,
	       uint8_t *dst, const uint8_t *src)
{
  uint16_t w[2][4];
  int j;

  EACH_BLOCK (nb, {
      unsigned i;
      for (i = 0; i < 4; i++)
	w[b][i] = LE_READ_UINT16 (src + ARCTWO_BLOCK_SIZE * b + 2 * i);
    });
  if (!decrypt)
    {
      /* Five mixing rounds, a mash, six, a mash, five. */
      for (j = 0; j < 20; j += 4)
	EACH_BLOCK (nb, MIX (K, j, w[b]));
      EACH_BLOCK (nb, MASH (K, w[b]));
      for (; j < 44; j += 4)
	EACH_BLOCK (nb, MIX (K, j, w[b]));
      EACH_BLOCK (nb, MASH (K, w[b]));
      for (; j < 64; j += 4)
	EACH_BLOCK (nb, MIX (K, j, w[b]));
    }
  else
    {
      for (j = 60; j >= 44; j -= 4)
	EACH_BLOCK (nb, RMIX (K, j, w[b]));
      EACH_BLOCK (nb, RMASH (K, w[b]));
      for (; j >= 20; j -= 4)
	EACH_BLOCK (nb, RMIX (K, j, w[b]));
      EACH_BLOCK (nb, RMASH (K, w[b]));
      for (; j >= 0; j -= 4)
	EACH_BLOCK (nb, RMIX (K, j, w[b]));
    }
  EACH_BLOCK (nb, {
      unsigned i;
      for (i = 0; i < 4; i++)
	LE_WRITE_UINT16 (dst + ARCTWO_BLOCK_SIZE * b + 2 * i, w[b][i]);
    });
}

static inline __attribute__((always_inline)) void
arctwo_crypt (int decrypt, const uint16_t *K,
	      size_t length, uint8_t *dst, const uint8_t *src)
{
  assert (!(length % ARCTWO_BLOCK_SIZE));

  for (; length >= 2 * ARCTWO_BLOCK_SIZE; length -= 2 * ARCTWO_BLOCK_SIZE,
	 dst += 2 * ARCTWO_BLOCK_SIZE, src += 2 * ARCTWO_BLOCK_SIZE)
    arctwo_blocks (2, decrypt, K, dst, src);
  if (length)
    arctwo_blocks (1, decrypt, K, dst, src);
}

void
arctwo_encrypt (struct arctwo_ctx *ctx,
		size_t length, uint8_t *dst, const uint8_t *src)
{
  arctwo_crypt (0, ctx->S, length, dst, src);
}

void
arctwo_decrypt (struct arctwo_ctx *ctx,
		size_t length, uint8_t *dst, const uint8_t *src)
{
  arctwo_crypt (1, ctx->S, length, dst, src);
}
