/* ecc.h

   Elliptic curves in short Weierstrass form: points, scalars and scalar
   multiplication (Nettle 3.10.2 API). Points are stored in affine
   coordinates, scalars as limbs below the group order.

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


#ifndef NETTLE_ECC_H_INCLUDED
#define NETTLE_ECC_H_INCLUDED

#include "nettle-types.h"
#include "bignum.h"

#ifdef __cplusplus
extern "C" {
#endif

#define ecc_point_init nettle_ecc_point_init
#define ecc_point_clear nettle_ecc_point_clear
#define ecc_point_set nettle_ecc_point_set
#define ecc_point_get nettle_ecc_point_get
#define ecc_point_mul nettle_ecc_point_mul
#define ecc_point_mul_g nettle_ecc_point_mul_g
#define ecc_scalar_init nettle_ecc_scalar_init
#define ecc_scalar_clear nettle_ecc_scalar_clear
#define ecc_scalar_set nettle_ecc_scalar_set
#define ecc_scalar_get nettle_ecc_scalar_get
#define ecc_scalar_random nettle_ecc_scalar_random
#define ecc_bit_size nettle_ecc_bit_size
#define ecc_size nettle_ecc_size
#define ecc_size_a nettle_ecc_size_a
#define ecc_size_j nettle_ecc_size_j

struct ecc_curve;

/* A point: the curve and ecc_size_a (ecc) limbs, x then y. */
struct ecc_point
{
  const struct ecc_curve *ecc;
  mp_limb_t *p;
};

/* A scalar: the curve and ecc_size (ecc) limbs, 0 < z < q. */
struct ecc_scalar
{
  const struct ecc_curve *ecc;
  mp_limb_t *p;
};

void
ecc_point_init (struct ecc_point *p, const struct ecc_curve *ecc);
void
ecc_point_clear (struct ecc_point *p);

/* Returns 1 and sets p when (x, y) is on the curve, else returns 0. */
int
ecc_point_set (struct ecc_point *p, const mpz_t x, const mpz_t y);
void
ecc_point_get (const struct ecc_point *p, mpz_t x, mpz_t y);

void
ecc_scalar_init (struct ecc_scalar *s, const struct ecc_curve *ecc);
void
ecc_scalar_clear (struct ecc_scalar *s);

/* Returns 1 and sets s when 0 < z < q, else returns 0. */
int
ecc_scalar_set (struct ecc_scalar *s, const mpz_t z);
void
ecc_scalar_get (const struct ecc_scalar *s, mpz_t z);

/* A uniform scalar in [1, q). */
void
ecc_scalar_random (struct ecc_scalar *s,
		   void *random_ctx, nettle_random_func *random);

/* r = n * p; r = n * g. */
void
ecc_point_mul (struct ecc_point *r, const struct ecc_scalar *n,
	       const struct ecc_point *p);
void
ecc_point_mul_g (struct ecc_point *r, const struct ecc_scalar *n);

unsigned
ecc_bit_size (const struct ecc_curve *ecc);

/* Limbs of a coordinate, of an affine point, of a Jacobian point. */
mp_size_t
ecc_size (const struct ecc_curve *ecc);
mp_size_t
ecc_size_a (const struct ecc_curve *ecc);
mp_size_t
ecc_size_j (const struct ecc_curve *ecc);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_ECC_H_INCLUDED */
