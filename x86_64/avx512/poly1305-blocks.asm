C x86_64/avx512/poly1305-blocks.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: _nettle_poly1305_blocks_avx512, a variant of
C _nettle_poly1305_blocks (poly1305-internal.h), with AVX-512 IFMA.
C Numbers modulo p = 2^130 - 5 are held in three limbs of base 2^44
C (44, 44 and 42 bits), one 64-bit lane each, which VPMADD52LUQ and
C VPMADD52HUQ multiply exactly (the low and high 52 bits of a 104-bit
C product, added to a lane). Eight lanes run eight interleaved
C Horner evaluations: lane k takes blocks k, k + 8, k + 16, ..., and
C a step of sixteen blocks a, b (lane k of a is block k, of b block
C k + 8) is h = (h + a) r^16 + b r^8, one reduction a step, so that
C only the products of h are on the path from one step to the next.
C The last step of the call multiplies by r^(16 - k) and r^(8 - k)
C in lane k instead, and the sum of the lanes is then the Poly1305
C accumulator after every block. The powers r^1 .. r^16 are computed
C at the start of each call (struct poly1305_ctx has no room to keep
C them), four multiplications' latency; those of the last step wait
C on the stack. An odd group of eight goes first as h = (h + a) r^8.
C Calls shorter than VEC_MIN blocks, and the 0-7 blocks after the last
C group, go to the scalar _nettle_poly1305_blocks_x86_64 by a tail
C jump, with the accumulator back in the context's 64-bit form.
C
C Limb products: h = h0 + h1 2^44 + h2 2^88, r likewise, s_i = 20 r_i
C (2^132 = 4 * 2^130 = 20 mod p). Then h * r has d0 = h0 r0 + h1 s2 +
C h2 s1, d1 = h0 r1 + h1 r0 + h2 s2, d2 = h0 r2 + h1 r1 + h2 r0, where
C the low 52 bits of each product count at the limb's place and the
C high ones 52 bits up, that is 8 bits into the next limb (and for d2,
C at 2^140 = 5 * 2^10 mod p). Bounds: between steps h0, h1 < 2^44 and
C h2 < 2^43; with a message block added every limb is below 2^45 and
C every r_i below 2^44, s_i below 2^49, so every input of VPMADD52 is
C below 2^52, every low half below 2^52 and every high half below
C 2^42; a limb sum of a step (six products) stays below 2^56 before
C the carries.
C
C No secret-dependent branch or address: the key, the powers and the
C accumulator only go through multiplications, shifts, adds and masks;
C the branches depend on blocks alone.
C
C CPU features: AVX-512F and AVX-512 IFMA (zmm, VPMADD52LUQ/HUQ); the
C dispatcher asks for FAT_AVX512 | FAT_AVX512IFMA. VZEROUPPER before
C leaving.
C
C Measured (Zen 4, 2026-12, nettle-benchmark poly1305_aes): 0.14
C cycles/byte at 16 KiB, the throughput of 36 VPMADD52 a step; 0.26 at
C 1 KiB. The scalar code: 0.62 and 0.66.
C
C Contract: as _nettle_poly1305_blocks_x86_64 (the context's 64-bit
C layout: r0, r1, s1 in r.r64[0..2], h in h.h64[0..1] and hh < 8);
C processes exactly blocks blocks at m (any alignment) and returns m +
C 16 * blocks.

include(SRCDIR`/x86_64/poly1305.m4')

C Immediates inside macro bodies (m4 would take $n as a parameter).
define(`IMM', `$`'$1')

C Fewer blocks than this (at least 16) go to the scalar code: below
C it, the set-up of the powers costs more than the vector loop saves
C (measured on Zen 4, 2026-12).
define(`VEC_MIN', 24)

C Arguments (System V), then scalar scratch.
define(`CTX', `%rdi')	C struct poly1305_ctx *
define(`BLOCKS', `%rsi')	C blocks in; then steps of sixteen blocks left
define(`M', `%rdx')	C the next block
define(`TAIL', `%r11')	C blocks after the last group: blocks & 7
C %rax, %rcx, %r8, %r9, %r10: conversions between 64-bit and 44-bit
C limbs. %rbp: the frame; %rsp: 64-byte aligned, the powers of the
C last step (SLOT).

C Vector registers. Whole loop:
define(`H0', `%zmm0')	C accumulator limbs, one Horner evaluation a lane
define(`H1', `%zmm1')
define(`H2', `%zmm2')
define(`Q0', `%zmm3')	C r^16 in every lane (set-up: the power vectors)
define(`Q1', `%zmm4')
define(`Q2', `%zmm5')
define(`QS1', `%zmm6')	C 20 * Q1, 20 * Q2
define(`QS2', `%zmm7')
define(`R0', `%zmm8')	C r^8 in every lane (set-up: r^2, r^4)
define(`R1', `%zmm9')
define(`R2', `%zmm10')
define(`RS1', `%zmm11')	C 20 * R1, 20 * R2
define(`RS2', `%zmm12')
define(`M0', `%zmm13')	C message limbs of blocks 0-7 of a step (set-up:
define(`M1', `%zmm14')	C scratch)
define(`M2', `%zmm15')
define(`MUL_T0', `%zmm16')	C MUL: d0 low, d0 high, d1 low, ... d2 high
define(`MUL_T1', `%zmm17')
define(`MUL_T2', `%zmm18')
define(`MUL_T3', `%zmm19')
define(`MUL_T4', `%zmm20')
define(`MUL_T5', `%zmm21')
define(`X', `%zmm22')	C scratch of MUL, LOAD and TIMES20
define(`MASK44', `%zmm23')	C 2^44 - 1 in every lane
define(`MASK42', `%zmm24')	C 2^42 - 1
define(`BIT40', `%zmm25')	C 2^40: the 2^128 of a block, in limb 2
define(`N0', `%zmm26')	C message limbs of blocks 8-15 of a step
define(`N1', `%zmm27')
define(`N2', `%zmm28')
define(`A0', `%zmm26')	C set-up only (shares N): r in every lane
define(`A1', `%zmm27')
define(`A2', `%zmm28')
define(`AS1', `%zmm29')	C 20 * A1, 20 * A2
define(`AS2', `%zmm30')
define(`ML', `%zmm31')	C LOAD: the low 64-bit words of eight blocks

C SLOT(i): the stack slots of the last step's powers: 0-4 lane k =
C r^(16 - k) (limbs 0-2, then 20 times limbs 1 and 2), 5-9 r^(8 - k).
define(`SLOT', `eval(64 * ($1))(%rsp)')
define(`FRAME', 640)

C XV(reg), YV(reg): the xmm and ymm part of a zmm register.
define(`XV', `patsubst($1, `zmm', `xmm')')
define(`YV', `patsubst($1, `zmm', `ymm')')

C TIMES20(src, dst): dst = 20 * src, per lane. Clobbers X.
define(`TIMES20', `
	vpsllq	IMM(2), $1, X
	vpsllq	IMM(4), $1, $2
	vpaddq	X, $2, $2
')

C MUL_ZERO, MUL_ACC(h0, h1, h2, r0, r1, r2, s1, s2), MUL_REDUCE(h0, h1,
C h2): MUL_ACC adds the 18 half products of h * r (s = 20 r) into
C MUL_T0 .. MUL_T5, which MUL_ZERO clears; MUL_REDUCE turns them into a
C partly reduced h (h0, h1 < 2^44, h2 < 2^43). r and s may be memory
C operands. Inputs must be below 2^52 (see the bounds above). Clobber
C MUL_T0 .. MUL_T5 and X. The accumulations of each sum are spaced six
C instructions apart for the 4-cycle latency of VPMADD52.
define(`MUL_ZERO', `
	vpxorq	MUL_T0, MUL_T0, MUL_T0
	vpxorq	MUL_T1, MUL_T1, MUL_T1
	vpxorq	MUL_T2, MUL_T2, MUL_T2
	vpxorq	MUL_T3, MUL_T3, MUL_T3
	vpxorq	MUL_T4, MUL_T4, MUL_T4
	vpxorq	MUL_T5, MUL_T5, MUL_T5
')
define(`MUL_ACC', `
	vpmadd52luq	$4, $1, MUL_T0
	vpmadd52huq	$4, $1, MUL_T1
	vpmadd52luq	$5, $1, MUL_T2
	vpmadd52huq	$5, $1, MUL_T3
	vpmadd52luq	$6, $1, MUL_T4
	vpmadd52huq	$6, $1, MUL_T5
	vpmadd52luq	$8, $2, MUL_T0
	vpmadd52huq	$8, $2, MUL_T1
	vpmadd52luq	$4, $2, MUL_T2
	vpmadd52huq	$4, $2, MUL_T3
	vpmadd52luq	$5, $2, MUL_T4
	vpmadd52huq	$5, $2, MUL_T5
	vpmadd52luq	$7, $3, MUL_T0
	vpmadd52huq	$7, $3, MUL_T1
	vpmadd52luq	$8, $3, MUL_T2
	vpmadd52huq	$8, $3, MUL_T3
	vpmadd52luq	$4, $3, MUL_T4
	vpmadd52huq	$4, $3, MUL_T5
')
define(`MUL_REDUCE', `
	C t1 = d1 low + d0 high * 2^8, t2 = d2 low + d1 high * 2^8; d2 high
	C is at 2^140.
	vpsllq	IMM(8), MUL_T1, MUL_T1
	vpaddq	MUL_T1, MUL_T2, MUL_T2
	vpsllq	IMM(8), MUL_T3, MUL_T3
	vpaddq	MUL_T3, MUL_T4, MUL_T4
	C c = t2 / 2^42 + (d2 high) * 2^10 units of 2^130, each worth 5.
	vpsrlq	IMM(42), MUL_T4, X
	vpsllq	IMM(10), MUL_T5, MUL_T5
	vpaddq	MUL_T5, X, X
	vpandq	MASK42, MUL_T4, MUL_T4
	vpaddq	X, MUL_T0, MUL_T0
	vpsllq	IMM(2), X, X
	vpaddq	X, MUL_T0, MUL_T0
	C Carry t0 -> t1 -> t2.
	vpsrlq	IMM(44), MUL_T0, X
	vpandq	MASK44, MUL_T0, $1
	vpaddq	X, MUL_T2, MUL_T2
	vpsrlq	IMM(44), MUL_T2, X
	vpandq	MASK44, MUL_T2, $2
	vpaddq	X, MUL_T4, $3
')

C MUL(h0, h1, h2, r0, r1, r2, s1, s2): h = h * r, as above; h may not
C be r.
define(`MUL', `
	MUL_ZERO
	MUL_ACC($@)
	MUL_REDUCE($1, $2, $3)
')

C LOAD(offset, m0, m1, m2): the eight blocks at offset(M) as limbs
C m0, m1, m2 with 2^128 added, lane k = block k. Clobbers ML and X.
define(`LOAD', `
	vmovdqu64	$1(M), X
	vmovdqu64	eval($1 + 64)(M), $4
	vmovdqa64	POLY_EVEN, ML
	vmovdqa64	POLY_ODD, $3
	C ML, m1 = the low and high words of blocks 0-7.
	vpermi2q	$4, X, ML
	vpermi2q	$4, X, $3
	C m2 = bits 88-127 and 2^128, m1 = bits 44-87 ((m1 | X) & MASK44),
	C m0 = bits 0-43.
	vpsrlq	IMM(24), $3, $4
	vporq	BIT40, $4, $4
	vpsllq	IMM(20), $3, $3
	vpsrlq	IMM(44), ML, X
	vpternlogq	IMM(0xa8), MASK44, X, $3
	vpandq	MASK44, ML, $2
')

C STEP(b powers, a powers): one step of sixteen blocks at M,
C h = (h + a) pa + b pb, each powers argument five operands (limbs 0-2,
C 20 times limbs 1-2): registers in the loop, stack slots at the end.
C The products of b go first, off the path from h to h.
define(`STEP', `
	LOAD(0, M0, M1, M2)
	LOAD(128, N0, N1, N2)
	vpaddq	M0, H0, H0
	vpaddq	M1, H1, H1
	vpaddq	M2, H2, H2
	MUL_ZERO
	MUL_ACC(N0, N1, N2, $1, $2, $3, $4, $5)
	MUL_ACC(H0, H1, H2, $6, $7, $8, $9, $10)
	MUL_REDUCE(H0, H1, H2)
')

C BROADCAST(m0, m1, m2, r0, r1, r2, s1, s2): lane 0 of m into every
C lane of r, and s = 20 r. Clobbers X.
define(`BROADCAST', `
	vpbroadcastq	XV($1), $4
	vpbroadcastq	XV($2), $5
	vpbroadcastq	XV($3), $6
	TIMES20($5, $7)
	TIMES20($6, $8)
')

C STORE_POWERS(p0, p1, p2, slot): p and 20 p1, 20 p2 to slots slot ..
C slot + 4. Clobbers X, MUL_T0 and MUL_T1.
define(`STORE_POWERS', `
	vmovdqa64	$1, SLOT($4)
	vmovdqa64	$2, SLOT(eval($4 + 1))
	vmovdqa64	$3, SLOT(eval($4 + 2))
	TIMES20($2, MUL_T0)
	TIMES20($3, MUL_T1)
	vmovdqa64	MUL_T0, SLOT(eval($4 + 3))
	vmovdqa64	MUL_T1, SLOT(eval($4 + 4))
')

C LANE_SUM(h, t): the sum of the eight lanes of h into its lane 0.
C Clobbers t.
define(`LANE_SUM', `
	vextracti64x4	IMM(1), $1, YV($2)
	vpaddq	YV($2), YV($1), YV($1)
	vextracti128	IMM(1), YV($1), XV($2)
	vpaddq	XV($2), XV($1), XV($1)
	vpshufd	IMM(0x4e), XV($1), XV($2)
	vpaddq	XV($2), XV($1), XV($1)
')

C POLY_EVEN, POLY_ODD: the qword indices (into the 16 qwords of the two
C loads) of the low and high words of eight blocks; read from memory
C at each group, off the critical path, as every zmm register is taken.
define(`POLY_EVEN', `.Lpoly_even(%rip)')
define(`POLY_ODD', `.Lpoly_odd(%rip)')

	.file "poly1305-blocks.asm"

C const uint8_t *
C _nettle_poly1305_blocks_avx512(struct poly1305_ctx *ctx, size_t blocks,
C                                const uint8_t *m);

PROLOGUE(_nettle_poly1305_blocks_avx512)
	cmp	IMM(VEC_MIN), BLOCKS
	jb	.Lscalar
	push	%rbp
	mov	%rsp, %rbp
	and	IMM(-64), %rsp
	sub	IMM(FRAME), %rsp

	mov	BLOCKS, TAIL
	and	IMM(7), TAIL
	shr	IMM(3), BLOCKS

	C Constants.
	mov	IMM(0xfffffffffff), %rax
	vpbroadcastq	%rax, MASK44
	vpsrlq	IMM(2), MASK44, MASK42
	mov	IMM(0x10000000000), %rax
	vpbroadcastq	%rax, BIT40

	C r in 44-bit limbs, in every lane of A.
	mov	(CTX), %rax
	mov	8(CTX), %rcx
	mov	%rax, %r8
	shr	IMM(44), %r8
	mov	%rcx, %r9
	shl	IMM(20), %r9
	or	%r9, %r8
	shr	IMM(24), %rcx
	vpbroadcastq	%rax, A0
	vpbroadcastq	%r8, A1
	vpbroadcastq	%rcx, A2
	vpandq	MASK44, A0, A0
	vpandq	MASK44, A1, A1
	TIMES20(A1, AS1)
	TIMES20(A2, AS2)

	C The accumulator in lane 0 of H, the other lanes 0: h0 = bits
	C 0-43, h1 = bits 44-87, h2 = bits 88 and up (below 2^43).
	mov	40(CTX), %rax
	mov	48(CTX), %rcx
	mov	36(CTX), %r8d
	mov	%rax, %r9
	shr	IMM(44), %r9
	mov	%rcx, %r10
	shl	IMM(20), %r10
	or	%r10, %r9
	shr	IMM(24), %rcx
	shl	IMM(40), %r8
	or	%r8, %rcx
	vmovq	%rax, XV(H0)
	vmovq	%r9, XV(H1)
	vmovq	%rcx, XV(H2)
	vpandq	MASK44, H0, H0
	vpandq	MASK44, H1, H1

	C The powers. R = r^2 in every lane.
	vmovdqa64	A0, R0
	vmovdqa64	A1, R1
	vmovdqa64	A2, R2
	MUL(R0, R1, R2, A0, A1, A2, AS1, AS2)
	TIMES20(R1, RS1)
	TIMES20(R2, RS2)
	C Q = (r^2, r) in each pair of lanes; M = Q * r^2 = (r^4, r^3).
	vpunpcklqdq	A0, R0, Q0
	vpunpcklqdq	A1, R1, Q1
	vpunpcklqdq	A2, R2, Q2
	vmovdqa64	Q0, M0
	vmovdqa64	Q1, M1
	vmovdqa64	Q2, M2
	MUL(M0, M1, M2, R0, R1, R2, RS1, RS2)
	C Q = (r^4, r^3, r^2, r) in lanes 0-3; R = r^4 in every lane.
	vpblendd	IMM(0xf0), YV(Q0), YV(M0), YV(Q0)
	vpblendd	IMM(0xf0), YV(Q1), YV(M1), YV(Q1)
	vpblendd	IMM(0xf0), YV(Q2), YV(M2), YV(Q2)
	BROADCAST(M0, M1, M2, R0, R1, R2, RS1, RS2)
	C M = Q * r^4 = (r^8, r^7, r^6, r^5) in lanes 0-3.
	vmovdqa64	Q0, M0
	vmovdqa64	Q1, M1
	vmovdqa64	Q2, M2
	MUL(M0, M1, M2, R0, R1, R2, RS1, RS2)
	C Q = (r^8, ..., r^1), lane k = r^(8 - k), to slots 5-9; R = r^8
	C in every lane.
	vinserti64x4	IMM(1), YV(Q0), M0, Q0
	vinserti64x4	IMM(1), YV(Q1), M1, Q1
	vinserti64x4	IMM(1), YV(Q2), M2, Q2
	BROADCAST(M0, M1, M2, R0, R1, R2, RS1, RS2)
	STORE_POWERS(Q0, Q1, Q2, 5)
	C M = Q * r^8, lane k = r^(16 - k), to slots 0-4; Q = r^16 in
	C every lane.
	vmovdqa64	Q0, M0
	vmovdqa64	Q1, M1
	vmovdqa64	Q2, M2
	MUL(M0, M1, M2, R0, R1, R2, RS1, RS2)
	STORE_POWERS(M0, M1, M2, 0)
	BROADCAST(M0, M1, M2, Q0, Q1, Q2, QS1, QS2)

	C BLOCKS counts groups of eight, at least VEC_MIN / 8 >= 2. An odd
	C one first: h = (h + a) r^8.
	test	IMM(1), BLOCKS
	jz	.Lpairs
	LOAD(0, M0, M1, M2)
	vpaddq	M0, H0, H0
	vpaddq	M1, H1, H1
	vpaddq	M2, H2, H2
	MUL(H0, H1, H2, R0, R1, R2, RS1, RS2)
	add	IMM(128), M
.Lpairs:
	C BLOCKS counts the steps of sixteen blocks after this one; every
	C step but the last is h = (h + a) r^16 + b r^8.
	shr	IMM(1), BLOCKS
	dec	BLOCKS
	jz	.Llast
	ALIGN(16)
.Lloop:
	STEP(R0, R1, R2, RS1, RS2, Q0, Q1, Q2, QS1, QS2)
	add	IMM(256), M
	dec	BLOCKS
	jnz	.Lloop

.Llast:
	C Lane k times r^(16 - k) and r^(8 - k), then the sum of lanes.
	STEP(SLOT(5), SLOT(6), SLOT(7), SLOT(8), SLOT(9),
	     SLOT(0), SLOT(1), SLOT(2), SLOT(3), SLOT(4))
	add	IMM(256), M
	LANE_SUM(H0, M0)
	LANE_SUM(H1, M1)
	LANE_SUM(H2, M2)
	vmovq	XV(H0), %rax
	vmovq	XV(H1), %rcx
	vmovq	XV(H2), %r8
	vzeroupper

	C Back to 64-bit limbs: a0 + a1 2^44 + a2 2^88 with every a below
	C 2^47, then one fold of the bits from 2^130 up so that hh < 8.
	mov	%rcx, %r9
	shl	IMM(44), %r9
	shr	IMM(20), %rcx
	add	%r9, %rax
	adc	IMM(0), %rcx
	mov	%r8, %r9
	shl	IMM(24), %r9
	shr	IMM(40), %r8
	add	%r9, %rcx
	adc	IMM(0), %r8
	POLY1305_FOLD(%rax, %rcx, %r8, %r9, %r10)
	POLY1305_STORE(CTX, %rax, %rcx, %r8)
	POLY1305_TO_SCALAR(BLOCKS, TAIL)
EPILOGUE(_nettle_poly1305_blocks_avx512)

RODATA
	ALIGN(64)
.Lpoly_even:
	.quad	0, 2, 4, 6, 8, 10, 12, 14
.Lpoly_odd:
	.quad	1, 3, 5, 7, 9, 11, 13, 15
