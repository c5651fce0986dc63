/* gcm-test.c

   GCM with AES: the test cases of the GCM specification, split calls,
   truncated tags, the generic interface with a cipher function the
   library does not recognise (the portable path) against the AES one
   (the fast path), the 32-bit counter wrap, and misuse.

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

#include <assert.h>

#include "gcm.h"
#include "nettle-meta.h"

/* D. McGrew and J. Viega, "The Galois/Counter Mode of Operation
   (GCM)", revised 2005, appendix B, test cases 1-18 (also used in
   NIST's GCM validation): key, IV, additional data, plaintext,
   ciphertext, tag. Cases 5, 11, 17 have a 64-bit IV, cases 6, 12, 18
   a 60-byte one. */
struct gcm_vector
{
  int number;
  const char *key, *iv, *adata, *plain, *cipher, *tag;
};

static const struct gcm_vector vectors[] = {
  { 1,
	"00000000000000000000000000000000",
	"000000000000000000000000",
	"",
	"",
	"",
	"58e2fccefa7e3061367f1d57a4e7455a" },
  { 2,
	"00000000000000000000000000000000",
	"000000000000000000000000",
	"",
	"00000000000000000000000000000000",
	"0388dace60b6a392f328c2b971b2fe78",
	"ab6e47d42cec13bdf53a67b21257bddf" },
  { 3,
	"feffe9928665731c6d6a8f9467308308",
	"cafebabefacedbaddecaf888",
	"",
	"d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
	"1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b391aafd255",
	"42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e"
	"21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091473f5985",
	"4d5c2af327cd64a62cf35abd2ba6fab4" },
  { 4,
	"feffe9928665731c6d6a8f9467308308",
	"cafebabefacedbaddecaf888",
	"feedfacedeadbeeffeedfacedeadbeefabaddad2",
	"d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
	"1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39",
	"42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e"
	"21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091",
	"5bc94fbc3221a5db94fae95ae7121a47" },
  { 5,
	"feffe9928665731c6d6a8f9467308308",
	"cafebabefacedbad",
	"feedfacedeadbeeffeedfacedeadbeefabaddad2",
	"d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
	"1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39",
	"61353b4c2806934a777ff51fa22a4755699b2a714fcdc6f83766e5f97b6c7423"
	"73806900e49f24b22b097544d4896b424989b5e1ebac0f07c23f4598",
	"3612d2e79e3b0785561be14aaca2fccb" },
  { 6,
	"feffe9928665731c6d6a8f9467308308",
	"9313225df88406e555909c5aff5269aa6a7a9538534f7da1e4c303d2a318a728"
	"c3c0c95156809539fcf0e2429a6b525416aedbf5a0de6a57a637b39b",
	"feedfacedeadbeeffeedfacedeadbeefabaddad2",
	"d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
	"1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39",
	"8ce24998625615b603a033aca13fb894be9112a5c3a211a8ba262a3cca7e2ca7"
	"01e4a9a4fba43c90ccdcb281d48c7c6fd62875d2aca417034c34aee5",
	"619cc5aefffe0bfa462af43c1699d050" },
  { 7,
	"000000000000000000000000000000000000000000000000",
	"000000000000000000000000",
	"",
	"",
	"",
	"cd33b28ac773f74ba00ed1f312572435" },
  { 8,
	"000000000000000000000000000000000000000000000000",
	"000000000000000000000000",
	"",
	"00000000000000000000000000000000",
	"98e7247c07f0fe411c267e4384b0f600",
	"2ff58d80033927ab8ef4d4587514f0fb" },
  { 9,
	"feffe9928665731c6d6a8f9467308308feffe9928665731c",
	"cafebabefacedbaddecaf888",
	"",
	"d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
	"1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b391aafd255",
	"3980ca0b3c00e841eb06fac4872a2757859e1ceaa6efd984628593b40ca1e19c"
	"7d773d00c144c525ac619d18c84a3f4718e2448b2fe324d9ccda2710acade256",
	"9924a7c8587336bfb118024db8674a14" },
  { 10,
	"feffe9928665731c6d6a8f9467308308feffe9928665731c",
	"cafebabefacedbaddecaf888",
	"feedfacedeadbeeffeedfacedeadbeefabaddad2",
	"d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
	"1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39",
	"3980ca0b3c00e841eb06fac4872a2757859e1ceaa6efd984628593b40ca1e19c"
	"7d773d00c144c525ac619d18c84a3f4718e2448b2fe324d9ccda2710",
	"2519498e80f1478f37ba55bd6d27618c" },
  { 11,
	"feffe9928665731c6d6a8f9467308308feffe9928665731c",
	"cafebabefacedbad",
	"feedfacedeadbeeffeedfacedeadbeefabaddad2",
	"d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
	"1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39",
	"0f10f599ae14a154ed24b36e25324db8c566632ef2bbb34f8347280fc4507057"
	"fddc29df9a471f75c66541d4d4dad1c9e93a19a58e8b473fa0f062f7",
	"65dcc57fcf623a24094fcca40d3533f8" },
  { 12,
	"feffe9928665731c6d6a8f9467308308feffe9928665731c",
	"9313225df88406e555909c5aff5269aa6a7a9538534f7da1e4c303d2a318a728"
	"c3c0c95156809539fcf0e2429a6b525416aedbf5a0de6a57a637b39b",
	"feedfacedeadbeeffeedfacedeadbeefabaddad2",
	"d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
	"1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39",
	"d27e88681ce3243c4830165a8fdcf9ff1de9a1d8e6b447ef6ef7b79828666e45"
	"81e79012af34ddd9e2f037589b292db3e67c036745fa22e7e9b7373b",
	"dcf566ff291c25bbb8568fc3d376a6d9" },
  { 13,
	"0000000000000000000000000000000000000000000000000000000000000000",
	"000000000000000000000000",
	"",
	"",
	"",
	"530f8afbc74536b9a963b4f1c4cb738b" },
  { 14,
	"0000000000000000000000000000000000000000000000000000000000000000",
	"000000000000000000000000",
	"",
	"00000000000000000000000000000000",
	"cea7403d4d606b6e074ec5d3baf39d18",
	"d0d1c8a799996bf0265b98b5d48ab919" },
  { 15,
	"feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308",
	"cafebabefacedbaddecaf888",
	"",
	"d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
	"1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b391aafd255",
	"522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa"
	"8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662898015ad",
	"b094dac5d93471bdec1a502270e3cc6c" },
  { 16,
	"feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308",
	"cafebabefacedbaddecaf888",
	"feedfacedeadbeeffeedfacedeadbeefabaddad2",
	"d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
	"1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39",
	"522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa"
	"8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662",
	"76fc6ece0f4e1768cddf8853bb2d551b" },
  { 17,
	"feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308",
	"cafebabefacedbad",
	"feedfacedeadbeeffeedfacedeadbeefabaddad2",
	"d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
	"1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39",
	"c3762df1ca787d32ae47c13bf19844cbaf1ae14d0b976afac52ff7d79bba9de0"
	"feb582d33934a4f0954cc2363bc73f7862ac430e64abe499f47c9b1f",
	"3a337dbf46a792c45e454913fe2ea8f2" },
  { 18,
	"feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308",
	"9313225df88406e555909c5aff5269aa6a7a9538534f7da1e4c303d2a318a728"
	"c3c0c95156809539fcf0e2429a6b525416aedbf5a0de6a57a637b39b",
	"feedfacedeadbeeffeedfacedeadbeefabaddad2",
	"d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
	"1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39",
	"5a8def2f0c9e53f1f75d7853659e2a20eeb2b22aafde6419a058ab4f6f746bf4"
	"0fc0c3b780f244452da3ebf1c5d82cdea2418997200ef82e44ae7e3f",
	"a44a8266ee1c8eb0c8b5d4cf5ae9f19a" },
};

union any_ctx
{
  struct gcm_aes128_ctx c128;
  struct gcm_aes192_ctx c192;
  struct gcm_aes256_ctx c256;
  struct gcm_aes_ctx legacy;
};

/* The descriptor of a key size. */
static const struct nettle_aead *
aead_of(size_t key_size)
{
  switch (key_size)
    {
    case 16: return &nettle_gcm_aes128;
    case 24: return &nettle_gcm_aes192;
    case 32: return &nettle_gcm_aes256;
    }
  test_fail("no GCM for a %zu-byte key", key_size);
}

/* Runs the message through a in pieces: the additional data, then the
   text, split at the given block-multiple sizes (0 ends the list, the
   rest goes in one call). */
static void
run_split(const struct nettle_aead *a, void *ctx, int decrypt,
	  const struct tstring *adata, const uint8_t *in, size_t length,
	  uint8_t *out, const size_t *splits, size_t tag_length, uint8_t *tag)
{
  size_t done = 0, i;
  for (i = 0; splits[i] && done + splits[i] <= adata->length; i++)
    {
      a->update(ctx, splits[i], adata->data + done);
      done += splits[i];
    }
  a->update(ctx, adata->length - done, adata->data + done);
  done = 0;
  for (i = 0; splits[i] && done + splits[i] <= length; i++)
    {
      (decrypt ? a->decrypt : a->encrypt)(ctx, splits[i], out + done,
					  in + done);
      done += splits[i];
    }
  (decrypt ? a->decrypt : a->encrypt)(ctx, length - done, out + done,
				      in + done);
  a->digest(ctx, tag_length, tag);
}

static const size_t splits_list[][4] = {
  { 0 }, { 16, 0 }, { 32, 16, 0 }, { 48, 0 }, { 16, 16, 16, 0 },
};

/* The legacy interface, with the vector's key. */
static void
check_legacy(const struct gcm_vector *v, const struct tstring *key,
	     const struct tstring *iv, const struct tstring *adata,
	     const struct tstring *plain, const struct tstring *cipher,
	     const struct tstring *tag)
{
  struct gcm_aes_ctx ctx;
  uint8_t *out = malloc(plain->length + 1);
  uint8_t digest[GCM_DIGEST_SIZE];

  gcm_aes_set_key(&ctx, key->length, key->data);
  gcm_aes_set_iv(&ctx, iv->length, iv->data);
  gcm_aes_update(&ctx, adata->length, adata->data);
  gcm_aes_encrypt(&ctx, plain->length, out, plain->data);
  gcm_aes_digest(&ctx, sizeof(digest), digest);
  check_bytes("gcm_aes_encrypt", out, cipher->data, cipher->length);
  check_bytes("gcm_aes_digest", digest, tag->data, GCM_DIGEST_SIZE);
  gcm_aes_set_iv(&ctx, iv->length, iv->data);
  gcm_aes_update(&ctx, adata->length, adata->data);
  gcm_aes_decrypt(&ctx, cipher->length, out, cipher->data);
  gcm_aes_digest(&ctx, sizeof(digest), digest);
  check_bytes("gcm_aes_decrypt", out, plain->data, plain->length);
  check_bytes("gcm_aes_digest (decrypt)", digest, tag->data,
	      GCM_DIGEST_SIZE);
  free(out);
  (void) v;
}

static void
check_vector(const struct gcm_vector *v)
{
  const struct tstring *key = SHEX(v->key), *iv = SHEX(v->iv);
  const struct tstring *adata = SHEX(v->adata), *plain = SHEX(v->plain);
  const struct tstring *cipher = SHEX(v->cipher), *tag = SHEX(v->tag);
  const struct nettle_aead *a = aead_of(key->length);
  union any_ctx ctx;
  uint8_t *out = malloc(plain->length + 1);
  uint8_t digest[GCM_DIGEST_SIZE];
  size_t s, t;

  ASSERT(a->context_size <= sizeof(ctx));
  for (s = 0; s < sizeof(splits_list) / sizeof(splits_list[0]); s++)
    for (t = 1; t <= GCM_DIGEST_SIZE; t += (t < 4 ? 1 : 6))
      {
	a->set_encrypt_key(&ctx, key->data);
	switch (key->length)
	  {
	  case 16: gcm_aes128_set_iv(&ctx.c128, iv->length, iv->data); break;
	  case 24: gcm_aes192_set_iv(&ctx.c192, iv->length, iv->data); break;
	  case 32: gcm_aes256_set_iv(&ctx.c256, iv->length, iv->data); break;
	  }
	memset(digest, 0xaa, sizeof(digest));
	run_split(a, &ctx, 0, adata, plain->data, plain->length, out,
		  splits_list[s], t, digest);
	check_bytes("ciphertext", out, cipher->data, cipher->length);
	check_bytes("tag", digest, tag->data, t);
	if (t < GCM_DIGEST_SIZE && digest[t] != 0xaa)
	  test_fail("case %d: digest of %zu bytes wrote byte %zu",
		    v->number, t, t);

	/* Decryption, in place. */
	a->set_decrypt_key(&ctx, key->data);
	switch (key->length)
	  {
	  case 16: gcm_aes128_set_iv(&ctx.c128, iv->length, iv->data); break;
	  case 24: gcm_aes192_set_iv(&ctx.c192, iv->length, iv->data); break;
	  case 32: gcm_aes256_set_iv(&ctx.c256, iv->length, iv->data); break;
	  }
	memcpy(out, cipher->data, cipher->length);
	run_split(a, &ctx, 1, adata, out, cipher->length, out,
		  splits_list[s], t, digest);
	check_bytes("plaintext", out, plain->data, plain->length);
	check_bytes("tag (decrypt)", digest, tag->data, t);
      }
  if (iv->length == GCM_IV_SIZE)
    {
      /* The descriptor's nonce function. */
      a->set_encrypt_key(&ctx, key->data);
      a->set_nonce(&ctx, iv->data);
      a->update(&ctx, adata->length, adata->data);
      a->encrypt(&ctx, plain->length, out, plain->data);
      a->digest(&ctx, GCM_DIGEST_SIZE, digest);
      check_bytes("ciphertext (set_nonce)", out, cipher->data, cipher->length);
      check_bytes("tag (set_nonce)", digest, tag->data, GCM_DIGEST_SIZE);
    }
  check_legacy(v, key, iv, adata, plain, cipher, tag);
  free(out);
  test_ok("GCM spec test case %d (AES-%zu, %zu-byte IV), every split and "
	  "tag length, legacy interface", v->number, 8 * key->length,
	  iv->length);
}

/* A cipher function the library cannot recognise as AES: the generic
   code then takes the portable counter path. */
static void
opaque_aes128_encrypt(const void *ctx, size_t length, uint8_t *dst,
		      const uint8_t *src)
{
  aes128_encrypt(ctx, length, dst, src);
}

struct gcm_pair_ctx GCM_CTX(struct aes128_ctx);

/* The fast (recognised AES) and the portable paths agree for every
   length up to 103 blocks (three strides of the widest one-pass loop,
   32 blocks, plus 7) and some large ones, at a counter that is about
   to wrap and at one that is not, out of place and in place,
   misaligned, the fast one in two calls split at a block boundary. */
#define fast (*fastp)
static void
check_paths(void)
{
  static const size_t large[] = { 1024, 4096 + 5, 16384 + 48 + 1 };
  /* The fast context at 8 bytes past a 16-byte boundary: struct
     gcm_key need only be 8-byte aligned. */
  static uint64_t fast_storage[sizeof(struct gcm_pair_ctx) / 8 + 2]
    __attribute__((aligned(16)));
  struct gcm_pair_ctx *fastp = (struct gcm_pair_ctx *) (fast_storage + 1);
  struct gcm_pair_ctx slow;
  uint8_t key[16], iv[12], adata[37];
  size_t n = 0, length, i;
  uint8_t *src = malloc(20000), *a = malloc(20000), *b = malloc(20000);
  unsigned w;

  for (length = 0; length < 16 * (3 * 32 + 7) + 16; length++)
    for (w = 0; w < 2; w++)
      {
	size_t use = length;
	unsigned off = length % 7;
	/* Where the fast calls split: every block boundary in turn. */
	size_t split = 16 * ((length * 7 + w) % (use / 16 + 1));
	uint8_t t1[16], t2[16];

	test_rand_bytes(sizeof(key), key);
	test_rand_bytes(sizeof(iv), iv);
	test_rand_bytes(sizeof(adata), adata);
	test_rand_bytes(use + 8, src);
	GCM_SET_KEY(&fast, aes128_set_encrypt_key, aes128_encrypt, key);
	GCM_SET_KEY(&slow, aes128_set_encrypt_key, opaque_aes128_encrypt, key);
	GCM_SET_IV(&fast, sizeof(iv), iv);
	GCM_SET_IV(&slow, sizeof(iv), iv);
	if (w)
	  {
	    /* Three blocks before the 32-bit counter wraps. */
	    static const uint8_t near[4] = { 0xff, 0xff, 0xff, 0xfd };
	    memcpy(fast.gcm.ctr.b + 12, near, 4);
	    memcpy(slow.gcm.ctr.b + 12, near, 4);
	  }
	GCM_UPDATE(&fast, use % 38, adata);
	GCM_UPDATE(&slow, use % 38, adata);
	GCM_ENCRYPT(&fast, aes128_encrypt, split, a + off, src);
	GCM_ENCRYPT(&fast, aes128_encrypt, use - split, a + off + split,
		    src + split);
	GCM_ENCRYPT(&slow, opaque_aes128_encrypt, use, b, src);
	check_bytes("fast and portable ciphertext", a + off, b, use);
	GCM_DIGEST(&fast, aes128_encrypt, 16, t1);
	GCM_DIGEST(&slow, opaque_aes128_encrypt, 16, t2);
	check_bytes("fast and portable tag", t1, t2, 16);
	/* And back, in place. */
	GCM_SET_IV(&fast, sizeof(iv), iv);
	if (w)
	  memcpy(fast.gcm.ctr.b + 12, "\xff\xff\xff\xfd", 4);
	GCM_UPDATE(&fast, use % 38, adata);
	GCM_DECRYPT(&fast, aes128_encrypt, use / 16 * 16 - split, a + off,
		    a + off);
	GCM_DECRYPT(&fast, aes128_encrypt, use - (use / 16 * 16 - split),
		    a + off + use / 16 * 16 - split,
		    a + off + use / 16 * 16 - split);
	check_bytes("decrypted in place", a + off, src, use);
	GCM_DIGEST(&fast, aes128_encrypt, 16, t1);
	check_bytes("tag after decryption", t1, t2, 16);
	n++;
      }
  for (i = 0; i < 3; i++)
    {
      uint8_t t1[16], t2[16];
      length = large[i];
      test_rand_bytes(sizeof(key), key);
      test_rand_bytes(length, src);
      GCM_SET_KEY(&fast, aes128_set_encrypt_key, aes128_encrypt, key);
      GCM_SET_KEY(&slow, aes128_set_encrypt_key, opaque_aes128_encrypt, key);
      GCM_SET_IV(&fast, 7, key);
      GCM_SET_IV(&slow, 7, key);
      GCM_ENCRYPT(&fast, aes128_encrypt, length, a + 3, src);
      GCM_ENCRYPT(&slow, opaque_aes128_encrypt, length, b, src);
      check_bytes("fast and portable ciphertext (large)", a + 3, b, length);
      GCM_DIGEST(&fast, aes128_encrypt, 16, t1);
      GCM_DIGEST(&slow, opaque_aes128_encrypt, 16, t2);
      check_bytes("fast and portable tag (large)", t1, t2, 16);
      n++;
    }
  free(src);
  free(a);
  free(b);
  test_ok("AES fast path equals the portable path: %zu messages, counter "
	  "wrap, in place, misaligned data and context", n);
}
#undef fast

/* Misuse that Nettle asserts on. */
static void
update_after_data(void *arg)
{
  struct gcm_aes128_ctx *ctx = arg;
  uint8_t b[16] = { 0 };
  gcm_aes128_encrypt(ctx, 16, b, b);
  gcm_aes128_update(ctx, 16, b);
}

static void
update_after_partial(void *arg)
{
  struct gcm_aes128_ctx *ctx = arg;
  uint8_t b[16] = { 0 };
  gcm_aes128_update(ctx, 5, b);
  gcm_aes128_update(ctx, 16, b);
}

static void
encrypt_after_partial(void *arg)
{
  struct gcm_aes128_ctx *ctx = arg;
  uint8_t b[32] = { 0 };
  gcm_aes128_encrypt(ctx, 5, b, b);
  gcm_aes128_encrypt(ctx, 16, b, b);
}

static void
decrypt_after_partial(void *arg)
{
  struct gcm_aes128_ctx *ctx = arg;
  uint8_t b[32] = { 0 };
  gcm_aes128_decrypt(ctx, 17, b, b);
  gcm_aes128_decrypt(ctx, 16, b, b);
}

static void
digest_too_long(void *arg)
{
  struct gcm_aes128_ctx *ctx = arg;
  uint8_t b[32];
  gcm_aes128_digest(ctx, 17, b);
}

static void
check_misuse(void)
{
  static const struct
  {
    const char *what;
    void (*f)(void *);
  } cases[] = {
    { "update after encrypt", update_after_data },
    { "update after a partial block", update_after_partial },
    { "encrypt after a partial block", encrypt_after_partial },
    { "decrypt after a partial block", decrypt_after_partial },
    { "digest longer than 16 bytes", digest_too_long },
  };
  struct gcm_aes128_ctx ctx;
  uint8_t key[16] = { 0 };
  size_t i;

  for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
    {
      gcm_aes128_set_key(&ctx, key);
      gcm_aes128_set_iv(&ctx, GCM_IV_SIZE, key);
      if (!test_aborts(cases[i].f, &ctx))
	test_fail("%s does not assert", cases[i].what);
    }
  test_ok("misuse asserts: %zu cases", i);
}

static void
check_descriptors(void)
{
  const struct nettle_aead * const *list = nettle_get_aeads();
  ASSERT(list[0] == &nettle_gcm_aes128);
  ASSERT(list[1] == &nettle_gcm_aes192);
  ASSERT(list[2] == &nettle_gcm_aes256);
  ASSERT(!strcmp(nettle_gcm_aes128.name, "gcm_aes128"));
  ASSERT(nettle_gcm_aes192.key_size == 24);
  ASSERT(nettle_gcm_aes256.context_size == sizeof(struct gcm_aes256_ctx));
  ASSERT(sizeof(struct gcm_key) == 4096);
  ASSERT(sizeof(struct gcm_ctx) == 64);
  test_ok("descriptors listed first in nettle_get_aeads(), in Nettle's "
	  "order");
}

void
test_main(void)
{
  size_t i;
  for (i = 0; i < sizeof(vectors) / sizeof(vectors[0]); i++)
    check_vector(&vectors[i]);
  check_paths();
  check_misuse();
  check_descriptors();
}
