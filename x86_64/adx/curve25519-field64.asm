C x86_64/adx/curve25519-field64.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: product and square in GF(2^255 - 19) on four 64-bit limbs
C (radix 2^64), the _nettle_fe25519w_mul/_sqr_adx of
C curve25519-field64.c: the 8-limb product with MULX on two carry
C chains (mulx4.m4), then the high half folded into the low one with
C 2^256 = 38 (mod p), four MULX by 38 on ADCX/ADOX chains, and the bits
C from 255 up added as 19 times them under a cleared bit 255 (FOLD of
C curve25519.m4, which the ladder of curve25519-ladder.asm inlines).
C The result is below 2^255 + 1520 but not necessarily below p
C ("loose", as the inputs may be). The library calls the product once
C an X25519 (x / z); the square is here for ecc-field-test, which
C checks SQR4 and FOLD against mpz on edge operands as the ladder uses
C them. No branch or address depends on the values.
C
C CPU features: BMI2 (MULX) and ADX (ADCX, ADOX); the caller is the
C adx variant of the ladder, chosen for FAT_BMI2 | FAT_ADX.
C
C Contract: a, b any 256-bit values; r = a b (resp. a^2) mod p, as a
C 256-bit value congruent to it; r may alias a or b (all input is read
C before r is written). Any alignment.

define(`IMM', `$`'$1')

define(`R', `%rdi')	C result, written at the end
define(`A', `%rsi')	C a
define(`B', `%rcx')	C b (moved from %rdx)
define(`LO', `%rax')	C low half of a product
define(`HI', `%rbx')	C high half of a product
define(`ZERO', `%rbp')	C 0 for the carry chains
C T(0) .. T(7) = %r8 .. %r15: the 8-limb product, then its fold.
define(`T', `%r`'eval(8 + ($1))')
C %rdx: MULX's implicit operand.

include(SRCDIR`/x86_64/adx/mulx4.m4')

include(SRCDIR`/x86_64/adx/curve25519.m4')

C The result limbs.
define(`RMEM', `eval(8 * ($1))(R)')

	C void _nettle_fe25519w_mul_adx (uint64_t *r, const uint64_t *a,
	C                                const uint64_t *b)
PROLOGUE(_nettle_fe25519w_mul_adx)
	SAVE
	mov	%rdx, B
	MUL4
	FOLD
	STORE4(0, `RMEM')
	RESTORE
	ret
EPILOGUE(_nettle_fe25519w_mul_adx)

	C void _nettle_fe25519w_sqr_adx (uint64_t *r, const uint64_t *a)
PROLOGUE(_nettle_fe25519w_sqr_adx)
	SAVE
	SQR4
	FOLD
	STORE4(0, `RMEM')
	RESTORE
	ret
EPILOGUE(_nettle_fe25519w_sqr_adx)
