/* tools/serpent-sboxes.c

   Generator of serpent-sboxes.h: the eight Serpent S-boxes and their
   inverses as bitsliced boolean circuits.

   Build and run by hand: cc -O2 -o serpent-sboxes tools/serpent-sboxes.c
   && ./serpent-sboxes > serpent-sboxes.h


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

/* Method. Each output bit of a 4-bit S-box is a polynomial over GF(2)
   in the four input bits (its algebraic normal form, from the Moebius
   transform of the truth table). The circuit computes the products of
   input bits the four polynomials need (AND gates, each product from a
   smaller one), then the four sums. The sums share work: as in Paar's
   greedy method for XOR networks, the pair of terms that occurs in the
   most outputs becomes a new term, until no pair is shared; then each
   output is the XOR of what remains, complemented when its polynomial
   has a constant term. Serpent's S-boxes have degree 3, so the product
   of all four inputs never occurs.

   Bit k of the S-box input and output is word k of the bitsliced
   state: x0 is the least significant bit, as in the Serpent
   specification's bitslice mode. */

#include <stdio.h>
#include <string.h>

/* The S-boxes S0..S7 of the Serpent specification (Anderson, Biham,
   Knudsen, "Serpent: A Proposal for the Advanced Encryption Standard",
   1998, section 2 and appendix), as tables of 16 nibbles. */
static const unsigned char sbox[8][16] = {
  { 3, 8, 15, 1, 10, 6, 5, 11, 14, 13, 4, 2, 7, 0, 9, 12 },
  { 15, 12, 2, 7, 9, 0, 5, 10, 1, 11, 14, 8, 6, 13, 3, 4 },
  { 8, 6, 7, 9, 3, 12, 10, 15, 13, 1, 14, 4, 0, 11, 5, 2 },
  { 0, 15, 11, 8, 12, 9, 6, 3, 13, 1, 2, 4, 10, 7, 5, 14 },
  { 1, 15, 8, 3, 12, 0, 11, 6, 2, 5, 4, 10, 9, 14, 7, 13 },
  { 15, 5, 2, 11, 4, 10, 9, 12, 0, 3, 14, 8, 13, 6, 7, 1 },
  { 7, 2, 12, 5, 8, 4, 6, 11, 14, 9, 1, 15, 13, 3, 10, 0 },
  { 1, 13, 15, 0, 14, 8, 2, 11, 7, 4, 12, 10, 9, 3, 5, 6 },
};

#define MAX_TERMS 64

/* A term is a monomial (an AND of inputs) or a sum made by the
   sharing step. */
static char term_name[MAX_TERMS][16];
static int nterms;
/* outputs[j][t]: term t occurs in output j. */
static int outputs[4][MAX_TERMS];
static int constant[4];
static int gates;

static void
emit_circuit (const char *macro, const unsigned char *table)
{
  int anf[4][16];
  int mono_term[16];
  int j, v, m, t;

  /* Moebius transform, one output bit at a time. */
  for (j = 0; j < 4; j++)
    {
      for (v = 0; v < 16; v++)
	anf[j][v] = (table[v] >> j) & 1;
      for (t = 1; t < 16; t <<= 1)
	for (v = 0; v < 16; v++)
	  if (v & t)
	    anf[j][v] ^= anf[j][v ^ t];
    }

  printf ("#define %s(T, x0, x1, x2, x3, y0, y1, y2, y3) do {\t\\\n", macro);
  gates = 0;
  nterms = 0;
  memset (outputs, 0, sizeof (outputs));
  for (m = 0; m < 16; m++)
    mono_term[m] = -1;

  /* Products, smallest first, so every product extends one already
     made by one more input. A product only some larger product needs
     is made too. */
  {
    int needed[16] = { 0 };
    for (j = 0; j < 4; j++)
      for (m = 1; m < 16; m++)
	if (anf[j][m])
	  needed[m] = 1;
    for (m = 15; m > 0; m--)
      if (needed[m] && __builtin_popcount (m) > 2)
	{
	  /* Drop the highest input bit. */
	  int top = 31 - __builtin_clz (m);
	  needed[m & ~(1 << top)] = 1;
	}
    for (int w = 1; w <= 4; w++)
      for (m = 1; m < 16; m++)
	if (needed[m] && __builtin_popcount (m) == w)
	  {
	    t = nterms++;
	    mono_term[m] = t;
	    if (w == 1)
	      sprintf (term_name[t], "x%d", __builtin_ctz (m));
	    else
	      {
		int top = 31 - __builtin_clz (m);
		int rest = m & ~(1 << top);
		sprintf (term_name[t], "m%x_", m);
		printf ("    T %s = %s & x%d;\t\\\n", term_name[t],
			term_name[mono_term[rest]], top);
		gates++;
	      }
	  }
  }
  for (j = 0; j < 4; j++)
    {
      constant[j] = anf[j][0];
      for (m = 1; m < 16; m++)
	if (anf[j][m])
	  outputs[j][mono_term[m]] = 1;
    }

  /* Share the most frequent pair of terms while one is shared. */
  for (;;)
    {
      int best = 1, ba = -1, bb = -1, a, b;
      for (a = 0; a < nterms; a++)
	for (b = a + 1; b < nterms; b++)
	  {
	    int count = 0;
	    for (j = 0; j < 4; j++)
	      count += outputs[j][a] && outputs[j][b];
	    if (count > best)
	      {
		best = count;
		ba = a;
		bb = b;
	      }
	  }
      if (ba < 0)
	break;
      t = nterms++;
      sprintf (term_name[t], "s%d_", t);
      printf ("    T %s = %s ^ %s;\t\\\n", term_name[t], term_name[ba],
	      term_name[bb]);
      gates++;
      for (j = 0; j < 4; j++)
	if (outputs[j][ba] && outputs[j][bb])
	  {
	    outputs[j][ba] = outputs[j][bb] = 0;
	    outputs[j][t] = 1;
	  }
    }

  for (j = 0; j < 4; j++)
    {
      int first = 1;
      printf ("    y%d = %s(", j, constant[j] ? "~" : "");
      for (t = 0; t < nterms; t++)
	if (outputs[j][t])
	  {
	    printf ("%s%s", first ? "" : " ^ ", term_name[t]);
	    gates += !first;
	    first = 0;
	  }
      gates += constant[j];
      printf (");\t\\\n");
    }
  printf ("  } while (0)\t/* %d gates */\n\n", gates);
}

/* The same S-box as VPTERNLOGD (AVX-512) expressions, for the vector
   code: TERN (T, a, b, c, imm) is the includer's three-input operation
   on type T, bit (4a + 2b + c) of imm being the result. An output bit
   that depends on three inputs or fewer is one operation; any other
   is a choice on x3 (0xca: a ? b : c) between the functions of x0, x1
   and x2 for its two values: three operations, two deep, against the
   circuit's five or six levels. (With x3 last, so that the dead
   cofactor rather than x3 is the operand VPTERNLOGD overwrites, the
   compiler needs fewer register copies, but one block decrypts slower:
   313 cycles against 296, Intel Xeon, 2026-12-07.) */
static unsigned
cofactor_imm (unsigned f, int var, int value, const int *others)
{
  unsigned imm = 0;
  int a, b, c;
  for (a = 0; a < 2; a++)
    for (b = 0; b < 2; b++)
      for (c = 0; c < 2; c++)
	{
	  int v = (a << others[0]) | (b << others[1]) | (c << others[2])
	    | (value << var);
	  imm |= ((f >> v) & 1) << (4 * a + 2 * b + c);
	}
  return imm;
}

static void
emit_ternlog (const char *macro, const unsigned char *table)
{
  int j, v, ops = 0;

  printf ("#define %s_TERN(TERN, T, x0, x1, x2, x3, y0, y1, y2, y3) "
	  "do {\t\\\n", macro);
  for (j = 0; j < 4; j++)
    {
      unsigned f = 0;
      int var, used = 0;
      for (v = 0; v < 16; v++)
	f |= ((table[v] >> j) & 1u) << v;
      /* The inputs f depends on. */
      for (var = 0; var < 4; var++)
	for (v = 0; v < 16; v++)
	  if (((f >> v) ^ (f >> (v ^ (1 << var)))) & 1)
	    used |= 1 << var;
      if (used != 15)
	{
	  /* One operation on the three (or fewer) inputs it needs. */
	  int others[3], n = 0, unused = 0;
	  for (var = 0; var < 4; var++)
	    if (used & (1 << var))
	      others[n++] = var;
	    else
	      unused = var;
	  while (n < 3)
	    others[n++] = unused;
	  printf ("    y%d = TERN (T, x%d, x%d, x%d, 0x%02x);\t\\\n", j,
		  others[0], others[1], others[2],
		  cofactor_imm (f, unused, 0, others));
	  ops++;
	}
      else
	{
	  static const int others[3] = { 0, 1, 2 };
	  var = 3;
	  printf ("    y%d = TERN (T, x%d, TERN (T, x%d, x%d, x%d, 0x%02x), "
		  "TERN (T, x%d, x%d, x%d, 0x%02x), 0xca);\t\\\n", j, var,
		  others[0], others[1], others[2],
		  cofactor_imm (f, var, 1, others),
		  others[0], others[1], others[2],
		  cofactor_imm (f, var, 0, others));
	  ops += 3;
	}
    }
  printf ("  } while (0)\t/* %d operations */\n\n", ops);
}

int
main (void)
{
  unsigned char inverse[16];
  char name[16];
  int i, v;

  printf ("/* serpent-sboxes.h: generated by tools/serpent-sboxes.c; do not"
	  " edit.\n\n"
	  "   SERPENT_Sn and SERPENT_ISn compute the Serpent S-box n and its\n"
	  "   inverse on bitsliced words of type T: inputs x0..x3 (x0 the\n"
	  "   least significant bit of each nibble), outputs y0..y3, which\n"
	  "   must be other variables than the inputs. SERPENT_Sn_TERN and\n"
	  "   SERPENT_ISn_TERN are the same as three-input operations\n"
	  "   TERN (T, a, b, c, imm), VPTERNLOGD's truth tables. */\n\n"
	  "#ifndef NETTLE_SERPENT_SBOXES_H_INCLUDED\n"
	  "#define NETTLE_SERPENT_SBOXES_H_INCLUDED\n\n");
  for (i = 0; i < 8; i++)
    {
      sprintf (name, "SERPENT_S%d", i);
      emit_circuit (name, sbox[i]);
      emit_ternlog (name, sbox[i]);
      for (v = 0; v < 16; v++)
	inverse[sbox[i][v]] = v;
      sprintf (name, "SERPENT_IS%d", i);
      emit_circuit (name, inverse);
      emit_ternlog (name, inverse);
    }
  printf ("#endif /* NETTLE_SERPENT_SBOXES_H_INCLUDED */\n");
  return 0;
}
