C x86_64/adx/redc4.m4 -- Montgomery reductions modulo P-256's and
C P-224's p.

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Shared by ecc-mod-arith.asm (the product and square routines) and
C the point routines of point4.m4 (ecc-dup-jj.asm, ecc-add-jjj.asm).
C The includer defines IMM, R (result pointer), A, B, LO, HI, ZERO and
C T(i), i = 0..7, as for mulx4.m4. REDUCE_P256 and REDUCE_P224 clobber
C all of them but R, and %rdx; SUM_HIGH and SELECT_STORE serve
C ecc-mod-arith.asm's other 4-limb reduction too.

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

C P224STEP(i): t += u p 2^(64 i), u = -t[i], limb i cleared: t[i] + u
C carries exactly when t[i] != 0 (the carry NEG of t[i] leaves), then
C w's low three limbs go in at i + 1 .. i + 3 and its top limb (< 2^32,
C so adding the carry cannot wrap) waits in T(i).
define(`P224STEP', `
	mov	T($1), %rdx
	neg	%rdx
	mov	%rdx, LO
	shl	IMM(32), LO
	shr	IMM(32), %rdx
	xor	XREG(HI), XREG(HI)
	sub	LO, HI
	mov	IMM(0), B
	sbb	%rdx, B
	sbb	IMM(0), LO
	sbb	IMM(0), %rdx
	neg	T($1)
	adc	HI, T(eval($1 + 1))
	adc	B, T(eval($1 + 2))
	adc	LO, T(eval($1 + 3))
	adc	IMM(0), %rdx
	mov	%rdx, T($1)')

C REDUCE_P224: r = T(0 .. 7) / 2^256 mod P-224's p.
define(`REDUCE_P224', `
	P224STEP(0)
	P224STEP(1)
	P224STEP(2)
	P224STEP(3)
	movabs	IMM(0xffffffff00000000), A
	mov	IMM(0xffffffff), XREG(ZERO)
	SUM_HIGH
	sub	IMM(1), T(0)
	sbb	A, T(1)
	sbb	IMM(-1), T(2)
	sbb	ZERO, T(3)
	SELECT_STORE')
