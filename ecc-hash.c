/* ecc-hash.c

   Digests as numbers modulo q: ECDSA's leftmost bits, big-endian
   (FIPS 186-4 section 6.4), and GOST's little-endian reading (GOST R
   34.10-2012 section 6.1 step 2, in the octet order of RFC 7091).

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

#include "ecc-internal.h"

void
ecc_hash (const struct ecc_modulo *q, mp_limb_t *hp,
	  size_t length, const uint8_t *digest)
{
  size_t limit = (q->bit_size + 7) / 8;
  if (length > limit)
    length = limit;
  mpn_set_base256 (hp, q->size, digest, length);
  if (8 * length > q->bit_size)
    mpn_rshift (hp, hp, q->size, 8 * length - q->bit_size);
  /* Now < 2^bit_size < 2q. */
  ecc_mod_sub_m (q, hp, hp);
}

void
gostdsa_hash (const struct ecc_modulo *q, mp_limb_t *hp,
	      size_t length, const uint8_t *digest)
{
  size_t limit = (q->bit_size + 7) / 8;
  mpz_t h, m;
  if (length > limit)
    length = limit;
  /* The digest is public: plain GMP reduces it. */
  mpz_init (h);
  mpn_set_base256_le (hp, q->size, digest, length);
  mpz_set_n (h, hp, q->size);
  mpz_mod (h, h, mpz_roinit_n (m, q->m, q->size));
  if (mpz_sgn (h) == 0)
    mpz_set_ui (h, 1);
  mpz_limbs_copy (hp, h, q->size);
  mpz_clear (h);
}
