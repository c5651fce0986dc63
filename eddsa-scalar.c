/* eddsa-scalar.c

   Arithmetic modulo the group order q of Ed25519 and Ed448 (RFC 8032
   5.1.6 and 5.2.6 steps 2 and 5): reducing a hash, and S = r + k a;
   the signed digits of the fixed-base combs.
   GMP's mpn_sec_mul and mpn_sec_div_r do the work, so the running time
   depends on the sizes only.

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

#include "eddsa-internal.h"
#include "gmp-glue.h"

/* Large enough for a 114-byte hash and for a 57 x 57 byte product. */
#define MAX_LIMBS NETTLE_OCTET_SIZE_TO_LIMB_SIZE (116)
#define MAX_SCRATCH (4 * MAX_LIMBS + 16)

/* q in limbs, without zero high limbs (mpn_sec_div_r wants a nonzero
   top limb); q is public. Returns the limb count. */
static mp_size_t
load_q (mp_limb_t *qp, const uint8_t *q, size_t qbytes)
{
  mp_size_t qn = NETTLE_OCTET_SIZE_TO_LIMB_SIZE (qbytes);
  mpn_set_base256_le (qp, qn, q, qbytes);
  while (qn > 0 && qp[qn - 1] == 0)
    qn--;
  return qn;
}

/* x mod q, x being xn limbs (clobbered), into the qbytes bytes at r. */
static void
reduce_limbs (uint8_t *r, mp_limb_t *xp, mp_size_t xn,
	      const uint8_t *q, size_t qbytes)
{
  mp_limb_t qp[MAX_LIMBS], scratch[MAX_SCRATCH];
  mp_size_t qn = load_q (qp, q, qbytes);
  assert (xn >= qn);
  assert (mpn_sec_div_r_itch (xn, qn) <= MAX_SCRATCH);
  mpn_sec_div_r (xp, xn, qp, qn, scratch);
  mpn_get_base256_le (r, qbytes, xp, qn);
}

void
eddsa_scalar_reduce (uint8_t *r, const uint8_t *q, size_t qbytes,
		     size_t hlen, const uint8_t *h)
{
  mp_limb_t xp[MAX_LIMBS];
  mp_size_t xn = NETTLE_OCTET_SIZE_TO_LIMB_SIZE (hlen);
  assert (xn <= MAX_LIMBS);
  mpn_set_base256_le (xp, xn, h, hlen);
  reduce_limbs (r, xp, xn, q, qbytes);
}

void
eddsa_scalar_muladd (uint8_t *s, const uint8_t *q, size_t qbytes,
		     const uint8_t *r, const uint8_t *k,
		     size_t abytes, const uint8_t *a)
{
  mp_limb_t kp[MAX_LIMBS], ap[MAX_LIMBS], rp[2 * MAX_LIMBS];
  mp_limb_t tp[2 * MAX_LIMBS], scratch[MAX_SCRATCH];
  mp_size_t kn = NETTLE_OCTET_SIZE_TO_LIMB_SIZE (qbytes);
  mp_size_t an = NETTLE_OCTET_SIZE_TO_LIMB_SIZE (abytes);
  assert (an >= kn && an <= MAX_LIMBS);
  assert (mpn_sec_mul_itch (an, kn) <= MAX_SCRATCH);

  mpn_set_base256_le (kp, kn, k, qbytes);
  mpn_set_base256_le (ap, an, a, abytes);
  mpn_sec_mul (tp, ap, an, kp, kn, scratch);
  /* r + k a < q 2^(8 abytes): no carry out of the an + kn limbs. */
  mpn_zero (rp, an + kn);
  mpn_set_base256_le (rp, kn, r, qbytes);
  mpn_add_n (tp, tp, rp, an + kn);
  reduce_limbs (s, tp, an + kn, q, qbytes);
}

void
eddsa_scalar_digits (signed char *e, size_t nbytes, const uint8_t *k)
{
  size_t i;
  int carry = 0;
  for (i = 0; i < nbytes; i++)
    {
      e[2 * i] = k[i] & 15;
      e[2 * i + 1] = k[i] >> 4;
    }
  /* e_m + carry is in [0, 16]; take 16 off when it is 8 or more. */
  for (i = 0; i + 1 < 2 * nbytes; i++)
    {
      e[i] += carry;
      carry = (e[i] + 8) >> 4;
      e[i] -= carry * 16;
    }
  e[2 * nbytes - 1] += carry;
}

void
eddsa_scalar_wnaf (signed char *naf, unsigned bits, const uint8_t *k,
		   unsigned width)
{
  unsigned i, j, carry = 0;
  unsigned half = 1U << (width - 1);
  memset (naf, 0, bits + 1);
  /* What is left to write is (k >> i) + carry. */
  for (i = 0; i < bits; )
    {
      unsigned bit = ((k[i / 8] >> (i % 8)) & 1) + carry;
      if (bit != 1)
	{
	  /* Even: digit 0; 2 keeps the carry. */
	  carry = bit >> 1;
	  i++;
	  continue;
	}
      /* Odd: the low `width' bits (plus carry) as a digit in
	 (-half, half); what remains is then a multiple of 2 half. */
      {
	unsigned w = carry;
	for (j = 0; j < width && i + j < bits; j++)
	  w += ((k[(i + j) / 8] >> ((i + j) % 8)) & 1) << j;
	w &= 2 * half - 1;
	if (w >= half)
	  {
	    naf[i] = (signed char) ((int) w - (int) (2 * half));
	    carry = 1;
	  }
	else
	  {
	    naf[i] = (signed char) w;
	    carry = 0;
	  }
	i += width;
      }
    }
  /* A digit taken with fewer than `width' bits left is below half, so
     a carry is left only with i = bits: the top digit. */
  if (carry)
    naf[bits] = 1;
}

int
eddsa_scalar_lt (const uint8_t *s, size_t slen,
		 const uint8_t *q, size_t qbytes)
{
  size_t i;
  assert (slen == qbytes);
  /* Most significant byte first. */
  for (i = slen; i-- > 0; )
    if (s[i] != q[i])
      return s[i] < q[i];
  return 0;
}
