/* x86-aes-table-test.c

   The table-driven AES cores of x86/ (aes-encrypt-internal.asm and
   aes-decrypt-internal.asm, which replace the portable C and define
   _nettle_aes_encrypt_c and _nettle_aes_decrypt_c) against the portable
   C itself, compiled into this program under other names: random keys
   of every size, every length from 0 to 40 blocks and a few large ones,
   source and destination misaligned by 0-15 bytes, in place, and input
   and output that end right before or start right after an unmapped
   page. A mismatch names direction, key size, length, offsets and the
   first differing byte. Skipped on builds without those files.

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

#if defined(__i386__) && HAVE_NATIVE__nettle_aes_encrypt_c \
  && HAVE_NATIVE__nettle_aes_decrypt_c

/* The reference: the portable cores, renamed. They keep the names of
   their own macros (B0..B3 are the same in both files). */
#define _nettle_aes_encrypt_c ref_aes_encrypt_c
#include "aes-encrypt-internal.c"
#undef _nettle_aes_encrypt_c
#define _nettle_aes_decrypt_c ref_aes_decrypt_c
#include "aes-decrypt-internal.c"
#undef _nettle_aes_decrypt_c

/* aes-internal.h declared the library's cores under the reference
   names while the defines were in force; these are the real ones. */
void
_nettle_aes_encrypt_c(unsigned rounds, const uint32_t *keys,
		      const struct aes_table *T,
		      size_t length, uint8_t *dst, const uint8_t *src);
void
_nettle_aes_decrypt_c(unsigned rounds, const uint32_t *keys,
		      const struct aes_table *T,
		      size_t length, uint8_t *dst, const uint8_t *src);

typedef void core_func(unsigned rounds, const uint32_t *keys,
		       const struct aes_table *T,
		       size_t length, uint8_t *dst, const uint8_t *src);

#define MAX_BLOCKS 40
#define BIG_BLOCKS 1000

/* A random schedule: key of size bytes, encryption or decryption
   order. keys has room for 15 round keys. */
static unsigned
random_schedule(unsigned size, int decrypt, uint32_t *keys)
{
  uint8_t key[32];
  test_rand_bytes(size, key);
  switch (size)
    {
    case 16:
      {
	struct aes128_ctx c;
	(decrypt ? aes128_set_decrypt_key : aes128_set_encrypt_key) (&c, key);
	memcpy(keys, c.keys, sizeof(c.keys));
	return _AES128_ROUNDS;
      }
    case 24:
      {
	struct aes192_ctx c;
	(decrypt ? aes192_set_decrypt_key : aes192_set_encrypt_key) (&c, key);
	memcpy(keys, c.keys, sizeof(c.keys));
	return _AES192_ROUNDS;
      }
    default:
      {
	struct aes256_ctx c;
	(decrypt ? aes256_set_decrypt_key : aes256_set_encrypt_key) (&c, key);
	memcpy(keys, c.keys, sizeof(c.keys));
	return _AES256_ROUNDS;
      }
    }
}

/* One comparison: length bytes at src offset so, dst offset do, or in
   place when inplace. */
static void
compare_one(const char *dir, core_func *asm_f, core_func *ref_f,
	    const struct aes_table *T, unsigned size, const uint32_t *keys,
	    unsigned rounds, size_t length, unsigned so, unsigned d_o,
	    int inplace)
{
  static uint8_t in[BIG_BLOCKS * 16 + 32], out[BIG_BLOCKS * 16 + 32];
  static uint8_t want[BIG_BLOCKS * 16 + 32];
  char what[128];

  test_rand_bytes(length, in + so);
  ref_f(rounds, keys, T, length, want, in + so);
  if (inplace)
    {
      asm_f(rounds, keys, T, length, in + so, in + so);
      snprintf(what, sizeof(what), "%s AES-%u, %zu bytes in place at +%u",
	       dir, 8 * size, length, so);
      check_bytes(what, in + so, want, length);
    }
  else
    {
      memset(out, 0xa5, sizeof(out));
      asm_f(rounds, keys, T, length, out + d_o, in + so);
      snprintf(what, sizeof(what), "%s AES-%u, %zu bytes, src +%u, dst +%u",
	       dir, 8 * size, length, so, d_o);
      check_bytes(what, out + d_o, want, length);
      if (out[d_o + length] != 0xa5 || (d_o > 0 && out[d_o - 1] != 0xa5))
	test_fail("%s: wrote outside the output", what);
    }
}

/* Input and output that touch unmapped pages on either side. */
static void
compare_guarded(const char *dir, core_func *asm_f, core_func *ref_f,
		const struct aes_table *T, unsigned size,
		const uint32_t *keys, unsigned rounds, size_t length)
{
  uint8_t *in_end = guard_end(length), *out_end = guard_end(length);
  uint8_t *in_start = guard_start(length), *out_start = guard_start(length);
  uint8_t *want = malloc(length + 1);
  char what[128];

  ASSERT(want);
  test_rand_bytes(length, in_end);
  memcpy(in_start, in_end, length);
  ref_f(rounds, keys, T, length, want, in_end);
  asm_f(rounds, keys, T, length, out_end, in_end);
  asm_f(rounds, keys, T, length, out_start, in_start);
  snprintf(what, sizeof(what), "%s AES-%u, %zu bytes next to guard pages",
	   dir, 8 * size, length);
  check_bytes(what, out_end, want, length);
  check_bytes(what, out_start, want, length);
  guard_free(in_end);
  guard_free(out_end);
  guard_free(in_start);
  guard_free(out_start);
  free(want);
}

void
test_main(void)
{
  static const unsigned sizes[3] = { 16, 24, 32 };
  int decrypt;
  unsigned s;

  for (decrypt = 0; decrypt < 2; decrypt++)
    for (s = 0; s < 3; s++)
      {
	const char *dir = decrypt ? "decrypt" : "encrypt";
	core_func *asm_f = decrypt ? _nettle_aes_decrypt_c : _nettle_aes_encrypt_c;
	core_func *ref_f = decrypt ? ref_aes_decrypt_c : ref_aes_encrypt_c;
	const struct aes_table *T = decrypt ? &_nettle_aes_decrypt_table
	  : &_nettle_aes_encrypt_table;
	uint32_t keys[60];
	unsigned rounds;
	size_t blocks;
	unsigned k;

	for (k = 0; k < 3; k++)
	  {
	    rounds = random_schedule(sizes[s], decrypt, keys);
	    for (blocks = 0; blocks <= MAX_BLOCKS; blocks++)
	      {
		unsigned so = test_rand_below(16), d_o = test_rand_below(16);
		compare_one(dir, asm_f, ref_f, T, sizes[s], keys, rounds,
			    16 * blocks, so, d_o, 0);
		compare_one(dir, asm_f, ref_f, T, sizes[s], keys, rounds,
			    16 * blocks, so, 0, 1);
	      }
	    compare_one(dir, asm_f, ref_f, T, sizes[s], keys, rounds,
			16 * BIG_BLOCKS, test_rand_below(16),
			test_rand_below(16), 0);
	  }
	for (blocks = 0; blocks <= 5; blocks++)
	  compare_guarded(dir, asm_f, ref_f, T, sizes[s], keys, rounds,
			  16 * blocks);
	compare_guarded(dir, asm_f, ref_f, T, sizes[s], keys, rounds,
			16 * 257);
	test_ok("%s AES-%u: x86 table core equals the portable C for 0-%d "
		"blocks and %d, misaligned, in place, next to guard pages",
		dir, 8 * sizes[s], MAX_BLOCKS, BIG_BLOCKS);
      }
}

#else

void
test_main(void)
{
  test_skip("no x86 table-driven AES core in this build");
}

#endif
