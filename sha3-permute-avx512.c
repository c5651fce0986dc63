/* sha3-permute-avx512.c

   _nettle_sha3_permute_avx512: Keccak-f[1600] (FIPS 202, section 3.3)
   on the AVX-512 vector unit. Each of the 25 lanes lives in the low
   quadword of its own xmm register (AVX-512VL gives 32 of them), so
   pi is only a renaming of variables, as in the portable C; what the
   vector unit adds is VPTERNLOGQ, which does theta's five-way column
   parities in two instructions and chi's b0 ^ (~b1 & b2) in one (no
   lane complementing needed), and VPROLQ for rho. Compiled only for
   builds with the avx512 backend (x86_64), for AVX-512F/VL through the
   target pragma below; fat-table.h lists the variant under FAT_AVX512.

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

#include "sha3.h"
#include "sha3-internal.h"

#if HAVE_BACKEND_avx512 && defined(__x86_64__)

#include <immintrin.h>

#pragma GCC target ("avx512f,avx512vl")

/* VPTERNLOGQ truth tables, for operands (a, b, c): a ^ b ^ c, and
   a ^ (~b & c). */
#define XOR3(a, b, c) _mm_ternarylogic_epi64 ((a), (b), (c), 0x96)
#define CHI(a, b, c) _mm_ternarylogic_epi64 ((a), (b), (c), 0xd2)
#define ROL(x, n) _mm_rol_epi64 ((x), (n))

/* One round from the lanes A<x><y> to E<x><y> (lane (x, y) is state
   word x + 5y), with the same row-at-a-time order as sha3-permute.c:
   row Y of the result needs only the five rotated lanes b0..b4 of its
   row after pi, which keeps the live registers under 32. The theta
   xor and the rotation of each lane are in B_LANE. */
#define B_LANE(A, x, y, d, r) ROL (_mm_xor_si128 (A##x##y, d), r)
#define CHI_ROW(E, y) do {						\
    E##0##y = CHI (b0, b1, b2);						\
    E##1##y = CHI (b1, b2, b3);						\
    E##2##y = CHI (b2, b3, b4);						\
    E##3##y = CHI (b3, b4, b0);						\
    E##4##y = CHI (b4, b0, b1);						\
  } while (0)

#define KECCAK_ROUND(A, E, rc) do {					\
    __m128i c0, c1, c2, c3, c4;						\
    __m128i d0, d1, d2, d3, d4;						\
    __m128i b0, b1, b2, b3, b4;						\
    c0 = XOR3 (XOR3 (A##00, A##01, A##02), A##03, A##04);		\
    c1 = XOR3 (XOR3 (A##10, A##11, A##12), A##13, A##14);		\
    c2 = XOR3 (XOR3 (A##20, A##21, A##22), A##23, A##24);		\
    c3 = XOR3 (XOR3 (A##30, A##31, A##32), A##33, A##34);		\
    c4 = XOR3 (XOR3 (A##40, A##41, A##42), A##43, A##44);		\
    d0 = _mm_xor_si128 (c4, ROL (c1, 1));				\
    d1 = _mm_xor_si128 (c0, ROL (c2, 1));				\
    d2 = _mm_xor_si128 (c1, ROL (c3, 1));				\
    d3 = _mm_xor_si128 (c2, ROL (c4, 1));				\
    d4 = _mm_xor_si128 (c3, ROL (c0, 1));				\
    b0 = _mm_xor_si128 (A##00, d0);					\
    b1 = B_LANE (A, 1, 1, d1, 44);					\
    b2 = B_LANE (A, 2, 2, d2, 43);					\
    b3 = B_LANE (A, 3, 3, d3, 21);					\
    b4 = B_LANE (A, 4, 4, d4, 14);					\
    CHI_ROW (E, 0);							\
    E##00 = _mm_xor_si128 (E##00, (rc));				\
    b0 = B_LANE (A, 3, 0, d3, 28);					\
    b1 = B_LANE (A, 4, 1, d4, 20);					\
    b2 = B_LANE (A, 0, 2, d0, 3);					\
    b3 = B_LANE (A, 1, 3, d1, 45);					\
    b4 = B_LANE (A, 2, 4, d2, 61);					\
    CHI_ROW (E, 1);							\
    b0 = B_LANE (A, 1, 0, d1, 1);					\
    b1 = B_LANE (A, 2, 1, d2, 6);					\
    b2 = B_LANE (A, 3, 2, d3, 25);					\
    b3 = B_LANE (A, 4, 3, d4, 8);					\
    b4 = B_LANE (A, 0, 4, d0, 18);					\
    CHI_ROW (E, 2);							\
    b0 = B_LANE (A, 4, 0, d4, 27);					\
    b1 = B_LANE (A, 0, 1, d0, 36);					\
    b2 = B_LANE (A, 1, 2, d1, 10);					\
    b3 = B_LANE (A, 2, 3, d2, 15);					\
    b4 = B_LANE (A, 3, 4, d3, 56);					\
    CHI_ROW (E, 3);							\
    b0 = B_LANE (A, 2, 0, d2, 62);					\
    b1 = B_LANE (A, 3, 1, d3, 55);					\
    b2 = B_LANE (A, 4, 2, d4, 39);					\
    b3 = B_LANE (A, 0, 3, d0, 41);					\
    b4 = B_LANE (A, 1, 4, d1, 2);					\
    CHI_ROW (E, 4);							\
  } while (0)

/* Iota's round constants, as a table for the rolled loop. */
static const uint64_t sha3_avx512_rc[24] = {
  SHA3_RC0,  SHA3_RC1,  SHA3_RC2,  SHA3_RC3,  SHA3_RC4,  SHA3_RC5,
  SHA3_RC6,  SHA3_RC7,  SHA3_RC8,  SHA3_RC9,  SHA3_RC10, SHA3_RC11,
  SHA3_RC12, SHA3_RC13, SHA3_RC14, SHA3_RC15, SHA3_RC16, SHA3_RC17,
  SHA3_RC18, SHA3_RC19, SHA3_RC20, SHA3_RC21, SHA3_RC22, SHA3_RC23,
};

#define LOAD(i) _mm_loadl_epi64 ((const __m128i *) (s + (i)))
#define LOAD_RC(i) \
  _mm_loadl_epi64 ((const __m128i *) (sha3_avx512_rc + (i)))
#define STORE(i, v) _mm_storel_epi64 ((__m128i *) (s + (i)), (v))

void
_nettle_sha3_permute_avx512 (struct sha3_state *state)
{
  uint64_t *s = state->a;
  __m128i a00, a10, a20, a30, a40;
  __m128i a01, a11, a21, a31, a41;
  __m128i a02, a12, a22, a32, a42;
  __m128i a03, a13, a23, a33, a43;
  __m128i a04, a14, a24, a34, a44;
  __m128i e00, e10, e20, e30, e40;
  __m128i e01, e11, e21, e31, e41;
  __m128i e02, e12, e22, e32, e42;
  __m128i e03, e13, e23, e33, e43;
  __m128i e04, e14, e24, e34, e44;
  unsigned i;

  a00 = LOAD (0);  a10 = LOAD (1);  a20 = LOAD (2);  a30 = LOAD (3);
  a40 = LOAD (4);  a01 = LOAD (5);  a11 = LOAD (6);  a21 = LOAD (7);
  a31 = LOAD (8);  a41 = LOAD (9);  a02 = LOAD (10); a12 = LOAD (11);
  a22 = LOAD (12); a32 = LOAD (13); a42 = LOAD (14); a03 = LOAD (15);
  a13 = LOAD (16); a23 = LOAD (17); a33 = LOAD (18); a43 = LOAD (19);
  a04 = LOAD (20); a14 = LOAD (21); a24 = LOAD (22); a34 = LOAD (23);
  a44 = LOAD (24);

  for (i = 0; i < 24; i += 2)
    {
      KECCAK_ROUND (a, e, LOAD_RC (i));
      KECCAK_ROUND (e, a, LOAD_RC (i + 1));
    }

  STORE (0, a00);  STORE (1, a10);  STORE (2, a20);  STORE (3, a30);
  STORE (4, a40);  STORE (5, a01);  STORE (6, a11);  STORE (7, a21);
  STORE (8, a31);  STORE (9, a41);  STORE (10, a02); STORE (11, a12);
  STORE (12, a22); STORE (13, a32); STORE (14, a42); STORE (15, a03);
  STORE (16, a13); STORE (17, a23); STORE (18, a33); STORE (19, a43);
  STORE (20, a04); STORE (21, a14); STORE (22, a24); STORE (23, a34);
  STORE (24, a44);
}

#endif /* HAVE_BACKEND_avx512 && __x86_64__ */
