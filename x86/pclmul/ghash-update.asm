C x86/pclmul/ghash-update.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: GHASH (and POLYVAL for SIV-GCM) on whole blocks with
C PCLMULQDQ on 32-bit x86, on the table of _nettle_ghash_set_key_pclmul
C (H'^1 .. H'^8 and their folded halves, the layout of x86_64/pclmul,
C whose arithmetic macros, x86_64/pclmul/ghash.m4, this file uses).
C Eight blocks per step with aggregated reduction:
C Y' = (Y + X_1) H^8 + X_2 H^7 + ... + X_8 H, the products summed
C unreduced and reduced once; then one step over the rest (1 .. 7
C blocks, n products from H^n down).
C
C Eight xmm registers are enough for eight blocks a step: a block's
C product needs only the block, its power, the power's folded halves
C and one scratch register, next to the three sums and the accumulator
C Y; the byte-reversal mask and the reduction constant are
C 16-byte-aligned stack slots (memory operands). The powers are loaded
C from the table for every block, as in x86_64/pclmul, so the register
C count does not limit the blocks per step: eight, as there, one
C reduction per eight blocks.
C
C Two entry points from one body (GHASH_UPDATE), those of
C x86_64/pclmul/ghash-update.asm with its contract:
C _nettle_ghash_update_pclmul (blocks byte-reversed when loaded) and
C _nettle_siv_ghash_update_pclmul (POLYVAL, RFC 8452: blocks as they
C are); the state is 16 bytes in GHASH's order for both.
C
C CPU features: PCLMULQDQ, SSSE3 (PSHUFB), SSE2.
C
C Contract: const uint8_t *f(const struct gcm_key *ctx,
C   union nettle_block16 *state, size_t blocks, const uint8_t *data);
C returns data + 16 * blocks; reads exactly those bytes; no alignment.
C Position-independent: the two constants are built in registers from
C immediates and kept in the frame. No branch or address depends on the key, the state
C or the data.
C
C Measured (TSC cycles/byte, AMD EPYC Zen 5, 2026-12-02, best of
C several runs): the update alone 0.29 at 16 KiB and 0.34 at 128 bytes,
C as x86_64/pclmul (0.30, 0.33, the same rdtsc harness built -m64);
C gcm_aes128 through examples/nettle-benchmark 0.42 at 16 KiB, 0.53 at
C 1 KiB (48.3 and 48.8 on the portable C GHASH).

define(`IMM', `$`'$1')
include(SRCDIR`/x86_64/pclmul/ghash.m4')

C Register map (cdecl; esi, edi and ebp are saved; ebp is the frame
C pointer, esp is aligned to 16 for the constants):
define(`DATA', `%eax')	C next block to load; the return value
define(`CTX', `%ecx')	C the table, whole call
define(`BLOCKS', `%edx')	C blocks left after this step
define(`N', `%esi')	C the state pointer at entry and exit; blocks left in the last step
define(`PW', `%edi')	C the power for the block being added in the last step
define(`X', `%xmm0')	C the block being added
define(`T', `%xmm1')	C scratch
define(`P', `%xmm2')	C its power of H (eight-block step)
define(`K', `%xmm3')	C the power's folded halves (eight-block step)
define(`LO', `%xmm4')	C unreduced sum, low part, one step
define(`MID', `%xmm5')	C unreduced sum, cross terms, one step
define(`HI', `%xmm6')	C unreduced sum, high part, one step
define(`Y', `%xmm7')	C the accumulator, reflected, whole call
define(`ARG_CTX', `8(%ebp)')
define(`ARG_STATE', `12(%ebp)')
define(`ARG_BLOCKS', `16(%ebp)')
define(`ARG_DATA', `20(%ebp)')
C The frame (16-byte aligned):
define(`F_POLY', `0(%esp)')	C 0xc2 << 56 in the low qword, whole call
define(`F_BSWAP', `16(%esp)')	C byte-reversal mask, whole call
define(`F_SIZE', `32')

C The mask of REFLECT (ghash.m4).
define(`BSWAP', `F_BSWAP')

C EIGHT_BLOCK(i, swap): block i of an eight-block step, times H^(8 - i),
C added to LO, MID, HI (Karatsuba); block 0 gets Y added first.
C Clobbers X, T, P, K.
define(`EIGHT_BLOCK', `movdqu	eval(16 * $1)(DATA), X
	REFLECT(X, $2)
	ifelse($1, 0, `pxor	Y, X')
	movdqu	eval(16 * (7 - $1))(CTX), P
	movdqu	eval(16 * (15 - $1))(CTX), K
	KARATSUBA_ACC(X, P, K, LO, MID, HI, T)')

C GHASH_UPDATE(name, swap): swap is `yes' when the data blocks are
C byte-reversed on loading (REFLECT).
define(`GHASH_UPDATE', `
	ALIGN(16)
PROLOGUE($1)
	pushl	%ebp
	movl	%esp, %ebp
	pushl	%esi
	pushl	%edi
	subl	IMM(F_SIZE), %esp
	andl	IMM(-16), %esp
	C The constants, made in registers and stored whole (so that
	C their loads forward from the stores).
	movl	IMM(0xc2000000), N
	movd	N, T
	psllq	IMM(32), T
	movdqa	T, F_POLY
	BSWAP_MASK(X, T, P, N)
	movdqa	X, F_BSWAP
	movl	ARG_CTX, CTX
	movl	ARG_STATE, N
	movl	ARG_BLOCKS, BLOCKS
	movl	ARG_DATA, DATA
	movdqu	(N), Y
	pshufb	X, Y
	cmpl	IMM(8), BLOCKS
	jb	.L$1_rest
.L$1_eight:
	C BLOCKS >= 8; DATA points at the first of the eight. Block 0,
	C the only one that needs Y, goes last, so that blocks 1 .. 7 need
	C not wait for the previous reduction (on Zen 5 the same speed as
	C block 0 first: the step is bound by PCLMULQDQ throughput).
	pxor	LO, LO
	pxor	MID, MID
	pxor	HI, HI
	forloop(`eb_i', 1, 7, `EIGHT_BLOCK(eb_i, `$2')
	')
	EIGHT_BLOCK(0, `$2')
	KARATSUBA_FIX(LO, MID, HI)
	REDUCE(LO, MID, HI, F_POLY, T)
	movdqa	HI, Y
	addl	IMM(128), DATA
	subl	IMM(8), BLOCKS
	cmpl	IMM(8), BLOCKS
	jae	.L$1_eight
.L$1_rest:
	C 0 .. 7 blocks left: one step of N = BLOCKS, PW = the table entry
	C of H^N.
	movl	BLOCKS, N
	testl	N, N
	jz	.L$1_done
	GHASH_LAST_STEP($1, `$2', F_POLY)
.L$1_done:
	REFLECT(Y, yes)
	movl	ARG_STATE, N
	movdqu	Y, (N)
	leal	-8(%ebp), %esp
	popl	%edi
	popl	%esi
	popl	%ebp
	ret
EPILOGUE($1)')

	.text
GHASH_UPDATE(`_nettle_ghash_update_pclmul', `yes')
GHASH_UPDATE(`_nettle_siv_ghash_update_pclmul', `no')
