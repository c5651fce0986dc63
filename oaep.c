/* oaep.c

   EME-OAEP with MGF1 (RFC 8017 7.1.1 step 2, 7.1.2 step 3). The encoded
   message of k octets is
     00 || maskedSeed (hLen) || maskedDB (k - hLen - 1),
   DB = Hash (label) || 00..00 || 01 || message,
   maskedDB = DB xor MGF1 (seed), maskedSeed = seed xor MGF1 (maskedDB).

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

#include "oaep.h"
#include "pss-mgf1.h"
#include "pkcs1-internal.h"
#include "memxor.h"
#include "memops.h"
#include "gmp-glue.h"

/* dst ^= MGF1 (seed) over length octets; mask is length octets of
   scratch. */
static void
oaep_mask (void *hash_ctx, const struct nettle_hash *hash,
	   size_t seed_length, const uint8_t *seed,
	   size_t length, uint8_t *dst, uint8_t *mask)
{
  hash->init (hash_ctx);
  hash->update (hash_ctx, seed_length, seed);
  pss_mgf1 (hash_ctx, hash, length, mask);
  memxor (dst, mask, length);
}

static void
oaep_label_hash (void *hash_ctx, const struct nettle_hash *hash,
		 size_t label_length, const uint8_t *label, uint8_t *dst)
{
  hash->init (hash_ctx);
  hash->update (hash_ctx, label_length, label);
  hash->digest (hash_ctx, hash->digest_size, dst);
}

int
_oaep_encode_mgf1 (mpz_t m, size_t key_size,
		   void *random_ctx, nettle_random_func *random,
		   void *hash_ctx, const struct nettle_hash *hash,
		   size_t label_length, const uint8_t *label,
		   size_t message_length, const uint8_t *message)
{
  size_t h_length = hash->digest_size;
  size_t db_length;
  uint8_t *em, *seed, *db, *mask;

  if (key_size < 2 * h_length + 2
      || message_length > key_size - 2 * h_length - 2)
    return 0;
  db_length = key_size - h_length - 1;

  em = gmp_alloc (key_size + db_length);
  mask = em + key_size;
  seed = em + 1;
  db = seed + h_length;

  em[0] = 0;
  random (random_ctx, h_length, seed);
  oaep_label_hash (hash_ctx, hash, label_length, label, db);
  memset (db + h_length, 0, db_length - h_length - message_length - 1);
  db[db_length - message_length - 1] = 1;
  memcpy (db + db_length - message_length, message, message_length);

  oaep_mask (hash_ctx, hash, h_length, seed, db_length, db, mask);
  oaep_mask (hash_ctx, hash, db_length, db, h_length, seed, mask);

  nettle_mpz_set_str_256_u (m, key_size, em);
  gmp_free (em, key_size + db_length);
  return 1;
}

int
_oaep_decode_mgf1 (const uint8_t *em, size_t key_size,
		   void *hash_ctx, const struct nettle_hash *hash,
		   size_t label_length, const uint8_t *label,
		   size_t *length, uint8_t *message)
{
  size_t h_length = hash->digest_size;
  size_t db_length, buffer_length, msg_length, pos = 0, mask, i, size;
  uint8_t *seed, *db, *lhash, *scratch;
  unsigned ok, searching = 1, bad = 0;

  if (key_size < 2 * h_length + 2)
    return 0;
  db_length = key_size - h_length - 1;

  size = h_length + 2 * db_length + h_length;
  seed = gmp_alloc (size);
  db = seed + h_length;
  scratch = db + db_length;
  lhash = scratch + db_length;

  memcpy (seed, em + 1, h_length);
  memcpy (db, em + 1 + h_length, db_length);
  oaep_mask (hash_ctx, hash, db_length, db, h_length, seed, scratch);
  oaep_mask (hash_ctx, hash, h_length, seed, db_length, db, scratch);

  oaep_label_hash (hash_ctx, hash, label_length, label, lhash);
  ok = _sec_zero_octet (em[0]) & memeql_sec (db, lhash, h_length);

  /* After the label hash: zeros, then 01; anything else first is bad. */
  for (i = h_length; i < db_length; i++)
    {
      unsigned zero = _sec_zero_octet (db[i]);
      unsigned one = _sec_zero_octet (db[i] ^ 1);
      unsigned here = searching & one;
      pos |= i & - (size_t) here;
      bad |= searching & (1 - zero) & (1 - one);
      searching &= 1 - one;
    }
  ok &= (1 - searching) & (1 - bad);

  msg_length = db_length - pos - 1;
  buffer_length = *length < db_length - h_length - 1
    ? *length : db_length - h_length - 1;
  ok &= 1 - _sec_size_lt (buffer_length, msg_length);

  mask = - (size_t) ok;
  if (buffer_length > 0)
    _sec_copy_tail (ok, message, buffer_length,
		    db + db_length - buffer_length,
		    (buffer_length - msg_length) & mask, scratch);
  *length = (msg_length & mask) | (*length & ~mask);

  gmp_free (seed, size);
  return ok;
}
