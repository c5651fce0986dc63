C x86_64/adx/ecc-dup-jj.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: point doubling in Jacobian coordinates on P-256 and P-224,
C _nettle_ecc_p256_dup_jj and _nettle_ecc_p224_dup_jj of
C ecc-internal.h: the formulas of ecc-dup-jj.c (dbl-2001-b for a = -3,
C four products and four squares) in one frame. Their cost in C was the
C glue, not the products: each of the eight products went through
C ecc_mod_mul, the dispatcher and a routine saving six registers, and
C the eleven modular sums between them through the stack of a C
C function. Here the products are local routines (MUL4/SQR4 and the
C reductions of redc4.m4) called with the registers already free, and
C the sums are inline carry chains on limbs in the frame (point4.m4).
C One body, DUP_JJ, makes both curves. No branch or address depends
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
C doublings): P-256 306 -> 273 cycles. The products are most of it:
C the routine is bound by instruction throughput, not by its chain of
C four dependent products.

define(`IMM', `$`'$1')

define(`R', `%rdi')	C a product's result pointer; ecc at entry, unused
define(`A', `%rsi')	C a product's first operand; r at entry
define(`B', `%rcx')	C a product's second operand; a sum's constant
define(`LO', `%rax')	C low half of a product; a sum's carry or mask
define(`HI', `%rbx')	C high half of a product; a sum's constant
define(`ZERO', `%rbp')	C 0 for the carry chains of a product
C T(0) .. T(7) = %r8 .. %r15: a product and its reduction; a sum's
C limbs (0 .. 3) and their copy minus p (4 .. 7).
define(`T', `%r`'eval(8 + ($1))')
C %rdx: MULX's implicit operand; p at entry.

C The frame: 4-limb slots, then r.
define(`XX', 0)		C x, copied (p may be r)
define(`YI', 32)	C y, copied
define(`ZI', 64)	C z, copied
define(`ZZ', 96)	C z^2, then w = 4 y^4
define(`YY', 128)	C y^2, then 2 y^2
define(`Z3', 160)	C 2 y z
define(`TT', 192)	C (x - z^2)(x + z^2), then x3
define(`UU', 224)	C x + z^2, then mm (s - x3)
define(`MM', 256)	C mm = 3 (x - z^2)(x + z^2)
define(`SS', 288)	C s = 4 x y^2
define(`RPTR', `320(%rsp)')
define(`FRAME', 328)

include(SRCDIR`/x86_64/adx/mulx4.m4')
include(SRCDIR`/x86_64/adx/redc4.m4')
include(SRCDIR`/x86_64/adx/point4.m4')

C DUP_JJ(bits): _nettle_ecc_p<bits>_dup_jj_adx and its products.
define(`DUP_JJ', `
POINT4_CURVE($1)
	C void _nettle_ecc_p$1_dup_jj_adx (const struct ecc_curve *ecc,
	C                                   mp_limb_t *r, const mp_limb_t *p)
PROLOGUE(_nettle_ecc_p$1_dup_jj_adx)
	SAVE
	sub	IMM(FRAME), %rsp
	mov	%rsi, RPTR
	COPY_IN(XX, %rdx, 0)
	COPY_IN(YI, %rdx, 32)
	COPY_IN(ZI, %rdx, 64)

	C zz = z^2, yy = y^2, z3 = 2 y z
	SQR(ZZ, ZI)
	SQR(YY, YI)
	MUL(Z3, YI, ZI)
	MOD_ADD(Z3, Z3, Z3)

	C t = (x - zz)(x + zz); yy = 2 y^2, s = x yy, w = yy^2 (in the
	C slot of zz): independent products, next to each other so that
	C they overlap
	MOD_SUB(TT, XX, ZZ)
	MOD_ADD(UU, XX, ZZ)
	MUL(TT, TT, UU)
	MOD_ADD(YY, YY, YY)
	MUL(SS, XX, YY)
	SQR(ZZ, YY)

	C mm = 3 t, s = 2 s, x3 = mm^2 - 2 s
	LOAD(TT)
	ADD_T(TT)
	ADD_T(TT)
	STORE(MM)
	MOD_ADD(SS, SS, SS)
	SQR(TT, MM)
	LOAD(TT)
	SUB_T(SS)
	SUB_T(SS)
	STORE(TT)

	C y3 = mm (s - x3) - 2 w, left in T(0 .. 3)
	MOD_SUB(UU, SS, TT)
	MUL(UU, UU, MM)
	LOAD(UU)
	SUB_T(ZZ)
	SUB_T(ZZ)

	POINT4_RETURN(TT, Z3)

	POINT4_PRODUCTS
EPILOGUE(_nettle_ecc_p$1_dup_jj_adx)')

DUP_JJ(256)
DUP_JJ(224)
