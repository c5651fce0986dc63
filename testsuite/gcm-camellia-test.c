/* gcm-camellia-test.c

   GCM over Camellia-128 and Camellia-256: known answers through the
   typed functions and through the descriptors found in
   nettle_get_aeads(), encryption and decryption, one call and
   block-wise pieces. The generic AEAD properties (streaming, in place,
   guard pages, truncated tags, forgeries) are meta-aeads-test's.

   The vectors were computed with Debian's GNU Nettle 3.8.1
   (libnettle.so.8, an independent implementation), as no standard
   publishes GCM test vectors for Camellia; compat-cipher2-prog checks
   the same agreement on random inputs.

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
#include "nettle-meta.h"

/* Inputs shared by the cases: key byte i is 0x11 * i + 1, IV byte i
   is 0xca ^ i, associated data byte i is 0xa0 + i, plaintext byte i
   is 7 * i + 3. */
static const char key_hex[] =
  "0112233445566778899aabbccddeef00112233445566778899aabbccddeeff10";
static const char iv_hex[] =
  "cacbc8c9cecfcccdc2c3c0c1c6c7c4c5dadbd8d9dedfdcddd2d3d0d1d6d7d4d5"
  "eaebe8e9eeefecede2e3e0e1e6e7e4e5fafbf8f9fefffcfdf2f3f0f1";
static const char aad_hex[] = "a0a1a2a3a4a5a6a7a8a9aaabacadaeafb0b1b2b3";
static const char pt_hex[] =
  "030a11181f262d343b424950575e656c737a81888f969da4abb2b9c0c7ced5dc"
  "e3eaf1f8ff060d141b222930373e454c535a61686f767d848b9299a0a7aeb5bc"
  "c3cad1d8dfe6edf4fb020910171e252c333a41484f565d646b727980878e959c"
  "a3aab1b8bfc6cdd4dbe2e9f0f7fe050c131a21282f363d444b525960676e757c";

static const struct
{
  const char *aead;
  size_t iv_length, aad_length;
  const char *ct;
  const char *tag;
} kats[] = {
  { "gcm_camellia128", 12, 0, "", "c5f696c6631e9029bdabd76c9b959fff" },
  { "gcm_camellia256", 12, 0, "", "fae18f9748779f3a4e3dd595ce2aa052" },
  { "gcm_camellia128", 12, 20,
    "7d03246b1b52e8588faf0c7d268d36d3873673cff3fa96e7ad9663367e429828"
    "39144a2956562df9d9a63f24e01d197bbde55c59ae69c7154f7d7d99",
    "fa5d65f993b641cd9a28b187f1a096d9" },
  { "gcm_camellia256", 12, 20,
    "1ec8d092318c60f66a5c07b213b98c9334551258087432ddcd94d7e3328ac373"
    "f2b994941230e64961076eb6aed132e33c20ba18c3fa3117364806e5",
    "abdd1f4838e52fc0dbaec728cf44e906" },
  { "gcm_camellia128", 60, 20,
    "7641c0eea4e23d58f28bc09452bb065ccc0f9a5a5bd1160ce07816aa6893c1df"
    "df24ce202cdcc658a045af76f6be4d1e24a264ffef009de59db6f9dbd701ac2b"
    "27ca5a25888bda6948e8214c48",
    "8c9bf3ffc8480b0d5a03773c76f9a62c" },
  { "gcm_camellia256", 60, 20,
    "87836728849720ec5de0c1ba4ebc449a9eebbd2f7cd4e1b184f895e25eda6a41"
    "6c5ba374c04bba8399dab8e965b13433ddaf22c6d4a99ad65d7ff2d84797927b"
    "6248fdf2ce89b4949f09091158",
    "0bbb5e94019563f79606cf08a788635f" },
  { "gcm_camellia128", 12, 0,
    "7d03246b1b52e8588faf0c7d268d36d3873673cff3fa96e7ad9663367e429828"
    "39144a2956562df9d9a63f24e01d197bbde55c59ae69c7154f7d7d99a62b5758"
    "b48172a71a95239674697371c7f2d8750e6f5f1938dc4e05f8b7459ece5aac49"
    "44c26b85714a65951b010b0a7b01eaafc718760a0b1421a7e95e717077b710a6",
    "03974944886bc82a1deba6deb9e5d38b" },
  { "gcm_camellia256", 12, 0,
    "1ec8d092318c60f66a5c07b213b98c9334551258087432ddcd94d7e3328ac373"
    "f2b994941230e64961076eb6aed132e33c20ba18c3fa3117364806e5818d688d"
    "1bd97fb6a678f2c19f69a3c3f4f4e55c1909948fea0928a59cb6a87e10eeb252"
    "a08f395e90a1249a2cbece38a74fd39d5ac0c5894739d64e71c7be1d32a6bbb3",
    "9bc192d176bb349e8a6682d49fb6cbf4" },
};

/* The typed functions of one key size, on case n. */
#define TYPED(n, ctxtype, prefix, key, iv, aad, pt, ct, tag) do {	\
    struct ctxtype ctx;							\
    uint8_t out[128], digest[16];					\
    size_t len = (ct)->length;						\
    prefix##_set_key(&ctx, key);					\
    prefix##_set_iv(&ctx, kats[n].iv_length, iv);			\
    prefix##_update(&ctx, kats[n].aad_length, aad);			\
    prefix##_encrypt(&ctx, len, out, pt);				\
    prefix##_digest(&ctx, 16, digest);					\
    check_bytes(#prefix " encrypt", out, (ct)->data, len);		\
    check_bytes(#prefix " tag", digest, (tag)->data, 16);		\
    prefix##_set_iv(&ctx, kats[n].iv_length, iv);			\
    prefix##_update(&ctx, kats[n].aad_length, aad);			\
    prefix##_decrypt(&ctx, len, out, (ct)->data);			\
    prefix##_digest(&ctx, 16, digest);					\
    check_bytes(#prefix " decrypt", out, pt, len);			\
    check_bytes(#prefix " decrypt tag", digest, (tag)->data, 16);	\
  } while (0)

void
test_main(void)
{
  const struct tstring *key = SHEX(key_hex), *iv = SHEX(iv_hex);
  const struct tstring *aad = SHEX(aad_hex), *pt = SHEX(pt_hex);
  size_t n;

  ASSERT(sizeof(struct gcm_camellia128_ctx) == 4352);
  ASSERT(sizeof(struct gcm_camellia256_ctx) == 4416);

  for (n = 0; n < sizeof(kats) / sizeof(kats[0]); n++)
    {
      const struct nettle_aead *a = test_find_aead(kats[n].aead);
      const struct tstring *ct = SHEX(kats[n].ct);
      const struct tstring *tag = SHEX(kats[n].tag);
      static uint64_t ctx[4416 / 8];
      uint8_t out[128], digest[16];
      size_t len = ct->length, i;

      if (a == &nettle_gcm_camellia128)
	TYPED(n, gcm_camellia128_ctx, gcm_camellia128, key->data, iv->data,
	      aad->data, pt->data, ct, tag);
      else
	TYPED(n, gcm_camellia256_ctx, gcm_camellia256, key->data, iv->data,
	      aad->data, pt->data, ct, tag);

      /* The descriptor, the message in 16-byte pieces. */
      ASSERT(a->context_size <= sizeof(ctx));
      a->set_encrypt_key(ctx, key->data);
      if (kats[n].iv_length == GCM_IV_SIZE)
	a->set_nonce(ctx, iv->data);
      else if (a == &nettle_gcm_camellia128)
	gcm_camellia128_set_iv((void *) ctx, kats[n].iv_length, iv->data);
      else
	gcm_camellia256_set_iv((void *) ctx, kats[n].iv_length, iv->data);
      a->update(ctx, kats[n].aad_length, aad->data);
      for (i = 0; i < len; i += 16)
	a->encrypt(ctx, len - i < 16 ? len - i : 16, out + i, pt->data + i);
      a->digest(ctx, 16, digest);
      check_bytes(a->name, out, ct->data, len);
      check_bytes(a->name, digest, tag->data, 16);
      test_ok("%s, %zu-byte IV, %zu bytes of associated data, %zu of "
	      "message: typed functions and descriptor", a->name,
	      kats[n].iv_length, kats[n].aad_length, len);
    }
  ASSERT(nettle_gcm_camellia128.key_size == 16
	 && nettle_gcm_camellia256.key_size == 32
	 && nettle_gcm_camellia128.nonce_size == GCM_IV_SIZE
	 && nettle_gcm_camellia256.digest_size == GCM_DIGEST_SIZE);
  test_ok("descriptor fields");
}
