C x86_64/adx/ecc-add-jjj.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: point addition in Jacobian coordinates on P-256 and P-224,
C the constant-time _nettle_ecc_p256_add_jjj, _nettle_ecc_p256_add_jja
C (second point affine, z2 = 1) and their P-224 twins of
C ecc-internal.h: the formulas of ecc-add-jjj.c, ecc-add-jja.c and
C ecc_add_finish (ecc-mod-inline.h; add-2007-bl and madd-2007-bl
C without the factors 2) in one frame, as ecc-dup-jj.asm does the
C doubling: the products are local routines, the sums inline carry
C chains (point4.m4). The two entries differ only in how they form u1,
C s1, zz, h and s2; the common ending is one code path. One body,
C ADD_JJJ, makes both curves. No branch or address depends on the
C values. Like the C, they do not detect p = +-q or a point at
C infinity: the callers rule those out or select around them.
C
C CPU features: BMI2 (MULX) and ADX (ADCX, ADOX); the dispatcher asks
C for FAT_BMI2 | FAT_ADX.
C
C Contract: p = (x1, y1, z1) and q = (x2, y2, z2) (jjj) or (x2, y2)
C (jja), coordinates < p in Montgomery form; writes r = p + q. r may
C alias p or q: both are read in full before r is written. Any
C alignment.
C
C Measured (Intel Xeon with AVX-512, 2026-12-07, rdtsc over chained
C additions): P-256 add_jjj 551 -> 447 cycles.

define(`IMM', `$`'$1')

define(`R', `%rdi')	C a product's result pointer; ecc at entry, unused
define(`A', `%rsi')	C a product's first operand; r at entry
define(`B', `%rcx')	C a product's second operand; a sum's constant; q
C at entry
define(`LO', `%rax')	C low half of a product; a sum's carry or mask
define(`HI', `%rbx')	C high half of a product; a sum's constant
define(`ZERO', `%rbp')	C 0 for the carry chains of a product
C T(0) .. T(7) = %r8 .. %r15: a product and its reduction; a sum's
C limbs (0 .. 3) and their copy minus p (4 .. 7).
define(`T', `%r`'eval(8 + ($1))')
C %rdx: MULX's implicit operand; p at entry.

C The frame: 4-limb slots, then r.
define(`X2', 0)		C q's coordinates, copied
define(`Y2', 32)
define(`Z2', 64)	C (jjj only)
define(`Z1Z1', 96)	C z1^2
define(`Z2Z2', 128)	C z2^2 (jjj only)
define(`U2', 160)	C x2 z1^2
define(`S2', 192)	C y2 z1^3, then rr = s2 - s1
define(`HH', 224)	C h^2
C The ending's inputs (jja: p's coordinates, copied).
define(`U1', 256)	C x1 z2^2 (jjj), x1 (jja)
define(`S1', 288)	C y1 z2^3 (jjj), y1 (jja)
define(`ZZ', 320)	C z1 z2 (jjj), z1 (jja)
C jjj's copy of p's x1, y1, z1; the ending's other values.
define(`X1', 352)	C then x3
define(`Y1', 384)	C then j = h^3
define(`Z1', 416)	C then z3 = zz h
define(`VV', 448)	C u1 h^2, then rr (v - x3)
define(`HX', 480)	C h = u2 - u1
define(`RPTR', `512(%rsp)')
define(`FRAME', 520)

define(`X3', X1)
define(`JJ', Y1)
define(`Z3', Z1)

include(SRCDIR`/x86_64/adx/mulx4.m4')
include(SRCDIR`/x86_64/adx/redc4.m4')
include(SRCDIR`/x86_64/adx/point4.m4')

C ADD_JJJ(bits): _nettle_ecc_p<bits>_add_jjj_adx, _add_jja_adx and
C their products.
define(`ADD_JJJ', `
POINT4_CURVE($1)
	C void _nettle_ecc_p$1_add_jjj_adx (const struct ecc_curve *ecc,
	C                                    mp_limb_t *r, const mp_limb_t *p,
	C                                    const mp_limb_t *q)
PROLOGUE(_nettle_ecc_p$1_add_jjj_adx)
	SAVE
	sub	IMM(FRAME), %rsp
	mov	%rsi, RPTR
	COPY_IN(X1, %rdx, 0)
	COPY_IN(Y1, %rdx, 32)
	COPY_IN(Z1, %rdx, 64)
	COPY_IN(X2, %rcx, 0)
	COPY_IN(Y2, %rcx, 32)
	COPY_IN(Z2, %rcx, 64)

	C u1 = x1 z2^2, u2 = x2 z1^2, s1 = y1 z2^3, s2 = y2 z1^3, zz = z1 z2
	SQR(Z1Z1, Z1)
	SQR(Z2Z2, Z2)
	MUL(ZZ, Z1, Z2)
	MUL(S1, Y1, Z2)
	MUL(S2, Y2, Z1)
	MUL(U1, X1, Z2Z2)
	MUL(U2, X2, Z1Z1)
	MUL(S1, S1, Z2Z2)
	MUL(S2, S2, Z1Z1)
	jmp	.Lfinish$1
EPILOGUE(_nettle_ecc_p$1_add_jjj_adx)

	C void _nettle_ecc_p$1_add_jja_adx (const struct ecc_curve *ecc,
	C                                    mp_limb_t *r, const mp_limb_t *p,
	C                                    const mp_limb_t *q)
PROLOGUE(_nettle_ecc_p$1_add_jja_adx)
	SAVE
	sub	IMM(FRAME), %rsp
	mov	%rsi, RPTR
	COPY_IN(U1, %rdx, 0)
	COPY_IN(S1, %rdx, 32)
	COPY_IN(ZZ, %rdx, 64)
	COPY_IN(X2, %rcx, 0)
	COPY_IN(Y2, %rcx, 32)

	C u2 = x2 z1^2, s2 = y2 z1^3
	SQR(Z1Z1, ZZ)
	MUL(S2, Y2, ZZ)
	MUL(U2, X2, Z1Z1)
	MUL(S2, S2, Z1Z1)

.Lfinish$1:
	C h = u2 - u1, rr = s2 - s1; z3 = zz h, hh = h^2, rr^2 (into x3)
	MOD_SUB(HX, U2, U1)
	MOD_SUB(S2, S2, S1)
	MUL(Z3, ZZ, HX)
	SQR(HH, HX)
	SQR(X3, S2)
	C j = h hh, v = u1 hh
	MUL(JJ, HX, HH)
	MUL(VV, U1, HH)
	C x3 = rr^2 - j - 2 v
	LOAD(X3)
	SUB_T(JJ)
	SUB_T(VV)
	SUB_T(VV)
	STORE(X3)
	C y3 = rr (v - x3) - s1 j, left in T(0 .. 3)
	MOD_SUB(VV, VV, X3)
	MUL(VV, VV, S2)
	MUL(JJ, JJ, S1)
	LOAD(VV)
	SUB_T(JJ)

	POINT4_RETURN(X3, Z3)

	POINT4_PRODUCTS
EPILOGUE(_nettle_ecc_p$1_add_jja_adx)')

ADD_JJJ(256)
ADD_JJJ(224)
