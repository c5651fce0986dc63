C x86/machine.m4 -- helpers for 32-bit x86 (cdecl: arguments on the stack).
C
C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C OFFSET(i): byte offset of the i:th 32-bit word.
define(`OFFSET', `eval(4*$1)')

C XREG(reg): the 32-bit name of a register, which on i386 is the
C register itself (for macros shared with x86_64, such as those of
C x86_64/aes-vec.m4, that name a 32-bit operation).
define(`XREG', `$1')

C LREG(reg), HREG(reg): low and high byte of eax, ebx, ecx, edx.
define(`LREG', `ifelse($1, %eax, %al, $1, %ebx, %bl, $1, %ecx, %cl, $1, %edx, %dl,
`errprint(`LREG: bad register $1
')m4exit(1)')')
define(`HREG', `ifelse($1, %eax, %ah, $1, %ebx, %bh, $1, %ecx, %ch, $1, %edx, %dh,
`errprint(`HREG: bad register $1
')m4exit(1)')')

C Position-independent code. The i386 ABI has no eip-relative
C addressing: code that needs an address (its own jump table, or the
C GOT) calls a local thunk that returns its return address, so that
C calls and returns stay paired for the return-stack predictor.

C PC_THUNK(reg): emit the thunk for reg (eax, ebx, ecx, edx, esi, edi,
C ebp: the name without the percent sign), once per file that uses it.
C GET_PC(reg): reg = the address of the instruction after GET_PC.
define(`PC_THUNK', `
	.p2align 4
.Lpc_thunk_$1:
	movl	(%esp), %$1
	ret')
define(`GET_PC', `call	.Lpc_thunk_$1')

C GOT_JUMP(fn, reg): tail-jump to the global function fn through its GOT
C entry, with reg (a register name without the percent sign, free at
C that point; the file needs PC_THUNK(reg)) as the GOT base. Works in
C the shared library (no PLT, which would need the GOT in ebx) and in
C static links alike, and leaves the stack as it was at entry, so fn
C sees the caller's arguments.
define(`GOT_JUMP', `GET_PC($2)
	addl	`$'_GLOBAL_OFFSET_TABLE_, %$2
	jmp	*C_NAME($1)@GOT(%$2)')

C BSWAP_MASK(x, t, u, reg): x = the PSHUFB mask 15, 14, ..., 0 (the
C byte reversal of an xmm register), built from immediates through reg
C (a general register) and t, u (xmm registers), all three clobbered.
C No memory: four immediate stores read back by one 16-byte load miss
C store forwarding, a stall that a short call notices.
define(`BSWAP_MASK', `movl	`$'0x0c0d0e0f, $4
	movd	$4, $1
	movl	`$'0x08090a0b, $4
	movd	$4, $2
	punpckldq	$2, $1
	movl	`$'0x04050607, $4
	movd	$4, $2
	movl	`$'0x00010203, $4
	movd	$4, $3
	punpckldq	$3, $2
	punpcklqdq	$2, $1')
