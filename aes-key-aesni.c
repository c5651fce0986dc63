/* aes-key-aesni.c

   _nettle_aes_set_key_aesni and _nettle_aes_invert_aesni: the AES key
   schedules (aes-internal.h) with AES-NI, for the aesni backend of
   x86_64 and x86 (fat-table.h lists them under FAT_AESNI; the target
   pragma below lets this file use the instructions whatever the rest
   of the build is compiled for).

   The expansion needs SubWord, which AES-NI has only inside a round:
   AESENCLAST on a vector whose four columns are the same word applies
   SubBytes to it, and its ShiftRows moves nothing (every row holds
   four equal bytes); the round key operand adds the round constant.
   RotWord is a byte shuffle done first. So a new group of nk words
   costs one PSHUFB, one AESENCLAST and the prefix XOR of the previous
   group, with no table lookup: unlike the portable C (the S-box
   indexed by key bytes), nothing here leaves the key in the cache.
   AESKEYGENASSIST would do the same work, but it is slower on recent
   cores (on Intel it decodes to more uops than AESENCLAST). The
   inversion is AESIMC on every inner round key.

   Measured (TSC cycles per call, Intel Xeon with AVX-512, 2026-12-07,
   rdtsc over chained calls, 128-bit keys): the portable C 246, this
   60.

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

#include "aes-internal.h"

#if HAVE_BACKEND_aesni

/* Only the headers of these extensions: immintrin.h would need more of
   an i386 target than its baseline (gcc 12 wants SSE2 for _Float16). */
#pragma GCC target ("sse2,ssse3,aes")
#include <tmmintrin.h>
#include <wmmintrin.h>

/* The variants, as fat.c calls them (no header declares them). */
void
_nettle_aes_set_key_aesni(unsigned nr, unsigned nk,
			  uint32_t *subkeys, const uint8_t *key);
void
_nettle_aes_invert_aesni(unsigned rounds, uint32_t *dst,
			 const uint32_t *src);

#define LOAD(p) _mm_loadu_si128((const __m128i *) (p))
#define STORE(p, x) _mm_storeu_si128((__m128i *) (p), (x))

/* Words w0, w0^w1, w0^w1^w2, w0^w1^w2^w3 of x: what each word of the
   next group gets from the group before, by the recurrence
   w[i] = w[i - nk] ^ w[i - 1]. */
static inline __m128i
prefix_xor(__m128i x)
{
  x = _mm_xor_si128(x, _mm_slli_si128(x, 4));
  return _mm_xor_si128(x, _mm_slli_si128(x, 8));
}

/* SubWord of every column of x, xored with the round constant. */
static inline __m128i
sub_word(__m128i x, unsigned rcon)
{
  return _mm_aesenclast_si128(x, _mm_set1_epi32(rcon));
}

/* PSHUFB masks: RotWord of word 3 (bytes 13, 14, 15, 12) or of word 1
   (5, 6, 7, 4) in every column. */
#define ROT_WORD3 0x0c0f0e0d
#define ROT_WORD1 0x04070605

/* The next round constant (FIPS 197, section 5.2: Rcon is x^(j - 1)
   in GF(2^8)): times x, reduced by the AES polynomial. The loops below
   start from 1 and are unrolled, so these fold to constants. */
static inline unsigned
next_rcon(unsigned rcon)
{
  return ((rcon << 1) ^ (0x1b & -(rcon >> 7))) & 0xff;
}

static void
expand128(uint32_t *subkeys, const uint8_t *key)
{
  const __m128i rot = _mm_set1_epi32(ROT_WORD3);
  __m128i k = LOAD(key);
  unsigned i, rcon;

  STORE(subkeys, k);
#pragma GCC unroll 10
  for (i = 1, rcon = 1; i <= 10; i++, rcon = next_rcon(rcon))
    {
      __m128i t = sub_word(_mm_shuffle_epi8(k, rot), rcon);
      k = _mm_xor_si128(prefix_xor(k), t);
      STORE(subkeys + 4 * i, k);
    }
}

/* Six words a step: a holds four of them, b (low half) the other
   two. 52 words, 24 bytes a step, the last step storing only a. */
static void
expand192(uint32_t *subkeys, const uint8_t *key)
{
  const __m128i rot = _mm_set1_epi32(ROT_WORD1);
  __m128i a = LOAD(key);
  __m128i b = _mm_loadl_epi64((const __m128i *) (key + 16));
  uint8_t *out = (uint8_t *) subkeys;
  unsigned i, rcon;

  STORE(out, a);
  _mm_storel_epi64((__m128i *) (out + 16), b);
#pragma GCC unroll 10
  for (i = 1, rcon = 1; i <= 8; i++, rcon = next_rcon(rcon))
    {
      __m128i t = sub_word(_mm_shuffle_epi8(b, rot), rcon);
      a = _mm_xor_si128(prefix_xor(a), t);
      STORE(out + 24 * i, a);
      if (i < 8)
	{
	  /* w[i+4] = w[i-2] ^ w[i+3], w[i+5] = w[i-1] ^ w[i+4]. */
	  b = _mm_xor_si128(b, _mm_slli_si128(b, 4));
	  b = _mm_xor_si128(b, _mm_shuffle_epi32(a, 0xff));
	  _mm_storel_epi64((__m128i *) (out + 24 * i + 16), b);
	}
    }
}

/* Two groups of four a step: the first after RotWord and the round
   constant, the second after SubWord alone (i % nk == 4). */
static void
expand256(uint32_t *subkeys, const uint8_t *key)
{
  const __m128i rot = _mm_set1_epi32(ROT_WORD3);
  __m128i k0 = LOAD(key);
  __m128i k1 = LOAD(key + 16);
  unsigned i, rcon;

  STORE(subkeys, k0);
  STORE(subkeys + 4, k1);
#pragma GCC unroll 10
  for (i = 1, rcon = 1; i <= 7; i++, rcon = next_rcon(rcon))
    {
      __m128i t = sub_word(_mm_shuffle_epi8(k1, rot), rcon);
      k0 = _mm_xor_si128(prefix_xor(k0), t);
      STORE(subkeys + 8 * i, k0);
      if (i < 7)
	{
	  t = sub_word(_mm_shuffle_epi32(k0, 0xff), 0);
	  k1 = _mm_xor_si128(prefix_xor(k1), t);
	  STORE(subkeys + 8 * i + 4, k1);
	}
    }
}

void
_nettle_aes_set_key_aesni(unsigned nr, unsigned nk,
			  uint32_t *subkeys, const uint8_t *key)
{
  assert (nk == 4 || nk == 6 || nk == 8);
  assert (nr == nk + 6);

  if (nk == 4)
    expand128(subkeys, key);
  else if (nk == 6)
    expand192(subkeys, key);
  else
    expand256(subkeys, key);
}

/* From both ends inwards, each pair loaded before either is stored, so
   that dst == src works. */
void
_nettle_aes_invert_aesni(unsigned rounds, uint32_t *dst,
			 const uint32_t *src)
{
  unsigned i, j;

  for (i = 0, j = rounds; i <= j; i++, j--)
    {
      __m128i a = LOAD(src + 4 * i);
      __m128i b = LOAD(src + 4 * j);
      if (i > 0)
	{
	  a = _mm_aesimc_si128(a);
	  b = _mm_aesimc_si128(b);
	}
      STORE(dst + 4 * i, b);
      STORE(dst + 4 * j, a);
    }
}

#endif /* HAVE_BACKEND_aesni */
