C x86_64/machine.m4 -- register and calling-convention helpers for x86_64.
C
C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C OFFSET(i), OFFSET64(i): byte offset of the i:th 32-bit / 64-bit word.
define(`OFFSET', `eval(4*$1)')
define(`OFFSET64', `eval(8*$1)')

C XREG(reg), WREG(reg), LREG(reg): the 32-bit, 16-bit and low-byte names
C of a 64-bit register.
define(`XREG', `ifelse(
$1, %rax, %eax, $1, %rbx, %ebx, $1, %rcx, %ecx, $1, %rdx, %edx,
$1, %rsi, %esi, $1, %rdi, %edi, $1, %rbp, %ebp, $1, %rsp, %esp,
$1, %r8, %r8d, $1, %r9, %r9d, $1, %r10, %r10d, $1, %r11, %r11d,
$1, %r12, %r12d, $1, %r13, %r13d, $1, %r14, %r14d, $1, %r15, %r15d,
`errprint(`XREG: bad register $1
')m4exit(1)')')
define(`WREG', `ifelse(
$1, %rax, %ax, $1, %rbx, %bx, $1, %rcx, %cx, $1, %rdx, %dx,
$1, %rsi, %si, $1, %rdi, %di, $1, %rbp, %bp, $1, %rsp, %sp,
$1, %r8, %r8w, $1, %r9, %r9w, $1, %r10, %r10w, $1, %r11, %r11w,
$1, %r12, %r12w, $1, %r13, %r13w, $1, %r14, %r14w, $1, %r15, %r15w,
`errprint(`WREG: bad register $1
')m4exit(1)')')
define(`LREG', `ifelse(
$1, %rax, %al, $1, %rbx, %bl, $1, %rcx, %cl, $1, %rdx, %dl,
$1, %rsi, %sil, $1, %rdi, %dil, $1, %rbp, %bpl, $1, %rsp, %spl,
$1, %r8, %r8b, $1, %r9, %r9b, $1, %r10, %r10b, $1, %r11, %r11b,
$1, %r12, %r12b, $1, %r13, %r13b, $1, %r14, %r14b, $1, %r15, %r15b,
`errprint(`LREG: bad register $1
')m4exit(1)')')

