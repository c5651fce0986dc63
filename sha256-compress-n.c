/* sha256-compress-n.c

   Portable SHA-256 compression over any number of whole blocks
   (FIPS 180-4, section 6.2.2), all 64 rounds unrolled; the C
   variant of the dispatched _nettle_sha256_compress_n.

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

/* FIPS 180-4, section 4.1.2 */
#define ROTR32(n, x) (((x) >> (n)) | ((x) << (32 - (n))))
#define CH(x, y, z) ((z) ^ ((x) & ((y) ^ (z))))
#define BSIG0(x) (ROTR32(2, (x)) ^ ROTR32(13, (x)) ^ ROTR32(22, (x)))
#define BSIG1(x) (ROTR32(6, (x)) ^ ROTR32(11, (x)) ^ ROTR32(25, (x)))
#define SSIG0(x) (ROTR32(7, (x)) ^ ROTR32(18, (x)) ^ ((x) >> 3))
#define SSIG1(x) (ROTR32(17, (x)) ^ ROTR32(19, (x)) ^ ((x) >> 10))

/* The message schedule lives in a 16-word window w[]: round t < 16
   reads word t of the block, round t >= 16 replaces w[t mod 16]
   (which held W[t-16]) by W[t]. */
#define W_LOAD(t) (w[t] = READ_UINT32(input + 4 * (t)))
#define W_NEXT(t)							\
  (w[(t) & 15] += SSIG1(w[((t) - 2) & 15]) + w[((t) - 7) & 15]	\
		  + SSIG0(w[((t) - 15) & 15]))

/* One round; the caller rotates the roles of the eight variables
   instead of moving values. x gets a ^ b; y holds the previous
   round's a ^ b, which is this round's b ^ c, so that
   MAJ(a, b, c) = b ^ ((a ^ b) & (b ^ c)) takes two more operations.
   The additions are ordered so that the ones on e and a come last. */
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

/* Eight rounds starting at t, after which the roles are back where
   they started. */
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

const uint8_t *
_nettle_sha256_compress_n_c(uint32_t *state, const uint32_t *k,
			    size_t blocks, const uint8_t *input)
{
  uint32_t a, b, c, d, e, f, g, h;
  uint32_t w[16];
  uint32_t x, y;

  a = state[0]; b = state[1]; c = state[2]; d = state[3];
  e = state[4]; f = state[5]; g = state[6]; h = state[7];

  for (; blocks > 0; blocks--, input += 64)
    {
      uint32_t a0 = a, b0 = b, c0 = c, d0 = d;
      uint32_t e0 = e, f0 = f, g0 = g, h0 = h;

      y = b ^ c;

      ROUND8(0, W_LOAD);
      ROUND8(8, W_LOAD);
      ROUND8(16, W_NEXT);
      ROUND8(24, W_NEXT);
      ROUND8(32, W_NEXT);
      ROUND8(40, W_NEXT);
      ROUND8(48, W_NEXT);
      ROUND8(56, W_NEXT);

      a += a0; b += b0; c += c0; d += d0;
      e += e0; f += f0; g += g0; h += h0;
    }

  state[0] = a; state[1] = b; state[2] = c; state[3] = d;
  state[4] = e; state[5] = f; state[6] = g; state[7] = h;
  return input;
}
