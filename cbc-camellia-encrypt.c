/* cbc-camellia-encrypt.c

   _nettle_cbc_camellia_encrypt: CBC encryption with Camellia, one
   block after the other with the chaining value kept in registers.

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

#include "camellia.h"
#include "camellia-internal.h"
#include "macros.h"

/* Each block waits for the previous ciphertext, so the block latency
   is the cost: no batching, and no dispatch (the avx512 variant gains
   only from many blocks at once). The plaintext is loaded and
   byte-swapped while the previous block is still in its rounds. The
   body is instantiated per key size, so that the rounds of
   _camellia_block unroll completely (a loop on a variable nkeys was
   1% slower, Intel Xeon, 2026-12-07). */
static inline __attribute__((always_inline)) void
cbc_camellia_encrypt(unsigned nkeys, const uint64_t *keys,
		     uint8_t *iv, size_t length, uint8_t *dst,
		     const uint8_t *src)
{
  /* The chaining value, then the block to encrypt. */
  uint32_t x[4];

  x[0] = READ_UINT32(iv);
  x[1] = READ_UINT32(iv + 4);
  x[2] = READ_UINT32(iv + 8);
  x[3] = READ_UINT32(iv + 12);
  for (; length; length -= 16, dst += 16, src += 16)
    {
      x[0] ^= READ_UINT32(src);
      x[1] ^= READ_UINT32(src + 4);
      x[2] ^= READ_UINT32(src + 8);
      x[3] ^= READ_UINT32(src + 12);
      _camellia_block(nkeys, keys, &_camellia_table, x);
      WRITE_UINT32(dst, x[0]);
      WRITE_UINT32(dst + 4, x[1]);
      WRITE_UINT32(dst + 8, x[2]);
      WRITE_UINT32(dst + 12, x[3]);
    }
  WRITE_UINT32(iv, x[0]);
  WRITE_UINT32(iv + 4, x[1]);
  WRITE_UINT32(iv + 8, x[2]);
  WRITE_UINT32(iv + 12, x[3]);
}

void
_nettle_cbc_camellia_encrypt(unsigned nkeys, const uint64_t *keys,
			     uint8_t *iv, size_t length, uint8_t *dst,
			     const uint8_t *src)
{
  assert(!(length % 16));
  if (!length)
    return;
  if (nkeys == _CAMELLIA128_NKEYS)
    cbc_camellia_encrypt(_CAMELLIA128_NKEYS, keys, iv, length, dst, src);
  else
    cbc_camellia_encrypt(_CAMELLIA256_NKEYS, keys, iv, length, dst, src);
}
