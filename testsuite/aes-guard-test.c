/* aes-guard-test.c

   Every variant of every function in fat-table.h that this CPU can
   run, with input, output and chaining value that end exactly at an
   unmapped page, and with input and output that start right after
   one: a read or write outside the bytes given faults. Lengths 0-300
   bytes in whole blocks and a few large ones, out of place and in
   place; the results are checked against the models of
   fat-variants.h as well.

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

#include "fat-variants.h"

static const size_t large_lengths[] = { 4096, 4096 + 7 * 16,
					 65536 + 3 * 16 };
#define MAX_LENGTH (65536 + 3 * 16)

/* The keys, made once: [key size index][decrypt]. */
static struct fv_key keys[3][2];

static uint8_t *src_copy, *ref;

/* One call of variant v on buffers placed by the caller; checks the
   result against the model. */
static void
run_one(const struct fv_variant *v, enum fv_kind kind,
	const struct fv_key *k, size_t length, uint8_t *dst, uint8_t *src,
	uint8_t *chain, const char *where)
{
  size_t chain_size = fv_chain_size(kind);
  FV_CHAIN(ref_chain);
  size_t done;

  test_rand_bytes(length, src);
  memcpy(src_copy, src, length);
  test_rand_bytes(chain_size, chain);
  fv_chain_prepare(kind, chain, length);
  memcpy(ref_chain, chain, chain_size);

  fv_set_current(v->stem, v->variant, 8 * k->size, length, where);
  done = fv_invoke(kind, v->fn, k, fv_decrypts(v->stem), chain, length,
		   dst, src);
  if (done % fv_unit(kind) || done > length)
    test_fail("%s, variant %s: length %zu, %s: returned %zu", v->stem,
	      v->variant, length, where, done);
  fv_model(kind, v->stem, k, ref_chain, done, ref, src_copy);
  if (fv_writes_dst(kind) && memcmp(dst, ref, done))
    test_fail("%s, variant %s, AES-%u: length %zu, %s: wrong output",
	      v->stem, v->variant, 8 * k->size, length, where);
  if (memcmp(chain, ref_chain, chain_size))
    test_fail("%s, variant %s: length %zu, %s: wrong chaining value",
	      v->stem, v->variant, length, where);
}

/* All runnable variants at one length, with buffers at both kinds of
   guard. Lengths that a kind cannot take are skipped for it. */
static void
run_length(size_t length)
{
  uint8_t *src_end = guard_end(length), *dst_end = guard_end(length);
  uint8_t *src_start = guard_start(length);
  uint8_t *dst_start = guard_start(length);
  size_t i;

  for (i = 0; i < FV_COUNT(fv_variants); i++)
    {
      const struct fv_variant *v = &fv_variants[i];
      enum fv_kind kind = fv_kind(fv_function_of(v));
      size_t fixed = fv_fixed_length(kind);
      uint8_t *chain;
      unsigned sizes[3], ns, j;

      if (kind == FV_UNKNOWN)
	test_fail("%s: no caller for its signature (see fat-variants.h)",
		  v->stem);
      if (!fv_runnable(v) || length % fv_unit(kind)
	  || (fixed && length != fixed))
	continue;
      /* The chaining value ends at a guard page too. */
      chain = guard_end(fv_chain_size(kind));
      ns = fv_key_sizes(v->stem, kind, sizes);
      for (j = 0; j < ns; j++)
	{
	  const struct fv_key *k
	    = &keys[sizes[j] / 8 - 2][fv_decrypts(v->stem)];
	  run_one(v, kind, k, length, dst_end, src_end, chain,
		  "buffers end at a guard page");
	  run_one(v, kind, k, length, dst_start, src_start, chain,
		  "buffers start after a guard page");
	  run_one(v, kind, k, length, src_end, src_end, chain,
		  "in place, ending at a guard page");
	  run_one(v, kind, k, length, src_start, src_start, chain,
		  "in place, starting after a guard page");
	}
      guard_free(chain);
    }
  guard_free(src_end);
  guard_free(dst_end);
  guard_free(src_start);
  guard_free(dst_start);
}

void
test_main(void)
{
  size_t length, i;
  unsigned j;

  fv_catch_faults();
  for (j = 0; j < 3; j++)
    {
      fv_key_init(&keys[j][0], 16 + 8 * j, 0);
      fv_key_init(&keys[j][1], 16 + 8 * j, 1);
    }
  src_copy = malloc(MAX_LENGTH);
  ref = malloc(MAX_LENGTH);
  if (!src_copy || !ref)
    test_fail("out of memory");

  for (length = 0; length <= 300; length += 16)
    run_length(length);
  /* The hashes' 64-byte units beyond 300 within the small range. */
  run_length(320);
  for (i = 0; i < FV_COUNT(large_lengths); i++)
    run_length(large_lengths[i]);

  for (i = 0; i < FV_COUNT(fv_variants); i++)
    if (fv_runnable(&fv_variants[i]))
      test_ok("%s, variant %s: stays within its buffers at both guard "
	      "pages, 0-300 bytes and large", fv_variants[i].stem,
	      fv_variants[i].variant);
    else
      printf("  note: %s, variant %s: not run, the CPU lacks its "
	     "features\n", fv_variants[i].stem, fv_variants[i].variant);

  free(src_copy);
  free(ref);
}
