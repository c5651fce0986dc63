C x86/aesni/xts-aes.asm
C
C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.
C
C Purpose: the bulk routines of XTS (IEEE P1619) with AES-NI on 32-bit
C x86, _nettle_xts_aes_encrypt_aesni and _nettle_xts_aes_decrypt_aesni,
C every key size, from one body: dst[i] = E(src[i] xor T[i]) xor T[i],
C T[i+1] = T[i] * x in GF(2^128). The running tweak stays in a register
C and is multiplied by x with five SSE2 instructions (XTS_MULX); the
C tweaks of a batch are kept in an aligned stack frame and used again
C after the rounds as memory operands. Four blocks per batch, then the
C last one to three.
C
C (Making the tweaks in the general registers instead, as x86_64/aesni
C does, measured slower here, 0.35 against 0.32 cycles/byte, even made
C two batches ahead with the round keys copied to the frame to free the
C registers: in 32-bit registers a tweak takes four add/adc, three more
C instructions for the reduction and four stores, more work than the
C five SSE2 instructions.)
C
C CPU features: AES-NI and SSE2.
C
C Contract (DEVELOPERS.md, "The C <-> asm ABI"): length is a whole
C number of blocks (a remainder below 16 is ignored); every block is
C done and the return value is length rounded down to a multiple of 16.
C Never reads or writes a byte of src or dst past length; dst == src is
C allowed. tweak holds T[0], the already encrypted tweak, and is left as
C T[n] for the n blocks done. keys is the data key's encryption
C (decryption) schedule, rounds = 10, 12 or 14. No alignment needed of
C the arguments. Position-independent (no addresses).
C
C Measured (TSC cycles/byte, AMD EPYC Zen 4, 2026-11-30, 4 KiB, out of
C place; x86/README has the whole table): XTS-AES-128 0.285
C encryption, 0.286 decryption (x86_64/aesni: 0.247).

C Register map (cdecl; esi, edi and ebp are saved; ebp is the frame
C pointer, esp is aligned to 16 for the tweak slots):
define(`KEYS', `%eax')		C the last round key (schedule + 16 * rounds)
define(`LENGTH', `%ecx')	C blocks left
define(`DST', `%edx')		C next output block
define(`SRC', `%esi')		C next input block
define(`KEYS0', `%edi')		C the first round key
define(`KEY', `%xmm4')		C round key of the current round
define(`TW', `%xmm5')		C tweak of the next block to start, whole call
define(`TMP', `%xmm6')		C scratch of XTS_MULX
define(`MASK', `%xmm7')		C 0x87, 1, 1, 1 in the four 32-bit lanes, whole call
C xmm0-xmm3: block states of a batch.
define(`ARG_ROUNDS', `8(%ebp)')
define(`ARG_KEYS', `12(%ebp)')
define(`ARG_TWEAK', `16(%ebp)')
define(`ARG_LENGTH', `20(%ebp)')
define(`ARG_DST', `24(%ebp)')
define(`ARG_SRC', `28(%ebp)')
C Two sets of four tweak slots in the aligned frame: a batch reads its
C tweaks from one set while the tweaks of the next batch go into the
C other. F_T(set, i): slot i of set F_SET0 or F_SET1.
define(`F_SET0', `0')
define(`F_SET1', `64')
define(`F_T', `eval($1 + 16 * $2)(%esp)')
define(`F_SIZE', `128')

include(SRCDIR`/x86/aesni/aesni.m4')

C XTS_MULX: TW = TW * x. Each lane shifts left by one (PADDD); the bit
C shifted out of lane i enters lane i + 1 as 1, out of lane 3 it enters
C lane 0 as 0x87 (x^128 = x^7 + x^2 + x + 1): PSHUFD moves lane i to
C lane i + 1 (and copies, so no MOVDQA), PSRAD spreads the top bit over
C the lane, PAND keeps 1 or 0x87. Clobbers TMP.
define(`XTS_MULX', `dnl
	pshufd	IMM(0x93), TW, TMP
	psrad	IMM(31), TMP
	pand	MASK, TMP
	paddd	TW, TW
	pxor	TMP, TW')

C XTS_NEXT0(k), XTS_NEXT1(k): the hooks of AESNI_MIDDLE that make the
C tweaks of the next batch while the rounds of this one run: after the
C common rounds k = 3, 5, 7 and 9 the tweak TW goes to the next slot of
C F_SET0 (F_SET1) and TW moves on, so that the tweak arithmetic fills
C gaps between the AES instructions. (All four at the start of the
C batch: 0.32 cycles/byte; after rounds 1-4: 0.31; 2, 4, 6, 8: 0.29;
C 3, 5, 7, 9: 0.286.)
define(`XTS_NEXT', `ifelse(eval($2 % 2 == 1 && $2 >= 3), 1, `
	movdqa	TW, F_T($1, eval(($2 - 3) / 2))
XTS_MULX
')')
define(`XTS_NEXT0', `XTS_NEXT(F_SET0, $1)')
define(`XTS_NEXT1', `XTS_NEXT(F_SET1, $1)')

C XTS_BATCH(n, insn, lastinsn, label, set, next): blocks 0 .. n-1 at
C SRC to DST with the tweaks in set; next is XTS_NEXT0, XTS_NEXT1 or
C empty. Advances SRC and DST.
define(`XTS_BATCH', `m4_assert_numargs(6, $#)dnl
	movdqu	(KEYS0), KEY
forloop(`xb_i', 0, eval($1 - 1), `	movdqu	eval(16 * xb_i)(SRC), %xmm`'xb_i
	pxor	F_T($5, xb_i), %xmm`'xb_i
	pxor	KEY, %xmm`'xb_i
')dnl
AESNI_MIDDLE($1, $2, $4, ARG_ROUNDS, `$6')dnl
	movdqu	(KEYS), KEY
forloop(`xb_i', 0, eval($1 - 1), `	$3	KEY, %xmm`'xb_i
	pxor	F_T($5, xb_i), %xmm`'xb_i
	movdqu	%xmm`'xb_i, eval(16 * xb_i)(DST)
')dnl
	leal	eval(16 * $1)(SRC), SRC
	leal	eval(16 * $1)(DST), DST')

C XTS_BODY(insn, lastinsn, label): the whole function.
define(`XTS_BODY', `m4_assert_numargs(3, $#)dnl
	pushl	%ebp
	movl	%esp, %ebp
	pushl	%esi
	pushl	%edi
	movl	ARG_LENGTH, LENGTH
	shrl	IMM(4), LENGTH
	jz	.L$3_end
	subl	IMM(F_SIZE), %esp
	andl	IMM(-16), %esp
	pcmpeqd	MASK, MASK
	psrld	IMM(31), MASK
	movl	IMM(0x87), KEYS
	pinsrw	IMM(0), KEYS, MASK
	movl	ARG_KEYS, KEYS0
	movl	ARG_ROUNDS, KEYS
	shll	IMM(4), KEYS
	addl	KEYS0, KEYS
	movl	ARG_DST, DST
	movl	ARG_TWEAK, SRC
	movdqu	(SRC), TW
	movl	ARG_SRC, SRC

forloop(`xb_i', 0, 3, `	movdqa	TW, F_T(F_SET0, xb_i)
XTS_MULX
')dnl

C LENGTH counts the blocks left; SRC and DST point at the next one,
C F_SET0 holds its tweak and the three after it, TW the one after those.
	cmpl	IMM(8), LENGTH
	jb	.L$3_four
	ALIGN(16)
.L$3_loop8:
XTS_BATCH(4, $1, $2, $3_a, F_SET0, `XTS_NEXT1')
XTS_BATCH(4, $1, $2, $3_b, F_SET1, `XTS_NEXT0')
	subl	IMM(8), LENGTH
	cmpl	IMM(8), LENGTH
	jae	.L$3_loop8

.L$3_four:
	testl	IMM(4), LENGTH
	jz	.L$3_tail
XTS_BATCH(4, $1, $2, $3_c, F_SET0, `XTS_NEXT1')
forloop(`xb_i', 0, 3, `	movdqa	F_T(F_SET1, xb_i), TMP
	movdqa	TMP, F_T(F_SET0, xb_i)
')dnl

.L$3_tail:
C 0 .. 3 blocks left, their tweaks and the one after them in F_SET0.
	andl	IMM(3), LENGTH
	jz	.L$3_save
	cmpl	IMM(2), LENGTH
	jb	.L$3_one
	je	.L$3_two
XTS_BATCH(3, $1, $2, $3_b3, F_SET0, `')
	jmp	.L$3_save
.L$3_two:
XTS_BATCH(2, $1, $2, $3_b2, F_SET0, `')
	jmp	.L$3_save
.L$3_one:
XTS_BATCH(1, $1, $2, $3_b1, F_SET0, `')

.L$3_save:
C The tweak after the last block done: slot LENGTH (0 .. 3) of F_SET0.
	shll	IMM(4), LENGTH
	movdqa	(%esp, LENGTH), TMP
	movl	ARG_TWEAK, SRC
	movdqu	TMP, (SRC)
.L$3_end:
	movl	ARG_LENGTH, %eax
	andl	IMM(-16), %eax
	leal	-8(%ebp), %esp
	popl	%edi
	popl	%esi
	popl	%ebp
	ret')

C size_t
C _nettle_xts_aes_encrypt_aesni(unsigned rounds, const uint32_t *keys,
C                               uint8_t *tweak, size_t length,
C                               uint8_t *dst, const uint8_t *src);
PROLOGUE(_nettle_xts_aes_encrypt_aesni)
XTS_BODY(aesenc, aesenclast, enc)
EPILOGUE(_nettle_xts_aes_encrypt_aesni)

C size_t
C _nettle_xts_aes_decrypt_aesni(unsigned rounds, const uint32_t *keys,
C                               uint8_t *tweak, size_t length,
C                               uint8_t *dst, const uint8_t *src);
PROLOGUE(_nettle_xts_aes_decrypt_aesni)
XTS_BODY(aesdec, aesdeclast, dec)
EPILOGUE(_nettle_xts_aes_decrypt_aesni)
