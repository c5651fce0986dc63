C x86/aesni/ctr-aes-crypt.asm
C
C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.
C
C Purpose: the bulk routine of CTR mode with AES-NI on 32-bit x86, every
C key size: dst[i] = src[i] xor E(ctr + i), ctr a 128-bit big-endian
C counter. The counter lives in a register with its bytes reversed, so
C that its low 64 bits are an ordinary number in the low lane: each block
C gets the next counter by PADDQ and its big-endian form by PSHUFB. Four
C blocks go through the rounds together, then the last one to three; the
C keystream xor is folded into the last round (AESENCLAST with the last
C key xor the input block).
C
C Carry: PADDQ does not carry into the high lane, so blocks are done in
C runs within which the low 64 bits do not wrap; a run ends at the block
C whose low half is all ones, the high half is then incremented. The
C whole counter wraps modulo 2^128. A second run is only needed within
C length/16 blocks of a wrap of the low half.
C
C CPU features: AES-NI, SSSE3 (PSHUFB), SSE2.
C
C Contract (DEVELOPERS.md, "The C <-> asm ABI"): length is a whole
C number of blocks (a remainder below 16 is ignored); every block is
C done and the return value is length rounded down to a multiple of 16.
C Never reads or writes a byte of src or dst past length; dst == src is
C allowed. ctr is left as the counter of the block after the last one.
C keys is the encryption schedule, rounds = 10, 12 or 14. No alignment
C needed of the arguments. Position-independent: the two constants are
C built on the stack with immediate stores.
C
C Measured (TSC cycles/byte, AMD EPYC Zen 4, 2026-11-30, 4 KiB, out of
C place; x86/README has the whole table): AES-128 0.267 through
C ctr_crypt (x86_64/aesni: 0.224).

C Register map (cdecl; ebx, esi, edi and ebp are saved; ebp is the frame
C pointer, esp is aligned to 16 for the constants):
define(`KEYS', `%eax')		C the last round key (schedule + 16 * rounds)
define(`RUN', `%ebx')		C blocks left in the current run; scratch between runs
define(`LENGTH', `%ecx')	C blocks left after the current run
define(`DST', `%edx')		C next output block
define(`SRC', `%esi')		C next input block
define(`KEYS0', `%edi')		C the first round key
define(`KEY', `%xmm4')		C round key of the current round
define(`COUNTER', `%xmm5')	C counter of the next block, bytes reversed, whole call
define(`BSWAP', `%xmm6')	C byte-reversal mask for PSHUFB, whole call
define(`TMP', `%xmm7')		C last key xor input block, one block
C xmm0-xmm3: block states of a batch.
define(`ARG_ROUNDS', `8(%ebp)')
define(`ARG_KEYS', `12(%ebp)')
define(`ARG_CTR', `16(%ebp)')
define(`ARG_LENGTH', `20(%ebp)')
define(`ARG_DST', `24(%ebp)')
define(`ARG_SRC', `28(%ebp)')
C The frame (16-byte aligned):
define(`F_ONE', `0(%esp)')	C 1 in the low 64-bit lane
define(`F_HIGH', `16(%esp)')	C 1 in the high lane
define(`F_CTR_LO', `32(%esp)')	C the low lane of COUNTER, when a run starts or ends
define(`F_CTR_HI', `36(%esp)')
define(`F_SIZE', `48')

include(SRCDIR`/x86/aesni/aesni.m4')

C CTR_BATCH(n, label): blocks 0 .. n-1 at SRC to DST with the next n
C counters; advances SRC, DST and COUNTER. Within a run: no carry out of
C the low lane.
define(`CTR_BATCH', `m4_assert_numargs(2, $#)dnl
	movdqu	(KEYS0), KEY
forloop(`ct_i', 0, eval($1 - 1), `	movdqa	COUNTER, %xmm`'ct_i
	paddq	F_ONE, COUNTER
	pshufb	BSWAP, %xmm`'ct_i
	pxor	KEY, %xmm`'ct_i
')dnl
AESNI_MIDDLE($1, aesenc, $2, ARG_ROUNDS)dnl
	movdqu	(KEYS), KEY
forloop(`ct_i', 0, eval($1 - 1), `	movdqu	eval(16 * ct_i)(SRC), TMP
	pxor	KEY, TMP
	aesenclast	TMP, %xmm`'ct_i
	movdqu	%xmm`'ct_i, eval(16 * ct_i)(DST)
')dnl
	leal	eval(16 * $1)(SRC), SRC
	leal	eval(16 * $1)(DST), DST')

C size_t
C _nettle_ctr_aes_crypt_aesni(unsigned rounds, const uint32_t *keys,
C                             uint8_t *ctr, size_t length,
C                             uint8_t *dst, const uint8_t *src);
PROLOGUE(_nettle_ctr_aes_crypt_aesni)
	pushl	%ebp
	movl	%esp, %ebp
	pushl	%ebx
	pushl	%esi
	pushl	%edi
	movl	ARG_LENGTH, LENGTH
	shrl	$4, LENGTH
	jz	.Lend
	subl	$F_SIZE, %esp
	andl	$-16, %esp
	movl	$1, F_ONE
	movl	$0, 4+F_ONE
	movl	$0, 8+F_ONE
	movl	$0, 12+F_ONE
	movl	$0, F_HIGH
	movl	$0, 4+F_HIGH
	movl	$1, 8+F_HIGH
	movl	$0, 12+F_HIGH
	C The PSHUFB mask 15, 14, ..., 0, built in F_CTR_LO's slot.
	movl	$0x0c0d0e0f, F_CTR_LO
	movl	$0x08090a0b, F_CTR_HI
	movl	$0x04050607, 8+F_CTR_LO
	movl	$0x00010203, 12+F_CTR_LO
	movdqa	F_CTR_LO, BSWAP
	movl	ARG_KEYS, KEYS0
	movl	ARG_ROUNDS, KEYS
	shll	$4, KEYS
	addl	KEYS0, KEYS
	movl	ARG_DST, DST
	movl	ARG_SRC, SRC
	movl	ARG_CTR, RUN
	movdqu	(RUN), COUNTER
	pshufb	BSWAP, COUNTER

.Lrun:
	C A run: the blocks left, but at most up to the one whose low counter
	C half is all ones, 2^64 - low blocks away. That is less than 2^32
	C blocks only when the high word of the low half is all ones.
	movdqa	COUNTER, F_CTR_LO
	movl	LENGTH, RUN
	cmpl	$-1, F_CTR_HI
	jne	.Lrun_set
	movl	F_CTR_LO, RUN
	negl	RUN
	jz	.Lrun_all
	cmpl	LENGTH, RUN
	jbe	.Lrun_set
.Lrun_all:
	movl	LENGTH, RUN
.Lrun_set:
	subl	RUN, LENGTH

	C RUN counts the blocks left in this run; SRC and DST point at the
	C next one.
	cmpl	$4, RUN
	jb	.Ltail
	ALIGN(16)
.Lloop4:
CTR_BATCH(4, b4)
	subl	$4, RUN
	cmpl	$4, RUN
	jae	.Lloop4

.Ltail:
	C 0 .. 3 blocks left in the run
	testl	RUN, RUN
	jz	.Lrun_end
	cmpl	$2, RUN
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
	C The low half is zero after a run only when it wrapped: carry.
	movdqa	COUNTER, F_CTR_LO
	movl	F_CTR_LO, RUN
	orl	F_CTR_HI, RUN
	jnz	.Lno_carry
	paddq	F_HIGH, COUNTER
.Lno_carry:
	testl	LENGTH, LENGTH
	jnz	.Lrun

	pshufb	BSWAP, COUNTER
	movl	ARG_CTR, RUN
	movdqu	COUNTER, (RUN)
.Lend:
	movl	ARG_LENGTH, %eax
	andl	$-16, %eax
	leal	-12(%ebp), %esp
	popl	%edi
	popl	%esi
	popl	%ebx
	popl	%ebp
	ret
EPILOGUE(_nettle_ctr_aes_crypt_aesni)
