C x86_64/avx2/poly1305-blocks.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: _nettle_poly1305_blocks_avx2, a variant of
C _nettle_poly1305_blocks (poly1305-internal.h), with AVX2 VPMULUDQ.
C Numbers modulo p = 2^130 - 5 are held in five limbs of base 2^26, one
C 64-bit lane each. Four lanes run four interleaved Horner evaluations:
C lane k takes blocks k, k + 4, k + 8, ..., and a step of eight blocks
C a, b (lane k of a is block k, of b block k + 4) is h = (h + a) r^8 +
C b r^4, one reduction a step, with the products of b off the path
C from one h to the next. The last step multiplies by r^(8 - k) and
C r^(4 - k) in lane k instead, and the sum of the lanes is then the
C Poly1305 accumulator after every block. The powers are computed at
C the start of each call (struct poly1305_ctx has no room for them) and
C kept on the stack, as memory operands of VPMULUDQ: the 16 ymm
C registers hold h, the products and one message group. An odd group
C of four goes first as h = (h + a) r^4. Calls shorter than VEC_MIN
C blocks and the 0-3 blocks after the last group go to the scalar
C _nettle_poly1305_blocks_x86_64 by a tail jump, with the accumulator
C back in the context's 64-bit form.
C
C Limb products: d_i = sum over j of h_j r_(i-j) for j <= i and
C h_j s_(5+i-j) for j > i, s_k = 5 r_k (2^130 = 5 mod p). Bounds:
C between steps every limb is below 2^26 + 2^10; with a message block
C added, below 2^28; r_k below 2^26 + 2^10 and s_k below 2^29, so
C every VPMULUDQ input fits its 32 bits, every product is below 2^57
C and a sum of ten of them below 2^61.
C
C No secret-dependent branch or address: the key, the powers and the
C accumulator only go through multiplications, shifts, adds and masks;
C the branches depend on blocks alone, the addresses on the stack
C pointer and m.
C
C CPU features: AVX2 (VPMULUDQ, VPERMQ, VPBLENDD, VPBROADCASTQ on
C ymm); the dispatcher asks for FAT_AVX2. VZEROUPPER before leaving.
C
C Measured (Zen 4, 2026-12, nettle-benchmark poly1305_aes): 0.28
C cycles/byte at 16 KiB, 0.40 at 1 KiB; the scalar code 0.62 and 0.66.
C
C Contract: as _nettle_poly1305_blocks_x86_64 (the context's 64-bit
C layout: r0, r1, s1 in r.r64[0..2], h in h.h64[0..1] and hh < 8);
C processes exactly blocks blocks at m (any alignment) and returns m +
C 16 * blocks.

include(SRCDIR`/x86_64/poly1305.m4')

C Immediates inside macro bodies (m4 would take $n as a parameter).
define(`IMM', `$`'$1')

C Fewer blocks than this (at least 8) go to the scalar code: the
C vector path wins from 384 bytes on, ties at 256 (Zen 4, 2026-12).
define(`VEC_MIN', 24)

C Arguments (System V), then scalar scratch.
define(`CTX', `%rdi')	C struct poly1305_ctx *
define(`BLOCKS', `%rsi')	C blocks in; then steps of eight blocks left
define(`M', `%rdx')	C the next block
define(`TAIL', `%r11')	C blocks after the last group: blocks & 3
C %rax, %rcx, %r8, %r9, %r10: conversions between 64-bit and 26-bit
C limbs. %rbp: the frame; %rsp: 32-byte aligned, the powers (PW).

C Vector registers, limbs i = 0 .. 4:
define(`HR', `%ymm$1')	C HR(i): the accumulator, lane k one evaluation
define(`DR', `%ymm`'eval(5 + ($1))')	C DR(i): the products d_i
define(`BR', `%ymm`'eval(10 + ($1))')	C BR(i): a message group; reduce scratch
define(`T', `%ymm15')	C a product; LOAD and STORE_GROUP scratch
define(`XT', `%xmm15')

C Stack: groups of nine 32-byte slots, r_0 .. r_4 then s_1 .. s_4 of
C one power vector, PW(group, slot); then two constants.
define(`SLOT', `eval(32 * ($1))(%rsp)')
define(`PW', `SLOT(eval(9 * ($1) + ($2)))')
define(`G_R1', 0)	C r in every lane
define(`G_R2', 1)	C r^2
define(`G_R4', 2)	C r^4
define(`G_R8', 3)	C r^8
define(`G_PA', 4)	C lane k: r^(8 - k)
define(`G_PB', 5)	C lane k: r^(4 - k)
define(`MASK26', `SLOT(54)')	C 2^26 - 1 in every lane
define(`BIT24', `SLOT(55)')	C 2^24: the 2^128 of a block, in limb 4
define(`FRAME', eval(32 * 56))

C COEF(group, i, j): the power limb that multiplies h_j in d_i.
define(`COEF', `ifelse(eval(($3) <= ($2)), 1, `PW($1, eval(($2) - ($3)))',
	`PW($1, eval(9 + ($2) - ($3)))')')

C PRODUCTS(first, group, h0, h1, h2, h3, h4): d += h * (the powers of
C group), or d = when first is 1. Clobbers T.
define(`PRODUCT', `ifelse(eval($1 && ($4) == 0), 1,
	`vpmuludq	COEF($2, $3, $4), $5, DR($3)',
	`vpmuludq	COEF($2, $3, $4), $5, T
	vpaddq	T, DR($3), DR($3)')')
define(`PRODUCTS_OF', `
	PRODUCT($1, $2, 0, $3, $4)
	PRODUCT($1, $2, 1, $3, $4)
	PRODUCT($1, $2, 2, $3, $4)
	PRODUCT($1, $2, 3, $3, $4)
	PRODUCT($1, $2, 4, $3, $4)')
define(`PRODUCTS', `
	PRODUCTS_OF($1, $2, 0, $3)
	PRODUCTS_OF($1, $2, 1, $4)
	PRODUCTS_OF($1, $2, 2, $5)
	PRODUCTS_OF($1, $2, 3, $6)
	PRODUCTS_OF($1, $2, 4, $7)
')

C REDUCE: h = d, partly reduced (every limb below 2^26 + 2^10), with
C the carries of d0 -> d1 -> d2 -> d3 and d3 -> d4 -> d0 (times 5)
C -> d1 in two chains. Clobbers BR(0), BR(1) and d.
define(`REDUCE', `
	vpsrlq	IMM(26), DR(0), BR(0)
	vpsrlq	IMM(26), DR(3), BR(1)
	vpand	MASK26, DR(0), DR(0)
	vpand	MASK26, DR(3), DR(3)
	vpaddq	BR(0), DR(1), DR(1)
	vpaddq	BR(1), DR(4), DR(4)
	vpsrlq	IMM(26), DR(1), BR(0)
	vpsrlq	IMM(26), DR(4), BR(1)
	vpand	MASK26, DR(1), DR(1)
	vpand	MASK26, DR(4), HR(4)
	vpaddq	BR(0), DR(2), DR(2)
	vpaddq	BR(1), DR(0), DR(0)
	vpsllq	IMM(2), BR(1), BR(1)
	vpaddq	BR(1), DR(0), DR(0)
	vpsrlq	IMM(26), DR(2), BR(0)
	vpsrlq	IMM(26), DR(0), BR(1)
	vpand	MASK26, DR(2), HR(2)
	vpand	MASK26, DR(0), HR(0)
	vpaddq	BR(0), DR(3), DR(3)
	vpaddq	BR(1), DR(1), HR(1)
	vpsrlq	IMM(26), DR(3), BR(0)
	vpand	MASK26, DR(3), HR(3)
	vpaddq	BR(0), HR(4), HR(4)
')

C MUL(group): h = h * (the powers of group), lane by lane.
define(`MUL', `
	PRODUCTS(1, $1, HR(0), HR(1), HR(2), HR(3), HR(4))
	REDUCE
')

C LOAD(offset): the four blocks at offset(M) as limbs BR(0) .. BR(4)
C with 2^128 added, lane k = block k. Clobbers T.
define(`LOAD', `
	vmovdqu	$1(M), T
	vmovdqu	eval($1 + 32)(M), BR(4)
	C T, BR(3) = the low and high words of blocks 0-3.
	vpunpckhqdq	BR(4), T, BR(3)
	vpunpcklqdq	BR(4), T, T
	vpermq	IMM(0xd8), BR(3), BR(3)
	vpermq	IMM(0xd8), T, T
	vpsrlq	IMM(40), BR(3), BR(4)
	vpor	BIT24, BR(4), BR(4)
	vpsllq	IMM(12), BR(3), BR(2)
	vpsrlq	IMM(52), T, BR(1)
	vpor	BR(1), BR(2), BR(2)
	vpand	MASK26, BR(2), BR(2)
	vpsrlq	IMM(14), BR(3), BR(3)
	vpand	MASK26, BR(3), BR(3)
	vpsrlq	IMM(26), T, BR(1)
	vpand	MASK26, BR(1), BR(1)
	vpand	MASK26, T, BR(0)
')

C ADD_B: h += the message group in BR.
define(`ADD_B', `
	vpaddq	BR(0), HR(0), HR(0)
	vpaddq	BR(1), HR(1), HR(1)
	vpaddq	BR(2), HR(2), HR(2)
	vpaddq	BR(3), HR(3), HR(3)
	vpaddq	BR(4), HR(4), HR(4)
')

C STEP(b group, a group): h = (h + a) * pa + b * pb for the eight
C blocks at M, a the first four.
define(`STEP', `
	LOAD(64)
	PRODUCTS(1, $1, BR(0), BR(1), BR(2), BR(3), BR(4))
	LOAD(0)
	ADD_B
	PRODUCTS(0, $2, HR(0), HR(1), HR(2), HR(3), HR(4))
	REDUCE
')

C STORE_GROUP(group, regs): a power vector in regs(0) .. regs(4) (HR
C or BR) and 5 times its limbs 1-4 to the slots of group. Clobbers T.
define(`STORE_GROUP', `
	EACH_LIMB(`vmovdqa	$2(LI), PW($1, LI)')
	forloop(`LI', 1, 4, `
	vpsllq	IMM(2), $2(LI), T
	vpaddq	$2(LI), T, T
	vmovdqa	T, PW($1, eval(4 + LI))')
')

C EACH_LIMB(body): body once per limb LI = 0 .. 4.
define(`EACH_LIMB', `forloop(`LI', 0, 4, `$1
	')')

C LANE_SUM(i, reg): the sum of the four lanes of HR(i) into reg.
C Clobbers T.
define(`LANE_SUM', `
	vextracti128	IMM(1), HR($1), XT
	vpaddq	XT, XH($1), XH($1)
	vpshufd	IMM(0x4e), XH($1), XT
	vpaddq	XT, XH($1), XH($1)
	vmovq	XH($1), $2
')
define(`XH', `%xmm$1')

C SPLAT(reg64, i): the 64-bit register into every lane of HR(i).
define(`SPLAT', `
	vmovq	$1, XH($2)
	vpbroadcastq	XH($2), HR($2)
')

C TO_LIMBS(lo, hi, top): the 130-bit lo + hi 2^64 + top 2^128 split
C into 26-bit limbs in lo, %r8, %r9, %r10 and hi (limbs 0, 1, 2, 3, 4:
C hi is last). Clobbers top.
define(`TO_LIMBS', `
	mov	$1, %r8
	shr	IMM(26), %r8
	and	IMM(0x3ffffff), %r8d
	mov	$1, %r9
	shr	IMM(52), %r9
	mov	$2, %r10
	shl	IMM(12), %r10
	or	%r10, %r9
	and	IMM(0x3ffffff), %r9d
	and	IMM(0x3ffffff), XREG($1)
	mov	$2, %r10
	shr	IMM(14), %r10
	and	IMM(0x3ffffff), %r10d
	shr	IMM(40), $2
	shl	IMM(24), $3
	or	$3, $2
')

	.file "poly1305-blocks.asm"

C const uint8_t *
C _nettle_poly1305_blocks_avx2(struct poly1305_ctx *ctx, size_t blocks,
C                              const uint8_t *m);

PROLOGUE(_nettle_poly1305_blocks_avx2)
	cmp	IMM(VEC_MIN), BLOCKS
	jb	.Lscalar
	push	%rbp
	mov	%rsp, %rbp
	and	IMM(-32), %rsp
	sub	IMM(FRAME), %rsp

	C BLOCKS (%rsi) is scratch until the loop: TAIL keeps the count.
	mov	BLOCKS, TAIL

	C Constants.
	mov	IMM(0x3ffffff), %eax
	vmovq	%rax, XT
	vpbroadcastq	XT, T
	vmovdqa	T, MASK26
	mov	IMM(0x1000000), %eax
	vmovq	%rax, XT
	vpbroadcastq	XT, T
	vmovdqa	T, BIT24

	C r in 26-bit limbs, in every lane of H; to G_R1.
	mov	(CTX), %rax
	mov	8(CTX), %rcx
	xor	%esi, %esi
	TO_LIMBS(%rax, %rcx, %rsi)
	SPLAT(%rax, 0)
	SPLAT(%r8, 1)
	SPLAT(%r9, 2)
	SPLAT(%r10, 3)
	SPLAT(%rcx, 4)
	STORE_GROUP(G_R1, `HR')
	C The powers. r^2 in every lane, to G_R2.
	MUL(G_R1)
	STORE_GROUP(G_R2, `HR')
	C h = (r^2, r, r^2, r) * r^2 = (r^4, r^3, r^4, r^3).
	EACH_LIMB(`vpblendd	IMM(0xcc), PW(G_R1, LI), HR(LI), HR(LI)')
	MUL(G_R2)
	C h = (r^4, r^3, r^2, r) to G_PB; r^4 in every lane to G_R4.
	EACH_LIMB(`vpblendd	IMM(0x30), PW(G_R2, LI), HR(LI), HR(LI)')
	EACH_LIMB(`vpblendd	IMM(0xc0), PW(G_R1, LI), HR(LI), HR(LI)')
	STORE_GROUP(G_PB, `HR')
	EACH_LIMB(`vpermq	IMM(0), HR(LI), BR(LI)')
	STORE_GROUP(G_R4, `BR')
	C h = (r^8, r^7, r^6, r^5) to G_PA; r^8 in every lane to G_R8.
	MUL(G_R4)
	STORE_GROUP(G_PA, `HR')
	EACH_LIMB(`vpermq	IMM(0), HR(LI), BR(LI)')
	STORE_GROUP(G_R8, `BR')

	C The accumulator in lane 0 of H, the other lanes 0.
	mov	40(CTX), %rax
	mov	48(CTX), %rcx
	mov	36(CTX), %esi
	TO_LIMBS(%rax, %rcx, %rsi)
	vmovq	%rax, XH(0)
	vmovq	%r8, XH(1)
	vmovq	%r9, XH(2)
	vmovq	%r10, XH(3)
	vmovq	%rcx, XH(4)

	mov	TAIL, BLOCKS
	and	IMM(3), TAIL
	shr	IMM(2), BLOCKS

	C BLOCKS counts groups of four, at least VEC_MIN / 4 >= 2. An odd
	C one first: h = (h + a) r^4.
	test	IMM(1), BLOCKS
	jz	.Lpairs
	LOAD(0)
	ADD_B
	MUL(G_R4)
	add	IMM(64), M
.Lpairs:
	C BLOCKS counts the steps of eight blocks after this one; every
	C step but the last is h = (h + a) r^8 + b r^4.
	shr	IMM(1), BLOCKS
	dec	BLOCKS
	jz	.Llast
	ALIGN(16)
.Lloop:
	STEP(G_R4, G_R8)
	add	IMM(128), M
	dec	BLOCKS
	jnz	.Lloop

.Llast:
	C Lane k times r^(8 - k) and r^(4 - k), then the sum of lanes.
	STEP(G_PB, G_PA)
	add	IMM(128), M
	LANE_SUM(0, %rax)
	LANE_SUM(1, %rcx)
	LANE_SUM(2, %r8)
	LANE_SUM(3, %r9)
	LANE_SUM(4, %r10)
	vzeroupper

	C Back to 64-bit limbs: a0 + a1 2^26 + ... + a4 2^104 with every a
	C below 2^29, then one fold of the bits from 2^130 up so that
	C hh < 8.
	shl	IMM(26), %rcx
	add	%rcx, %rax
	mov	%r8, %rcx
	shl	IMM(52), %rcx
	shr	IMM(12), %r8
	add	%rcx, %rax
	adc	IMM(0), %r8
	shl	IMM(14), %r9
	add	%r9, %r8
	mov	%r10, %rcx
	shl	IMM(40), %rcx
	shr	IMM(24), %r10
	add	%rcx, %r8
	adc	IMM(0), %r10
	POLY1305_FOLD(%rax, %r8, %r10, %r9, %rcx)
	POLY1305_STORE(CTX, %rax, %r8, %r10)
	POLY1305_TO_SCALAR(BLOCKS, TAIL)
EPILOGUE(_nettle_poly1305_blocks_avx2)
