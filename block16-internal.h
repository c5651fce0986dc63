/* block16-internal.h

   Doubling in GF(2^128) for CMAC, EAX, OCB and SIV (internal).

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

#ifndef NETTLE_BLOCK16_INTERNAL_H_INCLUDED
#define NETTLE_BLOCK16_INTERNAL_H_INCLUDED

#include <string.h>

#include "nettle-types.h"
#include "macros.h"

/* dst = src * x in GF(2^128) modulo x^128 + x^7 + x^2 + x + 1, the
   block read as a big-endian number (SP 800-38B's and RFC 7253's
   "double"). No branch on the bits, which derive from the key.
   dst == src is allowed. */
#if defined(__GNUC__) && defined(__BYTE_ORDER__) \
  && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
# define BLOCK16_LOAD_BE(p) __builtin_bswap64(p)
# define BLOCK16_STORE_BE(x) __builtin_bswap64(x)
#elif defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
# define BLOCK16_LOAD_BE(p) (p)
# define BLOCK16_STORE_BE(x) (x)
#endif

/* A 16-byte vector where the compiler has them (GCC and clang on every
   target; without SIMD they lower it to words). */
#if defined(__GNUC__)
typedef uint64_t block16_vec __attribute__((vector_size(16)));
#endif

/* dst = a || b, two 64-bit words in host order, in one 16-byte store
   where the compiler has vectors (see block16_xor_bytes for why). */
static inline void
block16_write64(uint8_t *dst, uint64_t a, uint64_t b)
{
#if defined(__GNUC__)
  block16_vec v = { a, b };
  memcpy(dst, &v, 16);
#else
  memcpy(dst, &a, 8);
  memcpy(dst + 8, &b, 8);
#endif
}

/* dst = hi || lo as two big-endian 64-bit numbers. */
static inline void
block16_set_be64(uint8_t *dst, uint64_t hi, uint64_t lo)
{
#ifdef BLOCK16_STORE_BE
  block16_write64(dst, BLOCK16_STORE_BE(hi), BLOCK16_STORE_BE(lo));
#else
  WRITE_UINT64(dst, hi);
  WRITE_UINT64(dst + 8, lo);
#endif
}

/* dst = a || b as two little-endian 64-bit numbers. */
static inline void
block16_set_le64(uint8_t *dst, uint64_t a, uint64_t b)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  block16_write64(dst, a, b);
#elif defined(__GNUC__) && defined(__BYTE_ORDER__) \
  && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  block16_write64(dst, __builtin_bswap64(a), __builtin_bswap64(b));
#else
  LE_WRITE_UINT64(dst, a);
  LE_WRITE_UINT64(dst + 8, b);
#endif
}

/* Multiplication by x in GF(2^128) modulo x^128 + x^7 + x^2 + x + 1,
   on a 128-bit value held as two words (hi the more significant), so
   that a chain of doublings stays in registers. The block's byte
   order only decides how the words are loaded: big-endian for CMAC,
   EAX, OCB and SIV (block16_double_be), little-endian for XTS. */
static inline void
block16_mulx_words(uint64_t *hi, uint64_t *lo)
{
  uint64_t carry = *hi >> 63;

  *hi = (*hi << 1) | (*lo >> 63);
  *lo = (*lo << 1) ^ (0x87 & -carry);
}

static inline void
block16_double_be(union nettle_block16 *dst, const union nettle_block16 *src)
{
#ifdef BLOCK16_LOAD_BE
  uint64_t hi = BLOCK16_LOAD_BE(src->u64[0]);
  uint64_t lo = BLOCK16_LOAD_BE(src->u64[1]);
#else
  uint64_t hi = READ_UINT64(src->b);
  uint64_t lo = READ_UINT64(src->b + 8);
#endif
  block16_mulx_words(&hi, &lo);
  block16_set_be64(dst->b, hi, lo);
}

/* x ^= b over 16 bytes (any alignment; x == b allowed), in one
   16-byte store where the compiler has vectors. A block is usually
   read by a cipher or GHASH right after, as one 16-byte load, and such
   a load of two 8-byte stores (or of 16 byte stores) waits for them
   to reach the cache instead of being forwarded: more than ten
   cycles, a third of a short message's cost. */
static inline void
block16_xor_bytes(uint8_t *x, const uint8_t *b)
{
#if defined(__GNUC__)
  block16_vec u, v;
  memcpy(&u, x, 16);
  memcpy(&v, b, 16);
  u ^= v;
  memcpy(x, &u, 16);
#else
  uint64_t u[2], v[2];
  memcpy(u, x, 16);
  memcpy(v, b, 16);
  u[0] ^= v[0];
  u[1] ^= v[1];
  memcpy(x, u, 16);
#endif
}

/* r ^= x, whole blocks. */
static inline void
block16_xor(union nettle_block16 *r, const union nettle_block16 *x)
{
  block16_xor_bytes(r->b, x->b);
}

#endif /* NETTLE_BLOCK16_INTERNAL_H_INCLUDED */
