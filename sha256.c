/* sha256.c

   SHA-256 and SHA-224 (FIPS 180-4): buffering, padding and output
   around the multi-block compression function, and the public one-
   block sha256_compress.

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

#include "sha2.h"
#include "sha2-internal.h"

#include "md-internal.h"

/* FIPS 180-4, section 4.2.2: the first 32 bits of the fractional
   parts of the cube roots of the first 64 primes. */
static const uint32_t K[64] =
{
  0x428a2f98UL, 0x71374491UL, 0xb5c0fbcfUL, 0xe9b5dba5UL,
  0x3956c25bUL, 0x59f111f1UL, 0x923f82a4UL, 0xab1c5ed5UL,
  0xd807aa98UL, 0x12835b01UL, 0x243185beUL, 0x550c7dc3UL,
  0x72be5d74UL, 0x80deb1feUL, 0x9bdc06a7UL, 0xc19bf174UL,
  0xe49b69c1UL, 0xefbe4786UL, 0x0fc19dc6UL, 0x240ca1ccUL,
  0x2de92c6fUL, 0x4a7484aaUL, 0x5cb0a9dcUL, 0x76f988daUL,
  0x983e5152UL, 0xa831c66dUL, 0xb00327c8UL, 0xbf597fc7UL,
  0xc6e00bf3UL, 0xd5a79147UL, 0x06ca6351UL, 0x14292967UL,
  0x27b70a85UL, 0x2e1b2138UL, 0x4d2c6dfcUL, 0x53380d13UL,
  0x650a7354UL, 0x766a0abbUL, 0x81c2c92eUL, 0x92722c85UL,
  0xa2bfe8a1UL, 0xa81a664bUL, 0xc24b8b70UL, 0xc76c51a3UL,
  0xd192e819UL, 0xd6990624UL, 0xf40e3585UL, 0x106aa070UL,
  0x19a4c116UL, 0x1e376c08UL, 0x2748774cUL, 0x34b0bcb5UL,
  0x391c0cb3UL, 0x4ed8aa4aUL, 0x5b9cca4fUL, 0x682e6ff3UL,
  0x748f82eeUL, 0x78a5636fUL, 0x84c87814UL, 0x8cc70208UL,
  0x90befffaUL, 0xa4506cebUL, 0xbef9a3f7UL, 0xc67178f2UL,
};

#define COMPRESS(state, block) \
  ((void) _nettle_sha256_compress_n((state), K, 1, (block)))
#define COMPRESS_N(state, blocks, data) \
  _nettle_sha256_compress_n((state), K, (blocks), (data))

/* FIPS 180-4, section 5.3.3 */
void
sha256_init(struct sha256_ctx *ctx)
{
  static const uint32_t H0[_SHA256_DIGEST_LENGTH] =
  {
  0x6a09e667UL, 0xbb67ae85UL, 0x3c6ef372UL, 0xa54ff53aUL,
  0x510e527fUL, 0x9b05688cUL, 0x1f83d9abUL, 0x5be0cd19UL,
  };

  memcpy(ctx->state, H0, sizeof(H0));
  ctx->count = 0;
  ctx->index = 0;
}

/* FIPS 180-4, section 5.3.2 */
void
sha224_init(struct sha256_ctx *ctx)
{
  static const uint32_t H0[_SHA256_DIGEST_LENGTH] =
  {
  0xc1059ed8UL, 0x367cd507UL, 0x3070dd17UL, 0xf70e5939UL,
  0xffc00b31UL, 0x68581511UL, 0x64f98fa7UL, 0xbefa4fa4UL,
  };

  memcpy(ctx->state, H0, sizeof(H0));
  ctx->count = 0;
  ctx->index = 0;
}

void
sha256_update(struct sha256_ctx *ctx,
	      size_t length, const uint8_t *data)
{
  MD_UPDATE_BLOCKS(ctx, length, data, COMPRESS, COMPRESS_N, MD_COUNT);
}

/* Pads (FIPS 180-4, section 5.1.1), compresses the last block and
   writes length bytes of the state. */
static void
sha256_write_digest(struct sha256_ctx *ctx,
		    size_t length, uint8_t *digest)
{
  MD_FINAL_COUNT64(ctx, COMPRESS, WRITE_UINT64);

  _md_write_be32(length, digest, ctx->state);
}

void
sha256_digest(struct sha256_ctx *ctx,
	      size_t length, uint8_t *digest)
{
  assert(length <= SHA256_DIGEST_SIZE);

  sha256_write_digest(ctx, length, digest);
  sha256_init(ctx);
}

void
sha224_digest(struct sha256_ctx *ctx,
	      size_t length, uint8_t *digest)
{
  assert(length <= SHA224_DIGEST_SIZE);

  sha256_write_digest(ctx, length, digest);
  sha224_init(ctx);
}

void
sha256_compress(uint32_t *state, const uint8_t *input)
{
  COMPRESS(state, input);
}
