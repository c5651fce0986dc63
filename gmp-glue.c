/* gmp-glue.c

   The internal limb helpers declared in gmp-glue.h.

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

#include "gmp-glue.h"
#include "macros.h"

mp_limb_t
sec_add_1 (mp_limb_t *rp, mp_limb_t *ap, mp_size_t n, mp_limb_t b)
{
  mp_size_t i;
  for (i = 0; i < n; i++)
    {
      mp_limb_t r = ap[i] + b;
      b = (r < b);
      rp[i] = r;
    }
  return b;
}

mp_limb_t
sec_sub_1 (mp_limb_t *rp, mp_limb_t *ap, mp_size_t n, mp_limb_t b)
{
  mp_size_t i;
  for (i = 0; i < n; i++)
    {
      mp_limb_t a = ap[i];
      mp_limb_t r = a - b;
      b = (a < b);
      rp[i] = r;
    }
  return b;
}

int
sec_zero_p (const mp_limb_t *ap, mp_size_t n)
{
  volatile mp_limb_t acc = 0;
  mp_size_t i;
  for (i = 0; i < n; i++)
    acc |= ap[i];
  /* acc == 0 exactly when (acc | -acc) has its top bit clear. */
  return 1 - (int) (((acc | (0 - acc)) >> (GMP_LIMB_BITS - 1)) & 1);
}

void
cnd_copy (int cnd, mp_limb_t *rp, const mp_limb_t *ap, mp_size_t n)
{
  mp_limb_t mask = - (mp_limb_t) (cnd != 0);
  mp_size_t i;
  for (i = 0; i < n; i++)
    rp[i] = (rp[i] & ~mask) | (ap[i] & mask);
}

void
mpz_limbs_copy (mp_limb_t *xp, mpz_srcptr x, mp_size_t n)
{
  mp_size_t xn = mpz_size (x);
  assert (xn <= n);
  if (xn)
    mpn_copyi (xp, mpz_limbs_read (x), xn);
  if (xn < n)
    mpn_zero (xp + xn, n - xn);
}

void
mpz_set_n (mpz_t r, const mp_limb_t *xp, mp_size_t xn)
{
  mp_limb_t *rp = mpz_limbs_write (r, xn);
  if (xn)
    mpn_copyi (rp, xp, xn);
  mpz_limbs_finish (r, xn);
}

void
mpn_set_base256 (mp_limb_t *rp, mp_size_t rn, const uint8_t *xp, size_t xn)
{
  size_t xi;
  mp_size_t i = 0;
  mp_limb_t out = 0;
  unsigned bits = 0;
  for (xi = xn; xi > 0 && i < rn; )
    {
      mp_limb_t in = xp[--xi];
      out |= (in << bits) & GMP_NUMB_MASK;
      bits += 8;
      if (bits >= GMP_NUMB_BITS)
	{
	  rp[i++] = out;
	  bits -= GMP_NUMB_BITS;
	  out = in >> (8 - bits);
	}
    }
  if (i < rn)
    {
      rp[i++] = out;
      if (i < rn)
	mpn_zero (rp + i, rn - i);
    }
}

void
mpn_set_base256_le (mp_limb_t *rp, mp_size_t rn, const uint8_t *xp, size_t xn)
{
  size_t xi;
  mp_size_t i = 0;
  mp_limb_t out = 0;
  unsigned bits = 0;
#if GMP_NUMB_BITS == 64 && GMP_NAIL_BITS == 0
  /* Whole limbs a word at a time (EdDSA loads its scalars and hashes
     here on every signature); the loop below takes the rest. */
  for (; xn >= 8 && rn > 0; xp += 8, xn -= 8, rn--)
    *rp++ = LE_READ_UINT64 (xp);
#endif
  for (xi = 0; xi < xn && i < rn; )
    {
      mp_limb_t in = xp[xi++];
      out |= (in << bits) & GMP_NUMB_MASK;
      bits += 8;
      if (bits >= GMP_NUMB_BITS)
	{
	  rp[i++] = out;
	  bits -= GMP_NUMB_BITS;
	  out = in >> (8 - bits);
	}
    }
  if (i < rn)
    {
      rp[i++] = out;
      if (i < rn)
	mpn_zero (rp + i, rn - i);
    }
}

void
mpn_get_base256 (uint8_t *rp, size_t rn, const mp_limb_t *xp, mp_size_t xn)
{
  unsigned bits;
  mp_limb_t in;
  for (bits = in = 0; xn > 0 && rn > 0; )
    {
      if (bits >= 8)
	{
	  rp[--rn] = in;
	  in >>= 8;
	  bits -= 8;
	}
      else
	{
	  uint8_t old = in;
	  in = *xp++;
	  xn--;
	  rp[--rn] = old | (in << bits);
	  in >>= (8 - bits);
	  bits += GMP_NUMB_BITS - 8;
	}
    }
  while (rn > 0)
    {
      rp[--rn] = in;
      in >>= 8;
    }
}

void
mpn_get_base256_le (uint8_t *rp, size_t rn, const mp_limb_t *xp, mp_size_t xn)
{
  unsigned bits;
  mp_limb_t in;
  for (bits = in = 0; xn > 0 && rn > 0; )
    {
      if (bits >= 8)
	{
	  *rp++ = in;
	  rn--;
	  in >>= 8;
	  bits -= 8;
	}
      else
	{
	  uint8_t old = in;
	  in = *xp++;
	  xn--;
	  *rp++ = old | (in << bits);
	  rn--;
	  in >>= (8 - bits);
	  bits += GMP_NUMB_BITS - 8;
	}
    }
  while (rn > 0)
    {
      *rp++ = in;
      rn--;
      in >>= 8;
    }
}

void *
gmp_alloc (size_t n)
{
  void *(*alloc_func) (size_t);
  assert (n > 0);
  mp_get_memory_functions (&alloc_func, NULL, NULL);
  return alloc_func (n);
}

void
gmp_free (void *p, size_t n)
{
  void (*free_func) (void *, size_t);
  assert (n > 0);
  assert (p != NULL);
  mp_get_memory_functions (NULL, NULL, &free_func);
  free_func (p, n);
}

mp_limb_t *
gmp_alloc_limbs (mp_size_t n)
{
  return gmp_alloc (n * sizeof (mp_limb_t));
}

void
gmp_free_limbs (mp_limb_t *p, mp_size_t n)
{
  gmp_free (p, n * sizeof (mp_limb_t));
}
