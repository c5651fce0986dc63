C x86_64/avx2/sha512-compress-n.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: the SHA-512 compression function (FIPS 180-4, section 6.4.2)
C over any number of consecutive 128-byte blocks; SHA-384, SHA-512/224
C and SHA-512/256 use it too. The 80 rounds are scalar: eight working
C variables in eight registers, renamed from round to round by m4 rather
C than moved, each rotation done with RORX (three-operand, no flags, so
C no copies). The message schedule runs beside them in ymm registers,
C four 64-bit words per register: while rounds 4g .. 4g+3 run, the
C words of group g+4 are computed, K is added, and the sums go to a
C 16-word ring on the stack from which the rounds take W[t] + K[t] as a
C memory operand. The scalar rounds and the vector schedule use
C different execution ports, so the schedule comes nearly for free.
C
C CPU features: AVX2 (VPERM2I128, VEXTRACTI128, VPALIGNR, VPSHUFB and
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

C Arguments (System V), before the working registers take over.
define(`ARG_STATE', `%rdi')	C uint64_t state[8]; kept at STATE_SLOT
define(`ARG_BLOCKS', `%rdx')	C blocks; counted down at BLOCKS_SLOT
define(`ARG_INPUT', `%rcx')	C input; moved to INPUT

C Register map, general purpose. Whole call:
define(`K', `%rsi')	C in: uint64_t k[80]
define(`INPUT', `%rbp')	C the block being compressed; returned in %rax
C The working variables a..h live in S0..S7; which register plays
C which role rotates by one every round (SREG).
define(`S0', `%rax')
define(`S1', `%rbx')
define(`S2', `%rcx')	C shared: ARG_INPUT until INPUT takes it
define(`S3', `%rdx')	C shared: ARG_BLOCKS until BLOCKS_SLOT takes it
define(`S4', `%r8')
define(`S5', `%r9')
define(`S6', `%r10')
define(`S7', `%r11')
C Scratch of one round:
define(`T1', `%r12')	C Sigma1(e), then Sigma0(a)
define(`T2', `%r13')	C rotations
define(`T3', `%r14')	C Ch(e, f, g)
C Maj trick, alternating roles every round (MAJX, MAJY): X gets a ^ b;
C Y holds the previous round's a ^ b, which is this round's b ^ c,
C and becomes Maj(a, b, c) = b ^ ((a ^ b) & (b ^ c)).
define(`M0', `%r15')
define(`M1', `%rdi')	C shared: ARG_STATE until STATE_SLOT takes it

C Register map, vector. Whole call:
define(`BSWAP', `%ymm8')	C byte reversal of each 64-bit word
define(`ROR8', `%ymm9')	C rotation right by 8 bits of each 64-bit word
C The message schedule: four words each, group n (words 4n .. 4n+3)
C in W(n mod 4), rotating.
define(`W0', `%ymm0')
define(`W1', `%ymm1')
define(`W2', `%ymm2')
define(`W3', `%ymm3')
C Scratch of the schedule, with their 128-bit halves:
define(`VA', `%ymm4')
define(`VB', `%ymm5')
define(`VC', `%ymm6')
define(`VAX', `%xmm4')
define(`VBX', `%xmm5')
define(`VCX', `%xmm6')

C Stack frame, 32-byte aligned (the slots are whole memory operands:
C a macro name right before a parenthesis would take it as arguments).
define(`RING', `0')	C W[t] + K[t] of rounds t mod 16, 128 bytes
define(`STATE_SLOT', `128(%rsp)')	C the state pointer
define(`BLOCKS_SLOT', `136(%rsp)')	C blocks left, counting the current one
define(`RSP_SLOT', `144(%rsp)')	C %rsp before alignment
define(`FRAME', `160')

C SREG(role, t): the register that holds working variable `role'
C (0 = a .. 7 = h) in round t.
define(`SREG', `SREG_(eval((($1) - ($2) % 8 + 8) % 8))')
define(`SREG_', `S$1')
C MAJX(t), MAJY(t): the registers of the Maj trick in round t.
define(`MAJX', `ifelse(eval(($1) % 2), 0, `M0', `M1')')
define(`MAJY', `ifelse(eval(($1) % 2), 0, `M1', `M0')')
C WREG(n), WREGX(n): the register of schedule group n (and its low
C half, for the 128-bit ops).
define(`WREG', `WREG_(eval(($1) % 4))')
define(`WREG_', `W$1')
define(`WREGX', `WREGX_(eval(($1) % 4))')
define(`WREGX_', `%xmm$1')

C Round t of FIPS 180-4, section 6.4.2, step 3, in two halves, with
C the variables renamed instead of moved.
C ROUND_E(t): h += W[t] + K[t] + Sigma1(e) + Ch(e, f, g), which is T1;
C d += T1 makes the new e. Reads the ring slot of t. Clobbers T1, T2,
C T3. The e chain (4-5 cycles a round) is the critical path.
C ROUND_A(t): h += Sigma0(a) + Maj(a, b, c) makes the new a. Clobbers
C T1, T2, MAJX(t); MAJY(t) ends as Maj, MAJX(t) as a ^ b (the next
C round's MAJY).
C ROUND_E(t + 1) needs only e, f, g, h and d of round t + 1, which
C ROUND_E(t) made or which are older, and writes none of what
C ROUND_A(t) reads (a, b, the h of round t, MAJX, MAJY), so ROUND(t)
C issues it first: the out-of-order core then sees the next round's
C critical chain before this round's other half (1-2% faster here).
define(`ROUND_E', `
	add	eval(RING + 8 * (($1) % 16))(%rsp), SREG(7, $1)
	rorx	IMM(14), SREG(4, $1), T1
	rorx	IMM(18), SREG(4, $1), T2
	mov	SREG(5, $1), T3
	xor	T2, T1
	rorx	IMM(41), SREG(4, $1), T2
	xor	SREG(6, $1), T3
	xor	T2, T1
	and	SREG(4, $1), T3
	xor	SREG(6, $1), T3
	add	T3, SREG(7, $1)
	add	T1, SREG(7, $1)
	add	SREG(7, $1), SREG(3, $1)
')
define(`ROUND_A', `
	rorx	IMM(28), SREG(0, $1), T1
	rorx	IMM(34), SREG(0, $1), T2
	xor	T2, T1
	mov	SREG(0, $1), MAJX($1)
	rorx	IMM(39), SREG(0, $1), T2
	xor	SREG(1, $1), MAJX($1)
	xor	T2, T1
	and	MAJX($1), MAJY($1)
	add	T1, SREG(7, $1)
	xor	SREG(1, $1), MAJY($1)
	add	MAJY($1), SREG(7, $1)
')
C ROUND(t): the first half of round t + 1 (ROUND_E(0) comes before
C round 0), then the second half of round t.
define(`ROUND', `ifelse(eval(($1) < 79), 1, `ROUND_E(eval(($1) + 1))')
ROUND_A($1)')

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
	test	ARG_BLOCKS, ARG_BLOCKS
	jz	.Lnothing

	push	%rbx
	push	%rbp
	push	%r12
	push	%r13
	push	%r14
	push	%r15
	mov	%rsp, %rax
	sub	IMM(FRAME), %rsp
	and	IMM(-32), %rsp
	mov	%rax, RSP_SLOT
	mov	ARG_STATE, STATE_SLOT
	mov	ARG_BLOCKS, BLOCKS_SLOT
	mov	ARG_INPUT, INPUT

	vmovdqa	.Lbswap64(%rip), BSWAP
	vmovdqa	.Lror8(%rip), ROR8
	mov	0(ARG_STATE), S0
	mov	8(ARG_STATE), S1
	mov	16(ARG_STATE), S2
	mov	24(ARG_STATE), S3
	mov	32(ARG_STATE), S4
	mov	40(ARG_STATE), S5
	mov	48(ARG_STATE), S6
	mov	56(ARG_STATE), S7

	C BLOCKS_SLOT counts the blocks left, INPUT points at the next
	C one; S0..S7 hold a..h, and the state they started the block
	C from is still in memory, at the pointer in STATE_SLOT.
.Lblock:
forloop(`n', 0, 3, `
	vmovdqu	eval(32 * n)(INPUT), WREG(n)
	vpshufb	BSWAP, WREG(n), WREG(n)
	vpaddq	eval(32 * n)(K), WREG(n), VA
	vmovdqa	VA, eval(RING + 32 * n)(%rsp)')
	mov	S1, MAJY(0)
	xor	S2, MAJY(0)
ROUND_E(0)
forloop(`g', 0, 19, `ROUNDS4(g)')
	C 80 rounds: every role is back in its register.
	mov	STATE_SLOT, T1
forloop(`i', 0, 7, `
	add	eval(8 * i)(T1), SREG(i, 0)
	mov	SREG(i, 0), eval(8 * i)(T1)')
	add	IMM(128), INPUT
	decq	BLOCKS_SLOT
	jnz	.Lblock

	vzeroupper
	mov	INPUT, %rax
	mov	RSP_SLOT, %rsp
	pop	%r15
	pop	%r14
	pop	%r13
	pop	%r12
	pop	%rbp
	pop	%rbx
	ret

.Lnothing:
	mov	ARG_INPUT, %rax
	ret
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
