/* testsuite/abi-trampoline.h

   The callee-saved register check shared by abi-regs-test (libnettle's
   fat table) and hogweed-abi-regs-test (libhogweed's): abi_trampoline
   loads known values into the callee-saved registers (rbx, rbp,
   r12-r15 on x86_64; ebx, esi, edi, ebp on i386), calls a function
   with up to eight integer arguments and records the registers and
   the stack pointer afterwards. ABI_TRAMPOLINE is 1 where it exists
   (System V x86_64 and i386), else 0.

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

#ifndef ABI_TRAMPOLINE_H_INCLUDED
#define ABI_TRAMPOLINE_H_INCLUDED

#include <stdint.h>

#include "testutils.h"

#if (defined(__x86_64__) && !defined(__ILP32__) || defined(__i386__)) \
  && !defined(_WIN32)

#define ABI_TRAMPOLINE 1

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

/* Calls f->fn through the trampoline with fresh known values in the
   callee-saved registers (call numbers them apart) and fails the test,
   naming what, when one of them or the stack pointer changed. */
static void
abi_check_call(struct abi_frame *f, unsigned call, const char *what)
{
  unsigned r;
  for (r = 0; r < ABI_SAVED_REGS; r++)
    f->want[r] = (uintptr_t) (0x5a5a000000000000ULL
			      ^ ((uint64_t) call << 16)
			      ^ (0x1111111111111111ULL * (r + 1)));
  abi_trampoline(f);
  for (r = 0; r < ABI_SAVED_REGS; r++)
    if (f->got[r] != f->want[r])
      test_fail("%s: %s changed (0x%llx, was 0x%llx)", what, reg_names[r],
		(unsigned long long) f->got[r],
		(unsigned long long) f->want[r]);
  if (f->sp_after != f->sp_before)
    test_fail("%s: %s moved by %lld", what, ABI_SP_NAME,
	      (long long) ((intptr_t) f->sp_after - (intptr_t) f->sp_before));
}

#else
# define ABI_TRAMPOLINE 0
#endif

#endif /* ABI_TRAMPOLINE_H_INCLUDED */
