C x86/pclmul/ghash-set-key.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: the GHASH key set-up of the pclmul backend on 32-bit x86.
C It writes the table of x86_64/pclmul/ghash-set-key.asm, byte for
C byte: from the hash subkey H (16 bytes, SP 800-38D order), H' = H * x
C and its powers H'^2 .. H'^8 (x86_64/pclmul/ghash.m4 says why H * x),
C block i - 1 holding H'^i as a little-endian 128-bit integer, block
C 7 + i the xor of its two halves (in both qwords) for Karatsuba; the
C rest of struct gcm_key (4096 bytes) is not used. The arithmetic is
C that file's, from the same macros (x86_64/pclmul/ghash.m4), with the
C constants built in registers from immediates (no eip-relative
C addressing on i386, and no frame needed).
C _nettle_ghash_update_pclmul and _nettle_siv_ghash_update_pclmul read
C this table, so fat-table.h makes them follow this function's choice.
C
C CPU features: PCLMULQDQ, SSSE3 (PSHUFB), SSE2.
C
C Contract: void _nettle_ghash_set_key_pclmul(struct gcm_key *ctx,
C                                            const union nettle_block16 *key);
C no alignment needed (struct gcm_key is 4-byte aligned on i386).
C Position-independent.
C
C Speed: once per key (seven field products); not measured on its own.

define(`IMM', `$`'$1')
include(SRCDIR`/x86_64/pclmul/ghash.m4')

C Register map (cdecl: arguments on the stack, no register to save;
C all for the whole call unless said):
define(`CTX', `%eax')	C in: the table
define(`KEY', `%ecx')	C in: H
define(`CNT', `%edx')	C an immediate of the constants
define(`H', `%xmm0')	C H', then the factor of a step (GHASH_POWERS)
define(`P', `%xmm1')	C the byte-reversal mask, then the power being made
define(`LO', `%xmm2')	C product, low part; the constant of the doubling, first
define(`MID', `%xmm3')	C product, cross terms
define(`HI', `%xmm4')	C product, high part
define(`T', `%xmm5')	C scratch
define(`POLY', `%xmm6')	C 0xc2 << 56 in the low qword
define(`A', `%xmm7')	C multiplicand copy
define(`ARG_CTX', `4(%esp)')
define(`ARG_KEY', `8(%esp)')

	.text
	ALIGN(16)
PROLOGUE(_nettle_ghash_set_key_pclmul)
	movl	ARG_CTX, CTX
	movl	ARG_KEY, KEY
	C The constants, from immediates (no eip-relative addressing).
	movl	IMM(0xc2000000), CNT
	movd	CNT, POLY
	psllq	IMM(32), POLY
	C LO = 1 in the low qword, 0xc2 << 56 in the high one.
	pshufd	IMM(0x4e), POLY, LO
	movl	IMM(1), CNT
	movd	CNT, T
	por	T, LO
	BSWAP_MASK(P, T, A, CNT)
	movdqu	(KEY), H
	pshufb	P, H
	GHASH_DOUBLE(H, T, A, LO)
	GHASH_STORE_POWER(H, T, CTX, 1)
	GHASH_POWERS(CTX, H, P, LO, MID, HI, T, A, POLY)
	ret
EPILOGUE(_nettle_ghash_set_key_pclmul)
