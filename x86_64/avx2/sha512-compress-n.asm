C x86_64/avx2/sha512-compress-n.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: the SHA-512 compression function (FIPS 180-4, section 6.4.2)
C over any number of consecutive 128-byte blocks; SHA-384, SHA-512/224
C and SHA-512/256 use it too. The 80 rounds are the scalar ones of
C x86_64/sha512-rounds.m4 (RORX, the variables renamed by m4). Pairs
C of blocks go through x86_64/sha512-pairs.m4: both schedules at once,
C one a 128-bit lane, 22 vector ALU operations a pair step, 352 a block.
C A last odd block has its own schedule, four 64-bit words a register:
C while rounds 4g .. 4g+3 run, the words of group g+4 are computed, K
C is added, and the sums go to a 16-word ring on the stack from which
C the rounds take W[t] + K[t] as a memory operand (about 590 vector
C operations, where a pair step done for one block would cost 704).
C On Zen the scalar rounds and the vector schedule use different
C execution ports and the schedule comes nearly for free either way; on
C Intel cores they share ports 0, 1 and 5.
C
C CPU features: AVX2 (VPERM2I128, VEXTRACTI128, VINSERTI128, VPALIGNR,
C VBROADCASTI128, VPSHUFB and
C 64-bit shifts and adds on ymm), BMI2 (RORX). The dispatcher asks for
C FAT_AVX2 | FAT_BMI2. VZEROUPPER before returning.
C
C Contract (sha2-internal.h): state is the 8-word chaining value,
C updated in place; k the 80 round constants (any alignment); blocks
C may be 0; input is read exactly 128 * blocks bytes, any alignment.
C Returns input + 128 * blocks. Does no padding and no counting.
C
C Speed (examples/nettle-benchmark sha512, one run, TSC cycles/byte
C and MB/s): 16 KiB 3.00 (866 MB/s; 384 cycles a block, about 540 core
C cycles at the 3.65 GHz the core runs at), 1 KiB 3.42 (759), 64 bytes
C 7.03 (369). Portable C: 4.17 (622), 4.72 (551), 9.29 (280). OpenSSL
C 3.0.19's AVX2 code: 2.95 (881), 3.42 (758), 8.62 (301). AMD EPYC
C (family 25 model 17), TSC 2.6 GHz, 2026-11-30. The scalar rounds are
C the limit (about 22 ALU operations each): without the vector schedule
C they take as long.

C Immediates inside macro bodies: IMM(n) gives $n without m4 reading
C the dollar sign as a parameter reference.
define(`IMM', `$`'$1')

C The arguments, the scalar register map (K, INPUT, S0 .. S7, T1 .. T3,
C M0, M1), the rounds, entry and exit: x86_64/sha512-rounds.m4.
include(SRCDIR`/x86_64/sha512-rounds.m4')

C Register map, vector. Whole call:
define(`BSWAP', `%ymm8')	C byte reversal of each 64-bit word
define(`ROR8', `%ymm9')	C rotation right by 8 bits of each 64-bit word
C Pairs of blocks (x86_64/sha512-pairs.m4): pair p in W(p).
define(`W', `%ymm`'eval(($1) % 8)')
define(`WX', `%xmm`'eval(($1) % 8)')
C The last odd block's schedule: four words each, group n (words
C 4n .. 4n+3) in W(n mod 4), rotating.
define(`W0', `%ymm0')
define(`W1', `%ymm1')
define(`W2', `%ymm2')
define(`W3', `%ymm3')
C Scratch of both schedules, with their 128-bit halves:
define(`VA', `%ymm10')
define(`VB', `%ymm11')
define(`VC', `%ymm12')
define(`VAX', `%xmm10')
define(`VBX', `%xmm11')
define(`VCX', `%xmm12')

C The encoding's moves, and sigma0 = rotr 1 ^ rotr 8 ^ shr 7,
C sigma1 = rotr 19 ^ rotr 61 ^ shr 6 from shifts (AVX2 has no
C rotation; rotr 8 is a byte shuffle), for x86_64/sha512-pairs.m4.
define(`PMOVU', `vmovdqu')
define(`PINSERT', `vinserti128')
define(`PBCAST', `vbroadcasti128')
define(`PMOVA', `vmovdqa')
define(`SIGMA0P', `
	vpsrlq	IMM(1), VA, VB
	vpsllq	IMM(63), VA, VC
	vpxor	VC, VB, VB
	vpshufb	ROR8, VA, VC
	vpxor	VC, VB, VB
	vpsrlq	IMM(7), VA, VA
	vpxor	VB, VA, VA
')
define(`SIGMA1P', `
	vpsrlq	IMM(6), $1, VC
	vpsrlq	IMM(19), $1, VA
	vpsllq	IMM(45), $1, VB
	vpxor	VA, VC, VC
	vpxor	VB, VC, VC
	vpsrlq	IMM(61), $1, VA
	vpsllq	IMM(3), $1, VB
	vpxor	VA, VC, VC
	vpxor	VB, VC, VC
')
include(SRCDIR`/x86_64/sha512-pairs.m4')

C Stack frame, 32-byte aligned (the slots are whole memory operands:
C a macro name right before a parenthesis would take it as arguments).
C Bytes 0 .. 1279 are the pair slots of sha512-pairs.m4; the last odd
C block uses the first 128 of them as its ring (RING below).
define(`RING', `0')	C W[t] + K[t] of rounds t mod 16, 128 bytes
define(`STATE_SLOT', `1280(%rsp)')	C the state pointer
define(`BLOCKS_SLOT', `1288(%rsp)')	C blocks left, counting the current one
define(`RSP_SLOT', `1296(%rsp)')	C %rsp before alignment
define(`FRAME', `1312')

C WREG(n), WREGX(n): the register of schedule group n (and its low
C half, for the 128-bit ops).
define(`WREG', `WREG_(eval(($1) % 4))')
define(`WREG_', `W$1')
define(`WREGX', `WREGX_(eval(($1) % 4))')
define(`WREGX_', `%xmm$1')

C SIGMA1X(src, dst, tmp): dst = sigma1 of both words of the xmm src
C (rotr 19 ^ rotr 61 ^ shr 6), 128-bit ops, so the top half of dst's
C ymm is zeroed. src is left as it was.
define(`SIGMA1X', `
	vpsrlq	IMM(6), $1, $2
	vpsrlq	IMM(19), $1, $3
	vpxor	$3, $2, $2
	vpsllq	IMM(45), $1, $3
	vpxor	$3, $2, $2
	vpsrlq	IMM(61), $1, $3
	vpxor	$3, $2, $2
	vpsllq	IMM(3), $1, $3
	vpxor	$3, $2, $2
')

C The schedule of group n = g + 4 (words t = 4n .. 4n+3), in four steps
C that go between the rounds of group g. WREG(n) holds group n - 4
C (W[t-16 .. t-13]) on entry and group n on exit; the other three
C groups are read only. W[t] = sigma1(W[t-2]) + W[t-7] + sigma0(W[t-15])
C + W[t-16]. Clobbers VA, VB, VC.
C SCHED0(n): W(n) += W[t-7 .. t-4] + sigma0(W[t-15 .. t-12]). The
C shifted windows straddle two groups (and the 128-bit lanes):
C VPERM2I128 brings the two middle words together, VPALIGNR shifts.
define(`SCHED0', `
	vperm2i128	IMM(0x21), WREG(eval($1 + 1)), WREG($1), VB
	vpalignr	IMM(8), WREG($1), VB, VA
	vperm2i128	IMM(0x21), WREG(eval($1 + 3)), WREG(eval($1 + 2)), VB
	vpalignr	IMM(8), WREG(eval($1 + 2)), VB, VB
	vpaddq	VB, WREG($1), WREG($1)
	vpsrlq	IMM(1), VA, VB
	vpsllq	IMM(63), VA, VC
	vpxor	VC, VB, VB
	vpshufb	ROR8, VA, VC
	vpxor	VC, VB, VB
	vpsrlq	IMM(7), VA, VC
	vpxor	VC, VB, VB
	vpaddq	VB, WREG($1), WREG($1)
')
C SCHED1(n): words t, t+1 += sigma1(W[t-2], W[t-1]) (top of group n-1).
define(`SCHED1', `
	vextracti128	IMM(1), WREG(eval($1 + 3)), VAX
SIGMA1X(VAX, VBX, VCX)
	vpaddq	VB, WREG($1), WREG($1)
')
C SCHED2(n): words t+2, t+3 += sigma1(W[t], W[t+1]), just made.
define(`SCHED2', `
SIGMA1X(WREGX($1), VBX, VCX)
	vperm2i128	IMM(0x08), VB, VB, VB
	vpaddq	VB, WREG($1), WREG($1)
')
C SCHED3(n): the ring slots of group n get W + K. Must follow the last
C round of group n - 4, which read the same slots: it comes after
C ROUND(4n - 13), so after ROUND_E(4n - 13), their last reader.
define(`SCHED3', `
	vpaddq	eval(32 * ($1))(K), WREG($1), VA
	vmovdqa	VA, eval(RING + 32 * (($1) % 4))(%rsp)
')

C ROUNDS4(g): rounds 4g .. 4g+3, with the schedule of group g + 4
C between them while there is one to make (g < 16).
define(`ROUNDS4', `ifelse(eval(($1) < 16), 1, `
ROUND(eval(4 * ($1)))
SCHED0(eval($1 + 4))
ROUND(eval(4 * ($1) + 1))
SCHED1(eval($1 + 4))
ROUND(eval(4 * ($1) + 2))
SCHED2(eval($1 + 4))
ROUND(eval(4 * ($1) + 3))
SCHED3(eval($1 + 4))', `
forloop(`r', eval(4 * ($1)), eval(4 * ($1) + 3), `ROUND(r)')')
')

C const uint8_t *
C _nettle_sha512_compress_n_avx2(uint64_t *state, const uint64_t *k,
C                                size_t blocks, const uint8_t *input);

PROLOGUE(_nettle_sha512_compress_n_avx2)
SHA512_ENTRY
	vmovdqa	.Lbswap64(%rip), BSWAP
	vmovdqa	.Lror8(%rip), ROR8

	C BLOCKS_SLOT counts the blocks left (at least one), INPUT points
	C at the next; S0..S7 hold a..h, and the state they started from
	C is still in memory, at the pointer in STATE_SLOT.
.Lpairs:
	cmpq	IMM(2), BLOCKS_SLOT
	jb	.Lone
	lea	128(INPUT), T1
PAIRS_FIRST
PAIRS_SECOND
	add	IMM(256), INPUT
	subq	IMM(2), BLOCKS_SLOT
	jnz	.Lpairs
	jmp	.Ldone

	C One block left: alone, a pair step would cost it twice the
	C vector work of this schedule, four words a step.
	C WK(t): round t's W[t] + K[t], now in the ring.
define(`WK', `eval(RING + 8 * (($1) % 16))(%rsp)')dnl
.Lone:
forloop(`n', 0, 3, `
	vmovdqu	eval(32 * n)(INPUT), WREG(n)
	vpshufb	BSWAP, WREG(n), WREG(n)
	vpaddq	eval(32 * n)(K), WREG(n), VA
	vmovdqa	VA, eval(RING + 32 * n)(%rsp)')
ROUNDS_START
forloop(`g', 0, 19, `ROUNDS4(g)')
	mov	STATE_SLOT, T1
ROUNDS_END(T1)
	add	IMM(128), INPUT

.Ldone:
	vzeroupper
SHA512_EXIT
EPILOGUE(_nettle_sha512_compress_n_avx2)

RODATA
	ALIGN(32)
C VPSHUFB masks, the same for both 128-bit lanes.
C Reverse the bytes of each 64-bit word (big-endian load).
.Lbswap64:
	.byte	7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8
	.byte	7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8
C Rotate each 64-bit word right by 8 bits: byte i takes byte i + 1.
.Lror8:
	.byte	1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8
	.byte	1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 8
