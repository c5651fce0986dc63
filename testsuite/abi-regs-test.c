/* abi-regs-test.c

   The System V x86_64 calling convention, checked on every variant of
   every function in fat-table.h that this CPU can run: rbx, rbp and
   r12-r15 hold the same values after the call as before, and the stack
   pointer is back where it was. A trampoline written in assembly below
   loads known values into those registers, calls the function with up
   to six integer arguments and records the registers afterwards.
   Skipped on other architectures.

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

#if defined(__x86_64__) && !defined(_WIN32) && !defined(__ILP32__)

/* What the trampoline reads and writes; the offsets are used in the
   assembly below. */
struct abi_frame
{
  uint64_t fn;		/*   0: the function */
  uint64_t args[6];	/*   8: rdi, rsi, rdx, rcx, r8, r9 */
  uint64_t want[6];	/*  56: loaded into rbx, rbp, r12, r13, r14, r15 */
  uint64_t got[6];	/* 104: the same registers after the call */
  uint64_t rsp_before;	/* 152: rsp at the call instruction */
  uint64_t rsp_after;	/* 160: rsp after it returned */
  uint64_t ret;		/* 168: rax */
};

void abi_trampoline(struct abi_frame *frame);

/* The frame of the call in progress, where the trampoline finds it
   again whatever the function did to the registers and the stack. */
struct abi_frame *abi_current_frame;

/* Saves the caller's callee-saved registers, aligns rsp to 16 bytes
   for the call as the ABI requires, loads the known values and the
   arguments, calls, records, and restores rsp from the frame (so that
   a function that moves it is reported rather than crashing here). */
__asm__(
  "	.text\n"
  "	.p2align 4\n"
  "	.type abi_trampoline, @function\n"
  "abi_trampoline:\n"
  "	push	%rbx\n"
  "	push	%rbp\n"
  "	push	%r12\n"
  "	push	%r13\n"
  "	push	%r14\n"
  "	push	%r15\n"
  "	sub	$8, %rsp\n"
  "	mov	%rdi, abi_current_frame(%rip)\n"
  "	mov	%rdi, %rax\n"
  "	mov	56(%rax), %rbx\n"
  "	mov	64(%rax), %rbp\n"
  "	mov	72(%rax), %r12\n"
  "	mov	80(%rax), %r13\n"
  "	mov	88(%rax), %r14\n"
  "	mov	96(%rax), %r15\n"
  "	mov	%rsp, 152(%rax)\n"
  "	mov	8(%rax), %rdi\n"
  "	mov	16(%rax), %rsi\n"
  "	mov	24(%rax), %rdx\n"
  "	mov	32(%rax), %rcx\n"
  "	mov	40(%rax), %r8\n"
  "	mov	48(%rax), %r9\n"
  "	call	*0(%rax)\n"
  "	mov	abi_current_frame(%rip), %rdi\n"
  "	mov	%rax, 168(%rdi)\n"
  "	mov	%rsp, 160(%rdi)\n"
  "	mov	%rbx, 104(%rdi)\n"
  "	mov	%rbp, 112(%rdi)\n"
  "	mov	%r12, 120(%rdi)\n"
  "	mov	%r13, 128(%rdi)\n"
  "	mov	%r14, 136(%rdi)\n"
  "	mov	%r15, 144(%rdi)\n"
  "	mov	152(%rdi), %rsp\n"
  "	add	$8, %rsp\n"
  "	pop	%r15\n"
  "	pop	%r14\n"
  "	pop	%r13\n"
  "	pop	%r12\n"
  "	pop	%rbp\n"
  "	pop	%rbx\n"
  "	ret\n"
  "	.size abi_trampoline, . - abi_trampoline\n");

static const char *const reg_names[6] =
  { "rbx", "rbp", "r12", "r13", "r14", "r15" };

/* The integer arguments of one call, per signature (fat-variants.h). */
static void
set_args(struct abi_frame *f, enum fv_kind kind, const struct fv_key *k,
	 int decrypt, uint8_t *chain, size_t length, uint8_t *dst,
	 const uint8_t *src)
{
  uint64_t *a = f->args;
  memset(a, 0, sizeof(f->args));
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
      a[0] = k->rounds; a[1] = (uintptr_t) k->keys;
      a[2] = (uintptr_t) chain; a[3] = length;
      a[4] = (uintptr_t) dst; a[5] = (uintptr_t) src;
      break;
    case FV_SHA1:
      a[0] = (uintptr_t) chain; a[1] = (uintptr_t) src;
      break;
    case FV_SHA256N:
      a[0] = (uintptr_t) chain; a[1] = (uintptr_t) fv_sha256_k;
      a[2] = length / 64; a[3] = (uintptr_t) src;
      break;
    case FV_SHA512N:
      a[0] = (uintptr_t) chain; a[1] = (uintptr_t) fv_sha512_k;
      a[2] = length / 128; a[3] = (uintptr_t) src;
      break;
    default:
      test_fail("no arguments for this signature (see fat-variants.h)");
    }
}

/* Lengths that take every path: nothing, the tail, the 4-way step, the
   8-way loop; in units of the kind (16 or 64 bytes). */
static const size_t unit_counts[] = { 0, 1, 3, 5, 15, 8 * 3 + 4 + 3 };

void
test_main(void)
{
  static uint8_t src[128 * 32], dst[128 * 32];
  size_t i, c, n = 0;
  unsigned r, call = 0;

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
	      for (r = 0; r < 6; r++)
		f.want[r] = 0x5a5a000000000000ULL ^ ((uint64_t) ++call << 16)
		  ^ (0x1111111111111111ULL * (r + 1));
	      abi_trampoline(&f);
	      for (r = 0; r < 6; r++)
		if (f.got[r] != f.want[r])
		  test_fail("%s, variant %s, length %zu: %s changed "
			    "(0x%016llx, was 0x%016llx)", v->stem, v->variant,
			    length, reg_names[r],
			    (unsigned long long) f.got[r],
			    (unsigned long long) f.want[r]);
	      if (f.rsp_after != f.rsp_before)
		test_fail("%s, variant %s, length %zu: rsp moved by %lld",
			  v->stem, v->variant, length,
			  (long long) (f.rsp_after - f.rsp_before));
	      if (fixed)
		break;
	    }
	}
      test_ok("%s, variant %s: rbx, rbp, r12-r15 and rsp preserved",
	      v->stem, v->variant);
      n++;
    }
  test_ok("%zu variants checked", n);
}

#elif defined(__i386__) && !defined(_WIN32)

/* The same check for the i386 System V ABI (cdecl): arguments on the
   stack, ebx, esi, edi and ebp callee-saved, and the callee leaves esp
   where the call found it (the caller pops the arguments). */
struct abi_frame
{
  uint32_t fn;		/*  0: the function */
  uint32_t args[6];	/*  4: pushed right to left */
  uint32_t want[4];	/* 28: loaded into ebx, esi, edi, ebp */
  uint32_t got[4];	/* 44: the same registers after the call */
  uint32_t esp_before;	/* 60: esp at the call instruction */
  uint32_t esp_after;	/* 64: esp after it returned */
  uint32_t ret;		/* 68: eax */
};

void abi_trampoline(struct abi_frame *frame);

/* The frame of the call in progress; found again eip-relative, so the
   test works in a position-independent executable. */
struct abi_frame *abi_current_frame;

/* Saves the caller's callee-saved registers, pushes the six argument
   words with esp 16-byte aligned at the call as the ABI requires, loads
   the known values, calls, records, and restores esp from the frame (so
   that a function that moves it is reported rather than crashing
   here). */
__asm__(
  "	.text\n"
  "	.p2align 4\n"
  "	.type abi_trampoline, @function\n"
  "abi_trampoline:\n"
  "	push	%ebp\n"
  "	push	%ebx\n"
  "	push	%esi\n"
  "	push	%edi\n"
  "	mov	20(%esp), %eax\n"
  "	call	1f\n"
  "1:	pop	%ecx\n"
  "	mov	%eax, abi_current_frame - 1b(%ecx)\n"
  "	sub	$4, %esp\n"
  "	push	24(%eax)\n"
  "	push	20(%eax)\n"
  "	push	16(%eax)\n"
  "	push	12(%eax)\n"
  "	push	8(%eax)\n"
  "	push	4(%eax)\n"
  "	mov	%esp, 60(%eax)\n"
  "	mov	28(%eax), %ebx\n"
  "	mov	32(%eax), %esi\n"
  "	mov	36(%eax), %edi\n"
  "	mov	40(%eax), %ebp\n"
  "	call	*0(%eax)\n"
  "	call	2f\n"
  "2:	pop	%ecx\n"
  "	mov	abi_current_frame - 2b(%ecx), %ecx\n"
  "	mov	%eax, 68(%ecx)\n"
  "	mov	%esp, 64(%ecx)\n"
  "	mov	%ebx, 44(%ecx)\n"
  "	mov	%esi, 48(%ecx)\n"
  "	mov	%edi, 52(%ecx)\n"
  "	mov	%ebp, 56(%ecx)\n"
  "	mov	60(%ecx), %esp\n"
  "	add	$28, %esp\n"
  "	pop	%edi\n"
  "	pop	%esi\n"
  "	pop	%ebx\n"
  "	pop	%ebp\n"
  "	ret\n"
  "	.size abi_trampoline, . - abi_trampoline\n");

static const char *const reg_names[4] = { "ebx", "esi", "edi", "ebp" };

/* The argument words of one call, per signature (fat-variants.h). */
static void
set_args(struct abi_frame *f, enum fv_kind kind, const struct fv_key *k,
	 int decrypt, uint8_t *chain, size_t length, uint8_t *dst,
	 const uint8_t *src)
{
  uint32_t *a = f->args;
  memset(a, 0, sizeof(f->args));
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
      a[0] = k->rounds; a[1] = (uintptr_t) k->keys;
      a[2] = (uintptr_t) chain; a[3] = length;
      a[4] = (uintptr_t) dst; a[5] = (uintptr_t) src;
      break;
    case FV_SHA1:
      a[0] = (uintptr_t) chain; a[1] = (uintptr_t) src;
      break;
    case FV_SHA256N:
      a[0] = (uintptr_t) chain; a[1] = (uintptr_t) fv_sha256_k;
      a[2] = length / 64; a[3] = (uintptr_t) src;
      break;
    case FV_SHA512N:
      a[0] = (uintptr_t) chain; a[1] = (uintptr_t) fv_sha512_k;
      a[2] = length / 128; a[3] = (uintptr_t) src;
      break;
    default:
      test_fail("no arguments for this signature (see fat-variants.h)");
    }
}

/* Lengths that take every path: nothing, each tail, the 4-way loop,
   several strides plus a tail; in units of the kind (16 or 64 bytes). */
static const size_t unit_counts[] = { 0, 1, 2, 3, 4, 5, 15, 8 * 3 + 4 + 3 };

void
test_main(void)
{
  static uint8_t src[128 * 32], dst[128 * 32];
  size_t i, c, n = 0;
  unsigned r, call = 0;

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
	      for (r = 0; r < 4; r++)
		f.want[r] = 0x5a000000U ^ ((uint32_t) ++call << 8)
		  ^ (0x11111111U * (r + 1));
	      abi_trampoline(&f);
	      for (r = 0; r < 4; r++)
		if (f.got[r] != f.want[r])
		  test_fail("%s, variant %s, length %zu: %s changed "
			    "(0x%08lx, was 0x%08lx)", v->stem, v->variant,
			    length, reg_names[r], (unsigned long) f.got[r],
			    (unsigned long) f.want[r]);
	      if (f.esp_after != f.esp_before)
		test_fail("%s, variant %s, length %zu: esp moved by %ld",
			  v->stem, v->variant, length,
			  (long) (int32_t) (f.esp_after - f.esp_before));
	      if (fixed)
		break;
	    }
	}
      test_ok("%s, variant %s: ebx, esi, edi, ebp and esp preserved",
	      v->stem, v->variant);
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
