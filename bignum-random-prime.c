/* bignum-random-prime.c

   random_prime: a random prime of an exact bit size.

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

#include <string.h>

#include "bignum.h"
#include "gmp-glue.h"
#include "fat-setup.h"
#include "sec-powm-internal.h"

/* From SIEVE_MIN_BITS bits on, candidates come in windows: a random odd
   start s with the top bit (or two) set, then s + 2 j for j below
   SIEVE_SPAN. A sieve over the window strikes every candidate with a
   factor among the odd primes below SIEVE_LIMIT, and only the tenth
   that survive (Mertens: about 2 e^-gamma / ln SIEVE_LIMIT) are tested:
   first, where _nettle_sec_powm has its AVX-512 IFMA variant, by
   Fermat's test to base 2 through it (constant time, and two to three
   times as fast as GMP's mpz_powm; mpn_sec_powm, the c variant, is
   slower than mpz_powm, so without IFMA this step is left out), which
   rejects all but the primes, then by GMP's own test
   (mpz_probab_prime_p: Baillie-PSW and Miller-Rabin), which used to
   run its trial division and an exponentiation on each random
   candidate. The prime is the first from s on (the
   incremental search of most libraries): not uniform among the primes of the size, which
   Nettle's own generator is not either. A window without a prime (at
   1024 bits the mean gap is 710, the window 2 SIEVE_SPAN) or one that
   runs past the size takes a new start. Every sieving prime is below
   2^(SIEVE_MIN_BITS - 2), so no candidate is struck for being a
   sieving prime itself. */
#define SIEVE_MIN_BITS 64
#define SIEVE_LIMIT 65536
#define SIEVE_SPAN 4096

#define BIT_SET(a, i) ((a)[(i) / 8] |= 1 << ((i) % 8))
#define BIT_TEST(a, i) (((a)[(i) / 8] >> ((i) % 8)) & 1)

/* Odd composites below SIEVE_LIMIT: bit i for 2 i + 1. */
static void
small_composites (uint8_t *c)
{
  unsigned i, j;
  memset (c, 0, SIEVE_LIMIT / 16);
  BIT_SET (c, 0);		/* 1 */
  for (i = 1; (2 * i + 1) * (2 * i + 1) < SIEVE_LIMIT; i++)
    if (!BIT_TEST (c, i))
      for (j = (2 * i + 1) * (2 * i + 1) / 2; j < SIEVE_LIMIT / 2;
	   j += 2 * i + 1)
	BIT_SET (c, j);
}

static void
random_candidate (mpz_t p, unsigned bits, int top_bits_set,
		  void *ctx, nettle_random_func *random)
{
  nettle_mpz_random_size (p, ctx, random, bits);
  mpz_setbit (p, bits - 1);
  if (top_bits_set)
    mpz_setbit (p, bits - 2);
  mpz_setbit (p, 0);
}

/* Whether 2^(p - 1) = 1 (mod p), p odd of n limbs and bits bits; tp
   has n limbs for p - 1, n for the power and _nettle_sec_powm_itch (1,
   bits, n) of scratch. */
static int
fermat_base2_p (const mpz_t p, unsigned bits, mp_size_t n, mp_limb_t *tp)
{
  mp_limb_t *ep = tp, *rp = tp + n, two = 2;
  mpz_limbs_copy (ep, p, n);
  ep[0]--;			/* p is odd: no borrow */
  _nettle_sec_powm (rp, &two, 1, ep, bits, mpz_limbs_read (p), n,
		    tp + 2 * n);
  return rp[0] == 1 && (n == 1 || sec_zero_p (rp + 1, n - 1));
}

/* The candidates are secret (they become private keys): the sieve
   runs the same whatever the start, but which candidate is tested,
   and GMP's test itself, depend on it, as they do in Nettle. */
static void
sieved_prime (mpz_t p, unsigned bits, int top_bits_set,
	      void *ctx, nettle_random_func *random,
	      void *progress_ctx, nettle_progress_func *progress)
{
  uint8_t composite[SIEVE_LIMIT / 16];
  uint8_t struck[SIEVE_SPAN / 8];
  mp_size_t n = NETTLE_BIT_SIZE_TO_LIMB_SIZE (bits);
  mp_size_t tn = 2 * n + _nettle_sec_powm_itch (1, bits, n);
  mp_limb_t *tp = gmp_alloc_limbs (tn);
  int fermat = strcmp (_nettle_hogweed_fat_variant ("sec_powm"), "c") != 0;
  mpz_t s;

  small_composites (composite);
  mpz_init (s);
  for (;;)
    {
      unsigned i, j;

      random_candidate (s, bits, top_bits_set, ctx, random);
      memset (struck, 0, sizeof (struck));
      for (i = 1; i < SIEVE_LIMIT / 2; i++)
	if (!BIT_TEST (composite, i))
	  {
	    /* s + 2 j = 0 (mod q) for j = (q - s mod q) / 2 mod q. */
	    unsigned long q = 2 * i + 1;
	    unsigned long r = mpz_fdiv_ui (s, q);
	    unsigned long first = r ? (q - r) * ((q + 1) / 2) % q : 0;
	    for (j = first; j < SIEVE_SPAN; j += q)
	      BIT_SET (struck, j);
	  }
      for (j = 0; j < SIEVE_SPAN; j++)
	{
	  if (BIT_TEST (struck, j))
	    continue;
	  mpz_add_ui (p, s, 2 * j);
	  if (mpz_sizeinbase (p, 2) != bits)
	    break;
	  if ((!fermat || fermat_base2_p (p, bits, n, tp))
	      && mpz_probab_prime_p (p, 25))
	    {
	      gmp_free_limbs (tp, tn);
	      mpz_clear (s);
	      return;
	    }
	  if (progress)
	    progress (progress_ctx, '.');
	}
    }
}

/* Smaller sizes, and the ones where sieving does not apply: each
   random candidate goes to GMP's test. The progress callback gets '.'
   per rejected candidate and '+' for the prime. */
void
nettle_random_prime (mpz_t p, unsigned bits, int top_bits_set,
		     void *ctx, nettle_random_func *random,
		     void *progress_ctx, nettle_progress_func *progress)
{
  assert (bits >= 3);
  if (bits >= SIEVE_MIN_BITS)
    sieved_prime (p, bits, top_bits_set, ctx, random,
		  progress_ctx, progress);
  else
    for (;;)
      {
	random_candidate (p, bits, top_bits_set, ctx, random);
	if (mpz_probab_prime_p (p, 25))
	  break;
	if (progress)
	  progress (progress_ctx, '.');
      }
  if (progress)
    progress (progress_ctx, '+');
}
