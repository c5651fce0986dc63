C x86/aes.m4 -- the table-driven AES round of the 32-bit cores.
C
C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.
C
C Included by x86/aes-encrypt-internal-x86.asm and
C aes-decrypt-internal-x86.asm, which differ only in the direction word
C (enc or dec) and the table they are given. Uses the register names
C TABLE (the struct aes_table), IDX (byte index), ACC (accumulator), the
C stack slots SLOT(i), SA(i), SB(i), the pointer slot KLAST and the ARG_
C names of the including file.
C
C The state is four 32-bit column words s0..s3 (aes-internal.h) in
C eax, ebx, ecx, edx, the registers with byte halves. A middle round
C makes the new word
C   d[i] = T0[B0(s[i])] ^ T1[B1(s[i+-1])] ^ T2[B2(s[i+-2])]
C        ^ T3[B3(s[i+-3])] ^ k[i]
C (+ for encryption, - for decryption, indices mod 4) in three phases:
C   1. the T0 and T1 terms of every d[i], from the low and high byte
C      halves (movzbl %al, movzbl %ah: one instruction per byte), into
C      the stack slots;
C   2. every source word rotated by 16 bits, which brings bytes 2 and 3
C      into the byte halves;
C   3. the T2 and T3 terms, d[0] into ACC first; each later d[i] goes
C      into a source register whose last byte it has just read.
C Phase 3 leaves the new words in other registers than the old:
C d0, d1, d2, d3 in the registers of s2, s3, s0, s1. Applied twice
C that is the identity, so the code of two consecutive rounds uses two
C alternating register maps and every key size enters the same round
C sequence (rounds are 10, 12, 14: two apart).
C
C One block is a single dependency chain (table loads, about 13 cycles
C a round on the machine of x86/README), so a single-block loop runs no
C faster than the C. While two blocks are left, AES_CORE therefore does
C them together: block A's round, then block B's, the other block's
C state parked in stack slots (AES_PAIR_ROUND), so that the two chains
C overlap; the single-block code is left for an odd last block.

C AES_SRC(dir, i, k): the index of the source word of term k of d[i].
define(`AES_SRC', `ifelse(`$1', `enc', `eval(($2 + $3) % 4)', `eval(($2 + 4 - $3) % 4)')')

C AES_PHASE3(dir, i, target, r0, r1, r2, r3): the T2 and T3 terms of
C d[i] plus its slot, into target, which is the register of one of its
C two sources (read first) or ACC.
define(`AES_PHASE3', `m4_assert_numargs(7, $#)dnl
define(`aes_a', `AES_REG(AES_SRC($1, $2, 2), $4, $5, $6, $7)')dnl
define(`aes_b', `AES_REG(AES_SRC($1, $2, 3), $4, $5, $6, $7)')dnl
ifelse($3, aes_b, `dnl
	movzbl	HREG(aes_b), IDX
	movl	AES_TABLE3`'(TABLE, IDX, 4), $3
	movzbl	LREG(aes_a), IDX
	xorl	AES_TABLE2`'(TABLE, IDX, 4), $3', `dnl
	movzbl	LREG(aes_a), IDX
	movl	AES_TABLE2`'(TABLE, IDX, 4), $3
	movzbl	HREG(aes_b), IDX
	xorl	AES_TABLE3`'(TABLE, IDX, 4), $3')
	xorl	SLOT($2), $3')

C AES_REG(j, r0, r1, r2, r3): the register of s[j].
define(`AES_REG', `ifelse($1, 0, $2, $1, 1, $3, $1, 2, $4, $5)')

C AES_ROUND(dir, offset, r0, r1, r2, r3): one middle round on the
C state in r0..r3 (s0..s3) with the round key at offset from the last
C round key (KLAST). Leaves s0..s3 in r2, r3, r0, r1. Clobbers IDX,
C ACC and the slots.
define(`AES_ROUND', `m4_assert_numargs(6, $#)dnl
forloop(`aes_i', 0, 3, `dnl
	movzbl	LREG(AES_REG(aes_i, $3, $4, $5, $6)), IDX
	movl	AES_TABLE0`'(TABLE, IDX, 4), ACC
	movzbl	HREG(AES_REG(AES_SRC($1, aes_i, 1), $3, $4, $5, $6)), IDX
	xorl	AES_TABLE1`'(TABLE, IDX, 4), ACC
	movl	ACC, SLOT(aes_i)
')dnl
	roll	IMM(16), $3
	roll	IMM(16), $4
	roll	IMM(16), $5
	roll	IMM(16), $6
AES_PHASE3($1, 0, ACC, $3, $4, $5, $6)
ifelse(`$1', `enc', `dnl
AES_PHASE3($1, 1, $6, $3, $4, $5, $6)
AES_PHASE3($1, 2, $3, $3, $4, $5, $6)
AES_PHASE3($1, 3, $4, $3, $4, $5, $6)', `dnl
AES_PHASE3($1, 3, $4, $3, $4, $5, $6)
AES_PHASE3($1, 2, $3, $3, $4, $5, $6)
AES_PHASE3($1, 1, $6, $3, $4, $5, $6)')
	movl	ACC, $5
	movl	KLAST, IDX
	xorl	eval($2)(IDX), $5
	xorl	eval($2 + 4)(IDX), $6
	xorl	eval($2 + 8)(IDX), $3
	xorl	eval($2 + 12)(IDX), $4')

C AES_LAST(dir, r0, r1, r2, r3): the last round (S-box bytes, no
C MixColumns) on s0..s3 in r0..r3, without the key: the result words
C go to SLOT(0..3). Clobbers IDX, ACC and r0..r3.
define(`AES_LAST', `m4_assert_numargs(5, $#)dnl
forloop(`aes_i', 0, 3, `dnl
	movzbl	LREG(AES_REG(aes_i, $2, $3, $4, $5)), IDX
	movzbl	AES_SBOX`'(TABLE, IDX), ACC
	movzbl	HREG(AES_REG(AES_SRC($1, aes_i, 1), $2, $3, $4, $5)), IDX
	movzbl	AES_SBOX`'(TABLE, IDX), IDX
	shll	IMM(8), IDX
	orl	IDX, ACC
	movl	ACC, SLOT(aes_i)
')dnl
	roll	IMM(16), $2
	roll	IMM(16), $3
	roll	IMM(16), $4
	roll	IMM(16), $5
forloop(`aes_i', 0, 3, `dnl
	movzbl	LREG(AES_REG(AES_SRC($1, aes_i, 2), $2, $3, $4, $5)), IDX
	movzbl	AES_SBOX`'(TABLE, IDX), ACC
	shll	IMM(16), ACC
	movzbl	HREG(AES_REG(AES_SRC($1, aes_i, 3), $2, $3, $4, $5)), IDX
	movzbl	AES_SBOX`'(TABLE, IDX), IDX
	shll	IMM(24), IDX
	orl	IDX, ACC
	orl	ACC, SLOT(aes_i)
')')

C AES_PAIR_ROUND(dir, offset): one middle round of each of two blocks,
C A in eax, ebx, ecx, edx on entry and exit, B in the slots SB(0..3).
C Each block's round is one dependency chain of about 13 cycles (table
C load latency); switching blocks through the stack slots lets the two
C chains overlap.
define(`AES_PAIR_ROUND', `m4_assert_numargs(2, $#)dnl
AES_ROUND($1, $2, %eax, %ebx, %ecx, %edx)
	movl	%ecx, SA(0)
	movl	%edx, SA(1)
	movl	%eax, SA(2)
	movl	%ebx, SA(3)
	movl	SB(0), %eax
	movl	SB(1), %ebx
	movl	SB(2), %ecx
	movl	SB(3), %edx
AES_ROUND($1, $2, %eax, %ebx, %ecx, %edx)
	movl	%ecx, SB(0)
	movl	%edx, SB(1)
	movl	%eax, SB(2)
	movl	%ebx, SB(3)
	movl	SA(0), %eax
	movl	SA(1), %ebx
	movl	SA(2), %ecx
	movl	SA(3), %edx')

C AES_FINISH(dir, r0, r1, r2, r3, offset): the last round of the
C block in r0..r3 and its output at offset(dst). Clobbers everything
C but TABLE.
define(`AES_FINISH', `m4_assert_numargs(6, $#)dnl
AES_LAST($1, $2, $3, $4, $5)
	movl	KLAST, IDX
	movl	ARG_DST, ACC
forloop(`aes_i', 0, 3, `dnl
	movl	SLOT(aes_i), %eax
	xorl	eval(4 * aes_i)(IDX), %eax
	movl	%eax, eval($6 + 4 * aes_i)(ACC)
')')

C AES_CORE(dir): the whole function body,
C _nettle_aes_<dir>crypt_x86(rounds, keys, T, length, dst, src).
define(`AES_CORE', `m4_assert_numargs(1, $#)dnl
	pushl	%ebp
	pushl	%ebx
	pushl	%esi
	pushl	%edi
	subl	IMM(F_SIZE), %esp
	movl	ARG_LENGTH, %eax
	testb	IMM(15), %al
	jnz	.L$1_bad
	testl	%eax, %eax
	jz	.L$1_end
	movl	ARG_TABLE, TABLE
	movl	ARG_ROUNDS, %eax
	shll	IMM(4), %eax
	addl	ARG_KEYS, %eax
	movl	%eax, KLAST

C Two blocks per iteration while there are two. ARG_LENGTH counts the
C bytes left, ARG_SRC and ARG_DST point at the next block.
	ALIGN(16)
.L$1_pair:
	cmpl	IMM(32), ARG_LENGTH
	jb	.L$1_block
	movl	ARG_SRC, IDX
	movl	ARG_KEYS, ACC
forloop(`aes_i', 0, 3, `dnl
	movl	eval(16 + 4 * aes_i)(IDX), %eax
	xorl	eval(4 * aes_i)(ACC), %eax
	movl	%eax, SB(aes_i)
')dnl
	movl	(IDX), %eax
	movl	4(IDX), %ebx
	movl	8(IDX), %ecx
	movl	12(IDX), %edx
	xorl	(ACC), %eax
	xorl	4(ACC), %ebx
	xorl	8(ACC), %ecx
	xorl	12(ACC), %edx
	cmpl	IMM(12), ARG_ROUNDS
	jb	.L$1_p10
	je	.L$1_p12
AES_PAIR_ROUND($1, -208)
AES_PAIR_ROUND($1, -192)
.L$1_p12:
AES_PAIR_ROUND($1, -176)
AES_PAIR_ROUND($1, -160)
.L$1_p10:
forloop(`aes_r', 1, 9, `AES_PAIR_ROUND($1, eval(-16 * (10 - aes_r)))
')dnl
forloop(`aes_i', 0, 3, `dnl
	movl	SB(aes_i), ACC
	movl	ACC, SA(aes_i)
')dnl
AES_FINISH($1, %eax, %ebx, %ecx, %edx, 0)
	movl	SA(0), %eax
	movl	SA(1), %ebx
	movl	SA(2), %ecx
	movl	SA(3), %edx
AES_FINISH($1, %eax, %ebx, %ecx, %edx, 16)
	addl	IMM(32), ARG_SRC
	addl	IMM(32), ARG_DST
	subl	IMM(32), ARG_LENGTH
	jnz	.L$1_pair
	jmp	.L$1_end

C One block (the last of an odd number).
.L$1_block:
	movl	ARG_SRC, IDX
	movl	ARG_KEYS, ACC
	movl	(IDX), %eax
	movl	4(IDX), %ebx
	movl	8(IDX), %ecx
	movl	12(IDX), %edx
	xorl	(ACC), %eax
	xorl	4(ACC), %ebx
	xorl	8(ACC), %ecx
	xorl	12(ACC), %edx
	cmpl	IMM(12), ARG_ROUNDS
	jb	.L$1_r10
	je	.L$1_r12
AES_ROUND($1, -208, %eax, %ebx, %ecx, %edx)
AES_ROUND($1, -192, %ecx, %edx, %eax, %ebx)
.L$1_r12:
AES_ROUND($1, -176, %eax, %ebx, %ecx, %edx)
AES_ROUND($1, -160, %ecx, %edx, %eax, %ebx)
.L$1_r10:
forloop(`aes_r', 1, 4, `dnl
AES_ROUND($1, eval(-16 * (11 - 2 * aes_r)), %eax, %ebx, %ecx, %edx)
AES_ROUND($1, eval(-16 * (10 - 2 * aes_r)), %ecx, %edx, %eax, %ebx)
')dnl
AES_ROUND($1, -16, %eax, %ebx, %ecx, %edx)
AES_FINISH($1, %ecx, %edx, %eax, %ebx, 0)
.L$1_end:
	addl	IMM(F_SIZE), %esp
	popl	%edi
	popl	%esi
	popl	%ebx
	popl	%ebp
	ret

C A length that is not a whole number of blocks: abort, as the C
C assert does. The PLT of a shared library wants the GOT in ebx.
.L$1_bad:
	GET_PC(ebx)
	addl	IMM(_GLOBAL_OFFSET_TABLE_), %ebx
	call	C_NAME(abort)@PLT')
