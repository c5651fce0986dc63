/* aes-variants-test.c

   Differential test of every variant of every function in fat-table.h
   that this CPU can run (the portable `c' ones included) against
   models built on the portable AES core, _nettle_aes_{en,de}crypt_c
   (the hash functions of the table: against their `c' variant):
   random keys of every size, every length from 0 to 103 blocks (three
   32-block strides, the widest main loops, plus 7) and a few large ones, in place and out of
   place, source and destination misaligned by 0-15 bytes, schedules
   at unaligned addresses. Also: lengths that are not a multiple of 16
   assert in every variant of the non-bulk functions.

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

/* Every length up to MAX_SMALL blocks, then these. */
#define MAX_SMALL (3 * 32 + 7)
static const size_t large_lengths[] = { 64 * 16, 4096, 4096 + 7 * 16,
					 16384 + 3 * 16 };
#define MAX_LENGTH (16384 + 3 * 16)

/* Room for MAX_LENGTH bytes at any offset 0-15, and a margin that
   must not change. */
#define MARGIN 32
#define BUF_SIZE (MAX_LENGTH + 16 + 2 * MARGIN)

static uint8_t *in_buf, *out_buf, *ref_buf, *save_buf, *src_copy;

struct run
{
  const struct fv_variant *v;
  enum fv_kind kind;
  const struct fv_key *k;
};

/* ", AES-128" for the AES kinds, nothing for the others. */
static const char *
key_label(const struct run *r)
{
  static char buf[16];
  if (!fv_is_aes(r->kind))
    return "";
  snprintf(buf, sizeof(buf), ", AES-%u", 8 * r->k->size);
  return buf;
}

#define RUN_FMT "%s, variant %s%s: length %zu, %s, src offset %u, " \
  "dst offset %u"
#define RUN_ARGS(r, length, in_place, src_off, dst_off)			\
  (r)->v->stem, (r)->v->variant, key_label(r), (length),		\
    (in_place) ? "in place" : "out of place", (src_off), (dst_off)

/* One call: the variant on (dst, src), the model on a copy of src.
   Compares the output, the chaining value, and every byte around dst
   (for the bulk routines, also those after the prefix they did). */
static void
run_one(const struct run *r, size_t length, int in_place,
	unsigned src_off, unsigned dst_off)
{
  FV_CHAIN(chain);
  FV_CHAIN(ref_chain);
  size_t chain_size = fv_chain_size(r->kind);
  uint8_t *src, *dst, *area;
  /* The bytes that could be touched by mistake, and are compared. */
  size_t span = MARGIN + 16 + length + MARGIN;
  size_t done, i;

  src_off -= src_off % fv_alignment(r->kind);
  dst_off -= dst_off % fv_alignment(r->kind);
  src = in_buf + MARGIN + src_off;
  dst = in_place ? src : out_buf + MARGIN + dst_off;
  area = in_place ? in_buf : out_buf;

  test_rand_bytes(span, in_buf);
  memset(out_buf, 0x5c, span);
  test_rand_bytes(sizeof(chain), chain);
  fv_chain_prepare(r->kind, chain, length);
  memcpy(ref_chain, chain, sizeof(chain));
  memcpy(save_buf, area, span);
  memcpy(src_copy, src, length);

  fv_set_current(r->v->stem, r->v->variant, 8 * r->k->size, length,
		 in_place ? "in place" : "out of place");
  done = fv_invoke(r->kind, r->v->fn, r->k, fv_decrypts(r->v->stem),
		   chain, length, dst, src);
  if (done % fv_unit(r->kind) || done > length)
    test_fail(RUN_FMT ": returned %zu",
	      RUN_ARGS(r, length, in_place, src_off, dst_off), done);

  fv_model(r->kind, r->v->stem, r->k, ref_chain, done, ref_buf, src_copy);
  /* The hashes write only their state. */
  if (!fv_writes_dst(r->kind))
    done = 0;
  memcpy(save_buf + (dst - area), ref_buf, done);
  if (memcmp(area, save_buf, span))
    {
      for (i = 0; area[i] == save_buf[i]; i++)
	;
      if (i < (size_t) (dst - area) || i >= (size_t) (dst - area) + done)
	test_fail(RUN_FMT ": byte %ld from dst changed, outside the %zu "
		  "bytes done", RUN_ARGS(r, length, in_place, src_off, dst_off),
		  (long) i - (long) (dst - area), done);
      i -= dst - area;
      test_fail(RUN_FMT ": output differs first at byte %zu (got %02x, "
		"want %02x)", RUN_ARGS(r, length, in_place, src_off, dst_off),
		i, dst[i], ref_buf[i]);
    }
  if (memcmp(chain, ref_chain, chain_size))
    {
      for (i = 0; chain[i] == ref_chain[i]; i++)
	;
      test_fail(RUN_FMT ": chaining value differs first at byte %zu "
		"(got %02x, want %02x)",
		RUN_ARGS(r, length, in_place, src_off, dst_off),
		i, chain[i], ref_chain[i]);
    }
}

/* Every length with rotating offsets, the large ones, and all 256
   offset pairs at one length that takes every path of an 8-way loop,
   4-way step and tail (13 blocks). Lengths count the kind's unit (16
   bytes for AES, 64 for the hashes), except for a fixed-length kind. */
static void
run_variant(const struct run *r)
{
  size_t unit = fv_unit(r->kind);
  size_t fixed = fv_fixed_length(r->kind);
  size_t blocks, i, length;
  unsigned s, d;

  for (blocks = 0; blocks <= MAX_SMALL; blocks++)
    {
      length = fixed ? fixed : unit * blocks;
      if (length > MAX_LENGTH)
	break;
      run_one(r, length, 1, blocks % 16, 0);
      run_one(r, length, 0, (blocks * 5) % 16, (blocks * 11 + 3) % 16);
    }
  for (i = 0; i < FV_COUNT(large_lengths) && !fixed; i++)
    {
      length = large_lengths[i] / unit * unit;
      run_one(r, length, 1, (i * 7) % 16, 0);
      run_one(r, length, 0, (i * 3 + 1) % 16, (i * 9 + 2) % 16);
    }
  length = fixed ? fixed : 13 * unit;
  for (s = 0; s < 16; s++)
    {
      run_one(r, length, 1, s, 0);
      for (d = 0; d < 16; d++)
	run_one(r, length, 0, s, d);
    }
}

/* Misuse: a length that is not a whole number of blocks. */
struct bad_call
{
  const struct run *r;
  size_t length;
};

static void
bad_length_call(void *arg)
{
  const struct bad_call *c = arg;
  FV_CHAIN(chain);
  memset(chain, 0, sizeof(chain));
  fv_invoke(c->r->kind, c->r->v->fn, c->r->k, fv_decrypts(c->r->v->stem),
	    chain, c->length, out_buf + MARGIN, in_buf + MARGIN);
}

static void
check_bad_lengths(const struct run *r)
{
  static const size_t bad[] = { 1, 15, 17, 40, 8 * 16 + 8 };
  size_t i;
  for (i = 0; i < FV_COUNT(bad); i++)
    {
      struct bad_call c = { r, bad[i] };
      if (!test_aborts(bad_length_call, &c))
	test_fail("%s, variant %s, AES-%u: length %zu does not assert",
		  r->v->stem, r->v->variant, 8 * r->k->size, bad[i]);
    }
}

void
test_main(void)
{
  size_t i, n = 0;

  fv_catch_faults();
  in_buf = malloc(BUF_SIZE);
  out_buf = malloc(BUF_SIZE);
  ref_buf = malloc(BUF_SIZE);
  save_buf = malloc(BUF_SIZE);
  src_copy = malloc(BUF_SIZE);
  if (!in_buf || !out_buf || !ref_buf || !save_buf || !src_copy)
    test_fail("out of memory");

  for (i = 0; i < FV_COUNT(fv_variants); i++)
    {
      const struct fv_variant *v = &fv_variants[i];
      const struct fv_function *f = fv_function_of(v);
      enum fv_kind kind = fv_kind(f);
      unsigned sizes[3], ns, j;

      if (kind == FV_UNKNOWN)
	test_fail("%s: no caller for the signature %s %s (see "
		  "fat-variants.h)", f->stem, f->ret, f->args);
      if (!fv_runnable(v))
	{
	  printf("  note: %s, variant %s: not run, the CPU lacks its "
		 "features\n", v->stem, v->variant);
	  continue;
	}
      ns = fv_key_sizes(v->stem, kind, sizes);
      for (j = 0; j < ns; j++)
	{
	  struct fv_key k;
	  struct run r;
	  fv_key_init(&k, sizes[j], fv_decrypts(v->stem));
	  r.v = v;
	  r.kind = kind;
	  r.k = &k;
	  run_variant(&r);
	  if (fv_is_aes(kind) && !fv_is_bulk(kind))
	    check_bad_lengths(&r);
	}
      if (fv_is_aes(kind))
	test_ok("%s, variant %s: equals the model for %u key size%s, "
		"0-%u blocks and large, in place and misaligned%s",
		v->stem, v->variant, ns, ns > 1 ? "s" : "", MAX_SMALL,
		!fv_is_bulk(kind) ? "; bad lengths assert" : "");
      else
	test_ok("%s, variant %s: equals variant c on random states and "
		"data, misaligned", v->stem, v->variant);
      n++;
    }
  test_ok("%zu variants of %zu functions checked", n,
	  FV_COUNT(fv_functions));

  free(in_buf);
  free(out_buf);
  free(ref_buf);
  free(save_buf);
  free(src_copy);
}
