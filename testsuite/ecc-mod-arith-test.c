/* testsuite/ecc-mod-arith-test.c

   ecc_mod_mul, ecc_mod_sqr, ecc_mod_add and ecc_mod_sub
   (ecc-mod-arith.c, linked in directly: they are internal to
   libhogweed) against mpz, modulo every curve's p and q: each modulus
   in its own form (Montgomery, r = a b / R mod m with R mod m = m->one,
   or plain, one = 1), whichever reduction and product it has (the
   dispatched 4-limb routines of this backend pass, the inline 3- and
   6-limb products, GMP's for 8 and 9 limbs). Operands: 0, 1, 2, m - 1,
   m - 2, powers of two, m minus them, runs of ones and zeros, random;
   results fully reduced; in place (r = a, r = b) and not; a in a buffer
   ending at an unmapped page. Also the point formulas'
   inline sums of ecc-mod-inline.h, ECC_MOD_ADD, _SUB and _DBL at the
   constant limb count (P-521's are its own: a carry and a borrow, a
   rotation).

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

#include <string.h>

#include "ecc-utils.h"
#include "powm-test.h"
#include "ecc-mod-inline.h"

/* Operand i of the modulus mm (< mm): fixed shapes first, then
   random. */
static void
operand (mpz_t a, const mpz_t mm, unsigned bits, unsigned i)
{
  static const int small[5] = { 0, 1, 2, -1, -2 };
  unsigned k;
  switch (i % 8)
    {
    case 0:
      mpz_set_si (a, small[(i / 8) % 5]);
      if (mpz_sgn (a) < 0)
	mpz_add (a, a, mm);
      break;
    case 1:
    case 2:
      /* 2^k, or m - 2^k. */
      mpz_set_ui (a, 0);
      mpz_setbit (a, test_rand_below (bits));
      if (i % 8 == 2)
	mpz_sub (a, mm, a);
      break;
    case 3:
      /* A run of ones below a run of zeros, or m minus that. */
      k = test_rand_below (bits - 2) + 1;
      mpz_set_ui (a, 0);
      mpz_setbit (a, k);
      mpz_sub_ui (a, a, 1);
      if (test_rand_u32 () & 1)
	mpz_sub (a, mm, a);
      break;
    default:
      random_bits (a, bits);
      break;
    }
  mpz_mod (a, a, mm);
}

/* want = a b / R mod m. */
static void
mont_product (mpz_t want, const mpz_t a, const mpz_t b, const mpz_t rinv,
	      const mpz_t mm)
{
  mpz_mul (want, a, b);
  mpz_mul (want, want, rinv);
  mpz_mod (want, want, mm);
}

static void
check_result (const char *op, const char *what, const struct ecc_modulo *m,
	      const mpz_t a, const mpz_t b, const mpz_t want,
	      const mp_limb_t *got)
{
  mp_limb_t w[ECC_MAX_LIMBS];
  mpz_limbs_copy (w, want, m->size);
  if (mpn_cmp (got, w, m->size) != 0)
    {
      gmp_printf ("a = %Zx\nb = %Zx\nwant %Nx\ngot  %Nx\n",
		  a, b, w, m->size, got, m->size);
      test_fail ("%s, %s (%u bits): wrong result", op, what, m->bit_size);
    }
}

/* ECC_MOD_ADD, _SUB and _DBL as the point formulas instantiate them:
   n a constant (ECC_SIZE_DISPATCH), m a curve's p. */
static void
check_inline_sums (const char *what, const struct ecc_modulo *m,
		   const mpz_t a, const mpz_t b, const mp_limb_t *x,
		   const mp_limb_t *y, const mpz_t mm)
{
  static const char *const name[3] =
    { "ECC_MOD_ADD", "ECC_MOD_SUB", "ECC_MOD_DBL" };
  mpz_t want;
  mp_limb_t r[ECC_MAX_LIMBS];
  unsigned op;

  mpz_init (want);
  for (op = 0; op < 3; op++)
    {
      /* The DBL case is a + a. */
      mpz_srcptr other = op == 2 ? a : b;
      if (op == 1)
	mpz_sub (want, a, b);
      else
	mpz_add (want, a, other);
      mpz_mod (want, want, mm);
#define CALL(k) do {							\
	if (op == 0)							\
	  ECC_MOD_ADD (m, r, x, y, k);					\
	else if (op == 1)						\
	  ECC_MOD_SUB (m, r, x, y, k);					\
	else								\
	  ECC_MOD_DBL (m, r, x, k);					\
      } while (0)
      ECC_SIZE_DISPATCH (m->size, CALL, CALL (m->size))
#undef CALL
      check_result (name[op], what, m, a, other, want, r);
    }
  mpz_clear (want);
}

static void
check_modulus (const char *what, const struct ecc_modulo *m, unsigned count)
{
  mpz_t mm, one, rinv, a, b, want;
  mp_limb_t *x, y[ECC_MAX_LIMBS], r[ECC_MAX_LIMBS];
  unsigned i;

  mpz_roinit_n (mm, m->m, m->size);
  mpz_roinit_n (one, m->one, m->size);
  mpz_inits (rinv, a, b, want, NULL);
  ASSERT (mpz_invert (rinv, one, mm));
  for (i = 0; i < count; i++)
    {
      operand (a, mm, m->bit_size, i);
      operand (b, mm, m->bit_size, 3 * i + i / 8);
      x = guarded_limbs (a, m->size);
      mpz_limbs_copy (y, b, m->size);

      mont_product (want, a, b, rinv, mm);
      ecc_mod_mul (m, r, x, y);
      check_result ("ecc_mod_mul", what, m, a, b, want, r);
      mpn_copyi (r, y, m->size);
      ecc_mod_mul (m, r, x, r);
      check_result ("ecc_mod_mul in place (r = b)", what, m, a, b, want, r);

      mont_product (want, a, a, rinv, mm);
      ecc_mod_sqr (m, r, x);
      check_result ("ecc_mod_sqr", what, m, a, a, want, r);

      mpz_add (want, a, b);
      mpz_mod (want, want, mm);
      ecc_mod_add (m, r, x, y);
      check_result ("ecc_mod_add", what, m, a, b, want, r);

      mpz_sub (want, a, b);
      mpz_mod (want, want, mm);
      ecc_mod_sub (m, r, x, y);
      check_result ("ecc_mod_sub", what, m, a, b, want, r);

      check_inline_sums (what, m, a, b, x, y, mm);

      /* r = a last: x is overwritten. */
      mont_product (want, a, a, rinv, mm);
      ecc_mod_sqr (m, x, x);
      check_result ("ecc_mod_sqr in place", what, m, a, a, want, x);
      guard_free ((uint8_t *) x);
    }
  mpz_clears (rinv, a, b, want, NULL);
}

void
test_main (void)
{
  ecc_each_modulus (check_modulus, 2000);
  test_ok ("ecc_mod_mul, _sqr, _add, _sub and the inline ECC_MOD_ADD, "
	   "_SUB, _DBL modulo every curve's p and q: "
	   "2000 operand pairs each (0, 1, 2, m - 1, m - 2, 2^k, m - 2^k, "
	   "runs, random), in place and not, equal to mpz");
}
