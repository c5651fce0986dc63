/* fat-variants.h

   For the tests that run every variant of every dispatched function
   (aes-variants-test, aes-guard-test, abi-regs-test): the functions
   and variants of fat-table.h as data, one caller per signature, and
   reference models: those of aes-mode-models.h on the portable AES
   core.

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

/* Adding a function to fat-table.h: if its parameter list is one of
   those below, nothing needs doing here, except for a new AES bulk
   routine, which needs its model in fv_model_bulk (a mode new to
   aes-mode-models.h goes there, where the benchmark finds it too; the
   tests fail with "no model" until it has one). Another signature
   needs a kind, a case in fv_kind, fv_invoke and fv_model; until then
   the tests fail with "no caller". The AES kinds are checked against models on the
   portable AES core; the others against their own `c' variant. */

#ifndef NETTLE_FAT_VARIANTS_H_INCLUDED
#define NETTLE_FAT_VARIANTS_H_INCLUDED

#include "testutils.h"

#include <signal.h>
#include <unistd.h>

#include "fat-setup.h"
#include "aes.h"
#include "aes-internal.h"
#include "sha1-internal.h"
#include "sha2-internal.h"
#include "ghash-internal.h"
#include "gcm-internal.h"
#include "ccm-internal.h"
#include "ocb-internal.h"
#include "chacha-internal.h"
#include "salsa20-internal.h"
#include "poly1305-internal.h"
#include "umac-internal.h"
#include "camellia.h"
#include "camellia-internal.h"
#include "serpent.h"
#include "sha3.h"
#include "aes-mode-models.h"

/* A type per function and a declaration of every variant, as fat.c
   makes them: no header declares the backend variants. */
#define FAT_FUNCTION(stem, symbol, ret, params, args)	\
  typedef ret fv_type_##stem params;
#define FAT_VARIANT(stem, variant, features)		\
  fv_type_##stem _nettle_##stem##_##variant;
#include "fat-table.h"
#undef FAT_FUNCTION
#undef FAT_VARIANT

typedef void fv_generic_func(void);

/* Not every test uses every helper. */
#define FV_HELPER static __attribute__((unused))

struct fv_function
{
  const char *stem;
  const char *ret;
  const char *args;
};

struct fv_variant
{
  const char *stem;
  const char *variant;
  unsigned features;
  fv_generic_func *fn;
};

static const struct fv_function fv_functions[] = {
#define FAT_FUNCTION(stem, symbol, ret, params, args) { #stem, #ret, #args },
#define FAT_VARIANT(stem, variant, features)
#include "fat-table.h"
#undef FAT_FUNCTION
#undef FAT_VARIANT
};

static const struct fv_variant fv_variants[] = {
#define FAT_FUNCTION(stem, symbol, ret, params, args)
#define FAT_VARIANT(stem, variant, features)				\
  { #stem, #variant, (features),					\
    (fv_generic_func *) _nettle_##stem##_##variant },
#include "fat-table.h"
#undef FAT_FUNCTION
#undef FAT_VARIANT
};

#define FV_COUNT(a) (sizeof(a) / sizeof((a)[0]))

/* The signatures, recognised by the parameter names in the table. */
enum fv_kind
{
  FV_ECB,	/* (ctx, length, dst, src): aesNNN_encrypt/decrypt */
  FV_CORE,	/* (rounds, keys, T, length, dst, src): the block cores */
  FV_CBC,	/* (ctx, iv, length, dst, src): cbc_aesNNN_encrypt */
  FV_BULK,	/* size_t (rounds, keys, chain, length, dst, src) */
  FV_CCM,	/* size_t (rounds, keys, state, length, dst, src): ccm_aes_* */
  FV_OCB,	/* size_t (rounds, keys, state, length, dst, src): OCB */
  FV_GCM,	/* size_t (key, x, rounds, keys, ctr, length, dst, src) */
  FV_SHA1,	/* (state, data): one 64-byte block */
  FV_SHA1N,	/* const uint8_t * (state, blocks, data) */
  FV_SHA256N,	/* const uint8_t * (state, k, blocks, input) */
  FV_SHA512N,	/* the same, 64-bit words and 128-byte blocks */
  FV_GHASH_KEY,	/* (ctx, key): a GHASH key set-up */
  FV_GHASH,	/* const uint8_t * (ctx, state, blocks, data): its update */
  FV_STREAM,	/* size_t (state, length, dst, src): ChaCha keystream */
  FV_STREAM_R,	/* size_t (state, rounds, length, dst, src): Salsa20 */
  FV_POLY1305,	/* const uint8_t * (ctx, blocks, m): Poly1305 blocks */
  FV_UMAC_NH,	/* uint64_t (key, length, msg): UMAC's NH, 32..1024 bytes */
  FV_UMAC_NH_N,	/* (out, n, key, length, msg): NH for n = 1..4 */
  FV_CAMELLIA,	/* (nkeys, keys, T, length, dst, src): the Camellia core */
  FV_SERPENT,	/* (sctx, length, dst, src): serpent_encrypt/decrypt */
  FV_SHA3_PERMUTE, /* (state): Keccak-f[1600] on a struct sha3_state */
  FV_AES_KEYS,	/* (nr, nk, subkeys, key): the AES key expansion */
  FV_AES_INVERT, /* (rounds, dst, src): the AES decryption schedule */
  FV_UNKNOWN
};

FV_HELPER enum fv_kind
fv_kind(const struct fv_function *f)
{
  if (!strcmp(f->args, "(ctx, length, dst, src)"))
    return FV_ECB;
  if (!strcmp(f->args, "(rounds, keys, T, length, dst, src)"))
    return FV_CORE;
  if (!strcmp(f->args, "(ctx, iv, length, dst, src)"))
    return FV_CBC;
  if (!strncmp(f->stem, "ccm_", 4)
      && !strcmp(f->args, "(rounds, keys, state, length, dst, src)"))
    return FV_CCM;
  if (!strcmp(f->args, "(rounds, keys, state, length, dst, src)")
      && !strncmp(f->stem, "ocb_", 4))
    return FV_OCB;
  if (!strcmp(f->ret, "size_t") && !strncmp(f->args, "(rounds, keys, ", 15)
      && strstr(f->args, ", length, dst, src)"))
    return FV_BULK;
  if (!strcmp(f->args, "(key, x, rounds, keys, ctr, length, dst, src)"))
    return FV_GCM;
  if (!strcmp(f->stem, "sha1_compress") && !strcmp(f->args, "(state, data)"))
    return FV_SHA1;
  if (!strcmp(f->stem, "sha1_compress_n")
      && !strcmp(f->args, "(state, blocks, data)"))
    return FV_SHA1N;
  if (!strcmp(f->stem, "sha256_compress_n")
      && !strcmp(f->args, "(state, k, blocks, input)"))
    return FV_SHA256N;
  if (!strcmp(f->stem, "sha512_compress_n")
      && !strcmp(f->args, "(state, k, blocks, input)"))
    return FV_SHA512N;
  if (!strcmp(f->args, "(ctx, key)") && strstr(f->stem, "ghash_set_key"))
    return FV_GHASH_KEY;
  if (!strcmp(f->args, "(ctx, state, blocks, data)")
      && strstr(f->stem, "ghash_update"))
    return FV_GHASH;
  if (!strcmp(f->ret, "size_t") && !strcmp(f->args, "(state, length, dst, src)"))
    return FV_STREAM;
  if (!strcmp(f->ret, "size_t")
      && !strcmp(f->args, "(state, rounds, length, dst, src)"))
    return FV_STREAM_R;
  if (!strcmp(f->stem, "poly1305_blocks") && !strcmp(f->args, "(ctx, blocks, m)"))
    return FV_POLY1305;
  if (!strcmp(f->stem, "umac_nh") && !strcmp(f->args, "(key, length, msg)"))
    return FV_UMAC_NH;
  if (!strcmp(f->stem, "umac_nh_n")
      && !strcmp(f->args, "(out, n, key, length, msg)"))
    return FV_UMAC_NH_N;
  if (!strcmp(f->args, "(nkeys, keys, T, length, dst, src)"))
    return FV_CAMELLIA;
  if (!strcmp(f->args, "(sctx, length, dst, src)"))
    return FV_SERPENT;
  if (!strcmp(f->stem, "sha3_permute") && !strcmp(f->args, "(state)"))
    return FV_SHA3_PERMUTE;
  if (!strcmp(f->args, "(nr, nk, subkeys, key)"))
    return FV_AES_KEYS;
  if (!strcmp(f->args, "(rounds, dst, src)"))
    return FV_AES_INVERT;
  return FV_UNKNOWN;
}

/* AES kinds take whole 16-byte blocks; the hashes 64-byte ones,
   SHA-512 128-byte ones. */
FV_HELPER int
fv_is_aes(enum fv_kind kind)
{
  return kind <= FV_GCM;
}

/* The AES key schedule kinds: the key (or schedule) in src, the
   schedule into dst. */
FV_HELPER int
fv_is_schedule(enum fv_kind kind)
{
  return kind == FV_AES_KEYS || kind == FV_AES_INVERT;
}

/* The AES kinds that may do less than asked (and never assert on a
   length). */
FV_HELPER int
fv_is_bulk(enum fv_kind kind)
{
  return kind == FV_BULK || kind == FV_CCM || kind == FV_OCB
    || kind == FV_GCM;
}

FV_HELPER size_t
fv_unit(enum fv_kind kind)
{
  if (kind == FV_GHASH_KEY || kind == FV_GHASH || kind == FV_POLY1305)
    return 16;
  if (kind == FV_UMAC_NH || kind == FV_UMAC_NH_N)
    return 32;
  if (kind == FV_CAMELLIA || kind == FV_SERPENT || fv_is_schedule(kind))
    return 16;
  if (kind == FV_SHA3_PERMUTE)
    return 8;
  return fv_is_aes(kind) ? 16 : kind == FV_SHA512N ? 128 : 64;
}

/* Does the kind write dst (the hashes write only their state)? */
FV_HELPER int
fv_writes_dst(enum fv_kind kind)
{
  return fv_is_aes(kind) || kind == FV_STREAM || kind == FV_STREAM_R
    || kind == FV_CAMELLIA || kind == FV_SERPENT || fv_is_schedule(kind);
}

/* Bytes of chaining value a kind updates (none for ECB); for the
   stream kinds, the 16-word input state, which must stay as it was. */
FV_HELPER size_t
fv_chain_size(enum fv_kind kind)
{
  switch (kind)
    {
    case FV_CBC:
    case FV_BULK:
    case FV_GHASH_KEY:
    case FV_GHASH:
      return 16;
    case FV_GCM:
      return 32;	/* the GHASH state, then the counter */
    case FV_CCM:
      return 32;	/* the counter, then the CBC-MAC value */
    case FV_OCB:
      return sizeof(struct ocb_aes_state);
    case FV_SHA1:
    case FV_SHA1N:
      return 20;
    case FV_POLY1305:
      return sizeof(struct poly1305_ctx);
    case FV_SHA3_PERMUTE:
      return sizeof(struct sha3_state);
    case FV_SHA256N:
    case FV_UMAC_NH:
    case FV_UMAC_NH_N:
      return 32;	/* NH: the sums of up to four outputs */
    case FV_SHA512N:
    case FV_STREAM:
    case FV_STREAM_R:
      return 64;
    default:
      return 0;
    }
}

/* The alignment of the buffers of a kind: the key schedules are
   arrays of uint32_t (the portable code stores words), everything
   else takes bytes anywhere. */
FV_HELPER unsigned
fv_alignment(enum fv_kind kind)
{
  return fv_is_schedule(kind) ? 4 : 1;
}

/* The only length a kind takes, or 0 when any multiple of the unit
   will do. The key schedules take the longest schedule's 240 bytes
   (src: the key, or the schedule to invert) and do what the key size
   needs of them. */
FV_HELPER size_t
fv_fixed_length(enum fv_kind kind)
{
  if (fv_is_schedule(kind))
    return 4 * 60;
  return kind == FV_SHA1 ? 64 : 0;
}

/* A function with a ctx is for one key size, named in its stem (0 if
   none is: then all three are tested). Decryption schedules go to
   every function whose stem says decrypt. */
FV_HELPER unsigned
fv_key_size(const char *stem)
{
  if (strstr(stem, "aes128"))
    return 16;
  if (strstr(stem, "aes192"))
    return 24;
  if (strstr(stem, "aes256"))
    return 32;
  return 0;
}

FV_HELPER int
fv_decrypts(const char *stem)
{
  /* GCM, CCM and CFB decrypt with the encryption schedule. */
  return strstr(stem, "decrypt") != NULL && strncmp(stem, "gcm_", 4) != 0
    && strncmp(stem, "ccm_", 4) != 0 && strncmp(stem, "cfb_", 4) != 0;
}

/* Can this CPU run the variant? */
FV_HELPER int
fv_runnable(const struct fv_variant *v)
{
  return (v->features & ~_nettle_fat_cpu_features()) == 0;
}

FV_HELPER const struct fv_function *
fv_function_of(const struct fv_variant *v)
{
  size_t i;
  for (i = 0; i < FV_COUNT(fv_functions); i++)
    if (!strcmp(fv_functions[i].stem, v->stem))
      return &fv_functions[i];
  test_fail("%s: variant without a function", v->stem);
}

/* A key of one size: the schedule the function takes, stored at a
   4-byte but not 16-byte aligned address, as a struct of uint32_t may
   be. The context of the ctx-taking functions is the schedule itself
   (struct aesNNN_ctx is one array of words). */
struct fv_key
{
  unsigned size;
  unsigned rounds;
  uint32_t storage[4 * 15 + 4] __attribute__((aligned(16)));
  uint32_t *keys;
};

/* The schedule of the given key (size bytes). */
FV_HELPER void
fv_key_set(struct fv_key *k, unsigned size, const uint8_t *key, int decrypt)
{
  union
  {
    struct aes128_ctx c128;
    struct aes192_ctx c192;
    struct aes256_ctx c256;
  } ctx;
  const uint32_t *words;

  k->size = size;
  k->keys = k->storage + 1;
  switch (size)
    {
    case 16:
      k->rounds = _AES128_ROUNDS;
      if (decrypt)
	aes128_set_decrypt_key(&ctx.c128, key);
      else
	aes128_set_encrypt_key(&ctx.c128, key);
      words = ctx.c128.keys;
      break;
    case 24:
      k->rounds = _AES192_ROUNDS;
      if (decrypt)
	aes192_set_decrypt_key(&ctx.c192, key);
      else
	aes192_set_encrypt_key(&ctx.c192, key);
      words = ctx.c192.keys;
      break;
    case 32:
      k->rounds = _AES256_ROUNDS;
      if (decrypt)
	aes256_set_decrypt_key(&ctx.c256, key);
      else
	aes256_set_encrypt_key(&ctx.c256, key);
      words = ctx.c256.keys;
      break;
    default:
      test_fail("bad key size %u", size);
    }
  memcpy(k->keys, words, 16 * (k->rounds + 1));
}

/* A random key's schedule. */
FV_HELPER void
fv_key_init(struct fv_key *k, unsigned size, int decrypt)
{
  uint8_t key[32];
  test_rand_bytes(size, key);
  fv_key_set(k, size, key, decrypt);
}

#include "sha2-k.h"

/* The chaining value: 16 bytes for AES (iv, counter, tweak), the
   whole struct ocb_aes_state for OCB, the hash state for the others.
   Callers declare it with FV_CHAIN. */
#define FV_CHAIN_SIZE \
  (sizeof(struct ocb_aes_state) > sizeof(struct sha3_state) \
   ? sizeof(struct ocb_aes_state) : sizeof(struct sha3_state))
#define FV_CHAIN(name) \
  uint8_t name[FV_CHAIN_SIZE] __attribute__((aligned(16)))

/* The GHASH kinds are tested as pairs: a set-up and the update of
   the same variant name (the table layout is theirs). A call of
   either sets a key from the first 16 bytes of the AES schedule and
   hashes src into chain (the state) with the pair the function belongs
   to. fv_gcm_key is the table, fv_ghash_pair finds the partner. */
static struct gcm_key fv_gcm_key;

FV_HELPER fv_generic_func *
fv_ghash_partner(fv_generic_func *fn, const char *want_stem)
{
  size_t i, j;
  for (i = 0; i < FV_COUNT(fv_variants); i++)
    if (fv_variants[i].fn == fn)
      {
	if (!strcmp(fv_variants[i].stem, want_stem))
	  return fn;
	for (j = 0; j < FV_COUNT(fv_variants); j++)
	  if (!strcmp(fv_variants[j].stem, want_stem)
	      && !strcmp(fv_variants[j].variant, fv_variants[i].variant))
	    return fv_variants[j].fn;
      }
  test_fail("%s: no variant to pair with", want_stem);
}

FV_HELPER size_t
fv_ghash_pair(enum fv_kind kind, const char *stem, fv_generic_func *fn,
	      const struct fv_key *k, uint8_t *chain, size_t length,
	      const uint8_t *src)
{
  /* Every update (GHASH, POLYVAL) reads the table of ghash_set_key. */
  fv_generic_func *set_key = fv_ghash_partner(fn, "ghash_set_key");
  fv_generic_func *update
    = kind == FV_GHASH_KEY ? fv_ghash_partner(fn, "ghash_update") : fn;
  union nettle_block16 h;

  (void) stem;
  memcpy(h.b, k->keys, 16);
  ((void (*)(struct gcm_key *, const union nettle_block16 *)) set_key)
    (&fv_gcm_key, &h);
  return ((const uint8_t *(*)(const struct gcm_key *, union nettle_block16 *,
			      size_t, const uint8_t *)) update)
    (&fv_gcm_key, (union nettle_block16 *) chain, length / 16, src) - src;
}

/* The GCM kind: chain is the GHASH state (16 bytes), then the counter
   block; the GHASH table is set, from the first 16 bytes of the AES
   schedule as H, by the ghash_set_key of the variant's name, whose
   choice it follows. */
FV_HELPER size_t
fv_gcm(fv_generic_func *fn, const struct fv_key *k, uint8_t *chain,
       size_t length, uint8_t *dst, const uint8_t *src)
{
  union nettle_block16 h;
  memcpy(h.b, k->keys, 16);
  ((void (*)(struct gcm_key *, const union nettle_block16 *))
   fv_ghash_partner(fn, "ghash_set_key")) (&fv_gcm_key, &h);
  return ((size_t (*)(const struct gcm_key *, union nettle_block16 *,
		      unsigned, const uint32_t *, uint8_t *, size_t,
		      uint8_t *, const uint8_t *)) fn)
    (&fv_gcm_key, (union nettle_block16 *) chain, k->rounds, k->keys,
     chain + 16, length, dst, src);
}

/* A chaining value the kind should be tested with, from random bytes:
   for GCM and ChaCha, a counter whose low 32 bits wrap in the middle
   of most lengths (SP 800-38D's inc32 does not carry; ChaCha's bulk
   routine has 32-bit counter lanes). */
FV_HELPER void
fv_chain_prepare(enum fv_kind kind, uint8_t *chain, size_t length)
{
  size_t blocks = length / 16;
  if (kind == FV_GCM && blocks % 3 != 0)
    {
      uint32_t c = - (uint32_t) (blocks / 2);
      chain[28] = c >> 24;
      chain[29] = c >> 16;
      chain[30] = c >> 8;
      chain[31] = c;
    }
  /* OCB: the L table stays random (the model reads the same one), the
     block index is a multiple of 16 (the contract), mostly just below
     a power of two that the blocks cross, so that ntz of a group's
     last block is anything up to 63. */
  if (kind == FV_OCB)
    {
      struct ocb_aes_state *s = (struct ocb_aes_state *) chain;
      unsigned shift = 4 + chain[0] % 60;
      uint64_t index;
      switch (chain[1] % 4)
	{
	case 0:
	  index = 0;
	  break;
	case 1:
	  index = ((uint64_t) 1 << shift) - 16 * (chain[2] % (blocks / 16 + 1));
	  break;
	case 2:
	  memcpy(&index, chain + 2, sizeof(index));
	  index = (index >> 4) & ~(uint64_t) 15;
	  break;
	default:
	  index = ((uint64_t) 1 << shift) - 16;
	  break;
	}
      if (index > ~(uint64_t) 0 - blocks)
	index = 0;
      s->index = index;
    }
  /* ChaCha: word 12 (host order) wraps in the middle of most lengths
     of two blocks or more. */
  if (kind == FV_STREAM && (length / 64) % 3 != 0)
    {
      uint32_t c = - (uint32_t) (length / 128);
      memcpy(chain + 48, &c, sizeof(c));
    }
  /* CCM: the counter's low 64 bits wrap in the middle of most lengths,
     and for every fifth length all 128 of them. */
  if (kind == FV_CCM && blocks % 3 != 0)
    {
      uint64_t c = - (uint64_t) (blocks / 2);
      int j;
      for (j = 15; j >= 8; j--, c >>= 8)
	chain[j] = (uint8_t) c;
      if (blocks % 5 == 0)
	memset(chain, 0xff, 8);
    }
}

FV_HELPER const char *
fv_stem_of(fv_generic_func *fn)
{
  size_t i;
  for (i = 0; i < FV_COUNT(fv_variants); i++)
    if (fv_variants[i].fn == fn)
      return fv_variants[i].stem;
  test_fail("a function not in the table");
}

/* The Poly1305 kind takes chain as its struct poly1305_ctx, random
   bytes made into a valid one (in place, the same for the variant and
   the model): r clamped from the first 16 bytes, the accumulator kept
   but for its top limb, cut to what the context allows (hh < 8 with
   64-bit limbs, 26-bit limbs otherwise), so that h is anywhere from 0
   to about 2^131, p = 2^130 - 5 included. */
FV_HELPER struct poly1305_ctx *
fv_poly1305_ctx(uint8_t *chain)
{
  struct poly1305_ctx *ctx = (struct poly1305_ctx *) chain;
  struct poly1305_ctx h;
  uint8_t key[16];
  memcpy(key, chain, 16);
  memcpy(&h, ctx, sizeof(h));
  _nettle_poly1305_set_key(ctx, key);
#if defined(__SIZEOF_INT128__)
  ctx->h = h.h;
  ctx->hh = h.hh & 7;
#else
  {
    unsigned i;
    for (i = 0; i < 4; i++)
      ctx->h.h32[i] = h.h.h32[i] & 0x3ffffff;
    ctx->hh = h.hh & 0x3ffffff;
  }
#endif
  return ctx;
}

/* The NH kinds: a message of any multiple of 32 bytes is hashed in
   pieces of at most 1024 (the layer's block), with n = 1 + (length / 32)
   % 4 iterations for NH_N, the outputs added into the first four
   64-bit words of chain (nothing for length 0). The key words of each
   piece end at a guard page (the NH key of n iterations is 1024 + 16
   (n - 1) bytes; a piece of p bytes reads the first p + 16 (n - 1)),
   so a read past them faults. */
#define FV_NH_KEY_SIZE (UMAC_BLOCK_SIZE + 48)

FV_HELPER const uint32_t *
fv_nh_key(size_t piece, unsigned n)
{
  static uint8_t *end;
  if (!end)
    {
      end = guard_end(FV_NH_KEY_SIZE) + FV_NH_KEY_SIZE;
      test_rand_bytes(FV_NH_KEY_SIZE, end - FV_NH_KEY_SIZE);
    }
  return (const uint32_t *) (end - piece - 16 * (n - 1));
}

FV_HELPER unsigned
fv_nh_iterations(enum fv_kind kind, size_t length)
{
  return kind == FV_UMAC_NH ? 1 : 1 + (unsigned) (length / 32) % 4;
}

FV_HELPER size_t
fv_umac_nh(enum fv_kind kind, fv_generic_func *fn, uint8_t *chain,
	   size_t length, const uint8_t *src)
{
  unsigned n = fv_nh_iterations(kind, length), i;
  uint64_t sum[4], out[4];
  size_t done, piece;

  memcpy(sum, chain, sizeof(sum));
  for (done = 0; done < length; done += piece)
    {
      piece = length - done < UMAC_BLOCK_SIZE ? length - done
	: UMAC_BLOCK_SIZE;
      if (kind == FV_UMAC_NH)
	out[0] = ((uint64_t (*)(const uint32_t *, unsigned,
				const uint8_t *)) fn)
	  (fv_nh_key(piece, 1), piece, src + done);
      else
	((void (*)(uint64_t *, unsigned, const uint32_t *, unsigned,
		   const uint8_t *)) fn)
	  (out, n, fv_nh_key(piece, n), piece, src + done);
      for (i = 0; i < n; i++)
	sum[i] += out[i];
    }
  memcpy(chain, sum, sizeof(sum));
  return length;
}

/* The Camellia kind: subkeys (24 words for the 16-byte key size, 32
   for the others) made from the AES schedule of the same key, extended
   for the words AES-128 lacks; any words will do for the core, and
   these stay the same for the variant and the model. */
FV_HELPER unsigned
fv_camellia_nkeys(const struct fv_key *k)
{
  return k->size == 16 ? _CAMELLIA128_NKEYS : _CAMELLIA256_NKEYS;
}

FV_HELPER const uint64_t *
fv_camellia_keys(const struct fv_key *k)
{
  static uint64_t keys[_CAMELLIA256_NKEYS];
  unsigned i;
  memcpy(keys, k->keys, 4 * (4 * _AES128_ROUNDS + 4));
  for (i = (4 * _AES128_ROUNDS + 4) / 2; i < _CAMELLIA256_NKEYS; i++)
    keys[i] = keys[i - 11] * 0x9e3779b97f4a7c15ULL + i;
  return keys;
}

/* The Serpent kind: the schedule of the first key-size bytes of the
   AES schedule, the same for the variant and the model. */
FV_HELPER const struct serpent_ctx *
fv_serpent_ctx(const struct fv_key *k)
{
  static struct serpent_ctx ctx;
  serpent_set_key(&ctx, k->size, (const uint8_t *) k->keys);
  return &ctx;
}

/* The permutation kind: src is xored into the state (chain) in pieces
   of up to 200 bytes, each followed by one permutation, so that a
   length gives as many permutations of fresh random states. */
FV_HELPER size_t
fv_sha3_permute(fv_generic_func *fn, uint8_t *chain, size_t length,
		const uint8_t *src)
{
  struct sha3_state state;
  size_t done, piece, i;

  memcpy(&state, chain, sizeof(state));
  for (done = 0; done < length; done += piece)
    {
      uint8_t *s = (uint8_t *) state.a;
      piece = length - done < sizeof(state) ? length - done : sizeof(state);
      for (i = 0; i < piece; i++)
	s[i] ^= src[done + i];
      ((void (*)(struct sha3_state *)) fn) (&state);
    }
  memcpy(chain, &state, sizeof(state));
  return length;
}

/* One call of any dispatched function: returns the bytes done (the
   length for everything but the AES bulk routines). For the hashes,
   chain is the state, src the data and dst is not used; the key is
   ignored. */
FV_HELPER size_t
fv_invoke(enum fv_kind kind, fv_generic_func *fn, const struct fv_key *k,
	  int decrypt, uint8_t *chain, size_t length, uint8_t *dst,
	  const uint8_t *src)
{
  switch (kind)
    {
    case FV_ECB:
      ((void (*)(const void *, size_t, uint8_t *, const uint8_t *)) fn)
	(k->keys, length, dst, src);
      return length;
    case FV_CORE:
      ((void (*)(unsigned, const uint32_t *, const struct aes_table *,
		 size_t, uint8_t *, const uint8_t *)) fn)
	(k->rounds, k->keys,
	 decrypt ? &_nettle_aes_decrypt_table : &_nettle_aes_encrypt_table,
	 length, dst, src);
      return length;
    case FV_CBC:
      ((void (*)(const void *, uint8_t *, size_t, uint8_t *,
		 const uint8_t *)) fn)
	(k->keys, chain, length, dst, src);
      return length;
    case FV_BULK:
    case FV_CCM:
      return ((size_t (*)(unsigned, const uint32_t *, uint8_t *, size_t,
			  uint8_t *, const uint8_t *)) fn)
	(k->rounds, k->keys, chain, length, dst, src);
    case FV_OCB:
      return ((size_t (*)(unsigned, const uint32_t *, struct ocb_aes_state *,
			  size_t, uint8_t *, const uint8_t *)) fn)
	(k->rounds, k->keys, (struct ocb_aes_state *) chain, length, dst, src);
    case FV_SHA1:
      ((void (*)(uint32_t *, const uint8_t *)) fn) ((uint32_t *) chain, src);
      return 64;
    case FV_SHA1N:
      return ((const uint8_t *(*)(uint32_t *, size_t, const uint8_t *)) fn)
	((uint32_t *) chain, length / 64, src) - src;
    case FV_SHA256N:
      return ((const uint8_t *(*)(uint32_t *, const uint32_t *, size_t,
				  const uint8_t *)) fn)
	((uint32_t *) chain, fv_sha256_k, length / 64, src) - src;
    case FV_SHA512N:
      return ((const uint8_t *(*)(uint64_t *, const uint64_t *, size_t,
				  const uint8_t *)) fn)
	((uint64_t *) chain, fv_sha512_k, length / 128, src) - src;
    case FV_GHASH_KEY:
    case FV_GHASH:
      return fv_ghash_pair(kind, fv_stem_of(fn), fn, k, chain, length, src);
    case FV_GCM:
      return fv_gcm(fn, k, chain, length, dst, src);
    case FV_STREAM:
      return ((size_t (*)(const uint32_t *, size_t, uint8_t *,
			  const uint8_t *)) fn)
	((const uint32_t *) chain, length, dst, src);
    case FV_STREAM_R:
      /* Salsa20/20; salsa20-test.c covers 12 rounds. */
      return ((size_t (*)(const uint32_t *, unsigned, size_t, uint8_t *,
			  const uint8_t *)) fn)
	((const uint32_t *) chain, 20, length, dst, src);
    case FV_POLY1305:
      return ((const uint8_t *(*)(struct poly1305_ctx *, size_t,
				  const uint8_t *)) fn)
	(fv_poly1305_ctx(chain), length / 16, src) - src;
    case FV_UMAC_NH:
    case FV_UMAC_NH_N:
      return fv_umac_nh(kind, fn, chain, length, src);
    case FV_CAMELLIA:
      ((void (*)(unsigned, const uint64_t *, const struct camellia_table *,
		 size_t, uint8_t *, const uint8_t *)) fn)
	(fv_camellia_nkeys(k), fv_camellia_keys(k), &_camellia_table,
	 length, dst, src);
      return length;
    case FV_SERPENT:
      ((void (*)(const struct serpent_ctx *, size_t, uint8_t *,
		 const uint8_t *)) fn)
	(fv_serpent_ctx(k), length, dst, src);
      return length;
    case FV_SHA3_PERMUTE:
      return fv_sha3_permute(fn, chain, length, src);
    case FV_AES_KEYS:
      /* The key is the first k->size bytes of src. */
      ((void (*)(unsigned, unsigned, uint32_t *, const uint8_t *)) fn)
	(k->rounds, k->size / 4, (uint32_t *) dst, src);
      return 16 * (k->rounds + 1);
    case FV_AES_INVERT:
      ((void (*)(unsigned, uint32_t *, const uint32_t *)) fn)
	(k->rounds, (uint32_t *) dst, (const uint32_t *) src);
      return 16 * (k->rounds + 1);
    default:
      test_fail("no caller for this signature");
    }
}

/* The models, on the portable core one block at a time: the
   block functions of aes-mode-models.h, ctx a struct fv_key. */
FV_HELPER void
fv_core_encrypt(const void *ctx, size_t length, uint8_t *dst,
		const uint8_t *src)
{
  const struct fv_key *k = ctx;
  _nettle_aes_encrypt_c(k->rounds, k->keys, &_nettle_aes_encrypt_table,
			length, dst, src);
}

FV_HELPER void
fv_core_decrypt(const void *ctx, size_t length, uint8_t *dst,
		const uint8_t *src)
{
  const struct fv_key *k = ctx;
  _nettle_aes_decrypt_c(k->rounds, k->keys, &_nettle_aes_decrypt_table,
			length, dst, src);
}

/* Bulk routines by stem (aes-internal.h gives the contracts), the
   models of aes-mode-models.h on whole blocks. The hook for a new bulk
   routine is here. */
FV_HELPER int
fv_model_bulk(const char *stem, const struct fv_key *k, uint8_t *chain,
	      size_t length, uint8_t *dst, const uint8_t *src)
{
  if (!strcmp(stem, "cbc_aes_decrypt"))
    aes_model_cbc_decrypt(k, fv_core_decrypt, chain, length, dst, src);
  else if (!strcmp(stem, "cfb_aes_encrypt"))
    aes_model_cfb_encrypt(k, fv_core_encrypt, chain, length, dst, src);
  else if (!strcmp(stem, "cfb_aes_decrypt"))
    aes_model_cfb_decrypt(k, fv_core_encrypt, chain, length, dst, src);
  else if (!strcmp(stem, "cfb8_aes_encrypt"))
    aes_model_cfb8(k, fv_core_encrypt, 0, chain, length, dst, src);
  else if (!strcmp(stem, "ctr_aes_crypt"))
    aes_model_ctr(k, fv_core_encrypt, chain, length, dst, src);
  else if (!strcmp(stem, "xts_aes_encrypt"))
    aes_model_xts_encrypt(k, fv_core_encrypt, chain, length, dst, src);
  else if (!strcmp(stem, "xts_aes_decrypt"))
    aes_model_xts_decrypt(k, fv_core_decrypt, chain, length, dst, src);
  else
    return 0;
  return 1;
}

/* The GCM routines (gcm-internal.h), on the portable AES core and
   GHASH variant: counter mode with inc32, GHASH of the ciphertext. */
FV_HELPER void
fv_model_gcm(const char *stem, const struct fv_key *k, uint8_t *chain,
	     size_t length, uint8_t *dst, const uint8_t *src)
{
  static struct gcm_key key;
  int decrypt = strstr(stem, "decrypt") != NULL;
  union nettle_block16 h;
  uint8_t *ctr = chain + 16;
  uint8_t t[16];
  size_t i;
  int j;

  memcpy(h.b, k->keys, 16);
  _nettle_ghash_set_key_c(&key, &h);
  for (i = 0; i < length; i += 16)
    {
      fv_core_encrypt(k, 16, t, ctr);
      aes_model_xor(dst + i, t, src + i, 16);
      _nettle_ghash_update_c(&key, (union nettle_block16 *) chain, 1,
			     decrypt ? src + i : dst + i);
      for (j = 15; j >= 12 && ++ctr[j] == 0; j--)
	;
    }
}

/* The CCM routines (ccm-internal.h), on the portable AES core: counter
   mode with Nettle's 128-bit counter (chain, 16 bytes), and the
   CBC-MAC (the next 16 bytes) of the plaintext, src for encryption and
   dst for decryption. */
FV_HELPER void
fv_model_ccm(const char *stem, const struct fv_key *k, uint8_t *chain,
	     size_t length, uint8_t *dst, const uint8_t *src)
{
  int decrypt = strstr(stem, "decrypt") != NULL;
  uint8_t *mac = chain + 16;
  size_t i;

  for (i = 0; i < length; i += 16)
    {
      aes_model_ctr(k, fv_core_encrypt, chain, 16, dst + i, src + i);
      aes_model_xor(mac, mac, decrypt ? dst + i : src + i, 16);
      fv_core_encrypt(k, 16, mac, mac);
    }
}

/* What the function computes on the first `length' bytes, which the
   variant said it did. src and dst do not overlap here. */
FV_HELPER void
fv_model(enum fv_kind kind, const char *stem, const struct fv_key *k,
	 uint8_t *chain, size_t length, uint8_t *dst, const uint8_t *src)
{
  int decrypt = fv_decrypts(stem);
  size_t i;
  switch (kind)
    {
    case FV_ECB:
    case FV_CORE:
      aes_model_ecb(k, decrypt ? fv_core_decrypt : fv_core_encrypt, length,
		    dst, src);
      break;
    case FV_CBC:
      aes_model_cbc_encrypt(k, fv_core_encrypt, chain, length, dst, src);
      break;
    case FV_BULK:
      if (!fv_model_bulk(stem, k, chain, length, dst, src))
	test_fail("%s: no model (add one to fv_model_bulk in "
		  "fat-variants.h)", stem);
      break;
    case FV_GCM:
      fv_model_gcm(stem, k, chain, length, dst, src);
      break;
    case FV_CCM:
      fv_model_ccm(stem, k, chain, length, dst, src);
      break;
    case FV_OCB:
      {
	struct ocb_aes_state *s = (struct ocb_aes_state *) chain;
	aes_model_ocb(k, decrypt ? fv_core_decrypt : fv_core_encrypt,
		      decrypt, s->offset.b, s->checksum.b, s->L[0].b,
		      s->index, length, dst, src);
      }
      break;
    case FV_SHA1:
    case FV_SHA1N:
    case FV_SHA256N:
    case FV_SHA512N:
    case FV_GHASH_KEY:
    case FV_GHASH:
    case FV_STREAM:
    case FV_STREAM_R:
    case FV_POLY1305:
    case FV_UMAC_NH:
    case FV_UMAC_NH_N:
    case FV_CAMELLIA:
    case FV_SERPENT:
    case FV_SHA3_PERMUTE:
    case FV_AES_KEYS:
    case FV_AES_INVERT:
      {
	for (i = 0; i < FV_COUNT(fv_variants); i++)
	  if (!strcmp(fv_variants[i].stem, stem)
	      && !strcmp(fv_variants[i].variant, "c"))
	    break;
	if (i == FV_COUNT(fv_variants))
	  test_fail("%s: no c variant", stem);
	fv_invoke(kind, fv_variants[i].fn, k, 0, chain, length, dst, src);
      }
      break;
    default:
      test_fail("%s: no caller for this signature", stem);
    }
}

/* The key sizes to run a function with: its own, or all three (one,
   ignored, for the hashes). */
FV_HELPER unsigned
fv_key_sizes(const char *stem, enum fv_kind kind, unsigned sizes[3])
{
  unsigned size = fv_is_aes(kind) ? fv_key_size(stem)
    : kind == FV_CAMELLIA || kind == FV_SERPENT || fv_is_schedule(kind)
      ? 0 : 16;
  if (size)
    {
      sizes[0] = size;
      return 1;
    }
  sizes[0] = 16;
  sizes[1] = 24;
  sizes[2] = 32;
  return 3;
}

/* A fault (a read or write past a guard page, a misaligned SSE
   operand) kills the test; these say in which call. fv_current is
   set before each call; the handler prints it and exits with 1. */
static char fv_current[256];

FV_HELPER void
fv_set_current(const char *stem, const char *variant, unsigned key_bits,
	       size_t length, const char *where)
{
  snprintf(fv_current, sizeof(fv_current),
	   "%s, variant %s, AES-%u, length %zu, %s\n",
	   stem, variant, key_bits, length, where);
}

static void
fv_fault(int sig)
{
  static const char msg[] = "FAIL: fault (SIGSEGV or SIGBUS) in ";
  if (write(2, msg, sizeof(msg) - 1) < 0
      || write(2, fv_current, strlen(fv_current)) < 0)
    _exit(1);
  _exit(1);
}

FV_HELPER void
fv_catch_faults(void)
{
  signal(SIGSEGV, fv_fault);
  signal(SIGBUS, fv_fault);
}

#endif /* NETTLE_FAT_VARIANTS_H_INCLUDED */
