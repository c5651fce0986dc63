/* gost28147-internal.h

   The GOST 28147-89 block cipher as far as GOST R 34.11-94 needs it:
   encryption of one block, and the S-box sets of the two hash
   parameter sets. Not a public API.

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

#ifndef NETTLE_GOST28147_INTERNAL_H_INCLUDED
#define NETTLE_GOST28147_INTERNAL_H_INCLUDED

#include <stdint.h>

/* An S-box set, expanded for lookups by byte: sbox[j][b] is the
   round function's contribution of byte j (bits 8j..8j+7) of its
   input when that byte is b, i.e. the two 4-bit S-boxes of that byte
   applied, shifted into place and rotated left by 11. The round
   function is then the xor of four lookups. */
struct gost28147_param
{
  uint32_t sbox[4][256];
};

/* The "test" parameter set of GOST R 34.11-94 and the CryptoPro one
   (RFC 4357, id-GostR3411-94-TestParamSet and
   id-GostR3411-94-CryptoProParamSet). */
extern const struct gost28147_param _nettle_gost28147_param_test_3411;
extern const struct gost28147_param _nettle_gost28147_param_CryptoPro_3411;

/* The round function f(x) = rotl11(S(x)), all but the addition. */
#define GOST_F(sbox, x)				\
  (  (sbox)[0][(x) & 0xff]			\
   ^ (sbox)[1][((x) >> 8) & 0xff]		\
   ^ (sbox)[2][((x) >> 16) & 0xff]		\
   ^ (sbox)[3][(x) >> 24])

/* Encrypts one 64-bit block in[0] (low half, N1) and in[1] (high
   half, N2) with the 256-bit key key[0..7] (K0..K7) into out[0..1]
   (32 rounds, simple substitution mode). out may equal in. */
void
_nettle_gost28147_encrypt_block (const uint32_t *key,
				 const uint32_t sbox[4][256],
				 const uint32_t *in, uint32_t *out);

#endif /* NETTLE_GOST28147_INTERNAL_H_INCLUDED */
