C x86_64/poly1305-blocks-x86_64.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: _nettle_poly1305_blocks_x86_64, a variant of
C _nettle_poly1305_blocks (poly1305-internal.h): Poly1305 over
C whole 16-byte blocks with 64-bit limbs and MUL, the arithmetic of
C poly1305-limb64.h: h += m + 2^128, h *= r, partial reduction modulo
C 2^130 - 5, with the accumulator in registers for the whole call.
C (GCC keeps spilling the 128-bit temporaries of the C loop to the
C stack; this runs about twice as fast.) Between blocks the bits from
C 2^128 up (X below) are never folded: X * 2^128 * r is X * s1 at 2^64,
C (X & 3) * r0 at 2^128 and (X >> 2) * 5 r0 at 2^0, so X goes straight
C into multiplications; the 2^64 word of the low sum goes into a1 of
C the next block; and the carries of h + m (with the 2^128 of the
C block) are multiplied apart from X. That keeps the path from one
C block to the next short; see STEP. The last block of a call gets
C one fold for the context. No secret-dependent branch or address:
C r, s1 and h only go through MUL, IMUL, ADD/ADC, shifts and masks.
C
C CPU features: x86_64 only (MUL, IMUL). The dispatcher lists it
C under FAT_SSE2, which every x86_64 CPU reports, so that the c pass
C (no features) still runs the portable C. The vector variants
C (avx2/, avx512/ poly1305-blocks.asm) tail-jump here for short calls
C and for the blocks left after their last whole stride.
C
C Contract: ctx holds r0, r1, s1 = r1 + r1/4 in r.r64[0..2] and h in
C h.h64[0], h.h64[1] and hh (h2 < 8), as poly1305-internal.c sets them
C on 64-bit machines; blocks may be 0; m any alignment. Returns m +
C 16 * blocks.

include(SRCDIR`/x86_64/poly1305.m4')

C Immediates.
define(`IMM', `$`'$1')

define(`CTX', `%rdi')	C struct poly1305_ctx *
define(`BLOCKS', `%rsi')	C blocks left
define(`M', `%r11')	C the next block
define(`R0', `%r8')	C r0, whole call
define(`R1', `%r9')	C r1
define(`S1', `%r10')	C 5 * (r1 / 4)
define(`H0', `%rbx')	C h0, h1, X: one register set
define(`H1', `%rcx')
define(`H2', `%rbp')
define(`T0L', `%r12')	C the sum at 2^0 (h0 of the other set)
define(`T0H', `%r13')	C its 2^64 word, added to a1 next block
define(`T1L', `%r14')	C the sum at 2^64 (h1 of the other set)
define(`T1H', `%r15')	C its 2^128 word (X of the other set)
define(`A2', `%rdi')	C K and products of it; CTX is on the stack
define(`R05', `(%rsp)')	C 5 * r0, on the stack
C %rax and %rdx: MUL operands and products.

C STEP(h0, h1, X, g0, g1, Y, m0, m1): one block at m0(M), m1(M) with
C the accumulator h = h0 + (h1 + T0H) * 2^64 + X * 2^128, leaving the
C product in g0 + (g1 + T0H) * 2^64 + Y * 2^128. The two register
C sets take turns, so that the loop has no moves between blocks. h1
C and X are scratch once used.
define(`STEP', `
	C a0 = h0 + m0 and a1 = h1 + m1 + T0H; A2 = K = 1 + carries <= 3
	C is the 2^128 part apart from X, which is left unfolded.
	mov	IMM(1), A2
	add	$7(M), $1
	adc	$8(M), $2
	adc	IMM(0), A2
	add	T0H, $2
	adc	IMM(0), A2

	C a0 * r0, a1 * s1 at 2^0; a0 * r1, a1 * r0 at 2^64
	mov	$1, %rax
	mul	R0
	mov	%rax, $4
	mov	%rdx, T0H
	mov	$1, %rax
	mul	R1
	mov	%rax, $5
	mov	%rdx, $6
	mov	$2, %rax
	mul	S1
	add	%rax, $4
	adc	%rdx, T0H
	mov	$2, %rax
	mul	R0
	add	%rax, $5
	adc	%rdx, $6

	C K * s1 at 2^64, K * r0 at 2^128
	mov	A2, $2
	imul	S1, $2
	imul	R0, A2
	add	$2, $5
	adc	A2, $6

	C X * 2^128 * r = X * s1 * 2^64 + (X & 3) * r0 * 2^128
	C + (X >> 2) * 5 r0 (mod p): X goes into the multiplications as
	C it is, with no fold in front of them.
	mov	$3, %rax
	mul	S1
	add	%rax, $5
	adc	%rdx, $6
	mov	$3, $2
	and	IMM(3), $2
	imul	R0, $2
	add	$2, $6
	shr	IMM(2), $3
	mov	$3, %rax
	mulq	R05
	add	%rax, $4
	adc	%rdx, T0H

	C Y < 2^63 + 2^60. T0H is added to a1 next block.
')

	.file "poly1305-blocks-x86_64.asm"

C const uint8_t *
C _nettle_poly1305_blocks_x86_64(struct poly1305_ctx *ctx, size_t blocks,
C                                const uint8_t *m);

PROLOGUE(_nettle_poly1305_blocks_x86_64)
	mov	%rdx, M
	test	BLOCKS, BLOCKS
	jz	.Lnothing
	cmp	IMM(1), BLOCKS
	je	.Lone
	push	%rbx
	push	%rbp
	push	%r12
	push	%r13
	push	%r14
	push	%r15
	push	CTX

	mov	(CTX), R0
	mov	8(CTX), R1
	mov	16(CTX), S1
	lea	(R0, R0, 4), %rax
	push	%rax
	mov	40(CTX), H0
	mov	48(CTX), H1
	mov	36(CTX), XREG(H2)
	xor	XREG(T0H), XREG(T0H)

	test	IMM(1), BLOCKS
	jz	.Lpairs
	STEP(H0, H1, H2, T0L, T1L, T1H, 0, 8)
	mov	T0L, H0
	mov	T1L, H1
	mov	T1H, H2
	add	IMM(16), M
.Lpairs:
	shr	BLOCKS
	jz	.Ldone

	ALIGN(16)
.Lloop:
	STEP(H0, H1, H2, T0L, T1L, T1H, 0, 8)
	STEP(T0L, T1L, T1H, H0, H1, H2, 16, 24)
	add	IMM(32), M
	dec	BLOCKS
	jnz	.Lloop

.Ldone:
	C Fold T0H and X for the context: h2 = (X & 3) + carries <= 5.
	add	T0H, H1
	adc	IMM(0), H2
	POLY1305_FOLD(H0, H1, H2, %rax, %rdx)

	pop	%rdx
	pop	CTX
	POLY1305_STORE(CTX, H0, H1, H2)

	pop	%r15
	pop	%r14
	pop	%r13
	pop	%r12
	pop	%rbp
	pop	%rbx
.Lnothing:
	mov	M, %rax
	ret

	C One block (a 16-byte Poly1305-AES message, a ChaCha-Poly1305
	C nonce block) with caller-saved registers only, r from memory:
	C the same products with h2 (< 8, so a2 <= 9) multiplied directly,
	C the 2^64 word of the low sum carried at once and one fold.
.Lone:
	mov	40(CTX), %r8
	mov	48(CTX), %r9
	mov	36(CTX), %r10d
	add	(M), %r8
	adc	8(M), %r9
	adc	IMM(1), %r10
	lea	16(M), M
	push	M

	C a2 * s1 at 2^64, a2 * r0 at 2^128
	mov	%r10, %rsi
	imul	16(CTX), %rsi
	imul	(CTX), %r10

	C a1 * s1 at 2^0 into (rcx, r11); a1 * r0 at 2^64 into (rsi, r10)
	mov	%r9, %rax
	mulq	16(CTX)
	mov	%rax, %rcx
	mov	%rdx, %r11
	mov	%r9, %rax
	mulq	(CTX)
	add	%rax, %rsi
	adc	%rdx, %r10

	C a0 * r0 at 2^0, a0 * r1 at 2^64
	mov	%r8, %rax
	mulq	(CTX)
	add	%rax, %rcx
	adc	%rdx, %r11
	mov	%r8, %rax
	mulq	8(CTX)
	add	%rax, %rsi
	adc	%rdx, %r10
	add	%r11, %rsi
	adc	IMM(0), %r10

	C Fold X = r10 (< 2^64 * 4/5): h2 = (X & 3) + carry <= 4.
	mov	%r10, %rax
	shr	IMM(2), %rax
	lea	(%rax, %rax, 4), %rax
	and	IMM(3), %r10
	add	%rax, %rcx
	adc	IMM(0), %rsi
	adc	IMM(0), %r10d
	POLY1305_STORE(CTX, %rcx, %rsi, %r10)
	pop	%rax
	ret
EPILOGUE(_nettle_poly1305_blocks_x86_64)
