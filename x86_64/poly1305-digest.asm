C x86_64/poly1305-digest.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: _nettle_poly1305_digest (poly1305-internal.h) for the 64-bit
C limbs of poly1305-internal.c, which leaves its C version out when
C HAVE_NATIVE__nettle_poly1305_digest is defined. gcc 12 spent some
C 67 instructions and four pushes on the C version (unsigned __int128
C carries go through extra registers); for a 16-byte Poly1305-AES
C message that was a fifth of the time. The arithmetic is the same:
C fold bits 130 and up (h2 < 8, so one fold leaves h < 2^130 + 2^64),
C subtract p = 2^130 - 5 when h + 5 reaches 2^130 (chosen by a mask,
C no branch), add s modulo 2^128, clear h.
C
C CPU features: x86_64 only. Uses only caller-saved registers.

C Immediates.
define(`IMM', `$`'$1')

define(`CTX', `%rdi')	C struct poly1305_ctx *
define(`S', `%rsi')	C union nettle_block16 *s, in and out
define(`H0', `%r8')
define(`H1', `%r9')
define(`H2', `%rax')
define(`G0', `%r10')	C h + 5
define(`G1', `%r11')
define(`G2', `%rdx')
define(`C5', `%rcx')	C 5 * (h2 >> 2), then free

	.file "poly1305-digest.asm"

C void
C _nettle_poly1305_digest(struct poly1305_ctx *ctx,
C                         union nettle_block16 *s);

PROLOGUE(_nettle_poly1305_digest)
	mov	40(CTX), H0
	mov	48(CTX), H1
	mov	36(CTX), XREG(H2)

	mov	XREG(H2), XREG(C5)
	shr	IMM(2), XREG(C5)
	lea	(C5, C5, 4), C5
	and	IMM(3), XREG(H2)
	add	C5, H0
	adc	IMM(0), H1
	adc	IMM(0), XREG(H2)

	C g = h + 5; h >= p exactly when g reaches 2^130, and then
	C h - p = g mod 2^130 (g2 <= 5, so g2 >> 2 is 0 or 1).
	mov	H0, G0
	mov	H1, G1
	mov	XREG(H2), XREG(G2)
	add	IMM(5), G0
	adc	IMM(0), G1
	adc	IMM(0), XREG(G2)
	shr	IMM(2), XREG(G2)
	neg	G2
	xor	H0, G0
	xor	H1, G1
	and	G2, G0
	and	G2, G1
	xor	G0, H0
	xor	G1, H1

	C tag = (h + s) mod 2^128
	add	(S), H0
	adc	8(S), H1
	mov	H0, (S)
	mov	H1, 8(S)

	movl	IMM(0), 36(CTX)
	movq	IMM(0), 40(CTX)
	movq	IMM(0), 48(CTX)
	ret
EPILOGUE(_nettle_poly1305_digest)
