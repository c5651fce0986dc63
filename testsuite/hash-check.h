/* hash-check.h

   Shared checks for all the hash test programs: known answers through
   the descriptor (one message, a table in hex, a repeated string), the
   descriptor's fields, the properties every Nettle hash has (split
   updates, truncated digests, reset after digest, the length assert),
   and a last block built by hand for the block-count carry tests.

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
#ifndef NETTLE_HASH_CHECK_H_INCLUDED
#define NETTLE_HASH_CHECK_H_INCLUDED

#include "testutils.h"

#include "nettle-meta.h"

#define HASH_MAX_DIGEST 64

/* The two-block example messages of FIPS 180-4's published examples
   (448 and 896 bits). */
#define FIPS180_M448							\
  "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
#define FIPS180_M896							\
  "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmn"		\
  "hijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"

static inline void *
hash_alloc_ctx(const struct nettle_hash *h)
{
  /* Guarded at the end: a context access past context_size faults. */
  return guard_end(h->context_size);
}

/* One-shot digest of length bytes at msg, all digest_size bytes. */
static inline void
hash_oneshot(const struct nettle_hash *h, size_t length, const uint8_t *msg,
	     uint8_t *digest)
{
  void *ctx = hash_alloc_ctx(h);
  h->init(ctx);
  h->update(ctx, length, msg);
  h->digest(ctx, h->digest_size, digest);
  guard_free(ctx);
}

/* Known answer: the message is given as raw bytes. */
static inline void
hash_kat_bytes(const struct nettle_hash *h, const char *label,
	       size_t length, const uint8_t *msg, const struct tstring *want)
{
  uint8_t digest[HASH_MAX_DIGEST];
  uint8_t *in;
  char what[200];

  ASSERT(want->length == h->digest_size);

  /* Input against a guard page, so a read past its end faults. */
  in = guard_end(length);
  if (length > 0)
    memcpy(in, msg, length);
  hash_oneshot(h, length, in, digest);
  guard_free(in);

  snprintf(what, sizeof(what), "%s(%s)", h->name, label);
  check_bytes(what, digest, want->data, h->digest_size);
  test_ok("%s known answer: %s", h->name, label);
}

#define HASH_KAT(h, s, want)						\
  hash_kat_bytes((h), "\"" s "\"", sizeof(s) - 1,			\
		 (const uint8_t *) (s), (want))

/* A table of known answers, message and digest in hex. */
struct hash_kat_hex
{
  const struct nettle_hash *h;
  const char *label;
  const char *msg;
  const char *digest;
};

static inline void
hash_kat_table(size_t count, const struct hash_kat_hex *kats)
{
  size_t i;
  for (i = 0; i < count; i++)
    {
      const struct tstring *msg = SHEX(kats[i].msg);
      hash_kat_bytes(kats[i].h, kats[i].label, msg->length, msg->data,
		     SHEX(kats[i].digest));
    }
}

/* Known answer for count repetitions of a string (e.g. a million
   'a'), fed in pieces of the string's length times a few. */
static inline void
hash_kat_repeat(const struct nettle_hash *h, const char *label,
		const char *s, size_t count, const struct tstring *want)
{
  uint8_t digest[HASH_MAX_DIGEST];
  uint8_t piece[1000];
  size_t slen = strlen(s);
  size_t per = sizeof(piece) / slen;
  size_t i;
  void *ctx = hash_alloc_ctx(h);
  char what[200];

  ASSERT(want->length == h->digest_size);
  for (i = 0; i < per; i++)
    memcpy(piece + i * slen, s, slen);

  h->init(ctx);
  for (i = 0; i + per <= count; i += per)
    h->update(ctx, per * slen, piece);
  h->update(ctx, (count - i) * slen, piece);
  h->digest(ctx, h->digest_size, digest);
  guard_free(ctx);

  snprintf(what, sizeof(what), "%s(%s)", h->name, label);
  check_bytes(what, digest, want->data, h->digest_size);
  test_ok("%s known answer: %s", h->name, label);
}

/* Writes the 4 * words bytes of the 32-bit words in state, each
   big-endian if big_endian, else little-endian. */
static inline void
hash_words_out(unsigned words, const uint32_t *state, int big_endian,
	       uint8_t *out)
{
  unsigned i;
  for (i = 0; i < 4 * words; i++)
    out[i] = state[i / 4] >> (big_endian ? 24 - 8 * (i % 4) : 8 * (i % 4));
}

/* For the hashes with 64-byte blocks, 32-bit state words and a 64-bit
   bit count (MD5, SHA-1, SHA-256), the digest built by hand from the
   state after the whole blocks: the last block holds the tail_length
   (< 56) bytes at tail, 0x80, zeros and the message length in bits
   (big-endian if big_endian, else little-endian); it is compressed
   into state, whose words are then written out in the same order. */
static inline void
hash_md_by_hand(void (*compress)(uint32_t *state, const uint8_t *block),
		uint32_t *state, unsigned words, size_t tail_length,
		const uint8_t *tail, uint64_t bits, int big_endian,
		uint8_t *digest)
{
  uint8_t block[64];
  unsigned i;

  ASSERT(tail_length < 56);
  memset(block, 0, sizeof(block));
  memcpy(block, tail, tail_length);
  block[tail_length] = 0x80;
  for (i = 0; i < 8; i++)
    block[56 + i] = bits >> (big_endian ? 56 - 8 * i : 8 * i);
  compress(state, block);
  hash_words_out(words, state, big_endian, digest);
}

/* The descriptor's fields: name, sizes, and the exported functions
   its pointers must be. */
static inline void
hash_check_descriptor(const struct nettle_hash *h, const char *name,
		      unsigned context_size, unsigned digest_size,
		      unsigned block_size, nettle_hash_init_func *init,
		      nettle_hash_update_func *update,
		      nettle_hash_digest_func *digest)
{
  if (strcmp(h->name, name) != 0)
    test_fail("descriptor name %s, expected %s", h->name, name);
  if (h->context_size != context_size)
    test_fail("%s: context_size %u, expected %u", name,
	      h->context_size, context_size);
  if (h->digest_size != digest_size)
    test_fail("%s: digest_size %u, expected %u", name,
	      h->digest_size, digest_size);
  if (h->block_size != block_size)
    test_fail("%s: block_size %u, expected %u", name,
	      h->block_size, block_size);
  if (h->init != init || h->update != update || h->digest != digest)
    test_fail("%s: descriptor function pointers differ", name);
  test_ok("%s descriptor: name, sizes %u/%u/%u, functions", name,
	  context_size, digest_size, block_size);
}

#define HASH_DESCRIPTOR(h, name, ctx_type, DIGEST, BLOCK,		\
			init, update, digest)				\
  hash_check_descriptor((h), (name), sizeof(ctx_type), (DIGEST), (BLOCK), \
			(nettle_hash_init_func *) (init),		\
			(nettle_hash_update_func *) (update),		\
			(nettle_hash_digest_func *) (digest))

/* Properties over random messages of every length up to a few
   blocks:
   - updating in random pieces (including empty ones, at any
     alignment) gives the one-shot digest;
   - a digest of length l < digest_size writes exactly the first l
     bytes of the full digest (the output buffer ends at a guard page);
   - digest resets the context: the next message hashed without a new
     init gives its normal digest, and so does the empty message. */
static inline void
hash_check_properties(const struct nettle_hash *h)
{
  size_t max_length = 4 * h->block_size + 17;
  size_t length;
  uint8_t empty[HASH_MAX_DIGEST];
  uint8_t want[HASH_MAX_DIGEST];
  uint8_t got[HASH_MAX_DIGEST];
  void *ctx = hash_alloc_ctx(h);
  unsigned l;

  hash_oneshot(h, 0, NULL, empty);

  for (length = 0; length <= max_length; length++)
    {
      uint8_t *msg = guard_end(length);
      size_t done;
      int round;

      test_rand_bytes(length, msg);
      hash_oneshot(h, length, msg, want);

      for (round = 0; round < 3; round++)
	{
	  h->init(ctx);
	  for (done = 0; done < length; )
	    {
	      size_t piece = test_rand_below(length - done + 1);
	      if (round == 0 && piece > 3)
		piece = test_rand_below(4);
	      h->update(ctx, piece, msg + done);
	      done += piece;
	    }
	  /* An empty update, with a NULL pointer in one round. */
	  h->update(ctx, 0, round == 1 ? NULL : msg + length);
	  h->digest(ctx, h->digest_size, got);
	  if (memcmp(got, want, h->digest_size) != 0)
	    test_fail("%s: pieces differ from one shot, length %zu, round %d",
		      h->name, length, round);

	  /* ctx was reset by digest */
	  h->update(ctx, length, msg);
	  h->digest(ctx, h->digest_size, got);
	  if (memcmp(got, want, h->digest_size) != 0)
	    test_fail("%s: no reset after digest, length %zu",
		      h->name, length);
	  h->digest(ctx, h->digest_size, got);
	  if (memcmp(got, empty, h->digest_size) != 0)
	    test_fail("%s: digest after digest is not the empty digest, "
		      "length %zu", h->name, length);
	}

      if (length % 7 == 0)
	for (l = 0; l < h->digest_size; l++)
	  {
	    uint8_t *out = guard_end(l);
	    h->init(ctx);
	    h->update(ctx, length, msg);
	    h->digest(ctx, l, out);
	    if (memcmp(out, want, l) != 0)
	      test_fail("%s: truncated digest of %u bytes differs, "
			"message length %zu", h->name, l, length);
	    guard_free(out);
	    /* and the truncated digest reset the context too */
	    h->update(ctx, length, msg);
	    h->digest(ctx, h->digest_size, got);
	    if (memcmp(got, want, h->digest_size) != 0)
	      test_fail("%s: no reset after truncated digest (%u bytes)",
			h->name, l);
	  }
      guard_free(msg);
    }
  guard_free(ctx);
  test_ok("%s: pieces = one shot, lengths 0..%zu", h->name, max_length);
  test_ok("%s: truncated digests 0..%u bytes write only their prefix",
	  h->name, h->digest_size - 1);
  test_ok("%s: digest resets the context", h->name);
}

/* A digest longer than digest_size must fail an assert. */
static const struct nettle_hash *hash_assert_h;
static inline void
hash_too_long(void *arg)
{
  uint8_t out[HASH_MAX_DIGEST + 1];
  void *ctx = malloc(hash_assert_h->context_size);
  (void) arg;
  hash_assert_h->init(ctx);
  hash_assert_h->digest(ctx, hash_assert_h->digest_size + 1, out);
  free(ctx);
}

static inline void
hash_check_length_assert(const struct nettle_hash *h)
{
  hash_assert_h = h;
  if (!test_aborts(hash_too_long, NULL))
    test_fail("%s: digest length %u accepted", h->name, h->digest_size + 1);
  test_ok("%s: digest length above %u fails an assert", h->name,
	  h->digest_size);
}

#endif /* NETTLE_HASH_CHECK_H_INCLUDED */
