C x86_64/adx/ecc-mod-arith.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: the Montgomery product and square modulo P-256's
C p = 2^256 - 2^224 + 2^192 + 2^96 - 1 on four 64-bit limbs, the
C _nettle_ecc_p256_mul/_sqr of ecc-internal.h: the 8-limb product with
C MULX and two carry chains (ADCX on CF, ADOX on OF) per row, then the
C four reduction steps of ecc-mod-arith.c's redc_p256 (u = t[i] since
C -1/p = 1 mod 2^64; u p adds u << 32, u >> 32 at limbs i + 1, i + 2
C and one MULX by p's top limb at i + 3, i + 4), then one conditional
C subtraction of p by CMOV. Everything stays in registers. The square
C forms the six cross products once, doubles them and adds the four
C squares. No branch or address depends on the values.
C
C CPU features: BMI2 (MULX) and ADX (ADCX, ADOX); the dispatcher asks
C for FAT_BMI2 | FAT_ADX.
C
C Contract: a, b < p in Montgomery form (x 2^256 mod p); writes
C r = a b / 2^256 mod p (resp. a^2 / 2^256), fully reduced, r may alias
C a or b (all input is read before r is written). Any alignment.

define(`IMM', `$`'$1')

define(`R', `%rdi')	C result, written at the end
define(`A', `%rsi')	C a; during the reduction, p's top limb
define(`B', `%rcx')	C b (moved from %rdx); during the reduction, u << 32
define(`LO', `%rax')	C low half of a product
define(`HI', `%rbx')	C high half of a product
define(`ZERO', `%rbp')	C 0 for the carry chains; in the end, p's limb 1
C T(0) .. T(7) = %r8 .. %r15: the 8-limb product, then its reduction.
define(`T', `%r`'eval(8 + ($1))')
C %rdx: MULX's implicit operand.

include(SRCDIR`/x86_64/adx/mulx4.m4')

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

C REDUCE: r = T(0 .. 7) / 2^256 mod p; clobbers every register of the
C map. The sum of the high half and the waiting carries is < 2p.
define(`REDUCE', `
	movabs	IMM(0xffffffff00000001), A
	REDSTEP(0)
	REDSTEP(1)
	REDSTEP(2)
	REDSTEP(3)
	xor	XREG(LO), XREG(LO)
	add	T(0), T(4)
	adc	T(1), T(5)
	adc	T(2), T(6)
	adc	T(3), T(7)
	adc	IMM(0), LO
	mov	IMM(0xffffffff), XREG(ZERO)
	mov	T(4), T(0)
	mov	T(5), T(1)
	mov	T(6), T(2)
	mov	T(7), T(3)
	sub	IMM(-1), T(0)
	sbb	ZERO, T(1)
	sbb	IMM(0), T(2)
	sbb	A, T(3)
	C LO = carry - borrow is 0 (keep s - p) or -1 (keep s), with CF.
	sbb	IMM(0), LO
	cmovc	T(4), T(0)
	cmovc	T(5), T(1)
	cmovc	T(6), T(2)
	cmovc	T(7), T(3)
	mov	T(0), (R)
	mov	T(1), 8(R)
	mov	T(2), 16(R)
	mov	T(3), 24(R)')

	C void _nettle_ecc_p256_mul_adx (mp_limb_t *r, const mp_limb_t *a,
	C                                const mp_limb_t *b)
PROLOGUE(_nettle_ecc_p256_mul_adx)
	SAVE
	mov	%rdx, B
	MUL4
	REDUCE
	RESTORE
	ret
EPILOGUE(_nettle_ecc_p256_mul_adx)

	C void _nettle_ecc_p256_sqr_adx (mp_limb_t *r, const mp_limb_t *a)
PROLOGUE(_nettle_ecc_p256_sqr_adx)
	SAVE
	SQR4
	REDUCE
	RESTORE
	ret
EPILOGUE(_nettle_ecc_p256_sqr_adx)
