/* md5-compress.c

   The MD5 compression function (RFC 1321, section 3.4), straight-
   line: the exported md5_compress.

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

#include "md5.h"

#include "macros.h"

/* RFC 1321, section 3.4: the auxiliary functions, written with
   one operation fewer where the identity allows it (G is in STEP_G
   below). */
#define F(x, y, z) ((z) ^ ((x) & ((y) ^ (z))))
#define H(x, y, z) ((x) ^ ((y) ^ (z)))
#define I(x, y, z) ((y) ^ ((x) | ~(z)))

/* a = b + ((a + f(b, c, d) + word + t) <<< s); word and constant
   are added first, off the chain through b. */
#define STEP(f, a, b, c, d, word, t, s)					\
  do {									\
    (a) += (word) + (t);						\
    (a) += f((b), (c), (d));						\
    (a) = ROTL32((s), (a)) + (b);					\
  } while (0)

/* In round 2 the selection G(b, c, d) = (b & d) | (c & ~d) is added
   as (c & ~d) + (b & d), its two halves having no bit in common: the
   newest word b then goes through one AND and one add. */
#define STEP_G(a, b, c, d, word, t, s)					\
  do {									\
    (a) += (word) + (t);						\
    (a) += (c) & ~(d);							\
    (a) += (b) & (d);							\
    (a) = ROTL32((s), (a)) + (b);					\
  } while (0)

/* The message words are read where used rather than copied to an
   array first: on little-endian machines each read is one load, and
   GCC does not vectorize a copy loop (whose 16-byte loads of a block
   just padded byte by byte would wait for the stores to retire). */
#define X(i) LE_READ_UINT32(data + 4 * (i))

void
md5_compress(uint32_t *state, const uint8_t *data)
{
  uint32_t a, b, c, d;

  a = state[0]; b = state[1]; c = state[2]; d = state[3];

  /* The 64 steps, with the sine-derived constants T[1..64] and the
     shift amounts of RFC 1321, section 3.4. */
  /* Round 1 */
  STEP(F, a, b, c, d, X( 0), 0xd76aa478UL,  7);
  STEP(F, d, a, b, c, X( 1), 0xe8c7b756UL, 12);
  STEP(F, c, d, a, b, X( 2), 0x242070dbUL, 17);
  STEP(F, b, c, d, a, X( 3), 0xc1bdceeeUL, 22);
  STEP(F, a, b, c, d, X( 4), 0xf57c0fafUL,  7);
  STEP(F, d, a, b, c, X( 5), 0x4787c62aUL, 12);
  STEP(F, c, d, a, b, X( 6), 0xa8304613UL, 17);
  STEP(F, b, c, d, a, X( 7), 0xfd469501UL, 22);
  STEP(F, a, b, c, d, X( 8), 0x698098d8UL,  7);
  STEP(F, d, a, b, c, X( 9), 0x8b44f7afUL, 12);
  STEP(F, c, d, a, b, X(10), 0xffff5bb1UL, 17);
  STEP(F, b, c, d, a, X(11), 0x895cd7beUL, 22);
  STEP(F, a, b, c, d, X(12), 0x6b901122UL,  7);
  STEP(F, d, a, b, c, X(13), 0xfd987193UL, 12);
  STEP(F, c, d, a, b, X(14), 0xa679438eUL, 17);
  STEP(F, b, c, d, a, X(15), 0x49b40821UL, 22);
  /* Round 2 */
  STEP_G(a, b, c, d, X( 1), 0xf61e2562UL,  5);
  STEP_G(d, a, b, c, X( 6), 0xc040b340UL,  9);
  STEP_G(c, d, a, b, X(11), 0x265e5a51UL, 14);
  STEP_G(b, c, d, a, X( 0), 0xe9b6c7aaUL, 20);
  STEP_G(a, b, c, d, X( 5), 0xd62f105dUL,  5);
  STEP_G(d, a, b, c, X(10), 0x02441453UL,  9);
  STEP_G(c, d, a, b, X(15), 0xd8a1e681UL, 14);
  STEP_G(b, c, d, a, X( 4), 0xe7d3fbc8UL, 20);
  STEP_G(a, b, c, d, X( 9), 0x21e1cde6UL,  5);
  STEP_G(d, a, b, c, X(14), 0xc33707d6UL,  9);
  STEP_G(c, d, a, b, X( 3), 0xf4d50d87UL, 14);
  STEP_G(b, c, d, a, X( 8), 0x455a14edUL, 20);
  STEP_G(a, b, c, d, X(13), 0xa9e3e905UL,  5);
  STEP_G(d, a, b, c, X( 2), 0xfcefa3f8UL,  9);
  STEP_G(c, d, a, b, X( 7), 0x676f02d9UL, 14);
  STEP_G(b, c, d, a, X(12), 0x8d2a4c8aUL, 20);
  /* Round 3 */
  STEP(H, a, b, c, d, X( 5), 0xfffa3942UL,  4);
  STEP(H, d, a, b, c, X( 8), 0x8771f681UL, 11);
  STEP(H, c, d, a, b, X(11), 0x6d9d6122UL, 16);
  STEP(H, b, c, d, a, X(14), 0xfde5380cUL, 23);
  STEP(H, a, b, c, d, X( 1), 0xa4beea44UL,  4);
  STEP(H, d, a, b, c, X( 4), 0x4bdecfa9UL, 11);
  STEP(H, c, d, a, b, X( 7), 0xf6bb4b60UL, 16);
  STEP(H, b, c, d, a, X(10), 0xbebfbc70UL, 23);
  STEP(H, a, b, c, d, X(13), 0x289b7ec6UL,  4);
  STEP(H, d, a, b, c, X( 0), 0xeaa127faUL, 11);
  STEP(H, c, d, a, b, X( 3), 0xd4ef3085UL, 16);
  STEP(H, b, c, d, a, X( 6), 0x04881d05UL, 23);
  STEP(H, a, b, c, d, X( 9), 0xd9d4d039UL,  4);
  STEP(H, d, a, b, c, X(12), 0xe6db99e5UL, 11);
  STEP(H, c, d, a, b, X(15), 0x1fa27cf8UL, 16);
  STEP(H, b, c, d, a, X( 2), 0xc4ac5665UL, 23);
  /* Round 4 */
  STEP(I, a, b, c, d, X( 0), 0xf4292244UL,  6);
  STEP(I, d, a, b, c, X( 7), 0x432aff97UL, 10);
  STEP(I, c, d, a, b, X(14), 0xab9423a7UL, 15);
  STEP(I, b, c, d, a, X( 5), 0xfc93a039UL, 21);
  STEP(I, a, b, c, d, X(12), 0x655b59c3UL,  6);
  STEP(I, d, a, b, c, X( 3), 0x8f0ccc92UL, 10);
  STEP(I, c, d, a, b, X(10), 0xffeff47dUL, 15);
  STEP(I, b, c, d, a, X( 1), 0x85845dd1UL, 21);
  STEP(I, a, b, c, d, X( 8), 0x6fa87e4fUL,  6);
  STEP(I, d, a, b, c, X(15), 0xfe2ce6e0UL, 10);
  STEP(I, c, d, a, b, X( 6), 0xa3014314UL, 15);
  STEP(I, b, c, d, a, X(13), 0x4e0811a1UL, 21);
  STEP(I, a, b, c, d, X( 4), 0xf7537e82UL,  6);
  STEP(I, d, a, b, c, X(11), 0xbd3af235UL, 10);
  STEP(I, c, d, a, b, X( 2), 0x2ad7d2bbUL, 15);
  STEP(I, b, c, d, a, X( 9), 0xeb86d391UL, 21);

  state[0] += a; state[1] += b; state[2] += c; state[3] += d;
}
