/* sha3-permute.c

   Keccak-f[1600], the permutation under SHA-3 and SHAKE (FIPS 202,
   section 3.3 with the step mappings of section 3.2), in portable C:
   the 24 rounds are unrolled, the 25 lanes live in local variables,
   and six of them are kept complemented to save most NOTs.

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

#include "sha3.h"
#include "sha3-internal.h"

#include "macros.h"

/* Lane (x, y) is held in a local named a<x><y> (or e<x><y> for the
   other half of a round pair); in struct sha3_state it is a[x + 5*y].

   One round maps the 25 lanes A to the 25 lanes E:

     theta:  c[x] = xor of column x; d[x] = c[x-1] ^ rotl(c[x+1], 1);
             every lane of column x is xored with d[x];
     rho+pi: B[y][2x+3y] = rotl(A[x][y] ^ d[x], r[x][y]);
     chi:    E[x][y] = B[x][y] ^ (~B[x+1][y] & B[x+2][y]);
     iota:   E[0][0] ^= round constant.

   Rows of E are written one at a time, so only the five lanes of B
   in that row are needed at once. The source lane of B[X][Y] is
   A[x][X] with x = 3 (Y - 3X) mod 5 (2x + 3X = Y, and 3 = 1/2 mod 5),
   and the rotation counts r are those of FIPS 202, table 2.

   Lane complementing: the NOTs of chi cost an instruction and a
   register each (x86_64 without BMI has no and-not), so six lanes are
   kept complemented between rounds: (1,0), (2,1), (3,1), (4,2), (2,3)
   and (2,4), i.e. state words 1, 7, 8, 14, 17 and 22. Theta, rho and
   pi are linear, so a complemented input only flips which B lanes come
   out complemented; for each output, ~B1 & B2 is then computed from the
   stored values S1, S2 with the complements that are present (e.g.
   S1 & S2 when S1 = ~B1; S1 | S2 = ~(~B1 & B2) when S2 = ~B2 and the
   output is to be stored complemented). The set above was found by a
   search over small sets: with it, these rewrites leave six NOTs per
   round instead of 25 and produce the same set again. The six lanes
   are complemented on entry and back on exit. */
#define KECCAK_ROUND(A, E, rc) do {					\
    uint64_t c0, c1, c2, c3, c4;					\
    uint64_t d0, d1, d2, d3, d4;					\
    uint64_t b0, b1, b2, b3, b4;					\
    c0 = A##00 ^ A##01 ^ A##02 ^ A##03 ^ A##04;				\
    c1 = A##10 ^ A##11 ^ A##12 ^ A##13 ^ A##14;				\
    c2 = A##20 ^ A##21 ^ A##22 ^ A##23 ^ A##24;				\
    c3 = A##30 ^ A##31 ^ A##32 ^ A##33 ^ A##34;				\
    c4 = A##40 ^ A##41 ^ A##42 ^ A##43 ^ A##44;				\
    d0 = c4 ^ ROTL64(1, c1);						\
    d1 = c0 ^ ROTL64(1, c2);						\
    d2 = c1 ^ ROTL64(1, c3);						\
    d3 = c2 ^ ROTL64(1, c4);						\
    d4 = c3 ^ ROTL64(1, c0);						\
    /* Row 0 of the result. */						\
    b0 = A##00 ^ d0;							\
    b1 = ROTL64(44, A##11 ^ d1);					\
    b2 = ROTL64(43, A##22 ^ d2);					\
    b3 = ROTL64(21, A##33 ^ d3);					\
    b4 = ROTL64(14, A##44 ^ d4);					\
    E##00 = b0 ^ (b1 & b2) ^ (rc);					\
    E##10 = b1 ^ (~b2 & b3);						\
    E##20 = b2 ^ ~(b3 | b4);						\
    E##30 = b3 ^ (b4 & b0);						\
    E##40 = b4 ^ (b0 | b1);						\
    /* Row 1 of the result. */						\
    b0 = ROTL64(28, A##30 ^ d3);					\
    b1 = ROTL64(20, A##41 ^ d4);					\
    b2 = ROTL64(3, A##02 ^ d0);						\
    b3 = ROTL64(45, A##13 ^ d1);					\
    b4 = ROTL64(61, A##24 ^ d2);					\
    E##01 = b0 ^ (b1 & b2);						\
    E##11 = b1 ^ (b2 | b3);						\
    E##21 = b2 ^ (~b3 | b4);						\
    E##31 = b3 ^ (b4 & b0);						\
    E##41 = b4 ^ (b0 | b1);						\
    /* Row 2 of the result. */						\
    b0 = ROTL64(1, A##10 ^ d1);						\
    b1 = ROTL64(6, A##21 ^ d2);						\
    b2 = ROTL64(25, A##32 ^ d3);					\
    b3 = ROTL64(8, A##43 ^ d4);						\
    b4 = ROTL64(18, A##04 ^ d0);					\
    E##02 = b0 ^ (b1 & b2);						\
    E##12 = b1 ^ (b2 | b3);						\
    E##22 = b2 ^ (b3 & b4);						\
    E##32 = b3 ^ (b4 | ~b0);						\
    E##42 = b4 ^ (b0 | b1);						\
    /* Row 3 of the result. */						\
    b0 = ROTL64(27, A##40 ^ d4);					\
    b1 = ROTL64(36, A##01 ^ d0);					\
    b2 = ROTL64(10, A##12 ^ d1);					\
    b3 = ROTL64(15, A##23 ^ d2);					\
    b4 = ROTL64(56, A##34 ^ d3);					\
    E##03 = b0 ^ (b1 | b2);						\
    E##13 = b1 ^ (b2 & ~b3);						\
    E##23 = b2 ^ (b3 & b4);						\
    E##33 = b3 ^ (b4 | b0);						\
    E##43 = b4 ^ (b0 & b1);						\
    /* Row 4 of the result. */						\
    b0 = ROTL64(62, A##20 ^ d2);					\
    b1 = ROTL64(55, A##31 ^ d3);					\
    b2 = ROTL64(39, A##42 ^ d4);					\
    b3 = ROTL64(41, A##03 ^ d0);					\
    b4 = ROTL64(2, A##14 ^ d1);						\
    E##04 = b0 ^ (b1 & b2);						\
    E##14 = b1 ^ (b2 | ~b3);						\
    E##24 = b2 ^ (b3 | b4);						\
    E##34 = b3 ^ (b4 & b0);						\
    E##44 = b4 ^ (b0 | b1);						\
  } while (0)

/* Two rounds, a -> e -> a, so the lanes end in a after every pair. */
#define KECCAK_ROUND_PAIR(i, j) do {		\
    KECCAK_ROUND(a, e, SHA3_RC##i);		\
    KECCAK_ROUND(e, a, SHA3_RC##j);		\
  } while (0)

/* The portable variant of nettle_sha3_permute (fat-table.h). */
void
_nettle_sha3_permute_c (struct sha3_state *state)
{
  uint64_t *s = state->a;
  uint64_t a00, a10, a20, a30, a40;
  uint64_t a01, a11, a21, a31, a41;
  uint64_t a02, a12, a22, a32, a42;
  uint64_t a03, a13, a23, a33, a43;
  uint64_t a04, a14, a24, a34, a44;
  uint64_t e00, e10, e20, e30, e40;
  uint64_t e01, e11, e21, e31, e41;
  uint64_t e02, e12, e22, e32, e42;
  uint64_t e03, e13, e23, e33, e43;
  uint64_t e04, e14, e24, e34, e44;

  a00 = s[0];  a10 = ~s[1]; a20 = s[2];  a30 = s[3];  a40 = s[4];
  a01 = s[5];  a11 = s[6];  a21 = ~s[7]; a31 = ~s[8]; a41 = s[9];
  a02 = s[10]; a12 = s[11]; a22 = s[12]; a32 = s[13]; a42 = ~s[14];
  a03 = s[15]; a13 = s[16]; a23 = ~s[17]; a33 = s[18]; a43 = s[19];
  a04 = s[20]; a14 = s[21]; a24 = ~s[22]; a34 = s[23]; a44 = s[24];

  KECCAK_ROUND_PAIR(0, 1);
  KECCAK_ROUND_PAIR(2, 3);
  KECCAK_ROUND_PAIR(4, 5);
  KECCAK_ROUND_PAIR(6, 7);
  KECCAK_ROUND_PAIR(8, 9);
  KECCAK_ROUND_PAIR(10, 11);
  KECCAK_ROUND_PAIR(12, 13);
  KECCAK_ROUND_PAIR(14, 15);
  KECCAK_ROUND_PAIR(16, 17);
  KECCAK_ROUND_PAIR(18, 19);
  KECCAK_ROUND_PAIR(20, 21);
  KECCAK_ROUND_PAIR(22, 23);

  s[0] = a00;  s[1] = ~a10; s[2] = a20;  s[3] = a30;  s[4] = a40;
  s[5] = a01;  s[6] = a11;  s[7] = ~a21; s[8] = ~a31; s[9] = a41;
  s[10] = a02; s[11] = a12; s[12] = a22; s[13] = a32; s[14] = ~a42;
  s[15] = a03; s[16] = a13; s[17] = ~a23; s[18] = a33; s[19] = a43;
  s[20] = a04; s[21] = a14; s[22] = ~a24; s[23] = a34; s[24] = a44;
}
