/* blowfish-internal.h

   Blowfish internals shared by the cipher and bcrypt.

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

#ifndef NETTLE_BLOWFISH_INTERNAL_H_INCLUDED
#define NETTLE_BLOWFISH_INTERNAL_H_INCLUDED

#include "blowfish.h"

#ifdef __cplusplus
extern "C" {
#endif

#define _blowfish_initial_ctx _nettle_blowfish_initial_ctx
#define _blowfish_encround _nettle_blowfish_encround

/* The state before any key: pi's digits (blowfish-tables.h). */
extern const struct blowfish_ctx _blowfish_initial_ctx;

/* Encrypts the block (*ret_xl, *ret_xr), left half first, in place.
   (As Nettle exports it; the library itself uses blowfish_block.) */
void
_blowfish_encround (const struct blowfish_ctx *ctx,
		    uint32_t *ret_xl, uint32_t *ret_xr);

/* Blowfish's F. */
#define BLOWFISH_F(ctx, x)						\
  ((((ctx)->s[0][(x) >> 24] + (ctx)->s[1][((x) >> 16) & 0xff])	\
    ^ (ctx)->s[2][((x) >> 8) & 0xff]) + (ctx)->s[3][(x) & 0xff])

/* Sixteen rounds on (l, r) with the P-array entries p0, then p1 ..
   p16 through the rounds, then p17, written without the half swaps:
   the result is (r, l). The P-array order is the direction: p[0..17]
   encrypts, p[17..0] decrypts. */
#define BLOWFISH_ROUND2(ctx, l, r, P, i)			\
  (r) ^= BLOWFISH_F (ctx, l) ^ P (i);				\
  (l) ^= BLOWFISH_F (ctx, r) ^ P ((i) + 1)

/* Unrolled: constant P offsets, and no loop-carried counter in the
   chains bcrypt runs. */
#define BLOWFISH_ROUNDS(ctx, l, r, P) do {		\
    (l) ^= P (0);					\
    BLOWFISH_ROUND2 (ctx, l, r, P, 1);			\
    BLOWFISH_ROUND2 (ctx, l, r, P, 3);			\
    BLOWFISH_ROUND2 (ctx, l, r, P, 5);			\
    BLOWFISH_ROUND2 (ctx, l, r, P, 7);			\
    BLOWFISH_ROUND2 (ctx, l, r, P, 9);			\
    BLOWFISH_ROUND2 (ctx, l, r, P, 11);			\
    BLOWFISH_ROUND2 (ctx, l, r, P, 13);			\
    BLOWFISH_ROUND2 (ctx, l, r, P, 15);			\
    (r) ^= P (17);					\
  } while (0)

#define BLOWFISH_P_ENC(i) ctx->p[i]
#define BLOWFISH_P_DEC(i) ctx->p[17 - (i)]

/* One encryption of (*l, *r), inline for bcrypt's long chains. */
static inline void
blowfish_block (const struct blowfish_ctx *ctx, uint32_t *l, uint32_t *r)
{
  uint32_t a = *l, b = *r;
  BLOWFISH_ROUNDS (ctx, a, b, BLOWFISH_P_ENC);
  *l = b;
  *r = a;
}

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_BLOWFISH_INTERNAL_H_INCLUDED */
