/* testsuite/aes-test.c

   Tests of the AES interface of aes.h: known answers from FIPS 197 and
   NIST SP 800-38A, the legacy aes_ctx functions, key inversion,
   in-place and misaligned operation, guard pages, the dispatched code
   against the portable core, the descriptors and the length assert.

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

#include "testutils.h"

#include "aes.h"
#include "aes-internal.h"
#include "nettle-meta.h"

/* The legacy aes_ctx interface is deprecated, and tested here. */
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

/* The three key sizes, described once so that every test below runs
   over all of them. */
struct variant
{
  const char *name;
  const struct nettle_cipher *meta;
  unsigned key_size;
  unsigned rounds;
  size_t ctx_size;
  void (*invert)(void *dst, const void *src);
};

static void
invert128(void *dst, const void *src)
{
  aes128_invert_key(dst, src);
}

static void
invert192(void *dst, const void *src)
{
  aes192_invert_key(dst, src);
}

static void
invert256(void *dst, const void *src)
{
  aes256_invert_key(dst, src);
}

static const struct variant variants[3] =
  {
    { "aes128", &nettle_aes128, 16, 10, sizeof(struct aes128_ctx),
      invert128 },
    { "aes192", &nettle_aes192, 24, 12, sizeof(struct aes192_ctx),
      invert192 },
    { "aes256", &nettle_aes256, 32, 14, sizeof(struct aes256_ctx),
      invert256 },
  };

static const struct variant *
variant_for_key(size_t key_size)
{
  unsigned i;
  for (i = 0; i < 3; i++)
    if (variants[i].key_size == key_size)
      return &variants[i];
  test_fail("no AES variant for a %u-byte key", (unsigned) key_size);
}

/* Big enough for any of the three contexts. */
union any_ctx
{
  struct aes128_ctx c128;
  struct aes192_ctx c192;
  struct aes256_ctx c256;
};

/* Known answers: FIPS 197 (Nov 2001) Appendix B (cipher example) and
   Appendix C.1-C.3 (example vectors), and NIST SP 800-38A (Dec 2001)
   Appendix F.1.1-F.1.6 (ECB-AES128/192/256, four blocks each). */
struct kat
{
  const char *source;
  const char *key;
  const char *plaintext;
  const char *ciphertext;
};

#define SP800_38A_PLAINTEXT			\
  "6bc1bee22e409f96e93d7e117393172a"		\
  "ae2d8a571e03ac9c9eb76fac45af8e51"		\
  "30c81c46a35ce411e5fbc1191a0a52ef"		\
  "f69f2445df4f9b17ad2b417be66c3710"

static const struct kat kats[] =
  {
    { "FIPS 197 B",
      "2b7e151628aed2a6abf7158809cf4f3c",
      "3243f6a8885a308d313198a2e0370734",
      "3925841d02dc09fbdc118597196a0b32" },
    { "FIPS 197 C.1",
      "000102030405060708090a0b0c0d0e0f",
      "00112233445566778899aabbccddeeff",
      "69c4e0d86a7b0430d8cdb78070b4c55a" },
    { "FIPS 197 C.2",
      "000102030405060708090a0b0c0d0e0f1011121314151617",
      "00112233445566778899aabbccddeeff",
      "dda97ca4864cdfe06eaf70a0ec0d7191" },
    { "FIPS 197 C.3",
      "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
      "00112233445566778899aabbccddeeff",
      "8ea2b7ca516745bfeafc49904b496089" },
    { "SP 800-38A F.1.1/F.1.2",
      "2b7e151628aed2a6abf7158809cf4f3c",
      SP800_38A_PLAINTEXT,
      "3ad77bb40d7a3660a89ecaf32466ef97"
      "f5d3d58503b9699de785895a96fdbaaf"
      "43b1cd7f598ece23881b00e3ed030688"
      "7b0c785e27e8ad3f8223207104725dd4" },
    { "SP 800-38A F.1.3/F.1.4",
      "8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b",
      SP800_38A_PLAINTEXT,
      "bd334f1d6e45f25ff712a214571fa5cc"
      "974104846d0ad3ad7734ecb3ecee4eef"
      "ef7afd2270e2e60adce0ba2face6444e"
      "9a4b41ba738d6c72fb16691603c18e0e" },
    { "SP 800-38A F.1.5/F.1.6",
      "603deb1015ca71be2b73aef0857d7781"
      "1f352c073b6108d72d9810a30914dff4",
      SP800_38A_PLAINTEXT,
      "f3eed1bdb5d2a03c064b5a7e3db181f8"
      "591ccb10d410ed26dc5ba74a31362870"
      "b6ed21b99ca6f4f9f153e7b1beafed1d"
      "23304b7a39f9f3ff067d8d8f9e24ecc7" },
  };

#define N_KATS (sizeof(kats) / sizeof(kats[0]))

/* The typed functions, called by name rather than through the
   descriptor, so the test also sees what the header declares. */
static void
typed_encrypt(size_t key_size, const uint8_t *key, size_t length,
	      uint8_t *dst, const uint8_t *src)
{
  union any_ctx ctx;
  switch (key_size)
    {
    case 16:
      aes128_set_encrypt_key(&ctx.c128, key);
      aes128_encrypt(&ctx.c128, length, dst, src);
      break;
    case 24:
      aes192_set_encrypt_key(&ctx.c192, key);
      aes192_encrypt(&ctx.c192, length, dst, src);
      break;
    case 32:
      aes256_set_encrypt_key(&ctx.c256, key);
      aes256_encrypt(&ctx.c256, length, dst, src);
      break;
    }
}

static void
typed_decrypt(size_t key_size, const uint8_t *key, size_t length,
	      uint8_t *dst, const uint8_t *src)
{
  union any_ctx ctx;
  switch (key_size)
    {
    case 16:
      aes128_set_decrypt_key(&ctx.c128, key);
      aes128_decrypt(&ctx.c128, length, dst, src);
      break;
    case 24:
      aes192_set_decrypt_key(&ctx.c192, key);
      aes192_decrypt(&ctx.c192, length, dst, src);
      break;
    case 32:
      aes256_set_decrypt_key(&ctx.c256, key);
      aes256_decrypt(&ctx.c256, length, dst, src);
      break;
    }
}

static void
test_kats(void)
{
  unsigned i;
  for (i = 0; i < N_KATS; i++)
    {
      const struct tstring *key = SHEX(kats[i].key);
      const struct tstring *pt = SHEX(kats[i].plaintext);
      const struct tstring *ct = SHEX(kats[i].ciphertext);
      const struct variant *v = variant_for_key(key->length);
      union any_ctx ctx;
      size_t n = pt->length;
      uint8_t *buf = guard_end(n);
      char what[100];

      ASSERT(ct->length == n);

      snprintf(what, sizeof(what), "%s %s encrypt", kats[i].source, v->name);
      typed_encrypt(key->length, key->data, n, buf, pt->data);
      check_bytes(what, buf, ct->data, n);
      v->meta->set_encrypt_key(&ctx, key->data);
      memset(buf, 0, n);
      v->meta->encrypt(&ctx, n, buf, pt->data);
      check_bytes(what, buf, ct->data, n);

      snprintf(what, sizeof(what), "%s %s decrypt", kats[i].source, v->name);
      typed_decrypt(key->length, key->data, n, buf, ct->data);
      check_bytes(what, buf, pt->data, n);
      v->meta->set_decrypt_key(&ctx, key->data);
      memset(buf, 0, n);
      v->meta->decrypt(&ctx, n, buf, ct->data);
      check_bytes(what, buf, pt->data, n);

      guard_free(buf);
      test_ok("%s, %s, %u bytes: encrypt and decrypt", kats[i].source,
	      v->name, (unsigned) n);
    }
}

/* The legacy interface with each key size: set keys, encrypt,
   decrypt, and invert both into another context and in place. */
static void
test_legacy(void)
{
  unsigned i;
  for (i = 1; i <= 3; i++)	/* FIPS 197 C.1, C.2, C.3 */
    {
      const struct tstring *key = SHEX(kats[i].key);
      const struct tstring *pt = SHEX(kats[i].plaintext);
      const struct tstring *ct = SHEX(kats[i].ciphertext);
      struct aes_ctx ectx, dctx, ictx;
      uint8_t buf[16];

      aes_set_encrypt_key(&ectx, key->length, key->data);
      ASSERT(ectx.key_size == key->length);
      aes_encrypt(&ectx, 16, buf, pt->data);
      check_bytes("aes_encrypt", buf, ct->data, 16);

      aes_set_decrypt_key(&dctx, key->length, key->data);
      ASSERT(dctx.key_size == key->length);
      aes_decrypt(&dctx, 16, buf, ct->data);
      check_bytes("aes_decrypt", buf, pt->data, 16);

      memset(&ictx, 0xaa, sizeof(ictx));
      aes_invert_key(&ictx, &ectx);
      ASSERT(ictx.key_size == key->length);
      aes_decrypt(&ictx, 16, buf, ct->data);
      check_bytes("aes_invert_key into another context", buf, pt->data, 16);

      aes_invert_key(&ectx, &ectx);
      ASSERT(ectx.key_size == key->length);
      aes_decrypt(&ectx, 16, buf, ct->data);
      check_bytes("aes_invert_key in place", buf, pt->data, 16);

      /* In place through the legacy entry points too. */
      memcpy(buf, pt->data, 16);
      aes_set_encrypt_key(&ectx, key->length, key->data);
      aes_encrypt(&ectx, 16, buf, buf);
      check_bytes("aes_encrypt in place", buf, ct->data, 16);
      aes_decrypt(&dctx, 16, buf, buf);
      check_bytes("aes_decrypt in place", buf, pt->data, 16);

      test_ok("legacy aes_ctx, %u-byte key (%s): set keys, encrypt, "
	      "decrypt, invert, in place", (unsigned) key->length,
	      kats[i].source);
    }
}

/* invert_key gives the same schedule as set_decrypt_key, both into a
   separate context and in place. */
static void
test_invert(void)
{
  unsigned i, trial;
  for (i = 0; i < 3; i++)
    {
      const struct variant *v = &variants[i];
      for (trial = 0; trial < 10; trial++)
	{
	  uint8_t key[32];
	  union any_ctx e, d, inv;
	  test_rand_bytes(v->key_size, key);
	  v->meta->set_encrypt_key(&e, key);
	  v->meta->set_decrypt_key(&d, key);
	  memset(&inv, 0x55, sizeof(inv));
	  v->invert(&inv, &e);
	  check_bytes("invert_key into another context",
		      (uint8_t *) &inv, (uint8_t *) &d, v->ctx_size);
	  v->invert(&e, &e);
	  check_bytes("invert_key in place",
		      (uint8_t *) &e, (uint8_t *) &d, v->ctx_size);
	}
      test_ok("%s_invert_key, separate and in place, equals "
	      "%s_set_decrypt_key (10 random keys)", v->name, v->name);
    }
}

/* Offsets of src and dst from an aligned address. */
static const unsigned offsets[] = { 0, 1, 3, 4, 7, 8, 13, 15 };
#define N_OFFSETS (sizeof(offsets) / sizeof(offsets[0]))

/* Any alignment of src and dst, and dst == src, gives the aligned
   result. */
static void
test_alignment(void)
{
  unsigned i, a, b;
  for (i = 0; i < 3; i++)
    {
      const struct variant *v = &variants[i];
      enum { N = 7 * 16 };
      uint8_t key[32];
      union any_ctx e, d;
      /* uint64_t arrays: 8-byte aligned, plus room for the offset. */
      uint64_t pt_space[N / 8 + 2], ct_space[N / 8 + 2];
      uint64_t src_space[N / 8 + 2], dst_space[N / 8 + 2];
      uint8_t *pt = (uint8_t *) pt_space, *ct = (uint8_t *) ct_space;

      test_rand_bytes(v->key_size, key);
      test_rand_bytes(N, pt);
      v->meta->set_encrypt_key(&e, key);
      v->meta->set_decrypt_key(&d, key);
      v->meta->encrypt(&e, N, ct, pt);

      for (a = 0; a < N_OFFSETS; a++)
	for (b = 0; b < N_OFFSETS; b++)
	  {
	    uint8_t *src = (uint8_t *) src_space + offsets[a];
	    uint8_t *dst = (uint8_t *) dst_space + offsets[b];
	    char what[80];

	    snprintf(what, sizeof(what), "%s encrypt, src+%u dst+%u",
		     v->name, offsets[a], offsets[b]);
	    memcpy(src, pt, N);
	    v->meta->encrypt(&e, N, dst, src);
	    check_bytes(what, dst, ct, N);
	    check_bytes("source left alone", src, pt, N);

	    snprintf(what, sizeof(what), "%s decrypt, src+%u dst+%u",
		     v->name, offsets[a], offsets[b]);
	    memcpy(src, ct, N);
	    v->meta->decrypt(&d, N, dst, src);
	    check_bytes(what, dst, pt, N);
	  }
      test_ok("%s: encrypt and decrypt with src and dst at every pair of "
	      "%u offsets", v->name, (unsigned) N_OFFSETS);

      for (a = 0; a < N_OFFSETS; a++)
	{
	  uint8_t *buf = (uint8_t *) src_space + offsets[a];
	  char what[80];
	  memcpy(buf, pt, N);
	  snprintf(what, sizeof(what), "%s encrypt in place at +%u",
		   v->name, offsets[a]);
	  v->meta->encrypt(&e, N, buf, buf);
	  check_bytes(what, buf, ct, N);
	  snprintf(what, sizeof(what), "%s decrypt in place at +%u",
		   v->name, offsets[a]);
	  v->meta->decrypt(&d, N, buf, buf);
	  check_bytes(what, buf, pt, N);
	}
      test_ok("%s: encrypt and decrypt in place at %u offsets",
	      v->name, (unsigned) N_OFFSETS);
    }
}

/* Random keys and data, lengths from 0 to 40 blocks: buffers against
   guard pages on both sides, round trip, the dispatched functions
   equal to the portable core, one call equal to one call per block. */
static void
test_random(void)
{
  unsigned i, blocks;
  for (i = 0; i < 3; i++)
    {
      const struct variant *v = &variants[i];
      for (blocks = 0; blocks <= 40; blocks++)
	{
	  size_t n = 16 * blocks;
	  size_t j;
	  uint8_t key[32];
	  union any_ctx e, d;
	  uint8_t *pt = guard_start(n);
	  uint8_t *ct = guard_end(n);
	  uint8_t *back = guard_end(n);
	  uint8_t *ref = guard_start(n);
	  char what[80];

	  test_rand_bytes(v->key_size, key);
	  test_rand_bytes(n, pt);
	  v->meta->set_encrypt_key(&e, key);
	  v->meta->set_decrypt_key(&d, key);

	  v->meta->encrypt(&e, n, ct, pt);
	  _nettle_aes_encrypt_c(v->rounds, e.c128.keys,
				&_nettle_aes_encrypt_table, n, ref, pt);
	  snprintf(what, sizeof(what), "%s encrypt vs C core, %u bytes",
		   v->name, (unsigned) n);
	  check_bytes(what, ct, ref, n);

	  for (j = 0; j < n; j += 16)
	    v->meta->encrypt(&e, 16, ref + j, pt + j);
	  snprintf(what, sizeof(what), "%s encrypt one block per call, "
		   "%u bytes", v->name, (unsigned) n);
	  check_bytes(what, ref, ct, n);

	  v->meta->decrypt(&d, n, back, ct);
	  snprintf(what, sizeof(what), "%s round trip, %u bytes",
		   v->name, (unsigned) n);
	  check_bytes(what, back, pt, n);

	  _nettle_aes_decrypt_c(v->rounds, d.c128.keys,
				&_nettle_aes_decrypt_table, n, ref, ct);
	  snprintf(what, sizeof(what), "%s decrypt vs C core, %u bytes",
		   v->name, (unsigned) n);
	  check_bytes(what, ref, pt, n);

	  guard_free(pt);
	  guard_free(ct);
	  guard_free(back);
	  guard_free(ref);
	}
      test_ok("%s: random keys and data, 0..40 blocks: guard pages, "
	      "round trip, equal to the C core and to block-by-block",
	      v->name);
    }
}

static void
test_descriptors(void)
{
  const struct nettle_cipher * const *list = nettle_get_ciphers();
  unsigned i, n;

  ASSERT(!strcmp(nettle_aes128.name, "aes128"));
  ASSERT(nettle_aes128.context_size == sizeof(struct aes128_ctx));
  ASSERT(nettle_aes128.block_size == AES_BLOCK_SIZE);
  ASSERT(nettle_aes128.key_size == AES128_KEY_SIZE);
  ASSERT(nettle_aes128.set_encrypt_key
	 == (nettle_set_key_func *) aes128_set_encrypt_key);
  ASSERT(nettle_aes128.set_decrypt_key
	 == (nettle_set_key_func *) aes128_set_decrypt_key);
  ASSERT(nettle_aes128.encrypt == (nettle_cipher_func *) aes128_encrypt);
  ASSERT(nettle_aes128.decrypt == (nettle_cipher_func *) aes128_decrypt);

  ASSERT(!strcmp(nettle_aes192.name, "aes192"));
  ASSERT(nettle_aes192.context_size == sizeof(struct aes192_ctx));
  ASSERT(nettle_aes192.block_size == AES_BLOCK_SIZE);
  ASSERT(nettle_aes192.key_size == AES192_KEY_SIZE);
  ASSERT(nettle_aes192.set_encrypt_key
	 == (nettle_set_key_func *) aes192_set_encrypt_key);
  ASSERT(nettle_aes192.set_decrypt_key
	 == (nettle_set_key_func *) aes192_set_decrypt_key);
  ASSERT(nettle_aes192.encrypt == (nettle_cipher_func *) aes192_encrypt);
  ASSERT(nettle_aes192.decrypt == (nettle_cipher_func *) aes192_decrypt);

  ASSERT(!strcmp(nettle_aes256.name, "aes256"));
  ASSERT(nettle_aes256.context_size == sizeof(struct aes256_ctx));
  ASSERT(nettle_aes256.block_size == AES_BLOCK_SIZE);
  ASSERT(nettle_aes256.key_size == AES256_KEY_SIZE);
  ASSERT(nettle_aes256.set_encrypt_key
	 == (nettle_set_key_func *) aes256_set_encrypt_key);
  ASSERT(nettle_aes256.set_decrypt_key
	 == (nettle_set_key_func *) aes256_set_decrypt_key);
  ASSERT(nettle_aes256.encrypt == (nettle_cipher_func *) aes256_encrypt);
  ASSERT(nettle_aes256.decrypt == (nettle_cipher_func *) aes256_decrypt);

  /* ABI sizes (Nettle 3.10.2, identical on x86_64 and i386). */
  ASSERT(sizeof(struct aes128_ctx) == 176);
  ASSERT(sizeof(struct aes192_ctx) == 208);
  ASSERT(sizeof(struct aes256_ctx) == 240);
  ASSERT(sizeof(struct aes_ctx) == 244);
  test_ok("nettle_aes128/192/256 descriptors: name, sizes, functions; "
	  "context sizes 176/208/240/244");

  /* Nettle lists aes128, aes192, aes256 first; the list ends in
     NULL and names no cipher twice. */
  ASSERT(list[0] == &nettle_aes128);
  ASSERT(list[1] == &nettle_aes192);
  ASSERT(list[2] == &nettle_aes256);
  for (n = 0; list[n]; n++)
    {
      ASSERT(n < 100);
      for (i = 0; i < n; i++)
	ASSERT(strcmp(list[i]->name, list[n]->name) != 0);
    }
  ASSERT(nettle_ciphers == list);
  test_ok("nettle_get_ciphers: aes128, aes192, aes256 first, %u entries, "
	  "NULL-terminated", n);
}

/* Functions run in a child by test_aborts. */
struct abort_case
{
  unsigned key_size;
  size_t length;
  int decrypt;
};

static void
crypt_bad_length(void *arg)
{
  const struct abort_case *c = arg;
  const struct variant *v = variant_for_key(c->key_size);
  union any_ctx ctx;
  uint8_t buf[64];
  memset(buf, 0, sizeof(buf));
  v->meta->set_encrypt_key(&ctx, buf);
  if (c->decrypt)
    v->meta->decrypt(&ctx, c->length, buf, buf);
  else
    v->meta->encrypt(&ctx, c->length, buf, buf);
}

static void
core_bad_length(void *arg)
{
  const struct abort_case *c = arg;
  uint32_t keys[60];
  uint8_t buf[64];
  memset(keys, 0, sizeof(keys));
  memset(buf, 0, sizeof(buf));
  if (c->decrypt)
    _nettle_aes_decrypt_c(10, keys, &_nettle_aes_decrypt_table,
			  c->length, buf, buf);
  else
    _nettle_aes_encrypt_c(10, keys, &_nettle_aes_encrypt_table,
			  c->length, buf, buf);
}

static void
legacy_bad_key(void *arg)
{
  struct aes_ctx ctx;
  uint8_t key[32];
  memset(key, 0, sizeof(key));
  aes_set_encrypt_key(&ctx, *(const size_t *) arg, key);
}

static void
test_asserts(void)
{
  static const size_t bad_lengths[] = { 1, 15, 17, 40 };
  static const size_t bad_keys[] = { 0, 8, 20, 31, 33 };
  int c_backend = !strcmp(test_backend(), "c");
  unsigned i, j, dir;

  for (j = 0; j < 4; j++)
    for (dir = 0; dir < 2; dir++)
      {
	struct abort_case c = { 16, bad_lengths[j], (int) dir };
	if (!test_aborts(core_bad_length, &c))
	  test_fail("_nettle_aes_%scrypt_c, length %u: no assertion",
		    dir ? "de" : "en", (unsigned) c.length);
      }
  test_ok("_nettle_aes_encrypt_c/_decrypt_c assert on lengths not a "
	  "multiple of 16");

  /* Nettle's own assembly does not check the length, so only the
     portable path is required to; other backends are reported. */
  for (i = 0; i < 3; i++)
    {
      int all = 1;
      for (j = 0; j < 4; j++)
	for (dir = 0; dir < 2; dir++)
	  {
	    struct abort_case c = { variants[i].key_size, bad_lengths[j],
				    (int) dir };
	    if (!test_aborts(crypt_bad_length, &c))
	      {
		if (c_backend)
		  test_fail("%s_%scrypt, length %u: no assertion",
			    variants[i].name, dir ? "de" : "en",
			    (unsigned) c.length);
		all = 0;
	      }
	  }
      if (all)
	test_ok("%s_encrypt/_decrypt assert on lengths not a multiple "
		"of 16", variants[i].name);
      else
	printf("  note: %s_encrypt/_decrypt on backend %s do not assert "
	       "on bad lengths (not required outside c)\n",
	       variants[i].name, test_backend());
    }

  for (j = 0; j < sizeof(bad_keys) / sizeof(bad_keys[0]); j++)
    if (!test_aborts(legacy_bad_key, (void *) &bad_keys[j]))
      test_fail("aes_set_encrypt_key, %u-byte key: no assertion",
		(unsigned) bad_keys[j]);
  test_ok("aes_set_encrypt_key asserts on key lengths other than "
	  "16, 24, 32");
}

void
test_main(void)
{
  test_kats();
  test_legacy();
  test_invert();
  test_alignment();
  test_random();
  test_descriptors();
  test_asserts();
}
