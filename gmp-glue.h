/* gmp-glue.h

   Internal glue between mpz_t and limb arrays, side-channel silent
   helpers, and allocation through GMP's memory functions.

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

#ifndef NETTLE_GMP_GLUE_H_INCLUDED
#define NETTLE_GMP_GLUE_H_INCLUDED

#include "bignum.h"

#define sec_add_1 _nettle_sec_add_1
#define sec_sub_1 _nettle_sec_sub_1
#define sec_zero_p _nettle_sec_zero_p
#define cnd_copy _nettle_cnd_copy
#define mpz_limbs_copy _nettle_mpz_limbs_copy
#define mpz_set_n _nettle_mpz_set_n
#define mpn_set_base256 _nettle_mpn_set_base256
#define mpn_set_base256_le _nettle_mpn_set_base256_le
#define mpn_get_base256 _nettle_mpn_get_base256
#define mpn_get_base256_le _nettle_mpn_get_base256_le
#define gmp_alloc_limbs _nettle_gmp_alloc_limbs
#define gmp_free_limbs _nettle_gmp_free_limbs
#define gmp_alloc _nettle_gmp_alloc
#define gmp_free _nettle_gmp_free

#define NETTLE_OCTET_SIZE_TO_LIMB_SIZE(n) \
  (((n) * 8 + GMP_NUMB_BITS - 1) / GMP_NUMB_BITS)
#define NETTLE_BIT_SIZE_TO_LIMB_SIZE(n) \
  (((n) + GMP_NUMB_BITS - 1) / GMP_NUMB_BITS)

/* Temporary limb arrays on the stack when small, with the size stated. */
#define TMP_GMP_DECL(name, type) type *name; size_t tmp_##name##_size
#define TMP_GMP_ALLOC(name, size) do {					\
    tmp_##name##_size = (size);						\
    (name) = gmp_alloc (sizeof (*name) * (size));			\
  } while (0)
#define TMP_GMP_FREE(name) (gmp_free (name, sizeof (*name) * tmp_##name##_size))

/* rp = ap + b, n limbs, b 0 or 1 (a secret); returns the carry. */
mp_limb_t
sec_add_1 (mp_limb_t *rp, mp_limb_t *ap, mp_size_t n, mp_limb_t b);

/* rp = ap - b, n limbs; returns the borrow. */
mp_limb_t
sec_sub_1 (mp_limb_t *rp, mp_limb_t *ap, mp_size_t n, mp_limb_t b);

/* 1 if the n limbs are all zero, else 0, without branching on them. */
int
sec_zero_p (const mp_limb_t *ap, mp_size_t n);

/* rp = cnd ? ap : rp, without branching on cnd. */
void
cnd_copy (int cnd, mp_limb_t *rp, const mp_limb_t *ap, mp_size_t n);

/* Copies the n low limbs of x (zero padded) to xp. */
void
mpz_limbs_copy (mp_limb_t *xp, mpz_srcptr x, mp_size_t n);

/* r = the n limbs at xp, normalized. */
void
mpz_set_n (mpz_t r, const mp_limb_t *xp, mp_size_t xn);

/* The xn-limb number from the big-endian (or _le: little-endian)
   octets; excess octets are dropped, missing ones are zero. */
void
mpn_set_base256 (mp_limb_t *rp, mp_size_t rn, const uint8_t *xp, size_t xn);

void
mpn_set_base256_le (mp_limb_t *rp, mp_size_t rn, const uint8_t *xp, size_t xn);

/* Writes rn octets of the xn-limb number, big-endian (_le: little). */
void
mpn_get_base256 (uint8_t *rp, size_t rn, const mp_limb_t *xp, mp_size_t xn);

void
mpn_get_base256_le (uint8_t *rp, size_t rn, const mp_limb_t *xp, mp_size_t xn);

mp_limb_t *
gmp_alloc_limbs (mp_size_t n);

void
gmp_free_limbs (mp_limb_t *p, mp_size_t n);

void *
gmp_alloc (size_t n);

void
gmp_free (void *p, size_t n);

#endif /* NETTLE_GMP_GLUE_H_INCLUDED */
