C x86_64/pclmul/ghash-set-key.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: the GHASH key set-up of the pclmul backend. From the hash
C subkey H (16 bytes, SP 800-38D order) it stores H' = H * x and its
C powers H'^2 .. H'^8 (ghash.m4 says why H * x), block i - 1 of the
C table holding H'^i as a little-endian 128-bit integer, and block
C 7 + i the xor of its two halves (in both qwords) for Karatsuba; the
C rest of struct gcm_key is not used. _nettle_ghash_update_pclmul and
C _nettle_siv_ghash_update_pclmul read this table, so fat-table.h
C makes them follow this function's choice.
C
C CPU features: PCLMULQDQ, SSSE3 (PSHUFB), SSE2.
C
C Contract: void _nettle_ghash_set_key_pclmul(struct gcm_key *ctx,
C                                            const union nettle_block16 *key);
C no alignment needed.

define(`IMM', `$`'$1')
include(SRCDIR`/x86_64/pclmul/ghash.m4')

C Register map (all for the whole call):
define(`CTX', `%rdi')	C in: the table
define(`KEY', `%rsi')	C in: H
define(`H', `%xmm0')	C H', then the factor of a step (GHASH_POWERS)
define(`P', `%xmm1')	C the power being made
define(`LO', `%xmm2')	C product, low part
define(`MID', `%xmm3')	C product, cross terms
define(`HI', `%xmm4')	C product, high part
define(`T', `%xmm5')	C scratch
define(`POLY', `%xmm6')	C 0xc2 << 56 in the low qword
define(`A', `%xmm7')	C multiplicand copy

	.text
	ALIGN(16)
PROLOGUE(_nettle_ghash_set_key_pclmul)
	movdqu	(KEY), H
	pshufb	.Lbswap(%rip), H
	GHASH_DOUBLE(H, T, A, .Lfold(%rip))
	GHASH_STORE_POWER(H, T, CTX, 1)
	movq	.Lpoly(%rip), POLY
	GHASH_POWERS(CTX, H, P, LO, MID, HI, T, A, POLY)
	ret
EPILOGUE(_nettle_ghash_set_key_pclmul)

RODATA
GHASH_CONSTANTS
.Lfold:
	.quad	1, 0xc200000000000000
