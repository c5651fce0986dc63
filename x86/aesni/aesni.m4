C x86/aesni/aesni.m4 -- the AES-NI bodies shared by the files of this folder.
C
C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.
C
C Included (after asm.m4, config.m4 and machine.m4) by every .asm file
C of x86/aesni. 32-bit x86 has eight xmm registers and seven usable
C general registers, so the layout differs from x86_64/aesni, but the
C contracts are the same (aes-internal.h, DEVELOPERS.md).
C
C Encryption and decryption are one body with another pair of
C instructions (aesenc/aesenclast or aesdec/aesdeclast): the decryption
C schedule is stored in the order aesdec uses it. Key sizes differ only
C in the number of rounds.
C
C Round keys have only 4-byte alignment (struct aes128_ctx is an array
C of uint32_t), and a legacy-SSE memory operand must be 16-byte
C aligned, so keys are loaded with movdqu into a register; one load
C then serves every block of a round.

C IMM(n): the immediate operand $n, written as a macro because a
C dollar-digit inside a macro body is an m4 argument reference.
define(`IMM', `$$1')

C AESNI_WAYS: blocks per iteration of the ECB main loop. The states
C take xmm0..xmm<W-1>, the round keys rotate through the other 8 - W
C registers so that the load of the next round key does not wait for
C the current round. 4 leaves four key registers; more ways leave the
C out-of-order engine less to find by itself (see the measurements in
C x86/README).
define(`AESNI_WAYS', 4)

C AESNI_STEP(insn, key, first, last): insn key, %xmm<b> for
C b = first..last: one round of blocks first..last, each independent.
define(`AESNI_STEP', `m4_assert_numargs(4, $#)dnl
forloop(`aesni_b', `$3', `$4', `	$1	$2, %xmm`'aesni_b
')')

C AESNI_LOAD(n): %xmm<b> = the 16 bytes at 16b(SRC), b = 0..n-1.
C AESNI_STORE(n): the reverse, to DST.
define(`AESNI_LOAD', `m4_assert_numargs(1, $#)dnl
forloop(`aesni_b', 0, eval($1 - 1), `	movdqu	eval(16*aesni_b)(SRC), %xmm`'aesni_b
')')
define(`AESNI_STORE', `m4_assert_numargs(1, $#)dnl
forloop(`aesni_b', 0, eval($1 - 1), `	movdqu	%xmm`'aesni_b, eval(16*aesni_b)(DST)
')')

C AESNI_INSN(r, rounds, insn, lastinsn): the instruction of round r:
C pxor for the initial key addition, lastinsn for the last round.
define(`AESNI_INSN', `ifelse(`$1', 0, pxor, `$1', `$2', `$4', `$3')')

C AESNI_NWAY(n, rounds, insn, lastinsn): encrypt (or decrypt) the n
C blocks (1 <= n <= 7) at SRC into DST with the keys at KEYS. State
C in xmm0..xmm<n-1>; the key of round r is loaded into
C xmm<n + r mod (8 - n)>. Clobbers every xmm register; pointers are
C not advanced. All blocks are loaded before any is stored, so
C DST == SRC is fine.
define(`AESNI_NWAY', `m4_assert_numargs(4, $#)dnl
AESNI_LOAD($1)dnl
forloop(`aesni_r', 0, $2, `	movdqu	eval(16*aesni_r)(KEYS), %xmm`'eval($1 + aesni_r % (8 - $1))
AESNI_STEP(AESNI_INSN(aesni_r, $2, $3, $4), %xmm`'eval($1 + aesni_r % (8 - $1)), 0, eval($1 - 1))')dnl
AESNI_STORE($1)')

C AESNI_ECB_ENTRY(stem): the start of a per-size ECB entry point
C (ctx, length, dst, src): one block goes to .L<stem>_single, which
C needs no saved register; a length that is not a whole number of
C blocks to .L<stem>_bad (the C variant, which asserts); otherwise save
C esi and ebx and load the register map KEYS, LENGTH, DST, SRC.
define(`AESNI_ECB_ENTRY', `m4_assert_numargs(1, $#)dnl
	movl	8(%esp), LENGTH
	cmpl	IMM(16), LENGTH
	je	.L$1_single
	testb	IMM(15), LREG(LENGTH)
	jnz	.L$1_bad
	pushl	%esi
	pushl	%ebx
	movl	12(%esp), KEYS
	movl	20(%esp), DST
	movl	24(%esp), SRC')

C AESNI_ECB(stem, rounds, insn, lastinsn, fallback): the body of
C _nettle_<stem>_aesni after AESNI_ECB_ENTRY, ECB on whole blocks.
C AESNI_WAYS blocks per iteration of the main loop, then the last
C 0 .. AESNI_WAYS - 1 blocks through a jump table; never a byte outside
C [src, src + length) or [dst, dst + length). Defines .L<stem>_body,
C where the any-size entry point joins with the same registers.
define(`AESNI_ECB', `m4_assert_numargs(5, $#)dnl
.L$1_body:
	cmpl	IMM(eval(16*AESNI_WAYS)), LENGTH
	jb	.L$1_tail
	subl	IMM(eval(16*AESNI_WAYS)), LENGTH

C Main loop. LENGTH counts the bytes left minus one stride; SRC and DST
C point at the next AESNI_WAYS blocks.
	ALIGN(16)
.L$1_loop:
AESNI_NWAY(AESNI_WAYS, $2, $3, $4)dnl
	addl	IMM(eval(16*AESNI_WAYS)), SRC
	addl	IMM(eval(16*AESNI_WAYS)), DST
	subl	IMM(eval(16*AESNI_WAYS)), LENGTH
	jae	.L$1_loop
	addl	IMM(eval(16*AESNI_WAYS)), LENGTH

C LENGTH is 16k for k < AESNI_WAYS blocks: jump to the code for k
C blocks. The table holds 32-bit offsets from .L$1_pc, at LENGTH / 4.
.L$1_tail:
	GET_PC(ebx)
.L$1_pc:
	shrl	IMM(2), LENGTH
	movl	.L$1_table - .L$1_pc(%ebx, LENGTH), LENGTH
	addl	%ebx, LENGTH
	jmp	*LENGTH
forloop(`aesni_k', 1, eval(AESNI_WAYS - 1), `
.L$1_t`'aesni_k:
	ASM_ENDBR
AESNI_NWAY(aesni_k, $2, $3, $4)dnl
	jmp	.L$1_done
')
.L$1_t0:
.L$1_done:
	ASM_ENDBR
	popl	%ebx
	popl	%esi
	ret

C One block, from the per-size entry point: arguments read in place,
C the source pointer in ecx, no register to save.
.L$1_single:
	movl	4(%esp), KEYS
	movl	12(%esp), DST
	movl	16(%esp), %ecx
pushdef(`SRC', `%ecx')dnl
AESNI_NWAY(1, $2, $3, $4)dnl
popdef(`SRC')dnl
	ret

.L$1_bad:
	GOT_JUMP($5, ecx)

	ALIGN(4)
.L$1_table:
forloop(`aesni_k', 0, eval(AESNI_WAYS - 1), `	.long	.L$1_t`'aesni_k - .L$1_pc
')')

C AESNI_ECB_ANY(stem, fallback): the whole body of
C _nettle_<stem>_aesni(rounds, keys, table, length, dst, src) for any
C key size: checks the length, loads the register map of the per-size
C bodies of the same direction (in the same file, .L<stem>128_body and
C so on) and jumps there by the number of rounds: fewer than 12 is
C AES-128, 12 is AES-192, more is AES-256. table is not used.
define(`AESNI_ECB_ANY', `m4_assert_numargs(2, $#)dnl
	movl	16(%esp), LENGTH
	testb	IMM(15), LREG(LENGTH)
	jnz	.L$1_bad
	pushl	%esi
	pushl	%ebx
	movl	16(%esp), KEYS
	movl	28(%esp), DST
	movl	32(%esp), SRC
	cmpl	IMM(12), 12(%esp)
	jb	.L`'patsubst(`$1', `_', `128_')_body
	je	.L`'patsubst(`$1', `_', `192_')_body
	jmp	.L`'patsubst(`$1', `_', `256_')_body
.L$1_bad:
	GOT_JUMP($2, ecx)')

C CBC encryption, serial. The chain value is kept after the initial key
C addition: S = (previous ciphertext) ^ plaintext ^ k0. Since
C aesenclast(x, k) = ShiftRows(SubBytes(x)) ^ k, the last round with
C the key k0 ^ klast ^ (next plaintext) gives the next S directly; the
C ciphertext, aesenclast(x, klast), comes from a copy of x off the
C chain. A block costs the latency of rounds AESENC and nothing more.
C xmm registers: S = xmm0, T (next plaintext ^ k0 ^ klast) = xmm1,
C copy of x = xmm2, k0 ^ klast = xmm3, keys 1..4 in xmm4..xmm7; the
C keys of the later rounds are loaded into xmm2 just before their round
C (renaming makes those loads independent of the chain).
C AESNI_CBC_ROUND(r): round r (1 <= r < rounds) on S.
define(`AESNI_CBC_ROUND', `ifelse(eval($1 <= 4), 1,
`	aesenc	%xmm`'eval(3 + $1), %xmm0
', `	movdqu	eval(16*$1)(KEYS), %xmm2
	aesenc	%xmm2, %xmm0
')')

C AESNI_CBC(rounds, fallback): the body of
C cbc_aes<N>_encrypt(ctx, iv, length, dst, src). Registers KEYS,
C LENGTH, DST, SRC; saves esi.
define(`AESNI_CBC', `m4_assert_numargs(2, $#)dnl
	movl	12(%esp), LENGTH
	testb	IMM(15), LREG(LENGTH)
	jnz	.Lcbc$1_bad
	testl	LENGTH, LENGTH
	jz	.Lcbc$1_done
	pushl	%esi
	movl	8(%esp), KEYS
	movl	20(%esp), DST
	movl	12(%esp), SRC
	movdqu	(SRC), %xmm0
	movl	24(%esp), SRC
	movdqu	(KEYS), %xmm2
	movdqu	eval(16*$1)(KEYS), %xmm3
	pxor	%xmm2, %xmm3
	pxor	%xmm2, %xmm0
	movdqu	(SRC), %xmm1
	pxor	%xmm1, %xmm0
forloop(`aesni_r', 1, 4, `	movdqu	eval(16*aesni_r)(KEYS), %xmm`'eval(3 + aesni_r)
')dnl
	subl	IMM(16), LENGTH
	jz	.Lcbc$1_last

C LENGTH counts the bytes after the current block; SRC and DST point
C at the current block, whose chain value is in S.
	ALIGN(16)
.Lcbc$1_loop:
forloop(`aesni_r', 1, eval($1 - 1), `AESNI_CBC_ROUND(aesni_r)')dnl
C The chain step first, so that it wins when both last rounds are ready.
	movdqa	%xmm0, %xmm2
	movdqu	16(SRC), %xmm1
	pxor	%xmm3, %xmm1
	aesenclast	%xmm1, %xmm0
	movdqu	eval(16*$1)(KEYS), %xmm1
	aesenclast	%xmm1, %xmm2
	movdqu	%xmm2, (DST)
	addl	IMM(16), SRC
	addl	IMM(16), DST
	subl	IMM(16), LENGTH
	jnz	.Lcbc$1_loop

.Lcbc$1_last:
forloop(`aesni_r', 1, eval($1 - 1), `AESNI_CBC_ROUND(aesni_r)')dnl
	movdqu	eval(16*$1)(KEYS), %xmm1
	aesenclast	%xmm1, %xmm0
	movdqu	%xmm0, (DST)
	movl	12(%esp), SRC
	movdqu	%xmm0, (SRC)
	popl	%esi
.Lcbc$1_done:
	ret
.Lcbc$1_bad:
	GOT_JUMP($2, ecx)')

C The bulk routines (cbc-aes-decrypt.asm, ctr-aes-crypt.asm,
C xts-aes.asm) handle every key size in one body: KEYS points at the
C last round key, so that the last nine middle rounds, which every key
C size has, are at fixed offsets -144 .. -16; AES-192 and AES-256 enter
C two or four rounds earlier.
C AESNI_ROUND(n, insn, offset): one round on blocks 0 .. n-1 with the
C key at offset(KEYS), loaded into KEY.
define(`AESNI_ROUND', `m4_assert_numargs(3, $#)dnl
	movdqu	$3(KEYS), KEY
AESNI_STEP($2, KEY, 0, eval($1 - 1))')

C AESNI_MIDDLE(n, insn, label, rounds, [hook]): rounds 1 .. rounds-1 on
C blocks 0 .. n-1; rounds is an operand (register or memory) holding 10,
C 12 or 14, label makes the local labels unique. hook, when given, is a
C macro expanded as hook(k) after the k:th of the nine rounds that every
C key size has (k = 1 .. 9), to interleave other work with the rounds.
C Clobbers KEY and flags.
define(`AESNI_MIDDLE', `ifelse(eval($# < 4 || $# > 5), 1,
`errprint(`AESNI_MIDDLE: wrong number of arguments
')m4exit(1)')dnl
	cmpl	IMM(12), $4
	jb	.L$3_r10
	je	.L$3_r12
AESNI_ROUND($1, $2, -208)dnl
AESNI_ROUND($1, $2, -192)dnl
.L$3_r12:
AESNI_ROUND($1, $2, -176)dnl
AESNI_ROUND($1, $2, -160)dnl
.L$3_r10:
forloop(`aesni_k', 1, 9, `AESNI_ROUND($1, $2, eval(-16 * (10 - aesni_k)))`'ifelse(`$5', `', `', `$5(aesni_k)')')')

C ------------------------------------------------------------------
C CBC and CFB decryption, one body with a mode argument, cbc or cfb:
C   cbc: P[i] = D(C[i]) xor C[i-1],
C   cfb: P[i] = E(C[i-1]) xor C[i],   C[-1] = iv.
C The blocks are independent in both: four go through the rounds
C together, then the last one to three. Of the two inputs of a block,
C one goes through the rounds and the other is folded into the last
C round, as (last key xor it). A batch reads all its ciphertext before
C it writes, and the last ciphertext block stays in CPREV, so dst ==
C src works.

C AESNI_CHAIN_REGS: the register map (cdecl; esi and edi are saved) and
C the arguments after the two pushes.
define(`AESNI_CHAIN_REGS', `m4_assert_numargs(0, $#)dnl
define(`KEYS', `%eax')dnl	the last round key (schedule + 16 * rounds)
define(`LENGTH', `%ecx')dnl	blocks left
define(`DST', `%edx')dnl	next plaintext block to write
define(`SRC', `%esi')dnl	next ciphertext block to read
define(`KEYS0', `%edi')dnl	the first round key
define(`KEY', `%xmm4')dnl	round key of the current round
define(`CPREV', `%xmm5')dnl	ciphertext block before the batch, whole call
define(`TMP', `%xmm6')dnl	last key xor the other input, one block
define(`KLAST', `%xmm7')dnl	last round key, whole call
define(`ARG_ROUNDS', `12(%esp)')dnl
define(`ARG_KEYS', `16(%esp)')dnl
define(`ARG_IV', `20(%esp)')dnl
define(`ARG_LENGTH', `24(%esp)')dnl
define(`ARG_DST', `28(%esp)')dnl
define(`ARG_SRC', `32(%esp)')dnl
')

C AESNI_CHAIN_IN(mode, i), AESNI_CHAIN_XOR(mode, i): the offset from
C SRC of the block that goes through the rounds, and of the one xored
C in, for block i of a batch; offset -16 is CPREV. AESNI_CHAIN_LOAD(
C offset, reg) loads it.
define(`AESNI_CHAIN_IN', `ifelse(`$1', `cbc', eval(16 * $2), eval(16 * ($2 - 1)))')
define(`AESNI_CHAIN_XOR', `ifelse(`$1', `cbc', eval(16 * ($2 - 1)), eval(16 * $2))')
define(`AESNI_CHAIN_LOAD', `ifelse(`$1', -16, `movdqa	CPREV, $2', `movdqu	$1(SRC), $2')')

C AESNI_CHAIN_BATCH(n, label, mode): blocks 0 .. n-1 at SRC to DST,
C advance both, leave the last ciphertext block in CPREV.
define(`AESNI_CHAIN_BATCH', `m4_assert_numargs(3, $#)dnl
	movdqu	(KEYS0), KEY
forloop(`cb_i', 0, eval($1 - 1), `	AESNI_CHAIN_LOAD(AESNI_CHAIN_IN($3, cb_i), %xmm`'cb_i)
	pxor	KEY, %xmm`'cb_i
')dnl
AESNI_MIDDLE($1, ifelse(`$3', `cbc', aesdec, aesenc), $2, ARG_ROUNDS)dnl
forloop(`cb_i', 0, eval($1 - 1), `	AESNI_CHAIN_LOAD(AESNI_CHAIN_XOR($3, cb_i), TMP)
	pxor	KLAST, TMP
	ifelse(`$3', `cbc', aesdeclast, aesenclast)	TMP, %xmm`'cb_i
')dnl
	movdqu	eval(16 * ($1 - 1))(SRC), CPREV
forloop(`cb_i', 0, eval($1 - 1), `	movdqu	%xmm`'cb_i, eval(16 * cb_i)(DST)
')dnl
	leal	eval(16 * $1)(SRC), SRC
	leal	eval(16 * $1)(DST), DST')

C AESNI_CHAIN(mode): the body of _nettle_<mode>_aes_decrypt_aesni
C (rounds, keys, iv, length, dst, src), from the PROLOGUE to the ret.
define(`AESNI_CHAIN', `m4_assert_numargs(1, $#)dnl
	pushl	%esi
	pushl	%edi
	movl	ARG_LENGTH, LENGTH
	shrl	IMM(4), LENGTH
	jz	.L$1_end
	movl	ARG_KEYS, KEYS0
	movl	ARG_ROUNDS, KEYS
	shll	IMM(4), KEYS
	addl	KEYS0, KEYS
	movdqu	(KEYS), KLAST
	movl	ARG_DST, DST
	movl	ARG_IV, SRC
	movdqu	(SRC), CPREV
	movl	ARG_SRC, SRC

	C LENGTH counts the blocks left; SRC and DST point at the next one.
	cmpl	IMM(4), LENGTH
	jb	.L$1_tail
	ALIGN(16)
.L$1_loop4:
AESNI_CHAIN_BATCH(4, $1_b4, $1)
	subl	IMM(4), LENGTH
	cmpl	IMM(4), LENGTH
	jae	.L$1_loop4

.L$1_tail:
	C 0 .. 3 blocks left
	testl	LENGTH, LENGTH
	jz	.L$1_save
	cmpl	IMM(2), LENGTH
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
	movl	ARG_IV, SRC
	movdqu	CPREV, (SRC)
.L$1_end:
	movl	ARG_LENGTH, %eax
	andl	IMM(-16), %eax
	popl	%edi
	popl	%esi
	ret')
