C x86_64/poly1305.m4 -- the pieces every Poly1305 blocks variant shares.
C
C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.
C
C Included (after asm.m4, config.m4 and machine.m4) by
C x86_64/poly1305-blocks-x86_64.asm and by avx2/ and avx512/
C poly1305-blocks.asm. The context layout is poly1305-internal.c's for
C 64-bit limbs: r0, r1, s1 at offsets 0, 8, 16; hh (the bits from 2^128
C up, below 8 between calls) at 36; h0, h1 at 40 and 48.

define(`P1305_IMM', `$`'$1')

C POLY1305_FOLD(h0, h1, h2, t1, t2): h = h0 + h1 2^64 + h2 2^128 with
C h2 < 2^64 * 4/5 becomes h2 < 5 by folding h2 >> 2 units of 2^130, each
C worth 5 (modulo 2^130 - 5). Clobbers t1 and t2.
define(`POLY1305_FOLD', `
	mov	$3, $4
	mov	$3, $5
	shr	P1305_IMM(2), $4
	and	P1305_IMM(-4), $5
	and	P1305_IMM(3), $3
	add	$5, $4
	add	$4, $1
	adc	P1305_IMM(0), $2
	adc	P1305_IMM(0), $3
')

C POLY1305_STORE(ctx, h0, h1, h2): the accumulator to the context.
define(`POLY1305_STORE', `
	mov	$2, 40($1)
	mov	$3, 48($1)
	mov	XREG($4), 36($1)
')

C POLY1305_TO_SCALAR(blocks, tail): the end of a vector variant that
C made a frame with push %rbp, mov %rsp, %rbp: blocks = tail, the
C frame goes, and the scalar variant does the rest (and returns);
C .Lscalar is its entry for calls too short for the vector loop.
define(`POLY1305_TO_SCALAR', `
	mov	$2, $1
	leave
.Lscalar:
	jmp	C_NAME(_nettle_poly1305_blocks_x86_64)@PLT
')
