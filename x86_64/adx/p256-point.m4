C x86_64/adx/p256-point.m4 -- P-256 point arithmetic in one frame.

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Shared by ecc-dup-jj.asm and ecc-add-jjj.asm: coordinates live in
C 4-limb slots of the routine's frame (a slot is its byte offset from
C %rsp), modular sums are inline carry chains on them, and products go
C to two local routines, emitted once per file by P256_PRODUCTS, that
C find every register but %rsp free. All values stay fully reduced
C (< p), as the products need. The includer defines the register map
C of mulx4.m4 (IMM, R, A, B, LO, HI, ZERO, T) and includes it and
C p256-redc.m4 first.

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

C MOD_ADD(d, a, b): slot d = a + b mod p, a, b < p. The sum s may
C carry out; s - p is kept unless it borrows without that carry (s < p;
C a carry always comes with a borrow since s < 2p). Clobbers T(0 .. 7),
C LO, HI, B and the flags.
define(`MOD_ADD', `
	LOAD($2)
	mov	IMM(0xffffffff), XREG(HI)
	movabs	IMM(0xffffffff00000001), B
	xor	XREG(LO), XREG(LO)
	add	SLOT($3, 0), T(0)
	adc	SLOT($3, 1), T(1)
	adc	SLOT($3, 2), T(2)
	adc	SLOT($3, 3), T(3)
	adc	IMM(0), LO
	mov	T(0), T(4)
	mov	T(1), T(5)
	mov	T(2), T(6)
	mov	T(3), T(7)
	sub	IMM(-1), T(4)
	sbb	HI, T(5)
	sbb	IMM(0), T(6)
	sbb	B, T(7)
	C CF: carry - borrow < 0, keep s.
	sbb	IMM(0), LO
	cmovnc	T(4), T(0)
	cmovnc	T(5), T(1)
	cmovnc	T(6), T(2)
	cmovnc	T(7), T(3)
	STORE($1)')

C MOD_SUB(d, a, b): slot d = a - b mod p, a, b < p: the difference,
C and p under the borrow's mask added back (p_0 = 2^64 - 1 is the mask
C itself, p_1 its low half, p_2 = 0). Clobbers T(0 .. 3), LO, HI, B and
C the flags.
define(`MOD_SUB', `
	LOAD($2)
	sub	SLOT($3, 0), T(0)
	sbb	SLOT($3, 1), T(1)
	sbb	SLOT($3, 2), T(2)
	sbb	SLOT($3, 3), T(3)
	sbb	LO, LO
	mov	LO, HI
	shr	IMM(32), HI
	movabs	IMM(0xffffffff00000001), B
	and	LO, B
	add	LO, T(0)
	adc	HI, T(1)
	adc	IMM(0), T(2)
	adc	B, T(3)
	STORE($1)')

C MUL(d, a, b), SQR(d, a): slot d = a b / 2^256 mod p (resp. a^2).
define(`MUL', `
	lea	SLOT($2, 0), A
	lea	SLOT($3, 0), B
	lea	SLOT($1, 0), R
	call	.Lmul')
define(`SQR', `
	lea	SLOT($2, 0), A
	lea	SLOT($1, 0), R
	call	.Lsqr')

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

C P256_PRODUCTS: the local routines of MUL and SQR. A, B and R are set
C by the caller; they clobber every register of the map but R, and
C %rdx.
define(`P256_PRODUCTS', `
.Lmul:
	MUL4
	REDUCE_P256
	ret
.Lsqr:
	SQR4
	REDUCE_P256
	ret')
