C x86_64/sha512-pairs.m4 -- SHA-512 on two blocks at a time: the
C message schedule of both in the two 128-bit lanes of ymm registers.
C
C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.
C
C Included after x86_64/sha512-rounds.m4 by x86_64/avx2/ (VEX, ymm0 ..
C ymm15) and x86_64/avx512/ (EVEX, ymm16 and up) sha512-compress-n.asm.
C
C A ymm register holds two consecutive words t, t + 1 (a "pair") of the
C first block in its low lane and the same words of the second block in
C its high lane. The schedule's shifted windows (W[t-15], W[t-7]) stay
C within a lane (VPALIGNR works per lane), and t, t + 1 need only
C t - 2, t - 1, so a pair is one step, for both blocks at once. The
C first block's 80 rounds run with the schedule spread among them; the
C second block's then find all of their W + K in the frame and do no
C vector work at all. So the schedule costs half a pair step a round
C pair, which matters on Intel cores, where the vector and scalar ALUs
C share ports 0, 1 and 5 (on Zen the two are apart, and the rounds
C alone set the pace).
C
C The includer defines:
C   W(p), WX(p): the ymm / xmm register of pair p (eight of them,
C     by p mod 8, so they hold pairs p - 8 .. p - 1 when p is made);
C   VA, VB, VC: scratch ymm; BSWAP: the byte reversal of each 64-bit
C     word, in both lanes;
C   SIGMA0P: VA = sigma0 (VA), clobbering VB, VC;
C   SIGMA1P(src): VC = sigma1 (src), clobbering VA, VB;
C   PMOVU, PINSERT, PBCAST, PMOVA: the encoding's unaligned 128-bit
C     load, insert of a high lane, 128-bit broadcast and aligned store.
C The frame's first 1280 bytes are the pair slots: slot p (p = 0 .. 39),
C the 32 bytes at 32 p, is pair p plus K, lane 0 the first block's.

C WK for the two blocks' rounds: round t of block WKBLK (0 or 1).
define(`PAIRS_WK', `define(`WK',
`eval(32 * (($'`1) / 2) + 8 * (($'`1) % 2) + 16 * WKBLK)(%rsp)')')

C SCHED_A(p), SCHED_B(p): pair p = 8 .. 39 in two halves, so that
C they sit between rounds. W[t] = sigma1(W[t-2]) + W[t-7]
C + sigma0(W[t-15]) + W[t-16] for t = 2p, 2p + 1 of each lane; W(p)
C holds pair p - 8 (W[t-16], W[t-15]) on entry and pair p on exit.
C Clobbers VA, VB, VC. SCHED_A adds sigma0 and W[t-7]: VPALIGNR of
C pairs p - 8, p - 7 gives W[t-15], W[t-14], of pairs p - 4, p - 3 gives
C W[t-7], W[t-6].
define(`SCHED_A', `
	vpalignr	IMM(8), W($1), W(eval($1 + 1)), VA
SIGMA0P
	vpaddq	VA, W($1), W($1)
	vpalignr	IMM(8), W(eval($1 + 4)), W(eval($1 + 5)), VA
	vpaddq	VA, W($1), W($1)
')
C SCHED_B adds sigma1 of pair p - 1 and stores W + K in slot p, which
C the first block's rounds read from round 2p, well after.
define(`SCHED_B', `
SIGMA1P(W(eval($1 + 7)))
	vpaddq	VC, W($1), W($1)
	PBCAST	eval(16 * ($1))(K), VA
	vpaddq	W($1), VA, VA
	PMOVA	VA, eval(32 * ($1))(%rsp)
')
C LOAD_PAIR(p): pair p = 0 .. 7 from both blocks (the second at T1),
C big-endian words, into W(p), and slot p.
define(`LOAD_PAIR', `
	PMOVU	eval(16 * ($1))(INPUT), WX($1)
	PINSERT	IMM(1), eval(16 * ($1))(T1), W($1), W($1)
	vpshufb	BSWAP, W($1), W($1)
	PBCAST	eval(16 * ($1))(K), VA
	vpaddq	W($1), VA, VA
	PMOVA	VA, eval(32 * ($1))(%rsp)
')
C ROUND_SCHED(t): round t of the first block, then a half of pair
C t / 2 + 8 while there is one to make (t < 64).
define(`ROUND_SCHED', `ROUND($1)
ifelse(eval(($1) < 64), 1, `ifelse(eval(($1) % 2), 0,
`SCHED_A(eval(($1) / 2 + 8))', `SCHED_B(eval(($1) / 2 + 8))')')')

C PAIRS_FIRST: loads the block at INPUT and the one at T1, makes both
C schedules and runs the first block's rounds; state updated, INPUT not
C moved. PAIRS_SECOND: the second block's rounds; state updated.
define(`PAIRS_FIRST', `PAIRS_WK`'dnl
forloop(`p', 0, 7, `LOAD_PAIR(p)')
define(`WKBLK', 0)dnl
ROUNDS_START
forloop(`t', 0, 79, `ROUND_SCHED(t)')
	mov	STATE_SLOT, T1
ROUNDS_END(T1)
')
define(`PAIRS_SECOND', `PAIRS_WK`'dnl
define(`WKBLK', 1)dnl
ROUNDS_START
forloop(`t', 0, 79, `ROUND(t)')
	mov	STATE_SLOT, T1
ROUNDS_END(T1)
')
