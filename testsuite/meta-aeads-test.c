/* meta-aeads-test.c

   One routine over every descriptor of nettle_get_aeads(), so each
   AEAD is covered as it lands: the list is a subsequence of Nettle
   3.10.2's, in its order; for random keys, nonces, associated data and
   messages of every length up to a few blocks: streaming in pieces of
   whole blocks equals one call; decryption inverts encryption and
   gives the same tag; in place and misaligned buffers, and buffers
   that end at an unmapped page; every shorter digest is a prefix; a
   flipped bit in the ciphertext or the associated data changes the
   tag.
*/

#include "testutils.h"

#include "nettle-meta.h"

/* nettle_get_aeads() of Nettle 3.10.2, in order (abi-structs.tsv). */
static const char *const nettle_order[] =
  {
    "gcm_aes128", "gcm_aes192", "gcm_aes256", "gcm_camellia128",
    "gcm_camellia256", "gcm_sm4", "eax_aes128", "chacha_poly1305",
  };
#define NETTLE_AEADS (sizeof(nettle_order) / sizeof(nettle_order[0]))

static void
test_list(void)
{
  const struct nettle_aead *const *list = nettle_get_aeads();
  size_t i, pos = 0;

  for (i = 0; list[i]; i++)
    {
      while (pos < NETTLE_AEADS && strcmp(nettle_order[pos], list[i]->name))
	pos++;
      if (pos == NETTLE_AEADS)
	test_fail("nettle_get_aeads: %s is not in Nettle's list or out of "
		  "order", list[i]->name);
      pos++;
    }
  ASSERT(i <= NETTLE_AEADS);
  ASSERT(nettle_aeads == list);
  test_ok("nettle_get_aeads: %zu entries, in Nettle 3.10.2's order", i);
}

/* Encrypts (or decrypts) in pieces: associated data and message are
   cut at random multiples of the block size. pieces == 0 means one
   call each. */
static void
run(const struct nettle_aead *aead, void *ctx, int decrypt,
    const uint8_t *nonce, size_t alen, const uint8_t *adata,
    size_t mlen, uint8_t *dst, const uint8_t *src, int pieces,
    size_t tlen, uint8_t *tag)
{
  size_t b = aead->block_size, done;

  aead->set_nonce(ctx, nonce);
  for (done = 0; pieces && alen - done > b; )
    {
      size_t n = b * (1 + test_rand_below((alen - done) / b));
      if (n >= alen - done)
	break;
      aead->update(ctx, n, adata + done);
      done += n;
    }
  aead->update(ctx, alen - done, adata + done);
  for (done = 0; pieces && mlen - done > b; )
    {
      size_t n = b * (1 + test_rand_below((mlen - done) / b));
      if (n >= mlen - done)
	break;
      (decrypt ? aead->decrypt : aead->encrypt)(ctx, n, dst + done,
						src + done);
      done += n;
    }
  (decrypt ? aead->decrypt : aead->encrypt)(ctx, mlen - done, dst + done,
					    src + done);
  aead->digest(ctx, tlen, tag);
}

static void
test_aead(const struct nettle_aead *aead)
{
  void *ectx = malloc(aead->context_size), *dctx = malloc(aead->context_size);
  size_t maxlen = 4 * aead->block_size + 3, mlen;
  uint8_t *key = malloc(aead->key_size), *nonce = malloc(aead->nonce_size);
  uint8_t *adata = malloc(maxlen), *msg = malloc(maxlen + 1);
  uint8_t *ct = malloc(maxlen), *buf = malloc(maxlen + 1);
  uint8_t tag[64], tag2[64];
  size_t dsize = aead->digest_size;

  ASSERT(dsize <= sizeof(tag));
  test_rand_bytes(aead->key_size, key);
  aead->set_encrypt_key(ectx, key);
  aead->set_decrypt_key(dctx, key);

  for (mlen = 0; mlen <= maxlen; mlen++)
    {
      size_t alen = test_rand_below(maxlen + 1), t, off;
      uint8_t *g;

      test_rand_bytes(aead->nonce_size, nonce);
      test_rand_bytes(alen, adata);
      test_rand_bytes(mlen, msg);

      run(aead, ectx, 0, nonce, alen, adata, mlen, ct, msg, 0, dsize, tag);

      /* Pieces, both directions. */
      run(aead, ectx, 0, nonce, alen, adata, mlen, buf, msg, 1, dsize, tag2);
      check_bytes("pieces: ciphertext", buf, ct, mlen);
      check_bytes("pieces: tag", tag2, tag, dsize);
      run(aead, dctx, 1, nonce, alen, adata, mlen, buf, ct, 1, dsize, tag2);
      check_bytes("decrypt: plaintext", buf, msg, mlen);
      check_bytes("decrypt: tag", tag2, tag, dsize);

      /* In place, misaligned by one byte. */
      memcpy(buf + 1, msg, mlen);
      run(aead, ectx, 0, nonce, alen, adata, mlen, buf + 1, buf + 1, 1,
	  dsize, tag2);
      check_bytes("in place: ciphertext", buf + 1, ct, mlen);
      run(aead, dctx, 1, nonce, alen, adata, mlen, buf + 1, buf + 1, 0,
	  dsize, tag2);
      check_bytes("in place: plaintext", buf + 1, msg, mlen);

      /* Output ending at an unmapped page, input starting after one. */
      g = guard_end(mlen);
      run(aead, ectx, 0, nonce, alen, adata, mlen, g, msg, 0, dsize, tag2);
      check_bytes("guard page: ciphertext", g, ct, mlen);
      guard_free(g);
      g = guard_start(mlen);
      memcpy(g, ct, mlen);
      run(aead, dctx, 1, nonce, alen, adata, mlen, buf, g, 0, dsize, tag2);
      check_bytes("guard page: plaintext", buf, msg, mlen);
      guard_free(g);

      /* Truncated digests are prefixes. */
      for (t = 1; t < dsize; t++)
	{
	  memset(tag2, 0xa5, sizeof(tag2));
	  run(aead, ectx, 0, nonce, alen, adata, mlen, buf, msg, 0, t, tag2);
	  check_bytes("truncated tag", tag2, tag, t);
	  ASSERT(tag2[t] == 0xa5);
	}

      /* Tampering changes the tag. */
      if (mlen)
	{
	  off = test_rand_below(mlen);
	  memcpy(buf, ct, mlen);
	  buf[off] ^= 1 << test_rand_below(8);
	  run(aead, dctx, 1, nonce, alen, adata, mlen, buf, buf, 0, dsize,
	      tag2);
	  ASSERT(memcmp(tag2, tag, dsize) != 0);
	}
      if (alen)
	{
	  adata[test_rand_below(alen)] ^= 0x80;
	  run(aead, dctx, 1, nonce, alen, adata, mlen, buf, ct, 0, dsize,
	      tag2);
	  ASSERT(memcmp(tag2, tag, dsize) != 0);
	}
    }
  test_ok("%s: lengths 0..%zu, pieces, round trip, in place, misaligned, "
	  "guard pages, truncation, tampering", aead->name, maxlen);
  free(ectx); free(dctx); free(key); free(nonce);
  free(adata); free(msg); free(ct); free(buf);
}

void
test_main(void)
{
  const struct nettle_aead *const *list = nettle_get_aeads();
  size_t i;

  test_list();
  for (i = 0; list[i]; i++)
    test_aead(list[i]);
}
