/* pss.c

   EMSA-PSS with MGF1 (RFC 8017 9.1.1 and 9.1.2). The encoded message
   of k = ceil (bits / 8) octets is
     maskedDB (k - hLen - 1) || H (hLen) || bc,
   H = Hash (eight zero octets || mHash || salt), DB = 00..00 01 salt,
   maskedDB = DB xor MGF1 (H), its top 8 k - bits bits cleared.

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

#include <string.h>

#include "pss.h"
#include "pss-mgf1.h"
#include "memxor.h"
#include "memops.h"
#include "gmp-glue.h"

static const uint8_t pss_zeros[8];

/* H = Hash (0^8 || digest || salt), with STATE as the context. */
static void
pss_hash (void *state, const struct nettle_hash *hash,
	  const uint8_t *digest, size_t salt_length, const uint8_t *salt,
	  uint8_t *h)
{
  hash->init (state);
  hash->update (state, sizeof (pss_zeros), pss_zeros);
  hash->update (state, hash->digest_size, digest);
  hash->update (state, salt_length, salt);
  hash->digest (state, hash->digest_size, h);
}

/* The mask MGF1 (H) over db_length octets, into MASK. */
static void
pss_mask (void *state, const struct nettle_hash *hash, const uint8_t *h,
	  size_t db_length, uint8_t *mask)
{
  hash->init (state);
  hash->update (state, hash->digest_size, h);
  pss_mgf1 (state, hash, db_length, mask);
}

int
pss_encode_mgf1 (mpz_t m, size_t bits,
		 const struct nettle_hash *hash,
		 size_t salt_length, const uint8_t *salt,
		 const uint8_t *digest)
{
  size_t key_size = (bits + 7) / 8;
  size_t db_length;
  uint8_t *em, *h;
  void *state;

  if (key_size < hash->digest_size + 2
      || salt_length > key_size - hash->digest_size - 2)
    return 0;
  db_length = key_size - hash->digest_size - 1;

  em = gmp_alloc (key_size);
  state = gmp_alloc (hash->context_size);
  h = em + db_length;
  pss_hash (state, hash, digest, salt_length, salt, h);
  pss_mask (state, hash, h, db_length, em);
  /* xor in DB: the 01 and the salt (the zeros change nothing). */
  em[db_length - salt_length - 1] ^= 1;
  memxor (em + db_length - salt_length, salt, salt_length);
  em[0] &= 0xff >> (8 * key_size - bits);
  em[key_size - 1] = 0xbc;

  nettle_mpz_set_str_256_u (m, key_size, em);
  gmp_free (state, hash->context_size);
  gmp_free (em, key_size);
  return 1;
}

int
pss_verify_mgf1 (const mpz_t m, size_t bits,
		 const struct nettle_hash *hash,
		 size_t salt_length,
		 const uint8_t *digest)
{
  size_t key_size = (bits + 7) / 8;
  size_t db_length, i, ps_length;
  uint8_t *em, *db, *h, *h2;
  void *state;
  int res = 0;

  if (key_size < hash->digest_size + 2
      || salt_length > key_size - hash->digest_size - 2)
    return 0;
  /* The bits above BITS must be zero, and m is not negative. */
  if (mpz_sgn (m) < 0 || mpz_sizeinbase (m, 2) > bits)
    return 0;
  db_length = key_size - hash->digest_size - 1;
  ps_length = db_length - salt_length - 1;

  em = gmp_alloc (2 * key_size);
  db = em + key_size;
  h2 = db + db_length;
  state = gmp_alloc (hash->context_size);
  nettle_mpz_get_str_256 (key_size, em, m);
  h = em + db_length;
  if (em[key_size - 1] != 0xbc)
    goto done;

  pss_mask (state, hash, h, db_length, db);
  memxor (db, em, db_length);
  db[0] &= 0xff >> (8 * key_size - bits);
  for (i = 0; i < ps_length; i++)
    if (db[i])
      goto done;
  if (db[ps_length] != 1)
    goto done;

  pss_hash (state, hash, digest, salt_length, db + ps_length + 1, h2);
  res = memeql_sec (h, h2, hash->digest_size);

 done:
  gmp_free (state, hash->context_size);
  gmp_free (em, 2 * key_size);
  return res;
}
