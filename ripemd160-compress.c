/* ripemd160-compress.c

   The RIPEMD-160 compression function, both lines straight-line.

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

#include "ripemd160-internal.h"

#include "macros.h"

/* The five boolean functions of RIPEMD-160 (Dobbertin, Bosselaers,
   Preneel, "RIPEMD-160: A Strengthened Version of RIPEMD", 1996,
   appendix A). F2 and F4 are written as multiplexers. */
#define F1(x, y, z) ((x) ^ (y) ^ (z))
#define F2(x, y, z) ((z) ^ ((x) & ((y) ^ (z))))
#define F3(x, y, z) (((x) | ~(y)) ^ (z))
#define F4(x, y, z) ((y) ^ ((z) & ((x) ^ (y))))
#define F5(x, y, z) ((x) ^ ((y) | ~(z)))

/* a = (a + f(b, c, d) + word + k) <<< s + e;  c = c <<< 10.
   The callers rotate the five roles instead of moving values. The
   word and constant are added first, off the chain through b. */
#define STEP(f, a, b, c, d, e, word, k, s)				\
  do {									\
    (a) += (word) + (k);						\
    (a) += f((b), (c), (d));						\
    (a) = ROTL32((s), (a)) + (e);					\
    (c) = ROTL32(10, (c));						\
  } while (0)

/* The message words are read where used rather than copied to an
   array first: on little-endian machines each read is one load, and
   GCC does not vectorize a copy loop. */
#define X(i) LE_READ_UINT32(data + 4 * (i))

void
_nettle_ripemd160_compress(uint32_t *state, const uint8_t *data)
{
  uint32_t al, bl, cl, dl, el;
  uint32_t ar, br, cr, dr, er;
  uint32_t t;

  al = ar = state[0];
  bl = br = state[1];
  cl = cr = state[2];
  dl = dr = state[3];
  el = er = state[4];

  /* The word order, shift amounts and constants of both lines are
     those of the specification's appendix A. The two lines are
     independent until the end: their steps alternate here, left
     then right, so that each chain runs while the other waits.
     GCC keeps the source order for the most part, and the
     out-of-order window is far shorter than one line. */
  /* Left round 1, right round 1 */
  STEP(F1, al, bl, cl, dl, el, X( 0), 0, 11);
  STEP(F5, ar, br, cr, dr, er, X( 5), 0x50a28be6UL,  8);
  STEP(F1, el, al, bl, cl, dl, X( 1), 0, 14);
  STEP(F5, er, ar, br, cr, dr, X(14), 0x50a28be6UL,  9);
  STEP(F1, dl, el, al, bl, cl, X( 2), 0, 15);
  STEP(F5, dr, er, ar, br, cr, X( 7), 0x50a28be6UL,  9);
  STEP(F1, cl, dl, el, al, bl, X( 3), 0, 12);
  STEP(F5, cr, dr, er, ar, br, X( 0), 0x50a28be6UL, 11);
  STEP(F1, bl, cl, dl, el, al, X( 4), 0,  5);
  STEP(F5, br, cr, dr, er, ar, X( 9), 0x50a28be6UL, 13);
  STEP(F1, al, bl, cl, dl, el, X( 5), 0,  8);
  STEP(F5, ar, br, cr, dr, er, X( 2), 0x50a28be6UL, 15);
  STEP(F1, el, al, bl, cl, dl, X( 6), 0,  7);
  STEP(F5, er, ar, br, cr, dr, X(11), 0x50a28be6UL, 15);
  STEP(F1, dl, el, al, bl, cl, X( 7), 0,  9);
  STEP(F5, dr, er, ar, br, cr, X( 4), 0x50a28be6UL,  5);
  STEP(F1, cl, dl, el, al, bl, X( 8), 0, 11);
  STEP(F5, cr, dr, er, ar, br, X(13), 0x50a28be6UL,  7);
  STEP(F1, bl, cl, dl, el, al, X( 9), 0, 13);
  STEP(F5, br, cr, dr, er, ar, X( 6), 0x50a28be6UL,  7);
  STEP(F1, al, bl, cl, dl, el, X(10), 0, 14);
  STEP(F5, ar, br, cr, dr, er, X(15), 0x50a28be6UL,  8);
  STEP(F1, el, al, bl, cl, dl, X(11), 0, 15);
  STEP(F5, er, ar, br, cr, dr, X( 8), 0x50a28be6UL, 11);
  STEP(F1, dl, el, al, bl, cl, X(12), 0,  6);
  STEP(F5, dr, er, ar, br, cr, X( 1), 0x50a28be6UL, 14);
  STEP(F1, cl, dl, el, al, bl, X(13), 0,  7);
  STEP(F5, cr, dr, er, ar, br, X(10), 0x50a28be6UL, 14);
  STEP(F1, bl, cl, dl, el, al, X(14), 0,  9);
  STEP(F5, br, cr, dr, er, ar, X( 3), 0x50a28be6UL, 12);
  STEP(F1, al, bl, cl, dl, el, X(15), 0,  8);
  STEP(F5, ar, br, cr, dr, er, X(12), 0x50a28be6UL,  6);
  /* Left round 2, right round 2 */
  STEP(F2, el, al, bl, cl, dl, X( 7), 0x5a827999UL,  7);
  STEP(F4, er, ar, br, cr, dr, X( 6), 0x5c4dd124UL,  9);
  STEP(F2, dl, el, al, bl, cl, X( 4), 0x5a827999UL,  6);
  STEP(F4, dr, er, ar, br, cr, X(11), 0x5c4dd124UL, 13);
  STEP(F2, cl, dl, el, al, bl, X(13), 0x5a827999UL,  8);
  STEP(F4, cr, dr, er, ar, br, X( 3), 0x5c4dd124UL, 15);
  STEP(F2, bl, cl, dl, el, al, X( 1), 0x5a827999UL, 13);
  STEP(F4, br, cr, dr, er, ar, X( 7), 0x5c4dd124UL,  7);
  STEP(F2, al, bl, cl, dl, el, X(10), 0x5a827999UL, 11);
  STEP(F4, ar, br, cr, dr, er, X( 0), 0x5c4dd124UL, 12);
  STEP(F2, el, al, bl, cl, dl, X( 6), 0x5a827999UL,  9);
  STEP(F4, er, ar, br, cr, dr, X(13), 0x5c4dd124UL,  8);
  STEP(F2, dl, el, al, bl, cl, X(15), 0x5a827999UL,  7);
  STEP(F4, dr, er, ar, br, cr, X( 5), 0x5c4dd124UL,  9);
  STEP(F2, cl, dl, el, al, bl, X( 3), 0x5a827999UL, 15);
  STEP(F4, cr, dr, er, ar, br, X(10), 0x5c4dd124UL, 11);
  STEP(F2, bl, cl, dl, el, al, X(12), 0x5a827999UL,  7);
  STEP(F4, br, cr, dr, er, ar, X(14), 0x5c4dd124UL,  7);
  STEP(F2, al, bl, cl, dl, el, X( 0), 0x5a827999UL, 12);
  STEP(F4, ar, br, cr, dr, er, X(15), 0x5c4dd124UL,  7);
  STEP(F2, el, al, bl, cl, dl, X( 9), 0x5a827999UL, 15);
  STEP(F4, er, ar, br, cr, dr, X( 8), 0x5c4dd124UL, 12);
  STEP(F2, dl, el, al, bl, cl, X( 5), 0x5a827999UL,  9);
  STEP(F4, dr, er, ar, br, cr, X(12), 0x5c4dd124UL,  7);
  STEP(F2, cl, dl, el, al, bl, X( 2), 0x5a827999UL, 11);
  STEP(F4, cr, dr, er, ar, br, X( 4), 0x5c4dd124UL,  6);
  STEP(F2, bl, cl, dl, el, al, X(14), 0x5a827999UL,  7);
  STEP(F4, br, cr, dr, er, ar, X( 9), 0x5c4dd124UL, 15);
  STEP(F2, al, bl, cl, dl, el, X(11), 0x5a827999UL, 13);
  STEP(F4, ar, br, cr, dr, er, X( 1), 0x5c4dd124UL, 13);
  STEP(F2, el, al, bl, cl, dl, X( 8), 0x5a827999UL, 12);
  STEP(F4, er, ar, br, cr, dr, X( 2), 0x5c4dd124UL, 11);
  /* Left round 3, right round 3 */
  STEP(F3, dl, el, al, bl, cl, X( 3), 0x6ed9eba1UL, 11);
  STEP(F3, dr, er, ar, br, cr, X(15), 0x6d703ef3UL,  9);
  STEP(F3, cl, dl, el, al, bl, X(10), 0x6ed9eba1UL, 13);
  STEP(F3, cr, dr, er, ar, br, X( 5), 0x6d703ef3UL,  7);
  STEP(F3, bl, cl, dl, el, al, X(14), 0x6ed9eba1UL,  6);
  STEP(F3, br, cr, dr, er, ar, X( 1), 0x6d703ef3UL, 15);
  STEP(F3, al, bl, cl, dl, el, X( 4), 0x6ed9eba1UL,  7);
  STEP(F3, ar, br, cr, dr, er, X( 3), 0x6d703ef3UL, 11);
  STEP(F3, el, al, bl, cl, dl, X( 9), 0x6ed9eba1UL, 14);
  STEP(F3, er, ar, br, cr, dr, X( 7), 0x6d703ef3UL,  8);
  STEP(F3, dl, el, al, bl, cl, X(15), 0x6ed9eba1UL,  9);
  STEP(F3, dr, er, ar, br, cr, X(14), 0x6d703ef3UL,  6);
  STEP(F3, cl, dl, el, al, bl, X( 8), 0x6ed9eba1UL, 13);
  STEP(F3, cr, dr, er, ar, br, X( 6), 0x6d703ef3UL,  6);
  STEP(F3, bl, cl, dl, el, al, X( 1), 0x6ed9eba1UL, 15);
  STEP(F3, br, cr, dr, er, ar, X( 9), 0x6d703ef3UL, 14);
  STEP(F3, al, bl, cl, dl, el, X( 2), 0x6ed9eba1UL, 14);
  STEP(F3, ar, br, cr, dr, er, X(11), 0x6d703ef3UL, 12);
  STEP(F3, el, al, bl, cl, dl, X( 7), 0x6ed9eba1UL,  8);
  STEP(F3, er, ar, br, cr, dr, X( 8), 0x6d703ef3UL, 13);
  STEP(F3, dl, el, al, bl, cl, X( 0), 0x6ed9eba1UL, 13);
  STEP(F3, dr, er, ar, br, cr, X(12), 0x6d703ef3UL,  5);
  STEP(F3, cl, dl, el, al, bl, X( 6), 0x6ed9eba1UL,  6);
  STEP(F3, cr, dr, er, ar, br, X( 2), 0x6d703ef3UL, 14);
  STEP(F3, bl, cl, dl, el, al, X(13), 0x6ed9eba1UL,  5);
  STEP(F3, br, cr, dr, er, ar, X(10), 0x6d703ef3UL, 13);
  STEP(F3, al, bl, cl, dl, el, X(11), 0x6ed9eba1UL, 12);
  STEP(F3, ar, br, cr, dr, er, X( 0), 0x6d703ef3UL, 13);
  STEP(F3, el, al, bl, cl, dl, X( 5), 0x6ed9eba1UL,  7);
  STEP(F3, er, ar, br, cr, dr, X( 4), 0x6d703ef3UL,  7);
  STEP(F3, dl, el, al, bl, cl, X(12), 0x6ed9eba1UL,  5);
  STEP(F3, dr, er, ar, br, cr, X(13), 0x6d703ef3UL,  5);
  /* Left round 4, right round 4 */
  STEP(F4, cl, dl, el, al, bl, X( 1), 0x8f1bbcdcUL, 11);
  STEP(F2, cr, dr, er, ar, br, X( 8), 0x7a6d76e9UL, 15);
  STEP(F4, bl, cl, dl, el, al, X( 9), 0x8f1bbcdcUL, 12);
  STEP(F2, br, cr, dr, er, ar, X( 6), 0x7a6d76e9UL,  5);
  STEP(F4, al, bl, cl, dl, el, X(11), 0x8f1bbcdcUL, 14);
  STEP(F2, ar, br, cr, dr, er, X( 4), 0x7a6d76e9UL,  8);
  STEP(F4, el, al, bl, cl, dl, X(10), 0x8f1bbcdcUL, 15);
  STEP(F2, er, ar, br, cr, dr, X( 1), 0x7a6d76e9UL, 11);
  STEP(F4, dl, el, al, bl, cl, X( 0), 0x8f1bbcdcUL, 14);
  STEP(F2, dr, er, ar, br, cr, X( 3), 0x7a6d76e9UL, 14);
  STEP(F4, cl, dl, el, al, bl, X( 8), 0x8f1bbcdcUL, 15);
  STEP(F2, cr, dr, er, ar, br, X(11), 0x7a6d76e9UL, 14);
  STEP(F4, bl, cl, dl, el, al, X(12), 0x8f1bbcdcUL,  9);
  STEP(F2, br, cr, dr, er, ar, X(15), 0x7a6d76e9UL,  6);
  STEP(F4, al, bl, cl, dl, el, X( 4), 0x8f1bbcdcUL,  8);
  STEP(F2, ar, br, cr, dr, er, X( 0), 0x7a6d76e9UL, 14);
  STEP(F4, el, al, bl, cl, dl, X(13), 0x8f1bbcdcUL,  9);
  STEP(F2, er, ar, br, cr, dr, X( 5), 0x7a6d76e9UL,  6);
  STEP(F4, dl, el, al, bl, cl, X( 3), 0x8f1bbcdcUL, 14);
  STEP(F2, dr, er, ar, br, cr, X(12), 0x7a6d76e9UL,  9);
  STEP(F4, cl, dl, el, al, bl, X( 7), 0x8f1bbcdcUL,  5);
  STEP(F2, cr, dr, er, ar, br, X( 2), 0x7a6d76e9UL, 12);
  STEP(F4, bl, cl, dl, el, al, X(15), 0x8f1bbcdcUL,  6);
  STEP(F2, br, cr, dr, er, ar, X(13), 0x7a6d76e9UL,  9);
  STEP(F4, al, bl, cl, dl, el, X(14), 0x8f1bbcdcUL,  8);
  STEP(F2, ar, br, cr, dr, er, X( 9), 0x7a6d76e9UL, 12);
  STEP(F4, el, al, bl, cl, dl, X( 5), 0x8f1bbcdcUL,  6);
  STEP(F2, er, ar, br, cr, dr, X( 7), 0x7a6d76e9UL,  5);
  STEP(F4, dl, el, al, bl, cl, X( 6), 0x8f1bbcdcUL,  5);
  STEP(F2, dr, er, ar, br, cr, X(10), 0x7a6d76e9UL, 15);
  STEP(F4, cl, dl, el, al, bl, X( 2), 0x8f1bbcdcUL, 12);
  STEP(F2, cr, dr, er, ar, br, X(14), 0x7a6d76e9UL,  8);
  /* Left round 5, right round 5 */
  STEP(F5, bl, cl, dl, el, al, X( 4), 0xa953fd4eUL,  9);
  STEP(F1, br, cr, dr, er, ar, X(12), 0,  8);
  STEP(F5, al, bl, cl, dl, el, X( 0), 0xa953fd4eUL, 15);
  STEP(F1, ar, br, cr, dr, er, X(15), 0,  5);
  STEP(F5, el, al, bl, cl, dl, X( 5), 0xa953fd4eUL,  5);
  STEP(F1, er, ar, br, cr, dr, X(10), 0, 12);
  STEP(F5, dl, el, al, bl, cl, X( 9), 0xa953fd4eUL, 11);
  STEP(F1, dr, er, ar, br, cr, X( 4), 0,  9);
  STEP(F5, cl, dl, el, al, bl, X( 7), 0xa953fd4eUL,  6);
  STEP(F1, cr, dr, er, ar, br, X( 1), 0, 12);
  STEP(F5, bl, cl, dl, el, al, X(12), 0xa953fd4eUL,  8);
  STEP(F1, br, cr, dr, er, ar, X( 5), 0,  5);
  STEP(F5, al, bl, cl, dl, el, X( 2), 0xa953fd4eUL, 13);
  STEP(F1, ar, br, cr, dr, er, X( 8), 0, 14);
  STEP(F5, el, al, bl, cl, dl, X(10), 0xa953fd4eUL, 12);
  STEP(F1, er, ar, br, cr, dr, X( 7), 0,  6);
  STEP(F5, dl, el, al, bl, cl, X(14), 0xa953fd4eUL,  5);
  STEP(F1, dr, er, ar, br, cr, X( 6), 0,  8);
  STEP(F5, cl, dl, el, al, bl, X( 1), 0xa953fd4eUL, 12);
  STEP(F1, cr, dr, er, ar, br, X( 2), 0, 13);
  STEP(F5, bl, cl, dl, el, al, X( 3), 0xa953fd4eUL, 13);
  STEP(F1, br, cr, dr, er, ar, X(13), 0,  6);
  STEP(F5, al, bl, cl, dl, el, X( 8), 0xa953fd4eUL, 14);
  STEP(F1, ar, br, cr, dr, er, X(14), 0,  5);
  STEP(F5, el, al, bl, cl, dl, X(11), 0xa953fd4eUL, 11);
  STEP(F1, er, ar, br, cr, dr, X( 0), 0, 15);
  STEP(F5, dl, el, al, bl, cl, X( 6), 0xa953fd4eUL,  8);
  STEP(F1, dr, er, ar, br, cr, X( 3), 0, 13);
  STEP(F5, cl, dl, el, al, bl, X(15), 0xa953fd4eUL,  5);
  STEP(F1, cr, dr, er, ar, br, X( 9), 0, 11);
  STEP(F5, bl, cl, dl, el, al, X(13), 0xa953fd4eUL,  6);
  STEP(F1, br, cr, dr, er, ar, X(11), 0, 11);

  /* Combine the two lines */
  t = state[1] + cl + dr;
  state[1] = state[2] + dl + er;
  state[2] = state[3] + el + ar;
  state[3] = state[4] + al + br;
  state[4] = state[0] + bl + cr;
  state[0] = t;
}
