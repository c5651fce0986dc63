C x86_64/adx/point4.m4 -- point arithmetic on 4-limb curves in one frame.

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Shared by ecc-dup-jj.asm and ecc-add-jjj.asm, for P-256 and P-224
C (both in Montgomery form modulo their p, products divided by 2^256):
C coordinates live in 4-limb slots of the routine's frame (a slot is
C its byte offset from %rsp), modular sums are inline carry chains on
C them, and products go to two local routines per curve, emitted by
C POINT4_PRODUCTS, that find every register but %rsp free. All values
C stay fully reduced (< p), as the products need. The macros work on
C the curve that POINT4_CURVE(256) or POINT4_CURVE(224) selected last.
C The includer defines the register map of mulx4.m4 (IMM, R, A, B,
C LO, HI, ZERO, T) and includes it and redc4.m4 first.

C POINT4_CURVE(bits): the curve of the macros below.
define(`POINT4_CURVE', `define(`CURVE', $1)')

C SLOT(s, i): limb i of frame slot s.
define(`SLOT', `eval($1 + 8 * ($2))(%rsp)')

C LOAD(s): T(0 .. 3) = slot s.
define(`LOAD', `
	mov	SLOT($1, 0), T(0)
	mov	SLOT($1, 1), T(1)
	mov	SLOT($1, 2), T(2)
	mov	SLOT($1, 3), T(3)')

C STORE(s): slot s = T(0 .. 3).
define(`STORE', `
	mov	T(0), SLOT($1, 0)
	mov	T(1), SLOT($1, 1)
	mov	T(2), SLOT($1, 2)
	mov	T(3), SLOT($1, 3)')

C SUB_P: T(4 .. 7) -= p, the borrow in CF. Clobbers HI and B (the
C limbs of p that an immediate cannot give). P-224: p = (1, 2^64 -
C 2^32, 2^64 - 1, 2^32 - 1), least significant limb first.
define(`SUB_P', `ifelse(CURVE, 256, `
	mov	IMM(0xffffffff), XREG(HI)
	movabs	IMM(0xffffffff00000001), B
	P256_SUB_P(T(4), T(5), T(6), T(7), HI, B)', `
	mov	IMM(0xffffffff), XREG(HI)
	movabs	IMM(0xffffffff00000000), B
	sub	IMM(1), T(4)
	sbb	B, T(5)
	sbb	IMM(-1), T(6)
	sbb	HI, T(7)')')

C ADD_P_MASKED: T(0 .. 3) += p AND LO, LO 0 or all ones. Clobbers HI,
C B and T(4).
define(`ADD_P_MASKED', `ifelse(CURVE, 256, `
	mov	LO, HI
	shr	IMM(32), HI
	movabs	IMM(0xffffffff00000001), B
	and	LO, B
	add	LO, T(0)
	adc	HI, T(1)
	adc	IMM(0), T(2)
	adc	B, T(3)', `
	P224_ADD_P_MASKED(T(0), T(1), T(2), T(3), T(4), B, HI)')')

C ADD_T(b): T(0 .. 3) = T(0 .. 3) + slot b mod p, both < p. The sum s
C may carry out (P-256); s - p is kept unless it borrows without that
C carry (s < p; a carry always comes with a borrow since s < 2p).
C Clobbers T(4 .. 7), LO, HI, B and the flags.
define(`ADD_T', `
	xor	XREG(LO), XREG(LO)
	add	SLOT($1, 0), T(0)
	adc	SLOT($1, 1), T(1)
	adc	SLOT($1, 2), T(2)
	adc	SLOT($1, 3), T(3)
	adc	IMM(0), LO
	mov	T(0), T(4)
	mov	T(1), T(5)
	mov	T(2), T(6)
	mov	T(3), T(7)
	SUB_P
	C CF: carry - borrow < 0, keep s.
	sbb	IMM(0), LO
	cmovnc	T(4), T(0)
	cmovnc	T(5), T(1)
	cmovnc	T(6), T(2)
	cmovnc	T(7), T(3)')

C SUB_T(b): T(0 .. 3) = T(0 .. 3) - slot b mod p, both < p: the
C difference, and p under the borrow mask added back. Clobbers T(4),
C LO, HI, B and the flags.
define(`SUB_T', `
	sub	SLOT($1, 0), T(0)
	sbb	SLOT($1, 1), T(1)
	sbb	SLOT($1, 2), T(2)
	sbb	SLOT($1, 3), T(3)
	sbb	LO, LO
	ADD_P_MASKED')

C MOD_ADD(d, a, b), MOD_SUB(d, a, b): slot d = a + b, a - b mod p.
define(`MOD_ADD', `
	LOAD($2)
	ADD_T($3)
	STORE($1)')
define(`MOD_SUB', `
	LOAD($2)
	SUB_T($3)
	STORE($1)')

C MUL(d, a, b), SQR(d, a): slot d = a b / 2^256 mod p (resp. a^2).
define(`MUL', `
	lea	SLOT($2, 0), A
	lea	SLOT($3, 0), B
	lea	SLOT($1, 0), R
	call	.Lmul`'CURVE')
define(`SQR', `
	lea	SLOT($2, 0), A
	lea	SLOT($1, 0), R
	call	.Lsqr`'CURVE')

C COPY_IN(s, reg, off): slot s = the 4 limbs at off(reg); COPY_OUT(reg,
C off, s) the other way. Clobber LO.
define(`COPY_IN', `
	mov	$3($2), LO
	mov	LO, SLOT($1, 0)
	mov	eval($3 + 8)($2), LO
	mov	LO, SLOT($1, 1)
	mov	eval($3 + 16)($2), LO
	mov	LO, SLOT($1, 2)
	mov	eval($3 + 24)($2), LO
	mov	LO, SLOT($1, 3)')
define(`COPY_OUT', `
	mov	SLOT($3, 0), LO
	mov	LO, $2($1)
	mov	SLOT($3, 1), LO
	mov	LO, eval($2 + 8)($1)
	mov	SLOT($3, 2), LO
	mov	LO, eval($2 + 16)($1)
	mov	SLOT($3, 3), LO
	mov	LO, eval($2 + 24)($1)')

C POINT4_PRODUCTS: the local routines of MUL and SQR for the curve.
C A, B and R are set by the caller; they clobber every register of the
C map but R, and %rdx.
define(`POINT4_PRODUCTS', `
.Lmul`'CURVE:
	MUL4
	indir(`REDUCE_P'CURVE)
	ret
.Lsqr`'CURVE:
	SQR4
	indir(`REDUCE_P'CURVE)
	ret')

C POINT4_RETURN(x3, z3): r = (slot x3, T(0 .. 3), slot z3), r from
C RPTR; then the frame and the saved registers go and the routine
C returns.
define(`POINT4_RETURN', `
	mov	RPTR, R
	COPY_OUT(R, 0, $1)
	mov	T(0), 32(R)
	mov	T(1), 40(R)
	mov	T(2), 48(R)
	mov	T(3), 56(R)
	COPY_OUT(R, 64, $2)
	add	IMM(FRAME), %rsp
	RESTORE
	ret')
