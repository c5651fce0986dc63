/* sha1-compress.c

   Portable SHA-1 compression of one block (FIPS 180-4, section
   6.1.2), all 80 rounds unrolled; the C variant of the dispatched
   sha1_compress.

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

#include "sha1.h"
#include "sha1-internal.h"

#include "macros.h"

/* FIPS 180-4, section 4.1.1: the round functions of rounds 0-19,
   20-39 and 60-79, and 40-59. */
#define F_CH(x, y, z) ((z) ^ ((x) & ((y) ^ (z))))
#define F_PARITY(x, y, z) ((x) ^ (y) ^ (z))
#define F_MAJ(x, y, z) (((x) & (y)) ^ ((z) & ((x) ^ (y))))

/* FIPS 180-4, section 4.2.1 */
#define K1 0x5a827999UL
#define K2 0x6ed9eba1UL
#define K3 0x8f1bbcdcUL
#define K4 0xca62c1d6UL

/* 16-word schedule window: round t >= 16 overwrites w[t mod 16],
   which held W[t-16], with W[t]. */
#define W_LOAD(t) (w[t] = READ_UINT32(data + 4 * (t)))
#define W_NEXT(t)							\
  (w[(t) & 15] = ROTL32(1, w[((t) - 3) & 15] ^ w[((t) - 8) & 15]	\
			^ w[((t) - 14) & 15] ^ w[(t) & 15]))

#define ROUND(a, b, c, d, e, F, K, t, W)				\
  do {									\
    e += ROTL32(5, a) + F(b, c, d) + K + W(t);				\
    b = ROTL32(30, b);							\
  } while (0)

/* Five rounds from t; the roles are back in place afterwards. */
#define ROUND5(t, F, K, W)						\
  do {									\
    ROUND(a, b, c, d, e, F, K, (t) + 0, W);				\
    ROUND(e, a, b, c, d, F, K, (t) + 1, W);				\
    ROUND(d, e, a, b, c, F, K, (t) + 2, W);				\
    ROUND(c, d, e, a, b, F, K, (t) + 3, W);				\
    ROUND(b, c, d, e, a, F, K, (t) + 4, W);				\
  } while (0)

void
_nettle_sha1_compress_c(uint32_t *state, const uint8_t *data)
{
  uint32_t a, b, c, d, e;
  uint32_t w[16];

  a = state[0]; b = state[1]; c = state[2]; d = state[3]; e = state[4];

  ROUND5(0, F_CH, K1, W_LOAD);
  ROUND5(5, F_CH, K1, W_LOAD);
  ROUND5(10, F_CH, K1, W_LOAD);
  /* Round 15 is the last to read the block. */
  ROUND(a, b, c, d, e, F_CH, K1, 15, W_LOAD);
  ROUND(e, a, b, c, d, F_CH, K1, 16, W_NEXT);
  ROUND(d, e, a, b, c, F_CH, K1, 17, W_NEXT);
  ROUND(c, d, e, a, b, F_CH, K1, 18, W_NEXT);
  ROUND(b, c, d, e, a, F_CH, K1, 19, W_NEXT);

  ROUND5(20, F_PARITY, K2, W_NEXT);
  ROUND5(25, F_PARITY, K2, W_NEXT);
  ROUND5(30, F_PARITY, K2, W_NEXT);
  ROUND5(35, F_PARITY, K2, W_NEXT);

  ROUND5(40, F_MAJ, K3, W_NEXT);
  ROUND5(45, F_MAJ, K3, W_NEXT);
  ROUND5(50, F_MAJ, K3, W_NEXT);
  ROUND5(55, F_MAJ, K3, W_NEXT);

  ROUND5(60, F_PARITY, K4, W_NEXT);
  ROUND5(65, F_PARITY, K4, W_NEXT);
  ROUND5(70, F_PARITY, K4, W_NEXT);
  ROUND5(75, F_PARITY, K4, W_NEXT);

  state[0] += a; state[1] += b; state[2] += c; state[3] += d;
  state[4] += e;
}
