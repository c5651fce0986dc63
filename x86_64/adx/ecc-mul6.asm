C x86_64/adx/ecc-mul6.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: the 12-limb product and square of 6-limb numbers,
C _nettle_ecc_mul6/_sqr6 of ecc-internal.h (P-384's p and q: the
C reductions are ecc-mod-arith.c's, in C). mulxn.m4 with n = 6: six
C rows of six MULX on the ADCX/ADOX chains, the seven limbs a row
C touches in registers; the square forms the 15 cross products once and
C doubles them while the squares go in. No branch or address depends
C on the values.
C
C CPU features: BMI2 (MULX) and ADX (ADCX, ADOX); the dispatcher asks
C for FAT_BMI2 | FAT_ADX.
C
C Contract: t[0 .. 11] = a b (resp. a^2), any 6-limb a and b; t must
C not overlap a or b. Any alignment.
C
C Measured (Intel Xeon with AVX-512, 2026-12-07, rdtsc over chained
C calls through ecc_mod_mul/ecc_mod_sqr modulo P-384's p, the C
C reduction after it): product 88 -> 83 cycles, square 75 -> 67 (the
C inline C products before); most of what is left is the reduction.

define(`IMM', `$`'$1')

define(`R', `%rdi')	C t, the result
define(`A', `%rsi')	C a
define(`B', `%rcx')	C b (moved from %rdx); the square's scratch
define(`LO', `%rax')	C low half of a product
define(`HI', `%r13')	C high half of a product
C %rdx: MULX's implicit operand. mulxn.m4's seven limb registers:
define(`MN_N', 6)
define(`MN_A', `A')
define(`MN_B', `B')
define(`MN_REG', `ifelse($1, 0, `%r8', $1, 1, `%r9', $1, 2, `%r10', $1, 3,
	`%r11', $1, 4, `%rbx', $1, 5, `%rbp', `%r12')')
define(`T', `MN_T($1)')
include(SRCDIR`/x86_64/adx/mulxn.m4')

C The hooks: limbs straight to t; the square's cross limbs there too,
C then doubled in place.
define(`MN_DONE', `	mov	T($1), eval(8 * $1)(R)
')
define(`MN_SQR_DONE', `	mov	T($1), eval(8 * $1)(R)
')
define(`MN_SQR_LIMB', `m4_assert_numargs(2, $#)dnl
	mov	eval(8 * $1)(R), B
	adcx	B, B
	adox	$2, B
	mov	B, eval(8 * $1)(R)
')

define(`MUL6_ENTER', `m4_assert_numargs(0, $#)dnl
	push	%rbx
	push	%rbp
	push	%r12
	push	%r13
')
define(`MUL6_EXIT', `m4_assert_numargs(0, $#)dnl
	pop	%r13
	pop	%r12
	pop	%rbp
	pop	%rbx
	ret
')

	.text
	ALIGN(16)
C void _nettle_ecc_mul6_adx(mp_limb_t *t, const mp_limb_t *a,
C			   const mp_limb_t *b)
PROLOGUE(_nettle_ecc_mul6_adx)
MUL6_ENTER`'dnl
	mov	%rdx, B
MN_PRODUCT`'dnl
forloop(`mul6_k', 6, 11, `	mov	T(mul6_k), eval(8 * mul6_k)(R)
')dnl
MUL6_EXIT`'dnl
EPILOGUE(_nettle_ecc_mul6_adx)

	ALIGN(16)
C void _nettle_ecc_sqr6_adx(mp_limb_t *t, const mp_limb_t *a)
PROLOGUE(_nettle_ecc_sqr6_adx)
MUL6_ENTER`'dnl
	C Cross limbs 0 and 11 are 0.
	movq	IMM(0), (R)
	movq	IMM(0), 88(R)
MN_SQUARE`'dnl
MUL6_EXIT`'dnl
EPILOGUE(_nettle_ecc_sqr6_adx)
