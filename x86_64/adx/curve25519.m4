C x86_64/adx/curve25519.m4 -- GF(2^255 - 19) on four 64-bit limbs.

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Shared by curve25519-field64.asm (the product and square the C
C glue calls) and curve25519-ladder.asm (the whole ladder loop), so
C that both reduce the same way. An element is any 256-bit value
C congruent to it ("loose"); 2^256 = 38 (mod p) folds every carry and
C borrow out of the top limb back in at the bottom.
C
C The includer defines what mulx4.m4 asks for (IMM, LO, HI, ZERO and
C T(i) = the 8-limb registers) and includes mulx4.m4 too. Operands in
C memory are named by a macro M with M(j) the address of limb j (for
C instance `eval(8 * ($1))(%rdi)'). In every macro i is 0 or 4: the
C four registers T(i .. i + 3) hold one element; CF and OF are
C clobbered.

C CARRY38(op, i): the carry (op add) or borrow (op sub) that CF holds
C out of the top limb, as 2^256 = 38: op 38 or 0 at T(i), without a
C branch. Clobbers LO.
define(`CARRY38', `
	sbb	LO, LO
	and	IMM(38), LO
	$1	LO, T($2)')

C FOLD: T(0 .. 3) = T(0 .. 3) + 38 T(4 .. 7) (an 8-limb product),
C below 2^255 + 1520. Clobbers %rdx, LO, HI, ZERO (left 0) and
C T(4 .. 7).
define(`FOLD', `
	xor	XREG(ZERO), XREG(ZERO)
	mov	IMM(38), XREG(%rdx)
	mulx	T(4), LO, HI
	adcx	LO, T(0)
	adox	HI, T(1)
	mulx	T(5), LO, HI
	adcx	LO, T(1)
	adox	HI, T(2)
	mulx	T(6), LO, HI
	adcx	LO, T(2)
	adox	HI, T(3)
	mulx	T(7), LO, T(4)
	adcx	LO, T(3)
	adox	ZERO, T(4)
	adcx	ZERO, T(4)
	C T(4) < 40. The bits from 255 up, h = 2 T(4) + bit 255 < 80, are
	C 19 h (2^255 = 19): below 2^255 + 19 * 80, no carry out.
	mov	T(3), LO
	shr	IMM(63), LO
	lea	(LO, T(4), 2), T(4)
	btr	IMM(63), T(3)
	imul	IMM(19), T(4), T(4)
	add	T(4), T(0)
	adc	IMM(0), T(1)
	adc	IMM(0), T(2)
	adc	IMM(0), T(3)')

C LOAD4(i, M), STORE4(i, M): T(i .. i + 3) from / to M.
define(`LOAD4', `
	mov	$2(0), T($1)
	mov	$2(1), T(eval($1 + 1))
	mov	$2(2), T(eval($1 + 2))
	mov	$2(3), T(eval($1 + 3))')
define(`STORE4', `
	mov	T($1), $2(0)
	mov	T(eval($1 + 1)), $2(1)
	mov	T(eval($1 + 2)), $2(2)
	mov	T(eval($1 + 3)), $2(3)')

C COPY4(i, j): T(i .. i + 3) = T(j .. j + 3).
define(`COPY4', `
	mov	T($2), T($1)
	mov	T(eval($2 + 1)), T(eval($1 + 1))
	mov	T(eval($2 + 2)), T(eval($1 + 2))
	mov	T(eval($2 + 3)), T(eval($1 + 3))')

C ADD4(i, M): T(i .. i + 3) += M, loose, for M below 2^256 - 38 (FOLD
C leaves less than 2^255 + 1520; so do the ladder's starting values). A
C carry out is 38 added at the bottom; that sum cannot carry out of
C the top again, the limbs being below M before it. Clobbers LO.
define(`ADD4', `
	add	$2(0), T($1)
	adc	$2(1), T(eval($1 + 1))
	adc	$2(2), T(eval($1 + 2))
	adc	$2(3), T(eval($1 + 3))
CARRY38(add, $1)
	adc	IMM(0), T(eval($1 + 1))
	adc	IMM(0), T(eval($1 + 2))
	adc	IMM(0), T(eval($1 + 3))')

C SUB4(i, M): T(i .. i + 3) -= M, loose, for M below 2^256 - 38 as in
C ADD4. A borrow is 38 subtracted, which cannot borrow out of the top
C again: the limbs are then at least 2^256 - M. Clobbers LO.
define(`SUB4', `
	sub	$2(0), T($1)
	sbb	$2(1), T(eval($1 + 1))
	sbb	$2(2), T(eval($1 + 2))
	sbb	$2(3), T(eval($1 + 3))
CARRY38(sub, $1)
	sbb	IMM(0), T(eval($1 + 1))
	sbb	IMM(0), T(eval($1 + 2))
	sbb	IMM(0), T(eval($1 + 3))')

C MULSMALL(c): T(0 .. 3) *= c for c < 2^32, loose: the word above
C the limbs (below 2^32) times 38 added at the bottom; a carry out of
C that leaves the limbs below 38 * 2^32, and its 38 cannot carry.
C Clobbers %rdx, LO and T(4 .. 7).
define(`MULSMALL', `
	mov	IMM($1), XREG(%rdx)
	mulx	T(0), T(0), T(4)
	mulx	T(1), T(1), T(5)
	add	T(4), T(1)
	mulx	T(2), T(2), T(6)
	adc	T(5), T(2)
	mulx	T(3), T(3), T(7)
	adc	T(6), T(3)
	adc	IMM(0), T(7)
	imul	IMM(38), T(7), T(7)
	add	T(7), T(0)
	adc	IMM(0), T(1)
	adc	IMM(0), T(2)
	adc	IMM(0), T(3)
CARRY38(add, 0)')
