/* des-test.c

   DES and triple DES: published known answers, a bit-by-bit DES
   written from the FIPS 46-3 tables compared on random keys and
   blocks, weak keys, parity, in place, and the length assert.

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

#include "des.h"
#include "tools/des-fips-tables.h"

/* FIPS 46-3 tables, numbered from 1 at the most significant bit. */
static const uint8_t fips_ip[64] = {
  58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4,
  62, 54, 46, 38, 30, 22, 14, 6, 64, 56, 48, 40, 32, 24, 16, 8,
  57, 49, 41, 33, 25, 17, 9, 1, 59, 51, 43, 35, 27, 19, 11, 3,
  61, 53, 45, 37, 29, 21, 13, 5, 63, 55, 47, 39, 31, 23, 15, 7,
};
static const uint8_t fips_e[48] = {
  32, 1, 2, 3, 4, 5, 4, 5, 6, 7, 8, 9,
  8, 9, 10, 11, 12, 13, 12, 13, 14, 15, 16, 17,
  16, 17, 18, 19, 20, 21, 20, 21, 22, 23, 24, 25,
  24, 25, 26, 27, 28, 29, 28, 29, 30, 31, 32, 1,
};
static const uint8_t fips_pc1[56] = {
  57, 49, 41, 33, 25, 17, 9, 1, 58, 50, 42, 34, 26, 18,
  10, 2, 59, 51, 43, 35, 27, 19, 11, 3, 60, 52, 44, 36,
  63, 55, 47, 39, 31, 23, 15, 7, 62, 54, 46, 38, 30, 22,
  14, 6, 61, 53, 45, 37, 29, 21, 13, 5, 28, 20, 12, 4,
};
static const uint8_t fips_shifts[16] = {
  1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1,
};

/* Bit-by-bit DES straight from the FIPS 46-3 tables. */
static uint64_t
ref_permute(uint64_t x, unsigned in_bits, const uint8_t *table,
	    unsigned out_bits)
{
  uint64_t y = 0;
  unsigned i;
  for (i = 0; i < out_bits; i++)
    y = (y << 1) | ((x >> (in_bits - table[i])) & 1);
  return y;
}

static void
ref_schedule(const uint8_t *key, uint64_t sk[16])
{
  uint64_t k = 0, cd;
  uint32_t c, d;
  unsigned i, r;
  for (i = 0; i < 8; i++)
    k = (k << 8) | key[i];
  cd = ref_permute(k, 64, fips_pc1, 56);
  c = cd >> 28;
  d = cd & 0x0fffffff;
  for (r = 0; r < 16; r++)
    {
      for (i = 0; i < fips_shifts[r]; i++)
	{
	  c = ((c << 1) | (c >> 27)) & 0x0fffffff;
	  d = ((d << 1) | (d >> 27)) & 0x0fffffff;
	}
      sk[r] = ref_permute(((uint64_t) c << 28) | d, 56, fips_pc2, 48);
    }
}

static uint32_t
ref_f(uint32_t r, uint64_t k)
{
  uint64_t e = ref_permute(r, 32, fips_e, 48) ^ k;
  uint32_t s = 0;
  unsigned n;
  for (n = 0; n < 8; n++)
    {
      unsigned v = (e >> (42 - 6 * n)) & 0x3f;
      s = (s << 4) | fips_s[n][((v >> 4) & 2) | (v & 1)][(v >> 1) & 0xf];
    }
  return ref_permute(s, 32, fips_p, 32);
}

static void
ref_des(const uint8_t *key, int decrypt, uint8_t *dst, const uint8_t *src)
{
  uint64_t sk[16], x = 0;
  uint32_t l, r;
  unsigned i;
  uint8_t fp[64];
  ref_schedule(key, sk);
  for (i = 0; i < 8; i++)
    x = (x << 8) | src[i];
  x = ref_permute(x, 64, fips_ip, 64);
  l = x >> 32;
  r = x;
  for (i = 0; i < 16; i++)
    {
      uint32_t t = l ^ ref_f(r, sk[decrypt ? 15 - i : i]);
      l = r;
      r = t;
    }
  for (i = 0; i < 64; i++)
    fp[fips_ip[i] - 1] = i + 1;
  x = ref_permute(((uint64_t) r << 32) | l, 64, fp, 64);
  for (i = 0; i < 8; i++)
    dst[i] = x >> (56 - 8 * i);
}

/* Known answers. FIPS 81 appendix B (ECB example "Now is t"); NIST SP
   800-17 appendix B table B.1 (variable plaintext, key 01..01) and
   table B.2 (variable key, plaintext 0). */
static const struct
{
  const char *key, *pt, *ct;
} kats[] = {
  { "0123456789abcdef", "4e6f772069732074", "3fa40e8a984d4815" },
  { "0101010101010101", "8000000000000000", "95f8a5e5dd31d900" },
  { "0101010101010101", "4000000000000000", "dd7f121ca5015619" },
  { "0101010101010101", "2000000000000000", "2e8653104f3834ea" },
  { "8001010101010101", "0000000000000000", "95a8d72813daa94d" },
  { "4001010101010101", "0000000000000000", "0eec1487dd8c26d5" },
};

/* NIST SP 800-67 rev. 1 appendix B: TDEA with three keys, ECB. */
static const char des3_key[] =
  "0123456789abcdef23456789abcdef01456789abcdef0123";
static const char des3_pt[] = "5468652071756663"
  "6b2062726f776e20" "666f78206a756d70";
static const char des3_ct[] = "a826fd8ce53b855f"
  "cce21c8112256fe6" "68d5c05dd9b6b900";

static const char *weak[16] = {
  "0101010101010101", "fefefefefefefefe", "e0e0e0e0f1f1f1f1",
  "1f1f1f1f0e0e0e0e", "01fe01fe01fe01fe", "fe01fe01fe01fe01",
  "1fe01fe00ef10ef1", "e01fe01ff10ef10e", "01e001e001f101f1",
  "e001e001f101f101", "1ffe1ffe0efe0efe", "fe1ffe1ffe0efe0e",
  "011f011f010e010e", "1f011f010e010e01", "e0fee0fef1fef1fe",
  "fee0fee0fef1fef1",
};

static void
bad_length(void *arg)
{
  struct des_ctx ctx;
  uint8_t block[16] = { 0 };
  des_set_key(&ctx, block);
  des_encrypt(&ctx, *(size_t *) arg, block, block);
}

void
test_main(void)
{
  struct des_ctx ctx;
  struct des3_ctx ctx3;
  uint8_t out[64], back[64], ref[64];
  size_t n, i;

  ASSERT(sizeof(struct des_ctx) == 128);
  ASSERT(sizeof(struct des3_ctx) == 384);

  for (n = 0; n < sizeof(kats) / sizeof(kats[0]); n++)
    {
      const struct tstring *k = SHEX(kats[n].key);
      const struct tstring *pt = SHEX(kats[n].pt);
      const struct tstring *ct = SHEX(kats[n].ct);
      /* Key 01..01 of table B.1 is a weak key. */
      ASSERT(des_set_key(&ctx, k->data) == (n < 1 || n > 3));
      des_encrypt(&ctx, 8, out, pt->data);
      check_bytes("DES known answer", out, ct->data, 8);
      des_decrypt(&ctx, 8, out, out);
      check_bytes("DES known answer, decrypt", out, pt->data, 8);
      ref_des(k->data, 0, out, pt->data);
      check_bytes("reference DES known answer", out, ct->data, 8);
    }
  test_ok("FIPS 81 and SP 800-17 known answers (%u)",
	  (unsigned) (sizeof(kats) / sizeof(kats[0])));

  ASSERT(des3_set_key(&ctx3, SHEX(des3_key)->data) == 1);
  des3_encrypt(&ctx3, 24, out, SHEX(des3_pt)->data);
  check_bytes("SP 800-67 TDEA", out, SHEX(des3_ct)->data, 24);
  des3_decrypt(&ctx3, 24, out, out);
  check_bytes("SP 800-67 TDEA, decrypt", out, SHEX(des3_pt)->data, 24);
  test_ok("SP 800-67 TDEA example");

  /* Against the bit-by-bit reference: random keys and blocks, both
     directions; parity bits flipped give the same cipher. */
  for (n = 0; n < 500; n++)
    {
      uint8_t key[8], key2[8], pt[8];
      test_rand_bytes(8, key);
      test_rand_bytes(8, pt);
      des_set_key(&ctx, key);
      des_encrypt(&ctx, 8, out, pt);
      ref_des(key, 0, ref, pt);
      check_bytes("DES against reference", out, ref, 8);
      des_decrypt(&ctx, 8, out, pt);
      ref_des(key, 1, ref, pt);
      check_bytes("DES decrypt against reference", out, ref, 8);
      for (i = 0; i < 8; i++)
	key2[i] = key[i] ^ (test_rand_u32() & 1);
      des_set_key(&ctx, key2);
      des_decrypt(&ctx, 8, out, pt);
      check_bytes("parity bits ignored", out, ref, 8);
    }
  test_ok("500 random keys and blocks against the FIPS 46-3 tables");

  /* Multi-block, in place, out of place; EDE composed by hand. */
  for (n = 0; n < 100; n++)
    {
      uint8_t key[24], msg[64], tmp[64];
      size_t length = 8 * test_rand_below(9);
      test_rand_bytes(24, key);
      test_rand_bytes(length, msg);
      des_set_key(&ctx, key);
      des_encrypt(&ctx, length, out, msg);
      for (i = 0; i < length; i += 8)
	ref_des(key, 0, ref + i, msg + i);
      check_bytes("DES multi-block", out, ref, length);
      memcpy(back, out, length);
      des_decrypt(&ctx, length, back, back);
      check_bytes("DES in place decrypt", back, msg, length);

      des3_set_key(&ctx3, key);
      des3_encrypt(&ctx3, length, out, msg);
      for (i = 0; i < length; i += 8)
	{
	  ref_des(key, 0, tmp, msg + i);
	  ref_des(key + 8, 1, tmp, tmp);
	  ref_des(key + 16, 0, ref + i, tmp);
	}
      check_bytes("DES3 against reference EDE", out, ref, length);
      des3_decrypt(&ctx3, length, out, out);
      check_bytes("DES3 in place decrypt", out, msg, length);
    }
  test_ok("100 random messages, DES and DES3, in place and out of place");

  /* Weak and semi-weak keys (SP 800-67 section 3.3.2), with parity
     bits of either value: set_key returns 0 but installs the key. */
  for (n = 0; n < 16; n++)
    {
      uint8_t key[8], pt[8], k3[24];
      memcpy(key, SHEX(weak[n])->data, 8);
      for (i = 0; i < 8; i++)
	key[i] ^= test_rand_u32() & 1;
      test_rand_bytes(8, pt);
      ASSERT(des_set_key(&ctx, key) == 0);
      des_encrypt(&ctx, 8, out, pt);
      ref_des(key, 0, ref, pt);
      check_bytes("weak key installed", out, ref, 8);
      test_rand_bytes(24, k3);
      memcpy(k3 + 8 * (n % 3), key, 8);
      ASSERT(des3_set_key(&ctx3, k3) == 0);
      /* Near misses are good keys. */
      key[n % 8] ^= 0x10;
      ASSERT(des_set_key(&ctx, key) == 1);
    }
  test_ok("16 weak and semi-weak keys give 0 and are installed");

  /* Parity. */
  for (n = 0; n < 256; n++)
    {
      uint8_t x = n, y;
      unsigned bits = 0;
      for (i = 0; i < 8; i++)
	bits += (n >> i) & 1;
      ASSERT(des_check_parity(1, &x) == (int) (bits & 1));
      des_fix_parity(1, &y, &x);
      ASSERT((y & 0xfe) == (x & 0xfe) && des_check_parity(1, &y));
    }
  ASSERT(des_check_parity(0, out) == 1);
  ASSERT(des_check_parity(16, SHEX("0123456789abcdef"
				   "fedcba9876543210")->data) == 1);
  ASSERT(des_check_parity(16, SHEX("0123456789abcdef"
				   "fedcba9876543211")->data) == 0);
  ASSERT(des_check_parity(8, SHEX("0101010101010101")->data) == 1);
  test_rand_bytes(64, out);
  memcpy(back, out, 64);
  des_fix_parity(64, back, back);
  ASSERT(des_check_parity(64, back));
  for (i = 0; i < 64; i++)
    ASSERT((back[i] & 0xfe) == (out[i] & 0xfe));
  test_ok("des_check_parity and des_fix_parity, in place");

  n = 12;
  if (!test_aborts(bad_length, &n))
    test_fail("des_encrypt of 12 octets did not assert");
  test_ok("a partial block asserts");
}
