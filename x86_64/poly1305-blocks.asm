C x86_64/poly1305-blocks.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: _nettle_poly1305_blocks (poly1305-internal.h), Poly1305 over
C whole 16-byte blocks with 64-bit limbs and MUL, the arithmetic of
C poly1305-limb64.h: h += m + 2^128, h *= r, partial reduction modulo
C 2^130 - 5, with the accumulator in registers for the whole call.
C (GCC keeps spilling the 128-bit temporaries of the C loop to the
C stack; this runs about twice as fast.) Between blocks the bits from
C 2^128 up stay unfolded (X below) and the fold happens next block, off
C the path from one product to the next; see the loop. No
C secret-dependent branch or
C address: r, s1 and h only go through MUL, IMUL, ADD/ADC, shifts and
C masks.
C
C CPU features: x86_64 only (MUL, IMUL). Replaces poly1305-blocks.c.
C
C Contract: ctx holds r0, r1, s1 = r1 + r1/4 in r.r64[0..2] and h in
C h.h64[0], h.h64[1] and hh (h2 < 8), as poly1305-internal.c sets them
C on 64-bit machines; blocks may be 0; m any alignment. Returns m +
C 16 * blocks.

C Immediates.
define(`IMM', `$`'$1')

define(`CTX', `%rdi')	C struct poly1305_ctx *
define(`BLOCKS', `%rsi')	C blocks left
define(`M', `%r11')	C the next block
define(`R0', `%r8')	C r0, whole call
define(`R1', `%r9')	C r1
define(`S1', `%r10')	C 5 * (r1 / 4)
define(`H0', `%rbx')	C h, between blocks
define(`H1', `%rcx')
define(`H2', `%rbp')
define(`T0L', `%r12')	C h0 * r0 + h1 * s1, then the new h0
define(`T0H', `%r13')
define(`T1L', `%r14')	C h0 * r1 + h1 * r0 + h2 * s1 + carry, then h1
define(`T1H', `%r15')
define(`A2', `%rdi')	C a2 and products of it; CTX is on the stack
C %rax and %rdx: MUL operands and products.

C STEP(h0, h1, X, g0, g1, Y, m0, m1): one block at m0(M), m1(M) with
C the accumulator h = h0 + (h1 + T0H) * 2^64 + X * 2^128, leaving the
C product in g0 + (g1 + T0H) * 2^64 + Y * 2^128. The two register sets take
C turns, so that the loop has no moves between blocks. h1 and X are
C scratch once used.
define(`STEP', `
	C a = h + m + 2^128 with X unfolded for now: a0 = h0 + m0, a1 =
	C h1 + m1 + T0H, A2 = (X & 3) + 1 + carries = a2 <= 6.
	mov	$3, A2
	and	IMM(3), A2
	add	$7(M), $1
	adc	$8(M), $2
	adc	IMM(1), A2
	add	T0H, $2
	adc	IMM(0), A2

	C a1 * s1 and a1 * r0 need nothing from X: start them first.
	mov	$2, %rax
	mul	S1
	mov	%rax, $4
	mov	%rdx, T0H
	mov	$2, %rax
	mul	R0
	mov	%rax, $5
	mov	%rdx, $6

	C Fold the rest of X into a0: A0 = a0 + 5 * (X >> 2). The carry
	C out of A0 is worth 2^64 * r = r0 * 2^64 + r1 * 2^128: keep it
	C as an all-ones mask in X instead of carrying it through a1 and
	C a2 before their multiplications.
	shr	IMM(2), $3
	lea	($3, $3, 4), $3
	add	$3, $1
	sbb	$3, $3

	C a2 * s1 at 2^64, a2 * r0 at 2^128
	mov	A2, $2
	imul	S1, $2
	imul	R0, A2
	add	$2, $5
	adc	A2, $6

	C The r1 part of the carry at 2^128; its r0 goes into T0H at the end
	C (T0H < 2^62 and r0 < 2^60, so neither add carries out).
	mov	$3, $2
	and	R1, $2
	and	R0, $3
	add	$2, $6

	C A0 * r1 at 2^64 and A0 * r0 at 2^0 come last on the chain.
	mov	$1, %rax
	mul	R1
	add	%rax, $5
	adc	%rdx, $6
	mov	$1, %rax
	mul	R0
	add	%rax, $4
	adc	%rdx, T0H
	add	$3, T0H

	C Y < 2^63 + 2^60, so 5 * (Y >> 2) < 2^64. T0H is added to a1
	C next block, off the chain into Y.
')

	.file "poly1305-blocks.asm"

C const uint8_t *
C _nettle_poly1305_blocks(struct poly1305_ctx *ctx, size_t blocks,
C                         const uint8_t *m);

PROLOGUE(_nettle_poly1305_blocks)
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
	mov	H2, %rax
	mov	H2, %rdx
	shr	IMM(2), %rax
	and	IMM(-4), %rdx
	and	IMM(3), H2
	add	%rdx, %rax
	add	%rax, H0
	adc	IMM(0), H1
	adc	IMM(0), H2

	pop	CTX
	mov	H0, 40(CTX)
	mov	H1, 48(CTX)
	mov	XREG(H2), 36(CTX)

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
	mov	%rcx, 40(CTX)
	mov	%rsi, 48(CTX)
	mov	%r10d, 36(CTX)
	pop	%rax
	ret
EPILOGUE(_nettle_poly1305_blocks)
