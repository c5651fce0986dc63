C x86_64/aesni/cbc-aes-decrypt.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: the bulk routine of CBC decryption with AES, every key size:
C   P[i] = D(C[i]) xor C[i-1], C[-1] = iv.
C Blocks are independent in this direction, so eight of them go through
C the rounds together (eight AESDEC per round key, no dependency between
C them), then four, then the last one to three. The chaining xor is
C folded into the last round: AESDECLAST with (last key xor C[i-1]).
C
C CPU features: AES-NI (AESDEC, AESDECLAST) and SSE2. Nothing else.
C
C Contract (DEVELOPERS.md, "The C <-> asm ABI"): length is a whole
C number of blocks (a remainder below 16 is ignored); every block is
C done, so the return value is length rounded down to a multiple of 16.
C Never reads or writes a byte of src or dst past length. dst == src is
C allowed (each batch reads all its ciphertext before it writes any
C plaintext, and keeps the last ciphertext block in a register). No
C alignment needed for anything. iv is left as the last ciphertext
C block. keys is the decryption schedule (aesdec order, InvMixColumns
C applied), rounds + 1 keys of 16 bytes, rounds = 10, 12 or 14.
C
C Speed, TSC cycles/byte, AMD EPYC Zen 4, 2026-11-30, best of many runs,
C this routine alone: AES-128 4 KiB 0.225 (64 KiB 0.225), AES-256 4 KiB
C 0.32 (the AESDEC throughput limit); one block about 14 cycles a
C call. Through cbc_decrypt with aes128_decrypt (nettle-benchmark):
C 0.23 at 4 KiB.

C Immediates inside macro bodies: IMM(n) gives $n without m4 reading
C the dollar sign as a parameter reference.
define(`IMM', `$`'$1')

C Register map. General purpose:
define(`ROUNDS', `%rdi')	C in: rounds; then 16 * rounds, picks the entry into the rounds
define(`KEYS', `%rsi')	C in: schedule; then the address of the last round key
define(`IV', `%rdx')	C the iv, read at entry, written at exit
define(`LENGTH', `%rcx')	C in: bytes; then blocks left to do
define(`DST', `%r8')	C next plaintext block to write
define(`SRC', `%r9')	C next ciphertext block to read
C %rax: the return value, set at entry.
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
define(`CPREV', `%xmm11')	C ciphertext block before the batch, whole call
define(`TMP', `%xmm12')	C last key xor previous ciphertext, one block

C XS(i): the state register of block i of a batch.
define(`XS', `X$1')

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

C CBC_BATCH(n, label): decrypt blocks 0 .. n-1 at SRC to DST, advance
C both, leave the last ciphertext block in CPREV.
define(`CBC_BATCH', `
	forloop(`cb_i', 0, eval($1 - 1), `movdqu	eval(16 * cb_i)(SRC), XS(cb_i)
	pxor	K0, XS(cb_i)
	')
	AES_ROUNDS($1, aesdec, $2)
	movdqa	CPREV, TMP
	pxor	KLAST, TMP
	aesdeclast	TMP, X0
	forloop(`cb_i', 1, eval($1 - 1), `movdqu	eval(16 * (cb_i - 1))(SRC), TMP
	pxor	KLAST, TMP
	aesdeclast	TMP, XS(cb_i)
	')
	movdqu	eval(16 * ($1 - 1))(SRC), CPREV
	forloop(`cb_i', 0, eval($1 - 1), `movdqu	XS(cb_i), eval(16 * cb_i)(DST)
	')
	lea	eval(16 * $1)(SRC), SRC
	lea	eval(16 * $1)(DST), DST
')

C size_t
C _nettle_cbc_aes_decrypt_aesni(unsigned rounds, const uint32_t *keys,
C                               uint8_t *iv, size_t length,
C                               uint8_t *dst, const uint8_t *src);

PROLOGUE(_nettle_cbc_aes_decrypt_aesni)
	mov	LENGTH, %rax
	and	$-16, %rax
	shr	$4, LENGTH
	jz	.Lend
	mov	XREG(ROUNDS), XREG(ROUNDS)
	shl	$4, ROUNDS
	movups	(KEYS), K0
	add	ROUNDS, KEYS
	movups	(KEYS), KLAST
	movdqu	(IV), CPREV

	C LENGTH counts the blocks left; SRC and DST point at the next one.
	cmp	$8, LENGTH
	jb	.Lfour
	ALIGN(16)
.Lloop8:
	CBC_BATCH(8, b8)
	sub	$8, LENGTH
	cmp	$8, LENGTH
	jae	.Lloop8

.Lfour:
	test	$4, XREG(LENGTH)
	jz	.Ltail
	CBC_BATCH(4, b4)

.Ltail:
	C 0 .. 3 blocks left
	and	$3, XREG(LENGTH)
	jz	.Lsave
	cmp	$2, XREG(LENGTH)
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
	movdqu	CPREV, (IV)
.Lend:
	ret
EPILOGUE(_nettle_cbc_aes_decrypt_aesni)
