/* sha512-compress.c

   Portable SHA-512 compression of whole blocks (FIPS 180-4, section
   6.4.2), all 80 rounds unrolled: the C variant of the dispatched
   _nettle_sha512_compress_n, and the one-block internal
   _nettle_sha512_compress that Nettle exports.

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

#include "sha2-internal.h"

#include "macros.h"

/* FIPS 180-4, section 4.1.3 */
#define ROTR64(n, x) (((x) >> (n)) | ((x) << (64 - (n))))
#define CH(x, y, z) ((z) ^ ((x) & ((y) ^ (z))))
#define BSIG0(x) (ROTR64(28, (x)) ^ ROTR64(34, (x)) ^ ROTR64(39, (x)))
#define BSIG1(x) (ROTR64(14, (x)) ^ ROTR64(18, (x)) ^ ROTR64(41, (x)))
#define SSIG0(x) (ROTR64(1, (x)) ^ ROTR64(8, (x)) ^ ((x) >> 7))
#define SSIG1(x) (ROTR64(19, (x)) ^ ROTR64(61, (x)) ^ ((x) >> 6))

/* 16-word schedule window, as in sha256-compress-n.c. */
#define W_LOAD(t) (w[t] = READ_UINT64(input + 8 * (t)))
#define W_NEXT(t)							\
  (w[(t) & 15] += SSIG1(w[((t) - 2) & 15]) + w[((t) - 7) & 15]	\
		  + SSIG0(w[((t) - 15) & 15]))

/* One round, as in sha256-compress-n.c: x gets a ^ b, y holds the
   previous round's a ^ b (this round's b ^ c), and
   MAJ(a, b, c) = b ^ ((a ^ b) & (b ^ c)). */
#define ROUND(a, b, c, d, e, f, g, h, t, W, x, y)			\
  do {									\
    h += k[t] + W(t);							\
    h += CH(e, f, g);							\
    h += BSIG1(e);							\
    d += h;								\
    x = a ^ b;								\
    h += b ^ (x & y);							\
    h += BSIG0(a);							\
  } while (0)

#define ROUND8(t, W)							\
  do {									\
    ROUND(a, b, c, d, e, f, g, h, (t) + 0, W, x, y);			\
    ROUND(h, a, b, c, d, e, f, g, (t) + 1, W, y, x);			\
    ROUND(g, h, a, b, c, d, e, f, (t) + 2, W, x, y);			\
    ROUND(f, g, h, a, b, c, d, e, (t) + 3, W, y, x);			\
    ROUND(e, f, g, h, a, b, c, d, (t) + 4, W, x, y);			\
    ROUND(d, e, f, g, h, a, b, c, (t) + 5, W, y, x);			\
    ROUND(c, d, e, f, g, h, a, b, (t) + 6, W, x, y);			\
    ROUND(b, c, d, e, f, g, h, a, (t) + 7, W, y, x);			\
  } while (0)

/* One block, the state in memory. Kept out of line: with GCC 12,
   inlining it into the block loop (or keeping the state in locals
   across blocks) made the C variant 5-10% slower at 1 KiB. */
#if defined(__GNUC__)
# define SHA512_NOINLINE __attribute__((noinline))
#else
# define SHA512_NOINLINE
#endif

static SHA512_NOINLINE void
sha512_block(uint64_t *state, const uint8_t *input, const uint64_t *k)
{
  uint64_t a, b, c, d, e, f, g, h;
  uint64_t w[16];
  uint64_t x, y;

  a = state[0]; b = state[1]; c = state[2]; d = state[3];
  e = state[4]; f = state[5]; g = state[6]; h = state[7];
  y = b ^ c;

  ROUND8(0, W_LOAD);
  ROUND8(8, W_LOAD);
  ROUND8(16, W_NEXT);
  ROUND8(24, W_NEXT);
  ROUND8(32, W_NEXT);
  ROUND8(40, W_NEXT);
  ROUND8(48, W_NEXT);
  ROUND8(56, W_NEXT);
  ROUND8(64, W_NEXT);
  ROUND8(72, W_NEXT);

  state[0] += a; state[1] += b; state[2] += c; state[3] += d;
  state[4] += e; state[5] += f; state[6] += g; state[7] += h;
}

const uint8_t *
_nettle_sha512_compress_n_c(uint64_t *state, const uint64_t *k,
			    size_t blocks, const uint8_t *input)
{
  for (; blocks > 0; blocks--, input += 128)
    sha512_block(state, input, k);
  return input;
}

/* Nettle's internal one-block entry point, kept for binary
   compatibility; goes through the dispatcher like everything else. */
void
_nettle_sha512_compress(uint64_t *state, const uint8_t *input,
			const uint64_t *k)
{
  (void) _nettle_sha512_compress_n(state, k, 1, input);
}
