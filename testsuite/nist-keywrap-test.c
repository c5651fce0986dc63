/* nist-keywrap-test.c

   AES key wrap: the six examples of RFC 3394 section 4 (128/192/256-bit
   KEKs, 128/192/256 bits of key data) through aes*_keywrap/keyunwrap
   and the generic nist_keywrap16/nist_keyunwrap16, in place; a wrong
   IV or a flipped bit is rejected with the output cleared; a
   non-default IV round-trips; length misuse asserts.
*/

#include "testutils.h"

#include "aes.h"
#include "nist-keywrap.h"
#include "nettle-meta.h"

struct kw_kat
{
  const char *source, *kek, *data, *wrapped;
};

#define KEK128 "000102030405060708090A0B0C0D0E0F"
#define KEK192 KEK128 "1011121314151617"
#define KEK256 KEK128 "101112131415161718191A1B1C1D1E1F"

static const struct kw_kat kats[] =
  {
    { "RFC 3394 4.1", KEK128, "00112233445566778899AABBCCDDEEFF",
      "1FA68B0A8112B447AEF34BD8FB5A7B829D3E862371D2CFE5" },
    { "RFC 3394 4.2", KEK192, "00112233445566778899AABBCCDDEEFF",
      "96778B25AE6CA435F92B5B97C050AED2468AB8A17AD84E5D" },
    { "RFC 3394 4.3", KEK256, "00112233445566778899AABBCCDDEEFF",
      "64E8C3F9CE0F5BA263E9777905818A2A93C8191E7D6E8AE7" },
    { "RFC 3394 4.4", KEK192, "00112233445566778899AABBCCDDEEFF0001020304050607",
      "031D33264E15D33268F24EC260743EDCE1C6C7DDEE725A936BA814915C6762D2" },
    { "RFC 3394 4.5", KEK256, "00112233445566778899AABBCCDDEEFF0001020304050607",
      "A8F9BC1612C68B3FF6E6F4FBE30E71E4769C8B80A32CB8958CD5D17D6B254DA1" },
    { "RFC 3394 4.6", KEK256,
      "00112233445566778899AABBCCDDEEFF000102030405060708090A0B0C0D0E0F",
      "28C9F404C4B810F4CBCCB35CFB87F8263F5786E2D80ED326CBC7F0E71A99F43B"
      "FB988B9B7A02DD21" },
  };

static const uint8_t default_iv[8] =
  { 0xa6, 0xa6, 0xa6, 0xa6, 0xa6, 0xa6, 0xa6, 0xa6 };

static void
test_kat(const struct kw_kat *k)
{
  const struct tstring *kek = SHEX(k->kek), *data = SHEX(k->data);
  const struct tstring *w = SHEX(k->wrapped);
  const struct nettle_cipher *c = kek->length == 16 ? &nettle_aes128
    : kek->length == 24 ? &nettle_aes192 : &nettle_aes256;
  void *ectx = malloc(c->context_size), *dctx = malloc(c->context_size);
  uint8_t out[48], back[48];
  size_t n = data->length, i;

  c->set_encrypt_key(ectx, kek->data);
  c->set_decrypt_key(dctx, kek->data);
  nist_keywrap16(ectx, c->encrypt, default_iv, n + 8, out, data->data);
  check_bytes(k->source, out, w->data, n + 8);
  ASSERT(nist_keyunwrap16(dctx, c->decrypt, default_iv, n, back, out));
  check_bytes(k->source, back, data->data, n);

  /* Typed, in place (output over input). */
  memcpy(out, data->data, n);
  switch (kek->length)
    {
    case 16:
      aes128_keywrap(ectx, default_iv, n + 8, out, out);
      check_bytes(k->source, out, w->data, n + 8);
      ASSERT(aes128_keyunwrap(dctx, default_iv, n, out, out));
      break;
    case 24:
      aes192_keywrap(ectx, default_iv, n + 8, out, out);
      check_bytes(k->source, out, w->data, n + 8);
      ASSERT(aes192_keyunwrap(dctx, default_iv, n, out, out));
      break;
    default:
      aes256_keywrap(ectx, default_iv, n + 8, out, out);
      check_bytes(k->source, out, w->data, n + 8);
      ASSERT(aes256_keyunwrap(dctx, default_iv, n, out, out));
    }
  check_bytes(k->source, out, data->data, n);

  /* Tampering and a wrong IV. */
  for (i = 0; i < n + 8; i++)
    {
      size_t j;
      memcpy(out, w->data, n + 8);
      out[i] ^= 0x01;
      ASSERT(!nist_keyunwrap16(dctx, c->decrypt, default_iv, n, back, out));
      for (j = 0; j < n; j++)
	ASSERT(back[j] == 0);
    }
  {
    uint8_t iv[8];
    memcpy(iv, default_iv, 8);
    iv[7] ^= 0x80;
    ASSERT(!nist_keyunwrap16(dctx, c->decrypt, iv, n, back, w->data));
    nist_keywrap16(ectx, c->encrypt, iv, n + 8, out, data->data);
    ASSERT(nist_keyunwrap16(dctx, c->decrypt, iv, n, back, out));
    check_bytes(k->source, back, data->data, n);
  }
  test_ok("%s (%s KEK, %zu bytes of key data): generic, typed, in place, "
	  "every flipped byte and a wrong IV rejected", k->source, c->name, n);
  free(ectx);
  free(dctx);
}

static void
short_wrap(void *arg)
{
  struct aes128_ctx c;
  uint8_t key[16] = { 0 }, buf[32] = { 0 };
  aes128_set_encrypt_key(&c, key);
  aes128_keywrap(&c, default_iv, (size_t) (uintptr_t) arg, buf, buf);
}

void
test_main(void)
{
  unsigned i;
  for (i = 0; i < sizeof(kats) / sizeof(kats[0]); i++)
    test_kat(&kats[i]);
  ASSERT(test_aborts(short_wrap, (void *) 8));
  ASSERT(test_aborts(short_wrap, (void *) 20));
  ASSERT(!test_aborts(short_wrap, (void *) 16));
  test_ok("keywrap of 8 or 20 bytes asserts, 16 does not");
}
