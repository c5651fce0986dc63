/* des.c

   DES key schedule, encryption, decryption and key parity
   (FIPS 46-3).

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

#include "des.h"
#include "macros.h"

/* Representation. After the initial permutation both halves are kept
   rotated right by one bit, so that, numbering the bits of R from 1 at
   the most significant end as FIPS 46-3 does, the expansion E's
   6-bit groups 1, 3, 5, 7 sit at bits 1-6, 9-14, 17-22, 25-30 of the
   word and groups 8, 2, 4, 6 at the same places of the word rotated by
   four more. Each round key is stored as two words with its 6-bit
   groups at those places, so a round is two XORs, one rotation and
   eight table look-ups.

   des_sp[n][v] is S-box n+1 of FIPS 46-3 applied to the 6 bits v (the
   row from the outer two bits, the column from the inner four), placed
   at that box's four output bits, sent through the permutation P and
   rotated right by one like the halves. The tables were computed from
   the standard's S and P tables; des-test.c checks this file against a
   bit-by-bit implementation written from those tables. */
static const uint32_t des_sp[8][64] = {
  {
    0x00404100, 0x00000000, 0x00004000, 0x00404101, 0x00404001, 0x00004101,
    0x00000001, 0x00004000, 0x00000100, 0x00404100, 0x00404101, 0x00000100,
    0x00400101, 0x00404001, 0x00400000, 0x00000001, 0x00000101, 0x00400100,
    0x00400100, 0x00004100, 0x00004100, 0x00404000, 0x00404000, 0x00400101,
    0x00004001, 0x00400001, 0x00400001, 0x00004001, 0x00000000, 0x00000101,
    0x00004101, 0x00400000, 0x00004000, 0x00404101, 0x00000001, 0x00404000,
    0x00404100, 0x00400000, 0x00400000, 0x00000100, 0x00404001, 0x00004000,
    0x00004100, 0x00400001, 0x00000100, 0x00000001, 0x00400101, 0x00004101,
    0x00404101, 0x00004001, 0x00404000, 0x00400101, 0x00400001, 0x00000101,
    0x00004101, 0x00404100, 0x00000101, 0x00400100, 0x00400100, 0x00000000,
    0x00004001, 0x00004100, 0x00000000, 0x00404001,
  },
  {
    0x20042008, 0x20002000, 0x00002000, 0x00042008, 0x00040000, 0x00000008,
    0x20040008, 0x20002008, 0x20000008, 0x20042008, 0x20042000, 0x20000000,
    0x20002000, 0x00040000, 0x00000008, 0x20040008, 0x00042000, 0x00040008,
    0x20002008, 0x00000000, 0x20000000, 0x00002000, 0x00042008, 0x20040000,
    0x00040008, 0x20000008, 0x00000000, 0x00042000, 0x00002008, 0x20042000,
    0x20040000, 0x00002008, 0x00000000, 0x00042008, 0x20040008, 0x00040000,
    0x20002008, 0x20040000, 0x20042000, 0x00002000, 0x20040000, 0x20002000,
    0x00000008, 0x20042008, 0x00042008, 0x00000008, 0x00002000, 0x20000000,
    0x00002008, 0x20042000, 0x00040000, 0x20000008, 0x00040008, 0x20002008,
    0x20000008, 0x00040008, 0x00042000, 0x00000000, 0x20002000, 0x00002008,
    0x20000000, 0x20040008, 0x20042008, 0x00042000,
  },
  {
    0x00000082, 0x02008080, 0x00000000, 0x02008002, 0x02000080, 0x00000000,
    0x00008082, 0x02000080, 0x00008002, 0x02000002, 0x02000002, 0x00008000,
    0x02008082, 0x00008002, 0x02008000, 0x00000082, 0x02000000, 0x00000002,
    0x02008080, 0x00000080, 0x00008080, 0x02008000, 0x02008002, 0x00008082,
    0x02000082, 0x00008080, 0x00008000, 0x02000082, 0x00000002, 0x02008082,
    0x00000080, 0x02000000, 0x02008080, 0x02000000, 0x00008002, 0x00000082,
    0x00008000, 0x02008080, 0x02000080, 0x00000000, 0x00000080, 0x00008002,
    0x02008082, 0x02000080, 0x02000002, 0x00000080, 0x00000000, 0x02008002,
    0x02000082, 0x00008000, 0x02000000, 0x02008082, 0x00000002, 0x00008082,
    0x00008080, 0x02000002, 0x02008000, 0x02000082, 0x00000082, 0x02008000,
    0x00008082, 0x00000002, 0x02008002, 0x00008080,
  },
  {
    0x40200800, 0x40000820, 0x40000820, 0x00000020, 0x00200820, 0x40200020,
    0x40200000, 0x40000800, 0x00000000, 0x00200800, 0x00200800, 0x40200820,
    0x40000020, 0x00000000, 0x00200020, 0x40200000, 0x40000000, 0x00000800,
    0x00200000, 0x40200800, 0x00000020, 0x00200000, 0x40000800, 0x00000820,
    0x40200020, 0x40000000, 0x00000820, 0x00200020, 0x00000800, 0x00200820,
    0x40200820, 0x40000020, 0x00200020, 0x40200000, 0x00200800, 0x40200820,
    0x40000020, 0x00000000, 0x00000000, 0x00200800, 0x00000820, 0x00200020,
    0x40200020, 0x40000000, 0x40200800, 0x40000820, 0x40000820, 0x00000020,
    0x40200820, 0x40000020, 0x40000000, 0x00000800, 0x40200000, 0x40000800,
    0x00200820, 0x40200020, 0x40000800, 0x00000820, 0x00200000, 0x40200800,
    0x00000020, 0x00200000, 0x00000800, 0x00200820,
  },
  {
    0x00000040, 0x00820040, 0x00820000, 0x10800040, 0x00020000, 0x00000040,
    0x10000000, 0x00820000, 0x10020040, 0x00020000, 0x00800040, 0x10020040,
    0x10800040, 0x10820000, 0x00020040, 0x10000000, 0x00800000, 0x10020000,
    0x10020000, 0x00000000, 0x10000040, 0x10820040, 0x10820040, 0x00800040,
    0x10820000, 0x10000040, 0x00000000, 0x10800000, 0x00820040, 0x00800000,
    0x10800000, 0x00020040, 0x00020000, 0x10800040, 0x00000040, 0x00800000,
    0x10000000, 0x00820000, 0x10800040, 0x10020040, 0x00800040, 0x10000000,
    0x10820000, 0x00820040, 0x10020040, 0x00000040, 0x00800000, 0x10820000,
    0x10820040, 0x00020040, 0x10800000, 0x10820040, 0x00820000, 0x00000000,
    0x10020000, 0x10800000, 0x00020040, 0x00800040, 0x10000040, 0x00020000,
    0x00000000, 0x10020000, 0x00820040, 0x10000040,
  },
  {
    0x08000004, 0x08100000, 0x00001000, 0x08101004, 0x08100000, 0x00000004,
    0x08101004, 0x00100000, 0x08001000, 0x00101004, 0x00100000, 0x08000004,
    0x00100004, 0x08001000, 0x08000000, 0x00001004, 0x00000000, 0x00100004,
    0x08001004, 0x00001000, 0x00101000, 0x08001004, 0x00000004, 0x08100004,
    0x08100004, 0x00000000, 0x00101004, 0x08101000, 0x00001004, 0x00101000,
    0x08101000, 0x08000000, 0x08001000, 0x00000004, 0x08100004, 0x00101000,
    0x08101004, 0x00100000, 0x00001004, 0x08000004, 0x00100000, 0x08001000,
    0x08000000, 0x00001004, 0x08000004, 0x08101004, 0x00101000, 0x08100000,
    0x00101004, 0x08101000, 0x00000000, 0x08100004, 0x00000004, 0x00001000,
    0x08100000, 0x00101004, 0x00001000, 0x00100004, 0x08001004, 0x00000000,
    0x08101000, 0x08000000, 0x00100004, 0x08001004,
  },
  {
    0x00080000, 0x81080000, 0x81000200, 0x00000000, 0x00000200, 0x81000200,
    0x80080200, 0x01080200, 0x81080200, 0x00080000, 0x00000000, 0x81000000,
    0x80000000, 0x01000000, 0x81080000, 0x80000200, 0x01000200, 0x80080200,
    0x80080000, 0x01000200, 0x81000000, 0x01080000, 0x01080200, 0x80080000,
    0x01080000, 0x00000200, 0x80000200, 0x81080200, 0x00080200, 0x80000000,
    0x01000000, 0x00080200, 0x01000000, 0x00080200, 0x00080000, 0x81000200,
    0x81000200, 0x81080000, 0x81080000, 0x80000000, 0x80080000, 0x01000000,
    0x01000200, 0x00080000, 0x01080200, 0x80000200, 0x80080200, 0x01080200,
    0x80000200, 0x81000000, 0x81080200, 0x01080000, 0x00080200, 0x00000000,
    0x80000000, 0x81080200, 0x00000000, 0x80080200, 0x01080000, 0x00000200,
    0x81000000, 0x01000200, 0x00000200, 0x80080000,
  },
  {
    0x04000410, 0x00000400, 0x00010000, 0x04010410, 0x04000000, 0x04000410,
    0x00000010, 0x04000000, 0x00010010, 0x04010000, 0x04010410, 0x00010400,
    0x04010400, 0x00010410, 0x00000400, 0x00000010, 0x04010000, 0x04000010,
    0x04000400, 0x00000410, 0x00010400, 0x00010010, 0x04010010, 0x04010400,
    0x00000410, 0x00000000, 0x00000000, 0x04010010, 0x04000010, 0x04000400,
    0x00010410, 0x00010000, 0x00010410, 0x00010000, 0x04010400, 0x00000400,
    0x00000010, 0x04010010, 0x00000400, 0x00010410, 0x04000400, 0x00000010,
    0x04000010, 0x04010000, 0x04010010, 0x04000000, 0x00010000, 0x04000410,
    0x00000000, 0x04010410, 0x00010010, 0x04000010, 0x04010000, 0x04000400,
    0x04000410, 0x00000000, 0x04010410, 0x00010400, 0x00010400, 0x00000410,
    0x00000410, 0x00010010, 0x04000000, 0x04010400,
  },
};

/* Permuted choices 1 and 2 and the left shifts of the key schedule,
   FIPS 46-3 appendix 1; bit 1 is the most significant. */
static const uint8_t pc1[56] = {
  57, 49, 41, 33, 25, 17, 9, 1, 58, 50, 42, 34, 26, 18,
  10, 2, 59, 51, 43, 35, 27, 19, 11, 3, 60, 52, 44, 36,
  63, 55, 47, 39, 31, 23, 15, 7, 62, 54, 46, 38, 30, 22,
  14, 6, 61, 53, 45, 37, 29, 21, 13, 5, 28, 20, 12, 4,
};

static const uint8_t pc2[48] = {
  14, 17, 11, 24, 1, 5, 3, 28, 15, 6, 21, 10,
  23, 19, 12, 4, 26, 8, 16, 7, 27, 20, 13, 2,
  41, 52, 31, 37, 47, 55, 30, 40, 51, 45, 33, 48,
  44, 49, 39, 56, 34, 53, 46, 42, 50, 36, 29, 32,
};

static const uint8_t key_shifts[16] = {
  1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1,
};

/* The 4 weak and 12 semi-weak keys (NIST SP 800-67 section 3.3.2),
   parity bits cleared. */
static const uint8_t weak_keys[16][8] = {
  { 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00 },
  { 0xfe, 0xfe, 0xfe, 0xfe, 0xfe, 0xfe, 0xfe, 0xfe },
  { 0xe0, 0xe0, 0xe0, 0xe0, 0xf0, 0xf0, 0xf0, 0xf0 },
  { 0x1e, 0x1e, 0x1e, 0x1e, 0x0e, 0x0e, 0x0e, 0x0e },
  { 0x00, 0xfe, 0x00, 0xfe, 0x00, 0xfe, 0x00, 0xfe },
  { 0xfe, 0x00, 0xfe, 0x00, 0xfe, 0x00, 0xfe, 0x00 },
  { 0x1e, 0xe0, 0x1e, 0xe0, 0x0e, 0xf0, 0x0e, 0xf0 },
  { 0xe0, 0x1e, 0xe0, 0x1e, 0xf0, 0x0e, 0xf0, 0x0e },
  { 0x00, 0xe0, 0x00, 0xe0, 0x00, 0xf0, 0x00, 0xf0 },
  { 0xe0, 0x00, 0xe0, 0x00, 0xf0, 0x00, 0xf0, 0x00 },
  { 0x1e, 0xfe, 0x1e, 0xfe, 0x0e, 0xfe, 0x0e, 0xfe },
  { 0xfe, 0x1e, 0xfe, 0x1e, 0xfe, 0x0e, 0xfe, 0x0e },
  { 0x00, 0x1e, 0x00, 0x1e, 0x00, 0x0e, 0x00, 0x0e },
  { 0x1e, 0x00, 0x1e, 0x00, 0x0e, 0x00, 0x0e, 0x00 },
  { 0xe0, 0xfe, 0xe0, 0xfe, 0xf0, 0xfe, 0xf0, 0xfe },
  { 0xfe, 0xe0, 0xfe, 0xe0, 0xfe, 0xf0, 0xfe, 0xf0 },
};

static int
des_weak_p(const uint8_t *key)
{
  unsigned n, i;
  for (n = 0; n < 16; n++)
    {
      uint8_t diff = 0;
      for (i = 0; i < 8; i++)
	diff |= (key[i] & 0xfe) ^ weak_keys[n][i];
      if (!diff)
	return 1;
    }
  return 0;
}

int
des_set_key(struct des_ctx *ctx, const uint8_t *key)
{
  uint64_t k = READ_UINT64(key);
  uint32_t c = 0, d = 0;
  unsigned i, r;

  /* PC-1 splits the 56 key bits into the 28-bit halves C and D. */
  for (i = 0; i < 28; i++)
    {
      c = (c << 1) | ((k >> (64 - pc1[i])) & 1);
      d = (d << 1) | ((k >> (64 - pc1[i + 28])) & 1);
    }

  for (r = 0; r < 16; r++)
    {
      unsigned s = key_shifts[r];
      uint64_t cd, sk = 0;
      uint32_t g[8];

      c = ((c << s) | (c >> (28 - s))) & 0x0fffffff;
      d = ((d << s) | (d >> (28 - s))) & 0x0fffffff;
      cd = ((uint64_t) c << 28) | d;

      /* PC-2 picks the 48-bit round key from C and D. */
      for (i = 0; i < 48; i++)
	sk = (sk << 1) | ((cd >> (56 - pc2[i])) & 1);
      for (i = 0; i < 8; i++)
	g[i] = (sk >> (42 - 6 * i)) & 0x3f;

      ctx->key[2 * r] =
	(g[0] << 26) | (g[2] << 18) | (g[4] << 10) | (g[6] << 2);
      ctx->key[2 * r + 1] =
	(g[7] << 26) | (g[1] << 18) | (g[3] << 10) | (g[5] << 2);
    }

  return !des_weak_p(key);
}

#define ROTR32(n, x) ROTL32(32 - (n), x)

/* Exchanges the bits of a selected by m << s with the bits of b
   selected by m. */
#define SWAP_MOVE(a, b, s, m) do {		\
    uint32_t t_ = (((a) >> (s)) ^ (b)) & (m);	\
    (b) ^= t_;					\
    (a) ^= t_ << (s);				\
  } while (0)

/* The initial permutation IP as five exchanges; FP is the same
   exchanges in the opposite order. */
#define DES_IP(l, r) do {			\
    SWAP_MOVE(l, r, 4, 0x0f0f0f0f);		\
    SWAP_MOVE(l, r, 16, 0x0000ffff);		\
    SWAP_MOVE(r, l, 2, 0x33333333);		\
    SWAP_MOVE(r, l, 8, 0x00ff00ff);		\
    SWAP_MOVE(l, r, 1, 0x55555555);		\
  } while (0)

#define DES_FP(l, r) do {			\
    SWAP_MOVE(l, r, 1, 0x55555555);		\
    SWAP_MOVE(r, l, 8, 0x00ff00ff);		\
    SWAP_MOVE(r, l, 2, 0x33333333);		\
    SWAP_MOVE(l, r, 16, 0x0000ffff);		\
    SWAP_MOVE(l, r, 4, 0x0f0f0f0f);		\
  } while (0)

/* One round: l ^= f(r, k0 k1). */
#define DES_ROUND(l, r, k0, k1) do {				\
    uint32_t t_ = (r) ^ (k0);					\
    uint32_t u_ = ROTR32(4, r) ^ (k1);				\
    (l) ^= des_sp[0][(t_ >> 26) & 0x3f]				\
      ^ des_sp[2][(t_ >> 18) & 0x3f]				\
      ^ des_sp[4][(t_ >> 10) & 0x3f]				\
      ^ des_sp[6][(t_ >> 2) & 0x3f]				\
      ^ des_sp[7][(u_ >> 26) & 0x3f]				\
      ^ des_sp[1][(u_ >> 18) & 0x3f]				\
      ^ des_sp[3][(u_ >> 10) & 0x3f]				\
      ^ des_sp[5][(u_ >> 2) & 0x3f];				\
  } while (0)

/* Round j uses k[2 j step] and the word after it: step 1 from the
   front for encryption, -1 from the back for decryption. Inlined into
   both callers with a constant step, so all 16 rounds unroll with
   constant key offsets. */
#if defined(__GNUC__)
# define DES_ALWAYS_INLINE inline __attribute__((always_inline))
#else
# define DES_ALWAYS_INLINE inline
#endif

static DES_ALWAYS_INLINE void
des_crypt(const uint32_t *k, const int step, size_t length,
	  uint8_t *dst, const uint8_t *src)
{
  assert(!(length % DES_BLOCK_SIZE));

  for (; length; length -= DES_BLOCK_SIZE,
	 dst += DES_BLOCK_SIZE, src += DES_BLOCK_SIZE)
    {
      uint32_t l = READ_UINT32(src);
      uint32_t r = READ_UINT32(src + 4);

      DES_IP(l, r);
      l = ROTR32(1, l);
      r = ROTR32(1, r);
#define DES_2ROUNDS(i) do {						\
	DES_ROUND(l, r, k[4 * i * step], k[4 * i * step + 1]);		\
	DES_ROUND(r, l, k[(4 * i + 2) * step], k[(4 * i + 2) * step + 1]); \
      } while (0)
      DES_2ROUNDS(0); DES_2ROUNDS(1); DES_2ROUNDS(2); DES_2ROUNDS(3);
      DES_2ROUNDS(4); DES_2ROUNDS(5); DES_2ROUNDS(6); DES_2ROUNDS(7);
#undef DES_2ROUNDS
      /* The output is R16 L16. */
      l = ROTL32(1, l);
      r = ROTL32(1, r);
      DES_FP(r, l);
      WRITE_UINT32(dst, r);
      WRITE_UINT32(dst + 4, l);
    }
}

void
des_encrypt(const struct des_ctx *ctx,
	    size_t length, uint8_t *dst,
	    const uint8_t *src)
{
  des_crypt(ctx->key, 1, length, dst, src);
}

void
des_decrypt(const struct des_ctx *ctx,
	    size_t length, uint8_t *dst,
	    const uint8_t *src)
{
  des_crypt(ctx->key + 30, -1, length, dst, src);
}

/* Odd parity of an octet: the XOR of its bits is 1. */
static unsigned
odd_parity(uint8_t x)
{
  x ^= x >> 4;
  x ^= x >> 2;
  x ^= x >> 1;
  return x & 1;
}

int
des_check_parity(size_t length, const uint8_t *key)
{
  size_t i;
  for (i = 0; i < length; i++)
    if (!odd_parity(key[i]))
      return 0;
  return 1;
}

void
des_fix_parity(size_t length, uint8_t *dst,
	       const uint8_t *src)
{
  size_t i;
  for (i = 0; i < length; i++)
    dst[i] = src[i] ^ !odd_parity(src[i]);
}
