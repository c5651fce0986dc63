/* meta-ciphers-test.c

   Every block cipher of nettle_get_ciphers() through its descriptor
   alone, as a generic user (a benchmark, GnuTLS's cipher table) drives
   it: Nettle 3.10.2's list and order, the sizes, and for random keys
   and messages decryption inverting encryption, a bulk call equal to
   block-by-block calls (in place too), and CBC and CTR round trips with
   cbc_encrypt/cbc_decrypt and ctr_crypt on the descriptor's functions.
   The known answers are each cipher's own test.

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

#include <stdlib.h>
#include <string.h>

#include "testutils.h"

#include "cbc.h"
#include "ctr.h"
#include "nettle-meta.h"

/* nettle_get_ciphers() of Nettle 3.10.2, in order, with each one's
   block and key size (abi-structs.tsv). */
static const struct
{
  const char *name;
  unsigned block_size, key_size;
} nettle_order[] =
  {
    { "aes128", 16, 16 }, { "aes192", 16, 24 }, { "aes256", 16, 32 },
    { "camellia128", 16, 16 }, { "camellia192", 16, 24 },
    { "camellia256", 16, 32 }, { "cast128", 8, 16 },
    { "serpent128", 16, 16 }, { "serpent192", 16, 24 },
    { "serpent256", 16, 32 }, { "twofish128", 16, 16 },
    { "twofish192", 16, 24 }, { "twofish256", 16, 32 },
    { "arctwo40", 8, 5 }, { "arctwo64", 8, 8 }, { "arctwo128", 8, 16 },
    { "arctwo_gutmann128", 8, 16 }, { "sm4", 16, 16 },
  };
#define NETTLE_CIPHERS (sizeof(nettle_order) / sizeof(nettle_order[0]))

#define MAX_BLOCKS 9

static void
test_cipher(const struct nettle_cipher *c)
{
  void *enc = malloc(c->context_size), *dec = malloc(c->context_size);
  size_t bs = c->block_size, n;
  uint8_t key[32], iv[16], iv2[16];
  uint8_t msg[16 * MAX_BLOCKS], out[16 * MAX_BLOCKS], back[16 * MAX_BLOCKS];
  unsigned round;

  ASSERT(enc && dec);
  ASSERT(c->key_size <= sizeof(key) && bs <= sizeof(iv));
  for (round = 0; round < 20; round++)
    {
      size_t i;
      test_rand_bytes(c->key_size, key);
      c->set_encrypt_key(enc, key);
      c->set_decrypt_key(dec, key);
      n = bs * (1 + test_rand_below(MAX_BLOCKS));
      test_rand_bytes(n, msg);

      /* ECB: one call, block by block, in place. */
      c->encrypt(enc, n, out, msg);
      for (i = 0; i < n; i += bs)
	{
	  c->encrypt(enc, bs, back + i, msg + i);
	  check_bytes("encrypt, one block at a time", back + i, out + i, bs);
	}
      memcpy(back, msg, n);
      c->encrypt(enc, n, back, back);
      check_bytes("encrypt in place", back, out, n);
      c->decrypt(dec, n, back, out);
      check_bytes("decrypt", back, msg, n);
      c->decrypt(dec, n, back, back);
      c->encrypt(enc, n, back, back);
      check_bytes("decrypt in place, then encrypt", back, msg, n);

      /* CBC and CTR through the generic modes. */
      test_rand_bytes(bs, iv);
      memcpy(iv2, iv, bs);
      cbc_encrypt(enc, c->encrypt, bs, iv, n, out, msg);
      cbc_decrypt(dec, c->decrypt, bs, iv2, n, back, out);
      check_bytes("cbc round trip", back, msg, n);
      check_bytes("cbc iv", iv, iv2, bs);
      test_rand_bytes(bs, iv);
      memcpy(iv2, iv, bs);
      ctr_crypt(enc, c->encrypt, bs, iv, n - 1, out, msg);
      ctr_crypt(enc, c->encrypt, bs, iv2, n - 1, back, out);
      check_bytes("ctr round trip", back, msg, n - 1);
    }
  free(enc);
  free(dec);
}

void
test_main(void)
{
  const struct nettle_cipher *const *list = nettle_get_ciphers();
  size_t i;

  for (i = 0; list[i]; i++)
    {
      if (i >= NETTLE_CIPHERS || strcmp(list[i]->name, nettle_order[i].name))
	test_fail("nettle_get_ciphers: %s at position %zu, Nettle 3.10.2 has %s",
		  list[i]->name, i, i < NETTLE_CIPHERS ? nettle_order[i].name : "none");
      if (list[i]->block_size != nettle_order[i].block_size
	  || list[i]->key_size != nettle_order[i].key_size)
	test_fail("%s: block size %u, key size %u; Nettle has %u, %u",
		  list[i]->name, list[i]->block_size, list[i]->key_size,
		  nettle_order[i].block_size, nettle_order[i].key_size);
    }
  if (i != NETTLE_CIPHERS)
    test_fail("nettle_get_ciphers: %zu entries, Nettle 3.10.2 has %zu",
	      i, (size_t) NETTLE_CIPHERS);
  ASSERT(nettle_ciphers == list);
  test_ok("nettle_get_ciphers: the %zu ciphers of Nettle 3.10.2, in its order",
	  (size_t) NETTLE_CIPHERS);

  for (i = 0; list[i]; i++)
    test_cipher(list[i]);
  test_ok("every cipher: decryption inverts encryption, bulk equals block "
	  "by block, in place; CBC and CTR round trips (random keys, 1-%u blocks)",
	  MAX_BLOCKS);
}
