/* ecc-curve-setup.c

   Turns a curve's parameters (hex strings from the standards) into
   struct ecc_curve once, at the first call of its accessor: Montgomery
   constants of p and q, a and b, g and the fixed-base table. Public
   data only, so plain GMP (mpz, variable time) does the work.

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

#include <assert.h>
#include <stdlib.h>

#include "ecc-internal.h"

static void
modulo_setup (struct ecc_modulo *m, const char *hex)
{
  mpz_t x, r, t;
  mp_limb_t m0, inv;
  unsigned i;

  mpz_init_set_str (x, hex, 16);
  assert (mpz_odd_p (x));
  m->bit_size = mpz_sizeinbase (x, 2);
  m->size = NETTLE_BIT_SIZE_TO_LIMB_SIZE (m->bit_size);
  assert (m->size <= ECC_MAX_LIMBS);
  mpz_limbs_copy (m->m, x, m->size);
#if GMP_NUMB_BITS == 64
  m->p256 = m->size == 4 && m->m[0] == ~(mp_limb_t) 0
    && m->m[1] == 0xffffffff && m->m[2] == 0
    && m->m[3] == 0xffffffff00000001;
  m->p384 = m->size == 6 && m->m[0] == 0xffffffff
    && m->m[1] == 0xffffffff00000000 && m->m[2] == 0xfffffffffffffffe
    && m->m[3] == ~(mp_limb_t) 0 && m->m[4] == ~(mp_limb_t) 0
    && m->m[5] == ~(mp_limb_t) 0;
  m->p224 = m->size == 4 && m->m[0] == 1
    && m->m[1] == 0xffffffff00000000 && m->m[2] == ~(mp_limb_t) 0
    && m->m[3] == 0xffffffff;
  m->p192 = m->size == 3 && m->m[0] == ~(mp_limb_t) 0
    && m->m[1] == ~(mp_limb_t) 1 && m->m[2] == ~(mp_limb_t) 0;
  /* 2^(64 size) - c with 0 < c < 2^32 (both GOST p's). */
  m->pm_c = 0;
  if ((m->size == 4 || m->size == 8) && m->m[0] > ~(mp_limb_t) 0xffffffff)
    {
      mp_size_t k;
      for (k = 1; k < m->size && m->m[k] == ~(mp_limb_t) 0; k++)
	;
      if (k == m->size)
	m->pm_c = - m->m[0];
    }
#else
  m->pm_c = 0;
  m->p256 = 0;
  m->p384 = 0;
  m->p224 = 0;
  m->p192 = 0;
#endif

  /* Newton: inv m0 = 1 mod 2^k gives 2^2k; m0 itself is right to 3
     bits, so 5 steps reach 96 >= GMP_NUMB_BITS. */
  m0 = m->m[0];
  inv = m0;
  for (i = 0; i < 5; i++)
    inv *= 2 - m0 * inv;
  m->minv = -inv;

  mpz_init (r);
  mpz_init (t);
  /* 2^k - 1: x + 1 is a power of two. */
  mpz_add_ui (t, x, 1);
  m->mersenne = mpz_popcount (t) == 1 && m->bit_size % GMP_NUMB_BITS != 0;
  if (m->mersenne || m->p384 || m->pm_c)
    mpz_set_ui (r, 1);
  else
    {
      mpz_setbit (r, m->size * GMP_NUMB_BITS);
      mpz_mod (r, r, x);
    }
  mpz_limbs_copy (m->one, r, m->size);
  mpz_mul (t, r, r);
  mpz_mod (t, t, x);
  mpz_limbs_copy (m->r2, t, m->size);
  mpz_clear (t);
  mpz_clear (r);
  mpz_clear (x);
}

static void
limbs_from_hex (mp_limb_t *r, mp_size_t n, const char *hex)
{
  mpz_t x;
  mpz_init_set_str (x, hex, 16);
  mpz_limbs_copy (r, x, n);
  mpz_clear (x);
}

/* r = 1/a modulo p, Montgomery form in and out, with mpz (public). */
static void
inv_public (const struct ecc_modulo *m, mp_limb_t *r, const mp_limb_t *a)
{
  mp_limb_t z[ECC_MAX_LIMBS];
  mpz_t zz, pp;

  ecc_mod_from_m (m, z, a);
  mpz_init (zz);
  mpz_set_n (zz, z, m->size);
  mpz_roinit_n (pp, m->m, m->size);
  if (!mpz_invert (zz, zz, pp))
    abort ();
  mpz_limbs_copy (z, zz, m->size);
  mpz_clear (zz);
  ecc_mod_to_m (m, r, z);
}

/* The count Jacobian points at j (Montgomery form) to affine ones at r
   (Montgomery form), with one inversion for all (Montgomery's trick:
   invert the product of the Z, then peel off one Z at a time). */
static void
batch_j_to_a (const struct ecc_curve *ecc, mp_limb_t *r,
	      const mp_limb_t *j, unsigned count)
{
  const struct ecc_modulo *m = &ecc->p;
  mp_size_t n = m->size;
  mp_limb_t prefix[ECC_WINDOW_SIZE * ECC_MAX_LIMBS];
  mp_limb_t inv[ECC_MAX_LIMBS], zi[ECC_MAX_LIMBS], zi2[ECC_MAX_LIMBS];
  unsigned i;

  assert (count <= ECC_WINDOW_SIZE);
  mpn_copyi (prefix, j + 2 * n, n);
  for (i = 1; i < count; i++)
    ecc_mod_mul (m, prefix + i * n, prefix + (i - 1) * n, j + (3 * i + 2) * n);
  inv_public (m, inv, prefix + (count - 1) * n);
  for (i = count; i-- > 0; )
    {
      const mp_limb_t *p = j + 3 * i * n;
      if (i > 0)
	{
	  ecc_mod_mul (m, zi, inv, prefix + (i - 1) * n);
	  ecc_mod_mul (m, inv, inv, p + 2 * n);
	}
      else
	mpn_copyi (zi, inv, n);
      ecc_mod_sqr (m, zi2, zi);
      ecc_mod_mul (m, r + 2 * i * n, p, zi2);
      ecc_mod_mul (m, zi2, zi2, zi);
      ecc_mod_mul (m, r + (2 * i + 1) * n, p + n, zi2);
    }
}

static void
g_table_setup (struct ecc_curve *ecc)
{
  mp_size_t n = ecc->p.size;
  mp_size_t an = 2 * n, jn = 3 * n;
  unsigned windows = ECC_WINDOWS (ecc->q.bit_size);
  mp_limb_t base[3 * ECC_MAX_LIMBS];
  mp_limb_t pts[(ECC_WINDOW_SIZE - 1) * 3 * ECC_MAX_LIMBS];
  mp_limb_t *tab = ecc->g_table;
  unsigned i, j;

  ecc_a_to_j (ecc, base, ecc->g);
  for (j = 0; j < windows; j++)
    {
      /* pts[i - 1] = i base, base = 16^j g. */
      mpn_copyi (pts, base, jn);
      ecc_dup_jj (ecc, pts + jn, base);
      for (i = 3; i < ECC_WINDOW_SIZE; i++)
	ecc_add_jjj (ecc, pts + (i - 1) * jn, pts + (i - 2) * jn, base);
      batch_j_to_a (ecc, tab, pts, ECC_WINDOW_SIZE - 1);
      for (i = 0; i < ECC_WINDOW; i++)
	ecc_dup_jj (ecc, base, base);
      tab += (ECC_WINDOW_SIZE - 1) * an;
    }
}

void
ecc_curve_setup (struct ecc_curve *ecc)
{
  const struct ecc_params *prm = ecc->params;
  mp_size_t n;
  mp_limb_t t[ECC_MAX_LIMBS];

  modulo_setup (&ecc->p, prm->p);
  modulo_setup (&ecc->q, prm->q);
  n = ecc->p.size;
  assert (ecc->p.bit_size == prm->bit_size);
  assert (ecc->q.size == n && ecc->q.bit_size <= prm->bit_size);
  /* x mod q by one subtraction needs p < 2q: p < q, or p - q < q. */
  assert (mpn_sub_n (t, ecc->p.m, ecc->q.m, n) != 0
	  || mpn_cmp (t, ecc->q.m, n) < 0);

  if (prm->a)
    limbs_from_hex (ecc->a_plain, n, prm->a);
  else
    {
      mpn_zero (t, n);
      t[0] = 3;
      mpn_sub_n (ecc->a_plain, ecc->p.m, t, n);
    }
  mpn_zero (t, n);
  t[0] = 3;
  mpn_add_n (t, ecc->a_plain, t, n);
  ecc->a_is_minus_3 = mpn_cmp (t, ecc->p.m, n) == 0;
  limbs_from_hex (ecc->b_plain, n, prm->b);
  ecc_mod_to_m (&ecc->p, ecc->a, ecc->a_plain);
  ecc_mod_to_m (&ecc->p, ecc->b, ecc->b_plain);
  limbs_from_hex (ecc->g, n, prm->gx);
  limbs_from_hex (ecc->g + n, n, prm->gy);
  assert (ecc_on_curve_p (ecc, ecc->g));

  g_table_setup (ecc);
}

int
ecc_on_curve_p (const struct ecc_curve *ecc, const mp_limb_t *xy)
{
  const struct ecc_modulo *m = &ecc->p;
  mp_size_t n = m->size;
  mp_limb_t x[ECC_MAX_LIMBS], y[ECC_MAX_LIMBS], t[ECC_MAX_LIMBS];

  if (mpn_cmp (xy, m->m, n) >= 0 || mpn_cmp (xy + n, m->m, n) >= 0)
    return 0;
  /* y^2 = (x^2 + a) x + b */
  ecc_mod_to_m (m, x, xy);
  ecc_mod_to_m (m, y, xy + n);
  ecc_mod_sqr (m, y, y);
  ecc_mod_sqr (m, t, x);
  ecc_mod_add (m, t, t, ecc->a);
  ecc_mod_mul (m, t, t, x);
  ecc_mod_add (m, t, t, ecc->b);
  return mpn_cmp (t, y, n) == 0;
}
