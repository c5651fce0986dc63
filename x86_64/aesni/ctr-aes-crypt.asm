C x86_64/aesni/ctr-aes-crypt.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: the bulk routine of CTR mode with AES, every key size:
C   dst[i] = src[i] xor E(ctr + i), ctr a 128-bit big-endian counter.
C Eight blocks go through the rounds together (eight independent
C AESENC per round key), then four, then the last one to three. The
C counter blocks, already xored with the first round key, come from stack
C slots that general-purpose instructions fill a batch ahead (see
C COUNTER_SET). The keystream xor is folded into the last round:
C AESENCLAST with (last key xor src[i]).
C
C Carry: counter blocks are made from the low 64 bits only (PADDQ, LEA),
C so the blocks are done in runs within which the low 64 bits do not
C wrap: a run ends at the block whose low half is all ones, the high
C half is then incremented and the next run starts at low half zero.
C All 128 bits carry correctly (the whole counter wraps modulo 2^128).
C A second run is only ever needed when the low half is within
C length/16 of wrapping, so the cost is a few instructions per call.
C
C CPU features: AES-NI (AESENC, AESENCLAST), SSSE3 (PSHUFB, once per
C run), SSE2. Every processor with AES-NI has SSSE3.
C
C Contract (DEVELOPERS.md, "The C <-> asm ABI"): length is a whole
C number of blocks (a remainder below 16 is ignored); every block is
C done, so the return value is length rounded down to a multiple of 16.
C Never reads or writes a byte of src or dst past length. dst == src is
C allowed. No alignment needed. ctr is left as the counter of the block
C after the last one done. keys is the encryption schedule, rounds + 1
C keys of 16 bytes, rounds = 10, 12 or 14.
C
C Speed, TSC cycles/byte, AMD EPYC Zen 4, 2026-11-30, best of many runs,
C this routine alone: AES-128 4 KiB 0.22 (64 KiB 0.22), AES-256 4 KiB
C 0.31; one block about 18 cycles a call. Through ctr_crypt with
C aes128_encrypt (nettle-benchmark): 0.22 at 4 KiB. The earlier version
C with PADDQ and PSHUFB per block in the loop: 0.25.

C Immediates inside macro bodies: IMM(n) gives $n without m4 reading
C the dollar sign as a parameter reference.
define(`IMM', `$`'$1')

C Register map. General purpose:
define(`ROUNDS', `%rdi')	C in: rounds; then 16 * rounds, picks the entry into the rounds
define(`KEYS', `%rsi')	C in: schedule; then the address of the last round key
define(`CTR', `%rdx')	C in: the counter pointer; kept in the frame (F_CTR)
define(`LENGTH', `%rcx')	C in: bytes; then blocks left after the current run
define(`DST', `%r8')	C next output block
define(`SRC', `%r9')	C next input block
define(`RUN', `%r10')	C blocks left in the current run
define(`LO', `%r11')	C low 64 bits of the first counter of the next set to make
define(`TT', `%rax')	C scratch
define(`CUR', `%rdx')	C counter blocks of the current batch (after CTR is saved)
C Vector:
define(`X0', `%xmm0')	C block states, one batch
define(`X1', `%xmm1')
define(`X2', `%xmm2')
define(`X3', `%xmm3')
define(`X4', `%xmm4')
define(`X5', `%xmm5')
define(`X6', `%xmm6')
define(`X7', `%xmm7')
define(`KEY', `%xmm8')	C round key of the current round, one round
define(`K0', `%xmm9')	C first round key, whole call
define(`KLAST', `%xmm10')	C last round key, whole call
define(`COUNTER', `%xmm11')	C first counter of the current run, bytes reversed, whole call
define(`BSWAP', `%xmm12')	C byte-reversal mask for PSHUFB, whole call
define(`ONE', `%xmm13')	C 1 in the low lane, whole call
define(`TMP', `%xmm14')	C last key xor input block, one block; counters of FIRST_SET

C Stack frame, %rsp aligned to 64 bytes:
C   0 .. 127    the counter set: eight counter blocks, big-endian, xor K0
define(`F_SAVED_SP', `128(%rsp)')	C the stack pointer at entry
define(`F_CTR', `136(%rsp)')	C the counter pointer
define(`F_RESULT', `144(%rsp)')	C the return value
define(`F_RUN', `160(%rsp)')	C length of the current run in blocks
define(`F_K0', `176(%rsp)')	C a copy of the first round key
define(`F_K0HI', `184(%rsp)')	C its bytes 8 .. 15
define(`F_SIZE', `192')	C bytes used

C XS(i): the state register of block i of a batch.
define(`XS', `X$1')

C Counter blocks are made a batch ahead, in general-purpose registers,
C and kept xored with the first round key, so that the vector units
C only do AES and one xor a block: once a batch has loaded its eight
C counter blocks from the counter set, the low halves of the next eight
C go into the same slots while the batch is in the rounds (the high
C halves are fixed for a run). The set is written eight bytes at a time
C and read sixteen at a time a whole batch later, when the stores have
C left the store queue. The first set of a run is made with vector
C instructions instead, with sixteen-byte stores the first batch can
C read back at once.

C FIRST_SET: the counter set of a run from COUNTER into the set at
C %rsp (sixteen-byte stores); leaves LO at the low half of the ninth
C counter. Clobbers X0 .. X7, TMP.
define(`FIRST_SET', `movdqa	COUNTER, TMP
	forloop(`fs_i', 0, 7, `movdqa	TMP, XS(fs_i)
	paddq	ONE, TMP
	pshufb	BSWAP, XS(fs_i)
	pxor	K0, XS(fs_i)
	movdqa	XS(fs_i), eval(16 * fs_i)(%rsp)
	')
	movq	TMP, LO')

C COUNTER_SET: the low halves of the next eight counter blocks into
C the set at CUR; LO advances by eight. Within a run LO + 7 does not
C wrap for any set that is used.
define(`COUNTER_SET', `forloop(`cs_i', 0, 7, `
	lea	cs_i`'(LO), TT
	bswap	TT
	xor	F_K0HI, TT
	mov	TT, eval(16 * cs_i + 8)(CUR)')
	add	IMM(8), LO')

C AES_ROUND(n, op, offset): one round on blocks 0 .. n-1 with the round
C key at offset(KEYS). Clobbers KEY.
define(`AES_ROUND', `movups	$3(KEYS), KEY
forloop(`aes_i', 0, eval($1 - 1), `	$2	KEY, XS(aes_i)
')')

C AES_ROUNDS(n, op, label): rounds 1 .. rounds-1 on blocks 0 .. n-1.
C The sequence is written for 14 rounds; 12 and 10 rounds enter it two
C or four rounds later. Round r uses the key at 16 * (r - rounds)
C from the last one. label makes the local labels unique.
define(`AES_ROUNDS', `cmp	IMM(192), XREG(ROUNDS)
	jb	.L$3_r10
	je	.L$3_r12
	AES_ROUND($1, $2, -208)
	AES_ROUND($1, $2, -192)
.L$3_r12:
	AES_ROUND($1, $2, -176)
	AES_ROUND($1, $2, -160)
.L$3_r10:
	forloop(`aes_k', 1, 9, `AES_ROUND($1, $2, eval(-16 * (10 - aes_k)))')')

C CTR_BATCH(n, label, next): blocks 0 .. n-1 at SRC to DST with the
C counter blocks in the set at CUR; advances SRC and DST. With next
C non-empty, then makes the following eight into the set.
define(`CTR_BATCH', `
	forloop(`cb_i', 0, eval($1 - 1), `movdqa	eval(16 * cb_i)(CUR), XS(cb_i)
	')
	ifelse(`$3', `', , `COUNTER_SET')
	AES_ROUNDS($1, aesenc, $2)
	forloop(`cb_i', 0, eval($1 - 1), `movdqu	eval(16 * cb_i)(SRC), TMP
	pxor	KLAST, TMP
	aesenclast	TMP, XS(cb_i)
	movdqu	XS(cb_i), eval(16 * cb_i)(DST)
	')
	lea	eval(16 * $1)(SRC), SRC
	lea	eval(16 * $1)(DST), DST
')

C size_t
C _nettle_ctr_aes_crypt_aesni(unsigned rounds, const uint32_t *keys,
C                             uint8_t *ctr, size_t length,
C                             uint8_t *dst, const uint8_t *src);

PROLOGUE(_nettle_ctr_aes_crypt_aesni)
	mov	LENGTH, %rax
	and	$-16, %rax
	shr	$4, LENGTH
	jz	.Lend
	mov	%rsp, LO
	sub	$eval(F_SIZE + 63), %rsp
	and	$-64, %rsp
	mov	LO, F_SAVED_SP
	mov	CTR, F_CTR
	mov	%rax, F_RESULT
	mov	XREG(ROUNDS), XREG(ROUNDS)
	shl	$4, ROUNDS
	movups	(KEYS), K0
	movdqa	K0, F_K0
	add	ROUNDS, KEYS
	movups	(KEYS), KLAST
	movdqa	.Lbswap_mask(%rip), BSWAP
	movdqa	.Llow_one(%rip), ONE
	movdqu	(CTR), COUNTER
	pshufb	BSWAP, COUNTER

.Lrun:
	C A run: as many blocks as are left, but at most up to the one whose
	C low counter half is all ones, that is 1 + (not low) blocks.
	C COUNTER holds its first counter.
	movq	COUNTER, TT
	not	TT
	mov	LENGTH, RUN
	cmp	LENGTH, TT
	jae	.Lrun_set
	lea	1(TT), RUN
.Lrun_set:
	sub	RUN, LENGTH
	mov	RUN, F_RUN
	mov	%rsp, CUR
	FIRST_SET

	C RUN counts the blocks left in this run; SRC and DST point at the
	C next one, CUR at the set holding its counter block and the seven
	C after it (CUR moves on only for the last four blocks or less).
	cmp	$8, RUN
	jb	.Lfour
	ALIGN(16)
.Lloop8:
	CTR_BATCH(8, b8, next)
	sub	$8, RUN
	cmp	$8, RUN
	jae	.Lloop8

.Lfour:
	test	$4, XREG(RUN)
	jz	.Ltail
	CTR_BATCH(4, b4)
	add	$64, CUR

.Ltail:
	C 0 .. 3 blocks left in the run, their counter blocks from CUR on.
	and	$3, XREG(RUN)
	jz	.Lrun_end
	cmp	$2, XREG(RUN)
	jb	.Lone
	je	.Ltwo
	CTR_BATCH(3, b3)
	jmp	.Lrun_end
.Ltwo:
	CTR_BATCH(2, b2)
	jmp	.Lrun_end
.Lone:
	CTR_BATCH(1, b1)

.Lrun_end:
	C The next counter: the first of the run plus its length. The low
	C half is zero after that only when it wrapped: carry.
	movq	F_RUN, TMP
	paddq	TMP, COUNTER
	movq	COUNTER, TT
	test	TT, TT
	jnz	.Lno_carry
	paddq	.Lhigh_one(%rip), COUNTER
.Lno_carry:
	test	LENGTH, LENGTH
	jnz	.Lrun

	mov	F_CTR, CTR
	pshufb	BSWAP, COUNTER
	movdqu	COUNTER, (CTR)
	mov	F_RESULT, %rax
	mov	F_SAVED_SP, %rsp
.Lend:
	ret
EPILOGUE(_nettle_ctr_aes_crypt_aesni)

RODATA
	ALIGN(16)
.Lbswap_mask:
	.byte	15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0
.Llow_one:
	.quad	1, 0
.Lhigh_one:
	.quad	0, 1
