C x86_64/chacha-blocks-x86_64.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: _nettle_chacha_blocks_x86_64, a variant of the ChaCha20
C bulk routine (chacha-internal.h) on SSE2 alone: the keystream of
C whole 64-byte blocks XORed into src.
C
C Steps of four blocks are word-sliced: xmm register i holds state
C word i of the four blocks, block j in dword lane j, so the column
C and diagonal rounds are whole-register PADDD/PXOR and rotations, four
C quarter rounds interleaved, with no shuffles between rounds. Sixteen
C words and a rotation temporary do not fit in sixteen registers, so
C word 11 (the third operand of column quarter round 3 and of
C diagonal quarter round 1) lives in a stack slot; its "c += d" is a
C load, PADDD and store through the temporary, whose value then serves
C "b ^= c". Rotation by 16 is PSHUFLW + PSHUFHW (swap the 16-bit
C halves of every dword, no temporary), by 12, 8 and 7 two shifts and
C an OR. The 16 input words are broadcast once per call into an aligned
C stack frame (word 12 + lane, mod 2^32), reloaded per step and added
C back as aligned memory operands. Four 4x4 dword transposes
C (PUNPCK{L,H}DQ, PUNPCK{L,H}QDQ, one temporary) turn the words into
C the four blocks, XORed with src 16 bytes at a time.
C
C The last 1-3 blocks are kept by rows: a register holds one row (four
C words) of one block, a set of four registers A, B, C, D one block,
C with as many sets interleaved as there are blocks. The diagonal round
C rotates the words of B, C, D (PSHUFD) and rotates them back after.
C
C CPU features: SSE2 (legacy SSE encoding; PSHUFB would be SSSE3), and
C MOVSS, which is SSE. Every x86_64 CPU has them; the dispatcher lists
C the variant under FAT_SSE2, as it does the scalar x86_64 Poly1305,
C so that the c pass (no features) still runs the portable C.
C
C Contract (chacha-internal.h): length bytes at src and dst, any
C alignment (every access to them and to state is MOVDQU), in place
C allowed (each 16 bytes of src are read before the same 16 bytes of
C dst are written); does length / 64 whole blocks, never touches a byte
C past them; block i uses state with word 12 + i (mod 2^32, per 32-bit
C lane) and word 13 as it is; state is not written. Returns the bytes
C done, length rounded down to 64. The 64-bit counter of chacha_crypt
C is the C glue's: it never asks for blocks past a wrap of word 12.
C
C Measured (Intel Xeon with AVX-512, 2026-12, examples/nettle-benchmark
C --backend aesni, TSC cycles/byte, chacha stream, best of 3 noisy runs):
C 5.2 at 64 bytes, 2.24 at 256, 2.49 at 1400, 2.29 at 16 KiB; the
C portable C 5.0, 4.7, 4.7, 4.5; the system Nettle 3.8.1 5.0, 5.0, 5.0,
C 5.0. (The row layout was not measured for the four-block step.)

C Immediates inside macro bodies (m4 would take $n as a parameter).
define(`IMM', `$`'$1')

C Arguments (System V).
define(`STATE', `%rdi')	C const uint32_t state[16], read only
define(`BLOCKS', `%rsi')	C in: length; then blocks left
define(`DST', `%rdx')	C advanced per four-block step
define(`SRC', `%rcx')	C advanced per four-block step
define(`ROUNDS', `%r8')	C double rounds left in the current step
C %rax: the return value (length rounded down to 64), whole call.

C Stack frame, 16-byte aligned, below the saved %rbp:
define(`FRAME', `272')
define(`IN', `eval(16 * ($1))(%rsp)')	C IN(i): word i broadcast; IN(12) lane j word 12 + j of the next step
define(`S11', `256(%rsp)')	C word 11 during a four-block step
define(`DIN', `eval(16 * ($1))(%rsp)')	C the tail, over IN(0..2): row 3 of set s

C Four-block step: W(i) is word i of the four blocks, %xmm(i) except
C word 11, which is S11; %xmm11 is the temporary.
define(`W', `ifelse($1, 11, `S11', `%xmm$1')')
define(`T', `%xmm11')	C rotation, c of word 11, transpose temporary

C The tail: set s (0-2) is %xmm(4s) .. %xmm(4s+3), rows A, B, C, D.
define(`RA', `%xmm`'eval(4 * ($1))')
define(`RB', `%xmm`'eval(4 * ($1) + 1)')
define(`RC', `%xmm`'eval(4 * ($1) + 2)')
define(`RD', `%xmm`'eval(4 * ($1) + 3)')
define(`RT', `%xmm12')	C rotation temporary (T of the rows)
define(`X0', `%xmm13')	C row 0 of the input (constants)
define(`X1', `%xmm14')	C row 1 (key)
define(`X2', `%xmm15')	C row 2 (key)

C EACH(n, body): body once per SI = 0 .. n-1, one line each.
define(`EACH', `forloop(`SI', 0, eval(($1) - 1), `$2
	')')

C ROT(bits, reg, tmp): every dword of reg rotated left by bits.
C Clobbers tmp (not for 16).
define(`ROT', `ifelse($1, 16, `pshuflw	IMM(0xb1), $2, $2
	pshufhw	IMM(0xb1), $2, $2', `movdqa	$2, $3
	pslld	IMM($1), $2
	psrld	IMM(eval(32 - ($1))), $3
	por	$3, $2')')

C ADDC(c, d, tmp): c += d; XORC(b, c, tmp): b ^= c, after ADDC with no
C use of tmp in between. For c = S11 (memory) ADDC goes through tmp
C and leaves c in it, which XORC uses.
define(`ADDC', `ifelse($1, S11, `movdqa	S11, $3
	paddd	$2, $3
	movdqa	$3, S11', `paddd	$2, $1')')
define(`XORC', `ifelse($2, S11, `pxor	$3, $1', `pxor	$2, $1')')

C HALF(n, a, b, c, d, r1, r2, tmp): half of n interleaved quarter
C rounds (RFC 8439 section 2.1), quarter round SI on registers a(SI),
C b(SI), c(SI), d(SI): a += b, d ^= a, d <<<= r1, c += d, b ^= c,
C b <<<= r2. Clobbers tmp.
define(`HALF', `
	EACH($1, `paddd	$3(SI), $2(SI)')
	EACH($1, `pxor	$2(SI), $5(SI)')
	EACH($1, `ROT($6, $5(SI), $8)')
	EACH($1, `ADDC($4(SI), $5(SI), $8)')
	EACH($1, `XORC($3(SI), $4(SI), $8)')
	EACH($1, `ROT($7, $3(SI), $8)')
')
C QROUND(n, a, b, c, d, tmp): n whole quarter rounds.
define(`QROUND', `HALF($1, `$2', `$3', `$4', `$5', 16, 12, $6)HALF($1, `$2', `$3', `$4', `$5', 8, 7, $6)')

C Quarter round j of the column round: words j, 4 + j, 8 + j, 12 + j;
C of the diagonal round: j, 4 + (j + 1) % 4, 8 + (j + 2) % 4,
C 12 + (j + 3) % 4.
define(`CA', `W($1)')
define(`CB', `W(eval(4 + ($1)))')
define(`CC', `W(eval(8 + ($1)))')
define(`CD', `W(eval(12 + ($1)))')
define(`DA', `W($1)')
define(`DB', `W(eval(4 + (($1) + 1) % 4))')
define(`DC', `W(eval(8 + (($1) + 2) % 4))')
define(`DD', `W(eval(12 + (($1) + 3) % 4))')

C TSTORE(g, a, b, c, d): a, b, c, d hold words 4g .. 4g + 3 of the
C four blocks; transposes them (with T: T = a0 b0 a1 b1, a = a2 b2 a3
C b3, b = c0 d0 c1 d1, c = c2 d2 c3 d3, then row g of blocks 0-3 in d,
C T, b, a) and XORs row g of each block with src into dst. Clobbers a,
C b, c, d, T.
define(`TSTORE', `movdqa	$2, T
	punpckldq	$3, T
	punpckhdq	$3, $2
	movdqa	$4, $3
	punpckldq	$5, $3
	punpckhdq	$5, $4
	movdqa	T, $5
	punpcklqdq	$3, $5
	punpckhqdq	$3, T
	movdqa	$2, $3
	punpcklqdq	$4, $3
	punpckhqdq	$4, $2
	XSTORE(eval(16 * ($1)), $5, $4)
	XSTORE(eval(64 + 16 * ($1)), T, $4)
	XSTORE(eval(128 + 16 * ($1)), $3, $4)
	XSTORE(eval(192 + 16 * ($1)), $2, $4)')

C XSTORE(offset, reg, tmp): 16 bytes of keystream in reg XORed with
C src + offset into dst + offset. Clobbers reg, tmp.
define(`XSTORE', `movdqu	$1(SRC), $3
	pxor	$3, $2
	movdqu	$2, $1(DST)')

C TAIL(n, label): the last n blocks (1-3), by rows, from X0-X2 and
C DIN(0..n-1); ends at .Ldone.
define(`TAIL', `
	EACH($1, `movdqa	X0, RA(SI)')
	EACH($1, `movdqa	X1, RB(SI)')
	EACH($1, `movdqa	X2, RC(SI)')
	EACH($1, `movdqa	DIN(SI), RD(SI)')
	mov	IMM(10), ROUNDS
	ALIGN(16)
$2:
	QROUND($1, `RA', `RB', `RC', `RD', RT)
	C Diagonals into columns: word i of B, C, D takes word i + 1,
	C i + 2, i + 3.
	EACH($1, `pshufd	IMM(0x39), RB(SI), RB(SI)')
	EACH($1, `pshufd	IMM(0x4e), RC(SI), RC(SI)')
	EACH($1, `pshufd	IMM(0x93), RD(SI), RD(SI)')
	QROUND($1, `RA', `RB', `RC', `RD', RT)
	EACH($1, `pshufd	IMM(0x93), RB(SI), RB(SI)')
	EACH($1, `pshufd	IMM(0x4e), RC(SI), RC(SI)')
	EACH($1, `pshufd	IMM(0x39), RD(SI), RD(SI)')
	dec	ROUNDS
	jnz	$2

	EACH($1, `paddd	X0, RA(SI)')
	EACH($1, `paddd	X1, RB(SI)')
	EACH($1, `paddd	X2, RC(SI)')
	EACH($1, `paddd	DIN(SI), RD(SI)')
	EACH($1, `XSTORE(eval(64 * SI), RA(SI), RT)
	XSTORE(eval(64 * SI + 16), RB(SI), RT)
	XSTORE(eval(64 * SI + 32), RC(SI), RT)
	XSTORE(eval(64 * SI + 48), RD(SI), RT)')
	jmp	.Ldone
')

	.file "chacha-blocks-x86_64.asm"

C size_t _nettle_chacha_blocks_x86_64(const uint32_t *state,
C                                     size_t length, uint8_t *dst,
C                                     const uint8_t *src);

PROLOGUE(_nettle_chacha_blocks_x86_64)
	mov	BLOCKS, %rax
	and	IMM(-64), %rax
	shr	IMM(6), BLOCKS
	jz	.Lnothing

	push	%rbp
	mov	%rsp, %rbp
	sub	IMM(FRAME), %rsp
	and	IMM(-16), %rsp

	C IN(4r + k) = word k of row r in every lane.
	forloop(`SJ', 0, 3, `movdqu	eval(16 * SJ)(STATE), %xmm0
	pshufd	IMM(0x00), %xmm0, %xmm1
	pshufd	IMM(0x55), %xmm0, %xmm2
	pshufd	IMM(0xaa), %xmm0, %xmm3
	pshufd	IMM(0xff), %xmm0, %xmm4
	movdqa	%xmm1, IN(eval(4 * SJ))
	movdqa	%xmm2, IN(eval(4 * SJ + 1))
	movdqa	%xmm3, IN(eval(4 * SJ + 2))
	movdqa	%xmm4, IN(eval(4 * SJ + 3))
	')
	paddd	.Llanes(%rip), %xmm1
	movdqa	%xmm1, IN(12)

	cmp	IMM(4), BLOCKS
	jb	.Ltail

	C BLOCKS >= 4: SRC and DST at the next 4 blocks, IN(12) their
	C counters.
.Lloop4:
	forloop(`SJ', 0, 15, `ifelse(SJ, 11, , `movdqa	IN(SJ), W(SJ)
	')')
	movdqa	IN(11), T
	movdqa	T, S11
	mov	IMM(10), ROUNDS
	ALIGN(16)
.Lround4:
	QROUND(4, `CA', `CB', `CC', `CD', T)
	QROUND(4, `DA', `DB', `DC', `DD', T)
	dec	ROUNDS
	jnz	.Lround4

	forloop(`SJ', 0, 15, `ifelse(SJ, 11, , `paddd	IN(SJ), W(SJ)
	')')
	TSTORE(0, %xmm0, %xmm1, %xmm2, %xmm3)
	TSTORE(1, %xmm4, %xmm5, %xmm6, %xmm7)
	TSTORE(3, %xmm12, %xmm13, %xmm14, %xmm15)
	movdqa	S11, %xmm3
	paddd	IN(11), %xmm3
	TSTORE(2, %xmm8, %xmm9, %xmm10, %xmm3)

	movdqa	IN(12), %xmm0
	paddd	.Lfour(%rip), %xmm0
	movdqa	%xmm0, IN(12)
	add	IMM(256), SRC
	add	IMM(256), DST
	sub	IMM(4), BLOCKS
	cmp	IMM(4), BLOCKS
	jae	.Lloop4

.Ltail:
	test	BLOCKS, BLOCKS
	jz	.Ldone
	C 1-3 blocks. DIN(s) = row 3 of block s: lane 0 of IN(12) is the
	C counter of the next block, + s.
	movdqu	48(STATE), %xmm0
	movdqa	IN(12), %xmm1
	movss	%xmm1, %xmm0
	movdqa	.Lone(%rip), %xmm2
	movdqa	%xmm0, DIN(0)
	paddd	%xmm2, %xmm0
	movdqa	%xmm0, DIN(1)
	paddd	%xmm2, %xmm0
	movdqa	%xmm0, DIN(2)
	movdqu	(STATE), X0
	movdqu	16(STATE), X1
	movdqu	32(STATE), X2
	cmp	IMM(2), BLOCKS
	jb	.Ltail1
	je	.Ltail2
	TAIL(3, .Lround_t3)
.Ltail2:
	TAIL(2, .Lround_t2)
.Ltail1:
	TAIL(1, .Lround_t1)

.Ldone:
	mov	%rbp, %rsp
	pop	%rbp
.Lnothing:
	ret
EPILOGUE(_nettle_chacha_blocks_x86_64)

	RODATA
	ALIGN(16)
C Lane j of word 12 in a four-block step: + j.
.Llanes:
	.long	0, 1, 2, 3
.Lfour:
	.long	4, 4, 4, 4
C The next block of the tail: word 12 + 1.
.Lone:
	.long	1, 0, 0, 0
