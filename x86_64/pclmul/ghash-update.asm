C x86_64/pclmul/ghash-update.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: GHASH (and POLYVAL for SIV-GCM) on whole blocks with
C PCLMULQDQ, on the table of _nettle_ghash_set_key_pclmul (H'^1 ..
C H'^8, ghash.m4). Up to eight blocks per step with aggregated
C reduction: Y' = (Y + X_1) H^n + X_2 H^(n-1) + ... + X_n H, n = 8
C while eight are left, then n = the rest, the products summed
C unreduced and reduced once.
C
C Two entry points from one body (GHASH_UPDATE):
C   _nettle_ghash_update_pclmul: data blocks in SP 800-38D order
C     (reversed when loaded, like the state);
C   _nettle_siv_ghash_update_pclmul: POLYVAL blocks of RFC 8452, which
C     are GHASH blocks reversed (RFC 8452, appendix A), so they are
C     loaded as they are. Its key is the GHASH key of
C     _nettle_siv_ghash_set_key, which sets up through the dispatched
C     _nettle_ghash_set_key.
C The state is 16 bytes in GHASH's order for both.
C
C CPU features: PCLMULQDQ, SSSE3 (PSHUFB), SSE2.
C
C Contract: const uint8_t *f(const struct gcm_key *ctx,
C   union nettle_block16 *state, size_t blocks, const uint8_t *data);
C returns data + 16 * blocks; reads exactly those bytes; no alignment.
C
C Speed: see the commit message (measured through gcm_aes128_*).

define(`IMM', `$`'$1')
include(SRCDIR`/x86_64/pclmul/ghash.m4')

C Eight blocks go through one unrolled step (Karatsuba, three products
C a block, the folded halves of the powers from the table); a rest of
C one to seven blocks through a loop with four products a block.

C Register map:
define(`CTX', `%rdi')	C in: the table, whole call
define(`STATE', `%rsi')	C in: the state, whole call
define(`BLOCKS', `%rdx')	C in: blocks; then blocks left after this step
define(`DATA', `%rcx')	C in: data; next block to load
define(`N', `%r8')	C blocks in this step, 1 .. 8; then counts them down
define(`PW', `%r9')	C the power for the block being added, H'^(left)
define(`Y', `%xmm0')	C the accumulator, reflected, whole call
define(`X', `%xmm1')	C the block being added
define(`LO', `%xmm2')	C unreduced sum, low part, one step
define(`MID', `%xmm3')	C unreduced sum, cross terms, one step
define(`HI', `%xmm4')	C unreduced sum, high part, one step
define(`T', `%xmm5')	C scratch
define(`POLY', `%xmm6')	C 0xc2 << 56 in the low qword, whole call
define(`BSWAP', `%xmm7')	C byte-reversal mask, whole call
define(`P', `%xmm8')	C a power of H, one block
define(`K', `%xmm9')	C its folded halves, one block
define(`X2', `%xmm10')	C the other block register of the eight-block step
define(`T2', `%xmm11')	C the other scratch register
define(`P2', `%xmm12')	C the other power register
define(`K2', `%xmm13')	C the other folded-halves register

C EIGHT_BLOCK(i, x, t, p, k, swap): block i of an eight-block step,
C times H^(8 - i), added to LO, MID, HI (Karatsuba).
define(`EIGHT_BLOCK', `movdqu	eval(16 * $1)(DATA), $2
	REFLECT($2, $6)
	ifelse($1, 0, `pxor	Y, $2')
	movdqu	eval(16 * (7 - $1))(CTX), $4
	movdqu	eval(16 * (15 - $1))(CTX), $5
	KARATSUBA_ACC($2, $4, $5, LO, MID, HI, $3)')

C GHASH_UPDATE(name, swap): swap is `yes' when the data blocks are
C byte-reversed on loading (REFLECT).
define(`GHASH_UPDATE', `
	ALIGN(16)
PROLOGUE($1)
	movdqa	.Lbswap(%rip), BSWAP
	movq	.Lpoly(%rip), POLY
	movdqu	(STATE), Y
	pshufb	BSWAP, Y
	cmp	IMM(8), BLOCKS
	jb	.L$1_rest
.L$1_eight:
	C BLOCKS >= 8; DATA points at the first of the eight.
	pxor	LO, LO
	pxor	MID, MID
	pxor	HI, HI
	forloop(`eb_i', 0, 7, `ifelse(eval(eb_i % 2), 0,
	`EIGHT_BLOCK(eb_i, X, T, P, K, `$2')',
	`EIGHT_BLOCK(eb_i, X2, T2, P2, K2, `$2')')
	')
	KARATSUBA_FIX(LO, MID, HI)
	REDUCE(LO, MID, HI, POLY, T)
	movdqa	HI, Y
	add	IMM(128), DATA
	sub	IMM(8), BLOCKS
	cmp	IMM(8), BLOCKS
	jae	.L$1_eight
.L$1_rest:
	test	BLOCKS, BLOCKS
	jz	.L$1_done
.L$1_step:
	C N = min(BLOCKS, 8); PW = the table entry of H^N.
	mov	IMM(8), N
	cmp	N, BLOCKS
	cmovb	BLOCKS, N
	sub	N, BLOCKS
	GHASH_LAST_STEP($1, `$2', POLY)
	test	BLOCKS, BLOCKS
	jnz	.L$1_step
.L$1_done:
	pshufb	BSWAP, Y
	movdqu	Y, (STATE)
	mov	DATA, %rax
	ret
EPILOGUE($1)')

	.text
GHASH_UPDATE(`_nettle_ghash_update_pclmul', `yes')
GHASH_UPDATE(`_nettle_siv_ghash_update_pclmul', `no')

RODATA
GHASH_CONSTANTS
