/* sha3.h

   SHA-3 (FIPS 202): the Keccak-f[1600] permutation, the fixed-length
   hashes SHA3-224/256/384/512 and the extendable-output functions
   SHAKE128 (sha3_128_*) and SHAKE256 (sha3_256_shake*).

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

#ifndef NETTLE_SHA3_H_INCLUDED
#define NETTLE_SHA3_H_INCLUDED

#include "nettle-types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Source names and the symbols they stand for. */
#define sha3_permute nettle_sha3_permute
#define sha3_128_init nettle_sha3_128_init
#define sha3_128_update nettle_sha3_128_update
#define sha3_128_shake nettle_sha3_128_shake
#define sha3_128_shake_output nettle_sha3_128_shake_output
#define sha3_224_init nettle_sha3_224_init
#define sha3_224_update nettle_sha3_224_update
#define sha3_224_digest nettle_sha3_224_digest
#define sha3_256_init nettle_sha3_256_init
#define sha3_256_update nettle_sha3_256_update
#define sha3_256_digest nettle_sha3_256_digest
#define sha3_256_shake nettle_sha3_256_shake
#define sha3_256_shake_output nettle_sha3_256_shake_output
#define sha3_384_init nettle_sha3_384_init
#define sha3_384_update nettle_sha3_384_update
#define sha3_384_digest nettle_sha3_384_digest
#define sha3_512_init nettle_sha3_512_init
#define sha3_512_update nettle_sha3_512_update
#define sha3_512_digest nettle_sha3_512_digest

/* Present since the padding was changed to the final FIPS 202 one. */
#define NETTLE_SHA3_FIPS202 1

/* The 1600-bit state as 25 lanes; lane (x, y) of the standard is
   a[x + 5*y], and a lane's bytes are the message bytes in
   little-endian order. */
#define SHA3_STATE_LENGTH 25

struct sha3_state
{
  uint64_t a[SHA3_STATE_LENGTH];
};

/* Keccak-f[1600], the 24 rounds, in place. */
void
sha3_permute (struct sha3_state *state);

/* Block size is the rate: 200 bytes minus the capacity, which is
   twice the digest size (twice the security level for SHAKE). */
#define SHA3_224_DIGEST_SIZE 28
#define SHA3_224_BLOCK_SIZE 144

#define SHA3_256_DIGEST_SIZE 32
#define SHA3_256_BLOCK_SIZE 136

#define SHA3_384_DIGEST_SIZE 48
#define SHA3_384_BLOCK_SIZE 104

#define SHA3_512_DIGEST_SIZE 64
#define SHA3_512_BLOCK_SIZE 72

/* SHAKE128: the digest size is the conventional output length for
   128-bit security; any length can be asked for. */
#define SHA3_128_DIGEST_SIZE 16
#define SHA3_128_BLOCK_SIZE 168

/* Older names. */
#define SHA3_224_DATA_SIZE SHA3_224_BLOCK_SIZE
#define SHA3_256_DATA_SIZE SHA3_256_BLOCK_SIZE
#define SHA3_384_DATA_SIZE SHA3_384_BLOCK_SIZE
#define SHA3_512_DATA_SIZE SHA3_512_BLOCK_SIZE

/* Every context is the state, the number of buffered bytes (once
   output has begun, the bitwise complement of the read position in
   block), and a one-block buffer. */
struct sha3_128_ctx
{
  struct sha3_state state;
  unsigned index;
  uint8_t block[SHA3_128_BLOCK_SIZE];
};

void
sha3_128_init (struct sha3_128_ctx *ctx);

void
sha3_128_update (struct sha3_128_ctx *ctx,
		 size_t length,
		 const uint8_t *data);

/* One-shot SHAKE128 output of any length; the context is reset. */
void
sha3_128_shake (struct sha3_128_ctx *ctx,
		size_t length,
		uint8_t *digest);

/* Streaming SHAKE128 output: successive calls continue the output
   stream. No update may follow; sha3_128_init starts anew. */
void
sha3_128_shake_output (struct sha3_128_ctx *ctx,
		       size_t length,
		       uint8_t *digest);

struct sha3_224_ctx
{
  struct sha3_state state;
  unsigned index;
  uint8_t block[SHA3_224_BLOCK_SIZE];
};

void
sha3_224_init (struct sha3_224_ctx *ctx);

void
sha3_224_update (struct sha3_224_ctx *ctx,
		 size_t length,
		 const uint8_t *data);

/* Writes the first length bytes of the digest and resets the context. */
void
sha3_224_digest (struct sha3_224_ctx *ctx,
		 size_t length,
		 uint8_t *digest);

struct sha3_256_ctx
{
  struct sha3_state state;
  unsigned index;
  uint8_t block[SHA3_256_BLOCK_SIZE];
};

void
sha3_256_init (struct sha3_256_ctx *ctx);

void
sha3_256_update (struct sha3_256_ctx *ctx,
		 size_t length,
		 const uint8_t *data);

void
sha3_256_digest (struct sha3_256_ctx *ctx,
		 size_t length,
		 uint8_t *digest);

/* SHAKE256 on the data absorbed so far, one shot; the context is
   reset. */
void
sha3_256_shake (struct sha3_256_ctx *ctx,
		size_t length,
		uint8_t *digest);

/* Streaming SHAKE256 output, as sha3_128_shake_output. */
void
sha3_256_shake_output (struct sha3_256_ctx *ctx,
		       size_t length,
		       uint8_t *digest);

struct sha3_384_ctx
{
  struct sha3_state state;
  unsigned index;
  uint8_t block[SHA3_384_BLOCK_SIZE];
};

void
sha3_384_init (struct sha3_384_ctx *ctx);

void
sha3_384_update (struct sha3_384_ctx *ctx,
		 size_t length,
		 const uint8_t *data);

void
sha3_384_digest (struct sha3_384_ctx *ctx,
		 size_t length,
		 uint8_t *digest);

struct sha3_512_ctx
{
  struct sha3_state state;
  unsigned index;
  uint8_t block[SHA3_512_BLOCK_SIZE];
};

void
sha3_512_init (struct sha3_512_ctx *ctx);

void
sha3_512_update (struct sha3_512_ctx *ctx,
		 size_t length,
		 const uint8_t *data);

void
sha3_512_digest (struct sha3_512_ctx *ctx,
		 size_t length,
		 uint8_t *digest);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_SHA3_H_INCLUDED */
