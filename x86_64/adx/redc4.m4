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

C P256_SUB_P(t0, t1, t2, t3, p1, p3): t0 .. t3 -= P-256's p = (2^64 -
C 1, 2^32 - 1, 0, 2^64 - 2^32 + 1), least significant limb first, the
C borrow in CF; registers p1 and p3 hold its limbs 1 and 3, which no
C immediate gives. Also point4.m4's.
define(`P256_SUB_P', `
	sub	IMM(-1), $1
	sbb	$5, $2
	sbb	IMM(0), $3
	sbb	$6, $4')

C P224_ADD_P_MASKED(t0, t1, t2, t3, s0, s1, s3): t0 .. t3 += P-224's p
C AND LO for LO 0 or all ones: p = (1, 2^64 - 2^32, 2^64 - 1, 2^32 - 1),
C so p AND LO = (LO AND 1, LO << 32, LO, LO >> 32), formed in the
C scratch registers s0, s1, s3. Also point4.m4's.
define(`P224_ADD_P_MASKED', `
	mov	LO, $5
	and	IMM(1), $5
	mov	LO, $6
	shl	IMM(32), $6
	mov	LO, $7
	shr	IMM(32), $7
	add	$5, $1
	adc	$6, $2
	adc	LO, $3
	adc	$7, $4')

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
	P256_SUB_P(T(0), T(1), T(2), T(3), ZERO, A)
	SELECT_STORE')

C P224STEP(i): t -= u p 2^(64 i) with u = t[i] (p = 1 mod 2^64, so
C limb i becomes 0 without a borrow). As p = 2^224 - 2^96 + 1, that
C adds X = u 2^32 (< 2^96) at limb i + 1 and subtracts it at limb
C i + 3: the sum goes in by one carry chain over i + 1 .. i + 3, the
C difference at i + 3 by SUB, and what limb i + 4 gets (the carry out,
C minus the borrow and the top of X, in [-2^32 - 1, 1]) waits in T(i)
C plus a bias of 2^33 that keeps it positive. Twelve instructions; the
C step that added u p (u = -t[i]) needed seventeen, to form
C X (2^128 - 1) with a borrow chain first.
define(`P224STEP', `
	mov	T($1), %rdx
	mov	%rdx, LO
	shl	IMM(32), LO
	shr	IMM(32), %rdx
	add	LO, T(eval($1 + 1))
	adc	%rdx, T(eval($1 + 2))
	adc	IMM(0), T(eval($1 + 3))
	movabs	IMM(0x200000000), HI
	adc	IMM(0), HI
	sub	LO, T(eval($1 + 3))
	sbb	%rdx, HI
	mov	HI, T($1)')

C REDUCE_P224: r = T(0 .. 7) / 2^256 mod P-224's p, for T < p^2. The
C steps leave r = (t - U p) / 2^256 for some U < 2^256, in (-p, p):
C the high half plus the waiting limbs minus their biases, 2^33 at
C each of limbs 0 .. 3, with its sign in LO (0 or -1) from the carry
C and the borrow out of the top; then p under that mask added.
define(`REDUCE_P224', `
	P224STEP(0)
	P224STEP(1)
	P224STEP(2)
	P224STEP(3)
	xor	XREG(LO), XREG(LO)
	add	T(0), T(4)
	adc	T(1), T(5)
	adc	T(2), T(6)
	adc	T(3), T(7)
	adc	IMM(0), LO
	movabs	IMM(0x200000000), HI
	sub	HI, T(4)
	sbb	HI, T(5)
	sbb	HI, T(6)
	sbb	HI, T(7)
	sbb	IMM(0), LO
	P224_ADD_P_MASKED(T(4), T(5), T(6), T(7), HI, B, ZERO)
	mov	T(4), (R)
	mov	T(5), 8(R)
	mov	T(6), 16(R)
	mov	T(7), 24(R)')
