/* sm4-test.c

   SM4 and GCM-SM4: the examples of GB/T 32907-2016 Appendix A (one
   encryption, and 1,000,000 encryptions in a row) and
   draft-ribose-cfrg-sm4-10 A.1.4, decryption, in place, two-block
   calls against single blocks, the descriptor found through
   nettle_get_ciphers(); GCM-SM4 from RFC 8998 Appendix A.1 through the
   typed functions and the descriptor from nettle_get_aeads(); the
   length assert.

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

#include "gcm.h"
#include "sm4.h"
#include "nettle-meta.h"

static void
bad_length(void *arg)
{
  struct sm4_ctx ctx;
  uint8_t block[32] = { 0 };
  sm4_set_encrypt_key(&ctx, block);
  sm4_crypt(&ctx, *(size_t *) arg, block, block);
}

static void
test_block_vectors(void)
{
  /* GB/T 32907-2016 Appendix A, examples 1 and 2 (also
     draft-ribose-cfrg-sm4-10 A.1.1 and A.1.2). */
  const struct tstring *key = SHEX("0123456789abcdeffedcba9876543210");
  const struct tstring *ct1 = SHEX("681edf34d206965e86b3e94f536e4246");
  const struct tstring *ct2 = SHEX("595298c7c6fd271f0402f804c33d3f66");
  /* draft-ribose-cfrg-sm4-10 A.1.4. */
  const struct tstring *key3 = SHEX("fedcba98765432100123456789abcdef");
  const struct tstring *pt3 = SHEX("000102030405060708090a0b0c0d0e0f");
  const struct tstring *ct3 = SHEX("f766678f13f01adeac1b3ea955adb594");
  struct sm4_ctx ctx, dctx;
  uint8_t out[16];
  unsigned i;

  sm4_set_encrypt_key(&ctx, key->data);
  sm4_set_decrypt_key(&dctx, key->data);
  sm4_crypt(&ctx, 16, out, key->data);
  check_bytes("GB/T 32907 example 1", out, ct1->data, 16);
  sm4_crypt(&dctx, 16, out, out);
  check_bytes("GB/T 32907 example 1, decrypted", out, key->data, 16);
  test_ok("GB/T 32907-2016 A.1: one encryption, and its decryption");

  memcpy(out, key->data, 16);
  for (i = 0; i < 1000000; i++)
    sm4_crypt(&ctx, 16, out, out);
  check_bytes("GB/T 32907 example 2", out, ct2->data, 16);
  for (i = 0; i < 1000000; i++)
    sm4_crypt(&dctx, 16, out, out);
  check_bytes("GB/T 32907 example 2, decrypted", out, key->data, 16);
  test_ok("GB/T 32907-2016 A.2: 1,000,000 encryptions in place, and as "
	  "many decryptions");

  sm4_set_encrypt_key(&ctx, key3->data);
  sm4_crypt(&ctx, 16, out, pt3->data);
  check_bytes("draft-ribose-cfrg-sm4 A.1.4", out, ct3->data, 16);
  sm4_set_decrypt_key(&ctx, key3->data);
  sm4_crypt(&ctx, 16, out, out);
  check_bytes("draft-ribose-cfrg-sm4 A.1.4, decrypted", out, pt3->data, 16);
  test_ok("draft-ribose-cfrg-sm4-10 A.1.4");
}

/* Random keys, 0..9 blocks: the descriptor's one call equals single
   blocks (the block routine takes two at a time), in place at an odd
   address too, and decryption inverts. */
static void
test_descriptor(void)
{
  const struct nettle_cipher *c = test_find_cipher("sm4");
  struct sm4_ctx ectx, dctx;
  uint8_t key[16], msg[144], one[144], buf[145];
  unsigned n, i;

  ASSERT(c == &nettle_sm4);
  ASSERT(c->context_size == 128 && c->block_size == 16 && c->key_size == 16);
  ASSERT(c->encrypt == (nettle_cipher_func *) sm4_crypt
	 && c->decrypt == (nettle_cipher_func *) sm4_crypt);
  for (n = 0; n < 100; n++)
    {
      size_t length = 16 * (n % 10);
      test_rand_bytes(16, key);
      test_rand_bytes(length, msg);
      c->set_encrypt_key(&ectx, key);
      c->set_decrypt_key(&dctx, key);
      for (i = 0; i < length; i += 16)
	sm4_crypt(&ectx, 16, one + i, msg + i);
      memcpy(buf + 1, msg, length);
      c->encrypt(&ectx, length, buf + 1, buf + 1);
      check_bytes("sm4, several blocks in place", buf + 1, one, length);
      c->decrypt(&dctx, length, buf, one);
      check_bytes("sm4 decrypt", buf, msg, length);
    }
  test_ok("nettle_sm4 descriptor: fields, 100 random keys and lengths, "
	  "in place, misaligned, against single blocks");
}

/* RFC 8998 Appendix A.1. */
static void
test_gcm(void)
{
  const struct tstring *key = SHEX("0123456789abcdeffedcba9876543210");
  const struct tstring *iv = SHEX("00001234567800000000abcd");
  const struct tstring *aad =
    SHEX("feedfacedeadbeeffeedfacedeadbeefabaddad2");
  const struct tstring *pt =
    SHEX("aaaaaaaaaaaaaaaabbbbbbbbbbbbbbbbccccccccccccccccdddddddddddddddd"
	 "eeeeeeeeeeeeeeeeffffffffffffffffeeeeeeeeeeeeeeeeaaaaaaaaaaaaaaaa");
  const struct tstring *ct =
    SHEX("17f399f08c67d5ee19d0dc9969c4bb7d5fd46fd3756489069157b282bb200735"
	 "d82710ca5c22f0ccfa7cbf93d496ac15a56834cbcf98c397b4024a2691233b8d");
  const struct tstring *tag = SHEX("83de3541e4c2b58177e065a9bf7b62ec");
  const struct nettle_aead *a = test_find_aead("gcm_sm4");
  struct gcm_sm4_ctx ctx;
  uint8_t out[64], digest[16];
  unsigned i;

  ASSERT(sizeof(struct gcm_sm4_ctx) == 4288);
  ASSERT(a == &nettle_gcm_sm4);
  ASSERT(a->context_size == sizeof(ctx) && a->key_size == SM4_KEY_SIZE
	 && a->nonce_size == GCM_IV_SIZE && a->digest_size == 16);

  gcm_sm4_set_key(&ctx, key->data);
  gcm_sm4_set_iv(&ctx, iv->length, iv->data);
  gcm_sm4_update(&ctx, aad->length, aad->data);
  gcm_sm4_encrypt(&ctx, pt->length, out, pt->data);
  gcm_sm4_digest(&ctx, 16, digest);
  check_bytes("gcm_sm4_encrypt", out, ct->data, ct->length);
  check_bytes("gcm_sm4_digest", digest, tag->data, 16);
  gcm_sm4_set_iv(&ctx, iv->length, iv->data);
  gcm_sm4_update(&ctx, aad->length, aad->data);
  gcm_sm4_decrypt(&ctx, ct->length, out, ct->data);
  gcm_sm4_digest(&ctx, 16, digest);
  check_bytes("gcm_sm4_decrypt", out, pt->data, pt->length);
  check_bytes("gcm_sm4_decrypt tag", digest, tag->data, 16);

  /* Through the descriptor, the message in 16-byte pieces, in place. */
  a->set_encrypt_key(&ctx, key->data);
  a->set_nonce(&ctx, iv->data);
  a->update(&ctx, aad->length, aad->data);
  memcpy(out, pt->data, pt->length);
  for (i = 0; i < pt->length; i += 16)
    a->encrypt(&ctx, 16, out + i, out + i);
  a->digest(&ctx, 16, digest);
  check_bytes("nettle_gcm_sm4 encrypt", out, ct->data, ct->length);
  check_bytes("nettle_gcm_sm4 digest", digest, tag->data, 16);
  test_ok("GCM-SM4, RFC 8998 A.1: typed functions both ways, and the "
	  "descriptor in pieces in place");
}

void
test_main(void)
{
  size_t len = 8;

  ASSERT(sizeof(struct sm4_ctx) == 128);
  test_block_vectors();
  test_descriptor();
  test_gcm();
  if (!test_aborts(bad_length, &len))
    test_fail("sm4_crypt accepted length 8");
  test_ok("sm4_crypt asserts on a partial block");
}
