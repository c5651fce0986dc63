/* rsa-sign.c

   Private keys (init, clear, prepare) and rsa_compute_root, the
   unblinded CRT root.

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

#include "rsa.h"
#include "rsa-internal.h"
#include "gmp-glue.h"

void
rsa_private_key_init (struct rsa_private_key *key)
{
  mpz_init (key->d);
  mpz_init (key->p);
  mpz_init (key->q);
  mpz_init (key->a);
  mpz_init (key->b);
  mpz_init (key->c);
  key->size = 0;
}

void
rsa_private_key_clear (struct rsa_private_key *key)
{
  mpz_clear (key->d);
  mpz_clear (key->p);
  mpz_clear (key->q);
  mpz_clear (key->a);
  mpz_clear (key->b);
  mpz_clear (key->c);
}

/* The size is that of n = p q. As Nettle, a key is refused when q and c
   together have fewer limbs than p; also when a factor is 1 or less or
   a CRT part negative (the limb code cannot take those). a, b and c
   need not be reduced. */
int
rsa_private_key_prepare (struct rsa_private_key *key)
{
  mpz_t n;

  if (mpz_cmp_ui (key->p, 1) <= 0 || mpz_cmp_ui (key->q, 1) <= 0
      || mpz_sgn (key->a) < 0 || mpz_sgn (key->b) < 0
      || mpz_sgn (key->c) < 0
      || mpz_size (key->q) + mpz_size (key->c) < mpz_size (key->p))
    {
      key->size = 0;
      return 0;
    }

  mpz_init (n);
  mpz_mul (n, key->p, key->q);
  key->size = _rsa_check_size (n);
  mpz_clear (n);

  return key->size > 0;
}

void
rsa_compute_root (const struct rsa_private_key *key,
		  mpz_t x, const mpz_t m)
{
  mp_size_t nn = NETTLE_OCTET_SIZE_TO_LIMB_SIZE (key->size);
  mp_size_t itch = _rsa_sec_compute_root_itch (key);
  mp_limb_t *scratch, *mp;

  assert (mpz_sgn (m) >= 0);
  assert (mpz_size (m) <= (size_t) nn);

  scratch = gmp_alloc_limbs (itch + nn);
  mp = scratch + itch;
  mpz_limbs_copy (mp, m, nn);
  _rsa_sec_compute_root (key, mpz_limbs_write (x, nn), mp, scratch);
  mpz_limbs_finish (x, nn);
  gmp_free_limbs (scratch, itch + nn);
}
