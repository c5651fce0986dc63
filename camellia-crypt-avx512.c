/* camellia-crypt-avx512.c

   _nettle_camellia_crypt_avx512: a variant of _nettle_camellia_crypt
   (camellia-internal.h) for AVX-512 (F, BW) with GFNI, 64 blocks at a
   time in byte-sliced form, all S-boxes by GF2P8AFFINEINVQB.

   Layout: sixteen zmm registers s[0..15], s[j] holding byte j of each
   of 64 blocks (byte 0 the most significant of D1, byte 8 of D2). The
   load is a 16x16 byte transpose in every 128-bit lane (four stages of
   vpunpck{l,h}{bw,wd,dq,qdq}); within s[j], the block at lane l of
   source register r sits at byte r of lane l, and the store puts it
   back there with the same network.

   S-boxes: SBOX1 of RFC 3713 is affine-equivalent to inversion in the
   AES field: SBOX1(x) = B inv(A x + 0x08) + 0x6e for 8x8 bit matrices
   A and B. They were found by a small search: inversion maps 0 to 0,
   so the pair (0xc5, 0x6e) of SBOX1 fixes the constants, and with A's
   images of 1 and 2 guessed, linearity and F = B inv A determine the
   rest; the variant tests check the result against the tables. SBOX2
   and SBOX3 rotate the output, folded into B; SBOX4 rotates the
   input, folded into A. So each S-box is GF2P8AFFINEQB then
   GF2P8AFFINEINVQB, and P and the Feistel XOR are three-input XORs
   (vpternlogq) of whole registers. FL and FL^-1 shift bits across
   registers with byte adds and 16-bit shifts.

   Why C with intrinsics: the body is straight-line register algebra
   that the compiler allocates well (16 state registers plus a round's
   temporaries fit in 32). Compiled only for builds with the avx512
   backend (x86_64), through the target pragma below; fat-table.h lists
   the variant under FAT_AVX512 | FAT_GFNI.

   A tail of at least CAMELLIA_AVX512_MIN_BLOCKS blocks runs as one
   more batch under load and store masks (masked-off bytes are neither
   read nor written); a shorter one goes to the table-driven C code.

   No branch or index on the key or the data: only on nkeys and
   length.

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

#include "camellia-internal.h"

#if HAVE_BACKEND_avx512 && defined(__x86_64__)

#include <immintrin.h>

#pragma GCC target ("avx512f,avx512vl,avx512bw,gfni")

#define INLINE static inline __attribute__ ((always_inline))

#define CAMELLIA_AVX512_BATCH (64 * 16)
/* Below this, the C code's 4-block interleave is faster than a masked
   batch (about 1000 cycles for Camellia-128, 1300 for -256). */
#define CAMELLIA_AVX512_MIN_BLOCKS 13

/* GF2P8AFFINEQB matrices (row for output bit i in byte 7 - i) and
   constants: A, A after a left rotation by one (SBOX4), and B, B then
   rotated left (SBOX2) or right (SBOX3) by one. */
#define CAM_A		0xff38108aa65cc0bcULL
#define CAM_A4		0xff1c0845532e605eULL
#define CAM_A_C		0x08
#define CAM_B1		0xeb36241e33d3b1b7ULL
#define CAM_B1_C	0x6e
#define CAM_B2		0xb7eb36241e33d3b1ULL
#define CAM_B2_C	0xdc
#define CAM_B3		0x36241e33d3b1b7ebULL
#define CAM_B3_C	0x37

#define CAM_SBOX(x, a, b, bc)						\
  _mm512_gf2p8affineinv_epi64_epi8					\
  (_mm512_gf2p8affine_epi64_epi8 ((x), _mm512_set1_epi64 (a), CAM_A_C),	\
   _mm512_set1_epi64 (b), (bc))

#define XOR3(a, b, c) _mm512_ternarylogic_epi64 ((a), (b), (c), 0x96)

/* Byte i (0 the most significant) of a subkey, in every byte. */
INLINE __m512i
key_byte (uint64_t k, unsigned i)
{
  return _mm512_set1_epi8 ((char) (k >> (56 - 8 * i)));
}

/* y ^= F(x, k) on the sliced halves x[0..7] and y[0..7]. With t the
   S-box outputs, L_i the XOR of the three of t1..t4 that P puts into
   y_i, R_i that of t5..t8, P gives y1..y4 = L ^ R and y5..y8 = L ^ R
   ^ (L rotated right by one byte): the byte form of the table rounds
   of camellia-internal.h. */
INLINE void
cam_round (__m512i *y, const __m512i *x, uint64_t k)
{
  __m512i t[8], l[4], p[4];
  unsigned i;

  for (i = 0; i < 8; i++)
    t[i] = _mm512_xor_si512 (x[i], key_byte (k, i));
  t[0] = CAM_SBOX (t[0], CAM_A, CAM_B1, CAM_B1_C);
  t[1] = CAM_SBOX (t[1], CAM_A, CAM_B2, CAM_B2_C);
  t[2] = CAM_SBOX (t[2], CAM_A, CAM_B3, CAM_B3_C);
  t[3] = CAM_SBOX (t[3], CAM_A4, CAM_B1, CAM_B1_C);
  t[4] = CAM_SBOX (t[4], CAM_A, CAM_B2, CAM_B2_C);
  t[5] = CAM_SBOX (t[5], CAM_A, CAM_B3, CAM_B3_C);
  t[6] = CAM_SBOX (t[6], CAM_A4, CAM_B1, CAM_B1_C);
  t[7] = CAM_SBOX (t[7], CAM_A, CAM_B1, CAM_B1_C);

  l[0] = XOR3 (t[0], t[2], t[3]);
  l[1] = XOR3 (t[0], t[1], t[3]);
  l[2] = XOR3 (t[0], t[1], t[2]);
  l[3] = XOR3 (t[1], t[2], t[3]);
  p[0] = _mm512_xor_si512 (l[0], XOR3 (t[5], t[6], t[7]));
  p[1] = _mm512_xor_si512 (l[1], XOR3 (t[4], t[6], t[7]));
  p[2] = _mm512_xor_si512 (l[2], XOR3 (t[4], t[5], t[7]));
  p[3] = _mm512_xor_si512 (l[3], XOR3 (t[4], t[5], t[6]));
  for (i = 0; i < 4; i++)
    {
      y[i] = _mm512_xor_si512 (y[i], p[i]);
      y[4 + i] = XOR3 (y[4 + i], p[i], l[(i + 3) % 4]);
    }
}

/* xl ^= (xh & kh) <<< 1 on the sliced words xh[0..3], xl[0..3], kh
   the high word of k: a byte's bit 7 moves to bit 0 of the byte before
   it (mod 4). */
INLINE void
cam_fl_and_rot (__m512i *xl, const __m512i *xh, uint64_t k)
{
  __m512i a[4];
  const __m512i one = _mm512_set1_epi8 (1);
  unsigned i;

  for (i = 0; i < 4; i++)
    a[i] = _mm512_and_si512 (xh[i], key_byte (k, i));
  for (i = 0; i < 4; i++)
    {
      /* A | (B & C): imm8 0xf8. */
      __m512i r = _mm512_ternarylogic_epi64
	(_mm512_add_epi8 (a[i], a[i]),
	 _mm512_srli_epi16 (a[(i + 1) % 4], 7), one, 0xf8);
      xl[i] = _mm512_xor_si512 (xl[i], r);
    }
}

/* xh ^= xl | kl, kl the low word of k (imm8 0x1e: A ^ (B | C)). */
INLINE void
cam_fl_or (__m512i *xh, const __m512i *xl, uint64_t k)
{
  unsigned i;
  for (i = 0; i < 4; i++)
    xh[i] = _mm512_ternarylogic_epi64 (xh[i], xl[i], key_byte (k, 4 + i),
				       0x1e);
}

/* The 16x16 byte transpose of each 128-bit lane across x[0..15]:
   element (register a, byte b) goes to (register rev(b), byte a),
   rev reversing the four bits. */
#define CAM_STAGE(unpacklo, unpackhi, d) do {				\
    for (i = 0; i < 16; i++)						\
      if (!(i & (d)))							\
	{								\
	  __m512i lo = unpacklo (x[i], x[i + (d)]);			\
	  x[i + (d)] = unpackhi (x[i], x[i + (d)]);			\
	  x[i] = lo;							\
	}								\
  } while (0)

INLINE void
cam_transpose (__m512i *x)
{
  unsigned i;
  CAM_STAGE (_mm512_unpacklo_epi8, _mm512_unpackhi_epi8, 1);
  CAM_STAGE (_mm512_unpacklo_epi16, _mm512_unpackhi_epi16, 2);
  CAM_STAGE (_mm512_unpacklo_epi32, _mm512_unpackhi_epi32, 4);
  CAM_STAGE (_mm512_unpacklo_epi64, _mm512_unpackhi_epi64, 8);
}

static const unsigned char cam_rev4[16] = {
  0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15
};

/* The mask of the bytes of register r (64 bytes from 64 r) below
   length. */
INLINE __mmask64
cam_mask (size_t length, unsigned r)
{
  if (length >= 64 * (r + 1))
    return ~(__mmask64) 0;
  if (length <= 64 * r)
    return 0;
  return ((__mmask64) 1 << (length - 64 * r)) - 1;
}

/* Up to 64 blocks, length bytes (a multiple of 16, at most 1024). */
static void
cam_batch (unsigned nkeys, const uint64_t *keys,
	   size_t length, uint8_t *dst, const uint8_t *src)
{
  __m512i x[16], s[16];
  const uint64_t *k = keys;
  const uint64_t *end = keys + nkeys - 2;
  unsigned i;

  for (i = 0; i < 16; i++)
    x[i] = _mm512_maskz_loadu_epi8 (cam_mask (length, i), src + 64 * i);
  cam_transpose (x);
  for (i = 0; i < 16; i++)
    s[i] = x[cam_rev4[i]];

  for (;;)
    {
      for (i = 0; i < 3; i++, k += 2)
	{
	  cam_round (s + 8, s, k[0]);
	  cam_round (s, s + 8, k[1]);
	}
      if (k == end)
	break;
      /* FL on D1, FL^-1 on D2. */
      cam_fl_and_rot (s + 4, s, k[0]);
      cam_fl_or (s, s + 4, k[0]);
      cam_fl_or (s + 8, s + 12, k[1]);
      cam_fl_and_rot (s + 12, s + 8, k[1]);
      k += 2;
    }
  /* Post-whitening, and the halves swapped. */
  for (i = 0; i < 8; i++)
    {
      x[i] = _mm512_xor_si512 (s[8 + i], key_byte (k[0], i));
      x[8 + i] = _mm512_xor_si512 (s[i], key_byte (k[1], i));
    }
  cam_transpose (x);
  for (i = 0; i < 16; i++)
    _mm512_mask_storeu_epi8 (dst + 64 * i, cam_mask (length, i),
			     x[cam_rev4[i]]);
}

void
_nettle_camellia_crypt_avx512 (unsigned nkeys, const uint64_t *keys,
			       const struct camellia_table *T,
			       size_t length, uint8_t *dst,
			       const uint8_t *src)
{
  for (; length >= CAMELLIA_AVX512_BATCH;
       length -= CAMELLIA_AVX512_BATCH, dst += CAMELLIA_AVX512_BATCH,
	 src += CAMELLIA_AVX512_BATCH)
    cam_batch (nkeys, keys, CAMELLIA_AVX512_BATCH, dst, src);
  if (length >= 16 * CAMELLIA_AVX512_MIN_BLOCKS)
    cam_batch (nkeys, keys, length, dst, src);
  else if (length)
    _nettle_camellia_crypt_c (nkeys, keys, T, length, dst, src);
}

#endif /* HAVE_BACKEND_avx512 && __x86_64__ */
