/* bignum.h

   Conversions between GMP integers and octet strings, random numbers
   and primes (Nettle 3.10.2 API).

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

#ifndef NETTLE_BIGNUM_H_INCLUDED
#define NETTLE_BIGNUM_H_INCLUDED

#include "nettle-types.h"
#include "version.h"

#include <gmp.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Octets needed for x in two's complement (_s) or as a magnitude (_u),
   big-endian. */
size_t
nettle_mpz_sizeinbase_256_s(const mpz_t x);

size_t
nettle_mpz_sizeinbase_256_u(const mpz_t x);

/* Writes the low LENGTH octets of x, big-endian; a negative x in two's
   complement. */
void
nettle_mpz_get_str_256(size_t length, uint8_t *s, const mpz_t x);

void
nettle_mpz_set_str_256_s(mpz_t x, size_t length, const uint8_t *s);

void
nettle_mpz_init_set_str_256_s(mpz_t x, size_t length, const uint8_t *s);

void
nettle_mpz_set_str_256_u(mpz_t x, size_t length, const uint8_t *s);

void
nettle_mpz_init_set_str_256_u(mpz_t x, size_t length, const uint8_t *s);

/* Uniform-ish random number 0 <= x < 2^bits. */
void
nettle_mpz_random_size(mpz_t x, void *ctx, nettle_random_func *random,
		       unsigned bits);

/* Random number 0 <= x < n. */
void
nettle_mpz_random(mpz_t x, void *ctx, nettle_random_func *random,
		  const mpz_t n);

/* A prime of exactly BITS bits; with TOP_BITS_SET, its two top bits are
   one. */
void
nettle_random_prime(mpz_t p, unsigned bits, int top_bits_set,
		    void *ctx, nettle_random_func *random,
		    void *progress_ctx, nettle_progress_func *progress);

struct sexp_iterator;

/* The current sexp atom as a signed integer of at most LIMIT bits. */
int
nettle_mpz_set_sexp(mpz_t x, unsigned limit, struct sexp_iterator *i);

struct asn1_der_iterator;

int
nettle_asn1_der_get_bignum(struct asn1_der_iterator *iterator,
			   mpz_t x, unsigned max_bits);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_BIGNUM_H_INCLUDED */
