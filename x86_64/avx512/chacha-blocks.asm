C x86_64/avx512/chacha-blocks.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: the ChaCha20 bulk routine (chacha-internal.h) with AVX-512:
C the keystream of whole 64-byte blocks XORed into src.
C
C Steps of 16 blocks are word-sliced: %zmm(i) holds state word i of
C the 16 blocks, block j in dword lane j, so the column and diagonal
C rounds are plain VPADDD/VPXORD/VPROLD on whole registers, four
C quarter rounds interleaved, with no shuffles. The input words are
C broadcast from state (word 12 gets + 0 .. 15, per lane, mod 2^32) and
C added back as {1to16} memory operands. A 16x16 dword transpose (two
C unpack stages, two 128-bit lane shuffle stages, through
C %zmm16-%zmm31 and back) turns words of 16 blocks into 16 contiguous
C blocks, XORed with src and stored whole.
C
C The last 1-15 blocks keep the state by rows: a zmm register holds
C one row (four words) of four consecutive blocks, one block per
C 128-bit lane, so a set of four registers A, B, C, D is four blocks.
C The column round works on the rows as they are; the diagonal round
C first rotates the words of B, C and D within each lane (VPSHUFD)
C and rotates them back after. One, two or four sets run interleaved.
C At the end, four 128-bit lane shuffles per pair of registers turn
C rows of four blocks into four contiguous blocks.
C
C CPU features: AVX-512F (zmm, VPROLD, VSHUFI32X4, VBROADCASTI32X4,
C embedded broadcast). The dispatcher asks for FAT_AVX512. VZEROUPPER
C before returning.
C
C Contract (chacha-internal.h): length bytes at src and dst, any
C alignment, in place allowed; does length / 64 whole blocks, never
C touches a byte past them; block i uses state with word 12 + i
C (mod 2^32, per 32-bit lane) and word 13 as it is; state is not
C written. Returns the bytes done, length rounded down to 64.
C
C Measured (AMD EPYC Zen 4, 2026-12, examples/nettle-benchmark, TSC
C cycles/byte): 0.48 at 16 KiB and 0.46 at 1 KiB, OpenSSL 3.0.22 0.51
C and 0.72; the row layout for every step did 0.57 and 0.60.

C Immediates inside macro bodies (m4 would take $n as a parameter).
define(`IMM', `$`'$1')

C Arguments (System V).
define(`STATE', `%rdi')	C const uint32_t state[16]
define(`BLOCKS', `%rsi')	C in: length; then blocks left
define(`DST', `%rdx')	C advanced per step
define(`SRC', `%rcx')	C advanced per step
define(`ROUNDS', `%r8')	C double rounds left in the current step
define(`CTR', `%r9d')	C word 12 of the next 16-block step

C Register map, vector, row layout (the tail). Set s (0-3) is
C %zmm(4s) .. %zmm(4s+3): rows A, B, C, D while computing; after the
C transpose, %zmm(i) is block i of the step (also in a word-sliced
C step).
define(`AR', `%zmm`'eval(4 * ($1))')
define(`BR', `%zmm`'eval(4 * ($1) + 1)')
define(`CR', `%zmm`'eval(4 * ($1) + 2)')
define(`DR', `%zmm`'eval(4 * ($1) + 3)')
define(`BLK', `%zmm`'eval($1)')
C The tail, set up once:
define(`X0', `%zmm16')	C row 0 (constants) of every lane
define(`X1', `%zmm17')	C row 1 (key)
define(`X2', `%zmm18')	C row 2 (key)
define(`X3', `%zmm19')	C row 3 of set 0 of the step: lane k has word 12 + k
define(`INC4', `%zmm23')	C 4 in word 12 of each lane: the next set
C One step:
define(`DIN', `%zmm`'eval(19 + ($1))')	C DIN(s): row 3 input of set s (DIN(0) = X3)
define(`T0', `%zmm24')	C transpose scratch
define(`T1', `%zmm25')
define(`T2', `%zmm26')
define(`T3', `%zmm27')

C EACH(n, body): body once per set SI = 0 .. n-1, one line each.
define(`EACH', `forloop(`SI', 0, eval(($1) - 1), `$2
	')')

C QROUND(n): the quarter round (RFC 8439 section 2.1) on the four
C words of every lane of every row set 0 .. n-1: a column round, or a
C diagonal round once B, C, D are rotated.
define(`QROUND', `
	EACH($1, `vpaddd	BR(SI), AR(SI), AR(SI)')
	EACH($1, `vpxord	AR(SI), DR(SI), DR(SI)')
	EACH($1, `vprold	IMM(16), DR(SI), DR(SI)')
	EACH($1, `vpaddd	DR(SI), CR(SI), CR(SI)')
	EACH($1, `vpxord	CR(SI), BR(SI), BR(SI)')
	EACH($1, `vprold	IMM(12), BR(SI), BR(SI)')
	EACH($1, `vpaddd	BR(SI), AR(SI), AR(SI)')
	EACH($1, `vpxord	AR(SI), DR(SI), DR(SI)')
	EACH($1, `vprold	IMM(8), DR(SI), DR(SI)')
	EACH($1, `vpaddd	DR(SI), CR(SI), CR(SI)')
	EACH($1, `vpxord	CR(SI), BR(SI), BR(SI)')
	EACH($1, `vprold	IMM(7), BR(SI), BR(SI)')
')

C STEP(n, label): 4n blocks from X0-X3: loads the sets, ten double
C rounds, adds the input, transposes. Leaves block i of the step in
C BLK(i). Clobbers ROUNDS, T0-T3, DIN(1..n-1).
define(`STEP', `
	EACH($1, `vmovdqa64	X0, AR(SI)')
	EACH($1, `vmovdqa64	X1, BR(SI)')
	EACH($1, `vmovdqa64	X2, CR(SI)')
	vmovdqa64	X3, DR(0)
	forloop(`SI', 1, eval(($1) - 1), `vpaddd	INC4, DIN(eval(SI - 1)), DIN(SI)
	vmovdqa64	DIN(SI), DR(SI)
	')
	mov	IMM(10), ROUNDS
	ALIGN(16)
$2:
	QROUND($1)
	C Diagonals into columns: lane word i of B, C, D takes word i + 1,
	C i + 2, i + 3.
	EACH($1, `vpshufd	IMM(0x39), BR(SI), BR(SI)')
	EACH($1, `vpshufd	IMM(0x4e), CR(SI), CR(SI)')
	EACH($1, `vpshufd	IMM(0x93), DR(SI), DR(SI)')
	QROUND($1)
	EACH($1, `vpshufd	IMM(0x93), BR(SI), BR(SI)')
	EACH($1, `vpshufd	IMM(0x4e), CR(SI), CR(SI)')
	EACH($1, `vpshufd	IMM(0x39), DR(SI), DR(SI)')
	dec	ROUNDS
	jnz	$2

	EACH($1, `vpaddd	X0, AR(SI), AR(SI)')
	EACH($1, `vpaddd	X1, BR(SI), BR(SI)')
	EACH($1, `vpaddd	X2, CR(SI), CR(SI)')
	EACH($1, `vpaddd	DIN(SI), DR(SI), DR(SI)')
	C Rows of four blocks into blocks: T0 = A0 A1 B0 B1, T1 = C0 C1 D0
	C D1, T2 = A2 A3 B2 B3, T3 = C2 C3 D2 D3 (128-bit lanes), then
	C block k = A_k B_k C_k D_k.
	EACH($1, `vshufi32x4	IMM(0x44), BR(SI), AR(SI), T0
	vshufi32x4	IMM(0x44), DR(SI), CR(SI), T1
	vshufi32x4	IMM(0xee), BR(SI), AR(SI), T2
	vshufi32x4	IMM(0xee), DR(SI), CR(SI), T3
	vshufi32x4	IMM(0x88), T1, T0, AR(SI)
	vshufi32x4	IMM(0xdd), T1, T0, BR(SI)
	vshufi32x4	IMM(0x88), T3, T2, CR(SI)
	vshufi32x4	IMM(0xdd), T3, T2, DR(SI)')
')

C XOR_STORE(i): block i of the step with src into dst.
define(`XOR_STORE', `vpxord	eval(64 * ($1))(SRC), BLK($1), BLK($1)
	vmovdqu64	BLK($1), eval(64 * ($1))(DST)')

C TAIL(n, label): the last 1 .. 4n blocks (BLOCKS of them) with n sets.
define(`TAIL', `
	STEP($1, $2)
	forloop(`SI', 0, eval(4 * ($1) - 1), `ifelse(SI, 0, , `cmp	IMM(SI), BLOCKS
	jbe	.Ldone
	')XOR_STORE(SI)
	')
	jmp	.Ldone
')

C Word-sliced 16-block step. W(i): word i of the 16 blocks; WT(i):
C transpose scratch; CTRV: input word 12 (CTR + lane) of the step.
define(`W', `%zmm`'eval($1)')
define(`WT', `%zmm`'eval(16 + ($1))')
define(`CTRV', `%zmm16')
C Quarter round j (0-3) of a column round (D = 0) or a diagonal round
C (D = 1): words j, 4 + (j + D) % 4, 8 + (j + 2D) % 4, 12 + (j + 3D) % 4.
define(`QA', `W($1)')
define(`QB', `W(4 + (($1) + ($2)) % 4)')
define(`QC', `W(8 + (($1) + 2 * ($2)) % 4)')
define(`QD', `W(12 + (($1) + 3 * ($2)) % 4)')

C WHALF(D, r, r2): half of each of the four quarter rounds of a column
C or diagonal round: a += b, d ^= a, d <<<= r, c += d, b ^= c,
C b <<<= r2.
define(`WHALF', `
	EACH(4, `vpaddd	QB(SI, $1), QA(SI), QA(SI)')
	EACH(4, `vpxord	QA(SI), QD(SI, $1), QD(SI, $1)')
	EACH(4, `vprold	IMM($2), QD(SI, $1), QD(SI, $1)')
	EACH(4, `vpaddd	QD(SI, $1), QC(SI, $1), QC(SI, $1)')
	EACH(4, `vpxord	QC(SI, $1), QB(SI, $1), QB(SI, $1)')
	EACH(4, `vprold	IMM($3), QB(SI, $1), QB(SI, $1)')
')
C WROUND(D): the whole column (D = 0) or diagonal (D = 1) round.
define(`WROUND', `WHALF($1, 16, 12)WHALF($1, 8, 7)')

	.file "chacha-blocks.asm"

C size_t _nettle_chacha_blocks_avx512(const uint32_t *state,
C                                     size_t length, uint8_t *dst,
C                                     const uint8_t *src);

PROLOGUE(_nettle_chacha_blocks_avx512)
	mov	BLOCKS, %rax
	and	IMM(-64), %rax
	shr	IMM(6), BLOCKS
	jz	.Lnothing

	mov	48(STATE), CTR
	cmp	IMM(16), BLOCKS
	jb	.Ltail

	C BLOCKS >= 16: SRC and DST at the next 16 blocks, CTR their
	C counter.
.Lloop16:
	forloop(`SI', 0, 15, `ifelse(SI, 12, , `vpbroadcastd	eval(4 * SI)(STATE), W(SI)
	')')
	vpbroadcastd	CTR, CTRV
	vpaddd	.Llanes16(%rip), CTRV, CTRV
	vmovdqa64	CTRV, W(12)
	mov	IMM(10), ROUNDS
	ALIGN(16)
.Lround16:
	WROUND(0)
	WROUND(1)
	dec	ROUNDS
	jnz	.Lround16

	forloop(`SI', 0, 15, `ifelse(SI, 12, `vpaddd	CTRV, W(12), W(12)', `vpaddd	eval(4 * SI)(STATE){1to16}, W(SI), W(SI)')
	')
	C Transpose. WT(2p), WT(2p + 1): words 2p, 2p + 1 interleaved,
	C elements 0, 1 and 2, 3 of each 128-bit lane.
	forloop(`SI', 0, 7, `vpunpckldq	W(2 * SI + 1), W(2 * SI), WT(2 * SI)
	vpunpckhdq	W(2 * SI + 1), W(2 * SI), WT(2 * SI + 1)
	')
	C W(4g + m): lane k has words 4g .. 4g + 3 of block 4k + m.
	forloop(`SI', 0, 3, `vpunpcklqdq	WT(4 * SI + 2), WT(4 * SI), W(4 * SI)
	vpunpckhqdq	WT(4 * SI + 2), WT(4 * SI), W(4 * SI + 1)
	vpunpcklqdq	WT(4 * SI + 3), WT(4 * SI + 1), W(4 * SI + 2)
	vpunpckhqdq	WT(4 * SI + 3), WT(4 * SI + 1), W(4 * SI + 3)
	')
	C For each m: WT(4m) = lanes 0, 1 of W(m), W(4 + m); WT(4m + 1)
	C lanes 2, 3 of them; WT(4m + 2), WT(4m + 3) the same of W(8 + m),
	C W(12 + m). Then block 4k + m = lane k of W(m), W(4 + m), W(8 + m),
	C W(12 + m).
	forloop(`SI', 0, 3, `vshufi32x4	IMM(0x44), W(4 + SI), W(SI), WT(4 * SI)
	vshufi32x4	IMM(0xee), W(4 + SI), W(SI), WT(4 * SI + 1)
	vshufi32x4	IMM(0x44), W(12 + SI), W(8 + SI), WT(4 * SI + 2)
	vshufi32x4	IMM(0xee), W(12 + SI), W(8 + SI), WT(4 * SI + 3)
	')
	forloop(`SI', 0, 3, `vshufi32x4	IMM(0x88), WT(4 * SI + 2), WT(4 * SI), BLK(SI)
	XOR_STORE(SI)
	vshufi32x4	IMM(0xdd), WT(4 * SI + 2), WT(4 * SI), BLK(4 + SI)
	XOR_STORE(4 + SI)
	vshufi32x4	IMM(0x88), WT(4 * SI + 3), WT(4 * SI + 1), BLK(8 + SI)
	XOR_STORE(8 + SI)
	vshufi32x4	IMM(0xdd), WT(4 * SI + 3), WT(4 * SI + 1), BLK(12 + SI)
	XOR_STORE(12 + SI)
	')
	add	IMM(1024), SRC
	add	IMM(1024), DST
	add	IMM(16), CTR
	sub	IMM(16), BLOCKS
	cmp	IMM(16), BLOCKS
	jae	.Lloop16

.Ltail:
	test	BLOCKS, BLOCKS
	jz	.Ldone
	vbroadcasti32x4	(STATE), X0
	vbroadcasti32x4	16(STATE), X1
	vbroadcasti32x4	32(STATE), X2
	C Row 3 from its four words (in %xmm0, free until the blocks):
	C the nonce and counter setters store them one at a time, and a
	C 16-byte load of 4-byte stores is not forwarded from them but
	C waits for them to reach the cache (about 20 cycles a message).
	vmovd	48(STATE), %xmm0
	vpinsrd	IMM(1), 52(STATE), %xmm0, %xmm0
	vpinsrd	IMM(2), 56(STATE), %xmm0, %xmm0
	vpinsrd	IMM(3), 60(STATE), %xmm0, %xmm0
	vshufi32x4	IMM(0), %zmm0, %zmm0, X3
	vpaddd	.Llanes(%rip), X3, X3
	C Word 12 of every lane + the blocks done (CTR - state[12]).
	sub	48(STATE), CTR
	vmovd	CTR, %xmm24
	vshufi32x4	IMM(0), T0, T0, T0
	vpaddd	T0, X3, X3
	vmovdqa64	.Linc4(%rip), INC4
	cmp	IMM(4), BLOCKS
	jbe	.Ltail1
	cmp	IMM(8), BLOCKS
	jbe	.Ltail2
	TAIL(4, .Lround_t4)
.Ltail2:
	TAIL(2, .Lround_t2)
.Ltail1:
	TAIL(1, .Lround_t1)

.Ldone:
	vzeroupper
.Lnothing:
	ret
EPILOGUE(_nettle_chacha_blocks_avx512)

	RODATA
	ALIGN(64)
C Word 12 of lane k gets k (the block's place in a set); the other
C words 0.
.Llanes:
	.long	0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0
.Linc4:
	.long	4, 0, 0, 0, 4, 0, 0, 0, 4, 0, 0, 0, 4, 0, 0, 0
C Lane j of word 12 in a word-sliced step: + j.
.Llanes16:
	.long	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
