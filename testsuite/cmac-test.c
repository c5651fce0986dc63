/* cmac-test.c

   CMAC: the AES-128 examples of RFC 4493 section 4 and the AES-256
   examples of NIST SP 800-38B Appendix D.3, through the typed
   functions, the nettle_cmac_aes* descriptors and the generic
   cmac128_* functions; every split of the message equals one call;
   truncated digests are prefixes; the context is reusable after a
   digest. CMAC-64 with TDES (SP 800-38B D.4) comes with DES.
*/

#include "testutils.h"

#include "aes.h"
#include "cmac.h"
#include "nettle-meta.h"

struct cmac_kat
{
  const char *source;
  const char *key;
  const char *msg;
  const char *tag;
};

#define M64 "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51" \
  "30c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710"

static const struct cmac_kat kats[] =
  {
    { "RFC 4493 example 1", "2b7e151628aed2a6abf7158809cf4f3c", "",
      "bb1d6929e95937287fa37d129b756746" },
    { "RFC 4493 example 2", "2b7e151628aed2a6abf7158809cf4f3c",
      "6bc1bee22e409f96e93d7e117393172a", "070a16b46b4d4144f79bdd9dd04a287c" },
    { "RFC 4493 example 3", "2b7e151628aed2a6abf7158809cf4f3c",
      "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51"
      "30c81c46a35ce411", "dfa66747de9ae63030ca32611497c827" },
    { "RFC 4493 example 4", "2b7e151628aed2a6abf7158809cf4f3c", M64,
      "51f0bebf7e3b9d92fc49741779363cfe" },
    { "SP 800-38B D.3 example 9",
      "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4", "",
      "028962f61b7bf89efc6b551f4667d983" },
    { "SP 800-38B D.3 example 10",
      "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4",
      "6bc1bee22e409f96e93d7e117393172a", "28a7023f452e8f82bd4bf28d8c37c35c" },
    { "SP 800-38B D.3 example 11",
      "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4",
      "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51"
      "30c81c46a35ce411", "aaf3d8f1de5640c232f5b169b9c911e6" },
    { "SP 800-38B D.3 example 12",
      "603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4", M64,
      "e1992190549f6ed5696a2c056c315410" },
  };

static void
test_kats(void)
{
  unsigned i;
  for (i = 0; i < sizeof(kats) / sizeof(kats[0]); i++)
    {
      const struct tstring *key = SHEX(kats[i].key);
      const struct tstring *msg = SHEX(kats[i].msg);
      const struct tstring *tag = SHEX(kats[i].tag);
      const struct nettle_mac *mac
	= key->length == 16 ? &nettle_cmac_aes128 : &nettle_cmac_aes256;
      uint8_t *ctx = malloc(mac->context_size);
      uint8_t out[16];
      size_t split, t;

      ASSERT(mac->key_size == key->length);
      mac->set_key(ctx, key->data);
      mac->update(ctx, msg->length, msg->data);
      mac->digest(ctx, 16, out);
      check_bytes(kats[i].source, out, tag->data, 16);
      /* Reuse after digest, and every two-part split. */
      for (split = 0; split <= msg->length; split++)
	{
	  mac->update(ctx, split, msg->data);
	  mac->update(ctx, msg->length - split, msg->data + split);
	  mac->digest(ctx, 16, out);
	  check_bytes(kats[i].source, out, tag->data, 16);
	}
      /* Byte at a time, and truncation. */
      for (t = 0; t <= 16; t++)
	{
	  size_t j;
	  memset(out, 0xaa, sizeof(out));
	  for (j = 0; j < msg->length; j++)
	    mac->update(ctx, 1, msg->data + j);
	  mac->digest(ctx, t, out);
	  check_bytes(kats[i].source, out, tag->data, t);
	  for (j = t; j < 16; j++)
	    ASSERT(out[j] == 0xaa);
	}
      if (key->length == 16)
	{
	  /* The generic interface, through the macros. */
	  struct CMAC128_CTX(struct aes128_ctx) g;
	  CMAC128_SET_KEY(&g, aes128_set_encrypt_key, aes128_encrypt,
			  key->data);
	  CMAC128_UPDATE(&g, aes128_encrypt, msg->length, msg->data);
	  CMAC128_DIGEST(&g, aes128_encrypt, 16, out);
	  check_bytes(kats[i].source, out, tag->data, 16);
	}
      free(ctx);
      test_ok("%s (%s, %zu bytes): one call, every split, byte-wise, "
	      "truncated, reused", kats[i].source, mac->name, msg->length);
    }
}

/* A long random message in random pieces equals one call. */
static void
test_random_splits(void)
{
  struct cmac_aes256_ctx a, b;
  uint8_t key[32], msg[1000], t1[16], t2[16];
  unsigned round;

  test_rand_bytes(sizeof(key), key);
  test_rand_bytes(sizeof(msg), msg);
  cmac_aes256_set_key(&a, key);
  cmac_aes256_set_key(&b, key);
  for (round = 0; round < 200; round++)
    {
      size_t len = test_rand_below(sizeof(msg) + 1), done = 0;
      cmac_aes256_update(&a, len, msg);
      cmac_aes256_digest(&a, 16, t1);
      while (done < len)
	{
	  size_t part = test_rand_below(len - done + 1);
	  cmac_aes256_update(&b, part, msg + done);
	  done += part;
	}
      cmac_aes256_digest(&b, 16, t2);
      check_bytes("cmac_aes256 random split", t2, t1, 16);
    }
  test_ok("cmac_aes256: 200 random messages in random pieces equal one call");
}

void
test_main(void)
{
  /* The context sizes of both ABIs are abi-test's. */
  test_kats();
  test_random_splits();
}
