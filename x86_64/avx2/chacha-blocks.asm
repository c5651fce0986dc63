C x86_64/avx2/chacha-blocks.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: the ChaCha20 bulk routine (chacha-internal.h) with AVX2, the
C layout of x86_64/avx512/chacha-blocks.asm on ymm registers: a
C register holds one row of two consecutive blocks (one per 128-bit
C lane), a set of four registers A, B, C, D is two blocks, and three
C sets (six blocks) run interleaved, which leaves four registers for a
C rotation temporary and the inputs of the final addition. Rotations by
C 16 and 8 are byte shuffles (VPSHUFB), by 12 and 7 two shifts and an
C OR. The diagonal round rotates the words of B, C, D within each lane
C (VPSHUFD). At the end VPERM2I128 turns the rows of two blocks into
C two contiguous blocks.
C
C CPU features: AVX2. The dispatcher asks for FAT_AVX2. VZEROUPPER
C before returning.
C
C Contract (chacha-internal.h): length bytes at src and dst, any
C alignment, in place allowed; does length / 64 whole blocks, never
C touches a byte past them; block i uses state with word 12 + i (mod
C 2^32) and word 13 as it is; state is not written. Returns length
C rounded down to 64. Six blocks a step, then two, then one.

define(`IMM', `$`'$1')

C Arguments (System V).
define(`STATE', `%rdi')	C const uint32_t state[16]
define(`BLOCKS', `%rsi')	C in: length; then blocks left
define(`DST', `%rdx')	C advanced per step
define(`SRC', `%rcx')	C advanced per step
define(`ROUNDS', `%r8')	C double rounds left in the current step

C Set s (0-2), AR(s) .. DR(s): rows A, B, C, D of blocks 2s and 2s + 1
C of the step (x86_64/avx2/sets.m4).
include(SRCDIR`/x86_64/avx2/sets.m4')
C Whole call:
define(`X3', `%ymm12')	C row 3 of set 0 of the step: lane k has word 12 + k
define(`INC2', `%ymm13')	C 2 in word 12 of each lane
C One step:
define(`T', `%ymm14')	C rotation and transpose temporary
define(`U', `%ymm15')	C transpose temporary
C Stack frame (32-byte aligned): rows 0-2 of the input, and row 3 of
C each set.
define(`FRAME', `224')
define(`XIN', `eval(32 * ($1))(%rsp)')	C XIN(0..2): rows 0-2
define(`DIN', `eval(96 + 32 * ($1))(%rsp)')	C DIN(s): row 3 of set s

C ROTL(n, bits, reg): every word of reg rotated left, for sets 0..n-1.
define(`ROTS', `ifelse($2, 16, `EACH($1, `vpshufb	.Lrot16(%rip), $3(SI), $3(SI)')',
  $2, 8, `EACH($1, `vpshufb	.Lrot8(%rip), $3(SI), $3(SI)')',
  `EACH($1, `vpslld	IMM($2), $3(SI), T
	vpsrld	IMM(eval(32 - $2)), $3(SI), $3(SI)
	vpor	T, $3(SI), $3(SI)')')')

define(`QROUND', `
	EACH($1, `vpaddd	BR(SI), AR(SI), AR(SI)')
	EACH($1, `vpxor	AR(SI), DR(SI), DR(SI)')
	ROTS($1, 16, `DR')
	EACH($1, `vpaddd	DR(SI), CR(SI), CR(SI)')
	EACH($1, `vpxor	CR(SI), BR(SI), BR(SI)')
	ROTS($1, 12, `BR')
	EACH($1, `vpaddd	BR(SI), AR(SI), AR(SI)')
	EACH($1, `vpxor	AR(SI), DR(SI), DR(SI)')
	ROTS($1, 8, `DR')
	EACH($1, `vpaddd	DR(SI), CR(SI), CR(SI)')
	EACH($1, `vpxor	CR(SI), BR(SI), BR(SI)')
	ROTS($1, 7, `BR')
')

C STEP(n, label): 2n blocks: loads the sets, ten double rounds, adds
C the input. Leaves the rows in the sets. Clobbers ROUNDS, T, DIN.
define(`STEP', `
	vmovdqa	X3, DR(0)
	vmovdqa	X3, DIN(0)
	forloop(`SI', 1, eval(($1) - 1), `vpaddd	INC2, DR(eval(SI - 1)), DR(SI)
	vmovdqa	DR(SI), DIN(SI)
	')
	EACH($1, `vmovdqa	XIN(0), AR(SI)')
	EACH($1, `vmovdqa	XIN(1), BR(SI)')
	EACH($1, `vmovdqa	XIN(2), CR(SI)')
	mov	IMM(10), ROUNDS
	ALIGN(16)
$2:
	QROUND($1)
	EACH($1, `vpshufd	IMM(0x39), BR(SI), BR(SI)')
	EACH($1, `vpshufd	IMM(0x4e), CR(SI), CR(SI)')
	EACH($1, `vpshufd	IMM(0x93), DR(SI), DR(SI)')
	QROUND($1)
	EACH($1, `vpshufd	IMM(0x93), BR(SI), BR(SI)')
	EACH($1, `vpshufd	IMM(0x4e), CR(SI), CR(SI)')
	EACH($1, `vpshufd	IMM(0x39), DR(SI), DR(SI)')
	dec	ROUNDS
	jnz	$2

	EACH($1, `vpaddd	XIN(0), AR(SI), AR(SI)')
	EACH($1, `vpaddd	XIN(1), BR(SI), BR(SI)')
	EACH($1, `vpaddd	XIN(2), CR(SI), CR(SI)')
	EACH($1, `vpaddd	DIN(SI), DR(SI), DR(SI)')
')

C STORE(s, k): block k (0 or 1) of set s, XORed with src block 2s + k,
C into dst: lane k of A, B (first 32 bytes) and C, D. Clobbers T, U.
define(`STORE', `vperm2i128	IMM(eval(0x20 + 0x11 * ($2))), BR($1), AR($1), T
	vperm2i128	IMM(eval(0x20 + 0x11 * ($2))), DR($1), CR($1), U
	vpxor	eval(64 * (2 * ($1) + ($2)))(SRC), T, T
	vpxor	eval(64 * (2 * ($1) + ($2)) + 32)(SRC), U, U
	vmovdqu	T, eval(64 * (2 * ($1) + ($2)))(DST)
	vmovdqu	U, eval(64 * (2 * ($1) + ($2)) + 32)(DST)')

	.file "chacha-blocks.asm"

C size_t _nettle_chacha_blocks_avx2(const uint32_t *state,
C                                   size_t length, uint8_t *dst,
C                                   const uint8_t *src);

PROLOGUE(_nettle_chacha_blocks_avx2)
	mov	BLOCKS, %rax
	and	IMM(-64), %rax
	shr	IMM(6), BLOCKS
	jz	.Lnothing

	push	%rbp
	mov	%rsp, %rbp
	sub	IMM(FRAME), %rsp
	and	IMM(-32), %rsp

	vbroadcasti128	(STATE), T
	vmovdqa	T, XIN(0)
	vbroadcasti128	16(STATE), T
	vmovdqa	T, XIN(1)
	vbroadcasti128	32(STATE), T
	vmovdqa	T, XIN(2)
	C Row 3 from its four words: the nonce and counter setters store
	C them one at a time, and a 16-byte load of 4-byte stores is not
	C forwarded from them but waits for them to reach the cache.
	vmovd	48(STATE), %xmm12
	vpinsrd	IMM(1), 52(STATE), %xmm12, %xmm12
	vpinsrd	IMM(2), 56(STATE), %xmm12, %xmm12
	vpinsrd	IMM(3), 60(STATE), %xmm12, %xmm12
	vinserti128	IMM(1), %xmm12, X3, X3
	vpaddd	.Llanes(%rip), X3, X3
	vmovdqa	.Linc2(%rip), INC2

	cmp	IMM(6), BLOCKS
	jb	.Ltail

	C BLOCKS >= 6: SRC, DST at the next 6 blocks, X3 their counter.
.Lloop6:
	STEP(3, .Lround6)
	forloop(`SJ', 0, 2, `STORE(SJ, 0)
	STORE(SJ, 1)
	')
	add	IMM(384), SRC
	add	IMM(384), DST
	vpaddd	INC2, X3, X3
	vpaddd	INC2, X3, X3
	vpaddd	INC2, X3, X3
	sub	IMM(6), BLOCKS
	cmp	IMM(6), BLOCKS
	jae	.Lloop6

.Ltail:
	test	BLOCKS, BLOCKS
	jz	.Ldone
	C 1-5 blocks: two at a time with one set.
.Lloop2:
	STEP(1, .Lround2)
	STORE(0, 0)
	cmp	IMM(1), BLOCKS
	je	.Ldone
	STORE(0, 1)
	add	IMM(128), SRC
	add	IMM(128), DST
	vpaddd	INC2, X3, X3
	sub	IMM(2), BLOCKS
	jnz	.Lloop2

.Ldone:
	mov	%rbp, %rsp
	pop	%rbp
	vzeroupper
.Lnothing:
	ret
EPILOGUE(_nettle_chacha_blocks_avx2)

	RODATA
	ALIGN(32)
C Word 12 of lane k gets k.
.Llanes:
	.long	0, 0, 0, 0, 1, 0, 0, 0
.Linc2:
	.long	2, 0, 0, 0, 2, 0, 0, 0
C VPSHUFB masks: each 32-bit word rotated left by 16 and by 8 bits.
.Lrot16:
	.byte	2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13
	.byte	2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13
.Lrot8:
	.byte	3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10, 15, 12, 13, 14
	.byte	3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10, 15, 12, 13, 14
