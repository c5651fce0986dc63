/* abi-regs-test.c

   The System V calling convention, checked on every variant of every
   function in fat-table.h that this CPU can run: the callee-saved
   registers (rbx, rbp, r12-r15 on x86_64; ebx, esi, edi, ebp on i386)
   hold the same values after the call as before, and the stack pointer
   is back where it was. A trampoline per architecture, written in
   assembly below, loads known values into those registers, calls the
   function with up to six integer arguments and records the registers
   afterwards; the rest of the test is shared. Skipped on other
   architectures.

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

#if (defined(__x86_64__) && !defined(__ILP32__) || defined(__i386__)) \
  && !defined(_WIN32)

/* What the trampoline reads and writes, in machine words (8 bytes on
   x86_64, 4 on i386); the offsets are used in the assembly below. */
#if defined(__x86_64__)
# define ABI_SAVED_REGS 6
#else
# define ABI_SAVED_REGS 4
#endif

struct abi_frame
{
  uintptr_t fn;			/* the function */
  uintptr_t args[6];		/* x86_64: rdi, rsi, rdx, rcx, r8, r9;
				   i386: pushed right to left */
  uintptr_t want[ABI_SAVED_REGS]; /* loaded into the callee-saved registers */
  uintptr_t got[ABI_SAVED_REGS];  /* the same registers after the call */
  uintptr_t sp_before;		/* the stack pointer at the call */
  uintptr_t sp_after;		/* and after it returned */
  uintptr_t ret;		/* rax / eax */
  uintptr_t more[2];		/* arguments 7 and 8: on the stack on both */
};

void abi_trampoline(struct abi_frame *frame);

#if defined(__x86_64__)

/* Offsets: fn 0, args 8, want 56, got 104, sp_before 152, sp_after 160,
   ret 168, more 176. */
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
  "	push	184(%rax)\n"
  "	push	176(%rax)\n"
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
  "	add	$24, %rsp\n"
  "	pop	%r15\n"
  "	pop	%r14\n"
  "	pop	%r13\n"
  "	pop	%r12\n"
  "	pop	%rbp\n"
  "	pop	%rbx\n"
  "	ret\n"
  "	.size abi_trampoline, . - abi_trampoline\n");

static const char *const reg_names[ABI_SAVED_REGS] =
  { "rbx", "rbp", "r12", "r13", "r14", "r15" };
#define ABI_SAVED_NAMES "rbx, rbp, r12-r15"
#define ABI_SP_NAME "rsp"

#else /* i386 */

/* The i386 System V ABI (cdecl): arguments on the stack, ebx, esi, edi
   and ebp callee-saved, and the callee leaves esp where the call found
   it (the caller pops the arguments). Offsets: fn 0, args 4, want 28,
   got 44, sp_before 60, sp_after 64, ret 68, more 72. */
/* The frame of the call in progress; found again eip-relative, so the
   test works in a position-independent executable. */
struct abi_frame *abi_current_frame;

/* Saves the caller's callee-saved registers, pushes the eight argument
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
  "	sub	$12, %esp\n"
  "	push	76(%eax)\n"
  "	push	72(%eax)\n"
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
  "	add	$44, %esp\n"
  "	pop	%edi\n"
  "	pop	%esi\n"
  "	pop	%ebx\n"
  "	pop	%ebp\n"
  "	ret\n"
  "	.size abi_trampoline, . - abi_trampoline\n");

static const char *const reg_names[ABI_SAVED_REGS] =
  { "ebx", "esi", "edi", "ebp" };
#define ABI_SAVED_NAMES "ebx, esi, edi, ebp"
#define ABI_SP_NAME "esp"

#endif

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
	      for (r = 0; r < ABI_SAVED_REGS; r++)
		f.want[r] = (uintptr_t) (0x5a5a000000000000ULL
					 ^ ((uint64_t) ++call << 16)
					 ^ (0x1111111111111111ULL * (r + 1)));
	      abi_trampoline(&f);
	      for (r = 0; r < ABI_SAVED_REGS; r++)
		if (f.got[r] != f.want[r])
		  test_fail("%s, variant %s, length %zu: %s changed "
			    "(0x%llx, was 0x%llx)", v->stem, v->variant,
			    length, reg_names[r],
			    (unsigned long long) f.got[r],
			    (unsigned long long) f.want[r]);
	      if (f.sp_after != f.sp_before)
		test_fail("%s, variant %s, length %zu: %s moved by %lld",
			  v->stem, v->variant, length, ABI_SP_NAME,
			  (long long) ((intptr_t) f.sp_after
				       - (intptr_t) f.sp_before));
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
