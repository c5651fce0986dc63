/* eax-test.c

   EAX with AES-128: the ten test vectors of Bellare, Rogaway and
   Wagner, "The EAX Mode of Operation" (FSE 2004), Appendix; through
   the typed eax_aes128_* functions (nonce of 16 bytes and the
   descriptor), the generic eax_* functions via the EAX_* macros, with
   split associated data and message, in place, and truncated tags.
   The descriptor-driven properties are in meta-aeads-test.
*/

#include "testutils.h"

#include "aes.h"
#include "eax.h"

struct eax_kat
{
  const char *key, *nonce, *header, *msg, *ct, *tag;
};

static const struct eax_kat kats[] =
  {
    { "233952DEE4D5ED5F9B9C6D6FF80FF478", "62EC67F9C3A4A407FCB2A8C49031A8B3",
      "6BFB914FD07EAE6B", "", "", "E037830E8389F27B025A2D6527E79D01" },
    { "91945D3F4DCBEE0BF45EF52255F095A4", "BECAF043B0A23D843194BA972C66DEBD",
      "FA3BFD4806EB53FA", "F7FB", "19DD", "5C4C9331049D0BDAB0277408F67967E5" },
    { "01F74AD64077F2E704C0F60ADA3DD523", "70C3DB4F0D26368400A10ED05D2BFF5E",
      "234A3463C1264AC6", "1A47CB4933", "D851D5BAE0",
      "3A59F238A23E39199DC9266626C40F80" },
    { "D07CF6CBB7F313BDDE66B727AFD3C5E8", "8408DFFF3C1A2B1292DC199E46B7D617",
      "33CCE2EABFF5A79D", "481C9E39B1", "632A9D131A",
      "D4C168A4225D8E1FF755939974A7BEDE" },
    { "35B6D0580005BBC12B0587124557D2C2", "FDB6B06676EEDC5C61D74276E1F8E816",
      "AEB96EAEBE2970E9", "40D0C07DA5E4", "071DFE16C675",
      "CB0677E536F73AFE6A14B74EE49844DD" },
    { "BD8E6E11475E60B268784C38C62FEB22", "6EAC5C93072D8E8513F750935E46DA1B",
      "D4482D1CA78DCE0F", "4DE3B35C3FC039245BD1FB7D",
      "835BB4F15D743E350E728414", "ABB8644FD6CCB86947C5E10590210A4F" },
    { "7C77D6E813BED5AC98BAA417477A2E7D", "1A8C98DCD73D38393B2BF1569DEEFC19",
      "65D2017990D62528", "8B0A79306C9CE7ED99DAE4F87F8DD61636",
      "02083E3979DA014812F59F11D52630DA30", "137327D10649B0AA6E1C181DB617D7F2" },
    { "5FFF20CAFAB119CA2FC73549E20F5B0D", "DDE59B97D722156D4D9AFF2BC7559826",
      "54B9F04E6A09189A", "1BDA122BCE8A8DBAF1877D962B8592DD2D56",
      "2EC47B2C4954A489AFC7BA4897EDCDAE8CC3",
      "3B60450599BD02C96382902AEF7F832A" },
    { "A4A4782BCFFD3EC5E7EF6D8C34A56123", "B781FCF2F75FA5A8DE97A9CA48E522EC",
      "899A175897561D7E", "6CF36720872B8513F6EAB1A8A44438D5EF11",
      "0DE18FD0FDD91E7AF19F1D8EE8733938B1E8",
      "E7F6D2231618102FDB7FE55FF1991700" },
    { "8395FCF1E95BEBD697BD010BC766AAC3", "22E7ADD93CFC6393C57EC0B3C17D6B44",
      "126735FCC320D25A", "CA40D7446E545FFAED3BD12A740A659FFBBB3CEAB7",
      "CB8920F87A6C75CFF39627B56E3ED197C552D295A7",
      "CFC46AFC253B4652B1AF3795B124AB6E" },
  };

/* The one-pass path (f the AES function itself) against the two passes
   (the same cipher at another address, test_aes_key) on random messages of every
   length to 100 bytes and some longer (past EAX_ONE_PASS_MIN), in one
   call or split at a block boundary, in place and not, both
   directions, AES-128 and AES-256. */
#define ONE_PASS_MAX 1500
static void
test_one_pass(void)
{
  static uint8_t plain[ONE_PASS_MAX], ref[ONE_PASS_MAX];
  static uint8_t buf[ONE_PASS_MAX], out[ONE_PASS_MAX];
  uint8_t nonce[16], hdr[21], tag[16], ref_tag[16];
  struct aes256_ctx cipher;
  test_cipher_func *f, *opaque;
  unsigned bits, dir;
  size_t n;

  for (bits = 128; bits <= 256; bits += 128)
    for (n = 0; n <= ONE_PASS_MAX; n += n < 100 ? 1 : 37)
      {
	size_t split = n % 3 ? (n / 2) & ~(size_t) 15 : 0;
	uint8_t *dst = n % 2 ? out : buf;
	struct eax_key k;
	struct eax_ctx c;

	test_rand_bytes(sizeof(nonce), nonce);
	test_rand_bytes(sizeof(hdr), hdr);
	test_rand_bytes(n, plain);
	f = test_aes_key(&cipher, bits, &opaque);

	eax_set_key(&k, &cipher, opaque);
	eax_set_nonce(&c, &k, &cipher, opaque, sizeof(nonce), nonce);
	eax_update(&c, &k, &cipher, opaque, n % 22, hdr);
	eax_encrypt(&c, &k, &cipher, opaque, n, ref, plain);
	eax_digest(&c, &k, &cipher, opaque, 16, ref_tag);

	eax_set_key(&k, &cipher, f);
	for (dir = 0; dir < 2; dir++)
	  {
	    memcpy(buf, dir ? ref : plain, n);
	    eax_set_nonce(&c, &k, &cipher, f, sizeof(nonce), nonce);
	    eax_update(&c, &k, &cipher, f, n % 22, hdr);
	    (dir ? eax_decrypt : eax_encrypt)
	      (&c, &k, &cipher, f, split, dst, buf);
	    (dir ? eax_decrypt : eax_encrypt)
	      (&c, &k, &cipher, f, n - split, dst + split, buf + split);
	    eax_digest(&c, &k, &cipher, f, 16, tag);
	    check_bytes(dir ? "eax one pass, plaintext" : "eax one pass, "
			"ciphertext", dst, dir ? plain : ref, n);
	    check_bytes("eax one pass, tag", tag, ref_tag, 16);
	  }
      }
  test_ok("EAX with AES: one pass equals two passes, lengths 0-%u, split, "
	  "in place and not, both directions, AES-128/256", ONE_PASS_MAX);
}

void
test_main(void)
{
  unsigned i;
  test_one_pass();
  ASSERT(sizeof(struct eax_aes128_ctx) == 272);
  for (i = 0; i < sizeof(kats) / sizeof(kats[0]); i++)
    {
      const struct tstring *key = SHEX(kats[i].key);
      const struct tstring *nonce = SHEX(kats[i].nonce);
      const struct tstring *hdr = SHEX(kats[i].header);
      const struct tstring *msg = SHEX(kats[i].msg);
      const struct tstring *ct = SHEX(kats[i].ct);
      const struct tstring *tag = SHEX(kats[i].tag);
      struct eax_aes128_ctx a;
      struct EAX_CTX(struct aes128_ctx) g;
      uint8_t buf[32], t[16];
      size_t n = msg->length, split = n & ~(size_t) 15;
      unsigned tl;

      eax_aes128_set_key(&a, key->data);
      eax_aes128_set_nonce(&a, nonce->length, nonce->data);
      eax_aes128_update(&a, hdr->length, hdr->data);
      eax_aes128_encrypt(&a, n, buf, msg->data);
      eax_aes128_digest(&a, 16, t);
      check_bytes("eax_aes128 ciphertext", buf, ct->data, n);
      check_bytes("eax_aes128 tag", t, tag->data, 16);

      /* Generic, in place, message split at the last block boundary. */
      EAX_SET_KEY(&g, aes128_set_encrypt_key, aes128_encrypt, key->data);
      EAX_SET_NONCE(&g, aes128_encrypt, nonce->length, nonce->data);
      EAX_UPDATE(&g, aes128_encrypt, hdr->length, hdr->data);
      memcpy(buf, ct->data, n);
      EAX_DECRYPT(&g, aes128_encrypt, split, buf, buf);
      EAX_DECRYPT(&g, aes128_encrypt, n - split, buf + split, buf + split);
      EAX_DIGEST(&g, aes128_encrypt, 16, t);
      check_bytes("eax generic plaintext", buf, msg->data, n);
      check_bytes("eax generic tag", t, tag->data, 16);

      for (tl = 1; tl <= 16; tl++)
	{
	  uint8_t tt[16];
	  memset(tt, 0, sizeof(tt));
	  eax_aes128_set_nonce(&a, nonce->length, nonce->data);
	  eax_aes128_update(&a, hdr->length, hdr->data);
	  eax_aes128_decrypt(&a, n, buf, ct->data);
	  eax_aes128_digest(&a, tl, tt);
	  check_bytes("eax truncated tag", tt, tag->data, tl);
	}
      test_ok("EAX paper vector %u (message %zu bytes): typed, generic, in "
	      "place, split, every tag length", i + 1, n);
    }
}
