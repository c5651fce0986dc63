/* md4.c

   MD4 (RFC 1320): compression function, buffering, padding and
   output.

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
#include <string.h>

#include "md4.h"

#include "md-internal.h"

/* RFC 1320, section 3.4 (G, the majority, is in STEP_G below); H
   xors the two older words first. */
#define F(x, y, z) ((z) ^ ((x) & ((y) ^ (z))))
#define H(x, y, z) ((x) ^ ((y) ^ (z)))

/* a = (a + f(b, c, d) + word) <<< s, the round constant folded into
   word. The word is added first, off the chain through b. */
#define STEP(f, a, b, c, d, word, s)					\
  do {									\
    (a) += (word);							\
    (a) += f((b), (c), (d));						\
    (a) = ROTL32((s), (a));						\
  } while (0)

/* In round 2 the majority G(b, c, d) = (c & d) | (b & (c ^ d)) is
   added as (c & d) + (b & (c ^ d)), the two having no bit in common:
   the newest word b then goes through one AND and one add. */
#define STEP_G(a, b, c, d, word, s)					\
  do {									\
    (a) += (word);							\
    (a) += (c) & (d);							\
    (a) += (b) & ((c) ^ (d));						\
    (a) = ROTL32((s), (a));						\
  } while (0)

/* The message words are read where used rather than copied to an
   array first: on little-endian machines each read is one load, often
   an operand of the add, and GCC does not vectorize a copy loop. */
#define X(i) LE_READ_UINT32(data + 4 * (i))

static void
md4_compress(uint32_t *state, const uint8_t *data)
{
  uint32_t a, b, c, d;

  a = state[0]; b = state[1]; c = state[2]; d = state[3];

  /* Round 1 */
  STEP(F, a, b, c, d, X( 0),  3);
  STEP(F, d, a, b, c, X( 1),  7);
  STEP(F, c, d, a, b, X( 2), 11);
  STEP(F, b, c, d, a, X( 3), 19);
  STEP(F, a, b, c, d, X( 4),  3);
  STEP(F, d, a, b, c, X( 5),  7);
  STEP(F, c, d, a, b, X( 6), 11);
  STEP(F, b, c, d, a, X( 7), 19);
  STEP(F, a, b, c, d, X( 8),  3);
  STEP(F, d, a, b, c, X( 9),  7);
  STEP(F, c, d, a, b, X(10), 11);
  STEP(F, b, c, d, a, X(11), 19);
  STEP(F, a, b, c, d, X(12),  3);
  STEP(F, d, a, b, c, X(13),  7);
  STEP(F, c, d, a, b, X(14), 11);
  STEP(F, b, c, d, a, X(15), 19);
  /* Round 2 */
  STEP_G(a, b, c, d, X( 0) + 0x5a827999UL,  3);
  STEP_G(d, a, b, c, X( 4) + 0x5a827999UL,  5);
  STEP_G(c, d, a, b, X( 8) + 0x5a827999UL,  9);
  STEP_G(b, c, d, a, X(12) + 0x5a827999UL, 13);
  STEP_G(a, b, c, d, X( 1) + 0x5a827999UL,  3);
  STEP_G(d, a, b, c, X( 5) + 0x5a827999UL,  5);
  STEP_G(c, d, a, b, X( 9) + 0x5a827999UL,  9);
  STEP_G(b, c, d, a, X(13) + 0x5a827999UL, 13);
  STEP_G(a, b, c, d, X( 2) + 0x5a827999UL,  3);
  STEP_G(d, a, b, c, X( 6) + 0x5a827999UL,  5);
  STEP_G(c, d, a, b, X(10) + 0x5a827999UL,  9);
  STEP_G(b, c, d, a, X(14) + 0x5a827999UL, 13);
  STEP_G(a, b, c, d, X( 3) + 0x5a827999UL,  3);
  STEP_G(d, a, b, c, X( 7) + 0x5a827999UL,  5);
  STEP_G(c, d, a, b, X(11) + 0x5a827999UL,  9);
  STEP_G(b, c, d, a, X(15) + 0x5a827999UL, 13);
  /* Round 3 */
  STEP(H, a, b, c, d, X( 0) + 0x6ed9eba1UL,  3);
  STEP(H, d, a, b, c, X( 8) + 0x6ed9eba1UL,  9);
  STEP(H, c, d, a, b, X( 4) + 0x6ed9eba1UL, 11);
  STEP(H, b, c, d, a, X(12) + 0x6ed9eba1UL, 15);
  STEP(H, a, b, c, d, X( 2) + 0x6ed9eba1UL,  3);
  STEP(H, d, a, b, c, X(10) + 0x6ed9eba1UL,  9);
  STEP(H, c, d, a, b, X( 6) + 0x6ed9eba1UL, 11);
  STEP(H, b, c, d, a, X(14) + 0x6ed9eba1UL, 15);
  STEP(H, a, b, c, d, X( 1) + 0x6ed9eba1UL,  3);
  STEP(H, d, a, b, c, X( 9) + 0x6ed9eba1UL,  9);
  STEP(H, c, d, a, b, X( 5) + 0x6ed9eba1UL, 11);
  STEP(H, b, c, d, a, X(13) + 0x6ed9eba1UL, 15);
  STEP(H, a, b, c, d, X( 3) + 0x6ed9eba1UL,  3);
  STEP(H, d, a, b, c, X(11) + 0x6ed9eba1UL,  9);
  STEP(H, c, d, a, b, X( 7) + 0x6ed9eba1UL, 11);
  STEP(H, b, c, d, a, X(15) + 0x6ed9eba1UL, 15);

  state[0] += a; state[1] += b; state[2] += c; state[3] += d;
}

#define COMPRESS(state, block) md4_compress((state), (block))

/* RFC 1320, section 3.3 */
void
md4_init(struct md4_ctx *ctx)
{
  static const uint32_t H0[_MD4_DIGEST_LENGTH] =
  {
    0x67452301UL, 0xefcdab89UL, 0x98badcfeUL, 0x10325476UL,
  };

  memcpy(ctx->state, H0, sizeof(H0));
  ctx->count = 0;
  ctx->index = 0;
}

void
md4_update(struct md4_ctx *ctx,
	   size_t length, const uint8_t *data)
{
  MD_UPDATE_COUNT(ctx, length, data, COMPRESS);
}

void
md4_digest(struct md4_ctx *ctx,
	   size_t length, uint8_t *digest)
{
  assert(length <= MD4_DIGEST_SIZE);

  /* RFC 1320, sections 3.1 and 3.2 (little-endian bit count) */
  MD_FINAL_COUNT64(ctx, COMPRESS, LE_WRITE_UINT64);

  _md_write_le32(length, digest, ctx->state);
  md4_init(ctx);
}
