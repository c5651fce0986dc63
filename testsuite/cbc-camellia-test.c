/* cbc-camellia-test.c

   cbc_encrypt with camellia128_crypt and camellia256_crypt (which
   cbc_encrypt sends to _nettle_cbc_camellia_encrypt) for each key size
   and both directions' contexts, against a block-by-block reference
   built from camelliaNNN_crypt and memxor: 0..20 blocks, in place and
   out of place, misaligned, split calls, guard pages.

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

#include "testutils.h"

#include <string.h>

#include "camellia.h"
#include "cbc.h"
#include "memxor.h"

#define MAX_BLOCKS 20
#define MAX_LENGTH (MAX_BLOCKS * CAMELLIA_BLOCK_SIZE)

/* One key size: its cipher function, a context of each direction (a
   decryption context just makes cbc_encrypt apply the inverse
   permutation), and the name for messages. */
struct kit
{
  const char *name;
  nettle_cipher_func *f;
  union { struct camellia128_ctx a; struct camellia256_ctx b; } ctx[2];
};

static void
kit_init(struct kit *k, unsigned bits)
{
  uint8_t key[32];
  test_rand_bytes(sizeof(key), key);
  switch (bits)
    {
    case 128:
      k->name = "camellia128";
      k->f = (nettle_cipher_func *) camellia128_crypt;
      camellia128_set_encrypt_key(&k->ctx[0].a, key);
      camellia128_set_decrypt_key(&k->ctx[1].a, key);
      break;
    case 192:
      /* camellia192_crypt is camellia256_crypt, on a Camellia-256
	 context set from a 192-bit key. */
      k->name = "camellia192";
      k->f = (nettle_cipher_func *) camellia192_crypt;
      camellia192_set_encrypt_key(&k->ctx[0].b, key);
      camellia192_set_decrypt_key(&k->ctx[1].b, key);
      break;
    default:
      k->name = "camellia256";
      k->f = (nettle_cipher_func *) camellia256_crypt;
      camellia256_set_encrypt_key(&k->ctx[0].b, key);
      camellia256_set_decrypt_key(&k->ctx[1].b, key);
      break;
    }
}

/* CBC one block at a time through the cipher function itself, which
   cbc_encrypt never sees. */
static void
ref_cbc(const struct kit *k, const void *ctx, const uint8_t *iv0,
	size_t length, uint8_t *dst, const uint8_t *src)
{
  uint8_t block[CAMELLIA_BLOCK_SIZE];
  const uint8_t *prev = iv0;
  size_t i;

  for (i = 0; i < length; i += CAMELLIA_BLOCK_SIZE)
    {
      memxor3(block, prev, src + i, CAMELLIA_BLOCK_SIZE);
      k->f(ctx, CAMELLIA_BLOCK_SIZE, dst + i, block);
      prev = dst + i;
    }
}

/* Every length 0..MAX_BLOCKS blocks, out of place and in place, with
   source and destination each at offsets 0..3 from malloc's
   alignment. */
static void
test_lengths(const struct kit *k, int dir)
{
  const void *ctx = &k->ctx[dir];
  uint8_t src[MAX_LENGTH], want[MAX_LENGTH];
  uint8_t sbuf[MAX_LENGTH + 3], dbuf[MAX_LENGTH + 3];
  uint8_t iv0[16], iv[16], want_iv[16];
  unsigned n, so, dso;

  for (n = 0; n <= MAX_BLOCKS; n++)
    {
      size_t len = n * CAMELLIA_BLOCK_SIZE;

      test_rand_bytes(len, src);
      test_rand_bytes(16, iv0);
      ref_cbc(k, ctx, iv0, len, want, src);
      memcpy(want_iv, len ? want + len - 16 : iv0, 16);

      for (so = 0; so < 4; so++)
	for (dso = 0; dso < 4; dso++)
	  {
	    memcpy(sbuf + so, src, len);
	    memcpy(iv, iv0, 16);
	    cbc_encrypt(ctx, k->f, CAMELLIA_BLOCK_SIZE, iv, len,
			dbuf + dso, sbuf + so);
	    check_bytes(k->name, dbuf + dso, want, len);
	    check_bytes("iv", iv, want_iv, 16);
	    check_bytes("source left alone", sbuf + so, src, len);
	  }
      for (so = 0; so < 4; so++)
	{
	  memcpy(sbuf + so, src, len);
	  memcpy(iv, iv0, 16);
	  cbc_encrypt(ctx, k->f, CAMELLIA_BLOCK_SIZE, iv, len,
		      sbuf + so, sbuf + so);
	  check_bytes("in place", sbuf + so, want, len);
	  check_bytes("in-place iv", iv, want_iv, 16);
	}
    }
  test_ok("%s cbc_encrypt (%s context): 0..%u blocks, in place and not, "
	  "misaligned by 0..3", k->name, dir ? "decryption" : "encryption",
	  MAX_BLOCKS);
}

/* A message cut into random whole-block pieces gives the one-shot
   result, and buffers against guard pages are read and written
   exactly. */
static void
test_split_and_guards(const struct kit *k)
{
  const void *ctx = &k->ctx[0];
  size_t len = MAX_LENGTH, done;
  uint8_t src[MAX_LENGTH], want[MAX_LENGTH], out[MAX_LENGTH];
  uint8_t iv0[16], iv[16];
  uint8_t *gs, *ge;
  unsigned round;

  test_rand_bytes(len, src);
  test_rand_bytes(16, iv0);
  ref_cbc(k, ctx, iv0, len, want, src);

  for (round = 0; round < 10; round++)
    {
      memcpy(iv, iv0, 16);
      for (done = 0; done < len; )
	{
	  size_t piece = 16 * test_rand_below((len - done) / 16 + 1);
	  cbc_encrypt(ctx, k->f, CAMELLIA_BLOCK_SIZE, iv, piece,
		      out + done, src + done);
	  done += piece;
	}
      check_bytes("split cbc_encrypt", out, want, len);
    }

  gs = guard_start(len);
  ge = guard_end(len);
  memcpy(gs, src, len);
  memcpy(iv, iv0, 16);
  cbc_encrypt(ctx, k->f, CAMELLIA_BLOCK_SIZE, iv, len, ge, gs);
  check_bytes("guarded cbc_encrypt", ge, want, len);
  memcpy(ge, src, len);
  memcpy(iv, iv0, 16);
  cbc_encrypt(ctx, k->f, CAMELLIA_BLOCK_SIZE, iv, len, ge, ge);
  check_bytes("guarded in-place cbc_encrypt", ge, want, len);
  guard_free(gs);
  guard_free(ge);
  test_ok("%s cbc_encrypt: split at random block boundaries, "
	  "guard pages", k->name);
}

void
test_main(void)
{
  static const unsigned bits[3] = { 128, 192, 256 };
  unsigned i;

  for (i = 0; i < 3; i++)
    {
      struct kit k;
      kit_init(&k, bits[i]);
      test_lengths(&k, 0);
      test_lengths(&k, 1);
      test_split_and_guards(&k);
    }
}
