C x86_64/adx/p256-redc.m4 -- Montgomery reduction modulo P-256's p.

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Shared by ecc-mod-arith.asm (the product and square routines) and
C ecc-dup-jj.asm (the point doubling that keeps its products in one
C frame). The includer defines IMM, R (result pointer), A, B, LO, HI,
C ZERO and T(i), i = 0..7, as for mulx4.m4. REDUCE_P256 clobbers all of
C them but R, and %rdx; SUM_HIGH and SELECT_STORE serve the other
C 4-limb reductions of ecc-mod-arith.asm too.

C SUM_HIGH: s = T(4 .. 7) + T(0 .. 3) (the high half and the waiting
C top limbs), into T(4 .. 7) and, for the subtraction, T(0 .. 3), its
C carry in LO.
define(`SUM_HIGH', `
	xor	XREG(LO), XREG(LO)
	add	T(0), T(4)
	adc	T(1), T(5)
	adc	T(2), T(6)
	adc	T(3), T(7)
	adc	IMM(0), LO
	mov	T(4), T(0)
	mov	T(5), T(1)
	mov	T(6), T(2)
	mov	T(7), T(3)')

C SELECT_STORE: after T(0 .. 3) = s - m with a borrow: r = s - m or s.
define(`SELECT_STORE', `
	C LO = carry - borrow is 0 (keep s - m) or -1 (keep s), with CF.
	sbb	IMM(0), LO
	cmovc	T(4), T(0)
	cmovc	T(5), T(1)
	cmovc	T(6), T(2)
	cmovc	T(7), T(3)
	mov	T(0), (R)
	mov	T(1), 8(R)
	mov	T(2), 16(R)
	mov	T(3), 24(R)')

C REDSTEP(i): t += t[i] p / 2^64 with limb i cleared; the carry out of
C limb i + 3 (it belongs at i + 4) waits in T(i) with the top half of
C t[i] p_3.
define(`REDSTEP', `
	mov	T($1), %rdx
	mulx	A, LO, HI
	mov	%rdx, B
	shl	IMM(32), B
	shr	IMM(32), %rdx
	add	B, T(eval($1 + 1))
	adc	%rdx, T(eval($1 + 2))
	adc	LO, T(eval($1 + 3))
	adc	IMM(0), HI
	mov	HI, T($1)')

C REDUCE_P256: r = T(0 .. 7) / 2^256 mod p; clobbers every register of the
C map. The sum of the high half and the waiting carries is < 2p.
define(`REDUCE_P256', `
	movabs	IMM(0xffffffff00000001), A
	REDSTEP(0)
	REDSTEP(1)
	REDSTEP(2)
	REDSTEP(3)
	mov	IMM(0xffffffff), XREG(ZERO)
	SUM_HIGH
	sub	IMM(-1), T(0)
	sbb	ZERO, T(1)
	sbb	IMM(0), T(2)
	sbb	A, T(3)
	SELECT_STORE')
