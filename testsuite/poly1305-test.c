/* poly1305-test.c

   Tests of Poly1305-AES (poly1305.h) and the Poly1305 core
   (poly1305-internal.h): the Poly1305-AES vectors of D. J. Bernstein's
   paper, the RFC 8439 section 2.5.2 vector, a slow byte-wise reference
   on random and all-ones inputs, streaming, nonce increment, truncation.

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

#include "testutils.h"

#include "poly1305.h"
#include "poly1305-internal.h"
#include "macros.h"

/* D. J. Bernstein, "The Poly1305-AES message-authentication code"
   (2005), appendix B: key = k (AES key) followed by r. */
static const struct
{
  const char *k, *r, *nonce, *msg, *tag;
} paper[] =
  {
    { "ec074c835580741701425b623235add6", "851fc40c3467ac0be05cc20404f3f700",
      "fb447350c4e868c52ac3275cf9d4327e", "f3f6",
      "f4c633c3044fc145f84f335cb81953de" },
    { "75deaa25c09f208e1dc4ce6b5cad3fbf", "a0f3080000f46400d0c7e9076c834403",
      "61ee09218d29b0aaed7e154a2c5509cc", "",
      "dd3fab2251f11ac759f0887129cc2ee7" },
    { "6acb5f61a7176dd320c5c1eb2edcdc74", "48443d0bb0d21109c89a100b5ce2c208",
      "ae212a55399729595dea458bc621ff0e",
      "663cea190ffb83d89593f3f476b6bc24d7e679107ea26adb8caf6652d0656136",
      "0ee1c16bb73f0f4fd19881753c01cdbe" },
    { "e1a5668a4d5b66a5f68cc5424ed5982d", "12976a08c4426d0ce8a82407c4f48207",
      "9ae831e743978d3a23527c7128149e3a",
      "ab0812724a7f1e342742cbed374d94d136c6b8795d45b3819830f2c04491faf0"
      "990c62e48b8018b2c3e4a0fa3134cb67fa83e158c994d961c4cb21095c1bf9",
      "5154ad0d2cb26e01274fc51148491f1b" },
  };

static void
test_paper (void)
{
  size_t i;
  for (i = 0; i < sizeof (paper) / sizeof (paper[0]); i++)
    {
      const struct tstring *k = SHEX (paper[i].k), *r = SHEX (paper[i].r);
      const struct tstring *n = SHEX (paper[i].nonce);
      const struct tstring *m = SHEX (paper[i].msg);
      const struct tstring *want = SHEX (paper[i].tag);
      struct poly1305_aes_ctx ctx;
      uint8_t key[32], tag[16];
      size_t pos, len;

      memcpy (key, k->data, 16);
      memcpy (key + 16, r->data, 16);
      poly1305_aes_set_key (&ctx, key);
      poly1305_aes_set_nonce (&ctx, n->data);
      poly1305_aes_update (&ctx, m->length, m->data);
      poly1305_aes_digest (&ctx, 16, tag);
      check_bytes ("poly1305-aes paper vector", tag, want->data, 16);

      poly1305_aes_set_nonce (&ctx, n->data);
      for (pos = 0; pos < m->length; pos += len)
	{
	  len = 1 + test_rand_below (m->length - pos);
	  poly1305_aes_update (&ctx, len, m->data + pos);
	}
      poly1305_aes_digest (&ctx, 16, tag);
      check_bytes ("poly1305-aes paper vector, pieces", tag, want->data, 16);
    }
  test_ok ("Poly1305-AES: Bernstein's four test vectors, one shot and pieces");
}

static void
test_rfc8439 (void)
{
  /* RFC 8439 section 2.5.2: r and s are the two halves of the key. */
  const struct tstring *key =
    SHEX ("85d6be7857556d337f4452fe42d506a80103808afb0db2fd4abff6af4149f51b");
  const char *msg = "Cryptographic Forum Research Group";
  const struct tstring *want = SHEX ("a8061dc1305136c6c22b8baf0c0127a9");
  struct poly1305_ctx ctx;
  union nettle_block16 s;
  uint8_t block[16];
  unsigned index;

  _nettle_poly1305_set_key (&ctx, key->data);
  index = _nettle_poly1305_update (&ctx, block, 0, strlen (msg),
				   (const uint8_t *) msg);
  ASSERT (index == strlen (msg) % 16);
  block[index] = 1;
  memset (block + index + 1, 0, 15 - index);
  _nettle_poly1305_block (&ctx, block, 0);
  memcpy (s.b, key->data + 16, 16);
  _nettle_poly1305_digest (&ctx, &s);
  check_bytes ("RFC 8439 2.5.2", s.b, want->data, 16);

  /* The digest cleared the accumulator: the same message again. */
  index = _nettle_poly1305_update (&ctx, block, 0, strlen (msg),
				   (const uint8_t *) msg);
  block[index] = 1;
  memset (block + index + 1, 0, 15 - index);
  _nettle_poly1305_block (&ctx, block, 0);
  memcpy (s.b, key->data + 16, 16);
  _nettle_poly1305_digest (&ctx, &s);
  check_bytes ("RFC 8439 2.5.2, again", s.b, want->data, 16);
  test_ok ("Poly1305 core: RFC 8439 section 2.5.2, accumulator reset");
}

/* Reference: numbers as 17 little-endian bytes plus room for products;
   slow and simple. */
#define NB 40

static void
ref_reduce (uint8_t *x)
{
  /* Fold bits 130 and up (times 5) until x < 2^130, then subtract p
     once if needed. */
  for (;;)
    {
      unsigned i, carry = 0;
      uint8_t hi[NB];
      int any = 0;
      /* hi = x >> 130, x &= 2^130 - 1 */
      for (i = 0; i < NB; i++)
	{
	  unsigned v = (i + 16 < NB ? x[i + 16] : 0) >> 2;
	  if (i + 17 < NB)
	    v |= (x[i + 17] << 6) & 0xff;
	  hi[i] = v;
	  any |= v;
	}
      x[16] &= 3;
      memset (x + 17, 0, NB - 17);
      if (!any)
	break;
      for (i = 0; i < NB; i++)
	{
	  carry += x[i] + 5 * hi[i];
	  x[i] = carry & 0xff;
	  carry >>= 8;
	}
    }
  {
    /* x >= p = 2^130 - 5 ? */
    uint8_t t[17];
    unsigned i, carry = 5;
    for (i = 0; i < 17; i++)
      {
	carry += x[i];
	t[i] = carry & 0xff;
	carry >>= 8;
      }
    if (t[16] & 4)
      {
	t[16] &= 3;
	memcpy (x, t, 17);
      }
  }
}

static void
ref_poly1305 (const uint8_t *key, size_t n, const uint8_t *m, uint8_t *tag)
{
  uint8_t r[16], h[NB], t[NB];
  size_t pos, i, j;
  unsigned carry;

  memcpy (r, key, 16);
  r[3] &= 15; r[7] &= 15; r[11] &= 15; r[15] &= 15;
  r[4] &= 252; r[8] &= 252; r[12] &= 252;
  memset (h, 0, NB);

  for (pos = 0; pos < n; pos += 16)
    {
      size_t len = n - pos < 16 ? n - pos : 16;
      uint8_t c[17];
      memset (c, 0, 17);
      memcpy (c, m + pos, len);
      c[len] = 1;
      for (i = 0, carry = 0; i < NB; i++)
	{
	  carry += h[i] + (i < 17 ? c[i] : 0);
	  h[i] = carry & 0xff;
	  carry >>= 8;
	}
      memset (t, 0, NB);
      for (i = 0; i < 17; i++)
	{
	  carry = 0;
	  for (j = 0; j < 16; j++)
	    {
	      carry += t[i + j] + h[i] * r[j];
	      t[i + j] = carry & 0xff;
	      carry >>= 8;
	    }
	  for (j = i + 16; carry && j < NB; j++)
	    {
	      carry += t[j];
	      t[j] = carry & 0xff;
	      carry >>= 8;
	    }
	}
      memcpy (h, t, NB);
      ref_reduce (h);
    }
  for (i = 0, carry = 0; i < 16; i++)
    {
      carry += h[i] + key[16 + i];
      tag[i] = carry & 0xff;
      carry >>= 8;
    }
}

/* The core against the reference: random, all-ones and mixed data
   and keys, every length up to a few blocks. */
static void
test_reference (void)
{
  unsigned iter;
  for (iter = 0; iter < 3000; iter++)
    {
      uint8_t key[32], m[80], want[16], block[16];
      size_t n = iter % 81 < 80 ? iter % 81 : 80, pos, len;
      struct poly1305_ctx ctx;
      union nettle_block16 s;
      unsigned index = 0;
      int mode = iter % 5;

      test_rand_bytes (sizeof (key), key);
      test_rand_bytes (sizeof (m), m);
      if (mode == 1 || mode == 3)
	memset (m, 0xff, sizeof (m));
      if (mode == 2 || mode == 3)
	memset (key, 0xff, sizeof (key));
      ref_poly1305 (key, n, m, want);

      _nettle_poly1305_set_key (&ctx, key);
      for (pos = 0; pos < n; pos += len)
	{
	  len = 1 + test_rand_below (n - pos);
	  index = _nettle_poly1305_update (&ctx, block, index, len, m + pos);
	}
      if (index > 0)
	{
	  block[index] = 1;
	  memset (block + index + 1, 0, 15 - index);
	  _nettle_poly1305_block (&ctx, block, 0);
	}
      memcpy (s.b, key + 16, 16);
      _nettle_poly1305_digest (&ctx, &s);
      if (memcmp (s.b, want, 16))
	{
	  print_hex ("got ", 16, s.b);
	  print_hex ("want", 16, want);
	  test_fail ("Poly1305 core against reference: length %zu, mode %d",
		     n, mode);
	}
    }
  test_ok ("Poly1305 core: 3000 random and all-ones inputs of 0..80 bytes"
	   " against a byte-wise reference");

  {
    /* _nettle_poly1305_blocks returns the end of the data. */
    struct poly1305_ctx ctx;
    uint8_t m[64] = { 0 };
    _nettle_poly1305_set_key (&ctx, m);
    ASSERT (_nettle_poly1305_blocks (&ctx, 4, m) == m + 64);
    ASSERT (_nettle_poly1305_blocks (&ctx, 0, m) == m);
  }
  test_ok ("_nettle_poly1305_blocks: return value");
}

static void
test_nonce (void)
{
  uint8_t key[32], nonce[16], msg[100], t1[16], t2[16];
  struct poly1305_aes_ctx ctx;
  unsigned len;

  test_rand_bytes (32, key);
  test_rand_bytes (100, msg);
  memset (nonce, 0, 16);

  /* set_key keeps a nonce set before it (as Nettle's code does). */
  poly1305_aes_set_nonce (&ctx, nonce);
  poly1305_aes_set_key (&ctx, key);
  poly1305_aes_update (&ctx, 100, msg);
  poly1305_aes_digest (&ctx, 16, t1);
  poly1305_aes_set_nonce (&ctx, nonce);
  poly1305_aes_update (&ctx, 100, msg);
  poly1305_aes_digest (&ctx, 16, t2);
  check_bytes ("nonce kept by set_key", t1, t2, 16);

  memset (nonce, 0xff, 16);
  nonce[0] = 0x12;
  poly1305_aes_set_nonce (&ctx, nonce);
  poly1305_aes_update (&ctx, 100, msg);
  poly1305_aes_digest (&ctx, 16, t1);
  poly1305_aes_update (&ctx, 100, msg);
  poly1305_aes_digest (&ctx, 16, t1);
  memset (nonce, 0, 16);
  nonce[0] = 0x13;
  poly1305_aes_set_nonce (&ctx, nonce);
  poly1305_aes_update (&ctx, 100, msg);
  poly1305_aes_digest (&ctx, 16, t2);
  check_bytes ("nonce incremented with carry", t1, t2, 16);

  for (len = 0; len <= 16; len++)
    {
      uint8_t *g = guard_end (len);
      poly1305_aes_set_nonce (&ctx, nonce);
      poly1305_aes_update (&ctx, 100, msg);
      poly1305_aes_digest (&ctx, len, g);
      check_bytes ("truncated", g, t2, len);
      guard_free (g);
    }
  test_ok ("Poly1305-AES: nonce kept by set_key, increment with carry,"
	   " truncated tags");
}

void
test_main (void)
{
  test_paper ();
  test_rfc8439 ();
  test_reference ();
  test_nonce ();
}
