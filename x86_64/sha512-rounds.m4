C x86_64/sha512-rounds.m4 -- the scalar rounds of SHA-512 with RORX,
C shared by every vector schedule.
C
C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.
C
C Included by x86_64/avx2/ and x86_64/avx512/sha512-compress-n.asm
C (pairs of blocks through x86_64/sha512-pairs.m4; avx2 also a last odd
C block with its own four-word schedule). All run the 80 rounds of
C FIPS 180-4, section 6.4.2, step 3, on eight working variables in eight
C registers, renamed from round to round by m4 rather than moved; they
C differ only in where a round finds W[t] + K[t]. The includer defines
C IMM, WK(t) (the memory operand of round t's sum) and, for
C SHA512_ENTRY and SHA512_EXIT, FRAME, STATE_SLOT, BLOCKS_SLOT and
C RSP_SLOT.
C
C The e chain (4-5 cycles a round) is the critical path. About 22 ALU
C operations a round, so the rounds also bound throughput; what the
C schedule adds on the same ports (all of them on Intel cores, where
C vector and scalar ALUs share ports 0, 1 and 5; none on Zen) decides the
C rest.

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

C SREG(role, t): the register that holds working variable `role'
C (0 = a .. 7 = h) in round t.
define(`SREG', `SREG_(eval((($1) - ($2) % 8 + 8) % 8))')
define(`SREG_', `S$1')
C MAJX(t), MAJY(t): the registers of the Maj trick in round t.
define(`MAJX', `ifelse(eval(($1) % 2), 0, `M0', `M1')')
define(`MAJY', `ifelse(eval(($1) % 2), 0, `M1', `M0')')

C ROUND_E(t): h += W[t] + K[t] + Sigma1(e) + Ch(e, f, g), which is T1;
C d += T1 makes the new e. Reads WK(t). Clobbers T1, T2, T3.
C ROUND_A(t): h += Sigma0(a) + Maj(a, b, c) makes the new a. Clobbers
C T1, T2, MAJX(t); MAJY(t) ends as Maj, MAJX(t) as a ^ b (the next
C round's MAJY).
C ROUND_E(t + 1) needs only e, f, g, h and d of round t + 1, which
C ROUND_E(t) made or which are older, and writes none of what
C ROUND_A(t) reads (a, b, the h of round t, MAJX, MAJY), so ROUND(t)
C issues it first: the out-of-order core then sees the next round's
C critical chain before this round's other half (1-2% faster on Zen 4).
define(`ROUND_E', `
	add	WK($1), SREG(7, $1)
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
C round 0, from ROUNDS_START), then the second half of round t.
define(`ROUND', `ifelse(eval(($1) < 79), 1, `ROUND_E(eval(($1) + 1))')
ROUND_A($1)')
C ROUNDS_START: before round 0, with a .. h in S0 .. S7: the Maj
C trick's b ^ c, and the first half of round 0.
define(`ROUNDS_START', `
	mov	S1, MAJY(0)
	xor	S2, MAJY(0)
ROUND_E(0)')
C ROUNDS_END(state): after round 79 every role is back in its
C register; adds a .. h into the 8 words at the register state and
C stores them there.
define(`ROUNDS_END', `forloop(`i', 0, 7, `
	add	eval(8 * i)($1), SREG(i, 0)
	mov	SREG(i, 0), eval(8 * i)($1)')')

C SHA512_ENTRY: returns at once (input) when blocks is 0; else saves the
C callee-saved registers, makes a 32-byte aligned frame of FRAME bytes
C holding the includer's STATE_SLOT, BLOCKS_SLOT and RSP_SLOT, keeps
C the arguments there and in INPUT, and loads a .. h into S0 .. S7.
define(`SHA512_ENTRY', `
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
forloop(`i', 0, 7, `
	mov	eval(8 * i)(ARG_STATE), SREG(i, 0)')
')
C SHA512_EXIT: returns INPUT (past the last block), registers and
C stack as they were.
define(`SHA512_EXIT', `
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
')
