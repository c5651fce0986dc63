C x86_64/pclmul/ghash.m4

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C The GF(2^128) arithmetic of GHASH with PCLMULQDQ, shared by the key
C set-up and the update.
C
C Representation. A block is loaded and its 16 bytes reversed (PSHUFB),
C so the register holds the block as a big-endian 128-bit integer: the
C coefficient of x^0 of SP 800-38D is bit 127. In this bit-reflected
C form a carry-less product of two 128-bit values is the reflected
C product shifted by one bit; the key set-up folds that shift into the
C key once, storing H' = H * x (the integer H shifted left by one,
C reduced with 0xc2000...0001 when bit 127 falls off). Then for any X,
C REDUCE(X * H') is X * H, with the reduction done as two Montgomery
C folds by the constant 0xc2 << 56 (x^128 + x^7 + x^2 + x + 1,
C reflected), each one PCLMULQDQ and a qword swap. Products of H' by
C itself are again of this form: the table holds H'^1 .. H'^8 as they
C are, so eight blocks need eight products summed unreduced and one
C reduction (aggregated reduction).

C CLMUL_ACC(a, b, lo, mid, hi, t): adds the 256-bit carry-less product
C a * b to lo (bits 0..127), mid (the two cross products, bits 64..191)
C and hi (bits 128..255). b is a register (legacy-SSE memory operands
C must be 16-byte aligned, and struct gcm_key need not be); a is
C clobbered.
define(`CLMUL_ACC', `movdqa	$1, $6
	pclmulqdq	IMM(0x00), $2, $6
	pxor	$6, $3
	movdqa	$1, $6
	pclmulqdq	IMM(0x11), $2, $6
	pxor	$6, $5
	movdqa	$1, $6
	pclmulqdq	IMM(0x01), $2, $6
	pxor	$6, $4
	pclmulqdq	IMM(0x10), $2, $1
	pxor	$1, $4')

C CLMUL_ACC_LOAD(a, b, lo, mid, hi, t): the sum of CLMUL_ACC, with b
C in memory (any alignment): each product loads b afresh into t and
C multiplies it by a, which is kept, so there are no register copies
C (a load issues to a load port, a copy may take an ALU slot).
define(`CLMUL_ACC_LOAD', `movdqu	$2, $6
	pclmulqdq	IMM(0x00), $1, $6
	pxor	$6, $3
	movdqu	$2, $6
	pclmulqdq	IMM(0x11), $1, $6
	pxor	$6, $5
	movdqu	$2, $6
	pclmulqdq	IMM(0x01), $1, $6
	pxor	$6, $4
	movdqu	$2, $6
	pclmulqdq	IMM(0x10), $1, $6
	pxor	$6, $4')

C KARATSUBA_ACC(a, p, k, lo, mid, hi, t): the same sum with three
C products: p is the power, k holds p.lo xor p.hi in its low qword;
C mid gets (a.lo + a.hi)(p.lo + p.hi), and the caller adds lo and hi to
C it once for the whole sum (KARATSUBA_FIX). a is clobbered; p, k are
C registers.
define(`KARATSUBA_ACC', `pshufd	IMM(0x4e), $1, $7
	pxor	$1, $7
	pclmulqdq	IMM(0x00), $3, $7
	pxor	$7, $5
	movdqa	$1, $7
	pclmulqdq	IMM(0x00), $2, $7
	pxor	$7, $4
	pclmulqdq	IMM(0x11), $2, $1
	pxor	$1, $6')

C KARATSUBA_FIX(lo, mid, hi): mid of Karatsuba sums to the cross terms.
define(`KARATSUBA_FIX', `pxor	$1, $2
	pxor	$3, $2')

C REDUCE(lo, mid, hi, poly, t): hi = (hi:lo + mid << 64) reduced, the
C field product: two Montgomery folds by poly (0xc2 << 56 in its low
C qword; a register, or a 16-byte-aligned memory operand). mid is not
C split into halves: the fold of lo.lo goes into mid with lo's halves
C swapped, the fold of the new mid.lo into hi with mid's halves
C swapped, which adds each qword where folding mid into hi:lo first
C would. t takes a copy of poly (from memory that is a load, not a
C register move). Clobbers lo, mid, t.
define(`REDUCE', `movdqa	$4, $5
	pclmulqdq	IMM(0x00), $1, $5
	pshufd	IMM(0x4e), $1, $1
	pxor	$5, $2
	pxor	$1, $2
	movdqa	$4, $5
	pclmulqdq	IMM(0x00), $2, $5
	pshufd	IMM(0x4e), $2, $2
	pxor	$5, $3
	pxor	$2, $3')

C GHASH_DOUBLE(h, t, a, fold): h = h * x, the key set-up's H' from H
C (a shift left by one bit, and the reduction constant xored in when
C bit 127 falls off). fold holds 1 in its low qword and 0xc2 << 56 in
C its high one (a register, or a 16-byte-aligned memory operand).
C Clobbers t, a.
define(`GHASH_DOUBLE', `pshufd	IMM(0xff), $1, $2
	psrad	IMM(31), $2
	pand	$4, $2
	movdqa	$1, $3
	psrlq	IMM(63), $3
	pslldq	IMM(8), $3
	psllq	IMM(1), $1
	por	$3, $1
	pxor	$2, $1')

C GHASH_STORE_POWER(p, t, ctx, i): the power H'^i into its table entry
C (ctx a register: the table) and its folded halves 128 bytes on.
C Clobbers t.
define(`GHASH_STORE_POWER', `movdqu	$1, eval(16 * ($4 - 1))($3)
	pshufd	IMM(0x4e), $1, $2
	pxor	$1, $2
	movdqu	$2, eval(128 + 16 * ($4 - 1))($3)')

C GHASH_NEXT_POWER(p, h, lo, mid, hi, t, a, poly): p = p * h, the next
C power of the key set-up. Clobbers lo, mid, hi, t, a.
define(`GHASH_NEXT_POWER', `pxor	$3, $3
	pxor	$4, $4
	pxor	$5, $5
	movdqa	$1, $7
	CLMUL_ACC($7, $2, $3, $4, $5, $6)
	REDUCE($3, $4, $5, $8, $6)
	movdqa	$5, $1')

C GHASH_POWERS(ctx, h, p, lo, mid, hi, t, a, poly): with H' in h and
C stored as entry 1, the table entries 2 .. 8. A tree, not a chain:
C H'^2, then H'^3 and H'^4 from it, then H'^5 .. H'^8 as H'^1 .. H'^4
C times H'^4, so the products are three deep instead of seven
C (measured, Intel Xeon with AVX-512, 2026-12-07, rdtsc over chained
C calls: 75 cycles a call before, 57 after). The factors are reloaded
C from the table, so eight xmm registers do. Clobbers h and the rest.
define(`GHASH_POWERS', `movdqa	$2, $3
	GHASH_NEXT_POWER($3, $2, $4, $5, $6, $7, $8, $9)
	GHASH_STORE_POWER($3, $7, $1, 2)
	GHASH_NEXT_POWER($3, $2, $4, $5, $6, $7, $8, $9)
	GHASH_STORE_POWER($3, $7, $1, 3)
	movdqu	16($1), $2
	movdqa	$2, $3
	GHASH_NEXT_POWER($3, $2, $4, $5, $6, $7, $8, $9)
	GHASH_STORE_POWER($3, $7, $1, 4)
	movdqa	$3, $2
forloop(`ghash_i', 1, 4, `	movdqu	eval(16 * (ghash_i - 1))($1), $3
	GHASH_NEXT_POWER($3, $2, $4, $5, $6, $7, $8, $9)
	GHASH_STORE_POWER($3, $7, $1, eval(ghash_i + 4))
')')

C REFLECT(x, swap): the byte reversal of a loaded block if swap is
C `yes' (GHASH), nothing otherwise (POLYVAL), with the mask BSWAP (the
C includer's: a register or a 16-byte-aligned memory operand).
define(`REFLECT', `ifelse($2, `yes', `pshufb	BSWAP, $1')')

C GHASH_LAST_STEP(name, swap, poly): the step over the last N blocks,
C 1 <= N <= 8, at DATA: Y = (Y + X_1) H^N + ... + X_N H, four products a
C block with the powers loaded from the table. Uses the includer's
C names CTX, DATA (advanced past the blocks), N (counted down to 0), PW
C (clobbered), X, Y, LO, MID, HI, T; poly as in REDUCE. Unsuffixed
C mnemonics, so that x86/ and x86_64/ share it.
define(`GHASH_LAST_STEP', `lea	-16(CTX, N, 8), PW
	lea	(PW, N, 8), PW
	pxor	LO, LO
	pxor	MID, MID
	pxor	HI, HI
	movdqu	(DATA), X
	REFLECT(X, $2)
	pxor	Y, X
.L$1_block:
	C X is block i of the step; PW points at H^(N - i).
	CLMUL_ACC_LOAD(X, (PW), LO, MID, HI, T)
	add	IMM(16), DATA
	sub	IMM(16), PW
	dec	N
	jz	.L$1_reduce
	movdqu	(DATA), X
	REFLECT(X, $2)
	jmp	.L$1_block
.L$1_reduce:
	REDUCE(LO, MID, HI, $3, T)
	movdqa	HI, Y')

C GHASH_CONSTANTS: the byte-reversal mask .Lbswap and the reduction
C constant .Lpoly (0xc2 << 56 in the low qword), 16-byte aligned, for
C the RODATA of each file that includes this one.
define(`GHASH_CONSTANTS', `	ALIGN(16)
.Lbswap:
	.byte	15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0
.Lpoly:
	.quad	0xc200000000000000, 0')
