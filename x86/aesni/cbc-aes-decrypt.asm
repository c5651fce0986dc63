C x86/aesni/cbc-aes-decrypt.asm
C
C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.
C
C Purpose: the bulk routine of CBC decryption with AES-NI on 32-bit x86,
C every key size: P[i] = D(C[i]) xor C[i-1], C[-1] = iv. The blocks are
C independent in this direction: four go through the rounds together,
C then the last one to three. The chaining xor is folded into the last
C round: AESDECLAST with (last key xor C[i-1]).
C
C CPU features: AES-NI and SSE2.
C
C Contract (DEVELOPERS.md, "The C <-> asm ABI"): length is a whole
C number of blocks (a remainder below 16 is ignored); every block is
C done and the return value is length rounded down to a multiple of 16.
C Never reads or writes a byte of src or dst past length. dst == src is
C allowed: a batch reads all its ciphertext before it writes, and the
C last ciphertext block stays in a register. iv is left as the last
C ciphertext block. keys is the decryption schedule, rounds = 10, 12
C or 14. No alignment needed. Position-independent (no addresses).
C
C Measured (TSC cycles/byte, AMD EPYC Zen 4, 2026-11-30, 4 KiB, out of
C place; x86/README has the whole table): AES-128 0.236 through
C cbc_decrypt (x86_64/aesni: 0.226).

C Register map (cdecl; esi and edi are saved):
define(`KEYS', `%eax')		C the last round key (schedule + 16 * rounds)
define(`LENGTH', `%ecx')	C blocks left
define(`DST', `%edx')		C next plaintext block to write
define(`SRC', `%esi')		C next ciphertext block to read
define(`KEYS0', `%edi')		C the first round key
define(`KEY', `%xmm4')		C round key of the current round
define(`CPREV', `%xmm5')	C ciphertext block before the batch, whole call
define(`TMP', `%xmm6')		C last key xor previous ciphertext, one block
define(`KLAST', `%xmm7')	C last round key, whole call
C xmm0-xmm3: block states of a batch.
C Arguments after the two pushes:
define(`ARG_ROUNDS', `12(%esp)')
define(`ARG_KEYS', `16(%esp)')
define(`ARG_IV', `20(%esp)')
define(`ARG_LENGTH', `24(%esp)')
define(`ARG_DST', `28(%esp)')
define(`ARG_SRC', `32(%esp)')

include(SRCDIR`/x86/aesni/aesni.m4')

C CBC_BATCH(n, label): decrypt blocks 0 .. n-1 at SRC to DST, advance
C both, leave the last ciphertext block in CPREV.
define(`CBC_BATCH', `m4_assert_numargs(2, $#)dnl
	movdqu	(KEYS0), KEY
forloop(`cb_i', 0, eval($1 - 1), `	movdqu	eval(16 * cb_i)(SRC), %xmm`'cb_i
	pxor	KEY, %xmm`'cb_i
')dnl
AESNI_MIDDLE($1, aesdec, $2, ARG_ROUNDS)dnl
	movdqa	CPREV, TMP
	pxor	KLAST, TMP
	aesdeclast	TMP, %xmm0
forloop(`cb_i', 1, eval($1 - 1), `	movdqu	eval(16 * (cb_i - 1))(SRC), TMP
	pxor	KLAST, TMP
	aesdeclast	TMP, %xmm`'cb_i
')dnl
	movdqu	eval(16 * ($1 - 1))(SRC), CPREV
forloop(`cb_i', 0, eval($1 - 1), `	movdqu	%xmm`'cb_i, eval(16 * cb_i)(DST)
')dnl
	leal	eval(16 * $1)(SRC), SRC
	leal	eval(16 * $1)(DST), DST')

C size_t
C _nettle_cbc_aes_decrypt_aesni(unsigned rounds, const uint32_t *keys,
C                               uint8_t *iv, size_t length,
C                               uint8_t *dst, const uint8_t *src);
PROLOGUE(_nettle_cbc_aes_decrypt_aesni)
	pushl	%esi
	pushl	%edi
	movl	ARG_LENGTH, LENGTH
	shrl	$4, LENGTH
	jz	.Lend
	movl	ARG_KEYS, KEYS0
	movl	ARG_ROUNDS, KEYS
	shll	$4, KEYS
	addl	KEYS0, KEYS
	movdqu	(KEYS), KLAST
	movl	ARG_DST, DST
	movl	ARG_IV, SRC
	movdqu	(SRC), CPREV
	movl	ARG_SRC, SRC

	C LENGTH counts the blocks left; SRC and DST point at the next one.
	cmpl	$4, LENGTH
	jb	.Ltail
	ALIGN(16)
.Lloop4:
CBC_BATCH(4, b4)
	subl	$4, LENGTH
	cmpl	$4, LENGTH
	jae	.Lloop4

.Ltail:
	C 0 .. 3 blocks left
	testl	LENGTH, LENGTH
	jz	.Lsave
	cmpl	$2, LENGTH
	jb	.Lone
	je	.Ltwo
CBC_BATCH(3, b3)
	jmp	.Lsave
.Ltwo:
CBC_BATCH(2, b2)
	jmp	.Lsave
.Lone:
CBC_BATCH(1, b1)

.Lsave:
	movl	ARG_IV, SRC
	movdqu	CPREV, (SRC)
.Lend:
	movl	ARG_LENGTH, %eax
	andl	$-16, %eax
	popl	%edi
	popl	%esi
	ret
EPILOGUE(_nettle_cbc_aes_decrypt_aesni)
