C x86_64/avx2/salsa20-blocks.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: the Salsa20 bulk routine (salsa20-internal.h) with AVX2, for
C CPUs without AVX-512 (whose variant is x86_64/avx512/salsa20-blocks.asm).
C A set of four ymm registers is two consecutive blocks, one per 128-bit
C lane, each lane the state as its four diagonals (x86_64/salsa20.m4),
C as in the avx512 variant's tail. Rotations are two shifts and an OR,
C so a quarterround step is a chain of four operations.
C Three sets (six blocks) run at once, each set's steps written one
C after the other with shared temporaries (renaming makes them
C independent); fewer sets for the last blocks. At the end each row of
C the two blocks is blended from the diagonals (VPBLENDD keeps an
C element in its place) and VPERM2I128 makes contiguous blocks.
C
C A lone block (one in all, or one after steps of six) is not done:
C its chain through these steps takes about 320 cycles, the C core's
C (ROL is one operation) about 230, and the caller's C does it.
C
C CPU features: AVX2. The dispatcher asks for FAT_AVX2. VZEROUPPER
C before returning.
C
C Contract (salsa20-internal.h): rounds even; length bytes at src and
C dst, any alignment, in place allowed. Does length / 64 whole blocks
C and never touches a byte past them; block i uses state with word
C 8 + i (mod 2^32) and word 9 as it is; state is not written. Returns
C the bytes done: length rounded down to 64, less 64 when that leaves a
C lone block after the steps of six (length / 64 = 1 mod 6).

define(`IMM', `$`'$1')

include(SRCDIR`/x86_64/salsa20.m4')

C Set s (0-2), AR(s) .. DR(s): diagonals A, B, C, D of blocks 2s and
C 2s + 1 of the step (x86_64/avx2/sets.m4).
include(SRCDIR`/x86_64/avx2/sets.m4')
C Temporaries of a quarterround step and of the stores.
define(`T', `%ymm12')
define(`U', `%ymm13')
define(`V', `%ymm14')
define(`W', `%ymm15')
C Stack frame (32-byte aligned): diagonals A, B, D of the input, C of
C the next step's set 0 (with lane k's counter), and C of each set.
define(`FRAME', `256')
define(`XA', `0(%rsp)')
define(`XB', `32(%rsp)')
define(`XD', `64(%rsp)')
define(`XC', `96(%rsp)')
define(`CIN', `eval(128 + 32 * ($1))(%rsp)')	C CIN(s): C of set s

C QSTEP(b, a, d, bits): b ^= rotl(a + d, bits), on one set's registers.
define(`QSTEP', `vpaddd	$2, $3, T
	vpslld	IMM($4), T, U
	vpsrld	IMM(eval(32 - $4)), T, T
	vpor	U, T, T
	vpxor	T, $1, $1')
C The step and shuffle of SALSA20_DROUND on the sets 0 .. NSETS-1.
define(`SSTEP', `EACH(NSETS, `QSTEP($1(SI), $2(SI), $3(SI), $4)')')
define(`SSHUF', `EACH(NSETS, `vpshufd	IMM($1), $2(SI), $2(SI)')')

C STEP(n, label): 2n blocks: loads the sets, the double rounds, adds
C the input. Leaves the diagonals in the sets. Clobbers LEFT, T, U.
define(`STEP', `
	vmovdqa	XC, CR(0)
	vmovdqa	CR(0), CIN(0)
	forloop(`SI', 1, eval(($1) - 1), `vpaddd	.Linc2(%rip), CR(eval(SI - 1)), CR(SI)
	vmovdqa	CR(SI), CIN(SI)
	')
	EACH($1, `vmovdqa	XA, AR(SI)')
	EACH($1, `vmovdqa	XB, BR(SI)')
	EACH($1, `vmovdqa	XD, DR(SI)')
	mov	ROUNDS, LEFT
	ALIGN(16)
$2:
define(`NSETS', $1)dnl
SALSA20_DROUND(`SSTEP', `SSHUF', `AR', `BR', `CR', `DR')dnl
	dec	LEFT
	jnz	$2

	EACH($1, `vpaddd	XA, AR(SI), AR(SI)')
	EACH($1, `vpaddd	XB, BR(SI), BR(SI)')
	EACH($1, `vpaddd	CIN(SI), CR(SI), CR(SI)')
	EACH($1, `vpaddd	XD, DR(SI), DR(SI)')
')

C ROW(r, s0, s1, s2, s3): r = element e of s_e in each lane.
define(`ROW', `vpblendd	IMM(0x22), $3, $2, $1
	vpblendd	IMM(0x44), $4, $1, $1
	vpblendd	IMM(0x88), $5, $1, $1')
C HALF(off, k): bytes off .. off + 31 of block k (0 or 1) of the set at
C the block offset in HALF_AT: lane k of V then W, XORed with src, to
C dst. Clobbers T.
define(`HALF', `vperm2i128	IMM(eval(0x20 + 0x11 * ($2))), W, V, T
	vpxor	eval(HALF_AT + 64 * ($2) + ($1))(SRC), T, T
	vmovdqu	T, eval(HALF_AT + 64 * ($2) + ($1))(DST)')
C STORE(s, k): blocks 0 .. k - 1 (k = 1 or 2) of set s, XORed with
C src blocks 2s .., into dst. Rows 0, 1 in V, W, then rows 2, 3.
C Clobbers T, V, W.
define(`STORE', `define(`HALF_AT', eval(128 * ($1)))dnl
ROW(V, AR($1), DR($1), CR($1), BR($1))
	ROW(W, BR($1), AR($1), DR($1), CR($1))
	HALF(0, 0)
	ifelse($2, 2, `HALF(0, 1)')
	ROW(V, CR($1), BR($1), AR($1), DR($1))
	ROW(W, DR($1), CR($1), BR($1), AR($1))
	HALF(32, 0)
	ifelse($2, 2, `HALF(32, 1)')')

C GATHER(dst ymm, xmm, words): the four state words, in both lanes.
C One word a load: the key, nonce and counter setters store words one
C at a time, and a wider load of them is not forwarded.
define(`GATHER', `vmovd	eval(4 * $3)(STATE), $2
	vpinsrd	IMM(1), eval(4 * $4)(STATE), $2, $2
	vpinsrd	IMM(2), eval(4 * $5)(STATE), $2, $2
	vpinsrd	IMM(3), eval(4 * $6)(STATE), $2, $2
	vinserti128	IMM(1), $2, $1, $1')

	.file "salsa20-blocks.asm"

C size_t _nettle_salsa20_blocks_avx2(const uint32_t *state,
C                                    unsigned rounds, size_t length,
C                                    uint8_t *dst, const uint8_t *src);

PROLOGUE(_nettle_salsa20_blocks_avx2)
	C A lone block in all: declined before any set-up.
	xor	XREG(%rax), XREG(%rax)
	cmp	IMM(128), BLOCKS
	jb	.Lnothing
SALSA20_ENTRY(32)dnl

	GATHER(T, %xmm12, 0, 5, 10, 15)
	vmovdqa	T, XA
	GATHER(T, %xmm12, 4, 9, 14, 3)
	vmovdqa	T, XB
	GATHER(T, %xmm12, 12, 1, 6, 11)
	vmovdqa	T, XD
	GATHER(T, %xmm12, 8, 13, 2, 7)
	vpaddd	.Llanes(%rip), T, T
	vmovdqa	T, XC

	cmp	IMM(6), BLOCKS
	jb	.Ltail

	C BLOCKS >= 6: SRC, DST at the next 6 blocks, XC their counters.
.Lloop6:
	STEP(3, .Lround6)
	forloop(`SJ', 0, 2, `STORE(SJ, 2)
	')
	add	IMM(384), SRC
	add	IMM(384), DST
	vmovdqa	.Linc6(%rip), T
	vpaddd	XC, T, T
	vmovdqa	T, XC
	sub	IMM(6), BLOCKS
	cmp	IMM(6), BLOCKS
	jae	.Lloop6

.Ltail:
	C 0-5 blocks left: one step, of as few sets as hold them (the
	C chains, not the ports, set the pace below three sets).
	cmp	IMM(2), BLOCKS
	jb	.Lone
	je	.Ltwo
	cmp	IMM(4), BLOCKS
	jbe	.Lfour
	STEP(3, .Lround5)
	STORE(0, 2)
	STORE(1, 2)
	STORE(2, 1)
	jmp	.Ldone
.Lfour:
	STEP(2, .Lround4)
	STORE(0, 2)
	cmp	IMM(3), BLOCKS
	je	.Lthree
	STORE(1, 2)
	jmp	.Ldone
.Lthree:
	STORE(1, 1)
	jmp	.Ldone
.Ltwo:
	STEP(1, .Lround2)
	STORE(0, 2)
	jmp	.Ldone
.Lone:
	C 0 or 1: a lone block is left to the caller (not counted done).
	shl	IMM(6), BLOCKS
	sub	BLOCKS, %rax

SALSA20_EXIT
EPILOGUE(_nettle_salsa20_blocks_avx2)

	RODATA
	ALIGN(32)
C Word 8 (element 0 of C) of lane k gets k; + 2 a set, + 6 a step.
.Llanes:
	.long	0, 0, 0, 0, 1, 0, 0, 0
.Linc2:
	.long	2, 0, 0, 0, 2, 0, 0, 0
.Linc6:
	.long	6, 0, 0, 0, 6, 0, 0, 0
