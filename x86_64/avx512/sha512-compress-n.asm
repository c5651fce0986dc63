C x86_64/avx512/sha512-compress-n.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: the SHA-512 compression function (FIPS 180-4, section 6.4.2)
C over any number of consecutive 128-byte blocks, two blocks at a time;
C SHA-384, SHA-512/224 and SHA-512/256 use it too. The rounds are the
C scalar ones of x86_64/sha512-rounds.m4. The message schedule of both
C blocks is computed at once: a ymm register holds two consecutive
C words t, t + 1 of the first block in its low 128-bit lane and the same
C words of the second block in its high lane. The schedule's shifted
C windows (W[t-15], W[t-7]) stay within a lane (VPALIGNR works per lane),
C and t, t + 1 need only t - 2, t - 1, so a pair is one step. The first
C block's 80 rounds run with the schedule spread among them; the second
C block's rounds then find all of their W + K in the frame and do no
C vector work at all. A last odd block is loaded into both lanes and
C only the first block's rounds run.
C
C Why a second variant beside avx2's: on Intel cores the vector and
C scalar ALUs share ports 0, 1 and 5, so the schedule is not free there
C as it is on Zen. Per block this one issues 224 vector ALU operations
C (14 a pair, 16 pairs a block: sigma0 and sigma1 are two VPRORQ, a
C shift and one VPTERNLOGQ each) where avx2's issues about 590.
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
C 2026-12-07, rdtsc loop, best of 300): 128 blocks 3.04 against avx2's
C 3.53, 8 blocks 3.05 against 3.60, one block 3.30 against 3.53; in
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

C Stack frame, 32-byte aligned. Slot p, the 32 bytes at 32 p
C (p = 0 .. 39), is pair p plus K: lane 0 for the first block, lane 1
C for the second.
define(`STATE_SLOT', `1280(%rsp)')	C the state pointer
define(`BLOCKS_SLOT', `1288(%rsp)')	C blocks left, counting the current one
define(`RSP_SLOT', `1296(%rsp)')	C %rsp before alignment
define(`FRAME', `1312')

C WK(t): round t's W[t] + K[t] for the block WKBLK (0 or 1, redefined
C between the two blocks' rounds).
define(`WK', `eval(32 * (($1) / 2) + 8 * (($1) % 2) + 16 * WKBLK)(%rsp)')

C SCHED_A(p), SCHED_B(p): pair p = 8 .. 39 in two halves, so that
C they sit between rounds. W[t] = sigma1(W[t-2]) + W[t-7]
C + sigma0(W[t-15]) + W[t-16] for t = 2p, 2p + 1 of each lane; W(p)
C holds pair p - 8 (W[t-16], W[t-15]) on entry and pair p on exit.
C Clobbers VA, VB, VC. SCHED_A adds sigma0 and W[t-7]: VPALIGNR of
C pairs p - 8, p - 7 gives W[t-15], W[t-14], of pairs p - 4, p - 3 gives
C W[t-7], W[t-6]. sigma0 = rotr 1 ^ rotr 8 ^ shr 7.
define(`SCHED_A', `
	vpalignr	IMM(8), W($1), W(eval($1 + 1)), VA
	vprorq	IMM(1), VA, VB
	vprorq	IMM(8), VA, VC
	vpsrlq	IMM(7), VA, VA
	vpternlogq	IMM(0x96), VB, VC, VA
	vpaddq	VA, W($1), W($1)
	vpalignr	IMM(8), W(eval($1 + 4)), W(eval($1 + 5)), VA
	vpaddq	VA, W($1), W($1)
')
C SCHED_B adds sigma1 of pair p - 1 (rotr 19 ^ rotr 61 ^ shr 6) and
C stores W + K in slot p, which the first block's rounds read from
C round 2p, well after.
define(`SCHED_B', `
	vprorq	IMM(19), W(eval($1 + 7)), VA
	vprorq	IMM(61), W(eval($1 + 7)), VB
	vpsrlq	IMM(6), W(eval($1 + 7)), VC
	vpternlogq	IMM(0x96), VA, VB, VC
	vpaddq	VC, W($1), W($1)
	vbroadcasti32x4	eval(16 * ($1))(K), VA
	vpaddq	W($1), VA, VA
	vmovdqa64	VA, eval(32 * ($1))(%rsp)
')
C LOAD_PAIR(p): pair p = 0 .. 7 from both blocks (the second at T1),
C big-endian words, into W(p), and slot p.
define(`LOAD_PAIR', `
	vmovdqu64	eval(16 * ($1))(INPUT), WX($1)
	vinserti32x4	IMM(1), eval(16 * ($1))(T1), W($1), W($1)
	vpshufb	BSWAP, W($1), W($1)
	vbroadcasti32x4	eval(16 * ($1))(K), VA
	vpaddq	W($1), VA, VA
	vmovdqa64	VA, eval(32 * ($1))(%rsp)
')
C ROUND_SCHED(t): round t of the first block, then a half of pair
C t / 2 + 8 while there is one to make (t < 64).
define(`ROUND_SCHED', `ROUND($1)
ifelse(eval(($1) < 64), 1, `ifelse(eval(($1) % 2), 0,
`SCHED_A(eval(($1) / 2 + 8))', `SCHED_B(eval(($1) / 2 + 8))')')')

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
forloop(`p', 0, 7, `LOAD_PAIR(p)')
define(`WKBLK', 0)dnl
ROUNDS_START
forloop(`t', 0, 79, `ROUND_SCHED(t)')
	mov	STATE_SLOT, T1
ROUNDS_END(T1)
	add	IMM(128), INPUT
	decq	BLOCKS_SLOT
	jz	.Ldone

	C The second block: all its W + K are in lane 1 of the slots.
define(`WKBLK', 1)dnl
ROUNDS_START
forloop(`t', 0, 79, `ROUND(t)')
	mov	STATE_SLOT, T1
ROUNDS_END(T1)
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
