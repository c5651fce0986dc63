/* bignum.c

   Big-endian octet strings <-> mpz_t, unsigned and two's complement.

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
#include <string.h>

#include "bignum.h"
#include "gmp-glue.h"

size_t
nettle_mpz_sizeinbase_256_s (const mpz_t x)
{
  if (mpz_sgn (x) >= 0)
    /* One more bit for the sign. */
    return 1 + mpz_sizeinbase (x, 2) / 8;
  else
    {
      /* -x - 1 = ~x has the same two's complement length. */
      size_t size;
      mpz_t c;
      mpz_init (c);
      mpz_com (c, x);
      size = 1 + mpz_sizeinbase (c, 2) / 8;
      mpz_clear (c);
      return size;
    }
}

size_t
nettle_mpz_sizeinbase_256_u (const mpz_t x)
{
  return (mpz_sizeinbase (x, 2) + 7) / 8;
}

static void
get_magnitude (size_t length, uint8_t *s, const mpz_t x)
{
  mpn_get_base256 (s, length, mpz_limbs_read (x), mpz_size (x));
}

void
nettle_mpz_get_str_256 (size_t length, uint8_t *s, const mpz_t x)
{
  if (!length)
    {
      assert (!mpz_sgn (x));
      return;
    }
  if (mpz_sgn (x) >= 0)
    {
      assert (nettle_mpz_sizeinbase_256_u (x) <= length);
      get_magnitude (length, s, x);
    }
  else
    {
      /* Two's complement: the octets of ~(-x - 1) = bitwise not of |x| - 1. */
      size_t i;
      mpz_t c;
      mpz_init (c);
      mpz_com (c, x);
      assert (nettle_mpz_sizeinbase_256_u (c) <= length);
      get_magnitude (length, s, c);
      for (i = 0; i < length; i++)
	s[i] = ~s[i];
      mpz_clear (c);
    }
}

void
nettle_mpz_set_str_256_u (mpz_t x, size_t length, const uint8_t *s)
{
  mp_size_t n = NETTLE_OCTET_SIZE_TO_LIMB_SIZE (length);
  mp_limb_t *xp = mpz_limbs_write (x, n > 0 ? n : 1);
  mpn_set_base256 (xp, n, s, length);
  mpz_limbs_finish (x, n);
}

void
nettle_mpz_init_set_str_256_u (mpz_t x, size_t length, const uint8_t *s)
{
  mpz_init (x);
  nettle_mpz_set_str_256_u (x, length, s);
}

void
nettle_mpz_set_str_256_s (mpz_t x, size_t length, const uint8_t *s)
{
  nettle_mpz_set_str_256_u (x, length, s);
  if (length && (s[0] & 0x80))
    {
      /* Subtract 2^(8 length). */
      mpz_t t;
      mpz_init_set_ui (t, 1);
      mpz_mul_2exp (t, t, 8 * length);
      mpz_sub (x, x, t);
      mpz_clear (t);
    }
}

void
nettle_mpz_init_set_str_256_s (mpz_t x, size_t length, const uint8_t *s)
{
  mpz_init (x);
  nettle_mpz_set_str_256_s (x, length, s);
}
