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
C The last 1-15 blocks go four at a time, one a 128-bit lane of zmm,
C each lane the state as four diagonals (x86_64/salsa20.m4), so that a quarterround
C step is one operation for the four quarterrounds of a round: the
C chain of the specification, 240 cycles or so for 20 rounds, with no
C transposes of words, and a few blends and lane shuffles at the end.
C (The 16-way code on xmm did four blocks in the same step count but
C with four times the operations, which the vector ports did not keep
C up with on Intel: 340 cycles for 2-4 blocks, against 236 for one
C block of the C code, and Nettle 3.8.1's two-block SSE2 core ahead.)
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

include(SRCDIR`/x86_64/salsa20.m4')

C Register map, vector: %zmm0-15 the 16 words, X(i).
define(`X', `%zmm`'eval($1)')
define(`CTR', `%zmm16')	C word 8 of each block: state[8] + lane
define(`INC', `%zmm21')	C 16 in every lane
define(`IDX', `%zmm22')	C gather indices: 16 * lane (words)
define(`OUT', `%zmm23')	C one block
define(`TMP', `%zmm`'eval(17 + ($1))')	C TMP(0..3): one per quarterround
C Stack frame: the 16 words of the 16 blocks, word-major, 64-aligned.
define(`FRAME', `1024')

C ARX(tmp, b, a, d, bits): b ^= rotl(a + d, bits), on registers; the
C step of a quarterround, for both layouts below.
define(`ARX', `vpaddd	$3, $4, $1
	vprold	IMM($5), $1, $1
	vpxord	$1, $2, $2')
C QSTEP(k, t, b, a, d, bits): the k:th of four interleaved quarterrounds,
C on the words X(b), X(a), X(d).
define(`QSTEP', `ARX(TMP($1), X($3), X($4), X($5), $6)')

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

C The tail's registers: four blocks, one a 128-bit lane. DA .. DD the
C diagonals of the state (below), DA0 .. DD0 their input values (DC0
C with each lane's counter), TS the state, R0 .. R3 the rows of the
C result, DT scratch. All zmm.
define(`DA', `%zmm0')
define(`DB', `%zmm1')
define(`DC', `%zmm2')
define(`DD', `%zmm3')
define(`DA0', `%zmm4')
define(`DB0', `%zmm5')
define(`DC0', `%zmm6')
define(`DD0', `%zmm7')
define(`DT', `%zmm8')
define(`TS', `%zmm9')
define(`R0', `%zmm10')
define(`R1', `%zmm11')
define(`R2', `%zmm12')
define(`R3', `%zmm13')
define(`RJ', `%zmm`'eval(10 + ($1))')	C R0 .. R3 by number

C The tail's double round (x86_64/salsa20.m4's diagonals): ARX on DT.
define(`DSTEP', `ARX(DT, $1, $2, $3, $4)')
define(`DSHUF', `vpshufd	IMM($1), $2, $2')
C ROW(r, s0, s1, s2, s3): r = element e of s_e in each lane (k1 .. k3
C select elements 1 .. 3).
define(`ROW', `vmovdqa32	$2, $1
	vmovdqa32	$3, $1`{'%k1`}'
	vmovdqa32	$4, $1`{'%k2`}'
	vmovdqa32	$5, $1`{'%k3`}'')

	.file "salsa20-blocks.asm"

C size_t _nettle_salsa20_blocks_avx512(const uint32_t *state,
C                                      unsigned rounds, size_t length,
C                                      uint8_t *dst, const uint8_t *src);

PROLOGUE(_nettle_salsa20_blocks_avx512)
SALSA20_ENTRY(64)dnl

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

	C The last 1-15 blocks, four a step, one a 128-bit lane of zmm.
	undefine(`X')undefine(`TMP')
.Ltail:
	C BLOCKS < 16 blocks left, SRC, DST at the next; element 0 of CTR
	C is their first counter.
	test	BLOCKS, BLOCKS
	jz	.Ldone
	C The state with that counter as word 8, then its diagonals, the
	C same in every lane; the lanes' counters in C0.
	vmovdqu32	(STATE), TS
	mov	IMM(0x100), XREG(LEFT)
	kmovw	XREG(LEFT), %k1
	vpbroadcastd	%xmm16, TS`{'%k1`}'
	vmovdqa64	.Ldiag(%rip), DT
	vpermd	TS, DT, DA0
	vmovdqa64	.Ldiag+64(%rip), DT
	vpermd	TS, DT, DB0
	vmovdqa64	.Ldiag+128(%rip), DT
	vpermd	TS, DT, DC0
	vmovdqa64	.Ldiag+192(%rip), DT
	vpermd	TS, DT, DD0
	vpaddd	.Llanes4(%rip), DC0, DC0
	C Masks of element e of every lane, for the blends.
	forloop(`e', 1, 3, `mov	IMM(eval(0x1111 << e)), XREG(LEFT)
	kmovw	XREG(LEFT), %k`'e
	')
.Lloop4:
	vmovdqa64	DA0, DA
	vmovdqa64	DB0, DB
	vmovdqa64	DC0, DC
	vmovdqa64	DD0, DD
	mov	ROUNDS, LEFT
	ALIGN(16)
.Lround4:
SALSA20_DROUND(`DSTEP', `DSHUF', `DA', `DB', `DC', `DD')dnl
	dec	LEFT
	jnz	.Lround4
	vpaddd	DA0, DA, DA
	vpaddd	DB0, DB, DB
	vpaddd	DC0, DC, DC
	vpaddd	DD0, DD, DD
	C Row r of each block: its element e from the diagonal that holds
	C word 4r + e (see x86_64/salsa20.m4), in place.
	ROW(R0, DA, DD, DC, DB)
	ROW(R1, DB, DA, DD, DC)
	ROW(R2, DC, DB, DA, DD)
	ROW(R3, DD, DC, DB, DA)
	C Transpose the 128-bit lanes: then R(j) is block j.
	vshufi32x4	IMM(0x44), R1, R0, DA
	vshufi32x4	IMM(0xee), R1, R0, DB
	vshufi32x4	IMM(0x44), R3, R2, DC
	vshufi32x4	IMM(0xee), R3, R2, DD
	vshufi32x4	IMM(0x88), DC, DA, R0
	vshufi32x4	IMM(0xdd), DC, DA, R1
	vshufi32x4	IMM(0x88), DD, DB, R2
	vshufi32x4	IMM(0xdd), DD, DB, R3
	C Block j (j < BLOCKS) with src into dst.
	forloop(`j', 0, 3, `ifelse(j, 0, , `cmp	IMM(j), BLOCKS
	jbe	.Ldone
	')vpxord	eval(64 * j)(SRC), RJ(j), RJ(j)
	vmovdqu64	RJ(j), eval(64 * j)(DST)
	')
	add	IMM(256), SRC
	add	IMM(256), DST
	vpaddd	.Lfour4(%rip), DC0, DC0
	sub	IMM(4), BLOCKS
	ja	.Lloop4

SALSA20_EXIT
EPILOGUE(_nettle_salsa20_blocks_avx512)

	RODATA
	ALIGN(64)
.Llanes:
	.long	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
C The diagonals A, B, C, D (x86_64/salsa20.m4) as VPERMD indices, in every lane.
.Ldiag:
	.rept	4
	.long	0, 5, 10, 15
	.endr
	.rept	4
	.long	4, 9, 14, 3
	.endr
	.rept	4
	.long	8, 13, 2, 7
	.endr
	.rept	4
	.long	12, 1, 6, 11
	.endr
C Word 8 (element 0 of C) of the four lanes: + lane; + 4 a step.
.Llanes4:
	.long	0, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0
.Lfour4:
	.long	4, 0, 0, 0, 4, 0, 0, 0, 4, 0, 0, 0, 4, 0, 0, 0
.Lsixteen:
	.long	16
