/* serpent-crypt-avx512.c

   The avx512 variants of serpent_encrypt and serpent_decrypt: the
   bitsliced rounds of serpent-internal.h on sixteen blocks at once,
   one zmm register per word (lane b of word k is word k of block b),
   so every operation does sixteen blocks; the rotations become VPROLD
   and the S-box expressions are left to the compiler, which folds
   them into VPTERNLOGD. Whole batches of sixteen blocks (or a rest of
   SERPENT_AVX512_LEAST or more, zero-padded, as serpent-internal.h
   does for its narrower steps) go here; what is left goes to the c
   variant. Like the C, constant time: no table, no branch on data or
   key.

   CPU features: AVX-512 F, VL, BW (FAT_AVX512); x86_64 only.

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

#include "serpent.h"
#include "serpent-internal.h"
#include "macros.h"

#if HAVE_BACKEND_avx512 && defined(__x86_64__) && SERPENT_VECTORS

#pragma GCC target ("avx512f,avx512vl,avx512bw")

/* Measured (AMD Zen 5, 2026-12, TSC cycles per call): a sixteen-lane
   step, padded, about 730; the C's eight-lane SSE2 step 1070, its
   four-lane step 870, one block 335. So every rest of two blocks or
   more takes one padded step here. */
#define SERPENT_AVX512_LEAST 2

void
_nettle_serpent_encrypt_avx512 (const struct serpent_ctx *ctx,
				size_t length, uint8_t *dst,
				const uint8_t *src)
{
  assert (!(length % SERPENT_BLOCK_SIZE));
  SERPENT_CRYPT_LANES (serpent_v16, 16, SERPENT_AVX512_LEAST, ctx, length,
		       dst, src, SERPENT_ENC8, 0, 8)
  _nettle_serpent_encrypt_c (ctx, length, dst, src);
}

void
_nettle_serpent_decrypt_avx512 (const struct serpent_ctx *ctx,
				size_t length, uint8_t *dst,
				const uint8_t *src)
{
  assert (!(length % SERPENT_BLOCK_SIZE));
  SERPENT_CRYPT_LANES (serpent_v16, 16, SERPENT_AVX512_LEAST, ctx, length,
		       dst, src, SERPENT_DEC8, 24, -8)
  _nettle_serpent_decrypt_c (ctx, length, dst, src);
}

#endif
