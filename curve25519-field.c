/* curve25519-field.c

   Arithmetic modulo p = 2^255 - 19 for X25519 and Ed25519: five
   64-bit limbs of radix 2^51, products in 128-bit columns (curve_wide,
   curve-internal.h), the part above 2^255 folded back times 19
   (2^255 = 19 mod p). Constant time.

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

#define M51 FE25519_M51

/* The carry pass of fe25519_carry from 128-bit column sums, in two
   interleaved chains (0 -> 1 -> 2 -> 3 -> 4 and 3 -> 4 -> 0 -> 1), four
   steps deep instead of six: the inversion and the square root are
   chains of squarings that wait on it. With loose inputs (limbs below
   2^52) every column is below 77 * 2^104 < 2^110.3 and the last below
   2^106.4. So: t1 + (t0 >> 51), t2 + (t1 >> 51) < 2^110.4 and
   t4 + (t3 >> 51) < 2^106.5; 19 (t4 >> 51) < 2^59.8 and
   t2 >> 51 < 2^59.4 fit a limb; r1 and r4 take carries below 2^9 and
   every limb comes out below 2^51 + 2^9. */
static inline __attribute__ ((always_inline)) void
carry_wide (fe25519 *r, curve_wide t0, curve_wide t1, curve_wide t2,
	    curve_wide t3, curve_wide t4)
{
  uint64_t r0, r3;
  t1 = cw_add64 (t1, cw_shr (t0, 51));
  t4 = cw_add64 (t4, cw_shr (t3, 51));
  t2 = cw_add64 (t2, cw_shr (t1, 51));
  r0 = (cw_lo (t0) & M51) + cw_shr (t4, 51) * 19;
  r3 = (cw_lo (t3) & M51) + cw_shr (t2, 51);
  r->v[1] = (cw_lo (t1) & M51) + (r0 >> 51);
  r->v[0] = r0 & M51;
  r->v[4] = (cw_lo (t4) & M51) + (r3 >> 51);
  r->v[3] = r3 & M51;
  r->v[2] = cw_lo (t2) & M51;
}

void
fe25519_frombytes (fe25519 *r, const uint8_t *s)
{
  /* Limb i starts at bit 51 i: bytes 0, 6 (+3), 12 (+6), 19 (+1),
     24 (+12). */
  r->v[0] = LE_READ_UINT64 (s) & M51;
  r->v[1] = (LE_READ_UINT64 (s + 6) >> 3) & M51;
  r->v[2] = (LE_READ_UINT64 (s + 12) >> 6) & M51;
  r->v[3] = (LE_READ_UINT64 (s + 19) >> 1) & M51;
  r->v[4] = (LE_READ_UINT64 (s + 24) >> 12) & M51;
}

void
fe25519_tobytes (uint8_t *s, const fe25519 *a)
{
  uint64_t t[5], q;
  int i;
  for (i = 0; i < 5; i++)
    t[i] = a->v[i];
  fe25519_carry (t);
  /* Now t < 2^255 + 2^18 < 2p. q = 1 exactly when t >= p, i.e. when
     t + 19 reaches 2^255: the carry chain of t + 19. */
  q = (t[0] + 19) >> 51;
  q = (t[1] + q) >> 51;
  q = (t[2] + q) >> 51;
  q = (t[3] + q) >> 51;
  q = (t[4] + q) >> 51;
  /* t - q p = t + 19 q - q 2^255: add, carry, drop bit 255. */
  t[0] += 19 * q;
  t[1] += t[0] >> 51; t[0] &= M51;
  t[2] += t[1] >> 51; t[1] &= M51;
  t[3] += t[2] >> 51; t[2] &= M51;
  t[4] += t[3] >> 51; t[3] &= M51;
  t[4] &= M51;
  LE_WRITE_UINT64 (s, t[0] | (t[1] << 51));
  LE_WRITE_UINT64 (s + 8, (t[1] >> 13) | (t[2] << 38));
  LE_WRITE_UINT64 (s + 16, (t[2] >> 26) | (t[3] << 25));
  LE_WRITE_UINT64 (s + 24, (t[3] >> 39) | (t[4] << 12));
}

/* Schoolbook: column k collects a_i b_j with i + j = k, and 19 times
   those with i + j = k + 5. */
void
fe25519_mul (fe25519 *r, const fe25519 *a, const fe25519 *b)
{
  uint64_t a0 = a->v[0], a1 = a->v[1], a2 = a->v[2], a3 = a->v[3], a4 = a->v[4];
  uint64_t b0 = b->v[0], b1 = b->v[1], b2 = b->v[2], b3 = b->v[3], b4 = b->v[4];
  uint64_t b1_19 = 19 * b1, b2_19 = 19 * b2, b3_19 = 19 * b3, b4_19 = 19 * b4;
  curve_wide t0, t1, t2, t3, t4;

  t0 = cw_mul (a0, b0);
  CW_MAC (t0, a1, b4_19); CW_MAC (t0, a2, b3_19);
  CW_MAC (t0, a3, b2_19); CW_MAC (t0, a4, b1_19);
  t1 = cw_mul (a0, b1);
  CW_MAC (t1, a1, b0); CW_MAC (t1, a2, b4_19);
  CW_MAC (t1, a3, b3_19); CW_MAC (t1, a4, b2_19);
  t2 = cw_mul (a0, b2);
  CW_MAC (t2, a1, b1); CW_MAC (t2, a2, b0);
  CW_MAC (t2, a3, b4_19); CW_MAC (t2, a4, b3_19);
  t3 = cw_mul (a0, b3);
  CW_MAC (t3, a1, b2); CW_MAC (t3, a2, b1);
  CW_MAC (t3, a3, b0); CW_MAC (t3, a4, b4_19);
  t4 = cw_mul (a0, b4);
  CW_MAC (t4, a1, b3); CW_MAC (t4, a2, b2);
  CW_MAC (t4, a3, b1); CW_MAC (t4, a4, b0);
  carry_wide (r, t0, t1, t2, t3, t4);
}

/* The same columns with the symmetric products counted once, doubled. */
void
fe25519_sqr (fe25519 *r, const fe25519 *a)
{
  uint64_t a0 = a->v[0], a1 = a->v[1], a2 = a->v[2], a3 = a->v[3], a4 = a->v[4];
  uint64_t d0 = 2 * a0, d1 = 2 * a1;
  uint64_t a1_38 = 38 * a1, a2_38 = 38 * a2, a3_38 = 38 * a3;
  uint64_t a3_19 = 19 * a3, a4_19 = 19 * a4;
  curve_wide t0, t1, t2, t3, t4;

  t0 = cw_mul (a0, a0); CW_MAC (t0, a1_38, a4); CW_MAC (t0, a2_38, a3);
  t1 = cw_mul (d0, a1); CW_MAC (t1, a2_38, a4); CW_MAC (t1, a3_19, a3);
  t2 = cw_mul (d0, a2); CW_MAC (t2, a1, a1); CW_MAC (t2, a3_38, a4);
  t3 = cw_mul (d0, a3); CW_MAC (t3, d1, a2); CW_MAC (t3, a4_19, a4);
  t4 = cw_mul (d0, a4); CW_MAC (t4, d1, a3); CW_MAC (t4, a2, a2);
  carry_wide (r, t0, t1, t2, t3, t4);
}

void
fe25519_mul_small (fe25519 *r, const fe25519 *a, uint32_t c)
{
  carry_wide (r, cw_mul (a->v[0], c), cw_mul (a->v[1], c),
	      cw_mul (a->v[2], c), cw_mul (a->v[3], c), cw_mul (a->v[4], c));
}

#define FE fe25519
#define FE_OP(name) fe25519_ ## name
#include "curve25519-chain.h"

/* minv = -1/p mod 2^GMP_NUMB_BITS (the low bits of -1/p mod 2^64). */
const struct ecc_modulo curve25519_p =
  {
    .size = 256 / GMP_NUMB_BITS,
    .bit_size = 255,
    .minv = (mp_limb_t) 0x86bca1af286bca1bULL,
    .m = { ECC_LIMBS64 (0xffffffffffffffedULL),
	   ECC_LIMBS64 (0xffffffffffffffffULL),
	   ECC_LIMBS64 (0xffffffffffffffffULL),
	   ECC_LIMBS64 (0x7fffffffffffffffULL) },
    .one = { 1 },
    .r2 = { 1 },
  };

void
fe25519_inv (fe25519 *r, const fe25519 *a)
{
  uint8_t b[32];
  fe25519_tobytes (b, a);
  ecc_mod_inv_le (&curve25519_p, b, 32);
  fe25519_frombytes (r, b);
}

void
fe25519_pow_p58 (fe25519 *r, const fe25519 *a)
{
  fe25519_pow_p58_chain (r, a);
}
