C x86_64/aesni/aesni.m4 -- the AES-NI bodies shared by the files of this folder.
C
C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.
C
C Included (after asm.m4, config.m4 and machine.m4) by
C aes-encrypt-internal.asm, aes-decrypt-internal.asm,
C cbc-aes-encrypt.asm, cfb-aes-encrypt.asm, cbc-aes-decrypt.asm and
C cfb-aes-decrypt.asm, and (for AESNI_STEP)
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

C ------------------------------------------------------------------
C CBC and CFB decryption, one body with a mode argument, cbc or cfb:
C   cbc: P[i] = D(C[i]) xor C[i-1],
C   cfb: P[i] = E(C[i-1]) xor C[i],   C[-1] = iv.
C The blocks are independent in both: eight go through the rounds
C together (eight AESDEC or AESENC per round key), then four, then the
C last one to three. Of the two inputs of a block, one goes through the
C rounds and the other is folded into the last round, as (last key xor
C it). Each batch reads all its ciphertext before it writes, and keeps
C its last ciphertext block in CPREV, so dst == src works.
C Registers, which the including file gets from AESNI_CHAIN_REGS:
C ROUNDS, KEYS, IV, LENGTH, DST, SRC; the block states of a batch in
C xmm0-xmm7, KEY (xmm8), K0, KLAST, CPREV, TMP (xmm9-xmm12).
define(`AESNI_CHAIN_REGS', `m4_assert_numargs(0, $#)dnl
define(`ROUNDS', `%rdi')dnl	in: rounds; then 16 * rounds, picks the entry into the rounds
define(`KEYS', `%rsi')dnl	in: schedule; then the address of the last round key
define(`IV', `%rdx')dnl		the iv, read at entry, written at exit
define(`LENGTH', `%rcx')dnl	in: bytes; then blocks left to do
define(`DST', `%r8')dnl		next plaintext block to write
define(`SRC', `%r9')dnl		next ciphertext block to read
define(`KEY', `%xmm8')dnl	round key of the current round, one round
define(`K0', `%xmm9')dnl	first round key, whole call
define(`KLAST', `%xmm10')dnl	last round key, whole call
define(`CPREV', `%xmm11')dnl	ciphertext block before the batch, whole call
define(`TMP', `%xmm12')dnl	last key xor the other input, one block
')

C AESNI_CHAIN_ROUND(n, op, offset): one round on xmm0 .. xmm<n-1> with
C the round key at offset(KEYS). Clobbers KEY.
define(`AESNI_CHAIN_ROUND', `movups	$3(KEYS), KEY
forloop(`aes_i', 0, eval($1 - 1), `	$2	KEY, %xmm`'aes_i
')')

C AESNI_CHAIN_ROUNDS(n, op, label): rounds 1 .. rounds-1 on xmm0 ..
C xmm<n-1>. The sequence is written for 14 rounds; 12 and 10 rounds
C enter it two or four rounds later. Round r uses the key at
C 16 * (r - rounds) from the last one. label makes the local labels
C unique.
define(`AESNI_CHAIN_ROUNDS', `cmp	IMM(192), XREG(ROUNDS)
	jb	.L$3_r10
	je	.L$3_r12
	AESNI_CHAIN_ROUND($1, $2, -208)
	AESNI_CHAIN_ROUND($1, $2, -192)
.L$3_r12:
	AESNI_CHAIN_ROUND($1, $2, -176)
	AESNI_CHAIN_ROUND($1, $2, -160)
.L$3_r10:
	forloop(`aes_k', 1, 9, `AESNI_CHAIN_ROUND($1, $2, eval(-16 * (10 - aes_k)))')')

C AESNI_CHAIN_IN(mode, i), AESNI_CHAIN_XOR(mode, i): the offset from
C SRC of the block that goes through the rounds, and of the one xored
C in, for block i of a batch; offset -16 is CPREV.
define(`AESNI_CHAIN_IN', `ifelse(`$1', `cbc', eval(16 * $2), eval(16 * ($2 - 1)))')
define(`AESNI_CHAIN_XOR', `ifelse(`$1', `cbc', eval(16 * ($2 - 1)), eval(16 * $2))')
define(`AESNI_CHAIN_LOAD', `ifelse(`$2', -16, `movdqa	CPREV, $3', `movdqu	$2(SRC), $3')')

C AESNI_CHAIN_BATCH(n, label, mode): blocks 0 .. n-1 at SRC to DST,
C advance both, leave the last ciphertext block in CPREV.
define(`AESNI_CHAIN_BATCH', `
	forloop(`cb_i', 0, eval($1 - 1), `AESNI_CHAIN_LOAD($3, AESNI_CHAIN_IN($3, cb_i), %xmm`'cb_i)
	pxor	K0, %xmm`'cb_i
	')
	AESNI_CHAIN_ROUNDS($1, ifelse(`$3', `cbc', aesdec, aesenc), $2)
	forloop(`cb_i', 0, eval($1 - 1), `AESNI_CHAIN_LOAD($3, AESNI_CHAIN_XOR($3, cb_i), TMP)
	pxor	KLAST, TMP
	ifelse(`$3', `cbc', aesdeclast, aesenclast)	TMP, %xmm`'cb_i
	')
	movdqu	eval(16 * ($1 - 1))(SRC), CPREV
	forloop(`cb_i', 0, eval($1 - 1), `movdqu	%xmm`'cb_i, eval(16 * cb_i)(DST)
	')
	lea	eval(16 * $1)(SRC), SRC
	lea	eval(16 * $1)(DST), DST
')

C AESNI_CHAIN(mode): the body of _nettle_<mode>_aes_decrypt_aesni
C (rounds, keys, iv, length, dst, src), from the PROLOGUE to the ret;
C the result in %rax, set at entry.
define(`AESNI_CHAIN', `m4_assert_numargs(1, $#)dnl
	mov	LENGTH, %rax
	and	IMM(-16), %rax
	shr	IMM(4), LENGTH
	jz	.L$1_end
	mov	XREG(ROUNDS), XREG(ROUNDS)
	shl	IMM(4), ROUNDS
	movups	(KEYS), K0
	add	ROUNDS, KEYS
	movups	(KEYS), KLAST
	movdqu	(IV), CPREV

	C LENGTH counts the blocks left; SRC and DST point at the next one.
	cmp	IMM(8), LENGTH
	jb	.L$1_four
	ALIGN(16)
.L$1_loop8:
	AESNI_CHAIN_BATCH(8, $1_b8, $1)
	sub	IMM(8), LENGTH
	cmp	IMM(8), LENGTH
	jae	.L$1_loop8

.L$1_four:
	test	IMM(4), XREG(LENGTH)
	jz	.L$1_tail
	AESNI_CHAIN_BATCH(4, $1_b4, $1)

.L$1_tail:
	C 0 .. 3 blocks left
	and	IMM(3), XREG(LENGTH)
	jz	.L$1_save
	cmp	IMM(2), XREG(LENGTH)
	jb	.L$1_one
	je	.L$1_two
	AESNI_CHAIN_BATCH(3, $1_b3, $1)
	jmp	.L$1_save
.L$1_two:
	AESNI_CHAIN_BATCH(2, $1_b2, $1)
	jmp	.L$1_save
.L$1_one:
	AESNI_CHAIN_BATCH(1, $1_b1, $1)

.L$1_save:
	movdqu	CPREV, (IV)
.L$1_end:
	ret')
