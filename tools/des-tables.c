/* tools/des-tables.c

   Generator for the tables of des.c: des_sp (S-box and permutation P
   per octet, rotated right by one) and pc2_c / pc2_d (permuted choice 2
   of each half of the key schedule, four key bits at a time), derived
   from the tables of FIPS 46-3, which are data from the standard.

   Usage: des-tables sp    (the initializer rows of des_sp)
          des-tables pc2   (the definitions of pc2_c and pc2_d)

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
#include <string.h>

/* FIPS 46-3 tables, bit 1 the most significant. */
static const uint8_t fips_p[32] = {
  16, 7, 20, 21, 29, 12, 28, 17, 1, 15, 23, 26, 5, 18, 31, 10,
  2, 8, 24, 14, 32, 27, 3, 9, 19, 13, 30, 6, 22, 11, 4, 25,
};
/* S[box][row][column] */
static const uint8_t fips_s[8][4][16] = {
  { { 14, 4, 13, 1, 2, 15, 11, 8, 3, 10, 6, 12, 5, 9, 0, 7 },
    { 0, 15, 7, 4, 14, 2, 13, 1, 10, 6, 12, 11, 9, 5, 3, 8 },
    { 4, 1, 14, 8, 13, 6, 2, 11, 15, 12, 9, 7, 3, 10, 5, 0 },
    { 15, 12, 8, 2, 4, 9, 1, 7, 5, 11, 3, 14, 10, 0, 6, 13 } },
  { { 15, 1, 8, 14, 6, 11, 3, 4, 9, 7, 2, 13, 12, 0, 5, 10 },
    { 3, 13, 4, 7, 15, 2, 8, 14, 12, 0, 1, 10, 6, 9, 11, 5 },
    { 0, 14, 7, 11, 10, 4, 13, 1, 5, 8, 12, 6, 9, 3, 2, 15 },
    { 13, 8, 10, 1, 3, 15, 4, 2, 11, 6, 7, 12, 0, 5, 14, 9 } },
  { { 10, 0, 9, 14, 6, 3, 15, 5, 1, 13, 12, 7, 11, 4, 2, 8 },
    { 13, 7, 0, 9, 3, 4, 6, 10, 2, 8, 5, 14, 12, 11, 15, 1 },
    { 13, 6, 4, 9, 8, 15, 3, 0, 11, 1, 2, 12, 5, 10, 14, 7 },
    { 1, 10, 13, 0, 6, 9, 8, 7, 4, 15, 14, 3, 11, 5, 2, 12 } },
  { { 7, 13, 14, 3, 0, 6, 9, 10, 1, 2, 8, 5, 11, 12, 4, 15 },
    { 13, 8, 11, 5, 6, 15, 0, 3, 4, 7, 2, 12, 1, 10, 14, 9 },
    { 10, 6, 9, 0, 12, 11, 7, 13, 15, 1, 3, 14, 5, 2, 8, 4 },
    { 3, 15, 0, 6, 10, 1, 13, 8, 9, 4, 5, 11, 12, 7, 2, 14 } },
  { { 2, 12, 4, 1, 7, 10, 11, 6, 8, 5, 3, 15, 13, 0, 14, 9 },
    { 14, 11, 2, 12, 4, 7, 13, 1, 5, 0, 15, 10, 3, 9, 8, 6 },
    { 4, 2, 1, 11, 10, 13, 7, 8, 15, 9, 12, 5, 6, 3, 0, 14 },
    { 11, 8, 12, 7, 1, 14, 2, 13, 6, 15, 0, 9, 10, 4, 5, 3 } },
  { { 12, 1, 10, 15, 9, 2, 6, 8, 0, 13, 3, 4, 14, 7, 5, 11 },
    { 10, 15, 4, 2, 7, 12, 9, 5, 6, 1, 13, 14, 0, 11, 3, 8 },
    { 9, 14, 15, 5, 2, 8, 12, 3, 7, 0, 4, 10, 1, 13, 11, 6 },
    { 4, 3, 2, 12, 9, 5, 15, 10, 11, 14, 1, 7, 6, 0, 8, 13 } },
  { { 4, 11, 2, 14, 15, 0, 8, 13, 3, 12, 9, 7, 5, 10, 6, 1 },
    { 13, 0, 11, 7, 4, 9, 1, 10, 14, 3, 5, 12, 2, 15, 8, 6 },
    { 1, 4, 11, 13, 12, 3, 7, 14, 10, 15, 6, 8, 0, 5, 9, 2 },
    { 6, 11, 13, 8, 1, 4, 10, 7, 9, 5, 0, 15, 14, 2, 3, 12 } },
  { { 13, 2, 8, 4, 6, 15, 11, 1, 10, 9, 3, 14, 5, 0, 12, 7 },
    { 1, 15, 13, 8, 10, 3, 7, 4, 12, 5, 6, 11, 0, 14, 9, 2 },
    { 7, 11, 4, 1, 9, 12, 14, 2, 0, 6, 10, 13, 15, 3, 5, 8 },
    { 2, 1, 14, 7, 4, 10, 8, 13, 15, 12, 9, 0, 3, 5, 6, 11 } },
};
static const uint8_t fips_pc2[48] = {
  14, 17, 11, 24, 1, 5, 3, 28, 15, 6, 21, 10,
  23, 19, 12, 4, 26, 8, 16, 7, 27, 20, 13, 2,
  41, 52, 31, 37, 47, 55, 30, 40, 51, 45, 33, 48,
  44, 49, 39, 56, 34, 53, 46, 42, 50, 36, 29, 32,
};

#define ROTR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))

/* Octet v selects the row from bits 7 and 2 and the column from bits
   6..3 (the low two bits are don't-cares); the four output bits of box
   n go to their place, through P, rotated right by one. */
static void
print_sp (void)
{
  int n, v, i;
  for (n = 0; n < 8; n++)
    {
      printf ("  {");
      for (v = 0; v < 256; v++)
	{
	  int g = v >> 2, row = ((g >> 4) & 2) | (g & 1), col = (g >> 1) & 15;
	  uint32_t s = (uint32_t) fips_s[n][row][col] << (28 - 4 * n), p = 0;
	  for (i = 0; i < 32; i++)
	    if ((s >> (32 - fips_p[i])) & 1)
	      p |= 1u << (31 - i);
	  printf ("%s0x%08x,", v % 6 ? " " : "\n    ", ROTR (p, 1));
	}
      printf ("\n  },\n");
    }
}

/* For each half (C: key bits 1..28, D: 29..56 after PC-1), each group
   of four bits and each value of it: where PC-2 puts those bits in the
   two round-key words (the 6-bit groups of boxes 1, 3, 5, 7 in word 0,
   of 2, 4, 6, 8 in word 1, at the places the round expects them). */
static void
print_pc2 (void)
{
  uint32_t t[2][7][16][2];
  int half, i, v, j;
  memset (t, 0, sizeof (t));
  for (half = 0; half < 2; half++)
    for (i = 0; i < 7; i++)
      for (v = 0; v < 16; v++)
	for (j = 0; j < 48; j++)
	  {
	    int src = fips_pc2[j] - 28 * half, n, b, w, shift;
	    if (src < 1 || src > 28 || (src - 1) / 4 != i)
	      continue;
	    if (!((v >> (3 - (src - 1) % 4)) & 1))
	      continue;
	    n = j / 6;
	    b = 5 - j % 6;
	    if (n % 2 == 0)
	      {
		w = 0;
		shift = 26 - 4 * n;
	      }
	    else if (n == 7)
	      {
		w = 1;
		shift = 26;
	      }
	    else
	      {
		w = 1;
		shift = 18 - 4 * (n - 1);
	      }
	    t[half][i][v][w] |= 1u << (shift + b);
	  }
  for (half = 0; half < 2; half++)
    {
      printf ("static const uint32_t pc2_%c[7][16][2] = {\n", half ? 'd' : 'c');
      for (i = 0; i < 7; i++)
	{
	  printf ("  {");
	  for (v = 0; v < 16; v++)
	    printf ("%s{ 0x%08x, 0x%08x },", v % 2 ? " " : "\n    ",
		    t[half][i][v][0], t[half][i][v][1]);
	  printf ("\n  },\n");
	}
      printf ("};\n\n");
    }
}

int
main (int argc, char **argv)
{
  if (argc == 2 && !strcmp (argv[1], "sp"))
    print_sp ();
  else if (argc == 2 && !strcmp (argv[1], "pc2"))
    print_pc2 ();
  else
    {
      fprintf (stderr, "usage: des-tables sp|pc2\n");
      return 2;
    }
  return 0;
}
