/* hogweed-fat-table.h

   libhogweed's table of runtime-dispatched functions and their
   variants: the same syntax as fat-table.h (see there), expanded by
   the same generator (fat-generate.h, from fat-hogweed.c). The
   features and the test passes are libnettle's.


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

/* No include guard: included several times, as fat-table.h is. */

#include "fat-setup.h"

#ifndef FAT_FOLLOWS
# define FAT_FOLLOWS(stem, leader)
# define FAT_FOLLOWS_DEFAULTED
#endif

/* Rows go here, each wrapped in the IF_<backend> guard of fat-table.h
   (include it first, with empty FAT_FUNCTION/FAT_VARIANT, for those). */

/* b^e mod m on limbs, side-channel silent (sec-powm-internal.h): the
   RSA CRT halves and DSA's g^k. The avx512 variant takes moduli of
   512 to 2048 bits and hands other sizes to mpn_sec_powm. */
#include "sec-powm-internal.h"
FAT_FUNCTION(sec_powm, _nettle_sec_powm, void,
	     (mp_limb_t *rp, const mp_limb_t *bp, mp_size_t bn,
	      const mp_limb_t *ep, mp_bitcnt_t ebits,
	      const mp_limb_t *mp, mp_size_t mn, mp_limb_t *tp),
	     (rp, bp, bn, ep, ebits, mp, mn, tp))
IF_avx512(FAT_VARIANT(sec_powm, avx512, FAT_AVX512 | FAT_AVX512IFMA))
FAT_VARIANT(sec_powm, c, 0)

/* Two of those at once, the RSA CRT halves of equal size. */
FAT_FUNCTION(sec_powm2, _nettle_sec_powm2, void,
	     (const struct sec_powm_job *jobs, mp_size_t bn,
	      mp_bitcnt_t ebits, mp_size_t mn, mp_limb_t *tp),
	     (jobs, bn, ebits, mn, tp))
FAT_FOLLOWS(sec_powm2, sec_powm)
IF_avx512(FAT_VARIANT(sec_powm2, avx512, FAT_AVX512 | FAT_AVX512IFMA))
FAT_VARIANT(sec_powm2, c, 0)

/* b^e mod m on limbs for public numbers, in variable time
   (pub-powm-internal.h): RSA verification and encryption, DSA
   verification. The avx512 variant takes moduli of 512 bits and up
   (mpz_pub_powm hands it at most 4096). */
#include "pub-powm-internal.h"
FAT_FUNCTION(pub_powm, _nettle_pub_powm, void,
	     (mp_limb_t *rp, const mp_limb_t *bp, mp_size_t bn,
	      const mp_limb_t *ep, mp_size_t en,
	      const mp_limb_t *mp, mp_size_t mn),
	     (rp, bp, bn, ep, en, mp, mn))
IF_avx512(FAT_VARIANT(pub_powm, avx512, FAT_AVX512 | FAT_AVX512IFMA))
FAT_VARIANT(pub_powm, c, 0)

/* ecc: Montgomery products and squares on 4 limbs, P-256's and
   P-224's p and any odd modulus (ecc-internal.h). */
#include "ecc-internal.h"
#if ECC_P256_DISPATCH
FAT_FUNCTION(ecc_p256_mul, _nettle_ecc_p256_mul, void,
	     (mp_limb_t *r, const mp_limb_t *a, const mp_limb_t *b), (r, a, b))
IF_adx(FAT_VARIANT(ecc_p256_mul, adx, FAT_BMI2 | FAT_ADX))
FAT_VARIANT(ecc_p256_mul, c, 0)
FAT_FUNCTION(ecc_p256_sqr, _nettle_ecc_p256_sqr, void,
	     (mp_limb_t *r, const mp_limb_t *a), (r, a))
FAT_FOLLOWS(ecc_p256_sqr, ecc_p256_mul)
IF_adx(FAT_VARIANT(ecc_p256_sqr, adx, FAT_BMI2 | FAT_ADX))
FAT_VARIANT(ecc_p256_sqr, c, 0)
FAT_FUNCTION(ecc_p224_mul, _nettle_ecc_p224_mul, void,
	     (mp_limb_t *r, const mp_limb_t *a, const mp_limb_t *b), (r, a, b))
IF_adx(FAT_VARIANT(ecc_p224_mul, adx, FAT_BMI2 | FAT_ADX))
FAT_VARIANT(ecc_p224_mul, c, 0)
FAT_FUNCTION(ecc_p224_sqr, _nettle_ecc_p224_sqr, void,
	     (mp_limb_t *r, const mp_limb_t *a), (r, a))
FAT_FOLLOWS(ecc_p224_sqr, ecc_p224_mul)
IF_adx(FAT_VARIANT(ecc_p224_sqr, adx, FAT_BMI2 | FAT_ADX))
FAT_VARIANT(ecc_p224_sqr, c, 0)
FAT_FUNCTION(ecc_p521_mul, _nettle_ecc_p521_mul, void,
	     (mp_limb_t *r, const mp_limb_t *a, const mp_limb_t *b), (r, a, b))
IF_adx(FAT_VARIANT(ecc_p521_mul, adx, FAT_BMI2 | FAT_ADX))
FAT_VARIANT(ecc_p521_mul, c, 0)
FAT_FUNCTION(ecc_p521_sqr, _nettle_ecc_p521_sqr, void,
	     (mp_limb_t *r, const mp_limb_t *a), (r, a))
FAT_FOLLOWS(ecc_p521_sqr, ecc_p521_mul)
IF_adx(FAT_VARIANT(ecc_p521_sqr, adx, FAT_BMI2 | FAT_ADX))
FAT_VARIANT(ecc_p521_sqr, c, 0)
FAT_FUNCTION(ecc_mul6, _nettle_ecc_mul6, void,
	     (mp_limb_t *t, const mp_limb_t *a, const mp_limb_t *b), (t, a, b))
IF_adx(FAT_VARIANT(ecc_mul6, adx, FAT_BMI2 | FAT_ADX))
FAT_VARIANT(ecc_mul6, c, 0)
FAT_FUNCTION(ecc_sqr6, _nettle_ecc_sqr6, void,
	     (mp_limb_t *t, const mp_limb_t *a), (t, a))
FAT_FOLLOWS(ecc_sqr6, ecc_mul6)
IF_adx(FAT_VARIANT(ecc_sqr6, adx, FAT_BMI2 | FAT_ADX))
FAT_VARIANT(ecc_sqr6, c, 0)
FAT_FUNCTION(ecc_mont4_mul, _nettle_ecc_mont4_mul, void,
	     (mp_limb_t *r, const mp_limb_t *a, const mp_limb_t *b,
	      const mp_limb_t *m, mp_limb_t minv), (r, a, b, m, minv))
IF_adx(FAT_VARIANT(ecc_mont4_mul, adx, FAT_BMI2 | FAT_ADX))
FAT_VARIANT(ecc_mont4_mul, c, 0)
FAT_FUNCTION(ecc_mont4_sqr, _nettle_ecc_mont4_sqr, void,
	     (mp_limb_t *r, const mp_limb_t *a,
	      const mp_limb_t *m, mp_limb_t minv), (r, a, m, minv))
FAT_FOLLOWS(ecc_mont4_sqr, ecc_mont4_mul)
IF_adx(FAT_VARIANT(ecc_mont4_sqr, adx, FAT_BMI2 | FAT_ADX))
FAT_VARIANT(ecc_mont4_sqr, c, 0)
/* ecc: point doubling and additions on P-256 and P-224, each in one
   frame with adx. */
FAT_FUNCTION(ecc_p256_dup_jj, _nettle_ecc_p256_dup_jj, void,
	     (const struct ecc_curve *ecc, mp_limb_t *r, const mp_limb_t *p),
	     (ecc, r, p))
IF_adx(FAT_VARIANT(ecc_p256_dup_jj, adx, FAT_BMI2 | FAT_ADX))
FAT_VARIANT(ecc_p256_dup_jj, c, 0)
FAT_FUNCTION(ecc_p256_add_jjj, _nettle_ecc_p256_add_jjj, void,
	     (const struct ecc_curve *ecc, mp_limb_t *r,
	      const mp_limb_t *p, const mp_limb_t *q), (ecc, r, p, q))
IF_adx(FAT_VARIANT(ecc_p256_add_jjj, adx, FAT_BMI2 | FAT_ADX))
FAT_VARIANT(ecc_p256_add_jjj, c, 0)
FAT_FUNCTION(ecc_p256_add_jja, _nettle_ecc_p256_add_jja, void,
	     (const struct ecc_curve *ecc, mp_limb_t *r,
	      const mp_limb_t *p, const mp_limb_t *q), (ecc, r, p, q))
IF_adx(FAT_VARIANT(ecc_p256_add_jja, adx, FAT_BMI2 | FAT_ADX))
FAT_VARIANT(ecc_p256_add_jja, c, 0)
FAT_FUNCTION(ecc_p224_dup_jj, _nettle_ecc_p224_dup_jj, void,
	     (const struct ecc_curve *ecc, mp_limb_t *r, const mp_limb_t *p),
	     (ecc, r, p))
IF_adx(FAT_VARIANT(ecc_p224_dup_jj, adx, FAT_BMI2 | FAT_ADX))
FAT_VARIANT(ecc_p224_dup_jj, c, 0)
FAT_FUNCTION(ecc_p224_add_jjj, _nettle_ecc_p224_add_jjj, void,
	     (const struct ecc_curve *ecc, mp_limb_t *r,
	      const mp_limb_t *p, const mp_limb_t *q), (ecc, r, p, q))
IF_adx(FAT_VARIANT(ecc_p224_add_jjj, adx, FAT_BMI2 | FAT_ADX))
FAT_VARIANT(ecc_p224_add_jjj, c, 0)
FAT_FUNCTION(ecc_p224_add_jja, _nettle_ecc_p224_add_jja, void,
	     (const struct ecc_curve *ecc, mp_limb_t *r,
	      const mp_limb_t *p, const mp_limb_t *q), (ecc, r, p, q))
IF_adx(FAT_VARIANT(ecc_p224_add_jja, adx, FAT_BMI2 | FAT_ADX))
FAT_VARIANT(ecc_p224_add_jja, c, 0)
#endif

/* ecc: the constant-time table read of ecc_mul_a and ecc_mul_g
   (ecc-internal.h), 32 bytes at a time with AVX2, 64 with AVX-512. */
FAT_FUNCTION(ecc_table_lookup, _nettle_ecc_table_lookup, void,
	     (mp_limb_t *r, const mp_limb_t *table, mp_size_t n,
	      unsigned entries, unsigned k), (r, table, n, entries, k))
IF_avx512(FAT_VARIANT(ecc_table_lookup, avx512, FAT_AVX512))
IF_avx2(FAT_VARIANT(ecc_table_lookup, avx2, FAT_AVX2))
FAT_VARIANT(ecc_table_lookup, c, 0)

/* curve25519: the X25519 ladder (curve-internal.h). */
#include "curve-internal.h"
FAT_FUNCTION(curve25519_ladder, _nettle_curve25519_ladder, void,
	     (uint8_t *q, const uint8_t *k, const uint8_t *u), (q, k, u))
IF_adx(FAT_VARIANT(curve25519_ladder, adx, FAT_BMI2 | FAT_ADX))
FAT_VARIANT(curve25519_ladder, c, 0)

#ifdef FAT_FOLLOWS_DEFAULTED
# undef FAT_FOLLOWS
# undef FAT_FOLLOWS_DEFAULTED
#endif
