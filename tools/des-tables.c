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

#include "des-fips-tables.h"

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
