/* ccm-test.c

   CCM: known answers from NIST SP 800-38C Appendix C (examples 1-4),
   RFC 3610 section 8 (packet vectors 1-3, 13, 19) and, for AES-256,
   IEEE P1619.1/D22 Annex D.2 (vectors 5 and 6); each through the
   generic functions, the typed ccm_aes* functions and the one-shot
   *_message functions, with streaming splits, truncated digests, and
   bad-tag rejection that leaves dst cleared. AES-192 is checked
   against the generic functions with nettle_aes192. Misuse (nonce
   sizes outside 7..14) asserts.
*/

#include "testutils.h"

#include "aes.h"
#include "ccm.h"
#include "nettle-meta.h"

struct ccm_kat
{
  const char *source;
  const char *key, *nonce;
  const char *adata;	/* NULL: pattern 00 01 .. ff repeated, alen bytes */
  size_t alen;
  const char *msg, *ct;	/* ct includes the tag */
};

static const struct ccm_kat kats[] =
  {
    { "SP 800-38C C.1", "404142434445464748494a4b4c4d4e4f", "10111213141516",
      "0001020304050607", 0, "20212223", "7162015b4dac255d" },
    { "SP 800-38C C.2", "404142434445464748494a4b4c4d4e4f", "1011121314151617",
      "000102030405060708090a0b0c0d0e0f", 0,
      "202122232425262728292a2b2c2d2e2f",
      "d2a1f0e051ea5f62081a7792073d593d1fc64fbfaccd" },
    { "SP 800-38C C.3", "404142434445464748494a4b4c4d4e4f",
      "101112131415161718191a1b",
      "000102030405060708090a0b0c0d0e0f10111213", 0,
      "202122232425262728292a2b2c2d2e2f3031323334353637",
      "e3b201a9f5b71a7a9b1ceaeccd97e70b6176aad9a4428aa5484392fbc1b09951" },
    { "SP 800-38C C.4", "404142434445464748494a4b4c4d4e4f",
      "101112131415161718191a1b1c", NULL, 65536,
      "202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f",
      "69915dad1e84c6376a68c2967e4dab615ae0fd1faec44cc484828529463ccf72"
      "b4ac6bec93e8598e7f0dadbcea5b" },
    { "RFC 3610 packet 1", "c0c1c2c3c4c5c6c7c8c9cacbcccdcecf",
      "00000003020100a0a1a2a3a4a5", "0001020304050607", 0,
      "08090a0b0c0d0e0f101112131415161718191a1b1c1d1e",
      "588c979a61c663d2f066d0c2c0f989806d5f6b61dac38417e8d12cfdf926e0" },
    { "RFC 3610 packet 2", "c0c1c2c3c4c5c6c7c8c9cacbcccdcecf",
      "00000004030201a0a1a2a3a4a5", "0001020304050607", 0,
      "08090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
      "72c91a36e135f8cf291ca894085c87e3cc15c439c9e43a3ba091d56e10400916" },
    { "RFC 3610 packet 3", "c0c1c2c3c4c5c6c7c8c9cacbcccdcecf",
      "00000005040302a0a1a2a3a4a5", "0001020304050607", 0,
      "08090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f20",
      "51b1e5f44a197d1da46b0f8e2d282ae871e838bb64da8596574adaa76fbd9fb0c5" },
    { "RFC 3610 packet 13", "d7828d13b2b0bdc325a76236df93cc6b",
      "00412b4ea9cdbe3c9696766cfa", "0be1a88bace018b1", 0,
      "08e8cf97d820ea258460e96ad9cf5289054d895ceac47c",
      "4cb97f86a2a4689a877947ab8091ef5386a6ffbdd080f8e78cf7cb0cddd7b3" },
    { "RFC 3610 packet 19", "d7828d13b2b0bdc325a76236df93cc6b",
      "0042fff8f1951c3c9696766cfa", "d85bc7e69f944fb8", 0,
      "8a19b950bcf71a018e5e6701c91787659809d67dbedd18",
      "bc218daa947427b6db386a99ac1aef23ade0b52939cb6a637cf9bec2408897c6ba" },
    { "IEEE P1619.1/D22 D.2.5",
      "404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f",
      "101112131415161718191a1b",
      "000102030405060708090a0b0c0d0e0f10111213", 0,
      "202122232425262728292a2b2c2d2e2f3031323334353637",
      "04f883aeb3bd0730eaf50bb6de4fa2212034e4e41b0e75e5"
      "9bba3f3a107f3239bd63902923f80371" },
    { "IEEE P1619.1/D22 D.2.6",
      "404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f",
      "101112131415161718191a1b", NULL, 65536,
      "202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f",
      "04f883aeb3bd0730eaf50bb6de4fa2212034e4e41b0e75e577f6bf2422c0f6d2"
      "3376d2cf256ef613c56454cbb5265834" },
  };

static void
test_kat(const struct ccm_kat *k)
{
  const struct tstring *key = SHEX(k->key), *nonce = SHEX(k->nonce);
  const struct tstring *msg = SHEX(k->msg), *ct = SHEX(k->ct);
  const struct nettle_cipher *c
    = key->length == 16 ? &nettle_aes128 : &nettle_aes256;
  size_t mlen = msg->length, tlen = ct->length - mlen, alen, split;
  uint8_t *adata, *out = malloc(ct->length + 1), *back = malloc(mlen + 1);
  uint8_t tag[16];
  void *cipher = malloc(c->context_size);
  struct ccm_ctx ccm;
  size_t i;

  if (k->adata)
    {
      const struct tstring *a = SHEX(k->adata);
      adata = a->data;
      alen = a->length;
    }
  else
    {
      alen = k->alen;
      adata = malloc(alen);
      for (i = 0; i < alen; i++)
	adata[i] = (uint8_t) i;
    }
  c->set_encrypt_key(cipher, key->data);

  /* Streaming, with the associated data split at every 16th point and
     the message in block-multiple pieces. */
  for (split = 0; split <= alen; split += (alen > 64 ? 4099 : 1))
    {
      size_t msplit = (split * 16) % (mlen + 1) & ~(size_t) 15;
      ccm_set_nonce(&ccm, cipher, c->encrypt, nonce->length, nonce->data,
		    alen, mlen, tlen);
      ccm_update(&ccm, cipher, c->encrypt, split, adata);
      ccm_update(&ccm, cipher, c->encrypt, alen - split, adata + split);
      ccm_encrypt(&ccm, cipher, c->encrypt, msplit, out, msg->data);
      ccm_encrypt(&ccm, cipher, c->encrypt, mlen - msplit, out + msplit,
		  msg->data + msplit);
      ccm_digest(&ccm, cipher, c->encrypt, tlen, out + mlen);
      check_bytes(k->source, out, ct->data, ct->length);

      ccm_set_nonce(&ccm, cipher, c->encrypt, nonce->length, nonce->data,
		    alen, mlen, tlen);
      ccm_update(&ccm, cipher, c->encrypt, alen - split, adata);
      ccm_update(&ccm, cipher, c->encrypt, split, adata + alen - split);
      ccm_decrypt(&ccm, cipher, c->encrypt, msplit, back, ct->data);
      ccm_decrypt(&ccm, cipher, c->encrypt, mlen - msplit, back + msplit,
		  ct->data + msplit);
      ccm_digest(&ccm, cipher, c->encrypt, tlen, tag);
      check_bytes(k->source, back, msg->data, mlen);
      check_bytes(k->source, tag, ct->data + mlen, tlen);
    }

  /* One-shot, generic and typed, and in place. */
  memset(out, 0, ct->length);
  ccm_encrypt_message(cipher, c->encrypt, nonce->length, nonce->data,
		      alen, adata, tlen, ct->length, out, msg->data);
  check_bytes(k->source, out, ct->data, ct->length);
  ASSERT(ccm_decrypt_message(cipher, c->encrypt, nonce->length, nonce->data,
			     alen, adata, tlen, mlen, back, ct->data));
  check_bytes(k->source, back, msg->data, mlen);
  if (key->length == 16)
    {
      struct ccm_aes128_ctx a;
      ccm_aes128_set_key(&a, key->data);
      memcpy(out, msg->data, mlen);
      ccm_aes128_encrypt_message(&a, nonce->length, nonce->data, alen, adata,
				 tlen, ct->length, out, out);
      check_bytes(k->source, out, ct->data, ct->length);
      ASSERT(ccm_aes128_decrypt_message(&a, nonce->length, nonce->data,
					alen, adata, tlen, mlen, out, out));
      check_bytes(k->source, out, msg->data, mlen);
      /* Truncated digest is a prefix. */
      ccm_aes128_set_nonce(&a, nonce->length, nonce->data, alen, mlen, tlen);
      ccm_aes128_update(&a, alen, adata);
      ccm_aes128_encrypt(&a, mlen, out, msg->data);
      ccm_aes128_digest(&a, tlen / 2, tag);
      check_bytes(k->source, tag, ct->data + mlen, tlen / 2);
    }
  else
    {
      struct ccm_aes256_ctx a;
      ccm_aes256_set_key(&a, key->data);
      ccm_aes256_encrypt_message(&a, nonce->length, nonce->data, alen, adata,
				 tlen, ct->length, out, msg->data);
      check_bytes(k->source, out, ct->data, ct->length);
      ASSERT(ccm_aes256_decrypt_message(&a, nonce->length, nonce->data,
					alen, adata, tlen, mlen, back,
					ct->data));
      check_bytes(k->source, back, msg->data, mlen);
    }

  /* A flipped bit anywhere is rejected, and dst is cleared. */
  memcpy(out, ct->data, ct->length);
  for (i = 0; i < ct->length; i += 3)
    {
      size_t j;
      out[i] ^= 0x10;
      memset(back, 0x55, mlen);
      ASSERT(!ccm_decrypt_message(cipher, c->encrypt, nonce->length,
				  nonce->data, alen, adata, tlen, mlen,
				  back, out));
      for (j = 0; j < mlen; j++)
	ASSERT(back[j] == 0);
      out[i] ^= 0x10;
    }
  test_ok("%s (%s, nonce %zu, adata %zu, message %zu, tag %zu): streaming "
	  "splits, one-shot, typed, in place, truncation, bad tags",
	  k->source, c->name, nonce->length, alen, mlen, tlen);
  if (!k->adata)
    free(adata);
  free(out);
  free(back);
  free(cipher);
}

/* AES-192 has no published vector: typed functions against the
   generic ones. */
static void
test_aes192(void)
{
  struct ccm_aes192_ctx a;
  struct aes192_ctx c;
  uint8_t key[24], nonce[13], ad[40], msg[100], c1[116], c2[116], p[100];
  test_rand_bytes(sizeof(key), key);
  test_rand_bytes(sizeof(nonce), nonce);
  test_rand_bytes(sizeof(ad), ad);
  test_rand_bytes(sizeof(msg), msg);
  aes192_set_encrypt_key(&c, key);
  ccm_encrypt_message(&c, (nettle_cipher_func *) aes192_encrypt,
		      13, nonce, 40, ad, 16, 116, c1, msg);
  ccm_aes192_set_key(&a, key);
  ccm_aes192_encrypt_message(&a, 13, nonce, 40, ad, 16, 116, c2, msg);
  check_bytes("ccm_aes192", c2, c1, 116);
  ASSERT(ccm_aes192_decrypt_message(&a, 13, nonce, 40, ad, 16, 100, p, c2));
  check_bytes("ccm_aes192", p, msg, 100);
  test_ok("ccm_aes192 equals generic CCM with nettle_aes192");
}

static void
bad_nonce(void *arg)
{
  struct ccm_aes128_ctx a;
  uint8_t n[15] = { 0 };
  memset(&a, 0, sizeof(a));
  ccm_aes128_set_nonce(&a, (size_t) (uintptr_t) arg, n, 0, 0, 16);
}

/* The one-pass path (f the AES function itself) against the two passes
   (the same cipher at another address, test_aes_key) on random messages of every
   length to 100 bytes and some longer, with associated data of 0-21
   bytes (a partial MAC block before the message), in one call or
   split at a block boundary, in place and not, both directions,
   AES-128 and AES-256, nonces of 7-13 bytes. */
#define ONE_PASS_MAX 1500
static void
test_one_pass(void)
{
  static uint8_t plain[ONE_PASS_MAX], ref[ONE_PASS_MAX];
  static uint8_t buf[ONE_PASS_MAX], out[ONE_PASS_MAX];
  uint8_t nonce[13], adata[21], tag[16], ref_tag[16];
  struct aes256_ctx cipher;
  test_cipher_func *f, *opaque;
  unsigned bits, dir;
  size_t n;

  for (bits = 128; bits <= 256; bits += 128)
    for (n = 0; n <= ONE_PASS_MAX; n += n < 100 ? 1 : 37)
      {
	size_t split = n % 3 ? (n / 2) & ~(size_t) 15 : 0;
	size_t nlength = 7 + n % 7, alength = n % 22;
	uint8_t *dst = n % 2 ? out : buf;
	struct ccm_ctx c;

	test_rand_bytes(sizeof(nonce), nonce);
	test_rand_bytes(sizeof(adata), adata);
	test_rand_bytes(n, plain);
	f = test_aes_key(&cipher, bits, &opaque);

	ccm_set_nonce(&c, &cipher, opaque, nlength, nonce, alength, n, 16);
	ccm_update(&c, &cipher, opaque, alength, adata);
	ccm_encrypt(&c, &cipher, opaque, n, ref, plain);
	ccm_digest(&c, &cipher, opaque, 16, ref_tag);

	for (dir = 0; dir < 2; dir++)
	  {
	    memcpy(buf, dir ? ref : plain, n);
	    ccm_set_nonce(&c, &cipher, f, nlength, nonce, alength, n, 16);
	    ccm_update(&c, &cipher, f, alength, adata);
	    (dir ? ccm_decrypt : ccm_encrypt) (&c, &cipher, f, split, dst, buf);
	    (dir ? ccm_decrypt : ccm_encrypt)
	      (&c, &cipher, f, n - split, dst + split, buf + split);
	    ccm_digest(&c, &cipher, f, 16, tag);
	    check_bytes(dir ? "ccm one pass, plaintext" : "ccm one pass, "
			"ciphertext", dst, dir ? plain : ref, n);
	    check_bytes("ccm one pass, tag", tag, ref_tag, 16);
	  }
      }
  test_ok("CCM with AES: one pass equals two passes, lengths 0-%u, split, "
	  "in place and not, both directions, AES-128/256", ONE_PASS_MAX);
}

void
test_main(void)
{
  unsigned i;
  test_one_pass();
  ASSERT(sizeof(struct ccm_ctx) == (sizeof(void *) == 8 ? 40 : 36));
  for (i = 0; i < sizeof(kats) / sizeof(kats[0]); i++)
    test_kat(&kats[i]);
  test_aes192();
  ASSERT(test_aborts(bad_nonce, (void *) 6));
  ASSERT(test_aborts(bad_nonce, (void *) 15));
  ASSERT(!test_aborts(bad_nonce, (void *) 7));
  test_ok("nonce of 6 or 15 bytes asserts, 7 does not");
}
