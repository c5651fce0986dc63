/* eddsa-internal.h

   Internal interface of Ed25519 and Ed448 (RFC 8032): the group
   operations of each curve, and the arithmetic modulo the group order
   q both share. Internal to libhogweed.

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

#ifndef NETTLE_EDDSA_INTERNAL_H_INCLUDED
#define NETTLE_EDDSA_INTERNAL_H_INCLUDED

#include "curve-internal.h"

/* Scalars modulo q, as little-endian byte strings of qbytes bytes
   (32 for Ed25519, 57 for Ed448). GMP's mpn_sec_* underneath: constant
   time, except eddsa_scalar_lt and eddsa_scalar_wnaf, which are for
   public data only. */
#define eddsa_scalar_reduce _nettle_eddsa_scalar_reduce
#define eddsa_scalar_muladd _nettle_eddsa_scalar_muladd
#define eddsa_scalar_lt _nettle_eddsa_scalar_lt
#define eddsa_scalar_digits _nettle_eddsa_scalar_digits
#define eddsa_scalar_wnaf _nettle_eddsa_scalar_wnaf

/* r = h mod q for the hlen bytes at h (a hash output). */
CURVE_HIDDEN void
eddsa_scalar_reduce (uint8_t *r, const uint8_t *q, size_t qbytes,
		     size_t hlen, const uint8_t *h);

/* s = (r + k a) mod q; r and k are reduced, a has abytes bytes. */
CURVE_HIDDEN void
eddsa_scalar_muladd (uint8_t *s, const uint8_t *q, size_t qbytes,
		     const uint8_t *r, const uint8_t *k,
		     size_t abytes, const uint8_t *a);

/* The nbytes little-endian bytes at k as 2 nbytes signed digits,
   k = sum e_m 16^m, each e_m in [-8, 8) but the last, which is in
   [0, 8] when k's top nibble is below 8. Arithmetic only: constant
   time. */
CURVE_HIDDEN void
eddsa_scalar_digits (signed char *e, size_t nbytes, const uint8_t *k);

/* The width-w non-adjacent form of the `bits' little-endian bits at
   k: naf[0 .. bits], k = sum naf[i] 2^i, each digit 0 or odd in
   (-2^(w-1), 2^(w-1)), at least w - 1 zeros after each nonzero one;
   2 <= w <= 8. For public scalars: variable time. */
CURVE_HIDDEN void
eddsa_scalar_wnaf (signed char *naf, unsigned bits, const uint8_t *k,
		   unsigned w);

/* For a digit e in [-8, 8]: all ones in *neg when e < 0 (else 0), and
   |e| returned; no branch. */
static inline uint64_t
eddsa_digit_abs (int e, uint64_t *neg)
{
  *neg = 0 - (uint64_t) ((unsigned) e >> 31);
  return ((uint64_t) (int64_t) e ^ *neg) - *neg;
}

/* 1 when the slen bytes at s are a number below q, else 0. */
CURVE_HIDDEN int
eddsa_scalar_lt (const uint8_t *s, size_t slen,
		 const uint8_t *q, size_t qbytes);

/* What the RFC 8032 procedures (eddsa-common.c) need of a curve and
   its hash; everything travels as encodings and scalars as bytes. */
struct eddsa_params
{
  /* Bytes of a key, of an encoded point and of a scalar: b / 8. */
  size_t nbytes;
  /* The group order, nbytes little-endian. */
  const uint8_t *q;
  /* digest (2 nbytes) = H (dom || a || b || msg), with the curve's
     dom prefix when dom is nonzero (none for Ed25519); b and msg may
     be empty. */
  void (*hash) (uint8_t *digest, int dom, size_t alen, const uint8_t *a,
		size_t blen, const uint8_t *b,
		size_t length, const uint8_t *msg);
  /* Clamps the first nbytes of the key hash into the secret scalar. */
  void (*clamp) (uint8_t *h);
  /* enc = the encoding of k B, k nbytes and below q; constant time. */
  void (*mul_g) (uint8_t *enc, const uint8_t *k);
  /* enc = the encoding of s B - k A, A decoded from pub (s and k
     below q); 0 when pub is not a valid encoding. Public data. */
  int (*check) (uint8_t *enc, const uint8_t *pub,
		const uint8_t *s, const uint8_t *k);
};

#define EDDSA_MAX_BYTES 57

#define eddsa_public_key _nettle_eddsa_public_key
#define eddsa_sign _nettle_eddsa_sign
#define eddsa_verify _nettle_eddsa_verify

/* RFC 8032 5.1.5 / 5.2.5. */
CURVE_HIDDEN void
eddsa_public_key (const struct eddsa_params *e, uint8_t *pub,
		  const uint8_t *priv);

/* RFC 8032 5.1.6 / 5.2.6, with the caller's pub. */
CURVE_HIDDEN void
eddsa_sign (const struct eddsa_params *e, const uint8_t *pub,
	    const uint8_t *priv, size_t length, const uint8_t *msg,
	    uint8_t *signature);

/* RFC 8032 5.1.7 / 5.2.7, cofactorless as Nettle: 1 when valid. */
CURVE_HIDDEN int
eddsa_verify (const struct eddsa_params *e, const uint8_t *pub,
	      size_t length, const uint8_t *msg, const uint8_t *signature);

/* Ed25519: -x^2 + y^2 = 1 + d x^2 y^2 over GF(2^255 - 19), extended
   coordinates x = X/Z, y = Y/Z, X Y = Z T. */
struct ed25519_point
{
  fe25519 x, y, z, t;
};

#define ed25519_double_mul_vartime _nettle_ed25519_double_mul_vartime
#define ed25519_mul_g _nettle_ed25519_mul_g
#define ed25519_encode _nettle_ed25519_encode
#define ed25519_encode_vartime _nettle_ed25519_encode_vartime
#define ed25519_decode _nettle_ed25519_decode
#define ed25519_q _nettle_ed25519_q

/* The group order q = 2^252 + 27742317777372353535851937790883648493,
   32 bytes little-endian. */
extern CURVE_HIDDEN const uint8_t ed25519_q[32];

/* r = s B - k a for the base point B, s and k being 256 little-endian
   bits (at most 2^256 - 1: the width-7 NAF has a digit per bit and
   one above). Variable time: s, k and a must be public
   (verification). r's T is left stale: only X, Y and Z are set. */
CURVE_HIDDEN void
ed25519_double_mul_vartime (struct ed25519_point *r, const uint8_t *s,
			    const uint8_t *k, const struct ed25519_point *a);

/* r = k B for the base point B of RFC 8032 5.1, k being 32 bytes
   little-endian below 2^255 (k[31] < 128). Constant time. */
CURVE_HIDDEN void
ed25519_mul_g (struct ed25519_point *r, const uint8_t *k);

/* The 32-byte encoding of RFC 8032 5.1.2. Constant time. */
CURVE_HIDDEN void
ed25519_encode (uint8_t *s, const struct ed25519_point *p);

/* The same for a public point (verification): variable time. */
CURVE_HIDDEN void
ed25519_encode_vartime (uint8_t *s, const struct ed25519_point *p);

/* Decoding as RFC 8032 5.1.3: 0 (r undefined) when y >= p, when there
   is no x, or when x = 0 with the sign bit set; else 1. Public data:
   not constant time. */
CURVE_HIDDEN int
ed25519_decode (struct ed25519_point *r, const uint8_t *s);

/* Ed448: x^2 + y^2 = 1 + d x^2 y^2, d = -39081, over
   GF(2^448 - 2^224 - 1), in the same extended coordinates. */
struct ed448_point
{
  fe448 x, y, z, t;
};

#define ed448_double_mul_vartime _nettle_ed448_double_mul_vartime
#define ed448_mul_g _nettle_ed448_mul_g
#define ed448_add _nettle_ed448_add
#define ed448_neg _nettle_ed448_neg
#define ed448_encode _nettle_ed448_encode
#define ed448_decode _nettle_ed448_decode
#define ed448_q _nettle_ed448_q

/* q = 2^446 - 13818066809895115352007386748515426880336692474882178609894547503885,
   57 bytes little-endian. */
extern CURVE_HIDDEN const uint8_t ed448_q[57];

/* r = s B - k a for the base point B, s and k being 448 little-endian
   bits (56 bytes). Variable time: s, k and a must be public
   (verification). */
CURVE_HIDDEN void
ed448_double_mul_vartime (struct ed448_point *r, const uint8_t *s,
			  const uint8_t *k, const struct ed448_point *a);

/* r = k B for the base point B of RFC 8032 5.2, k being 56 bytes
   little-endian below 2^446 (k[55] < 64). Constant time. */
CURVE_HIDDEN void
ed448_mul_g (struct ed448_point *r, const uint8_t *k);

CURVE_HIDDEN void
ed448_add (struct ed448_point *r, const struct ed448_point *a,
	   const struct ed448_point *b);

CURVE_HIDDEN void
ed448_neg (struct ed448_point *r, const struct ed448_point *a);

/* The 57-byte encoding of RFC 8032 5.2.2. Constant time. */
CURVE_HIDDEN void
ed448_encode (uint8_t *s, const struct ed448_point *p);

/* Decoding as RFC 8032 5.2.3: 0 when y >= p (bits 448-454 included),
   when there is no x, or when x = 0 with the sign bit set; else 1.
   Public data: not constant time. */
CURVE_HIDDEN int
ed448_decode (struct ed448_point *r, const uint8_t *s);

#endif /* NETTLE_EDDSA_INTERNAL_H_INCLUDED */
