C x86_64/avx512/sha512-compress-n.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: the SHA-512 compression function (FIPS 180-4, section 6.4.2)
C over any number of consecutive 128-byte blocks, two blocks at a time
C (x86_64/sha512-pairs.m4: both blocks' schedules at once, one a
C 128-bit lane); SHA-384, SHA-512/224 and SHA-512/256 use it too. The
C rounds are the scalar ones of x86_64/sha512-rounds.m4. A last odd
C block is loaded into both lanes and only the first block's rounds run.
C
C With EVEX, sigma0 and sigma1 are two VPRORQ, a shift and one
C VPTERNLOGQ each: 14 vector ALU operations a pair, 224 a block of a
C pair of blocks, 448 for a lone block (avx2's one-block schedule:
C about 590).
C
C CPU features: AVX-512 F, VL and BW (EVEX VPRORQ, VPTERNLOGQ, VPSHUFB
C and VPALIGNR on ymm16 .. ymm27), BMI2 (RORX). The dispatcher asks for
C FAT_AVX512 | FAT_AVX2 | FAT_BMI2. Only ymm16 and up are written, which
C no legacy-SSE code can see, so no VZEROUPPER is needed.
C
C Contract (sha2-internal.h): state is the 8-word chaining value,
C updated in place; k the 80 round constants (any alignment); blocks
C may be 0; input is read exactly 128 * blocks bytes, any alignment.
C Returns input + 128 * blocks. Does no padding and no counting.
C
C Speed (TSC cycles/byte, Intel Xeon with AVX-512, TSC 2.6 GHz,
C 2026-12-07, rdtsc loop, best of 300): 128 blocks 3.04 against the
C one-block-schedule avx2 variant's 3.53 (avx2 now takes pairs too),
C 8 blocks 3.05 against 3.60, one block 3.30 against 3.53; in
C examples/nettle-benchmark's run of the same hour (16 KiB) 3.04,
C OpenSSL 3.0's AVX2 code 3.19, Debian's Nettle 3.8.1 4.02.

define(`IMM', `$`'$1')

C The arguments, the scalar register map (K, INPUT, S0 .. S7, T1 .. T3,
C M0, M1), the rounds, entry and exit: x86_64/sha512-rounds.m4.
include(SRCDIR`/x86_64/sha512-rounds.m4')

C Register map, vector, whole call. W(p), WX(p): the schedule's pair p
C (words 2p, 2p + 1 of both blocks) is in ymm16 + p mod 8, so the
C registers hold pairs p - 8 .. p - 1 when pair p is made.
define(`W', `%ymm`'eval(16 + ($1) % 8)')
define(`WX', `%xmm`'eval(16 + ($1) % 8)')
define(`VA', `%ymm24')	C scratch of the schedule
define(`VB', `%ymm25')
define(`VC', `%ymm26')
define(`BSWAP', `%ymm27')	C byte reversal of each 64-bit word

C The encoding's moves, and sigma0 = rotr 1 ^ rotr 8 ^ shr 7 and
C sigma1 = rotr 19 ^ rotr 61 ^ shr 6 as two VPRORQ, a shift and a
C three-way XOR, for x86_64/sha512-pairs.m4.
define(`PMOVU', `vmovdqu64')
define(`PINSERT', `vinserti32x4')
define(`PBCAST', `vbroadcasti32x4')
define(`PMOVA', `vmovdqa64')
define(`SIGMA0P', `
	vprorq	IMM(1), VA, VB
	vprorq	IMM(8), VA, VC
	vpsrlq	IMM(7), VA, VA
	vpternlogq	IMM(0x96), VB, VC, VA
')
define(`SIGMA1P', `
	vprorq	IMM(19), $1, VA
	vprorq	IMM(61), $1, VB
	vpsrlq	IMM(6), $1, VC
	vpternlogq	IMM(0x96), VA, VB, VC
')
include(SRCDIR`/x86_64/sha512-pairs.m4')

C Stack frame, 32-byte aligned: the pair slots of sha512-pairs.m4, then
define(`STATE_SLOT', `1280(%rsp)')	C the state pointer
define(`BLOCKS_SLOT', `1288(%rsp)')	C blocks left, counting the current one
define(`RSP_SLOT', `1296(%rsp)')	C %rsp before alignment
define(`FRAME', `1312')

C const uint8_t *
C _nettle_sha512_compress_n_avx512(uint64_t *state, const uint64_t *k,
C                                  size_t blocks, const uint8_t *input);

PROLOGUE(_nettle_sha512_compress_n_avx512)
SHA512_ENTRY
	vbroadcasti32x4	.Lbswap64(%rip), BSWAP

	C BLOCKS_SLOT counts the blocks left (at least one), INPUT points
	C at the next; S0..S7 hold a..h, and the state they started from
	C is still in memory, at the pointer in STATE_SLOT. Lane 1 takes
	C the block after INPUT's, or INPUT's again when it is the last.
.Lpair:
	lea	128(INPUT), T1
	cmpq	IMM(1), BLOCKS_SLOT
	cmove	INPUT, T1
PAIRS_FIRST
	add	IMM(128), INPUT
	decq	BLOCKS_SLOT
	jz	.Ldone

	C The second block: all its W + K are in lane 1 of the slots.
PAIRS_SECOND
	add	IMM(128), INPUT
	decq	BLOCKS_SLOT
	jnz	.Lpair

.Ldone:
SHA512_EXIT
EPILOGUE(_nettle_sha512_compress_n_avx512)

RODATA
	ALIGN(16)
C VPSHUFB mask, broadcast to both lanes: reverse the bytes of each
C 64-bit word (big-endian load).
.Lbswap64:
	.byte	7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8
