C x86_64/aesni/ocb-aes.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: the bulk routines of OCB (RFC 7253) with AES, every key size,
C both directions, generated from one body (OCB_BODY below):
C   encrypt  dst_j = Offset_j xor E(src_j xor Offset_j)
C   decrypt  dst_j = Offset_j xor D(src_j xor Offset_j)
C   Offset_j = Offset_{j-1} xor L_{ntz(j)}, checksum ^= plaintext_j.
C The blocks go in groups of 16 from an index that is a multiple of 16,
C within which the offsets are the group's first offset B xored with
C fixed values P_1 .. P_15 (P_k the xor of the L_b, b < 4, for the bits
C b of the Gray code k ^ (k >> 1)), made once per call; only the 16th
C block's offset, B ^ P_15 ^ L_{ntz}, takes a look-up by the (public)
C index, and it is the next group's B. A group is two batches of eight
C blocks through the rounds together (eight independent AESENC per
C round key), the last 1-15 blocks batches of 8 and of 1-7. The
C offset xor after the rounds is folded into the last round: its key is
C (last key xor offset), kept in a stack slot per block, and the one
C before into the first (src xor that slot xor (first key xor last
C key)).
C
C CPU features: AES-NI (AESENC, AESENCLAST, AESDEC, AESDECLAST), SSE2.
C BSF for ntz (the index is never 0 there).
C
C Contract (ocb-internal.h; DEVELOPERS.md, "The C <-> asm ABI"): length
C is a whole number of blocks (a remainder below 16 is ignored); every
C block is done, so the return value is length rounded down to a
C multiple of 16. Never reads or writes a byte of src or dst past
C length. dst == src is allowed. No alignment needed. state->index is a
C multiple of 16, and is not changed; state->offset and
C state->checksum are updated. keys is the encryption schedule for
C _nettle_ocb_aes_encrypt_aesni and the decryption schedule (aesdec
C order) for _nettle_ocb_aes_decrypt_aesni, rounds + 1 keys of 16
C bytes, rounds = 10, 12 or 14.
C Speed, TSC cycles/byte, AMD EPYC Zen 5, 2026-12-02, ocb_aes128 through
C nettle-benchmark (nonce, message, tag), best of three: encrypt 1, 4,
C 16 KiB 0.30, 0.24, 0.23; decrypt 0.38, 0.26, 0.23. The routine alone
C at 4 KiB: 0.224 (decrypt 0.227), ECB with AES-NI 0.23: the AESENC
C throughput is the limit.

include(SRCDIR`/x86_64/aesni/aesni.m4')

C Register map. General purpose:
define(`ROUNDS', `%rdi')	C in: rounds; then 16 * rounds, whole call
define(`KEYS', `%rsi')	C in: schedule; then the address of the last round key
define(`STATE', `%rdx')	C struct ocb_aes_state: offset 0, checksum 16, index 32, L 48
define(`LENGTH', `%rcx')	C bytes left
define(`DST', `%r8')	C next output batch
define(`SRC', `%r9')	C next input batch
define(`INDEX', `%r10')	C blocks before the current group
define(`SCRATCH', `%rax')	C 16 * ntz, tail counts
define(`QP', `%r11')	C the Q values of the current batch
C Vector:
C   xmm0 .. xmm7	block states, one batch
define(`B', `%xmm8')	C the offset at the start of the group, Offset_INDEX
define(`SUM', `%xmm9')	C the checksum
define(`K0L', `%xmm10')	C first key ^ last key, whole call
define(`T', `%xmm11')	C scratch: an offset ^ last key
define(`BN', `%xmm12')	C the next group's B; in the tail, the final offset
define(`KEY', `%xmm13')	C the round key of the current round
define(`TMP', `%xmm14')	C set-up scratch
C   xmm0 .. xmm3 also hold L_0 .. L_3 during the set-up.

C Stack frame, %rsp aligned to 16 bytes:
C   0 .. 255    Q_k = P_{k+1} ^ last key, k = 0 .. 15 (P_16 = 0)
C   256 .. 383  the last round's key of each block of a batch
define(`F_P15', `384(%rsp)')	C P_15
define(`F_KLAST', `400(%rsp)')	C the last round key
define(`F_RESULT', `416(%rsp)')	C the return value
define(`F_SAVED_SP', `424(%rsp)')	C the stack pointer at entry
define(`F_SIZE', `432')	C bytes used
define(`F_SLOT', `eval(256 + 16 * $1)(%rsp)')

C OCB_PK(k, reg): reg ^= P_k (L_b in xmm<b>); nothing for k = 16.
define(`OCB_PK', `ifelse($1, 16, , `forloop(`ocb_bit', 0, 3, `ifelse(eval((($1 ^ ($1 >> 1)) >> ocb_bit) & 1), 1,
`	pxor	%xmm`'ocb_bit, $2
')')')')

C OCB_ROUNDS(n, op, label): rounds 1 .. rounds-1 on blocks 0 .. n-1,
C entered by key size; the key of round r is at 16 * (r - rounds) from
C the last one.
define(`OCB_ROUND', `	movups	$3(KEYS), KEY
AESNI_STEP($2, KEY, 0, eval($1 - 1))')
define(`OCB_ROUNDS', `	cmp	IMM(192), XREG(ROUNDS)
	jb	.L$3_r10
	je	.L$3_r12
OCB_ROUND($1, $2, -208)dnl
OCB_ROUND($1, $2, -192)dnl
.L$3_r12:
OCB_ROUND($1, $2, -176)dnl
OCB_ROUND($1, $2, -160)dnl
.L$3_r10:
forloop(`ocb_r', 1, 9, `OCB_ROUND($1, $2, eval(-16 * (10 - ocb_r)))')')

C OCB_BATCH(n, op, oplast, dir, label, last16): blocks 0 .. n-1 at SRC
C to DST (not moved), offsets B ^ the Q at QP (block b: 16 * b(QP));
C with last16, block 7 is a group's 16th, with offset BN.
define(`OCB_BATCH', `dnl
forloop(`ob_b', 0, eval($1 - 1), `	movdqu	eval(16 * ob_b)(SRC), %xmm`'ob_b
ifelse($4, enc, `	pxor	%xmm`'ob_b, SUM
')dnl
ifelse($6.ob_b, 1.7, `	movdqa	BN, T
	pxor	F_KLAST, T
', `	movdqa	B, T
	pxor	eval(16 * ob_b)(QP), T
')dnl
	movdqa	T, F_SLOT(ob_b)
	pxor	T, %xmm`'ob_b
	pxor	K0L, %xmm`'ob_b
')dnl
OCB_ROUNDS($1, $2, $5)dnl
forloop(`ob_b', 0, eval($1 - 1), `	$3	F_SLOT(ob_b), %xmm`'ob_b
	movdqu	%xmm`'ob_b, eval(16 * ob_b)(DST)
ifelse($4, dec, `	pxor	%xmm`'ob_b, SUM
')')')

C OCB_BODY(op, oplast, dir): the whole function body for one direction.
define(`OCB_BODY', `
	and	IMM(-16), LENGTH
	mov	LENGTH, %rax
	jz	.L$3_end
	mov	%rsp, SCRATCH
	sub	IMM(eval(F_SIZE + 15)), %rsp
	and	IMM(-16), %rsp
	mov	SCRATCH, F_SAVED_SP
	mov	LENGTH, F_RESULT
	mov	XREG(ROUNDS), XREG(ROUNDS)
	shl	IMM(4), ROUNDS
	movups	(KEYS), K0L
	add	ROUNDS, KEYS
	movups	(KEYS), KEY
	movdqa	KEY, F_KLAST
	pxor	KEY, K0L
	movdqu	48(STATE), %xmm0
	movdqu	64(STATE), %xmm1
	movdqu	80(STATE), %xmm2
	movdqu	96(STATE), %xmm3
forloop(`ob_k', 1, 16, `	movdqa	KEY, TMP
OCB_PK(ob_k, TMP)dnl
	movdqa	TMP, eval(16 * (ob_k - 1))(%rsp)
')dnl
	movdqa	%xmm3, F_P15
	movdqu	(STATE), B
	pxor	SUM, SUM
	mov	32(STATE), INDEX
	cmp	IMM(256), LENGTH
	jb	.L$3_tail

	ALIGN(16)
C LENGTH counts the bytes left; SRC and DST point at the next group,
C B holds its first offset Offset_INDEX.
.L$3_loop:
	add	IMM(16), INDEX
	bsf	INDEX, SCRATCH
	shl	IMM(4), SCRATCH
	movdqu	48(STATE, SCRATCH), BN
	pxor	B, BN
	pxor	F_P15, BN
	mov	%rsp, QP
OCB_BATCH(8, $1, $2, $3, $3_g0, 0)dnl
	lea	128(%rsp), QP
	add	IMM(128), SRC
	add	IMM(128), DST
OCB_BATCH(8, $1, $2, $3, $3_g1, 1)dnl
	movdqa	BN, B
	add	IMM(128), SRC
	add	IMM(128), DST
	sub	IMM(256), LENGTH
	cmp	IMM(256), LENGTH
	jae	.L$3_loop

C The last LENGTH = 0 .. 240 bytes: 8 blocks with Q_0 .. Q_7 if there
C are that many, then the rest with the Q from there on. The final
C offset is B ^ P_(LENGTH / 16) = B ^ Q_(LENGTH / 16 - 1) ^ last key.
.L$3_tail:
	movdqa	B, BN
	test	LENGTH, LENGTH
	jz	.L$3_finish
	pxor	-16(%rsp, LENGTH), BN
	pxor	F_KLAST, BN
	mov	%rsp, QP
	cmp	IMM(128), LENGTH
	jb	.L$3_rest
OCB_BATCH(8, $1, $2, $3, $3_t8, 0)dnl
	lea	128(%rsp), QP
	add	IMM(128), SRC
	add	IMM(128), DST
	sub	IMM(128), LENGTH
	jz	.L$3_finish
.L$3_rest:
	shr	IMM(4), XREG(LENGTH)
forloop(`ob_n', 1, 6, `	cmp	IMM(ob_n), XREG(LENGTH)
	je	.L$3_t`'ob_n
')dnl
OCB_BATCH(7, $1, $2, $3, $3_t7, 0)dnl
forloop(`ob_n', 1, 6, `	jmp	.L$3_finish
.L$3_t`'ob_n:
OCB_BATCH(ob_n, $1, $2, $3, $3_t`'ob_n, 0)')dnl

.L$3_finish:
	movdqu	BN, (STATE)
	movdqu	16(STATE), TMP
	pxor	TMP, SUM
	movdqu	SUM, 16(STATE)
	mov	F_RESULT, %rax
	mov	F_SAVED_SP, %rsp
.L$3_end:
	ret
')

C size_t
C _nettle_ocb_aes_encrypt_aesni(unsigned rounds, const uint32_t *keys,
C                               struct ocb_aes_state *state, size_t length,
C                               uint8_t *dst, const uint8_t *src);

PROLOGUE(_nettle_ocb_aes_encrypt_aesni)
	OCB_BODY(aesenc, aesenclast, enc)
EPILOGUE(_nettle_ocb_aes_encrypt_aesni)

C size_t
C _nettle_ocb_aes_decrypt_aesni(unsigned rounds, const uint32_t *keys,
C                               struct ocb_aes_state *state, size_t length,
C                               uint8_t *dst, const uint8_t *src);

PROLOGUE(_nettle_ocb_aes_decrypt_aesni)
	OCB_BODY(aesdec, aesdeclast, dec)
EPILOGUE(_nettle_ocb_aes_decrypt_aesni)
