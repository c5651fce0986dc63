C x86_64/sha_ni/sha1-compress.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: the SHA-1 compression function (FIPS 180-4, section 6.1.2)
C on 64-byte blocks, with the SHA extensions: the public one-block
C sha1_compress and the many-block _nettle_sha1_compress_n that
C sha1_update hands its whole blocks to, keeping the state in
C registers from block to block. SHA1RNDS4 does four
C rounds on {A,B,C,D} (A in the top dword); its other operand holds
C W[t..t+3] with E added to the top word, which SHA1NEXTE produces from
C the A of four rounds earlier (rotated by 30). SHA1MSG1, PXOR and
C SHA1MSG2 compute the schedule four words at a time, in the shadow of
C the rounds. Two registers take turns holding "E": one is consumed by
C the current SHA1RNDS4 while the other saves {A,B,C,D} for the next
C group's SHA1NEXTE.
C
C CPU features: SHA (SHA1RNDS4, SHA1NEXTE, SHA1MSG1, SHA1MSG2), SSSE3
C (PSHUFB), SSE4.1 (PEXTRD). The dispatcher asks for FAT_SHANI only:
C every CPU with the SHA extensions has SSE4.1.
C
C Contract (sha1-internal.h): state is the 5-word chaining value,
C updated in place; data `blocks' 64-byte blocks (one for
C sha1_compress), any alignment, each byte read exactly once. No
C padding, no counting. _nettle_sha1_compress_n returns data advanced
C past the blocks; sha1_compress returns nothing.
C
C Speed, 16 KiB through sha1_update: 92 TSC cycles/block (1.44
C cycles/byte; the portable C takes 215) with one call per block
C through the dispatch pointer, 2026-11-30; see the commit that added
C the many-block entry for its figure.

C Immediates inside macro bodies: IMM(n) gives $n without m4 reading
C the dollar sign as a parameter reference.
define(`IMM', `$`'$1')

C Register map. General purpose (arguments of _nettle_sha1_compress_n;
C sha1_compress moves its data pointer to DATA and sets BLOCKS to 1):
define(`STATE', `%rdi')	C in: uint32_t state[5]
define(`BLOCKS', `%rsi')	C in: number of blocks, counts down
define(`DATA', `%rdx')	C in: the blocks, advanced per block; returned
C Vector:
define(`ABCD', `%xmm0')	C {A,B,C,D}, A in the top dword, whole call
define(`E0', `%xmm1')	C W + E for even groups / saved ABCD for odd ones
define(`E1', `%xmm2')	C the same with even and odd exchanged
define(`M0', `%xmm3')	C message schedule: four words each, rotating,
define(`M1', `%xmm4')	C   group g (words 4g .. 4g+3) in M(g mod 4),
define(`M2', `%xmm5')	C   word 4g in the top dword
define(`M3', `%xmm6')
define(`SHUF', `%xmm7')	C reverses all 16 bytes (big-endian words, word order)
define(`SAVE_ABCD', `%xmm8')	C ABCD at entry
define(`SAVE_E', `%xmm9')	C E at entry, in the top dword, zeros below

C MREG(g), EREG(g): the schedule register of group g, and the register
C that carries W + E into the rounds of group g.
define(`MREG', `MREG_(eval(($1) % 4))')
define(`MREG_', `M$1')
define(`EREG', `EREG_(eval(($1) % 2))')
define(`EREG_', `E$1')

C ROUNDS4(g): rounds 4g .. 4g+3 (function and constant g / 5), and the
C schedule work around them:
C  - groups 0..3 load and byte swap their words first;
C  - groups 3..18 finish group g+1: SHA1MSG2 with group g;
C  - groups 1..16 start group g+3: SHA1MSG1 on groups g-1 and g;
C  - groups 2..17 add group g (the W[t-8] term) into group g+2.
C Group 0 adds E with PADDD; the others get it from SHA1NEXTE on the
C ABCD that the group before saved in EREG(g).
define(`ROUNDS4', `
ifelse(eval(($1) < 4), 1, `
	movdqu	eval(16 * ($1))(DATA), MREG($1)
	pshufb	SHUF, MREG($1)')
ifelse(eval(($1) == 0), 1, `
	paddd	M0, E0', `
	sha1nexte	MREG($1), EREG($1)')
	movdqa	ABCD, EREG(eval($1 + 1))
ifelse(eval(($1) >= 3 && ($1) <= 18), 1, `
	sha1msg2	MREG($1), MREG(eval($1 + 1))')
	sha1rnds4	IMM(eval(($1) / 5)), EREG($1), ABCD
ifelse(eval(($1) >= 1 && ($1) <= 16), 1, `
	sha1msg1	MREG($1), MREG(eval($1 - 1))')
ifelse(eval(($1) >= 2 && ($1) <= 17), 1, `
	pxor	MREG($1), MREG(eval($1 - 2))')
')

C void
C _nettle_sha1_compress_sha_ni(uint32_t *state, const uint8_t *data);

PROLOGUE(_nettle_sha1_compress_sha_ni)
	mov	%rsi, DATA
	mov	IMM(1), BLOCKS
	jmp	.Lcompress_n
EPILOGUE(_nettle_sha1_compress_sha_ni)

C const uint8_t *
C _nettle_sha1_compress_n_sha_ni(uint32_t *state, size_t blocks,
C                                const uint8_t *data);

PROLOGUE(_nettle_sha1_compress_n_sha_ni)
.Lcompress_n:
	test	BLOCKS, BLOCKS
	jz	.Ldone
	C A..D in memory order, then reversed so that A is on top; E into
	C the top dword of a zeroed register.
	movdqu	(STATE), ABCD
	pshufd	IMM(0x1b), ABCD, ABCD
	movd	16(STATE), E0
	pslldq	IMM(12), E0
	movdqa	.Lbswap128(%rip), SHUF

.Lblock:
	movdqa	ABCD, SAVE_ABCD
	movdqa	E0, SAVE_E

forloop(`g', 0, 19, `ROUNDS4(g)')

	C Group 20 would take its E from EREG(20) = E0: that E, plus the
	C entry E, is the new E (SHA1NEXTE takes the zero low dwords from
	C SAVE_E, so E0 is ready for the next block's group 0).
	sha1nexte	SAVE_E, E0
	paddd	SAVE_ABCD, ABCD
	add	IMM(64), DATA
	dec	BLOCKS
	jnz	.Lblock

	pshufd	IMM(0x1b), ABCD, ABCD
	movdqu	ABCD, (STATE)
	pextrd	IMM(3), E0, 16(STATE)
.Ldone:
	mov	DATA, %rax
	ret
EPILOGUE(_nettle_sha1_compress_n_sha_ni)

RODATA
	ALIGN(16)
C PSHUFB mask: reverse all 16 bytes, so word 0 of the block, big-endian,
C lands in the top dword.
.Lbswap128:
	.byte	15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0
