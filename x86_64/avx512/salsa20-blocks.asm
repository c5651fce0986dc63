C x86_64/avx512/salsa20-blocks.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: the Salsa20 bulk routine (salsa20-internal.h) with AVX-512,
C 16 blocks at once: %zmm(i) holds word i of the 16 blocks, so the
C rounds are the quarterrounds of the specification on whole registers
C (the four of a column or row round interleaved), with VPROLD. The
C input words come back as broadcast memory operands for the final
C addition; only the counter word (8, + lane number) stays in a
C register. The result goes to the stack word by word and comes back
C block by block with VPGATHERDD (stride 64 bytes), is XORed with src
C and stored whole.
C
C The last 1-15 blocks go four at a time through the same rounds on
C %xmm0-15 (word i of four blocks in %xmm(i), VPROLD with AVX-512VL),
C latency-bound but a quarter of a 16-block step: 2-15 blocks cost
C what one to four such steps cost, not one C block each. Four 4x4
C dword transposes (unpacks) give each block as four registers. A
C last step of 1-3 blocks stores only those.
C
C CPU features: AVX-512F and VL. The dispatcher asks for FAT_AVX512.
C VZEROUPPER before returning.
C
C Contract (salsa20-internal.h): rounds even; length bytes at src and
C dst, any alignment, in place allowed. Does length / 64 whole blocks
C and never touches a byte past them; block i uses state with word
C 8 + i (mod 2^32) and word 9 as it is; state is not written. Returns
C the bytes done, length rounded down to 64.
C
C Measured (Intel Xeon with AVX-512, 2026-12, TSC cycles/byte,
C salsa20 / salsa20r12): 256 bytes 2.7 / 1.9 with four C blocks at a
C time, 1.5 / 0.95 here; 128 bytes 4.6 / 3.1 (two C blocks), 2.8 / 1.9.

define(`IMM', `$`'$1')

C Arguments (System V).
define(`STATE', `%rdi')	C const uint32_t state[16]
define(`ROUNDS', `%rsi')	C double rounds (rounds / 2); counted down per step in LEFT
define(`BLOCKS', `%rdx')	C in: length; then blocks left
define(`DST', `%rcx')	C advanced per step
define(`SRC', `%r8')	C advanced per step
define(`LEFT', `%r9')	C double rounds left in the current step

C Register map, vector: %zmm0-15 the 16 words, X(i).
define(`X', `%zmm`'eval($1)')
define(`CTR', `%zmm16')	C word 8 of each block: state[8] + lane
define(`INC', `%zmm21')	C 16 in every lane
define(`IDX', `%zmm22')	C gather indices: 16 * lane (words)
define(`OUT', `%zmm23')	C one block
define(`TMP', `%zmm`'eval(17 + ($1))')	C TMP(0..3): one per quarterround
C Stack frame: the 16 words of the 16 blocks, word-major, 64-aligned.
define(`FRAME', `1024')

C QSTEP(k, t, b, a, d, bits): the k:th of four interleaved quarterrounds,
C b ^= rotl(a + d, bits).
define(`QSTEP', `vpaddd	X($4), X($5), TMP($1)
	vprold	IMM($6), TMP($1), TMP($1)
	vpxord	TMP($1), X($3), X($3)')

C QROUND4(a0 b0 c0 d0, ...): four quarterrounds (specification,
C section 3), y1 ^= (y0 + y3) <<< 7 and so on, step by step.
define(`QROUND4', `
	QSTEP(0, 0, $2, $1, $4, 7)
	QSTEP(1, 0, $6, $5, $8, 7)
	QSTEP(2, 0, $10, $9, $12, 7)
	QSTEP(3, 0, $14, $13, $16, 7)
	QSTEP(0, 0, $3, $2, $1, 9)
	QSTEP(1, 0, $7, $6, $5, 9)
	QSTEP(2, 0, $11, $10, $9, 9)
	QSTEP(3, 0, $15, $14, $13, 9)
	QSTEP(0, 0, $4, $3, $2, 13)
	QSTEP(1, 0, $8, $7, $6, 13)
	QSTEP(2, 0, $12, $11, $10, 13)
	QSTEP(3, 0, $16, $15, $14, 13)
	QSTEP(0, 0, $1, $4, $3, 18)
	QSTEP(1, 0, $5, $8, $7, 18)
	QSTEP(2, 0, $9, $12, $11, 18)
	QSTEP(3, 0, $13, $16, $15, 18)
')

C STEP(ctr, label, lanes): one step on X(0..15) at the width X names
C (zmm, 16 lanes, or xmm, 4): the input words broadcast (word 8 from
C the register ctr), the double rounds, the input added back.
C Clobbers LEFT and TMP(0..3).
define(`STEP', `
	forloop(`i', 0, 15, `ifelse(i, 8, `vmovdqa64	$1, X(8)',
	  `vpbroadcastd	eval(4 * i)(STATE), X(i)')
	')
	mov	ROUNDS, LEFT
	ALIGN(16)
$2:
	C Columnround, then rowround (each quarterround`'s words in the
	C specification`'s order y0, y1, y2, y3).
	QROUND4(0, 4, 8, 12, 5, 9, 13, 1, 10, 14, 2, 6, 15, 3, 7, 11)
	QROUND4(0, 1, 2, 3, 5, 6, 7, 4, 10, 11, 8, 9, 15, 12, 13, 14)
	dec	LEFT
	jnz	$2

	forloop(`i', 0, 15, `ifelse(i, 8, `vpaddd	$1, X(8), X(8)',
	  `vpaddd	eval(4 * i)(STATE)`{'1to$3`}', X(i), X(i)')
	')
')

	.file "salsa20-blocks.asm"

C size_t _nettle_salsa20_blocks_avx512(const uint32_t *state,
C                                      unsigned rounds, size_t length,
C                                      uint8_t *dst, const uint8_t *src);

PROLOGUE(_nettle_salsa20_blocks_avx512)
	mov	BLOCKS, %rax
	and	IMM(-64), %rax
	shr	IMM(6), BLOCKS
	jz	.Lnothing
	mov	XREG(ROUNDS), XREG(ROUNDS)
	shr	IMM(1), ROUNDS

	push	%rbp
	mov	%rsp, %rbp
	sub	IMM(FRAME), %rsp
	and	IMM(-64), %rsp

	vpbroadcastd	32(STATE), CTR
	vpaddd	.Llanes(%rip), CTR, CTR
	cmp	IMM(16), BLOCKS
	jb	.Ltail
	vpbroadcastd	.Lsixteen(%rip), INC
	vpslld	IMM(4), .Llanes(%rip), IDX

	C BLOCKS >= 16 blocks left; SRC, DST at the next; CTR their
	C counters.
.Lloop:
	STEP(CTR, .Lround, 16)
	forloop(`i', 0, 15, `vmovdqa64	X(i), eval(64 * i)(%rsp)
	')
	C Block j is the words at 4j + 64i, i = 0..15.
	forloop(`j', 0, 15, `kxnorw	%k1, %k1, %k1
	vpgatherdd	eval(4 * j)(%rsp, IDX, 4), OUT`{'%k1`}'
	vpxord	eval(64 * j)(SRC), OUT, OUT
	vmovdqu64	OUT, eval(64 * j)(DST)
	')
	add	IMM(1024), SRC
	add	IMM(1024), DST
	vpaddd	INC, CTR, CTR
	sub	IMM(16), BLOCKS
	cmp	IMM(16), BLOCKS
	jae	.Lloop

	C The four-block steps on the xmm registers.
	undefine(`X')undefine(`TMP')
	define(`X', `%xmm`'eval($1)')
	define(`TMP', `%xmm`'eval(17 + ($1))')
	define(`CTR4', `%xmm16')	C low lanes of CTR: the next 4 counters
.Ltail:
	C BLOCKS < 16 blocks left, SRC, DST at the next.
	test	BLOCKS, BLOCKS
	jz	.Ldone
.Lloop4:
	STEP(CTR4, .Lround4, 4)
	C Transpose each X(4g) .. X(4g + 3): then X(4g + j) is words
	C 4g .. 4g + 3 of block j.
	forloop(`g', 0, 3, `vpunpckldq	X(4 * g + 1), X(4 * g), TMP(0)
	vpunpckhdq	X(4 * g + 1), X(4 * g), TMP(1)
	vpunpckldq	X(4 * g + 3), X(4 * g + 2), TMP(2)
	vpunpckhdq	X(4 * g + 3), X(4 * g + 2), TMP(3)
	vpunpcklqdq	TMP(2), TMP(0), X(4 * g)
	vpunpckhqdq	TMP(2), TMP(0), X(4 * g + 1)
	vpunpcklqdq	TMP(3), TMP(1), X(4 * g + 2)
	vpunpckhqdq	TMP(3), TMP(1), X(4 * g + 3)
	')
	C Block j (j < BLOCKS) with src into dst.
	forloop(`j', 0, 3, `ifelse(j, 0, , `cmp	IMM(j), BLOCKS
	jbe	.Ldone
	')forloop(`g', 0, 3, `vpxord	eval(64 * j + 16 * g)(SRC), X(4 * g + j), X(4 * g + j)
	vmovdqu32	X(4 * g + j), eval(64 * j + 16 * g)(DST)
	')')
	add	IMM(256), SRC
	add	IMM(256), DST
	vpaddd	.Lfour(%rip)`{'1to4`}', CTR4, CTR4
	sub	IMM(4), BLOCKS
	ja	.Lloop4

.Ldone:
	mov	%rbp, %rsp
	pop	%rbp
	vzeroupper
.Lnothing:
	ret
EPILOGUE(_nettle_salsa20_blocks_avx512)

	RODATA
	ALIGN(64)
.Llanes:
	.long	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
.Lsixteen:
	.long	16
.Lfour:
	.long	4
