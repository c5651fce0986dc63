C x86_64/adx/ecc-p521.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: products and squares modulo P-521's p = 2^521 - 1, the
C _nettle_ecc_p521_mul/_sqr of ecc-internal.h: the 17-limb product of
C two 9-limb numbers with MULX, one row of nine per limb of a on two
C carry chains (ADCX on CF for the low halves, ADOX on OF for the high
C ones), the ten limbs a row touches in registers and each finished low
C limb stored; then one fold in registers to the residue: s =
C (t mod 2^521) + (t >> 521) + 1 (the shifts by SHRD before the carry
C chain), and r = s - 1 or s - 2^521 by bit 521 of s, one borrow chain
C (the second fold and the test for s = p that ecc-mod-arith.c's
C mersenne_fold has were the routine's latency tail). The square
C forms the 36 cross products once (rows a[i] a[j], j > i, stored as
C their limbs are done), then doubles them and adds the nine squares
C a[i]^2 on the two chains in one pass, and shares the fold. No branch
C or address depends on the values.
C
C CPU features: BMI2 (MULX) and ADX (ADCX, ADOX); the dispatcher asks
C for FAT_BMI2 | FAT_ADX.
C
C Contract: a, b < p (9 limbs, plain numbers, not Montgomery form);
C writes r = a b mod p (resp. a^2), fully reduced; r may alias a or b
C (all input is read before r is written). Any alignment.
C
C Measured (Intel Xeon with AVX-512, 2026-12-07, rdtsc over chained
C calls through ecc_mod_mul/ecc_mod_sqr): product 129 -> 96 cycles,
C square 102 -> 76 (GMP's mpn_mul_n or mpn_sqr and the C fold before; as
C the product with b = a, 97); 2026-12-08, with the one-chain residue,
C product 96 -> 83, square 74 -> 62, P-521's point doubling 782 -> 656
C (with the inline sums of ecc-mod-inline.h).

define(`IMM', `$`'$1')

define(`A', `%rsi')	C a
define(`B', `%rcx')	C b (moved from %rdx)
define(`LO', `%rax')	C low half of a product; in the fold, scratch
define(`HI', `%rbx')	C high half of a product
C %rdx: MULX's implicit operand.
C mulxn.m4's names: the ten registers of limbs in rotation, T(k) the
C one of limb k.
define(`MN_N', 9)
define(`MN_A', `A')
define(`MN_B', `B')
define(`MN_REG', `ifelse($1, 0, `%rbp', $1, 1, `%rdi', `%r`'eval(6 + $1)')')
define(`T', `MN_T($1)')
include(SRCDIR`/x86_64/adx/mulxn.m4')
C Stack: product limbs 0 .. 7 at 0 .. 56 (the square: limbs 0 .. 17 of
C the cross products at 0 .. 136, replaced by the result's), r at 144.
define(`RP', `144(%rsp)')
define(`FRAME', 152)

C The hooks of mulxn.m4: the product's limbs 0 .. 7 to the stack (8
C on are the fold's, in registers); the square's cross limbs to the
C stack, then its limbs 0 .. 7 back there and 8 .. 17 into T(8) ..
C T(17).
define(`MN_DONE', `ifelse(eval($1 < 8), 1, `	mov	T($1), eval(8 * $1)(%rsp)
')')
define(`MN_SQR_DONE', `	mov	T($1), eval(8 * $1)(%rsp)
')
define(`MN_SQR_LIMB', `m4_assert_numargs(2, $#)dnl
pushdef(`p521_x', ifelse(eval($1 < 8), 1, `B', `T($1)'))dnl
	mov	eval(8 * $1)(%rsp), p521_x
	adcx	p521_x, p521_x
	adox	$2, p521_x
ifelse(eval($1 < 8), 1, `	mov	p521_x, eval(8 * $1)(%rsp)
')dnl
popdef(`p521_x')')

C P521_ENTER: the saved registers, the frame, r.
define(`P521_ENTER', `m4_assert_numargs(0, $#)dnl
	push	%rbx
	push	%rbp
	push	%r12
	push	%r13
	push	%r14
	push	%r15
	sub	IMM(FRAME), %rsp
	mov	%rdi, RP
')

	.text
	ALIGN(16)
C void _nettle_ecc_p521_sqr_adx(mp_limb_t *r, const mp_limb_t *a)
PROLOGUE(_nettle_ecc_p521_sqr_adx)
P521_ENTER`'dnl
	C Cross limbs 0 and 17 are 0.
	movq	IMM(0), (%rsp)
	movq	IMM(0), 136(%rsp)
	C B is free (there is no b): MN_SQR_LIMB's scratch.
MN_SQUARE`'dnl
	jmp	.Lp521_fold
EPILOGUE(_nettle_ecc_p521_sqr_adx)

	ALIGN(16)
C void _nettle_ecc_p521_mul_adx(mp_limb_t *r, const mp_limb_t *a,
C				const mp_limb_t *b)
PROLOGUE(_nettle_ecc_p521_mul_adx)
P521_ENTER`'dnl
	mov	%rdx, B
MN_PRODUCT`'dnl
.Lp521_fold:
	C Limbs 8 .. 16 in T(8) .. T(16), T(17) = 0 (a b < 2^1042); the
	C low ones on the stack. hi = t >> 521, limb k into T(8 + k).
	mov	T(8), LO
	and	IMM(0x1ff), XREG(LO)
forloop(`p521_k', 0, 8, `	shrd	IMM(9), T(eval(9 + p521_k)), T(eval(8 + p521_k))
')dnl
	C s = (t mod 2^521) + hi + 1 <= 2^522 - 2 (hi <= 2^521 - 2), in
	C T(8) .. T(16), the 1 the carry STC sets.
	stc
	adc	(%rsp), T(8)
forloop(`p521_k', 1, 7, `	adc	eval(8 * p521_k)(%rsp), T(eval(8 + p521_k))
')dnl
	adc	LO, T(16)
	C Bit 521 of s, h, is set exactly when s - 1 >= p: then
	C s - 1 - p = s mod 2^521, else s - 1 < p is the result. So r =
	C (s - (1 - h)) mod 2^521, below p either way.
	mov	T(16), LO
	shr	IMM(9), LO
	xor	IMM(1), XREG(LO)
	mov	RP, B
	sub	LO, T(8)
forloop(`p521_k', 9, 16, `	sbb	IMM(0), T(p521_k)
')dnl
	and	IMM(0x1ff), T(16)
forloop(`p521_k', 0, 8, `	mov	T(eval(8 + p521_k)), eval(8 * p521_k)(B)
')dnl
	add	IMM(FRAME), %rsp
	pop	%r15
	pop	%r14
	pop	%r13
	pop	%r12
	pop	%rbp
	pop	%rbx
	ret
EPILOGUE(_nettle_ecc_p521_mul_adx)
