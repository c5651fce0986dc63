/* siv-gcm-test.c

   AES-GCM-SIV: POLYVAL and the test vectors of RFC 8452, decryption in
   place, rejection of a bad tag (0 returned, no plaintext left), and
   the length checks.

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

#include "siv-gcm.h"
#include "ghash-internal.h"

/* RFC 8452 (AES-GCM-SIV), appendix C.1 (AES-128) and C.2 (AES-256):
   key, nonce, additional data, plaintext, and the result (ciphertext
   followed by the tag). A selection covering empty inputs, partial
   blocks in both the data and the plaintext, several blocks, and the
   vectors with random keys. */
struct siv_vector
{
  const char *key, *nonce, *adata, *plain, *result;
};

static const struct siv_vector vectors[] = {
  /* C.1 */
  { "01000000000000000000000000000000", "030000000000000000000000",
    "", "", "dc20e2d83f25705bb49e439eca56de25" },
  { "01000000000000000000000000000000", "030000000000000000000000",
    "", "0100000000000000",
    "b5d839330ac7b786578782fff6013b815b287c22493a364c" },
  { "01000000000000000000000000000000", "030000000000000000000000",
    "", "01000000000000000000000000000000" "02000000000000000000000000000000",
    "84e07e62ba83a6585417245d7ec413a9fe427d6315c09b57ce45f2e3936a9445"
    "1a8e45dcd4578c667cd86847bf6155ff" },
  { "01000000000000000000000000000000", "030000000000000000000000",
    "01", "02000000000000000000000000000000",
    "e2b0c5da79a901c1745f700525cb335b8f8936ec039e4e4bb97ebd8c4457441f" },
  { "01000000000000000000000000000000", "030000000000000000000000",
    "010000000000000000000000000000000200",
    "0300000000000000000000000000000004000000",
    "6bb0fecf5ded9b77f902c7d5da236a4391dd029724afc9805e976f451e6d87f6"
    "fe106514" },
  { "36864200e0eaf5284d884a0e77d31646", "bae8e37fc83441b16034566b",
    "46bb91c3c5", "7a806c", "af60eb711bd85bc1e4d3e0a462e074eea428a8" },
  { "f901cfe8a69615a93fdf7a98cad48179", "6245709fb18853f68d833640",
    "7576f7028ec6eb5ea7e298342a94d4b202b370ef9768ec6561c4fe6b7e7296fa"
    "859c21",
    "e42a3c02c25b64869e146d7b233987bddfc240871d",
    "391cc328d484a4f46406181bcd62efd9b3ee197d052d15506c84a9edd65e13e9"
    "d24a2a6e70" },
  /* C.2 */
  { "0100000000000000000000000000000000000000000000000000000000000000",
    "030000000000000000000000", "", "",
    "07f5f4169bbf55a8400cd47ea6fd400f" },
  { "0100000000000000000000000000000000000000000000000000000000000000",
    "030000000000000000000000", "01",
    "02000000000000000000000000000000" "03000000000000000000000000000000"
    "04000000000000000000000000000000",
    "c67a1f0f567a5198aa1fcc8e3f21314336f7f51ca8b1af61feac35a86416fa47"
    "fbca3b5f749cdf564527f2314f42fe2503332742b228c647173616cfd44c54eb" },
  { "0100000000000000000000000000000000000000000000000000000000000000",
    "030000000000000000000000",
    "010000000000000000000000000000000200",
    "0300000000000000000000000000000004000000",
    "43dd0163cdb48f9fe3212bf61b201976067f342bb879ad976d8242acc188ab59"
    "cabfe307" },
  { "e66021d5eb8e4f4066d4adb9c33560e4f46e44bb3da0015c94f7088736864200",
    "e0eaf5284d884a0e77d31646", "", "",
    "169fbb2fbf389a995f6390af22228a62" },
};

static void
encrypt_message(size_t key_size, const uint8_t *key, const uint8_t *nonce,
		size_t alength, const uint8_t *adata,
		size_t clength, uint8_t *dst, const uint8_t *src)
{
  struct aes128_ctx c128;
  struct aes256_ctx c256;
  if (key_size == 16)
    {
      aes128_set_encrypt_key(&c128, key);
      siv_gcm_aes128_encrypt_message(&c128, SIV_GCM_NONCE_SIZE, nonce,
				     alength, adata, clength, dst, src);
    }
  else
    {
      aes256_set_encrypt_key(&c256, key);
      siv_gcm_aes256_encrypt_message(&c256, SIV_GCM_NONCE_SIZE, nonce,
				     alength, adata, clength, dst, src);
    }
}

static int
decrypt_message(size_t key_size, const uint8_t *key, const uint8_t *nonce,
		size_t alength, const uint8_t *adata,
		size_t mlength, uint8_t *dst, const uint8_t *src)
{
  struct aes128_ctx c128;
  struct aes256_ctx c256;
  if (key_size == 16)
    {
      aes128_set_encrypt_key(&c128, key);
      return siv_gcm_aes128_decrypt_message(&c128, SIV_GCM_NONCE_SIZE, nonce,
					    alength, adata, mlength, dst, src);
    }
  aes256_set_encrypt_key(&c256, key);
  return siv_gcm_aes256_decrypt_message(&c256, SIV_GCM_NONCE_SIZE, nonce,
					alength, adata, mlength, dst, src);
}

static void
check_vector(const struct siv_vector *v)
{
  const struct tstring *key = SHEX(v->key), *nonce = SHEX(v->nonce);
  const struct tstring *adata = SHEX(v->adata), *plain = SHEX(v->plain);
  const struct tstring *result = SHEX(v->result);
  size_t mlength = plain->length;
  uint8_t *buf = malloc(result->length + 1);
  size_t i;

  ASSERT(result->length == mlength + SIV_GCM_DIGEST_SIZE);
  encrypt_message(key->length, key->data, nonce->data, adata->length,
		  adata->data, result->length, buf, plain->data);
  check_bytes("AES-GCM-SIV encryption", buf, result->data, result->length);

  /* In place. */
  memcpy(buf, plain->data, mlength);
  encrypt_message(key->length, key->data, nonce->data, adata->length,
		  adata->data, result->length, buf, buf);
  check_bytes("AES-GCM-SIV encryption in place", buf, result->data,
	      result->length);
  if (!decrypt_message(key->length, key->data, nonce->data, adata->length,
		       adata->data, mlength, buf, buf))
    test_fail("AES-GCM-SIV decryption in place rejects a good message");
  check_bytes("AES-GCM-SIV decryption in place", buf, plain->data, mlength);

  /* Every byte of ciphertext and tag flipped in turn. */
  for (i = 0; i < result->length; i++)
    {
      uint8_t *bad = malloc(result->length);
      uint8_t *out = malloc(mlength + 1);
      memcpy(bad, result->data, result->length);
      bad[i] ^= 1 << (i % 8);
      memset(out, 0x55, mlength);
      if (decrypt_message(key->length, key->data, nonce->data, adata->length,
			  adata->data, mlength, out, bad))
	test_fail("AES-GCM-SIV accepts a message changed at byte %zu", i);
      if (mlength && (out[0] != 0 || memcmp(out, out + 1, mlength - 1)))
	test_fail("AES-GCM-SIV leaves output behind on a bad tag");
      free(bad);
      free(out);
    }
  free(buf);
  test_ok("RFC 8452 AES-%zu-GCM-SIV, %zu bytes of data, %zu of "
	  "plaintext: encrypt, in place, every bad byte rejected",
	  8 * key->length, adata->length, mlength);
}

/* RFC 8452, appendix A: POLYVAL(H, X_1, X_2). */
static void
check_polyval(void)
{
  const struct tstring *h = SHEX("25629347589242761d31f826ba4b757b");
  const struct tstring *x = SHEX("4f4f95668c83dfb6401762bb2d01a262"
				 "d1a24ddd2721d006bbe45f20d3c9f362");
  const struct tstring *want = SHEX("f7a3b47b846119fae5b7866cf5e5b77e");
  struct gcm_key key;
  union nettle_block16 k, state;
  uint8_t got[16];
  unsigned i;

  memcpy(k.b, h->data, 16);
  _siv_ghash_set_key(&key, &k);
  memset(state.b, 0, 16);
  _siv_ghash_update(&key, &state, 2, x->data);
  for (i = 0; i < 16; i++)
    got[i] = state.b[15 - i];
  check_bytes("POLYVAL", got, want->data, 16);
  test_ok("RFC 8452 appendix A POLYVAL through _siv_ghash_update");
}

static void
short_message(void *arg)
{
  struct aes128_ctx ctx;
  uint8_t key[16] = { 0 }, nonce[12] = { 0 }, b[16];
  (void) arg;
  aes128_set_encrypt_key(&ctx, key);
  siv_gcm_aes128_encrypt_message(&ctx, 12, nonce, 0, b, 15, b, b);
}

static void
bad_nonce(void *arg)
{
  struct aes128_ctx ctx;
  uint8_t key[16] = { 0 }, nonce[16] = { 0 }, b[32];
  (void) arg;
  aes128_set_encrypt_key(&ctx, key);
  siv_gcm_aes128_decrypt_message(&ctx, 16, nonce, 0, b, 0, b, b);
}

void
test_main(void)
{
  size_t i;
  check_polyval();
  for (i = 0; i < sizeof(vectors) / sizeof(vectors[0]); i++)
    check_vector(&vectors[i]);
  if (!test_aborts(short_message, NULL))
    test_fail("a ciphertext shorter than the tag does not assert");
  if (!test_aborts(bad_nonce, NULL))
    test_fail("a nonce of 16 bytes does not assert");
  test_ok("misuse asserts");
}
