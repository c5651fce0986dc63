/* curve25519-field64.c

   X25519 on four 64-bit limbs (radix 2^64), the adx variant of
   _nettle_curve25519_ladder (hogweed-fat-table.h); the portable one
   is the radix-2^51 ladder of curve25519-mul.c. The ladder's 255
   steps are one MULX/ADX routine (x86_64/adx/curve25519-ladder.asm,
   the steps of curve-ladder.h with the field operations inlined);
   here are u's decoding, the inversion of z (ecc_mod_inv's divsteps
   on the canonical z), the product by it
   (x86_64/adx/curve25519-field64.asm) and the canonical encoding.

   An element is any 256-bit value ("loose": congruent to the element,
   not necessarily below p); 2^256 = 38 (mod p) folds carries and
   borrows out of the top limb. Only tobytes makes it canonical. No
   branch or memory index depends on a value.

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

#include "curve-internal.h"
#include "ecc-internal.h"
#include "macros.h"

#if HAVE_BACKEND_adx && defined (__x86_64__)

#include <x86intrin.h>

typedef struct { uint64_t v[4]; } fe25519w;

/* x86_64/adx/curve25519-field64.asm: r = a b (mod p), loose. */
void
_nettle_fe25519w_mul_adx (uint64_t *r, const uint64_t *a, const uint64_t *b);

/* x86_64/adx/curve25519-ladder.asm: the 255 ladder steps on u = x1
   and the clamped k, leaving x in xz[0 .. 3] and z in xz[4 .. 7],
   loose. */
void
_nettle_curve25519_ladder_loop_adx (uint64_t *xz, const uint8_t *k,
				    const uint64_t *x1);

#define W_INLINE static inline __attribute__ ((always_inline))

W_INLINE void
fe25519w_mul (fe25519w *r, const fe25519w *a, const fe25519w *b)
{
  _nettle_fe25519w_mul_adx (r->v, a->v, b->v);
}

/* The 255 low bits of the 32 little-endian bytes (bit 255 ignored,
   as RFC 7748 says for u). */
static void
fe25519w_frombytes (fe25519w *r, const uint8_t *s)
{
  r->v[0] = LE_READ_UINT64 (s);
  r->v[1] = LE_READ_UINT64 (s + 8);
  r->v[2] = LE_READ_UINT64 (s + 16);
  r->v[3] = LE_READ_UINT64 (s + 24) & (((uint64_t) 1 << 63) - 1);
}

/* The canonical residue: bit 255 folded as 19, which leaves
   t < 2^255 + 19 < 2p; then t - p when t + 19 reaches 2^255. */
static void
fe25519w_canon (fe25519w *r, const fe25519w *a)
{
  unsigned long long t[4], u[4];
  uint64_t top = a->v[3] >> 63, q;
  unsigned char c;
  c = _addcarry_u64 (0, a->v[0], 19 * top, &t[0]);
  c = _addcarry_u64 (c, a->v[1], 0, &t[1]);
  c = _addcarry_u64 (c, a->v[2], 0, &t[2]);
  _addcarry_u64 (c, a->v[3] & (((uint64_t) 1 << 63) - 1), 0, &t[3]);
  c = _addcarry_u64 (0, t[0], 19, &u[0]);
  c = _addcarry_u64 (c, t[1], 0, &u[1]);
  c = _addcarry_u64 (c, t[2], 0, &u[2]);
  _addcarry_u64 (c, t[3], 0, &u[3]);
  q = u[3] >> 63;
  c = _addcarry_u64 (0, t[0], 19 * q, &t[0]);
  c = _addcarry_u64 (c, t[1], 0, &t[1]);
  c = _addcarry_u64 (c, t[2], 0, &t[2]);
  _addcarry_u64 (c, t[3], 0, &t[3]);
  t[3] &= ((uint64_t) 1 << 63) - 1;
  r->v[0] = t[0];
  r->v[1] = t[1];
  r->v[2] = t[2];
  r->v[3] = t[3];
}

static void
fe25519w_tobytes (uint8_t *s, const fe25519w *a)
{
  fe25519w t;
  fe25519w_canon (&t, a);
  LE_WRITE_UINT64 (s, t.v[0]);
  LE_WRITE_UINT64 (s + 8, t.v[1]);
  LE_WRITE_UINT64 (s + 16, t.v[2]);
  LE_WRITE_UINT64 (s + 24, t.v[3]);
}

void
_nettle_curve25519_ladder_adx (uint8_t *q, const uint8_t *k,
			       const uint8_t *u)
{
  fe25519w x1, xz[2];

  /* Any residue is accepted for u, reduced or not. */
  fe25519w_frombytes (&x1, u);
  _nettle_curve25519_ladder_loop_adx (xz[0].v, k, x1.v);
  /* 1 / z by divsteps: 1.9k cycles fewer than the chain of 254
     squares and 11 products (Intel Xeon); z = 0 (u of small order)
     gives 0, as RFC 7748 lets it. */
  fe25519w_canon (&xz[1], &xz[1]);
  ecc_mod_inv (&curve25519_p, xz[1].v, xz[1].v);
  fe25519w_mul (&xz[0], &xz[0], &xz[1]);
  fe25519w_tobytes (q, &xz[0]);
}

#endif /* HAVE_BACKEND_adx && __x86_64__ */
