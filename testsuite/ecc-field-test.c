/* ecc-field-test.c

   The field routines with backend variants against GMP, on random
   operands, operands near the modulus or 2^256 - 1 and with long runs
   of ones or zeros, in place and not:
   - P-256's _nettle_ecc_p256_mul, _sqr and P-224's _nettle_ecc_p224_mul,
     _sqr (the variant this backend pass dispatches to, and the portable
     _c variant): r = a b / 2^256 mod p;
   - P-521's _nettle_ecc_p521_mul, _sqr (both variants likewise): r =
     a b mod p, on plain numbers;
   - _nettle_ecc_mul6, _sqr6 (both): the 12-limb product, against GMP's;
   - _nettle_ecc_mont4_mul, _sqr (both variants likewise) modulo the
     4-limb group orders and random odd m: r = a b / 2^256 mod m;
   - the radix-2^64 GF(2^255 - 19) product and square of the adx X25519
     ladder (when this pass dispatches the ladder to adx): r = a b mod p
     as any 256-bit value, for any 256-bit a and b.

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

#include <stdio.h>
#include <string.h>

#include "ecc-utils.h"
#include "fat-setup.h"

#if ECC_P256_DISPATCH

#define P256_HEX \
  "FFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFF"

#define P224_HEX \
  "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF000000000000000000000001"

/* 2^521 - 1. */
#define P521_HEX \
  "1FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF" \
  "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"

#define MAX_LIMBS 9

typedef void p256_mul_func (mp_limb_t *, const mp_limb_t *,
			    const mp_limb_t *);
typedef void p256_sqr_func (mp_limb_t *, const mp_limb_t *);

static mpz_t p, rinv;
static unsigned limbs;

/* p, its limbs and rinv = 1/2^256 mod p (Montgomery form, the 4-limb
   routines) or 1 (P-521's, on plain numbers) for the routines modulo p
   checked next. */
static void
set_p (const char *hex, unsigned n)
{
  hw_mpz_hex (p, hex);
  limbs = n;
  mpz_set_ui (rinv, 1);
  if (n == 4)
    {
      mpz_mul_2exp (rinv, rinv, 256);
      ASSERT (mpz_invert (rinv, rinv, p));
    }
}

static void
to_limbs (mp_limb_t *x, const mpz_t a)
{
  size_t count;
  memset (x, 0, limbs * sizeof (mp_limb_t));
  mpz_export (x, &count, -1, sizeof (mp_limb_t), 0, 0, a);
}

static void
from_limbs (mpz_t r, const mp_limb_t *x)
{
  mpz_import (r, limbs, -1, sizeof (mp_limb_t), 0, 0, x);
}

/* An operand < p: random, or one of the edge shapes. */
static void
operand (mpz_t a, unsigned i)
{
  mp_limb_t x[MAX_LIMBS];
  unsigned j;
  switch (i % 8)
    {
    case 0:			/* p - 1 - small */
      mpz_sub_ui (a, p, 1 + test_rand_below (4));
      return;
    case 1:			/* small */
      mpz_set_ui (a, test_rand_below (3));
      return;
    case 2:			/* random limbs of all ones or zeros */
      for (j = 0; j < limbs; j++)
	x[j] = (test_rand_u32 () & 1) ? ~(mp_limb_t) 0 : 0;
      break;
    default:
      test_rand_bytes (limbs * sizeof (mp_limb_t), (uint8_t *) x);
      break;
    }
  from_limbs (a, x);
  mpz_mod (a, a, p);
}

static void
check_one (const char *name, const char *variant, const mpz_t a,
	   const mpz_t b, const mp_limb_t *got)
{
  mpz_t want, r;
  mpz_inits (want, r, NULL);
  mpz_mul (want, a, b);
  mpz_mul (want, want, rinv);
  mpz_mod (want, want, p);
  from_limbs (r, got);
  if (mpz_cmp (r, want) != 0)
    {
      char what[200];
      snprintf (what, sizeof (what), "%s (%s variant, backend %s)",
		name, variant, test_backend ());
      gmp_printf ("a = %Zx\nb = %Zx\n", a, b);
      hw_check_mpz (what, r, want);
    }
  mpz_clears (want, r, NULL);
}

static void
check_variant (const char *fn, const char *variant, p256_mul_func *mul,
	       p256_sqr_func *sqr)
{
  char name[5][60];
  mpz_t a, b;
  mp_limb_t x[MAX_LIMBS], y[MAX_LIMBS], r[MAX_LIMBS];
  size_t bytes = limbs * sizeof (mp_limb_t);
  unsigned i;
  snprintf (name[0], sizeof (name[0]), "%s_mul", fn);
  snprintf (name[1], sizeof (name[1]), "%s_sqr", fn);
  snprintf (name[2], sizeof (name[2]), "%s_mul in place (r = a)", fn);
  snprintf (name[3], sizeof (name[3]), "%s_mul in place (r = b)", fn);
  snprintf (name[4], sizeof (name[4]), "%s_sqr in place", fn);
  mpz_inits (a, b, NULL);
  for (i = 0; i < 4000; i++)
    {
      operand (a, i);
      operand (b, i / 8 + 3 * i);
      to_limbs (x, a);
      to_limbs (y, b);
      mul (r, x, y);
      check_one (name[0], variant, a, b, r);
      sqr (r, x);
      check_one (name[1], variant, a, a, r);
      /* In place: r = a, then r = b. */
      memcpy (r, x, bytes);
      mul (r, r, y);
      check_one (name[2], variant, a, b, r);
      memcpy (r, y, bytes);
      mul (r, x, r);
      check_one (name[3], variant, a, b, r);
      memcpy (r, x, bytes);
      sqr (r, r);
      check_one (name[4], variant, a, a, r);
    }
  mpz_clears (a, b, NULL);
  test_ok ("%s_mul, %s_sqr (%s variant): 4000 operand pairs "
	   "(random, near p, runs of ones, small), in place and not, "
	   "equal to GMP", fn, fn, variant);
}

/* ecc_mul6/sqr6: the 12-limb product against GMP's, operands of
   random limbs, of limbs all ones or zeros, and of mixed ones. */
static void
check_mul6 (const char *variant, p256_mul_func *mul, p256_sqr_func *sqr)
{
  mp_limb_t x[6], y[6], t[12], want[12];
  unsigned i, j;
  for (i = 0; i < 4000; i++)
    {
      test_rand_bytes (sizeof (x), (uint8_t *) x);
      test_rand_bytes (sizeof (y), (uint8_t *) y);
      if (i % 4 == 1)
	for (j = 0; j < 6; j++)
	  {
	    x[j] = (x[j] & 1) ? ~(mp_limb_t) 0 : 0;
	    y[j] = (y[j] & 1) ? ~(mp_limb_t) 0 : 0;
	  }
      else if (i % 4 == 2)
	for (j = 0; j < 6; j++)
	  x[j] = y[j] = ~(mp_limb_t) 0;
      mul (t, x, y);
      mpn_mul_n (want, x, y, 6);
      if (memcmp (t, want, sizeof (t)))
	test_fail ("ecc_mul6 (%s variant): wrong product", variant);
      sqr (t, x);
      mpn_sqr (want, x, 6);
      if (memcmp (t, want, sizeof (t)))
	test_fail ("ecc_sqr6 (%s variant): wrong square", variant);
    }
  test_ok ("ecc_mul6, ecc_sqr6 (%s variant): 4000 operand pairs (random, "
	   "limbs of ones), equal to GMP", variant);
}

typedef void mont4_mul_func (mp_limb_t *, const mp_limb_t *,
			     const mp_limb_t *, const mp_limb_t *, mp_limb_t);
typedef void mont4_sqr_func (mp_limb_t *, const mp_limb_t *,
			     const mp_limb_t *, mp_limb_t);

/* ecc_mont4_mul/sqr modulo the 4-limb group orders and random odd m
   of 193 to 256 bits, operands random, m - 1 - small and small. */
static void
check_mont4 (const char *variant, mont4_mul_func *mul, mont4_sqr_func *sqr)
{
  static const char *const orders[] =
    {
      "FFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551",
      "FFFFFFFFFFFFFFFFFFFFFFFFFFFF16A2E0B8F03E13DD29455C5C2A3D",
      "400000000000000000000000000000000FD8CDDFC87B6635C115AF556C360C67",
    };
  mpz_t m, ri, a, b, want, got;
  mp_limb_t ml[4], x[4], y[4], r[4], minv;
  unsigned i, k, n = 0;
  mpz_inits (m, ri, a, b, want, got, NULL);
  for (k = 0; k < 3 + 20; k++)
    {
      if (k < 3)
	hw_mpz_hex (m, orders[k]);
      else
	{
	  test_rand_bytes (sizeof (ml), (uint8_t *) ml);
	  ml[0] |= 1;
	  ml[3] |= (mp_limb_t) 1 << 63;
	  ml[3] >>= test_rand_below (64);
	  ml[3] |= 1;
	  from_limbs (m, ml);
	}
      to_limbs (ml, m);
      /* minv = -1/m mod 2^64 */
      mpz_ui_pow_ui (ri, 2, 64);
      mpz_invert (want, m, ri);
      mpz_sub (want, ri, want);
      minv = mpz_get_ui (want);
      mpz_ui_pow_ui (ri, 2, 256);
      ASSERT (mpz_invert (ri, ri, m));
      for (i = 0; i < 300; i++)
	{
	  unsigned j;
	  mpz_t *v[2] = { &a, &b };
	  for (j = 0; j < 2; j++)
	    switch ((i + j) % 4)
	      {
	      case 0:
		mpz_sub_ui (*v[j], m, 1 + test_rand_below (4));
		break;
	      case 1:
		mpz_set_ui (*v[j], test_rand_below (3));
		break;
	      default:
		test_rand_bytes (sizeof (x), (uint8_t *) x);
		from_limbs (*v[j], x);
		mpz_mod (*v[j], *v[j], m);
		break;
	      }
	  to_limbs (x, a);
	  to_limbs (y, b);
	  for (j = 0; j < 3; j++)
	    {
	      const char *what;
	      if (j == 0)
		{
		  what = "ecc_mont4_mul";
		  mul (r, x, y, ml, minv);
		  mpz_mul (want, a, b);
		}
	      else if (j == 1)
		{
		  what = "ecc_mont4_mul in place";
		  memcpy (r, y, sizeof (r));
		  mul (r, x, r, ml, minv);
		  mpz_mul (want, a, b);
		}
	      else
		{
		  what = "ecc_mont4_sqr in place";
		  memcpy (r, x, sizeof (r));
		  sqr (r, r, ml, minv);
		  mpz_mul (want, a, a);
		}
	      mpz_mul (want, want, ri);
	      mpz_mod (want, want, m);
	      from_limbs (got, r);
	      if (mpz_cmp (got, want) != 0)
		{
		  char msg[200];
		  snprintf (msg, sizeof (msg), "%s (%s variant, backend %s)",
			    what, variant, test_backend ());
		  gmp_printf ("m = %Zx\na = %Zx\nb = %Zx\n", m, a, b);
		  hw_check_mpz (msg, got, want);
		}
	      n++;
	    }
	}
    }
  mpz_clears (m, ri, a, b, want, got, NULL);
  test_ok ("ecc_mont4_mul, ecc_mont4_sqr (%s variant): %u products modulo "
	   "the orders of P-256, P-224, gc256b and 20 random odd m, equal "
	   "to GMP", variant, n);
}

#if HAVE_BACKEND_adx && defined (__x86_64__)
void
_nettle_fe25519w_mul_adx (uint64_t *r, const uint64_t *a, const uint64_t *b);
void
_nettle_fe25519w_sqr_adx (uint64_t *r, const uint64_t *a);

static void
check_25519 (const mpz_t p25519, const mpz_t a, const mpz_t b,
	     const mp_limb_t *got, const char *what)
{
  mpz_t want, r;
  mpz_inits (want, r, NULL);
  mpz_mul (want, a, b);
  mpz_mod (want, want, p25519);
  from_limbs (r, got);
  mpz_mod (r, r, p25519);
  if (mpz_cmp (r, want) != 0)
    {
      char msg[200];
      snprintf (msg, sizeof (msg), "%s (adx, backend %s)", what,
		test_backend ());
      gmp_printf ("a = %Zx\nb = %Zx\n", a, b);
      hw_check_mpz (msg, r, want);
    }
  mpz_clears (want, r, NULL);
}

/* Operands are any 256-bit values here, 2^256 - 1 - small included. */
static void
check_fe25519w (void)
{
  mpz_t p25519, a, b;
  mp_limb_t x[4], y[4], r[4];
  unsigned i, j;
  mpz_inits (p25519, a, b, NULL);
  mpz_ui_pow_ui (p25519, 2, 255);
  mpz_sub_ui (p25519, p25519, 19);
  for (i = 0; i < 4000; i++)
    {
      mp_limb_t *v[2] = { x, y };
      for (j = 0; j < 2; j++)
	{
	  unsigned k;
	  switch ((i + 3 * j) % 6)
	    {
	    case 0:
	      for (k = 0; k < 4; k++)
		v[j][k] = ~(mp_limb_t) 0;
	      v[j][0] -= test_rand_below (40);
	      break;
	    case 1:
	      for (k = 0; k < 4; k++)
		v[j][k] = (test_rand_u32 () & 1) ? ~(mp_limb_t) 0 : 0;
	      break;
	    case 2:
	      mpz_sub_ui (a, p25519, test_rand_below (3));
	      mpz_add_ui (a, a, test_rand_below (2) * 19);
	      to_limbs (v[j], a);
	      break;
	    default:
	      test_rand_bytes (4 * sizeof (mp_limb_t), (uint8_t *) v[j]);
	      break;
	    }
	}
      from_limbs (a, x);
      from_limbs (b, y);
      _nettle_fe25519w_mul_adx (r, x, y);
      check_25519 (p25519, a, b, r, "fe25519w_mul");
      _nettle_fe25519w_sqr_adx (r, x);
      check_25519 (p25519, a, a, r, "fe25519w_sqr");
      memcpy (r, x, sizeof (r));
      _nettle_fe25519w_mul_adx (r, r, y);
      check_25519 (p25519, a, b, r, "fe25519w_mul in place");
      memcpy (r, y, sizeof (r));
      _nettle_fe25519w_sqr_adx (r, r);
      check_25519 (p25519, b, b, r, "fe25519w_sqr in place");
    }
  mpz_clears (p25519, a, b, NULL);
  test_ok ("fe25519w_mul, fe25519w_sqr (adx): 4000 operand pairs "
	   "(random, near 2^256 - 1 and p, runs of ones), in place and "
	   "not, equal to GMP mod 2^255 - 19");
}
#endif

void
test_main (void)
{
  const char *chosen = _nettle_hogweed_fat_variant ("ecc_p256_mul");
  (void) hw_progress;
  mpz_inits (p, rinv, NULL);
  set_p (P256_HEX, 4);
  check_variant ("ecc_p256", chosen ? chosen : "dispatched",
		 _nettle_ecc_p256_mul, _nettle_ecc_p256_sqr);
  check_variant ("ecc_p256", "c",
		 _nettle_ecc_p256_mul_c, _nettle_ecc_p256_sqr_c);
  chosen = _nettle_hogweed_fat_variant ("ecc_p224_mul");
  set_p (P224_HEX, 4);
  check_variant ("ecc_p224", chosen ? chosen : "dispatched",
		 _nettle_ecc_p224_mul, _nettle_ecc_p224_sqr);
  check_variant ("ecc_p224", "c",
		 _nettle_ecc_p224_mul_c, _nettle_ecc_p224_sqr_c);
  chosen = _nettle_hogweed_fat_variant ("ecc_p521_mul");
  set_p (P521_HEX, 9);
  check_variant ("ecc_p521", chosen ? chosen : "dispatched",
		 _nettle_ecc_p521_mul, _nettle_ecc_p521_sqr);
  check_variant ("ecc_p521", "c",
		 _nettle_ecc_p521_mul_c, _nettle_ecc_p521_sqr_c);
  chosen = _nettle_hogweed_fat_variant ("ecc_mul6");
  check_mul6 (chosen ? chosen : "dispatched", _nettle_ecc_mul6,
	      _nettle_ecc_sqr6);
  check_mul6 ("c", _nettle_ecc_mul6_c, _nettle_ecc_sqr6_c);
  set_p (P256_HEX, 4);
  chosen = _nettle_hogweed_fat_variant ("ecc_mont4_mul");
  check_mont4 (chosen ? chosen : "dispatched",
	       _nettle_ecc_mont4_mul, _nettle_ecc_mont4_sqr);
  check_mont4 ("c", _nettle_ecc_mont4_mul_c, _nettle_ecc_mont4_sqr_c);
  mpz_clears (p, rinv, NULL);
#if HAVE_BACKEND_adx && defined (__x86_64__)
  {
    const char *ladder = _nettle_hogweed_fat_variant ("curve25519_ladder");
    if (ladder && strcmp (ladder, "adx") == 0)
      check_fe25519w ();
    else
      printf ("  note: fe25519w (adx): not run, this pass does not "
	      "dispatch to adx\n");
  }
#endif
}

#else /* !ECC_P256_DISPATCH */

void
test_main (void)
{
  test_skip ("no dispatched P-256 field routines in this build");
}

#endif
