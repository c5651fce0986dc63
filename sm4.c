/* sm4.c

   SM4 (GB/T 32907-2016): key schedule and the block routine, for
   both directions.

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

#include "sm4.h"
#include "macros.h"

/* sm4_table[x] is L(S(x) << 24), the S-box followed by the linear
   transform L of the round function (GB/T 32907-2016, 6.2), as
   tools/sm4-tables.c computes it. L commutes with rotations, so T(x)
   = L(tau(x)) is four look-ups, one per byte, rotated into place.
   Bits 2..9 of an entry are the S-box value itself (of L's five
   terms only the one rotated by 10 reaches them), which the key
   schedule, with its other linear transform, uses. */
static const uint32_t sm4_table[256] = {
  0x8ed55b5b, 0xd0924242, 0x4deaa7a7, 0x06fdfbfb, 0xfccf3333, 0x65e28787,
  0xc93df4f4, 0x6bb5dede, 0x4e165858, 0x6eb4dada, 0x44145050, 0xcac10b0b,
  0x8828a0a0, 0x17f8efef, 0x9c2cb0b0, 0x11051414, 0x872bacac, 0xfb669d9d,
  0xf2986a6a, 0xae77d9d9, 0x822aa8a8, 0x46bcfafa, 0x14041010, 0xcfc00f0f,
  0x02a8aaaa, 0x54451111, 0x5f134c4c, 0xbe269898, 0x6d482525, 0x9e841a1a,
  0x1e061818, 0xfd9b6666, 0xec9e7272, 0x4a430909, 0x10514141, 0x24f7d3d3,
  0xd5934646, 0x53ecbfbf, 0xf89a6262, 0x927be9e9, 0xff33cccc, 0x04555151,
  0x270b2c2c, 0x4f420d0d, 0x59eeb7b7, 0xf3cc3f3f, 0x1caeb2b2, 0xea638989,
  0x74e79393, 0x7fb1cece, 0x6c1c7070, 0x0daba6a6, 0xedca2727, 0x28082020,
  0x48eba3a3, 0xc1975656, 0x80820202, 0xa3dc7f7f, 0xc4965252, 0x12f9ebeb,
  0xa174d5d5, 0xb38d3e3e, 0xc33ffcfc, 0x3ea49a9a, 0x5b461d1d, 0x1b071c1c,
  0x3ba59e9e, 0x0cfff3f3, 0x3ff0cfcf, 0xbf72cdcd, 0x4b175c5c, 0x52b8eaea,
  0x8f810e0e, 0x3d586565, 0xcc3cf0f0, 0x7d196464, 0x7ee59b9b, 0x91871616,
  0x734e3d3d, 0x08aaa2a2, 0xc869a1a1, 0xc76aadad, 0x85830606, 0x7ab0caca,
  0xb570c5c5, 0xf4659191, 0xb2d96b6b, 0xa7892e2e, 0x18fbe3e3, 0x47e8afaf,
  0x330f3c3c, 0x674a2d2d, 0xb071c1c1, 0x0e575959, 0xe99f7676, 0xe135d4d4,
  0x661e7878, 0xb4249090, 0x360e3838, 0x265f7979, 0xef628d8d, 0x38596161,
  0x95d24747, 0x2aa08a8a, 0xb1259494, 0xaa228888, 0x8c7df1f1, 0xd73becec,
  0x05010404, 0xa5218484, 0x9879e1e1, 0x9b851e1e, 0x84d75353, 0x00000000,
  0x5e471919, 0x0b565d5d, 0xe39d7e7e, 0x9fd04f4f, 0xbb279c9c, 0x1a534949,
  0x7c4d3131, 0xee36d8d8, 0x0a020808, 0x7be49f9f, 0x20a28282, 0xd4c71313,
  0xe8cb2323, 0xe69c7a7a, 0x42e9abab, 0x43bdfefe, 0xa2882a2a, 0x9ad14b4b,
  0x40410101, 0xdbc41f1f, 0xd838e0e0, 0x61b7d6d6, 0x2fa18e8e, 0x2bf4dfdf,
  0x3af1cbcb, 0xf6cd3b3b, 0x1dfae7e7, 0xe5608585, 0x41155454, 0x25a38686,
  0x60e38383, 0x16acbaba, 0x295c7575, 0x34a69292, 0xf7996e6e, 0xe434d0d0,
  0x721a6868, 0x01545555, 0x19afb6b6, 0xdf914e4e, 0xfa32c8c8, 0xf030c0c0,
  0x21f6d7d7, 0xbc8e3232, 0x75b3c6c6, 0x6fe08f8f, 0x691d7474, 0x2ef5dbdb,
  0x6ae18b8b, 0x962eb8b8, 0x8a800a0a, 0xfe679999, 0xe2c92b2b, 0xe0618181,
  0xc0c30303, 0x8d29a4a4, 0xaf238c8c, 0x07a9aeae, 0x390d3434, 0x1f524d4d,
  0x764f3939, 0xd36ebdbd, 0x81d65757, 0xb7d86f6f, 0xeb37dcdc, 0x51441515,
  0xa6dd7b7b, 0x09fef7f7, 0xb68c3a3a, 0x932fbcbc, 0x0f030c0c, 0x03fcffff,
  0xc26ba9a9, 0xba73c9c9, 0xd96cb5b5, 0xdc6db1b1, 0x375a6d6d, 0x15504545,
  0xb98f3636, 0x771b6c6c, 0x13adbebe, 0xda904a4a, 0x57b9eeee, 0xa9de7777,
  0x4cbef2f2, 0x837efdfd, 0x55114444, 0xbdda6767, 0x2c5d7171, 0x45400505,
  0x631f7c7c, 0x50104040, 0x325b6969, 0xb8db6363, 0x220a2828, 0xc5c20707,
  0xf531c4c4, 0xa88a2222, 0x31a79696, 0xf9ce3737, 0x977aeded, 0x49bff6f6,
  0x992db4b4, 0xa475d1d1, 0x90d34343, 0x5a124848, 0x58bae2e2, 0x71e69797,
  0x64b6d2d2, 0x70b2c2c2, 0xad8b2626, 0xcd68a5a5, 0xcb955e5e, 0x624b2929,
  0x3c0c3030, 0xce945a5a, 0xab76dddd, 0x867ff9f9, 0xf1649595, 0x5dbbe6e6,
  0x35f2c7c7, 0x2d092424, 0xd1c61717, 0xd66fb9b9, 0xdec51b1b, 0x94861212,
  0x78186060, 0x30f3c3c3, 0x897cf5f5, 0x5cefb3b3, 0xd23ae8e8, 0xacdf7373,
  0x794c3535, 0xa0208080, 0x9d78e5e5, 0x56edbbbb, 0x235e7d7d, 0xc63ef8f8,
  0x8bd45f5f, 0xe7c82f2f, 0xdd39e4e4, 0x68492121,
};

#define SM4_SBOX(b) ((sm4_table[b] >> 2) & 0xff)

#define SM4_T(x)						\
  (sm4_table[(x) >> 24]						\
   ^ ROTL32(24, sm4_table[((x) >> 16) & 0xff])			\
   ^ ROTL32(16, sm4_table[((x) >> 8) & 0xff])			\
   ^ ROTL32(8, sm4_table[(x) & 0xff]))

/* GB/T 32907-2016, 7.3: the system parameter FK. */
static const uint32_t sm4_fk[4] = {
  0xa3b1bac6, 0x56aa3350, 0x677d9197, 0xb27022dc
};

/* The key schedule's T': tau, then L'(B) = B ^ (B <<< 13) ^ (B <<< 23). */
static uint32_t
sm4_key_t(uint32_t x)
{
  uint32_t b = (SM4_SBOX(x >> 24) << 24) | (SM4_SBOX((x >> 16) & 0xff) << 16)
    | (SM4_SBOX((x >> 8) & 0xff) << 8) | SM4_SBOX(x & 0xff);
  return b ^ ROTL32(13, b) ^ ROTL32(23, b);
}

/* The 32 round keys in encryption order. Byte j of the constant CK_i
   is 7 (4i + j) mod 256 (7.3). */
static void
sm4_expand(uint32_t *rk, const uint8_t *key)
{
  uint32_t k[4];
  unsigned i, j;

  for (j = 0; j < 4; j++)
    k[j] = READ_UINT32(key + 4 * j) ^ sm4_fk[j];
  for (i = 0; i < 32; i++)
    {
      uint32_t ck = 0;
      for (j = 0; j < 4; j++)
	ck = (ck << 8) | ((7 * (4 * i + j)) & 0xff);
      rk[i] = k[i % 4] ^= sm4_key_t(k[(i + 1) % 4] ^ k[(i + 2) % 4]
				     ^ k[(i + 3) % 4] ^ ck);
    }
}

void
sm4_set_encrypt_key(struct sm4_ctx *ctx, const uint8_t *key)
{
  sm4_expand(ctx->rkey, key);
}

/* Decryption is encryption with the round keys reversed. */
void
sm4_set_decrypt_key(struct sm4_ctx *ctx, const uint8_t *key)
{
  uint32_t rk[32];
  unsigned i;

  sm4_expand(rk, key);
  for (i = 0; i < 32; i++)
    ctx->rkey[i] = rk[31 - i];
}

/* Like camellia-crypt-internal.c: two independent blocks hide each
   other's look-up latency, and one body (EACH_BLOCK, macros.h) serves
   one and two blocks. */
#define SM4_ROUND(k, x0, x1, x2, x3) do {			\
    uint32_t s_ = (x1) ^ (x2) ^ (x3) ^ (k);			\
    (x0) ^= SM4_T(s_);						\
  } while (0)

static inline __attribute__((always_inline)) void
sm4_blocks(unsigned n, const uint32_t *rk, uint8_t *dst, const uint8_t *src)
{
  uint32_t x[2][4];
  unsigned i;

  EACH_BLOCK(n, {
      x[b][0] = READ_UINT32(src + 16 * b);
      x[b][1] = READ_UINT32(src + 16 * b + 4);
      x[b][2] = READ_UINT32(src + 16 * b + 8);
      x[b][3] = READ_UINT32(src + 16 * b + 12);
    });
  /* Four rounds a step, so the words keep their roles. */
  for (i = 0; i < 32; i += 4)
    {
      EACH_BLOCK(n, SM4_ROUND(rk[i], x[b][0], x[b][1], x[b][2], x[b][3]));
      EACH_BLOCK(n, SM4_ROUND(rk[i + 1], x[b][1], x[b][2], x[b][3],
			      x[b][0]));
      EACH_BLOCK(n, SM4_ROUND(rk[i + 2], x[b][2], x[b][3], x[b][0],
			      x[b][1]));
      EACH_BLOCK(n, SM4_ROUND(rk[i + 3], x[b][3], x[b][0], x[b][1],
			      x[b][2]));
    }
  /* The output is X35, X34, X33, X32: the words reversed. */
  EACH_BLOCK(n, {
      WRITE_UINT32(dst + 16 * b, x[b][3]);
      WRITE_UINT32(dst + 16 * b + 4, x[b][2]);
      WRITE_UINT32(dst + 16 * b + 8, x[b][1]);
      WRITE_UINT32(dst + 16 * b + 12, x[b][0]);
    });
}

void
sm4_crypt(const struct sm4_ctx *context,
	  size_t length, uint8_t *dst,
	  const uint8_t *src)
{
  assert(!(length % SM4_BLOCK_SIZE));

  for (; length >= 32; length -= 32, dst += 32, src += 32)
    sm4_blocks(2, context->rkey, dst, src);
  if (length)
    sm4_blocks(1, context->rkey, dst, src);
}
