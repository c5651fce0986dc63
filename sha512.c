/* sha512.c

   SHA-512, SHA-384, SHA-512/224 and SHA-512/256 (FIPS 180-4):
   buffering, padding and output around the multi-block compression
   function, and the public sha512_compress.

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

#include "endian-internal.h"
#include "md-internal.h"

/* FIPS 180-4, section 4.2.3: the first 64 bits of the fractional
   parts of the cube roots of the first 80 primes. */
static const uint64_t K[80] =
{
  0x428a2f98d728ae22ULL, 0x7137449123ef65cdULL,
  0xb5c0fbcfec4d3b2fULL, 0xe9b5dba58189dbbcULL,
  0x3956c25bf348b538ULL, 0x59f111f1b605d019ULL,
  0x923f82a4af194f9bULL, 0xab1c5ed5da6d8118ULL,
  0xd807aa98a3030242ULL, 0x12835b0145706fbeULL,
  0x243185be4ee4b28cULL, 0x550c7dc3d5ffb4e2ULL,
  0x72be5d74f27b896fULL, 0x80deb1fe3b1696b1ULL,
  0x9bdc06a725c71235ULL, 0xc19bf174cf692694ULL,
  0xe49b69c19ef14ad2ULL, 0xefbe4786384f25e3ULL,
  0x0fc19dc68b8cd5b5ULL, 0x240ca1cc77ac9c65ULL,
  0x2de92c6f592b0275ULL, 0x4a7484aa6ea6e483ULL,
  0x5cb0a9dcbd41fbd4ULL, 0x76f988da831153b5ULL,
  0x983e5152ee66dfabULL, 0xa831c66d2db43210ULL,
  0xb00327c898fb213fULL, 0xbf597fc7beef0ee4ULL,
  0xc6e00bf33da88fc2ULL, 0xd5a79147930aa725ULL,
  0x06ca6351e003826fULL, 0x142929670a0e6e70ULL,
  0x27b70a8546d22ffcULL, 0x2e1b21385c26c926ULL,
  0x4d2c6dfc5ac42aedULL, 0x53380d139d95b3dfULL,
  0x650a73548baf63deULL, 0x766a0abb3c77b2a8ULL,
  0x81c2c92e47edaee6ULL, 0x92722c851482353bULL,
  0xa2bfe8a14cf10364ULL, 0xa81a664bbc423001ULL,
  0xc24b8b70d0f89791ULL, 0xc76c51a30654be30ULL,
  0xd192e819d6ef5218ULL, 0xd69906245565a910ULL,
  0xf40e35855771202aULL, 0x106aa07032bbd1b8ULL,
  0x19a4c116b8d2d0c8ULL, 0x1e376c085141ab53ULL,
  0x2748774cdf8eeb99ULL, 0x34b0bcb5e19b48a8ULL,
  0x391c0cb3c5c95a63ULL, 0x4ed8aa4ae3418acbULL,
  0x5b9cca4f7763e373ULL, 0x682e6ff3d6b2b8a3ULL,
  0x748f82ee5defb2fcULL, 0x78a5636f43172f60ULL,
  0x84c87814a1f0ab72ULL, 0x8cc702081a6439ecULL,
  0x90befffa23631e28ULL, 0xa4506cebde82bde9ULL,
  0xbef9a3f7b2c67915ULL, 0xc67178f2e372532bULL,
  0xca273eceea26619cULL, 0xd186b8c721c0c207ULL,
  0xeada7dd6cde0eb1eULL, 0xf57d4f7fee6ed178ULL,
  0x06f067aa72176fbaULL, 0x0a637dc5a2c898a6ULL,
  0x113f9804bef90daeULL, 0x1b710b35131c471bULL,
  0x28db77f523047d84ULL, 0x32caab7b40c72493ULL,
  0x3c9ebe0a15c9bebcULL, 0x431d67c49c100d4cULL,
  0x4cc5d4becb3e42b6ULL, 0x597f299cfc657e2aULL,
  0x5fcb6fab3ad6faecULL, 0x6c44198c4a475817ULL,
};

#define COMPRESS(state, block)					\
  ((void) _nettle_sha512_compress_n((state), K, 1, (block)))
#define COMPRESS_N(state, blocks, data)				\
  _nettle_sha512_compress_n((state), K, (blocks), (data))

static void
sha512_set_iv(struct sha512_ctx *ctx, const uint64_t *iv)
{
  memcpy(ctx->state, iv, sizeof(ctx->state));
  ctx->count_low = ctx->count_high = 0;
  ctx->index = 0;
}

/* FIPS 180-4, section 5.3.5 */
void
sha512_init(struct sha512_ctx *ctx)
{
  static const uint64_t H0[_SHA512_DIGEST_LENGTH] =
  {
  0x6a09e667f3bcc908ULL, 0xbb67ae8584caa73bULL,
  0x3c6ef372fe94f82bULL, 0xa54ff53a5f1d36f1ULL,
  0x510e527fade682d1ULL, 0x9b05688c2b3e6c1fULL,
  0x1f83d9abfb41bd6bULL, 0x5be0cd19137e2179ULL,
  };
  sha512_set_iv(ctx, H0);
}

/* FIPS 180-4, section 5.3.4 */
void
sha384_init(struct sha512_ctx *ctx)
{
  static const uint64_t H0[_SHA512_DIGEST_LENGTH] =
  {
  0xcbbb9d5dc1059ed8ULL, 0x629a292a367cd507ULL,
  0x9159015a3070dd17ULL, 0x152fecd8f70e5939ULL,
  0x67332667ffc00b31ULL, 0x8eb44a8768581511ULL,
  0xdb0c2e0d64f98fa7ULL, 0x47b5481dbefa4fa4ULL,
  };
  sha512_set_iv(ctx, H0);
}

/* FIPS 180-4, section 5.3.6.1 (values from the IV generation
   function of section 5.3.6) */
void
sha512_224_init(struct sha512_ctx *ctx)
{
  static const uint64_t H0[_SHA512_DIGEST_LENGTH] =
  {
  0x8c3d37c819544da2ULL, 0x73e1996689dcd4d6ULL,
  0x1dfab7ae32ff9c82ULL, 0x679dd514582f9fcfULL,
  0x0f6d2b697bd44da8ULL, 0x77e36f7304c48942ULL,
  0x3f9d85a86a1d36c8ULL, 0x1112e6ad91d692a1ULL,
  };
  sha512_set_iv(ctx, H0);
}

/* FIPS 180-4, section 5.3.6.2 */
void
sha512_256_init(struct sha512_ctx *ctx)
{
  static const uint64_t H0[_SHA512_DIGEST_LENGTH] =
  {
  0x22312194fc2bf72cULL, 0x9f555fa3c84c64c2ULL,
  0x2393b86b6f53b151ULL, 0x963877195940eabdULL,
  0x96283ee2a88effe3ULL, 0xbe5e1e2553863992ULL,
  0x2b0199fc2c85b8aaULL, 0x0eb72ddc81c52ca2ULL,
  };
  sha512_set_iv(ctx, H0);
}

/* Adds n to the 128-bit block count. */
static inline void
sha512_count(struct sha512_ctx *ctx, size_t n)
{
  uint64_t low = ctx->count_low + n;
  ctx->count_high += (low < ctx->count_low);
  ctx->count_low = low;
}

void
sha512_update(struct sha512_ctx *ctx,
	      size_t length, const uint8_t *data)
{
  MD_UPDATE_BLOCKS(ctx, length, data, COMPRESS, COMPRESS_N, sha512_count);
}

/* Pads (FIPS 180-4, section 5.1.2: a 128-bit bit count), compresses
   the last block and writes length bytes of the state. */
static void
sha512_write_digest(struct sha512_ctx *ctx,
		    size_t length, uint8_t *digest)
{
  uint64_t high, low;

  high = (ctx->count_high << 10) | (ctx->count_low >> 54);
  low = (ctx->count_low << 10) | ((uint64_t) ctx->index << 3);

  MD_PAD_BLOCK(ctx, 16, COMPRESS);
  STORE_BE64(ctx->block + SHA512_BLOCK_SIZE - 16, high);
  STORE_BE64(ctx->block + SHA512_BLOCK_SIZE - 8, low);
  COMPRESS(ctx->state, ctx->block);

  _md_write_be64(length, digest, ctx->state);
}

void
sha512_digest(struct sha512_ctx *ctx,
	      size_t length, uint8_t *digest)
{
  assert(length <= SHA512_DIGEST_SIZE);

  sha512_write_digest(ctx, length, digest);
  sha512_init(ctx);
}

void
sha384_digest(struct sha512_ctx *ctx,
	      size_t length, uint8_t *digest)
{
  assert(length <= SHA384_DIGEST_SIZE);

  sha512_write_digest(ctx, length, digest);
  sha384_init(ctx);
}

void
sha512_224_digest(struct sha512_ctx *ctx,
		  size_t length, uint8_t *digest)
{
  assert(length <= SHA512_224_DIGEST_SIZE);

  sha512_write_digest(ctx, length, digest);
  sha512_224_init(ctx);
}

void
sha512_256_digest(struct sha512_ctx *ctx,
		  size_t length, uint8_t *digest)
{
  assert(length <= SHA512_256_DIGEST_SIZE);

  sha512_write_digest(ctx, length, digest);
  sha512_256_init(ctx);
}

void
sha512_compress(uint64_t *state, const uint8_t *input)
{
  COMPRESS(state, input);
}
