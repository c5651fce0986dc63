/* rsa-verify.c

   The public-key operation behind every verification: s^e mod n for a
   signature in range.

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

#include "rsa.h"
#include "rsa-internal.h"
#include "pub-powm-internal.h"

int
_rsa_verify_recover (const struct rsa_public_key *key,
		     mpz_t m, const mpz_t s)
{
  if (mpz_sgn (s) <= 0 || mpz_cmp (s, key->n) >= 0)
    return 0;
  mpz_pub_powm (m, s, key->e, key->n);
  return 1;
}

int
_rsa_verify (const struct rsa_public_key *key,
	     const mpz_t m, const mpz_t s)
{
  mpz_t m1;
  int res;

  mpz_init (m1);
  res = _rsa_verify_recover (key, m1, s) && mpz_cmp (m, m1) == 0;
  mpz_clear (m1);
  return res;
}
