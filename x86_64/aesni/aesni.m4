C x86_64/aesni/aesni.m4 -- the AES-NI bodies shared by the files of this folder.
C
C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.
C
C Included (after asm.m4, config.m4 and machine.m4) by
C aes-encrypt-internal.asm, aes-decrypt-internal.asm,
C cbc-aes-encrypt.asm and cfb-aes-encrypt.asm, and (for AESNI_STEP)
C x86_64/pclmul/gcm-aes.asm. Encryption and decryption are the same code
C with another pair of instructions (aesenc/aesenclast or
C aesdec/aesdeclast): the decryption schedule is stored in the order
C aesdec uses it (aes-internal.h). Key sizes differ only in the
C number of rounds, an m4 parameter. The macros expand to code that
C uses the register names KEYS, LENGTH, DST, SRC, TMP, IDX (ECB) or
C KEYS, IV, LENGTH, DST, SRC (CBC, CFB), which the including file defines
C in its register map; xmm0-xmm15 are used as documented per macro.
C
C Round keys live in memory as 16-byte AES-NI round keys with only
C 4-byte alignment (struct aes128_ctx is an array of uint32_t), so
C they are always loaded with movdqu: a legacy-SSE memory operand
C (aesenc 16(%rdi), %xmm0) would fault on an unaligned key.

C IMM(n): the immediate operand $n. Written as a macro because a
C literal dollar-digit inside a macro body would be taken as an m4
C argument reference.
define(`IMM', `$$1')

C AESNI_ARG(n): the register that holds integer argument n (1-4) at
C function entry (System V). Used for the length check, which must
C leave every argument where it was so that it can tail-jump to the C
C variant.
define(`AESNI_ARG', `ifelse($1, 1, %rdi, $1, 2, %rsi, $1, 3, %rdx, $1, 4, %rcx)')

C AESNI_CHECK_LENGTH(argno, fallback): when argument argno (a byte
C count) is not a multiple of 16, tail-jump to fallback, the C
C variant with the same prototype, which asserts (directly, or by
C calling the dispatched core, which comes back here with a length
C it checks and hands to _nettle_aes_{en,de}crypt_c). Only flags are
C touched.
define(`AESNI_CHECK_LENGTH', `m4_assert_numargs(2, $#)dnl
	test	IMM(15), AESNI_ARG($1)
	jnz	C_NAME($2)@PLT')

C AESNI_STEP(insn, key, first, last): insn key, %xmm<b> for
C b = first..last: one round of blocks first..last, each independent.
define(`AESNI_STEP', `m4_assert_numargs(4, $#)dnl
forloop(`aesni_b', `$3', `$4', `	$1	$2, %xmm`'aesni_b
')')

C AESNI_LOAD(n, offset): %xmm<b> = 16 bytes at offset + 16b(SRC),
C b = 0..n-1. AESNI_STORE(n, offset): the reverse, to DST.
define(`AESNI_LOAD', `m4_assert_numargs(2, $#)dnl
forloop(`aesni_b', 0, eval($1 - 1), `	movdqu	eval($2 + 16*aesni_b)(SRC), %xmm`'aesni_b
')')
define(`AESNI_STORE', `m4_assert_numargs(2, $#)dnl
forloop(`aesni_b', 0, eval($1 - 1), `	movdqu	%xmm`'aesni_b, eval($2 + 16*aesni_b)(DST)
')')

C AESNI_INSN(r, rounds, insn, lastinsn): the instruction of round r:
C pxor for the initial key addition, lastinsn for the last round.
define(`AESNI_INSN', `ifelse(`$1', 0, pxor, `$1', `$2', `$4', `$3')')

C AESNI_NWAY(n, rounds, insn, lastinsn): encrypt (or decrypt) the n
C blocks (n <= 4) at SRC into DST, keys from KEYS. State in
C xmm0..xmm<n-1>; the key of round r is loaded into
C xmm<n + r mod (16 - n)>, so that the key loads are independent of
C one another. Clobbers xmm0..xmm15. Pointers are not advanced.
define(`AESNI_NWAY', `m4_assert_numargs(4, $#)dnl
AESNI_LOAD($1, 0)dnl
forloop(`aesni_r', 0, $2, `	movdqu	eval(16*aesni_r)(KEYS), %xmm`'eval($1 + aesni_r % (16 - $1))
AESNI_STEP(AESNI_INSN(aesni_r, $2, $3, $4), %xmm`'eval($1 + aesni_r % (16 - $1)), 0, eval($1 - 1))')dnl
AESNI_STORE($1, 0)')

C The 8-way main loop keeps the last seven round keys, which every key
C size uses, in registers: key r (rounds - 6 <= r <= rounds) in
C xmm<8 + r - (rounds - 6)>, that is xmm8..xmm14. The first rounds
C reload their key into xmm15 on each iteration (4 loads per 128
C bytes for AES-128, 8 for AES-256; the load ports have room).
C AESNI_KEY8(r, rounds): the register holding key r in that loop.
define(`AESNI_KEY8', `ifelse(eval($1 >= $2 - 6), 1,
`%xmm'eval(8 + $1 - ($2 - 6)), `%xmm15')')

C AESNI_ECB(stem, rounds, insn, lastinsn, fallback): the body of
C _nettle_<stem>_aesni(keys, length, dst, src), ECB on whole blocks.
C Lengths: exactly one block goes straight through; otherwise 8 blocks
C per iteration of the main loop, then at most one 4-block step, then
C 0-3 blocks through a jump table (length 0 lands on its entry 0 and
C touches no memory); never a byte outside [src, src + length) or
C [dst, dst + length). dst == src is allowed. Also defines
C .L<stem>_body, the entry point, for the any-size entry point.
C Registers: LENGTH, DST, SRC, TMP, IDX, xmm0-xmm15.
define(`AESNI_ECB', `m4_assert_numargs(5, $#)dnl
C A lone block falls straight through: no taken branch before ret, and
C no length check, 16 being a valid length (measured: 8.4 cycles per
C call, against 9.1 through the jump table).
.L$1_body:
	cmp	IMM(16), AESNI_ARG(2)
	jne	.L$1_more
AESNI_NWAY(1, $2, $3, $4)dnl
	ret

.L$1_more:
AESNI_CHECK_LENGTH(2, $5)
	cmp	IMM(64), LENGTH
	jb	.L$1_tail
	cmp	IMM(128), LENGTH
	jb	.L$1_four

C Main loop. LENGTH counts the bytes left minus 128; SRC and DST
C point at the next 8 blocks.
forloop(`aesni_r', eval($2 - 6), $2, `	movdqu	eval(16*aesni_r)(KEYS), AESNI_KEY8(aesni_r, $2)
')dnl
	sub	IMM(128), LENGTH
	ALIGN(16)
.L$1_loop8:
AESNI_LOAD(8, 0)dnl
forloop(`aesni_r', 0, $2, `ifelse(AESNI_KEY8(aesni_r, $2), `%xmm15',
`	movdqu	eval(16*aesni_r)(KEYS), %xmm15
')dnl
AESNI_STEP(AESNI_INSN(aesni_r, $2, $3, $4), AESNI_KEY8(aesni_r, $2), 0, 7)')dnl
AESNI_STORE(8, 0)dnl
	add	IMM(128), SRC
	add	IMM(128), DST
	sub	IMM(128), LENGTH
	jae	.L$1_loop8
	add	IMM(128), LENGTH
	cmp	IMM(64), LENGTH
	jb	.L$1_tail

C LENGTH is 64..112: one 4-block step.
.L$1_four:
AESNI_NWAY(4, $2, $3, $4)dnl
	add	IMM(64), SRC
	add	IMM(64), DST
	sub	IMM(64), LENGTH

C LENGTH is 0, 16, 32 or 48: jump to the code for that many blocks.
C The table holds 32-bit offsets from its own start, at LENGTH / 4.
.L$1_tail:
	lea	.L$1_table(%rip), TMP
	mov	LENGTH, IDX
	shr	IMM(2), IDX
	movslq	(TMP, IDX), IDX
	add	TMP, IDX
	jmp	*IDX

.L$1_one:
	ASM_ENDBR
AESNI_NWAY(1, $2, $3, $4)dnl
.L$1_done:
	ASM_ENDBR
	ret

.L$1_two:
	ASM_ENDBR
AESNI_NWAY(2, $2, $3, $4)dnl
	jmp	.L$1_done

.L$1_three:
	ASM_ENDBR
AESNI_NWAY(3, $2, $3, $4)dnl
	jmp	.L$1_done

	ALIGN(4)
.L$1_table:
	.long	.L$1_done - .L$1_table
	.long	.L$1_one - .L$1_table
	.long	.L$1_two - .L$1_table
	.long	.L$1_three - .L$1_table')

C AESNI_ECB_ANY(stem, fallback): the body of
C _nettle_<stem>_aesni(rounds, keys, table, length, dst, src), for any
C key size: checks the length, moves the arguments to where the
C per-size body of the same direction (which must be in the same file,
C as .L<stem>128_body and so on) expects them, and jumps there by the
C number of rounds: fewer than 12 is AES-128, 12 is AES-192, more is
C AES-256. table is not used.
define(`AESNI_ECB_ANY', `m4_assert_numargs(2, $#)dnl
AESNI_CHECK_LENGTH(4, $2)
	cmp	IMM(12), %edi
	mov	%rsi, %rdi
	mov	%rcx, %rsi
	mov	%r8, %rdx
	mov	%r9, %rcx
	jb	.L`'patsubst(`$1', `_', `128_')_body
	je	.L`'patsubst(`$1', `_', `192_')_body
	jmp	.L`'patsubst(`$1', `_', `256_')_body')

C CBC encryption. The chain value is kept after the initial key
C addition: S = (previous ciphertext) ^ plaintext ^ k0. Since
C aesenclast(x, k) = ShiftRows(SubBytes(x)) ^ k, the last round with
C the key K0L ^ P = k0 ^ klast ^ (next plaintext) gives the next S in
C one step; the ciphertext itself, aesenclast(x, klast), comes from a
C copy of x off the chain. A block costs the latency of rounds AESENC
C instructions and nothing else.
C Registers: S = xmm0, T (next plaintext ^ K0L) = xmm1,
C C (ciphertext) = xmm2, K0L = xmm3, key r (1 <= r <= 12) in
C xmm<3 + r>. Keys past 12 (AES-256: 13 and 14) are loaded into C and
C T just before they are used; renaming makes those loads independent.
C AESNI_CBC_KEY(r): the register of key r, for r <= 12.
define(`AESNI_CBC_KEY', `%xmm`'eval(3 + $1)')

C AESNI_CBC_ROUNDS(rounds): rounds 1..rounds-1 on S (xmm0).
define(`AESNI_CBC_ROUNDS', `m4_assert_numargs(1, $#)dnl
forloop(`aesni_r', 1, eval($1 - 1), `ifelse(eval(aesni_r <= 12), 1,
`	aesenc	AESNI_CBC_KEY(aesni_r), %xmm0
', `	movdqu	eval(16*aesni_r)(KEYS), %xmm2
	aesenc	%xmm2, %xmm0
')')')

C AESNI_CBC_LAST(rounds, reg): the last round, with key rounds, on
C %xmm<reg>. Clobbers xmm1 for AES-256, whose last key is reloaded.
define(`AESNI_CBC_LAST', `m4_assert_numargs(2, $#)dnl
ifelse(eval($1 <= 12), 1, `dnl
	aesenclast	AESNI_CBC_KEY($1), %xmm$2', `dnl
	movdqu	eval(16*$1)(KEYS), %xmm1
	aesenclast	%xmm1, %xmm$2')')

C AESNI_CBC(rounds, fallback): the body of
C cbc_aes<N>_encrypt(keys, iv, length, dst, src).
define(`AESNI_CBC', `m4_assert_numargs(2, $#)dnl
AESNI_CHECK_LENGTH(3, $2)
	test	LENGTH, LENGTH
	jz	.Lcbc$1_done
C The first S = iv ^ (P ^ k0): one pxor after the iv, which a caller
C chaining calls has just stored.
	movdqu	(KEYS), %xmm2
	movdqu	eval(16*$1)(KEYS), %xmm3
	pxor	%xmm2, %xmm3
	movdqu	(SRC), %xmm1
	pxor	%xmm2, %xmm1
	movdqu	(IV), %xmm0
	pxor	%xmm1, %xmm0
forloop(`aesni_r', 1, ifelse(eval($1 < 12), 1, $1, 12), `	movdqu	eval(16*aesni_r)(KEYS), AESNI_CBC_KEY(aesni_r)
')dnl
	sub	IMM(16), LENGTH
	jnz	.Lcbc$1_loop

C The last block (a lone block falls through: no taken branch).
.Lcbc$1_last:
AESNI_CBC_ROUNDS($1)dnl
AESNI_CBC_LAST($1, 0)
	movdqu	%xmm0, (DST)
	movdqu	%xmm0, (IV)
.Lcbc$1_done:
	ret

C LENGTH counts the bytes after the current block; SRC and DST point
C at the current block, whose chain value is in S.
	ALIGN(16)
.Lcbc$1_loop:
AESNI_CBC_ROUNDS($1)dnl
C The chain step first: when both last rounds become ready in the same
C cycle, the older one is picked first.
	movdqa	%xmm0, %xmm2
	movdqu	16(SRC), %xmm1
	pxor	%xmm3, %xmm1
	aesenclast	%xmm1, %xmm0
AESNI_CBC_LAST($1, 2)
	movdqu	%xmm2, (DST)
	add	IMM(16), SRC
	add	IMM(16), DST
	sub	IMM(16), LENGTH
	jnz	.Lcbc$1_loop
	jmp	.Lcbc$1_last')

C AESNI_CFB(rounds): the body of CFB encryption for one key size, on
C whole blocks (LENGTH > 0 and a multiple of 16, checked by the
C caller). The chain S = previous ciphertext ^ k0 stays in xmm0: the
C last round takes the key klast ^ P ^ k0, which gives the next S in
C one instruction (ciphertext = E(S) ^ P), and the ciphertext itself is
C S ^ k0, computed off the chain. Keys as AESNI_CBC: 1..12 in
C xmm4..xmm15, k0 ^ klast in xmm3; xmm1, xmm2 scratch.
define(`AESNI_CFB', `m4_assert_numargs(1, $#)dnl
	movdqu	(KEYS), %xmm2
	movdqu	eval(16*$1)(KEYS), %xmm3
	pxor	%xmm2, %xmm3
	movdqu	(IV), %xmm0
	pxor	%xmm2, %xmm0
forloop(`aesni_r', 1, ifelse(eval($1 < 12), 1, $1, 12), `	movdqu	eval(16*aesni_r)(KEYS), AESNI_CBC_KEY(aesni_r)
')dnl
	ALIGN(16)
.Lcfb$1_loop:
AESNI_CBC_ROUNDS($1)dnl
	movdqu	(SRC), %xmm1
	pxor	%xmm3, %xmm1
	aesenclast	%xmm1, %xmm0
	movdqu	(KEYS), %xmm2
	pxor	%xmm0, %xmm2
	movdqu	%xmm2, (DST)
	add	IMM(16), SRC
	add	IMM(16), DST
	sub	IMM(16), LENGTH
	jnz	.Lcfb$1_loop
	movdqu	%xmm2, (IV)')
