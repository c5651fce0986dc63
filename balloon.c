/* balloon.c

   Balloon hashing, generic over the hash: expand the password into
   s_cost blocks, mix them t_cost times with delta = 3 dependencies per
   block, output the last block.

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

#include "balloon.h"
#include "macros.h"

/* Dependencies per block and round. */
#define BALLOON_DELTA 3

/* dst = H(LE64(counter) | a | b). */
static void
balloon_hash (void *ctx, nettle_hash_update_func *update,
	      nettle_hash_digest_func *digest, size_t digest_size,
	      uint64_t counter,
	      size_t a_length, const uint8_t *a,
	      size_t b_length, const uint8_t *b,
	      uint8_t *dst)
{
  uint8_t c[8];
  LE_WRITE_UINT64 (c, counter);
  update (ctx, sizeof (c), c);
  update (ctx, a_length, a);
  update (ctx, b_length, b);
  digest (ctx, digest_size, dst);
}

/* dst = H(LE64(round) | LE64(block) | LE64(k)), no counter. */
static void
balloon_hash_index (void *ctx, nettle_hash_update_func *update,
		    nettle_hash_digest_func *digest, size_t digest_size,
		    uint64_t round, uint64_t block, uint64_t k,
		    uint8_t *dst)
{
  uint8_t in[24];
  LE_WRITE_UINT64 (in, round);
  LE_WRITE_UINT64 (in + 8, block);
  LE_WRITE_UINT64 (in + 16, k);
  update (ctx, sizeof (in), in);
  digest (ctx, digest_size, dst);
}

/* The little-endian number in the length bytes at p, modulo mod. */
static size_t
balloon_mod (size_t length, const uint8_t *p, size_t mod)
{
  size_t r = 0;
  while (length-- > 0)
    r = ((r << 8) + p[length]) % mod;
  return r;
}

void
balloon (void *hash_ctx,
	 nettle_hash_update_func *update,
	 nettle_hash_digest_func *digest,
	 size_t digest_size, size_t s_cost, size_t t_cost,
	 size_t passwd_length, const uint8_t *passwd,
	 size_t salt_length, const uint8_t *salt,
	 uint8_t *scratch, uint8_t *dst)
{
  /* scratch: one block of working space, then the s_cost blocks. */
  uint8_t *tmp = scratch;
  uint8_t *buf = scratch + digest_size;
  uint64_t counter = 0;
  size_t round, m, k;

#define BLOCK(i) (buf + (i) * digest_size)

  /* Expand */
  balloon_hash (hash_ctx, update, digest, digest_size, counter++,
		passwd_length, passwd, salt_length, salt, BLOCK (0));
  for (m = 1; m < s_cost; m++)
    balloon_hash (hash_ctx, update, digest, digest_size, counter++,
		  digest_size, BLOCK (m - 1), 0, NULL, BLOCK (m));

  /* Mix */
  for (round = 0; round < t_cost; round++)
    for (m = 0; m < s_cost; m++)
      {
	size_t prev = m > 0 ? m - 1 : s_cost - 1;
	balloon_hash (hash_ctx, update, digest, digest_size, counter++,
		      digest_size, BLOCK (prev), digest_size, BLOCK (m),
		      BLOCK (m));
	for (k = 0; k < BALLOON_DELTA; k++)
	  {
	    size_t other;
	    balloon_hash_index (hash_ctx, update, digest, digest_size,
				round, m, k, tmp);
	    balloon_hash (hash_ctx, update, digest, digest_size, counter++,
			  salt_length, salt, digest_size, tmp, tmp);
	    other = balloon_mod (digest_size, tmp, s_cost);
	    balloon_hash (hash_ctx, update, digest, digest_size, counter++,
			  digest_size, BLOCK (m), digest_size, BLOCK (other),
			  BLOCK (m));
	  }
      }

  /* Output; dst may be scratch, which does not overlap the last
     block. */
  memmove (dst, BLOCK (s_cost - 1), digest_size);
#undef BLOCK
}

size_t
balloon_itch (size_t digest_size, size_t s_cost)
{
  return (s_cost + 1) * digest_size;
}
