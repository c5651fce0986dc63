/* hogweed-abi-regs-test.c

   The System V calling convention on every variant in
   hogweed-fat-table.h that this CPU can run, as abi-regs-test does for
   libnettle's table: callee-saved registers and the stack pointer as
   they were after each call (abi-trampoline.h). Each function gets
   valid arguments of its own; a function this test has no arguments
   for fails it, so a new row cannot go unchecked.

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

#include "testutils.h"
#include "abi-trampoline.h"

#if ABI_TRAMPOLINE

#include <gmp.h>

#include "fat-setup.h"

/* The IF_<backend> guards come from libnettle's table. */
#define FAT_FUNCTION(stem, symbol, ret, params, args)
#define FAT_VARIANT(stem, variant, features)
#include "fat-table.h"
#undef FAT_FUNCTION
#undef FAT_VARIANT

/* A type per function and a declaration of every variant, as
   fat-hogweed.c makes them. */
#define FAT_FUNCTION(stem, symbol, ret, params, args)	\
  typedef ret hv_type_##stem params;
#define FAT_VARIANT(stem, variant, features)		\
  hv_type_##stem _nettle_##stem##_##variant;
#include "hogweed-fat-table.h"
#undef FAT_FUNCTION
#undef FAT_VARIANT

struct hv_variant
{
  const char *stem;
  const char *variant;
  unsigned features;
  void (*fn) (void);
};

static const struct hv_variant hv_variants[] = {
#define FAT_FUNCTION(stem, symbol, ret, params, args)
#define FAT_VARIANT(stem, variant, features)				\
  { #stem, #variant, (features),					\
    (void (*) (void)) _nettle_##stem##_##variant },
#include "hogweed-fat-table.h"
#undef FAT_FUNCTION
#undef FAT_VARIANT
  { NULL, NULL, 0, NULL }
};

/* Limbs for the 4-limb field routines (a 64-bit build) and
   sec_powm's 1024-bit modulus, whatever the limb size. */
#define HV_POWM_BITS 1024
#define HV_POWM_LIMBS (HV_POWM_BITS / GMP_NUMB_BITS)
#define HV_HIGHBIT ((mp_limb_t) 1 << (GMP_NUMB_BITS - 1))

static mp_limb_t hv_r[2 * HV_POWM_LIMBS], hv_a[HV_POWM_LIMBS];
static mp_limb_t hv_b[HV_POWM_LIMBS], hv_m[HV_POWM_LIMBS];
static mp_limb_t hv_e[HV_POWM_LIMBS];

/* -1/m mod 2^GMP_NUMB_BITS for odd m, by Newton's iteration. */
static mp_limb_t
hv_minv (mp_limb_t m)
{
  mp_limb_t x = m;		/* right to 3 bits */
  unsigned i;
  for (i = 0; i < 6; i++)
    x *= 2 - m * x;
  return -x;
}

/* Random operands: m odd with its top bit set, a and b below it. */
static void
hv_operands (size_t limbs)
{
  test_rand_bytes (limbs * sizeof (mp_limb_t), (uint8_t *) hv_m);
  test_rand_bytes (limbs * sizeof (mp_limb_t), (uint8_t *) hv_a);
  test_rand_bytes (limbs * sizeof (mp_limb_t), (uint8_t *) hv_b);
  test_rand_bytes (limbs * sizeof (mp_limb_t), (uint8_t *) hv_e);
  hv_m[0] |= 1;
  hv_m[limbs - 1] |= HV_HIGHBIT;
  hv_a[limbs - 1] &= ~HV_HIGHBIT;
  hv_b[limbs - 1] &= ~HV_HIGHBIT;
}

/* The limbs of the field routines' operands (r, a[, b][, m, minv]),
   0 for other stems. */
static unsigned
hv_field_limbs (const char *stem)
{
  static const struct { const char *stem; unsigned n; } fields[] =
    {
      { "ecc_p256_mul", 4 }, { "ecc_p256_sqr", 4 },
      { "ecc_p224_mul", 4 }, { "ecc_p224_sqr", 4 },
      { "ecc_mont4_mul", 4 }, { "ecc_mont4_sqr", 4 },
      { "ecc_mul6", 6 }, { "ecc_sqr6", 6 },
      { "ecc_p521_mul", 9 }, { "ecc_p521_sqr", 9 },
    };
  size_t i;
  for (i = 0; i < sizeof (fields) / sizeof (fields[0]); i++)
    if (!strcmp (stem, fields[i].stem))
      return fields[i].n;
  return 0;
}

/* Arguments for one call of a variant of stem; 0 for a stem this test
   does not know. */
static int
hv_set_args (struct abi_frame *f, const char *stem)
{
  static uint8_t q[32], k[32], u[32];
  static mp_limb_t *tp;
  uintptr_t *a = f->args;

  memset (a, 0, sizeof (f->args));
  memset (f->more, 0, sizeof (f->more));
  if (hv_field_limbs (stem))
    {
      unsigned n = hv_field_limbs (stem);
      int sqr = strstr (stem, "sqr") != NULL;
      hv_operands (n);
      if (n == 9)
	{
	  /* P-521's: below 2^521. */
	  hv_a[8] &= 0x1ff;
	  hv_b[8] &= 0x1ff;
	}
      a[0] = (uintptr_t) hv_r;
      a[1] = (uintptr_t) hv_a;
      if (!sqr)
	a[2] = (uintptr_t) hv_b;
      if (!strncmp (stem, "ecc_mont4", 9))
	{
	  a[3 - sqr] = (uintptr_t) hv_m;
	  a[4 - sqr] = (uintptr_t) hv_minv (hv_m[0]);
	}
      return 1;
    }
  if (!strcmp (stem, "curve25519_ladder"))
    {
      test_rand_bytes (32, k);
      test_rand_bytes (32, u);
      a[0] = (uintptr_t) q; a[1] = (uintptr_t) k; a[2] = (uintptr_t) u;
      return 1;
    }
  if ((!strncmp (stem, "ecc_p256_", 9) || !strncmp (stem, "ecc_p224_", 9))
      && (!strcmp (stem + 9, "dup_jj") || !strncmp (stem + 9, "add_jj", 6)))
    {
      /* (ecc, r, p) or (ecc, r, p, q) of ecc_p256_* or ecc_p224_*:
	 coordinates below 2^(bits - 1) (< p). */
      static mp_limb_t pt[24], r[12];
      int p224 = !strncmp (stem, "ecc_p224", 8);
      unsigned i;
      test_rand_bytes (sizeof (pt), (uint8_t *) pt);
      for (i = 3; i < 24; i += 4)
	pt[i] >>= p224 ? 33 : 1;
      a[0] = (uintptr_t) (p224 ? nettle_get_secp_224r1 ()
			  : nettle_get_secp_256r1 ());
      a[1] = (uintptr_t) r; a[2] = (uintptr_t) pt;
      if (stem[9] == 'a')
	a[3] = (uintptr_t) (pt + 12);
      return 1;
    }
  if (!strcmp (stem, "ecc_table_lookup"))
    {
      /* (r, table, n, entries, k): P-256's ecc_mul_a shape, 8 entries
	 of 12 limbs, in 32- and 64-byte vectors. */
      static mp_limb_t table[8 * 12], r[12];
      test_rand_bytes (sizeof (table), (uint8_t *) table);
      a[0] = (uintptr_t) r; a[1] = (uintptr_t) table; a[2] = 12;
      a[3] = 8; a[4] = 1 + test_rand_below (8);
      return 1;
    }
  if (!strcmp (stem, "sec_powm2"))
    {
      /* (jobs, bn, ebits, mn, tp): sec_powm's shape twice, the second
	 modulus the first with other low bits. */
      static mp_limb_t m2[HV_POWM_LIMBS], r2[HV_POWM_LIMBS];
      static struct sec_powm_job jobs[2];
      hv_operands (HV_POWM_LIMBS);
      memcpy (m2, hv_m, sizeof (m2));
      m2[0] ^= 0x5a50;
      jobs[0].rp = hv_r; jobs[0].bp = hv_a; jobs[0].ep = hv_e;
      jobs[0].mp = hv_m;
      jobs[1].rp = r2; jobs[1].bp = hv_b; jobs[1].ep = hv_e;
      jobs[1].mp = m2;
      free (tp);
      tp = malloc (sizeof (mp_limb_t)
		   * _nettle_sec_powm_itch (HV_POWM_LIMBS, HV_POWM_BITS,
					    HV_POWM_LIMBS));
      if (!tp)
	test_fail ("out of memory");
      a[0] = (uintptr_t) jobs; a[1] = HV_POWM_LIMBS; a[2] = HV_POWM_BITS;
      a[3] = HV_POWM_LIMBS; a[4] = (uintptr_t) tp;
      return 1;
    }
  if (!strcmp (stem, "pub_powm"))
    {
      /* (rp, bp, bn, ep, en, mp, mn): RSA-1024's shape, e = 65537. */
      hv_operands (HV_POWM_LIMBS);
      hv_e[0] = 65537;
      a[0] = (uintptr_t) hv_r; a[1] = (uintptr_t) hv_a;
      a[2] = HV_POWM_LIMBS; a[3] = (uintptr_t) hv_e; a[4] = 1;
      a[5] = (uintptr_t) hv_m;
      f->more[0] = HV_POWM_LIMBS;
      return 1;
    }
  if (!strcmp (stem, "sec_powm"))
    {
      /* (rp, bp, bn, ep, ebits, mp, mn, tp): a size the avx512
	 variant takes (RSA-2048's CRT halves). */
      hv_operands (HV_POWM_LIMBS);
      free (tp);
      tp = malloc (sizeof (mp_limb_t)
		   * _nettle_sec_powm_itch (HV_POWM_LIMBS, HV_POWM_BITS,
					    HV_POWM_LIMBS));
      if (!tp)
	test_fail ("out of memory");
      a[0] = (uintptr_t) hv_r; a[1] = (uintptr_t) hv_a;
      a[2] = HV_POWM_LIMBS; a[3] = (uintptr_t) hv_e; a[4] = HV_POWM_BITS;
      a[5] = (uintptr_t) hv_m;
      f->more[0] = HV_POWM_LIMBS; f->more[1] = (uintptr_t) tp;
      return 1;
    }
  return 0;
}

void
test_main (void)
{
  const struct hv_variant *v;
  unsigned call = 0, n = 0;
  char what[200];

  for (v = hv_variants; v->stem; v++)
    {
      struct abi_frame f;
      unsigned trial;

      if (v->features & ~_nettle_fat_cpu_features ())
	{
	  printf ("  note: %s, variant %s: not run, the CPU lacks its "
		  "features\n", v->stem, v->variant);
	  continue;
	}
      for (trial = 0; trial < 3; trial++)
	{
	  memset (&f, 0, sizeof (f));
	  f.fn = (uintptr_t) v->fn;
	  if (!hv_set_args (&f, v->stem))
	    test_fail ("%s: no arguments for it here (add them to "
		       "hv_set_args)", v->stem);
	  snprintf (what, sizeof (what), "%s, variant %s", v->stem,
		    v->variant);
	  abi_check_call (&f, ++call, what);
	}
      test_ok ("%s, variant %s: %s and %s preserved", v->stem, v->variant,
	       ABI_SAVED_NAMES, ABI_SP_NAME);
      n++;
    }
  test_ok ("%u libhogweed variants checked", n);
}

#else

void
test_main (void)
{
  test_skip ("the register check is written for System V x86_64 and i386");
}

#endif
