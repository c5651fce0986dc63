C x86_64/salsa20.m4 -- what the vector Salsa20 bulk routines share: the
C arguments, entry and exit, and the double round on diagonals.
C
C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.
C
C Included by x86_64/avx2/ and x86_64/avx512/salsa20-blocks.asm. The
C includer defines IMM.
C
C The diagonal layout: a block's state as four vectors of four words, A
C = words (0, 5, 10, 15), B = (4, 9, 14, 3), C = (8, 13, 2, 7), D =
C (12, 1, 6, 11), so that element e of A, B, C, D is y0 .. y3 of the
C columnround's quarterround e, and one vector operation does a step of
C all four. For the rowround B and D are rotated by one and three
C elements and C by two, with D in B's place and B in D's; rotating back
C restores the diagonals. The chain is the specification's (a step is
C b ^= (a + d) <<< bits), with no transposes of words.

C Arguments (System V).
define(`STATE', `%rdi')	C const uint32_t state[16]
define(`ROUNDS', `%rsi')	C double rounds (rounds / 2); counted down per step in LEFT
define(`BLOCKS', `%rdx')	C in: length; then blocks left
define(`DST', `%rcx')	C advanced per step
define(`SRC', `%r8')	C advanced per step
define(`LEFT', `%r9')	C double rounds left in the current step

C SALSA20_ENTRY(align): %rax = length rounded down to 64 (the return
C value unless the includer lowers it), BLOCKS = length / 64 (to
C .Lnothing, with %rax 0, when that is 0), ROUNDS halved, and a frame of
C FRAME bytes at %rsp aligned to align bytes (%rbp the caller's %rsp).
define(`SALSA20_ENTRY', `m4_assert_numargs(1, $#)dnl
	mov	BLOCKS, %rax
	and	IMM(-64), %rax
	shr	IMM(6), BLOCKS
	jz	.Lnothing
	mov	XREG(ROUNDS), XREG(ROUNDS)
	shr	IMM(1), ROUNDS

	push	%rbp
	mov	%rsp, %rbp
	sub	IMM(FRAME), %rsp
	and	IMM(-$1), %rsp
')

C SALSA20_EXIT: .Ldone (the frame released) and .Lnothing, the return.
define(`SALSA20_EXIT', `m4_assert_numargs(0, $#)dnl
.Ldone:
	mov	%rbp, %rsp
	pop	%rbp
	vzeroupper
.Lnothing:
	ret
')

C SALSA20_DROUND(step, shuffle, a, b, c, d): a double round on the
C diagonals a, b, c, d (register or set names, passed on as they are):
C step(b, a, d, bits) does b ^= (a + d) <<< bits, shuffle(imm, r) does
C VPSHUFD imm of r into r.
define(`SALSA20_DROUND', `m4_assert_numargs(6, $#)dnl
SALSA20_QR(`$1', `$3', `$4', `$5', `$6')dnl
	$2(0x39, `$6')
	$2(0x4e, `$5')
	$2(0x93, `$4')
SALSA20_QR(`$1', `$3', `$6', `$5', `$4')dnl
	$2(0x93, `$6')
	$2(0x4e, `$5')
	$2(0x39, `$4')
')
C SALSA20_QR(step, a, b, c, d): the four quarterrounds of the layout.
define(`SALSA20_QR', `m4_assert_numargs(5, $#)dnl
	$1(`$3', `$2', `$5', 7)
	$1(`$4', `$3', `$2', 9)
	$1(`$5', `$4', `$3', 13)
	$1(`$2', `$5', `$4', 18)
')
