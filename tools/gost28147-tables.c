/* tools/gost28147-tables.c

   Generator for the expanded S-box tables of gost28147.c: for each
   parameter set, four tables of 256 words, where table j maps a byte b
   of the round function input (bits 8j..8j+7) to the two 4-bit S-box
   outputs for that byte, placed at bits 8j..8j+7 and rotated left by
   11, so that a round is four lookups and three xors.

     table[j][b] = rotl11((K(2j+1)[b & 15] | K(2j+2)[b >> 4] << 4) << 8j)

   The S-boxes are those of RFC 4357 section 11.2 (the test and CryptoPro
   parameter sets of GOST R 34.11-94). Prints the two initialisers that
   gost28147.c carries.

   Usage: gost28147-tables

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

#include <stdio.h>
#include <stdint.h>

/* K1..K8, K1 for input bits 0..3. */
static const unsigned char test_sbox[8][16] = {
  { 4, 10,  9,  2, 13,  8,  0, 14,  6, 11,  1, 12,  7, 15,  5,  3 },
  {14, 11,  4, 12,  6, 13, 15, 10,  2,  3,  8,  1,  0,  7,  5,  9 },
  { 5,  8,  1, 13, 10,  3,  4,  2, 14, 15, 12,  7,  6,  0,  9, 11 },
  { 7, 13, 10,  1,  0,  8,  9, 15, 14,  4,  6, 12, 11,  2,  5,  3 },
  { 6, 12,  7,  1,  5, 15, 13,  8,  4, 10,  9, 14,  0,  3, 11,  2 },
  { 4, 11, 10,  0,  7,  2,  1, 13,  3,  6,  8,  5,  9, 12, 15, 14 },
  {13, 11,  4,  1,  3, 15,  5,  9,  0, 10, 14,  7,  6,  8,  2, 12 },
  { 1, 15, 13,  0,  5,  7, 10,  4,  9,  2,  3, 14,  6, 11,  8, 12 },
};

static const unsigned char cryptopro_sbox[8][16] = {
  {10,  4,  5,  6,  8,  1,  3,  7, 13, 12, 14,  0,  9,  2, 11, 15 },
  { 5, 15,  4,  0,  2, 13, 11,  9,  1,  7,  6,  3, 12, 14, 10,  8 },
  { 7, 15, 12, 14,  9,  4,  1,  0,  3, 11,  5,  2,  6, 10,  8, 13 },
  { 4, 10,  7, 12,  0, 15,  2,  8, 14,  1,  6,  5, 13, 11,  9,  3 },
  { 7,  6,  4, 11,  9, 12,  2, 10,  1,  8,  0, 14, 15, 13,  3,  5 },
  { 7,  6,  2,  4, 13,  9, 15,  0, 10,  1,  5, 11,  8, 14, 12,  3 },
  {13, 14,  4,  1,  7,  0,  5, 10,  3, 12,  8, 15,  6,  2,  9, 11 },
  { 1,  3, 10,  9,  5, 11,  4, 15,  8,  6,  7, 14, 13,  0,  2, 12 },
};

static uint32_t
rotl32(uint32_t x, unsigned n)
{
  return (x << n) | (x >> (32 - n));
}

static void
print_param(const char *name, const unsigned char k[8][16])
{
  unsigned j, b;
  printf("const struct gost28147_param %s =\n{\n  {\n", name);
  for (j = 0; j < 4; j++)
    {
      printf("    { /* bits %u..%u */", 8 * j, 8 * j + 7);
      for (b = 0; b < 256; b++)
	{
	  uint32_t v = k[2 * j][b & 15] | (uint32_t) k[2 * j + 1][b >> 4] << 4;
	  printf("%s0x%08x,", b % 6 ? " " : "\n      ", rotl32(v << (8 * j), 11));
	}
      printf("\n    },\n");
    }
  printf("  }\n};\n");
}

int
main(void)
{
  print_param("_nettle_gost28147_param_test_3411", test_sbox);
  printf("\n");
  print_param("_nettle_gost28147_param_CryptoPro_3411", cryptopro_sbox);
  return 0;
}
