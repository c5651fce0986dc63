/* bulk-variants-test.c

   The AES bulk routines (kind FV_BULK of fat-variants.h: CBC
   decryption, CTR, XTS both ways, CFB both ways), every variant of
   fat-table.h that this CPU runs: the standards' known answers, and
   CTR counters at and near their carries; and the one-pass GCM
   routines (FV_GCM) from every low byte of the 32-bit count, and the
   one-pass CCM routines (FV_CCM) at the same carries as CTR; against
   the models of aes-mode-models.h and fat-variants.h on the portable
   AES core (fv_model); and OCB (FV_OCB) across the powers of two of
   the block index. Lengths, offsets, in-place
   calls and guard pages are aes-variants-test's and aes-guard-test's,
   on the same models and the same table, so a new backend cannot be
   left out.

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

#include <stdio.h>
#include <string.h>

#include "testutils.h"

#include "fat-variants.h"

/* As the C glue calls it: the variant does the whole blocks it says it
   did, the model finishes. */
static void
run_variant(const struct fv_variant *v, enum fv_kind kind,
	    const struct fv_key *k, uint8_t *chain, size_t length,
	    uint8_t *dst, const uint8_t *src)
{
  size_t done;
  fv_set_current(v->stem, v->variant, 8 * k->size, length, "known answer");
  done = fv_invoke(kind, v->fn, k, fv_decrypts(v->stem), chain, length,
		   dst, src);
  if (done > length || done % 16)
    test_fail("%s, variant %s: returned %zu of %zu", v->stem, v->variant,
	      done, length);
  fv_model(kind, v->stem, k, chain, length - done, dst + done, src + done);
}

/* A known answer of one bulk routine, AES-128: key, the chaining value
   before and after, input and output (hex). */
struct kat
{
  const char *stem;
  const char *source;
  const char *key, *chain, *chain_after, *in, *out;
};

/* The SP 800-38A plaintext, four blocks. */
#define SP800_38A_PT \
  "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e51" \
  "30c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710"
#define SP800_38A_KEY "2b7e151628aed2a6abf7158809cf4f3c"

static const struct kat kats[] = {
  { "cbc_aes_decrypt", "SP 800-38A F.2.2", SP800_38A_KEY,
    "000102030405060708090a0b0c0d0e0f", "3ff1caa1681fac09120eca307586e1a7",
    "7649abac8119b246cee98e9b12e9197d5086cb9b507219ee95db113a917678b2"
    "73bed6b8e3c1743b7116e69e222295163ff1caa1681fac09120eca307586e1a7",
    SP800_38A_PT },
  { "ctr_aes_crypt", "SP 800-38A F.5.1", SP800_38A_KEY,
    "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff", "f0f1f2f3f4f5f6f7f8f9fafbfcfdff03",
    SP800_38A_PT,
    "874d6191b620e3261bef6864990db6ce9806f66b7970fdff8617187bb9fffdff"
    "5ae4df3edbd5d35e5b4f09020db03eab1e031dda2fbe03d1792170a0f3009cee" },
  { "cfb_aes_encrypt", "SP 800-38A F.3.13", SP800_38A_KEY,
    "000102030405060708090a0b0c0d0e0f", "c04b05357c5d1c0eeac4c66f9ff7f2e6",
    SP800_38A_PT,
    "3b3fd92eb72dad20333449f8e83cfb4ac8a64537a0b3a93fcde3cdad9f1ce58b"
    "26751f67a3cbb140b1808cf187a4f4dfc04b05357c5d1c0eeac4c66f9ff7f2e6" },
  { "cfb_aes_decrypt", "SP 800-38A F.3.14", SP800_38A_KEY,
    "000102030405060708090a0b0c0d0e0f", "c04b05357c5d1c0eeac4c66f9ff7f2e6",
    "3b3fd92eb72dad20333449f8e83cfb4ac8a64537a0b3a93fcde3cdad9f1ce58b"
    "26751f67a3cbb140b1808cf187a4f4dfc04b05357c5d1c0eeac4c66f9ff7f2e6",
    SP800_38A_PT },
  /* The first 16 of F.3.7's 18 bytes: the register after them is the
     ciphertext. */
  { "cfb8_aes_encrypt", "SP 800-38A F.3.7", SP800_38A_KEY,
    "000102030405060708090a0b0c0d0e0f", "3b79424c9c0dd436bace9e0ed4586a4f",
    "6bc1bee22e409f96e93d7e117393172a", "3b79424c9c0dd436bace9e0ed4586a4f" },
  /* IEEE Std 1619-2007, Annex B, XTS-AES-128 vector 1: both keys zero,
     data unit 0, so the tweak is T = E(0, 0), and T * x^2 after. */
  { "xts_aes_encrypt", "IEEE 1619 B vector 1", "00000000000000000000000000000000",
    "66e94bd4ef8a2c3b884cfa59ca342b2e", "98a52f51bf2bb2ec2032e96729d3acb8",
    "0000000000000000000000000000000000000000000000000000000000000000",
    "917cf69ebd68b2ec9b9fe9a3eadda692cd43d2f59598ed858c02c2652fbf922e" },
  { "xts_aes_decrypt", "IEEE 1619 B vector 1", "00000000000000000000000000000000",
    "66e94bd4ef8a2c3b884cfa59ca342b2e", "98a52f51bf2bb2ec2032e96729d3acb8",
    "917cf69ebd68b2ec9b9fe9a3eadda692cd43d2f59598ed858c02c2652fbf922e",
    "0000000000000000000000000000000000000000000000000000000000000000" },
};

static void
test_kats(const struct fv_variant *v)
{
  size_t i;
  unsigned n = 0;
  for (i = 0; i < sizeof(kats) / sizeof(kats[0]); i++)
    {
      const struct kat *t = &kats[i];
      const struct tstring *in = SHEX(t->in), *out = SHEX(t->out);
      uint8_t chain[16], dst[64];
      struct fv_key k;
      if (strcmp(t->stem, v->stem))
	continue;
      fv_key_set(&k, 16, SHEX(t->key)->data, fv_decrypts(v->stem));
      memcpy(chain, SHEX(t->chain)->data, 16);
      run_variant(v, FV_BULK, &k, chain, in->length, dst, in->data);
      check_bytes(t->source, dst, out->data, out->length);
      check_bytes(t->source, chain, SHEX(t->chain_after)->data, 16);
      n++;
    }
  if (!n)
    test_fail("%s: no known answer (add one to kats in bulk-variants-test.c)",
	      v->stem);
}

/* CTR counters near and at a carry: the low 64 bits just below
   wrapping (the carry falls inside a batch, at its end, or in the
   tail), the whole 128 bits wrapping, and only the low 32 bits
   wrapping (a 32-bit lane would lose the carry). For ctr_aes_crypt
   (kind FV_BULK) and the CCM routines (FV_CCM, whose state starts with
   the counter; the CBC-MAC value after it is random). */
static void
test_ctr_carry(const struct fv_variant *v, enum fv_kind kind,
	       const struct fv_key *k)
{
  static const unsigned low_byte[] = { 0xf0, 0xf4, 0xf7, 0xf8, 0xf9, 0xfc, 0xff };
  uint8_t message[16 * 48], dst[16 * 48], ref[16 * 48];
  FV_CHAIN(chain0);
  FV_CHAIN(chain);
  FV_CHAIN(ref_chain);
  size_t chain_size = fv_chain_size(kind);
  unsigned i, hi;
  size_t blocks;

  for (hi = 0; hi < 4; hi++)
    for (i = 0; i < sizeof(low_byte) / sizeof(low_byte[0]); i++)
      for (blocks = 0; blocks <= 44; blocks++)
	{
	  test_rand_bytes(chain_size, chain0);
	  switch (hi)
	    {
	    case 0:
	      memset(chain0 + 8, 0xff, 7);
	      break;
	    case 1:
	      memset(chain0, 0xff, 15);
	      break;
	    case 2:
	      chain0[11] &= 0x7f;
	      memset(chain0 + 12, 0xff, 3);
	      break;
	    case 3:
	      /* The whole counter wraps to zero (low byte 0xff only). */
	      memset(chain0, 0xff, 16);
	      break;
	    }
	  if (hi < 3)
	    chain0[15] = (uint8_t) low_byte[i];
	  test_rand_bytes(16 * blocks, message);
	  memcpy(chain, chain0, chain_size);
	  memcpy(ref_chain, chain0, chain_size);
	  run_variant(v, kind, k, chain, 16 * blocks, dst, message);
	  fv_model(kind, v->stem, k, ref_chain, 16 * blocks, ref, message);
	  check_bytes("ctr carry", dst, ref, 16 * blocks);
	  check_bytes("ctr carry, counter and state", chain, ref_chain,
		      chain_size);
	}
}

/* The one-pass GCM routines (kind FV_GCM): every low byte of the
   32-bit count to start from, so that the byte carries at each place
   in a step of eight blocks and of the step ahead (a routine may make
   the counter blocks of the next step while it does this one), with
   the upper 24 bits random or all ones (the count then wraps modulo
   2^32, which must not carry into byte 11), over one to five steps. */
static void
test_gcm_counter(const struct fv_variant *v, const struct fv_key *k)
{
  static const size_t blocks[] = { 8, 16, 23, 40 };
  uint8_t message[16 * 40], dst[16 * 40], ref[16 * 40];
  FV_CHAIN(chain0);
  FV_CHAIN(chain);
  FV_CHAIN(ref_chain);
  unsigned low, wrap, j;
  char what[160];

  for (wrap = 0; wrap < 2; wrap++)
    for (low = 0; low < 256; low++)
      for (j = 0; j < sizeof(blocks) / sizeof(blocks[0]); j++)
	{
	  size_t length = 16 * blocks[j], done;
	  test_rand_bytes(32, chain0);
	  if (wrap)
	    memset(chain0 + 28, 0xff, 3);
	  chain0[31] = (uint8_t) low;
	  test_rand_bytes(length, message);
	  memcpy(chain, chain0, 32);
	  memcpy(ref_chain, chain0, 32);
	  fv_set_current(v->stem, v->variant, 8 * k->size, length,
			 "gcm counter");
	  done = fv_invoke(FV_GCM, v->fn, k, 0, chain, length, dst, message);
	  if (done > length || done % 16)
	    test_fail("%s, variant %s: returned %zu of %zu", v->stem,
		      v->variant, done, length);
	  fv_model(FV_GCM, v->stem, k, chain, length - done, dst + done,
		   message + done);
	  fv_model(FV_GCM, v->stem, k, ref_chain, length, ref, message);
	  snprintf(what, sizeof(what), "%s, variant %s, AES-%u, count "
		   "%02x%02x%02x%02x, %zu blocks: output", v->stem, v->variant,
		   8 * k->size, chain0[28], chain0[29], chain0[30], chain0[31],
		   blocks[j]);
	  check_bytes(what, dst, ref, length);
	  strcpy(what + strlen(what) - strlen("output"), "state, counter");
	  check_bytes(what, chain, ref_chain, 32);
	}
}

/* OCB (kind FV_OCB): block indexes just below every power of two from
   2^4 to 2^63, so that the groups of 16 end with every ntz, in two
   calls split where the power of two is reached (the second one
   starting with it done, as the glue calls it), with 0-19 blocks past
   the groups; against one call of the model. */
static void
test_ocb_index(const struct fv_variant *v, const struct fv_key *k)
{
  static const size_t extra[] = { 0, 1, 7, 19 };
  uint8_t message[16 * 67], dst[16 * 67], ref[16 * 67];
  FV_CHAIN(chain);
  FV_CHAIN(ref_chain);
  struct ocb_aes_state *s = (struct ocb_aes_state *) chain;
  struct ocb_aes_state *r = (struct ocb_aes_state *) ref_chain;
  int decrypt = fv_decrypts(v->stem);
  unsigned shift, m, e;
  char what[160];

  for (shift = 4; shift < 64; shift++)
    for (m = 1; m <= 3 && 16 * m <= ((uint64_t) 1 << shift); m++)
      for (e = 0; e < FV_COUNT(extra); e++)
	{
	  size_t length = 16 * (16 * m + extra[e]), first = 16 * 16 * m;
	  size_t done;
	  test_rand_bytes(sizeof(chain), chain);
	  s->index = ((uint64_t) 1 << shift) - 16 * m;
	  memcpy(ref_chain, chain, sizeof(chain));
	  test_rand_bytes(length, message);
	  fv_set_current(v->stem, v->variant, 8 * k->size, length,
			 "ocb index");
	  done = fv_invoke(FV_OCB, v->fn, k, decrypt, chain, first, dst,
			   message);
	  fv_model(FV_OCB, v->stem, k, chain, first - done, dst + done,
		   message + done);
	  s->index += first / 16;
	  done = fv_invoke(FV_OCB, v->fn, k, decrypt, chain, length - first,
			   dst + first, message + first);
	  fv_model(FV_OCB, v->stem, k, chain, length - first - done,
		   dst + first + done, message + first + done);
	  fv_model(FV_OCB, v->stem, k, ref_chain, length, ref, message);
	  r->index += first / 16;
	  snprintf(what, sizeof(what), "%s, variant %s, AES-%u, index 2^%u - "
		   "%u, %zu blocks: output", v->stem, v->variant,
		   8 * k->size, shift, 16 * m, length / 16);
	  check_bytes(what, dst, ref, length);
	  strcpy(what + strlen(what) - strlen("output"), "state");
	  check_bytes(what, chain, ref_chain, sizeof(chain));
	}
}

void
test_main(void)
{
  size_t i;
  unsigned run = 0;

  fv_catch_faults();
  for (i = 0; i < FV_COUNT(fv_variants); i++)
    {
      const struct fv_variant *v = &fv_variants[i];
      unsigned size;
      enum fv_kind kind = fv_kind(fv_function_of(v));
      if (kind != FV_BULK && kind != FV_CCM && kind != FV_GCM
	  && kind != FV_OCB)
	continue;
      if (!fv_runnable(v))
	{
	  printf("  note: %s, variant %s: not run, the CPU lacks its features\n",
		 v->stem, v->variant);
	  continue;
	}
      if (kind == FV_GCM)
	{
	  for (size = 16; size <= 32; size += 16)
	    {
	      struct fv_key k;
	      fv_key_init(&k, size, 0);
	      test_gcm_counter(v, &k);
	    }
	  test_ok("%s, variant %s: every low byte of the count to start "
		  "from, the count wrapping, 1-5 steps, AES-128/256",
		  v->stem, v->variant);
	  continue;
	}
      if (kind == FV_CCM)
	{
	  /* Known answers through the glue: ccm-test (RFC 3610). */
	  for (size = 16; size <= 32; size += 8)
	    {
	      struct fv_key k;
	      fv_key_init(&k, size, 0);
	      test_ctr_carry(v, kind, &k);
	    }
	  test_ok("%s, variant %s: counters carrying out of 32, 64 and 128 "
		  "bits, AES-128/192/256", v->stem, v->variant);
	  run++;
	  continue;
	}
      if (kind == FV_OCB)
	{
	  for (size = 16; size <= 32; size += 8)
	    {
	      struct fv_key k;
	      fv_key_init(&k, size, fv_decrypts(v->stem));
	      test_ocb_index(v, &k);
	    }
	  test_ok("%s, variant %s: block indexes below every power of two, "
		  "split calls, AES-128/192/256", v->stem, v->variant);
	  continue;
	}
      test_kats(v);
      if (!strcmp(v->stem, "ctr_aes_crypt"))
	{
	  for (size = 16; size <= 32; size += 8)
	    {
	      struct fv_key k;
	      fv_key_init(&k, size, 0);
	      test_ctr_carry(v, kind, &k);
	    }
	  test_ok("%s, variant %s: %s; counters carrying out of 32, 64 and "
		  "128 bits, AES-128/192/256", v->stem, v->variant,
		  "SP 800-38A F.5.1");
	}
      else
	test_ok("%s, variant %s: known answers", v->stem, v->variant);
      run++;
    }
  if (!run)
    test_fail("no bulk routine in fat-table.h");
}
