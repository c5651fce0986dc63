/* umac-internal.h

   The layers of UHASH (RFC 4418 section 5) shared by the four UMAC
   sizes. Not installed.

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

#ifndef NETTLE_UMAC_INTERNAL_H_INCLUDED
#define NETTLE_UMAC_INTERNAL_H_INCLUDED

#include "nettle-types.h"
#include "umac.h"

#define _umac_set_key _nettle_umac_set_key
#define _umac_nh _nettle_umac_nh
#define _umac_nh_n _nettle_umac_nh_n
#define _umac_poly64 _nettle_umac_poly64
#define _umac_poly128 _nettle_umac_poly128
#define _umac_l2_init _nettle_umac_l2_init
#define _umac_l2 _nettle_umac_l2
#define _umac_l2_final _nettle_umac_l2_final
#define _umac_l3_init _nettle_umac_l3_init
#define _umac_l3 _nettle_umac_l3

/* Derives all subkeys for n iterations (RFC 4418 sections 4.1 and
   5.6) from the 16-byte key: l1_key (1024 + 16 (n-1) bytes as
   big-endian words), l2_key (masked), l3_key1 (reduced mod 2^36 - 5),
   l3_key2, and the AES key for the pads. */
void
_nettle_umac_set_key (uint32_t *l1_key, uint32_t *l2_key,
		      uint64_t *l3_key1, uint32_t *l3_key2,
		      struct aes128_ctx *pad, const uint8_t *key, unsigned n);

/* NH (section 5.1) of length bytes (a multiple of 32, 32..1024) at msg,
   read as little-endian words, with key words key[0...]. */
uint64_t
_nettle_umac_nh (const uint32_t *key, unsigned length, const uint8_t *msg);

/* out[i] = _nettle_umac_nh (key + 4*i, length, msg) for i < n (1 to
   4), reading msg once. */
void
_nettle_umac_nh_n (uint64_t *out, unsigned n, const uint32_t *key,
		   unsigned length, const uint8_t *msg);

/* Both are dispatched (fat-table.h). Variants: _c (umac-nh.c,
   umac-nh-n.c: SSE2 intrinsics on x86, portable C elsewhere) and
   _avx512 (umac-nh-avx512.c, AVX-512F, x86_64 builds with the avx512
   backend). */
uint64_t
_nettle_umac_nh_c (const uint32_t *key, unsigned length, const uint8_t *msg);
uint64_t
_nettle_umac_nh_avx512 (const uint32_t *key, unsigned length,
			const uint8_t *msg);
void
_nettle_umac_nh_n_c (uint64_t *out, unsigned n, const uint32_t *key,
		     unsigned length, const uint8_t *msg);
void
_nettle_umac_nh_n_avx512 (uint64_t *out, unsigned n, const uint32_t *key,
			  unsigned length, const uint8_t *msg);

/* One step of POLY with 64-bit words (section 5.3): y * k + m modulo
   2^64 - 59, with the marker step for m >= 2^64 - 2^32. k = kh 2^32 + kl.
   Neither y nor the result need be fully reduced (they are < 2^64). */
uint64_t
_nettle_umac_poly64 (uint32_t kh, uint32_t kl, uint64_t y, uint64_t m);

/* The same with 128-bit words modulo 2^128 - 159: k[0..3] most
   significant first, y[0] high and y[1] low half, updated in place;
   the word is mh 2^64 + ml. */
void
_nettle_umac_poly128 (const uint32_t *k, uint64_t *y, uint64_t mh, uint64_t ml);

/* Masks size key words with 0x01ffffff. */
void
_nettle_umac_l2_init (unsigned size, uint32_t *k);

/* Second layer (section 5.4): feeds m[i], the count'th NH output
   (count counts from 1) of iteration i, into state for each i < n.
   Keys are key[6i .. 6i+5]; state holds 3n words. */
void
_nettle_umac_l2 (const uint32_t *key, uint64_t *state, unsigned n,
		 uint64_t count, const uint64_t *m);

/* Ends the second layer after count NH outputs; leaves the 128-bit
   result of iteration i in state[2i] (high) and state[2i+1] (low). */
void
_nettle_umac_l2_final (const uint32_t *key, uint64_t *state, unsigned n,
		       uint64_t count);

/* Reduces size keys modulo 2^36 - 5. */
void
_nettle_umac_l3_init (unsigned size, uint64_t *k);

/* Third layer (section 5.5) without the final xor with l3_key2: the
   inner product of the 16-bit pieces of m[0] (high), m[1] (low) with
   key[0..7], modulo 2^36 - 5, truncated to 32 bits. */
uint32_t
_nettle_umac_l3 (const uint64_t *key, const uint64_t *m);

/* L3's pieces, shared by _nettle_umac_l3 and the one-block path of
   umac-common.h (where m[0] is 0 and its half is left out): the inner
   product of the four 16-bit pieces of x (most significant first) with
   key[0..3] (each below 2^36; the sum is below 2^54), and the reduction
   of a sum below 2^56 modulo 2^36 - 5, truncated to 32 bits. */
static inline uint64_t
_umac_l3_sum (const uint64_t *key, uint64_t x)
{
  return (x >> 48) * key[0] + ((x >> 32) & 0xffff) * key[1]
    + ((x >> 16) & 0xffff) * key[2] + (x & 0xffff) * key[3];
}

static inline uint32_t
_umac_l3_reduce (uint64_t y)
{
  const uint64_t p36 = (UINT64_C (1) << 36) - 5;
  uint64_t t;
  /* 2^36 = 5 (mod p36), so y = hi 2^36 + lo is congruent to 5 hi + lo
     < 2^36 + 5 * 2^20, and one masked subtraction finishes it (no
     branch on the key-dependent y). */
  y = (y >> 36) * 5 + (y & ((UINT64_C (1) << 36) - 1));
  t = y - p36;
  return (uint32_t) (t + (p36 & -(t >> 63)));
}

/* The carry out of r = a + b (mod 2^64), as 0 or 1, computed from the
   top bits: a comparison such as r < a becomes a branch on 32-bit x86,
   and the POLY layer's values are keyed. */
static inline uint64_t
_umac_carry (uint64_t a, uint64_t b, uint64_t r)
{
  return ((a & b) | ((a | b) & ~r)) >> 63;
}

#endif /* NETTLE_UMAC_INTERNAL_H_INCLUDED */
