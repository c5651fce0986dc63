C x86_64/adx/ecc-mod-arith.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: Montgomery products and squares on four 64-bit limbs.
C
C 1. Modulo P-256's p = 2^256 - 2^224 + 2^192 + 2^96 - 1, the
C _nettle_ecc_p256_mul/_sqr of ecc-internal.h: the 8-limb product with
C MULX and two carry chains (ADCX on CF, ADOX on OF) per row, then the
C four reduction steps of ecc-mod-arith.c's redc_p256 (u = t[i] since
C -1/p = 1 mod 2^64; u p adds u << 32, u >> 32 at limbs i + 1, i + 2
C and one MULX by p's top limb at i + 3, i + 4), then one conditional
C subtraction of p by CMOV. Everything stays in registers. The square
C forms the six cross products once, doubles them and adds the four
C squares. No branch or address depends on the values.
C
C 2. Modulo P-224's p = 2^224 - 2^96 + 1, _nettle_ecc_p224_mul/_sqr:
C the same product, then four reduction steps without a multiplication
C that subtract u p, u = t[i] (p = 1 mod 2^64), where ecc-mod-arith.c's
C redc_p224 adds it with u = -t[i]: u 2^96 goes in by one carry chain
C and u 2^224 out by one subtraction (redc4.m4's P224STEP), the result
C lands in (-p, p), and p is added under the mask of its sign.
C
C 3. Modulo any odd 4-limb m (the group orders q of P-256 and P-224, gc256b's q: the moduli of
C ECDSA's inverse and scalar products), _nettle_ecc_mont4_mul/_sqr of
C ecc-internal.h: the 8-limb product with MULX (mulx4.m4), then four
C Montgomery rows t += u m, u = t[i] minv, each four MULX on the
C ADCX/ADOX chains, the row's top limb waiting in the cleared t[i]
C (it belongs at limb i + 4, which no later row reads to choose its
C u: the layout of ecc-mod-arith.c's mont_redc), then the high half
C plus those limbs (< 2m) and one conditional subtraction of m by
C CMOV. No branch or address depends on the values.
C
C CPU features: BMI2 (MULX) and ADX (ADCX, ADOX); the dispatcher asks
C for FAT_BMI2 | FAT_ADX.
C
C Contract of 1: a, b < p in Montgomery form (x 2^256 mod p); writes
C r = a b / 2^256 mod p (resp. a^2 / 2^256), fully reduced, r may alias
C a or b (all input is read before r is written). Any alignment.

C Contract of 2: that of 1 with P-224's p.

C Contract of 3: a, b < m, m odd, minv = -1/m mod 2^64; writes r = a b /
C 2^256 mod m (resp. a^2 / 2^256), fully reduced; r may alias a or b
C (all input is read before r is written). Any alignment.

define(`IMM', `$`'$1')

define(`R', `%rdi')	C result, written at the end
define(`A', `%rsi')	C a; in the reduction, a limb of p (1, 2) or m (3)
define(`B', `%rcx')	C b (moved from %rdx); during the reduction, u << 32
define(`LO', `%rax')	C low half of a product
define(`HI', `%rbx')	C high half of a product
define(`ZERO', `%rbp')	C 0 for the carry chains; in the end, p's limb 1
C T(0) .. T(7) = %r8 .. %r15: the 8-limb product, then its reduction.
define(`T', `%r`'eval(8 + ($1))')
C %rdx: MULX's implicit operand.
C In 3, on the stack above the saved registers: minv at 0, m at 8.
define(`MINV', `(%rsp)')
define(`MPTR', `8(%rsp)')

include(SRCDIR`/x86_64/adx/mulx4.m4')

include(SRCDIR`/x86_64/adx/redc4.m4')

	C void _nettle_ecc_p256_mul_adx (mp_limb_t *r, const mp_limb_t *a,
	C                                const mp_limb_t *b)
PROLOGUE(_nettle_ecc_p256_mul_adx)
	SAVE
	mov	%rdx, B
	MUL4
	REDUCE_P256
	RESTORE
	ret
EPILOGUE(_nettle_ecc_p256_mul_adx)

	C void _nettle_ecc_p256_sqr_adx (mp_limb_t *r, const mp_limb_t *a)
PROLOGUE(_nettle_ecc_p256_sqr_adx)
	SAVE
	SQR4
	REDUCE_P256
	RESTORE
	ret
EPILOGUE(_nettle_ecc_p256_sqr_adx)

	C void _nettle_ecc_p224_mul_adx (mp_limb_t *r, const mp_limb_t *a,
	C                                const mp_limb_t *b)
PROLOGUE(_nettle_ecc_p224_mul_adx)
	SAVE
	mov	%rdx, B
	MUL4
	REDUCE_P224
	RESTORE
	ret
EPILOGUE(_nettle_ecc_p224_mul_adx)

	C void _nettle_ecc_p224_sqr_adx (mp_limb_t *r, const mp_limb_t *a)
PROLOGUE(_nettle_ecc_p224_sqr_adx)
	SAVE
	SQR4
	REDUCE_P224
	RESTORE
	ret
EPILOGUE(_nettle_ecc_p224_sqr_adx)

C MONTROW(i): t += u m 2^(64 i), u = t[i] minv, limb i cleared; the
C top limb (carries included) waits in T(i).
define(`MONTROW', `
	mov	T($1), %rdx
	imul	MINV, %rdx
	xor	XREG(ZERO), XREG(ZERO)
	mulx	(A), LO, HI
	adcx	LO, T($1)
	adox	HI, T(eval($1 + 1))
	mulx	8(A), LO, HI
	adcx	LO, T(eval($1 + 1))
	adox	HI, T(eval($1 + 2))
	mulx	16(A), LO, HI
	adcx	LO, T(eval($1 + 2))
	adox	HI, T(eval($1 + 3))
	mulx	24(A), LO, HI
	adcx	LO, T(eval($1 + 3))
	adox	ZERO, HI
	adcx	ZERO, HI
	mov	HI, T($1)')

C MONT_REDUCE: r = T(0 .. 7) / 2^256 mod m.
define(`MONT_REDUCE', `
	mov	MPTR, A
	MONTROW(0)
	MONTROW(1)
	MONTROW(2)
	MONTROW(3)
	SUM_HIGH
	sub	(A), T(0)
	sbb	8(A), T(1)
	sbb	16(A), T(2)
	sbb	24(A), T(3)
	SELECT_STORE')

	C void _nettle_ecc_mont4_mul_adx (mp_limb_t *r, const mp_limb_t *a,
	C                                 const mp_limb_t *b,
	C                                 const mp_limb_t *m, mp_limb_t minv)
PROLOGUE(_nettle_ecc_mont4_mul_adx)
	SAVE
	push	%rcx
	push	%r8
	mov	%rdx, B
	MUL4
	MONT_REDUCE
	add	IMM(16), %rsp
	RESTORE
	ret
EPILOGUE(_nettle_ecc_mont4_mul_adx)

	C void _nettle_ecc_mont4_sqr_adx (mp_limb_t *r, const mp_limb_t *a,
	C                                 const mp_limb_t *m, mp_limb_t minv)
PROLOGUE(_nettle_ecc_mont4_sqr_adx)
	SAVE
	push	%rdx
	push	%rcx
	SQR4
	MONT_REDUCE
	add	IMM(16), %rsp
	RESTORE
	ret
EPILOGUE(_nettle_ecc_mont4_sqr_adx)
