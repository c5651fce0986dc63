C x86_64/adx/curve25519-ladder.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: the X25519 Montgomery ladder loop (RFC 7748 section 5) on
C four 64-bit limbs, _nettle_curve25519_ladder_loop_adx of
C curve25519-field64.c, whose C keeps u's decoding, the inversion of z
C and the canonical encoding. All 255 steps run here with the field
C elements in a stack frame and every operation inlined: MUL4/SQR4 of
C mulx4.m4, then FOLD, ADD4, SUB4 and MULSMALL of curve25519.m4. The
C C ladder this replaces spent about 28% of its time in call overhead
C and glue between the product and square calls.
C
C The conditional swap is not done. A step doubles one point and adds
C both; the sum is symmetric in them (swapping the points swaps da and
C cb, which x3 = (da + cb)^2 and z3 = x1 (da - cb)^2 do not see), so
C only the doubling's inputs a = x + z, b = x - z are selected, by CMOV
C on swap = bit i XOR bit i + 1, from the first or the second point.
C The doubled point is written to the first slot and the sum to the
C second: the slots then hold the ladder's pair swapped by bit i, as
C after the usual deferred swaps, and the last selection (by bit 0)
C picks the result. Every step runs every instruction; the scalar
C only feeds CMOV conditions. No branch or address depends on k or u.
C
C CPU features: BMI2 (MULX) and ADX (ADCX, ADOX); the caller is the
C adx variant of _nettle_curve25519_ladder, chosen for FAT_BMI2 |
C FAT_ADX.
C
C Contract: x1 is any 256-bit value (u, not necessarily below p), k
C the clamped scalar (32 bytes, bits 0 .. 254 are read); writes xz[0 ..
C 3] = x, xz[4 .. 7] = z with x / z the u coordinate of k (u : 1),
C both loose (256-bit values congruent to them). z = 0 when u has
C small order. xz may alias neither k nor x1 for all it matters: the
C inputs are copied or read before xz is written.
C
C Speed: x25519 (curve25519_mul) 34.0 us with the C ladder of
C curve-ladder.h on the field64 calls, 25.1 us with this loop in
C operation order, 21.7 us with neighbouring products independent
C (hogweed-benchmark, best of three, AMD EPYC with AVX-512, shared,
C 2026-12-03; Nettle 3.8.1 in the same runs 54 us).

define(`IMM', `$`'$1')

define(`A', `%rsi')	C first factor of MUL4, square of SQR4 (a lea into the frame)
define(`B', `%rcx')	C second factor of MUL4; also the shift count of bit i
define(`LO', `%rax')	C low half of a product; scratch of ADD4/SUB4
define(`HI', `%rbx')	C high half of a product
define(`ZERO', `%rbp')	C 0 for the carry chains
define(`I', `%rdi')	C bit index i, 254 down to 0, for the whole loop
C T(0) .. T(7) = %r8 .. %r15: two elements, or an 8-limb product.
define(`T', `%r`'eval(8 + ($1))')
C %rdx: MULX's implicit operand; the swap flag while selecting.

include(SRCDIR`/x86_64/adx/mulx4.m4')
include(SRCDIR`/x86_64/adx/curve25519.m4')

C The frame, 32-byte aligned, one element a slot: FRAME(offset, j)
C is limb j of the slot at offset.
define(`FRAME', `eval($1 + 8 * ($2))(%rsp)')
define(`X1', `FRAME(0, $1)')	C u
define(`X2', `FRAME(32, $1)')	C first point (x : z); the doubled one
define(`Z2', `FRAME(64, $1)')
define(`X3', `FRAME(96, $1)')	C second point; the sum
define(`Z3', `FRAME(128, $1)')
define(`TA', `FRAME(160, $1)')	C x2 + z2
define(`TB', `FRAME(192, $1)')	C x2 - z2
define(`TC', `FRAME(224, $1)')	C x3 + z3
define(`TD', `FRAME(256, $1)')	C x3 - z3
define(`SA', `FRAME(288, $1)')	C the doubling's x + z: a or c
define(`SB', `FRAME(320, $1)')	C the doubling's x - z: b or d
define(`DA', `FRAME(352, $1)')	C d a
define(`AA', `FRAME(384, $1)')	C (x + z)^2
define(`BB', `FRAME(416, $1)')	C (x - z)^2
define(`E', `FRAME(448, $1)')	C aa - bb
define(`TMP', `FRAME(480, $1)')	C aa + 121665 e
define(`ZZ', `FRAME(512, $1)')	C z3 before its product by x1
define(`KPTR', `544(%rsp)')	C k
define(`XZPTR', `552(%rsp)')	C xz
define(`PREV', `560(%rsp)')	C bit i + 1 (bit 255 is taken as 0)
define(`SAVED_RSP', `568(%rsp)')	C the stack pointer before alignment
define(`FRAME_SIZE', `608')	C slots, the words above, alignment slack
C The caller's elements, at A: u (A_LIMB), then xz (A_LIMB, A_LIMB4).
define(`A_LIMB', `eval(8 * ($1))(A)')
define(`A_LIMB4', `eval(8 * ($1 + 4))(A)')

C MULF(r, a, b), SQRF(r, a): the slot r = a b, a^2, each a slot name.
define(`MULF', `
	lea	$2(0), A
	lea	$3(0), B
	MUL4
	FOLD
	STORE4(0, `$1')')
define(`SQRF', `
	lea	$2(0), A
	SQR4
	FOLD
	STORE4(0, `$1')')

C SUMDIFF(X, Z, S, D): the slots S = X + Z, D = X - Z; and T(0 .. 3) =
C S, T(4 .. 7) = D.
define(`SUMDIFF', `
	LOAD4(0, `$1')
	COPY4(4, 0)
	ADD4(0, `$2')
	SUB4(4, `$2')
	STORE4(0, `$3')
	STORE4(4, `$4')')

C CMOV8(cc, M, N): T(0 .. 3) = M, T(4 .. 7) = N if cc holds, by CMOV
C (which loads M and N whatever the flags say).
define(`CMOV8', `
	cmov$1	$2(0), T(0)
	cmov$1	$2(1), T(1)
	cmov$1	$2(2), T(2)
	cmov$1	$2(3), T(3)
	cmov$1	$3(0), T(4)
	cmov$1	$3(1), T(5)
	cmov$1	$3(2), T(6)
	cmov$1	$3(3), T(7)')

	C void _nettle_curve25519_ladder_loop_adx (uint64_t *xz,
	C                                          const uint8_t *k,
	C                                          const uint64_t *x1)
PROLOGUE(_nettle_curve25519_ladder_loop_adx)
	SAVE
	mov	%rsp, LO
	sub	IMM(FRAME_SIZE), %rsp
	and	IMM(-32), %rsp
	mov	LO, SAVED_RSP
	mov	%rdi, XZPTR
	mov	%rsi, KPTR

	C x1 = u, (x2 : z2) = (1 : 0), (x3 : z3) = (u : 1).
	mov	%rdx, A
	LOAD4(0, `A_LIMB')
	STORE4(0, `X1')
	STORE4(0, `X3')
	xor	XREG(LO), XREG(LO)
	mov	IMM(1), XREG(HI)
	mov	HI, X2(0)
	mov	LO, X2(1)
	mov	LO, X2(2)
	mov	LO, X2(3)
	mov	LO, Z2(0)
	mov	LO, Z2(1)
	mov	LO, Z2(2)
	mov	LO, Z2(3)
	mov	HI, Z3(0)
	mov	LO, Z3(1)
	mov	LO, Z3(2)
	mov	LO, Z3(3)
	mov	LO, PREV
	mov	IMM(254), XREG(I)

	ALIGN(16)
.Lstep:
	C swap = bit i of k XOR bit i + 1, into %rdx; PREV = bit i. The
	C byte read is chosen by i, which is public.
	mov	KPTR, LO
	mov	I, %rdx
	shr	IMM(3), %rdx
	movzbl	(LO, %rdx), XREG(LO)
	mov	XREG(I), XREG(B)
	and	IMM(7), XREG(B)
	shr	LREG(B), XREG(LO)
	and	IMM(1), XREG(LO)
	mov	PREV, %rdx
	mov	LO, PREV
	xor	LO, %rdx

	C a, b, c, d from both points; the doubling takes a, b or c, d.
	SUMDIFF(`X2', `Z2', `TA', `TB')
	SUMDIFF(`X3', `Z3', `TC', `TD')
	C Keep c, d when swap is 1, else take a, b (a CMOV loads either way).
	test	%rdx, %rdx
	CMOV8(z, `TA', `TB')
	STORE4(0, `SA')
	STORE4(4, `SB')

	C Each operation is independent of the one before it, so that
	C two products run at once, and the step ends on two of them.
	C The sum: da = d a, cb = c b (either order of the points).
	MULF(`DA', `TD', `TA')
	lea	TC(0), A
	lea	TB(0), B
	MUL4
	FOLD
	C da + cb, cb - da; the doubling's squares meanwhile.
	COPY4(4, 0)
	ADD4(0, `DA')
	SUB4(4, `DA')
	STORE4(0, `X3')
	STORE4(4, `Z3')
	SQRF(`AA', `SA')
	SQRF(`BB', `SB')
	C x3 = (da + cb)^2, z3 = x1 (cb - da)^2.
	SQRF(`X3', `X3')
	SQRF(`ZZ', `Z3')
	C The doubling: x2 = aa bb, z2 = e (aa + 121665 e), e = aa - bb.
	LOAD4(0, `AA')
	SUB4(0, `BB')
	STORE4(0, `E')
	MULSMALL(121665)
	ADD4(0, `AA')
	STORE4(0, `TMP')
	MULF(`X2', `AA', `BB')
	MULF(`Z3', `ZZ', `X1')
	MULF(`Z2', `E', `TMP')

	sub	IMM(1), I
	jnc	.Lstep

	C The slots hold the pair swapped by bit 0: its point is the
	C second one when that bit is 1.
	mov	PREV, %rdx
	LOAD4(0, `X2')
	LOAD4(4, `Z2')
	test	%rdx, %rdx
	CMOV8(nz, `X3', `Z3')
	mov	XZPTR, A
	STORE4(0, `A_LIMB')
	STORE4(4, `A_LIMB4')

	mov	SAVED_RSP, %rsp
	RESTORE
	ret
EPILOGUE(_nettle_curve25519_ladder_loop_adx)
