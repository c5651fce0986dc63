C x86_64/adx/mulx4.m4 -- 4-limb products with MULX, ADCX and ADOX.

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Shared by the field routines of this folder (P-256 in
C ecc-mod-arith.asm, 2^255 - 19 in curve25519-field64.asm). The
C includer defines IMM, A and B (operand pointers, neither %rdx), LO,
C HI (product halves), ZERO (a scratch register) and T(i), i = 0..7
C (the 8-limb result registers); %rdx is MULX's operand. Every macro
C clobbers the flags, %rdx, LO, HI and ZERO (left 0).

C MULROW(i): t[i .. i + 4] += a[i] b, for i >= 1 (t[i + 4] is
C written, not added to); CF and OF clear and ZERO 0 on entry.
define(`MULROW', `
	mov	eval(8 * $1)(A), %rdx
	mulx	(B), LO, HI
	adcx	LO, T($1)
	adox	HI, T(eval($1 + 1))
	mulx	8(B), LO, HI
	adcx	LO, T(eval($1 + 1))
	adox	HI, T(eval($1 + 2))
	mulx	16(B), LO, HI
	adcx	LO, T(eval($1 + 2))
	adox	HI, T(eval($1 + 3))
	mulx	24(B), LO, T(eval($1 + 4))
	adcx	LO, T(eval($1 + 3))
	adox	ZERO, T(eval($1 + 4))
	adcx	ZERO, T(eval($1 + 4))')

C MUL4: T(0 .. 7) = a b, a at A, b at B.
define(`MUL4', `
	C Row 0 sets t[0 .. 4] with plain carries.
	mov	(A), %rdx
	mulx	(B), T(0), T(1)
	mulx	8(B), LO, T(2)
	add	LO, T(1)
	mulx	16(B), LO, T(3)
	adc	LO, T(2)
	mulx	24(B), LO, T(4)
	adc	LO, T(3)
	adc	IMM(0), T(4)
	xor	XREG(ZERO), XREG(ZERO)
	MULROW(1)
	MULROW(2)
	MULROW(3)')

C SQR4: T(0 .. 7) = a^2, a at A: the cross products a_i a_j, i < j,
C once at t[1 .. 6], then doubled on the CF chain (ADCX x, x) while
C the squares of the diagonal go in on the OF chain (ADOX), limb by
C limb; the bit doubled out of t[6] and the last OF land in t[7].
define(`SQR4', `
	mov	(A), %rdx
	mulx	8(A), T(1), T(2)
	mulx	16(A), LO, T(3)
	add	LO, T(2)
	mulx	24(A), LO, T(4)
	adc	LO, T(3)
	adc	IMM(0), T(4)
	xor	XREG(ZERO), XREG(ZERO)
	mov	8(A), %rdx
	mulx	16(A), LO, HI
	adcx	LO, T(3)
	adox	HI, T(4)
	mulx	24(A), LO, T(5)
	adcx	LO, T(4)
	adox	ZERO, T(5)
	adcx	ZERO, T(5)
	mov	16(A), %rdx
	mulx	24(A), LO, T(6)
	add	LO, T(5)
	adc	IMM(0), T(6)
	xor	XREG(ZERO), XREG(ZERO)
	mov	(A), %rdx
	mulx	%rdx, T(0), HI
	adcx	T(1), T(1)
	adox	HI, T(1)
	mov	8(A), %rdx
	mulx	%rdx, LO, HI
	adcx	T(2), T(2)
	adox	LO, T(2)
	adcx	T(3), T(3)
	adox	HI, T(3)
	mov	16(A), %rdx
	mulx	%rdx, LO, HI
	adcx	T(4), T(4)
	adox	LO, T(4)
	adcx	T(5), T(5)
	adox	HI, T(5)
	mov	24(A), %rdx
	mulx	%rdx, LO, T(7)
	adcx	T(6), T(6)
	adox	LO, T(6)
	adcx	ZERO, T(7)
	adox	ZERO, T(7)')

C SAVE, RESTORE: the callee-saved registers (the routines use them all).
define(`SAVE', `
	push	%rbx
	push	%rbp
	push	%r12
	push	%r13
	push	%r14
	push	%r15')
define(`RESTORE', `
	pop	%r15
	pop	%r14
	pop	%r13
	pop	%r12
	pop	%rbp
	pop	%rbx')
