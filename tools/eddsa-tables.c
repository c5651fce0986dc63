/* tools/eddsa-tables.c

   Generator of the fixed-base tables of ed25519-point.c and
   ed448-point.c: rows of the multiples j S^i B, j = 1 .. 8, of the
   base point B of RFC 8032 (S = 256 for Ed25519, 32 rows; S = 2^16
   for Ed448, 28 rows), affine, as the field limbs of
   curve25519-field.c (five of radix 2^51) or curve448-field.c (eight
   of radix 2^56):
     Ed25519: (y + x, y - x, 2 d x y)  ("Niels" form, for a = -1)
     Ed448:   (x, y, d x y)
   and, for the variable-time double multiplications of verification,
   the odd multiples (2 j + 1) B, j = 0 .. 31, in the same forms.
   Plain affine Edwards arithmetic with GMP; the only inputs are the
   curve constants of RFC 8032.

   Usage: cc -o eddsa-tables tools/eddsa-tables.c -lgmp
          ./eddsa-tables ed25519 > ed25519-table.h
          ./eddsa-tables ed448 > ed448-table.h
          ./eddsa-tables ed25519-odd > ed25519-odd-table.h
          ./eddsa-tables ed448-odd > ed448-odd-table.h

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
#include <string.h>
#include <gmp.h>

static mpz_t p, d;
static long curve_a;

/* (x1, y1) += (x2, y2) on a x^2 + y^2 = 1 + d x^2 y^2:
   x3 = (x1 y2 + y1 x2) / (1 + d x1 x2 y1 y2),
   y3 = (y1 y2 - a x1 x2) / (1 - d x1 x2 y1 y2). */
static void
add (mpz_t x1, mpz_t y1, const mpz_t x2, const mpz_t y2)
{
  mpz_t t, u, v, w;
  mpz_inits (t, u, v, w, NULL);
  mpz_mul (t, x1, x2);
  mpz_mul (t, t, y1);
  mpz_mul (t, t, y2);
  mpz_mul (t, t, d);
  mpz_mod (t, t, p);			/* d x1 x2 y1 y2 */
  mpz_mul (u, x1, y2);
  mpz_addmul (u, y1, x2);		/* x1 y2 + y1 x2 */
  mpz_mul (v, x1, x2);
  mpz_mul_si (v, v, -curve_a);
  mpz_addmul (v, y1, y2);		/* y1 y2 - a x1 x2 */
  mpz_add_ui (w, t, 1);
  mpz_invert (w, w, p);
  mpz_mul (x1, u, w);
  mpz_mod (x1, x1, p);
  mpz_ui_sub (w, 1, t);
  mpz_mod (w, w, p);
  mpz_invert (w, w, p);
  mpz_mul (y1, v, w);
  mpz_mod (y1, y1, p);
  mpz_clears (t, u, v, w, NULL);
}

static int limb_bits, nlimbs;

static void
print_fe (const mpz_t a, const char *end)
{
  mpz_t t, l;
  int i;
  mpz_inits (t, l, NULL);
  mpz_mod (t, a, p);
  printf ("{ { ");
  for (i = 0; i < nlimbs; i++)
    {
      mpz_fdiv_r_2exp (l, t, limb_bits);
      mpz_fdiv_q_2exp (t, t, limb_bits);
      gmp_printf ("0x%0*Zx%s", (limb_bits + 3) / 4, l,
		  i < nlimbs - 1 ? ", " : "");
    }
  printf (" } }%s", end);
  mpz_clears (t, l, NULL);
}

/* One table entry, the affine point (x, y) in the curve's form. */
static void
print_entry (const mpz_t x, const mpz_t y, int ed448)
{
  mpz_t t;
  mpz_init (t);
  printf ("  {\n    ");
  if (!ed448)
    {
      mpz_add (t, y, x);
      print_fe (t, ",\n    ");
      mpz_sub (t, y, x);
      print_fe (t, ",\n    ");
      mpz_mul_ui (t, d, 2);
    }
  else
    {
      print_fe (x, ",\n    ");
      print_fe (y, ",\n    ");
      mpz_set (t, d);
    }
  mpz_mul (t, t, x);
  mpz_mul (t, t, y);
  print_fe (t, "\n  },\n");
  mpz_clear (t);
}

int
main (int argc, char **argv)
{
  mpz_t x, y, sx, sy, t;
  int ed448, odd, rows, step, i, j, k;

  if (argc != 2 || (strcmp (argv[1], "ed25519") && strcmp (argv[1], "ed448")
		    && strcmp (argv[1], "ed25519-odd")
		    && strcmp (argv[1], "ed448-odd")))
    {
      fprintf (stderr, "usage: eddsa-tables ed25519 | ed448 | ed25519-odd "
	       "| ed448-odd\n");
      return 1;
    }
  ed448 = !strncmp (argv[1], "ed448", 5);
  odd = strstr (argv[1], "-odd") != NULL;
  mpz_inits (p, d, x, y, sx, sy, t, NULL);
  if (!ed448)
    {
      /* p = 2^255 - 19, a = -1, d = -121665 / 121666; B: y = 4/5 and
	 its even x (RFC 8032 5.1). */
      mpz_ui_pow_ui (p, 2, 255);
      mpz_sub_ui (p, p, 19);
      curve_a = -1;
      mpz_set_ui (d, 121666);
      mpz_invert (d, d, p);
      mpz_mul_si (d, d, -121665);
      mpz_set_str (x, "216936d3cd6e53fec0a4e231fdd6dc5c692cc7609525a7b2c9562d608f25d51a", 16);
      mpz_set_ui (y, 5);
      mpz_invert (y, y, p);
      mpz_mul_ui (y, y, 4);
      limb_bits = 51; nlimbs = 5; rows = 32; step = 8;
    }
  else
    {
      /* p = 2^448 - 2^224 - 1, a = 1, d = -39081; B of RFC 8032 5.2. */
      mpz_ui_pow_ui (p, 2, 448);
      mpz_ui_pow_ui (t, 2, 224);
      mpz_sub (p, p, t);
      mpz_sub_ui (p, p, 1);
      curve_a = 1;
      mpz_set_si (d, -39081);
      mpz_set_str (x, "224580040295924300187604334099896036246789641632564134246125461686950415467406032909029192869357953282578032075146446173674602635247710", 10);
      mpz_set_str (y, "298819210078481492676017930443930673437544040154080242095928241372331506189835876003536878655418784733982303233503462500531545062832660", 10);
      limb_bits = 56; nlimbs = 8; rows = 28; step = 16;
    }
  mpz_mod (d, d, p);
  mpz_mod (y, y, p);

  if (odd)
    {
      /* (x, y) = B, (sx, sy) = 2 B. */
      printf ("/* %s-table.h: generated by tools/eddsa-tables.c, do not edit.\n"
	      "   (2 j + 1) B for j = 0 .. 31 as %s. */\n",
	      argv[1], ed448 ? "(x, y, d x y)" : "(y + x, y - x, 2 d x y)");
      mpz_set (sx, x);
      mpz_set (sy, y);
      add (sx, sy, x, y);
      for (j = 0; j < 32; j++)
	{
	  print_entry (x, y, ed448);
	  add (x, y, sx, sy);
	}
      mpz_clears (p, d, x, y, sx, sy, t, NULL);
      return 0;
    }

  printf ("/* %s-table.h: generated by tools/eddsa-tables.c, do not edit.\n"
	  "   j 2^(%d i) B for i = 0 .. %d, j = 1 .. 8 as %s. */\n",
	  argv[1], step, rows - 1,
	  ed448 ? "(x, y, d x y)" : "(y + x, y - x, 2 d x y)");
  /* (x, y) = 2^(step i) B, the base of row i. */
  for (i = 0; i < rows; i++)
    {
      printf ("{\n");
      for (j = 1; j <= 8; j++)
	{
	  mpz_t px, py;
	  mpz_inits (px, py, NULL);
	  mpz_set (px, x);
	  mpz_set (py, y);
	  for (k = 1; k < j; k++)
	    add (px, py, x, y);
	  print_entry (px, py, ed448);
	  mpz_clears (px, py, NULL);
	}
      printf ("},\n");
      for (k = 0; k < step; k++)
	{
	  mpz_set (sx, x);
	  mpz_set (sy, y);
	  add (x, y, sx, sy);
	}
    }
  mpz_clears (p, d, x, y, sx, sy, t, NULL);
  return 0;
}
