/* abi-regs-test.c

   The System V calling convention, checked on every variant of every
   function in fat-table.h that this CPU can run: the callee-saved
   registers (rbx, rbp, r12-r15 on x86_64; ebx, esi, edi, ebp on i386)
   hold the same values after the call as before, and the stack pointer
   is back where it was. The trampoline (abi-trampoline.h, shared with
   hogweed-abi-regs-test) loads known values into those registers,
   calls the function with its integer arguments and records the
   registers afterwards. Skipped on other architectures.

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

#include "abi-trampoline.h"

#if ABI_TRAMPOLINE

/* The integer (or stack) arguments of one call, per signature (fat-variants.h). */
static void
set_args(struct abi_frame *f, enum fv_kind kind, const struct fv_key *k,
	 int decrypt, uint8_t *chain, size_t length, uint8_t *dst,
	 const uint8_t *src)
{
  uintptr_t *a = f->args;
  memset(a, 0, sizeof(f->args));
  memset(f->more, 0, sizeof(f->more));
  switch (kind)
    {
    case FV_ECB:
      a[0] = (uintptr_t) k->keys; a[1] = length;
      a[2] = (uintptr_t) dst; a[3] = (uintptr_t) src;
      break;
    case FV_CORE:
      a[0] = k->rounds; a[1] = (uintptr_t) k->keys;
      a[2] = (uintptr_t) (decrypt ? &_nettle_aes_decrypt_table
			   : &_nettle_aes_encrypt_table);
      a[3] = length; a[4] = (uintptr_t) dst; a[5] = (uintptr_t) src;
      break;
    case FV_CBC:
      a[0] = (uintptr_t) k->keys; a[1] = (uintptr_t) chain;
      a[2] = length; a[3] = (uintptr_t) dst; a[4] = (uintptr_t) src;
      break;
    case FV_BULK:
    case FV_CCM:
    case FV_OCB:
      a[0] = k->rounds; a[1] = (uintptr_t) k->keys;
      a[2] = (uintptr_t) chain; a[3] = length;
      a[4] = (uintptr_t) dst; a[5] = (uintptr_t) src;
      break;
    case FV_GCM:
      /* The table of the ghash_set_key of the same name, which the
	 routine follows (a call with no blocks sets it up). */
      fv_gcm((fv_generic_func *) f->fn, k, chain, 0, dst, src);
      a[0] = (uintptr_t) &fv_gcm_key; a[1] = (uintptr_t) chain;
      a[2] = k->rounds; a[3] = (uintptr_t) k->keys;
      a[4] = (uintptr_t) (chain + 16); a[5] = length;
      f->more[0] = (uintptr_t) dst; f->more[1] = (uintptr_t) src;
      break;
    case FV_SHA1:
      a[0] = (uintptr_t) chain; a[1] = (uintptr_t) src;
      break;
    case FV_SHA1N:
      a[0] = (uintptr_t) chain; a[1] = length / 64; a[2] = (uintptr_t) src;
      break;
    case FV_SHA256N:
      a[0] = (uintptr_t) chain; a[1] = (uintptr_t) fv_sha256_k;
      a[2] = length / 64; a[3] = (uintptr_t) src;
      break;
    case FV_SHA512N:
      a[0] = (uintptr_t) chain; a[1] = (uintptr_t) fv_sha512_k;
      a[2] = length / 128; a[3] = (uintptr_t) src;
      break;
    case FV_GHASH_KEY:
      /* The set-up alone: a key from the schedule, the table in
	 fv_gcm_key. */
      {
	/* The key argument is a union nettle_block16: aligned, unlike
	   the schedule words it is taken from. */
	static union nettle_block16 h;
	memcpy(h.b, k->keys, 16);
	a[0] = (uintptr_t) &fv_gcm_key; a[1] = (uintptr_t) &h;
      }
      break;
    case FV_GHASH:
      /* The update on the table its own set-up made. */
      fv_ghash_pair(FV_GHASH_KEY, fv_stem_of((fv_generic_func *) f->fn),
		    (fv_generic_func *) f->fn, k, chain, 0, src);
      a[0] = (uintptr_t) &fv_gcm_key; a[1] = (uintptr_t) chain;
      a[2] = length / 16; a[3] = (uintptr_t) src;
      break;
    case FV_STREAM:
      a[0] = (uintptr_t) chain; a[1] = length;
      a[2] = (uintptr_t) dst; a[3] = (uintptr_t) src;
      break;
    case FV_STREAM_R:
      a[0] = (uintptr_t) chain; a[1] = 20; a[2] = length;
      a[3] = (uintptr_t) dst; a[4] = (uintptr_t) src;
      break;
    case FV_POLY1305:
      a[0] = (uintptr_t) fv_poly1305_ctx(chain); a[1] = length / 16;
      a[2] = (uintptr_t) src;
      break;
    case FV_UMAC_NH:
    case FV_UMAC_NH_N:
      /* One call: 32 to 1024 bytes. */
      {
	unsigned n = fv_nh_iterations(kind, length);
	length = length == 0 ? 32 : length > UMAC_BLOCK_SIZE
	  ? UMAC_BLOCK_SIZE : length;
	if (kind == FV_UMAC_NH)
	  {
	    a[0] = (uintptr_t) fv_nh_key(length, 1); a[1] = length;
	    a[2] = (uintptr_t) src;
	  }
	else
	  {
	    a[0] = (uintptr_t) chain; a[1] = n;
	    a[2] = (uintptr_t) fv_nh_key(length, n); a[3] = length;
	    a[4] = (uintptr_t) src;
	  }
      }
      break;
    case FV_CAMELLIA:
      a[0] = fv_camellia_nkeys(k); a[1] = (uintptr_t) fv_camellia_keys(k);
      a[2] = (uintptr_t) &_camellia_table; a[3] = length;
      a[4] = (uintptr_t) dst; a[5] = (uintptr_t) src;
      break;
    case FV_SERPENT:
      a[0] = (uintptr_t) fv_serpent_ctx(k); a[1] = length;
      a[2] = (uintptr_t) dst; a[3] = (uintptr_t) src;
      break;
    case FV_SHA3_PERMUTE:
      /* One permutation of the random state in chain. */
      a[0] = (uintptr_t) chain;
      break;
    case FV_AES_KEYS:
      a[0] = k->rounds; a[1] = k->size / 4;
      a[2] = (uintptr_t) dst; a[3] = (uintptr_t) src;
      break;
    case FV_AES_INVERT:
      a[0] = k->rounds; a[1] = (uintptr_t) dst; a[2] = (uintptr_t) src;
      break;
    default:
      test_fail("no arguments for this signature (see fat-variants.h)");
    }
}

/* Lengths that take every path: nothing, each tail, the 4-way step or
   loop, the 8-way loop and several strides plus a tail; in units of the
   kind (16, 64 or 128 bytes). */
static const size_t unit_counts[] = { 0, 1, 2, 3, 4, 5, 15, 8 * 3 + 4 + 3 };

void
test_main(void)
{
  static uint8_t src[128 * 32], dst[128 * 32];
  size_t i, c, n = 0;
  unsigned call = 0;
  char what[200];

  fv_catch_faults();
  for (i = 0; i < FV_COUNT(fv_variants); i++)
    {
      const struct fv_variant *v = &fv_variants[i];
      enum fv_kind kind = fv_kind(fv_function_of(v));
      size_t fixed = fv_fixed_length(kind);
      int decrypt = fv_decrypts(v->stem);
      unsigned sizes[3], ns, j;

      if (kind == FV_UNKNOWN)
	test_fail("%s: no caller for its signature (see fat-variants.h)",
		  v->stem);
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
	  fv_key_init(&k, sizes[j], decrypt);
	  for (c = 0; c < FV_COUNT(unit_counts); c++)
	    {
	      struct abi_frame f;
	      FV_CHAIN(chain);
	      size_t length = fixed ? fixed : unit_counts[c] * fv_unit(kind);

	      memset(chain, 0, sizeof(chain));
	      memset(&f, 0, sizeof(f));
	      f.fn = (uintptr_t) v->fn;
	      set_args(&f, kind, &k, decrypt, chain, length, dst, src);
	      fv_set_current(v->stem, v->variant, 8 * k.size, length, "");
	      snprintf(what, sizeof(what), "%s, variant %s, length %zu",
		       v->stem, v->variant, length);
	      abi_check_call(&f, ++call, what);
	      if (fixed)
		break;
	    }
	}
      test_ok("%s, variant %s: %s and %s preserved",
	      v->stem, v->variant, ABI_SAVED_NAMES, ABI_SP_NAME);
      n++;
    }
  test_ok("%zu variants checked", n);
}

#else /* neither System V x86_64 nor i386 */

void
test_main(void)
{
  test_skip("the register check is written for System V x86_64 and i386");
}

#endif
