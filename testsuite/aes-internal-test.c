/* testsuite/aes-internal-test.c

   Tests of the internal AES contract of aes-internal.h: the generated
   tables against GF(2^8) arithmetic done here, the key expansion against
   FIPS 197 Appendix A, the inverted schedule, _nettle_aes_cipher_keys,
   and the dispatched bulk mode routines against a reference built on
   the portable block core.

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

#include "aes-mode-models.h"

/* aes_encrypt is deprecated; only its address is used here. */
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

/* GF(2^8) arithmetic, written independently of tools/aes-tables.c. */
static unsigned
xtime(unsigned a)
{
  return ((a << 1) ^ ((a & 0x80) ? 0x1b : 0)) & 0xff;
}

static unsigned
gmul(unsigned a, unsigned b)
{
  unsigned r = 0;
  for (; b; b >>= 1, a = xtime(a))
    if (b & 1)
      r ^= a;
  return r;
}

static uint32_t
column(unsigned r0, unsigned r1, unsigned r2, unsigned r3)
{
  return (uint32_t) r0 | ((uint32_t) r1 << 8)
    | ((uint32_t) r2 << 16) | ((uint32_t) r3 << 24);
}

static uint32_t
rotl(uint32_t x, unsigned n)
{
  return n ? (x << n) | (x >> (32 - n)) : x;
}

static uint32_t
inv_mix_column(uint32_t w)
{
  unsigned a0 = w & 0xff, a1 = (w >> 8) & 0xff;
  unsigned a2 = (w >> 16) & 0xff, a3 = w >> 24;
  return column(gmul(a0, 14) ^ gmul(a1, 11) ^ gmul(a2, 13) ^ gmul(a3, 9),
		gmul(a0, 9) ^ gmul(a1, 14) ^ gmul(a2, 11) ^ gmul(a3, 13),
		gmul(a0, 13) ^ gmul(a1, 9) ^ gmul(a2, 14) ^ gmul(a3, 11),
		gmul(a0, 11) ^ gmul(a1, 13) ^ gmul(a2, 9) ^ gmul(a3, 14));
}

static void
test_tables(void)
{
  const struct aes_table *E = &_nettle_aes_encrypt_table;
  const struct aes_table *D = &_nettle_aes_decrypt_table;
  unsigned x, k;

  ASSERT(sizeof(struct aes_table) == 4352);

  /* FIPS 197 5.1.1 / Figure 7 examples. */
  ASSERT(E->sbox[0x00] == 0x63);
  ASSERT(E->sbox[0x53] == 0xed);
  ASSERT(E->sbox[0xff] == 0x16);
  ASSERT(D->sbox[0x63] == 0x00);
  ASSERT(D->sbox[0xed] == 0x53);

  for (x = 0; x < 256; x++)
    {
      unsigned s = E->sbox[x], t = D->sbox[x];
      /* The S-box has no fixed points or opposite fixed points, and
	 the two boxes are inverses. */
      ASSERT(s != x && s != (x ^ 0xff));
      ASSERT(D->sbox[s] == x);
      ASSERT(E->table[0][x] == column(gmul(s, 2), s, s, gmul(s, 3)));
      ASSERT(D->table[0][x] == column(gmul(t, 14), gmul(t, 9),
				      gmul(t, 13), gmul(t, 11)));
      for (k = 1; k < 4; k++)
	{
	  ASSERT(E->table[k][x] == rotl(E->table[0][x], 8 * k));
	  ASSERT(D->table[k][x] == rotl(D->table[0][x], 8 * k));
	}
    }
  test_ok("S-boxes and T-tables agree with GF(2^8) arithmetic "
	  "(FIPS 197 5.1.1, 5.1.3, 5.3.3)");
}

/* FIPS 197 (Nov 2001) Appendix A.1-A.3: the expanded keys, words
   w[0..] written out as bytes in order. The schedule's words are read
   little-endian, so its bytes in memory are exactly these. */
static const struct
{
  const char *source;
  unsigned nk, nr;
  const char *key;
  const char *expansion;
} expansions[] =
  {
    { "FIPS 197 A.1", 4, 10,
      "2b7e151628aed2a6abf7158809cf4f3c",
      "2b7e151628aed2a6abf7158809cf4f3c"
      "a0fafe1788542cb123a339392a6c7605"
      "f2c295f27a96b9435935807a7359f67f"
      "3d80477d4716fe3e1e237e446d7a883b"
      "ef44a541a8525b7fb671253bdb0bad00"
      "d4d1c6f87c839d87caf2b8bc11f915bc"
      "6d88a37a110b3efddbf98641ca0093fd"
      "4e54f70e5f5fc9f384a64fb24ea6dc4f"
      "ead27321b58dbad2312bf5607f8d292f"
      "ac7766f319fadc2128d12941575c006e"
      "d014f9a8c9ee2589e13f0cc8b6630ca6" },
    { "FIPS 197 A.2", 6, 12,
      "8e73b0f7da0e6452c810f32b809079e562f8ead2522c6b7b",
      "8e73b0f7da0e6452c810f32b809079e5"
      "62f8ead2522c6b7bfe0c91f72402f5a5"
      "ec12068e6c827f6b0e7a95b95c56fec2"
      "4db7b4bd69b5411885a74796e92538fd"
      "e75fad44bb095386485af05721efb14f"
      "a448f6d94d6dce24aa326360113b30e6"
      "a25e7ed583b1cf9a27f939436a94f767"
      "c0a69407d19da4e1ec1786eb6fa64971"
      "485f703222cb8755e26d135233f0b7b3"
      "40beeb282f18a2596747d26b458c553e"
      "a7e1466c9411f1df821f750aad07d753"
      "ca4005388fcc5006282d166abc3ce7b5"
      "e98ba06f448c773c8ecc720401002202" },
    { "FIPS 197 A.3", 8, 14,
      "603deb1015ca71be2b73aef0857d7781"
      "1f352c073b6108d72d9810a30914dff4",
      "603deb1015ca71be2b73aef0857d7781"
      "1f352c073b6108d72d9810a30914dff4"
      "9ba354118e6925afa51a8b5f2067fcde"
      "a8b09c1a93d194cdbe49846eb75d5b9a"
      "d59aecb85bf3c917fee94248de8ebe96"
      "b5a9328a2678a647983122292f6c79b3"
      "812c81addadf48ba24360af2fab8b464"
      "98c5bfc9bebd198e268c3ba709e04214"
      "68007bacb2df331696e939e46c518d80"
      "c814e20476a9fb8a5025c02d59c58239"
      "de1369676ccc5a71fa2563959674ee15"
      "5886ca5d2e2f31d77e0af1fa27cf73c3"
      "749c47ab18501ddae2757e4f7401905a"
      "cafaaae3e4d59b349adf6acebd10190d"
      "fe4890d1e6188d0b046df344706c631e" },
  };

static void
schedule_bytes(unsigned words, const uint32_t *w, uint8_t *out)
{
  unsigned i;
  for (i = 0; i < words; i++)
    {
      out[4 * i] = w[i] & 0xff;
      out[4 * i + 1] = (w[i] >> 8) & 0xff;
      out[4 * i + 2] = (w[i] >> 16) & 0xff;
      out[4 * i + 3] = w[i] >> 24;
    }
}

static void
test_set_key_and_invert(void)
{
  unsigned i, r, j;
  for (i = 0; i < 3; i++)
    {
      const struct tstring *key = SHEX(expansions[i].key);
      const struct tstring *want = SHEX(expansions[i].expansion);
      unsigned nr = expansions[i].nr;
      unsigned words = 4 * (nr + 1);
      uint32_t ek[60], dk[60], inplace[61];
      uint8_t got[240];
      char what[60];

      ASSERT(want->length == 4 * words);
      _nettle_aes_set_key(nr, expansions[i].nk, ek, key->data);
      schedule_bytes(words, ek, got);
      snprintf(what, sizeof(what), "%s key expansion", expansions[i].source);
      check_bytes(what, got, want->data, 4 * words);

      /* Decryption schedule: round key r is encryption round key
	 nr - r, through InvMixColumns except at both ends. */
      _nettle_aes_invert(nr, dk, ek);
      for (r = 0; r <= nr; r++)
	for (j = 0; j < 4; j++)
	  {
	    uint32_t e = ek[4 * (nr - r) + j];
	    uint32_t expect = (r == 0 || r == nr) ? e : inv_mix_column(e);
	    if (dk[4 * r + j] != expect)
	      test_fail("%s: decryption round key %u word %u is %08x, "
			"want %08x", expansions[i].source, r, j,
			(unsigned) dk[4 * r + j], (unsigned) expect);
	  }

      /* In place, with a sentinel just past the schedule. */
      memcpy(inplace, ek, 4 * words);
      inplace[words] = 0x5a5a5a5a;
      _nettle_aes_invert(nr, inplace, inplace);
      ASSERT(!memcmp(inplace, dk, 4 * words));
      ASSERT(inplace[words] == 0x5a5a5a5a);

      test_ok("%s: _nettle_aes_set_key, _nettle_aes_invert (separate and "
	      "in place)", expansions[i].source);
    }
}

static void
test_cipher_keys(void)
{
  static const struct
  {
    nettle_cipher_func *f;
    unsigned rounds;
    int decrypt;
  } cases[] =
    {
      { (nettle_cipher_func *) aes128_encrypt, 10, 0 },
      { (nettle_cipher_func *) aes128_decrypt, 10, 1 },
      { (nettle_cipher_func *) aes192_encrypt, 12, 0 },
      { (nettle_cipher_func *) aes192_decrypt, 12, 1 },
      { (nettle_cipher_func *) aes256_encrypt, 14, 0 },
      { (nettle_cipher_func *) aes256_decrypt, 14, 1 },
    };
  struct aes256_ctx ctx;
  unsigned i;
  unsigned rounds;
  int decrypt;

  for (i = 0; i < 6; i++)
    {
      rounds = 0;
      decrypt = -1;
      ASSERT(_nettle_aes_cipher_keys(cases[i].f, &ctx, &rounds, &decrypt)
	     == ctx.keys);
      ASSERT(rounds == cases[i].rounds);
      ASSERT(decrypt == cases[i].decrypt);
    }
  /* Through the descriptors, as mode glue sees them. */
  ASSERT(_nettle_aes_cipher_keys(nettle_aes192.decrypt, &ctx,
				 &rounds, &decrypt) == ctx.keys);
  ASSERT(rounds == 12 && decrypt == 1);

  /* Anything else: NULL, outputs untouched. */
  rounds = 77;
  decrypt = 77;
  ASSERT(_nettle_aes_cipher_keys((nettle_cipher_func *) aes_encrypt, &ctx,
				 &rounds, &decrypt) == NULL);
  ASSERT(_nettle_aes_cipher_keys((nettle_cipher_func *) _nettle_aes128_encrypt_c,
				 &ctx, &rounds, &decrypt) == NULL);
  ASSERT(rounds == 77 && decrypt == 77);
  test_ok("_nettle_aes_cipher_keys recognises the six AES functions and "
	  "nothing else");
}

/* References for the bulk routines: the models of aes-mode-models.h,
   block by block on the portable core. */
struct ref_key
{
  unsigned rounds;
  const uint32_t *keys;
};

static void
ref_encrypt(const void *ctx, size_t length, uint8_t *dst, const uint8_t *src)
{
  const struct ref_key *k = ctx;
  _nettle_aes_encrypt_c(k->rounds, k->keys, &_nettle_aes_encrypt_table,
			length, dst, src);
}

static void
ref_decrypt(const void *ctx, size_t length, uint8_t *dst, const uint8_t *src)
{
  const struct ref_key *k = ctx;
  _nettle_aes_decrypt_c(k->rounds, k->keys, &_nettle_aes_decrypt_table,
			length, dst, src);
}

enum bulk_kind { BULK_CBC_DECRYPT, BULK_CTR, BULK_XTS_ENCRYPT,
		 BULK_XTS_DECRYPT };

static const char *const bulk_names[] =
  { "_nettle_cbc_aes_decrypt", "_nettle_ctr_aes_crypt",
    "_nettle_xts_aes_encrypt", "_nettle_xts_aes_decrypt" };

/* Processes n bytes (whole blocks) the reference way; chain is
   updated. */
static void
bulk_ref(enum bulk_kind kind, unsigned rounds, const uint32_t *keys,
	 uint8_t *chain, size_t n, uint8_t *dst, const uint8_t *src)
{
  struct ref_key k = { rounds, keys };
  switch (kind)
    {
    case BULK_CBC_DECRYPT:
      aes_model_cbc_decrypt(&k, ref_decrypt, chain, n, dst, src);
      break;
    case BULK_CTR:
      aes_model_ctr(&k, ref_encrypt, chain, n, dst, src);
      break;
    case BULK_XTS_ENCRYPT:
      aes_model_xts_encrypt(&k, ref_encrypt, chain, n, dst, src);
      break;
    case BULK_XTS_DECRYPT:
      aes_model_xts_decrypt(&k, ref_decrypt, chain, n, dst, src);
      break;
    }
}

static size_t
bulk_call(enum bulk_kind kind, unsigned rounds, const uint32_t *keys,
	  uint8_t *chain, size_t n, uint8_t *dst, const uint8_t *src)
{
  switch (kind)
    {
    case BULK_CBC_DECRYPT:
      return _nettle_cbc_aes_decrypt(rounds, keys, chain, n, dst, src);
    case BULK_CTR:
      return _nettle_ctr_aes_crypt(rounds, keys, chain, n, dst, src);
    case BULK_XTS_ENCRYPT:
      return _nettle_xts_aes_encrypt(rounds, keys, chain, n, dst, src);
    case BULK_XTS_DECRYPT:
    default:
      return _nettle_xts_aes_decrypt(rounds, keys, chain, n, dst, src);
    }
}

/* Whatever the backend does, it must follow the contract: a multiple
   of 16 no larger than asked, the same bytes and chaining value as the
   reference for that prefix, nothing written past it, nothing read or
   written outside the buffers (guard pages), in place allowed. The C
   variants must do nothing. */
static void
test_bulk(void)
{
  unsigned kind, size, blocks, in_place;
  for (kind = 0; kind < 4; kind++)
    {
      size_t total_done = 0;
      for (size = 0; size < 3; size++)
	{
	  unsigned nk = 4 + 2 * size, nr = nk + 6;
	  for (blocks = 0; blocks <= 20; blocks++)
	    for (in_place = 0; in_place < 2; in_place++)
	      {
		size_t n = 16 * blocks;
		uint8_t key[32];
		uint32_t ek[60], keys[60];
		uint8_t chain[16], chain_ref[16], chain0[16];
		uint8_t *src = guard_start(n);
		uint8_t *dst = in_place ? src : guard_end(n);
		uint8_t *orig = guard_end(n);
		uint8_t *ref = guard_end(n);
		size_t done;
		int decrypt_keys = (kind == BULK_CBC_DECRYPT
				    || kind == BULK_XTS_DECRYPT);

		test_rand_bytes(nk * 4, key);
		_nettle_aes_set_key(nr, nk, ek, key);
		if (decrypt_keys)
		  _nettle_aes_invert(nr, keys, ek);
		else
		  memcpy(keys, ek, sizeof(keys));
		test_rand_bytes(16, chain0);
		if (kind == BULK_CTR && (blocks & 3) == 1)
		  /* Exercise the carry across all 16 bytes. */
		  memset(chain0 + 4 + (blocks & 7), 0xff, 12 - (blocks & 7));
		test_rand_bytes(n, orig);
		memcpy(src, orig, n);
		if (!in_place)
		  memset(dst, 0xa5, n);
		memcpy(chain, chain0, 16);

		done = bulk_call((enum bulk_kind) kind, nr, keys,
				 chain, n, dst, src);
		if (done % 16 != 0 || done > n)
		  test_fail("%s, aes%u, %u bytes: returned %u",
			    bulk_names[kind], 32 * nk, (unsigned) n,
			    (unsigned) done);
		total_done += done;

		memcpy(chain_ref, chain0, 16);
		bulk_ref((enum bulk_kind) kind, nr, keys,
			 chain_ref, done, ref, orig);
		if (done)
		  check_bytes(bulk_names[kind], dst, ref, done);
		check_bytes("chaining value after bulk routine",
			    chain, chain_ref, 16);
		if (in_place)
		  check_bytes("bytes past the returned length",
			      dst + done, orig + done, n - done);
		else
		  {
		    size_t j;
		    check_bytes("source after bulk routine", src, orig, n);
		    for (j = done; j < n; j++)
		      if (dst[j] != 0xa5)
			test_fail("%s, aes%u, %u bytes: byte %u past the "
				  "returned %u written", bulk_names[kind],
				  32 * nk, (unsigned) n, (unsigned) j,
				  (unsigned) done);
		  }

		guard_free(src);
		if (!in_place)
		  guard_free(dst);
		guard_free(orig);
		guard_free(ref);
	      }
	}
      test_ok("%s: contract kept for all key sizes, 0..20 blocks, "
	      "in place and not (%u bytes done in bulk)",
	      bulk_names[kind], (unsigned) total_done);
    }

  /* The portable variants do nothing. */
  {
    uint8_t chain[16], buf[32];
    uint32_t keys[60];
    memset(chain, 1, 16);
    memset(buf, 2, 32);
    memset(keys, 0, sizeof(keys));
    ASSERT(_nettle_cbc_aes_decrypt_c(10, keys, chain, 32, buf, buf) == 0);
    ASSERT(_nettle_ctr_aes_crypt_c(10, keys, chain, 32, buf, buf) == 0);
    ASSERT(_nettle_xts_aes_encrypt_c(10, keys, chain, 32, buf, buf) == 0);
    ASSERT(_nettle_xts_aes_decrypt_c(10, keys, chain, 32, buf, buf) == 0);
    ASSERT(chain[0] == 1 && chain[15] == 1 && buf[0] == 2 && buf[31] == 2);
    test_ok("bulk _c variants return 0 and touch nothing");
  }
}

void
test_main(void)
{
  test_tables();
  test_set_key_and_invert();
  test_cipher_keys();
  test_bulk();
}
