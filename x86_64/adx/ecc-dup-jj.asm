C x86_64/adx/ecc-dup-jj.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: point doubling on P-256 in Jacobian coordinates,
C _nettle_ecc_p256_dup_jj of ecc-internal.h: the formulas of
C ecc-dup-jj.c (dbl-2001-b for a = -3, four products and four squares)
C in one frame. Its cost in C was the glue, not the products: each of
C the eight products went through ecc_mod_mul, the dispatcher and a
C routine saving six registers, and the eleven modular sums between
C them through the stack of a C function. Here the products are two
C local routines (ecc-mod-arith.asm's MUL4/SQR4 and REDUCE_P256) called
C with the registers already free, and the sums are inline carry chains
C on limbs in the frame (p256-point.m4). No branch or address depends
C on the values.
C
C CPU features: BMI2 (MULX) and ADX (ADCX, ADOX); the dispatcher asks
C for FAT_BMI2 | FAT_ADX.
C
C Contract: p = (x, y, z), 12 limbs, each coordinate < p in Montgomery
C form; writes r = 2 p (z = 0, the point at infinity, gives z = 0
C again). r may alias p: p is read in full before r is written. Any
C alignment.
C
C Measured (Intel Xeon with AVX-512, 2026-12-07, rdtsc over chained
C doublings): 306 -> 275 cycles. The products are most of it: the
C routine is bound by instruction throughput, not by its chain of four
C dependent products.

define(`IMM', `$`'$1')

define(`R', `%rdi')	C a product's result pointer; ecc at entry, unused
define(`A', `%rsi')	C a product's first operand; r at entry
define(`B', `%rcx')	C a product's second operand; a sum's p_3
define(`LO', `%rax')	C low half of a product; a sum's carry or mask
define(`HI', `%rbx')	C high half of a product; a sum's p_1
define(`ZERO', `%rbp')	C 0 for the carry chains of a product
C T(0) .. T(7) = %r8 .. %r15: a product and its reduction; a sum's
C limbs (0 .. 3) and their copy minus p (4 .. 7).
define(`T', `%r`'eval(8 + ($1))')
C %rdx: MULX's implicit operand; p at entry.

C The frame: 4-limb slots, then r and p.
define(`XX', 0)		C x, copied (p's limbs may be r's)
define(`ZZ', 32)	C z^2, then w = 4 y^4, 8 y^4
define(`YY', 64)	C y^2, 2 y^2, then y3
define(`Z3', 96)	C 2 y z
define(`TT', 128)	C (x - z^2)(x + z^2), then x3
define(`UU', 160)	C x + z^2, then mm (s - x3)
define(`MM', 192)	C mm = 3 (x - z^2)(x + z^2)
define(`SS', 224)	C s = 4 x y^2
define(`RPTR', `256(%rsp)')
define(`PPTR', `264(%rsp)')
define(`FRAME', 272)

include(SRCDIR`/x86_64/adx/mulx4.m4')
include(SRCDIR`/x86_64/adx/p256-redc.m4')

include(SRCDIR`/x86_64/adx/p256-point.m4')

	C void _nettle_ecc_p256_dup_jj_adx (const struct ecc_curve *ecc,
	C                                   mp_limb_t *r, const mp_limb_t *p)
PROLOGUE(_nettle_ecc_p256_dup_jj_adx)
	SAVE
	sub	IMM(FRAME), %rsp
	mov	%rsi, RPTR
	mov	%rdx, A
	mov	A, PPTR
	COPY_IN(XX, A, 0)

	C zz = z^2, yy = y^2, z3 = 2 y z
	add	IMM(64), A
	lea	SLOT(ZZ, 0), R
	call	.Lsqr
	mov	PPTR, A
	add	IMM(32), A
	lea	SLOT(YY, 0), R
	call	.Lsqr
	mov	PPTR, A
	lea	64(A), B
	add	IMM(32), A
	lea	SLOT(Z3, 0), R
	call	.Lmul
	MOD_ADD(Z3, Z3, Z3)

	C t = (x - zz)(x + zz); yy = 2 y^2, s = x yy, w = yy^2 (in zz's
	C slot): independent products, next to each other so that they
	C overlap
	MOD_SUB(TT, XX, ZZ)
	MOD_ADD(UU, XX, ZZ)
	MUL(TT, TT, UU)
	MOD_ADD(YY, YY, YY)
	MUL(SS, XX, YY)
	SQR(ZZ, YY)

	C mm = 3 t, s = 2 s, x3 = mm^2 - 2 s
	MOD_ADD(MM, TT, TT)
	MOD_ADD(MM, MM, TT)
	MOD_ADD(SS, SS, SS)
	SQR(TT, MM)
	MOD_SUB(TT, TT, SS)
	MOD_SUB(TT, TT, SS)

	C y3 = mm (s - x3) - 2 w
	MOD_SUB(UU, SS, TT)
	MUL(UU, UU, MM)
	MOD_ADD(ZZ, ZZ, ZZ)
	MOD_SUB(YY, UU, ZZ)

	C r = (x3, y3, z3)
	mov	RPTR, R
	COPY_OUT(R, 0, TT)
	mov	T(0), 32(R)
	mov	T(1), 40(R)
	mov	T(2), 48(R)
	mov	T(3), 56(R)
	COPY_OUT(R, 64, Z3)
	add	IMM(FRAME), %rsp
	RESTORE
	ret

	P256_PRODUCTS
EPILOGUE(_nettle_ecc_p256_dup_jj_adx)
