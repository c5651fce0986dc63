/* tools/camellia-tables.c

   Generator for _nettle_camellia_table (camellia-table.c): the S-boxes
   of Camellia each combined with the byte pattern of the P function,
   so one F function is eight 32-bit look-ups. Derived from SBOX1 of
   RFC 3713 section 2.4.4 (data from the standard) and the definitions
   of SBOX2, SBOX3 and SBOX4 there in terms of it.

   Usage: camellia-tables   (the initializer rows of the four tables)

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

/* RFC 3713, 2.4.4: SBOX1. */
static const uint8_t sbox1[256] = {
  112, 130, 44, 236, 179, 39, 192, 229, 228, 133, 87, 53, 234, 12, 174, 65,
  35, 239, 107, 147, 69, 25, 165, 33, 237, 14, 79, 78, 29, 101, 146, 189,
  134, 184, 175, 143, 124, 235, 31, 206, 62, 48, 220, 95, 94, 197, 11, 26,
  166, 225, 57, 202, 213, 71, 93, 61, 217, 1, 90, 214, 81, 86, 108, 77,
  139, 13, 154, 102, 251, 204, 176, 45, 116, 18, 43, 32, 240, 177, 132, 153,
  223, 76, 203, 194, 52, 126, 118, 5, 109, 183, 169, 49, 209, 23, 4, 215,
  20, 88, 58, 97, 222, 27, 17, 28, 50, 15, 156, 22, 83, 24, 242, 34,
  254, 68, 207, 178, 195, 181, 122, 145, 36, 8, 232, 168, 96, 252, 105, 80,
  170, 208, 160, 125, 161, 137, 98, 151, 84, 91, 30, 149, 224, 255, 100, 210,
  16, 196, 0, 72, 163, 247, 117, 219, 138, 3, 230, 218, 9, 63, 221, 148,
  135, 92, 131, 2, 205, 74, 144, 51, 115, 103, 246, 243, 157, 127, 191, 226,
  82, 155, 216, 38, 200, 55, 198, 59, 129, 150, 111, 75, 19, 190, 99, 46,
  233, 121, 167, 140, 159, 110, 188, 142, 41, 245, 249, 182, 47, 253, 180, 89,
  120, 152, 6, 106, 231, 70, 113, 186, 212, 37, 171, 66, 136, 162, 141, 250,
  114, 7, 185, 85, 248, 238, 172, 10, 54, 73, 42, 104, 60, 56, 241, 164,
  64, 40, 211, 123, 187, 201, 67, 193, 21, 227, 173, 244, 119, 199, 128, 158,
};

#define ROTL8(x, n) ((uint8_t) (((x) << (n)) | ((x) >> (8 - (n)))))

/* RFC 3713: SBOX2[x] = SBOX1[x] <<< 1, SBOX3[x] = SBOX1[x] <<< 7,
   SBOX4[x] = SBOX1[x <<< 1]. */
static unsigned
sbox (int n, unsigned x)
{
  switch (n)
    {
    case 1: return sbox1[x];
    case 2: return ROTL8 (sbox1[x], 1);
    case 3: return ROTL8 (sbox1[x], 7);
    default: return sbox1[ROTL8 (x, 1)];
    }
}

/* In the output of F, bytes y1..y4 form the high word, y5..y8 the low
   one. Input byte t1 (through SBOX1) feeds y1, y2, y3 of the high word,
   t2 (SBOX2) feeds y2, y3, y4, t3 (SBOX3) y1, y3, y4 and t4 (SBOX4)
   y1, y2, y4; the right-hand input bytes t8, t5, t6, t7 use the same
   boxes with the same patterns. Hence one table per box, the S-box
   value copied into the bytes its pattern names (y1 the most
   significant). */
static const uint32_t pattern[4] = {
  0x01010100, /* sp1110: SBOX1 */
  0x00010101, /* sp0222: SBOX2 */
  0x01000101, /* sp3033: SBOX3 */
  0x01010001, /* sp4404: SBOX4 */
};

int
main (void)
{
  int n, x;
  for (n = 0; n < 4; n++)
    {
      printf ("  {");
      for (x = 0; x < 256; x++)
	printf ("%s0x%08x,", x % 6 ? " " : "\n    ",
		(uint32_t) sbox (n + 1, x) * pattern[n]);
      printf ("\n  },\n");
    }
  return 0;
}
