C x86_64/aesni/xts-aes.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: the bulk routines of XTS (IEEE Std 1619) with AES, every key
C size, both directions, generated from one body (XTS_BODY below):
C   encrypt  dst[i] = E(src[i] xor T[i]) xor T[i]
C   decrypt  dst[i] = D(src[i] xor T[i]) xor T[i]
C   T[0] = tweak (already encrypted by the C glue), T[i+1] = T[i] * x
C in GF(2^128) with the little-endian convention of IEEE 1619: shift the
C 16 bytes left by one bit as one little-endian number, and xor 0x87
C into byte 0 when bit 127 falls out. Eight blocks go through the
C rounds together (eight independent AESENC per round key), then four,
C then the last one to three. The tweaks are made in registers, a batch
C ahead: general-purpose ones in the main loop (MUL_X_GPR, six integer
C instructions a tweak, which run beside the AES units), vector ones
C for the first batch (MUL_X); a batch reads its tweaks from an aligned
C stack slot as memory operands of its two xors.
C
C CPU features: AES-NI (AESENC, AESENCLAST, AESDEC, AESDECLAST), SSE2.
C No PCLMUL.
C
C Contract (DEVELOPERS.md, "The C <-> asm ABI"): length is a whole
C number of blocks (a remainder below 16 is ignored); every block is
C done, so the return value is length rounded down to a multiple of 16.
C No ciphertext stealing here: for a message with a partial last block
C the C glue passes the whole blocks it wants done this way (for
C decryption, all but the last whole block) and finishes the rest.
C Never reads or writes a byte of src or dst past length. dst == src is
C allowed. No alignment needed. tweak is left as T * x^n after n blocks.
C keys is the encryption schedule for _nettle_xts_aes_encrypt_aesni and
C the decryption schedule (aesdec order) for _nettle_xts_aes_decrypt_aesni,
C rounds + 1 keys of 16 bytes, rounds = 10, 12 or 14.
C
C Speed, TSC cycles/byte, AMD EPYC Zen 4, 2026-11-30, best of many runs,
C this routine alone: AES-128 4 KiB 0.24 (64 KiB 0.23), AES-256 4 KiB
C 0.32, both directions; one block about 20 cycles a call. Through
C xts_aes128_encrypt_message (nettle-benchmark): 0.25 at 4 KiB. The
C earlier version with the tweaks made by MUL_X in the loop: 0.30.

C Immediates inside macro bodies: IMM(n) gives $n without m4 reading
C the dollar sign as a parameter reference.
define(`IMM', `$`'$1')

C Register map. General purpose:
define(`ROUNDS', `%rdi')	C in: rounds; kept as 16 * rounds in the frame (F_ROUNDS16)
define(`KEYS', `%rsi')	C in: schedule; then the address of the last round key
define(`TWEAK', `%rdx')	C in: the tweak pointer; kept in the frame (F_TWEAK)
define(`LENGTH', `%rcx')	C in: bytes; then blocks left to do
define(`DST', `%r8')	C next output block
define(`SRC', `%r9')	C next input block
define(`TLO', `%r10')	C low 64 bits of the next tweak to make, whole call
define(`THI', `%r11')	C high 64 bits of it, whole call
define(`TT', `%rax')	C scratch of MUL_X_GPR
define(`CUR', `%rdx')	C tweak set of the current batch (after TWEAK is saved)
define(`NXT', `%rdi')	C tweak set being made for the next batch (after ROUNDS is saved)
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
define(`TW', `%xmm11')	C the tweak while the first set is made, and at exit
define(`GF_MASK', `%xmm8')	C dwords 0x87, 0, 1, 0 for MUL_X; shares KEY, first set only
define(`TMP2', `%xmm0')	C scratch of MUL_X; shares X0, first set only

C Stack frame, %rsp aligned to 256 bytes:
C   0 .. 127    tweak set A: eight tweaks T[i] (16 bytes, little-endian)
C   128 .. 255  tweak set B; the batch reads one set and fills the other
define(`F_SAVED_SP', `256(%rsp)')	C the stack pointer at entry
define(`F_TWEAK', `264(%rsp)')	C the tweak pointer
define(`F_RESULT', `272(%rsp)')	C the return value
define(`F_ROUNDS16', `280(%rsp)')	C 16 * rounds, picks the entry into the rounds
define(`F_SIZE', `288')	C bytes used

C XS(i): the state register of block i of a batch.
define(`XS', `X$1')

C Tweaks are made in general-purpose registers, so that the vector
C units only do AES and three xors a block, and the tweak chain does not
C hold up the rounds: the eight tweaks of the next batch are made while
C the current one is in the rounds, into the other tweak set (the two
C sets alternate, as a batch reads its own set twice: before the first
C round and in the last one). A set is written eight bytes at a time and read
C sixteen at a time a whole batch later, when the stores have left the
C store queue.

C MUL_X_GPR: TLO:THI = TLO:THI * x in GF(2^128), IEEE 1619 bit order:
C shift the 128 bits left by one (ADD, ADC), xor 0x87 into the low byte
C when bit 127 falls out (a mask made from the old top bit). No SHLD:
C it is slow on AMD processors. Clobbers TT.
define(`MUL_X_GPR', `mov	THI, TT
	sar	IMM(63), TT
	and	IMM(0x87), TT
	add	TLO, TLO
	adc	THI, THI
	xor	TT, TLO')

C MUL_X(t): t = t * x as MUL_X_GPR does, in a vector register.
C PSHUFD puts dword 3 (with bit 127) in dword 0 and dword 1 (with bit
C 63) in dword 2, PSRAD spreads their top bits, GF_MASK keeps 0x87 and 1
C of them; PADDQ shifts both 64-bit halves left, losing exactly those
C two bits. Clobbers TMP2.
define(`MUL_X', `pshufd	IMM(0x13), $1, TMP2
	psrad	IMM(31), TMP2
	pand	GF_MASK, TMP2
	paddq	$1, $1
	pxor	TMP2, $1')

C FIRST_SET: the tweak set of the first batch, from the tweak in TW
C into the set at CUR, made with vector registers: sixteen-byte
C stores, which the first batch can read back at once. Leaves the
C ninth tweak in TLO:THI for TWEAK_SET.
define(`FIRST_SET', `movdqa	.Lxts_gf_mask(%rip), GF_MASK
	forloop(`fs_i', 0, 7, `movdqa	TW, eval(16 * fs_i)(CUR)
	MUL_X(TW)
	')
	movq	TW, TLO
	punpckhqdq	TW, TW
	movq	TW, THI')

C TWEAK_SET(set): store the next eight tweaks into the set at set and
C advance TLO:THI past them.
define(`TWEAK_SET', `forloop(`ts_i', 0, 7, `
	mov	TLO, eval(16 * ts_i)($1)
	mov	THI, eval(16 * ts_i + 8)($1)
	MUL_X_GPR')')

C AES_ROUND(n, op, offset): one round on blocks 0 .. n-1 with the round
C key at offset(KEYS). Clobbers KEY.
define(`AES_ROUND', `movups	$3(KEYS), KEY
forloop(`aes_i', 0, eval($1 - 1), `	$2	KEY, XS(aes_i)
')')

C AES_ROUNDS(n, op, label): rounds 1 .. rounds-1 on blocks 0 .. n-1.
C The sequence is written for 14 rounds; 12 and 10 rounds enter it two
C or four rounds later. Round r uses the key at 16 * (r - rounds)
C from the last one. label makes the local labels unique.
define(`AES_ROUNDS', `cmpl	IMM(192), F_ROUNDS16
	jb	.L$3_r10
	je	.L$3_r12
	AES_ROUND($1, $2, -208)
	AES_ROUND($1, $2, -192)
.L$3_r12:
	AES_ROUND($1, $2, -176)
	AES_ROUND($1, $2, -160)
.L$3_r10:
	forloop(`aes_k', 1, 9, `AES_ROUND($1, $2, eval(-16 * (10 - aes_k)))')')

C XTS_BATCH(n, op, oplast, label, next): blocks 0 .. n-1 at SRC to DST
C with the tweaks in the set at CUR; advances SRC and DST. With next
C non-empty, also makes the following eight tweaks into the set at NXT.
define(`XTS_BATCH', `
	forloop(`xb_i', 0, eval($1 - 1), `movdqu	eval(16 * xb_i)(SRC), XS(xb_i)
	pxor	eval(16 * xb_i)(CUR), XS(xb_i)
	pxor	K0, XS(xb_i)
	')
	ifelse(`$5', `', , `TWEAK_SET(NXT)')
	AES_ROUNDS($1, $2, $4)
	forloop(`xb_i', 0, eval($1 - 1), `$3	KLAST, XS(xb_i)
	pxor	eval(16 * xb_i)(CUR), XS(xb_i)
	movdqu	XS(xb_i), eval(16 * xb_i)(DST)
	')
	lea	eval(16 * $1)(SRC), SRC
	lea	eval(16 * $1)(DST), DST
')

C XTS_BODY(op, oplast, prefix): the whole function body for one
C direction; prefix makes the labels unique.
define(`XTS_BODY', `
	mov	LENGTH, %rax
	and	IMM(-16), %rax
	shr	IMM(4), LENGTH
	jz	.L$3_end
	mov	%rsp, TLO
	sub	IMM(eval(F_SIZE + 255)), %rsp
	and	IMM(-256), %rsp
	mov	TLO, F_SAVED_SP
	mov	TWEAK, F_TWEAK
	mov	%rax, F_RESULT
	mov	XREG(ROUNDS), XREG(ROUNDS)
	shl	IMM(4), ROUNDS
	mov	ROUNDS, F_ROUNDS16
	movups	(KEYS), K0
	add	ROUNDS, KEYS
	movups	(KEYS), KLAST
	movdqu	(TWEAK), TW
	mov	%rsp, CUR
	FIRST_SET

	C LENGTH counts the blocks left; SRC and DST point at the next one,
	C CUR at the set holding its tweak and the seven after it.
	cmp	IMM(8), LENGTH
	jb	.L$3_four
	ALIGN(16)
.L$3_loop8:
	mov	CUR, NXT
	xor	IMM(128), NXT
	XTS_BATCH(8, $1, $2, $3_b8, next)
	mov	NXT, CUR
	sub	IMM(8), LENGTH
	cmp	IMM(8), LENGTH
	jae	.L$3_loop8

.L$3_four:
	test	IMM(4), XREG(LENGTH)
	jz	.L$3_tail
	XTS_BATCH(4, $1, $2, $3_b4)
	add	IMM(64), CUR

.L$3_tail:
	C 0 .. 3 blocks left, their tweaks and the next one from CUR on.
	and	IMM(3), XREG(LENGTH)
	jz	.L$3_save
	cmp	IMM(2), XREG(LENGTH)
	jb	.L$3_one
	je	.L$3_two
	XTS_BATCH(3, $1, $2, $3_b3)
	jmp	.L$3_save
.L$3_two:
	XTS_BATCH(2, $1, $2, $3_b2)
	jmp	.L$3_save
.L$3_one:
	XTS_BATCH(1, $1, $2, $3_b1)

.L$3_save:
	C The tweak after the last block done: entry LENGTH of the set,
	C stored with one sixteen-byte store, so that a caller that reads
	C it back sixteen bytes at a time gets it forwarded. (The entry was
	C written by FIRST_SET or a batch ago.)
	shl	IMM(4), LENGTH
	movdqa	(CUR, LENGTH), TW
	mov	F_TWEAK, NXT
	movdqu	TW, (NXT)
	mov	F_RESULT, %rax
	mov	F_SAVED_SP, %rsp
.L$3_end:
	ret
')

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

RODATA
	ALIGN(16)
.Lxts_gf_mask:
	.long	0x87, 0, 1, 0
