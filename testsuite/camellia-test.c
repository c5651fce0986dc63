/* camellia-test.c

   Camellia: the RFC 3713 Appendix A vectors for each key size through
   every key set-up path (set_decrypt_key, invert_key in place and
   out of place), in place and misaligned, multi-block calls against
   block-by-block ones, the descriptors (found through
   nettle_get_ciphers) and the length assert.

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
#include "nettle-meta.h"

/* RFC 3713, Appendix A. */
static const char rfc_pt[] = "0123456789abcdeffedcba9876543210";
static const struct
{
  const char *name;
  const char *key;
  const char *ct;
} kats[] = {
  { "camellia128", "0123456789abcdeffedcba9876543210",
    "67673138549669730857065648eabe43" },
  { "camellia192", "0123456789abcdeffedcba98765432100011223344556677",
    "b4993401b3e996f84ee5cee7d79b09b9" },
  { "camellia256", "0123456789abcdeffedcba9876543210"
    "00112233445566778899aabbccddeeff",
    "9acc237dff16d76c20ef7c919e3a7509" },
};

static void
bad_length(void *arg)
{
  struct camellia128_ctx ctx;
  uint8_t block[32] = { 0 };
  camellia128_set_encrypt_key(&ctx, block);
  camellia128_crypt(&ctx, *(size_t *) arg, block, block);
}

/* Everything through the API of one key size; ctx and ictx are its
   context type. */
#define CHECK_SIZE(n, sz, ctxtype, crypt, key, pt, ct) do {		\
    struct ctxtype ctx, ictx;						\
    uint8_t out[16];							\
    camellia##n##_set_encrypt_key(&ctx, key);				\
    crypt(&ctx, 16, out, pt);						\
    check_bytes("camellia" #n " encrypt", out, ct, 16);		\
    camellia##n##_set_decrypt_key(&ictx, key);				\
    crypt(&ictx, 16, out, ct);						\
    check_bytes("camellia" #n " set_decrypt_key", out, pt, 16);	\
    camellia##sz##_invert_key(&ictx, &ctx);				\
    memcpy(out, ct, 16);						\
    crypt(&ictx, 16, out, out);						\
    check_bytes("camellia" #n " invert_key, in place", out, pt, 16);	\
    camellia##sz##_invert_key(&ctx, &ctx);				\
    crypt(&ctx, 16, out, ct);						\
    check_bytes("camellia" #n " invert_key onto itself", out, pt, 16);	\
    camellia##sz##_invert_key(&ctx, &ctx);				\
    crypt(&ctx, 16, out, pt);						\
    check_bytes("camellia" #n " inverted twice", out, ct, 16);	\
  } while (0)

/* Random keys and messages of 0..9 blocks through a descriptor:
   one call equals block-by-block calls, in place and at an odd
   address, and decryption undoes it. */
static void
check_descriptor(const struct nettle_cipher *c)
{
  static uint8_t ectx[256], dctx[256];
  uint8_t key[32], msg[160], c1[160], buf[161];
  unsigned n, i;

  ASSERT(c->context_size <= sizeof(ectx));
  ASSERT(c->block_size == CAMELLIA_BLOCK_SIZE);
  for (n = 0; n < 100; n++)
    {
      size_t length = 16 * (n % 10);
      test_rand_bytes(c->key_size, key);
      test_rand_bytes(length, msg);
      c->set_encrypt_key(ectx, key);
      c->set_decrypt_key(dctx, key);
      c->encrypt(ectx, length, c1, msg);
      for (i = 0; i < length; i += 16)
	c->encrypt(ectx, 16, buf + i, msg + i);
      check_bytes(c->name, buf, c1, length);
      memcpy(buf + 1, msg, length);
      c->encrypt(ectx, length, buf + 1, buf + 1);
      check_bytes(c->name, buf + 1, c1, length);
      c->decrypt(dctx, length, buf + 1, buf + 1);
      check_bytes(c->name, buf + 1, msg, length);
    }
  test_ok("%s descriptor: 100 random keys and lengths, in place, "
	  "misaligned, split calls", c->name);
}

void
test_main(void)
{
  const struct tstring *pt = SHEX(rfc_pt);
  const struct tstring *ct;
  unsigned n;

  ASSERT(sizeof(struct camellia128_ctx) == 192);
  ASSERT(sizeof(struct camellia256_ctx) == 256);

  ct = SHEX(kats[0].ct);
  CHECK_SIZE(128, 128, camellia128_ctx, camellia128_crypt,
	     SHEX(kats[0].key)->data, pt->data, ct->data);
  ct = SHEX(kats[1].ct);
  CHECK_SIZE(192, 256, camellia192_ctx, camellia192_crypt,
	     SHEX(kats[1].key)->data, pt->data, ct->data);
  ct = SHEX(kats[2].ct);
  CHECK_SIZE(256, 256, camellia256_ctx, camellia256_crypt,
	     SHEX(kats[2].key)->data, pt->data, ct->data);
  test_ok("RFC 3713 Appendix A, 128/192/256: encrypt, set_decrypt_key, "
	  "invert_key (separate, in place, twice)");

  /* The descriptors: fields, the vectors, and random round trips. */
  for (n = 0; n < 3; n++)
    {
      const struct nettle_cipher *c = test_find_cipher(kats[n].name);
      static uint8_t ctx[256];
      uint8_t out[16];
      const struct tstring *key = SHEX(kats[n].key);
      ASSERT(c->key_size == key->length);
      ASSERT(c->context_size == (n ? 256 : 192));
      ct = SHEX(kats[n].ct);
      c->set_encrypt_key(ctx, key->data);
      c->encrypt(ctx, 16, out, pt->data);
      check_bytes(c->name, out, ct->data, 16);
      c->set_decrypt_key(ctx, key->data);
      c->decrypt(ctx, 16, out, ct->data);
      check_bytes(c->name, out, pt->data, 16);
      check_descriptor(c);
    }
  ASSERT(nettle_camellia128.encrypt
	 == (nettle_cipher_func *) camellia128_crypt);
  ASSERT(nettle_camellia192.decrypt
	 == (nettle_cipher_func *) camellia256_crypt);
  ASSERT(nettle_camellia192.set_decrypt_key
	 == (nettle_set_key_func *) camellia192_set_decrypt_key);
  test_ok("descriptors: fields, RFC 3713 vectors, function pointers");

  {
    size_t len = 17;
    if (!test_aborts(bad_length, &len))
      test_fail("camellia128_crypt accepted length 17");
    test_ok("camellia128_crypt asserts on a partial block");
  }
}
