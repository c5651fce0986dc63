C x86_64/aesni/ccm-aes.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: the two passes of CCM (NIST SP 800-38C, RFC 3610) over whole
C blocks in one, with AES, every key size, both directions, from one
C body (CCM_BODY below). For each block i:
C   dst[i] = src[i] xor E(ctr), then ctr = ctr + 1,
C   mac = E(mac xor m[i]),  m = src (encrypt) or dst (decrypt),
C ctr one 128-bit big-endian counter, carrying across all 16 bytes as
C ctr_crypt does (the whole counter wraps modulo 2^128).
C The CBC-MAC is serial: a block waits for the rounds of the one before.
C The counter block, which depends on nothing, goes through the rounds
C beside it: one round key, two AESENC (the chain's first, the older
C one is picked first when both are ready), so the counter blocks fill
C the latency gaps of the chain and a block costs what a block of CBC
C encryption costs. Decryption MACs the plaintext the counter block
C makes, so there its counter block is one block ahead: block i + 1
C goes through the rounds with the MAC of block i (the first block's
C counter block alone, before the chain starts).
C The chain is kept as in AESNI_CBC (aesni.m4), after the initial key
C addition: S = mac ^ m[i] ^ k0, and the last round with the key
C k0 ^ klast ^ m[i+1] gives the next S in one step. The keystream xor
C is folded into the last round of the counter block (key klast ^ src).
C
C CPU features: AES-NI (AESENC, AESENCLAST), SSSE3 (PSHUFB, at entry
C and exit and once per counter block), SSE2.
C
C Contract (DEVELOPERS.md, "The C <-> asm ABI"): length is a whole
C number of blocks (a remainder below 16 is ignored); every block is
C done, so the return value is length rounded down to a multiple of 16.
C Never reads or writes a byte of src or dst past that. dst == src is
C allowed. No alignment needed. state is the counter (16 bytes, the
C block of the next block to encrypt) followed by the CBC-MAC value
C (16 bytes, already encrypted: no partial block pending), both left as
C they are after the blocks done. keys is the encryption schedule,
C rounds + 1 keys of 16 bytes, rounds = 10, 12 or 14. C does partial
C blocks, the CCM block formatting and the tag.
C
C Speed, TSC cycles/byte, AMD EPYC Zen 5, 2026-12-02, best of many
C calls, 4 KiB, this routine alone, timed in turns with
C cbc_aes128_encrypt in one process (the machine busy, so only the
C ratios carry): AES-128 encrypt 1.64, decrypt 1.68, CBC encryption
C 1.63, the two passes this replaces (cbc_aes128_encrypt into scratch,
C then ctr_crypt) 1.75; AES-256 encrypt 2.41-2.46, decrypt 2.44, CBC
C 2.39-2.43. Decryption is about 2% behind encryption: its chain takes
C each plaintext block from a counter block of the same iteration.

C Register map. General purpose:
define(`ROUNDS', `%rdi')	C rounds (10, 12 or 14), compared at entry
define(`KEYS', `%rsi')	C the schedule, read only
define(`STATE', `%rdx')	C counter, then CBC-MAC; read at entry, written at exit
define(`LENGTH', `%rcx')	C bytes after the current block
define(`DST', `%r8')	C current output block
define(`SRC', `%r9')	C current input block
define(`LO', `%r10')	C low 64 bits of CTR, native order, for the carry
C the result (length rounded down) in %rax throughout.
C Vector (MAC and CB must be xmm0 and xmm1, for AESNI_STEP):
define(`MAC', `%xmm0')	C the chain S, whole call
define(`CB', `%xmm1')	C the counter block in the rounds, one block
define(`T', `%xmm2')	C next plaintext ^ K0L, one block
define(`K0L', `%xmm3')	C first ^ last round key, whole call
define(`CTR', `%xmm4')	C the counter of the next block, bytes reversed, whole call
define(`K0', `%xmm5')	C first round key, whole call
define(`KLAST', `%xmm6')	C last round key, whole call
define(`TMP', `%xmm7')	C round keys 9 and up, loaded per use; src ^ KLAST
C xmm8-xmm15: round keys 1-8, whole call.

include(SRCDIR`/x86_64/aesni/aesni.m4')

C CCM_KEY(r): the register of round key r (1 <= r < rounds): keys 1-8
C stay in xmm8..xmm15, the others go through TMP (CCM_ROUNDS loads them).
define(`CCM_KEY', `ifelse(eval($1 <= 8), 1, `%xmm'eval(7 + $1), `TMP')')

C CCM_ROUNDS(rounds, first, last): rounds 1..rounds-1 on xmm<first>
C .. xmm<last> (0: the chain, 1: the counter block). Clobbers TMP.
define(`CCM_ROUNDS', `m4_assert_numargs(3, $#)dnl
forloop(`ccm_r', 1, eval($1 - 1), `ifelse(eval(ccm_r > 8), 1,
`	movdqu	eval(16*ccm_r)(KEYS), TMP
')dnl
AESNI_STEP(aesenc, CCM_KEY(ccm_r), $2, $3)')')

C CCM_COUNTER(label): CB = the counter block of CTR, xored with k0;
C CTR and LO step on to the next, the low half carrying into the high
C one when it wraps (label names the join).
define(`CCM_COUNTER', `m4_assert_numargs(1, $#)dnl
	movdqa	CTR, CB
	pshufb	.Lccm_bswap(%rip), CB
	pxor	K0, CB
	paddq	.Lccm_low_one(%rip), CTR
	add	IMM(1), LO
	jnc	$1
	paddq	.Lccm_high_one(%rip), CTR
$1:')

C CCM_CTR_LAST(offset): CB = the keystream of its block xored with the
C input block at offset(SRC), stored at offset(DST). Clobbers TMP.
define(`CCM_CTR_LAST', `m4_assert_numargs(1, $#)dnl
	movdqu	$1(SRC), TMP
	pxor	KLAST, TMP
	aesenclast	TMP, CB
	movdqu	CB, $1(DST)')

C CCM_ENTRY(dir): the common start of both functions: the result, the
C first key and the counter, then a jump to the body of the key size.
define(`CCM_ENTRY', `m4_assert_numargs(1, $#)dnl
	mov	LENGTH, %rax
	and	IMM(-16), %rax
	jz	.Lccm_$1_ret
	mov	%rax, LENGTH
	movdqu	(KEYS), K0
	movdqu	(STATE), CTR
	pshufb	.Lccm_bswap(%rip), CTR
	movq	CTR, LO
	cmp	IMM(12), XREG(ROUNDS)
	ja	.Lccm_$1`'AES256_ROUNDS
	je	.Lccm_$1`'AES192_ROUNDS')

C CCM_EXIT(dir): the state back to memory.
define(`CCM_EXIT', `m4_assert_numargs(1, $#)dnl
.Lccm_$1_done:
	movdqu	MAC, 16(STATE)
	pshufb	.Lccm_bswap(%rip), CTR
	movdqu	CTR, (STATE)
.Lccm_$1_ret:
	ret')

C CCM_BODY(dir, rounds): direction enc or dec, one key size. Falls
C through (or jumps) to .Lccm_<dir>_done.
define(`CCM_BODY', `m4_assert_numargs(2, $#)dnl
.Lccm_$1$2:
forloop(`ccm_r', 1, ifelse(eval($2 - 1 < 8), 1, eval($2 - 1), 8),
`	movdqu	eval(16*ccm_r)(KEYS), CCM_KEY(ccm_r)
')dnl
	movdqu	eval(16*$2)(KEYS), KLAST
	movdqa	K0, K0L
	pxor	KLAST, K0L
	movdqu	16(STATE), MAC
	pxor	K0, MAC
ifelse($1, enc, `dnl
C S = mac ^ src[0] ^ k0.
	movdqu	(SRC), T
	pxor	T, MAC
', `dnl
C The first plaintext block, alone: S = mac ^ dst[0] ^ k0.
CCM_COUNTER(.Lccm_$1$2_c0)
CCM_ROUNDS($2, 1, 1)dnl
CCM_CTR_LAST(0)
	pxor	CB, MAC
')dnl
	sub	IMM(16), LENGTH
	jz	.Lccm_$1$2_last

C LENGTH counts the bytes after the current block, SRC and DST point at
C it, MAC holds its S. Encryption: the counter block of the current
C block beside the chain; decryption: that of the next one, whose
C plaintext the chain takes next.
	ALIGN(16)
.Lccm_$1$2_loop:
CCM_COUNTER(.Lccm_$1$2_c1)
CCM_ROUNDS($2, 0, 1)dnl
ifelse($1, enc, `dnl
	movdqu	16(SRC), T
	pxor	K0L, T
	aesenclast	T, MAC
CCM_CTR_LAST(0)
', `dnl
CCM_CTR_LAST(16)
	movdqa	CB, T
	pxor	K0L, T
	aesenclast	T, MAC
')dnl
	add	IMM(16), SRC
	add	IMM(16), DST
	sub	IMM(16), LENGTH
	jnz	.Lccm_$1$2_loop

C The last block: its MAC ends with the plain last round.
.Lccm_$1$2_last:
ifelse($1, enc, `dnl
CCM_COUNTER(.Lccm_$1$2_c2)
CCM_ROUNDS($2, 0, 1)dnl
	aesenclast	KLAST, MAC
CCM_CTR_LAST(0)
', `dnl
CCM_ROUNDS($2, 0, 0)dnl
	aesenclast	KLAST, MAC
')dnl
	jmp	.Lccm_$1_done')

C CCM_FUNCTION(dir, name): the function _nettle_ccm_aes_<name>_aesni,
C direction dir (enc or dec), all three key sizes:
C size_t _nettle_ccm_aes_<name>_aesni(unsigned rounds,
C		const uint32_t *keys, uint8_t *state,
C		size_t length, uint8_t *dst, const uint8_t *src);
define(`CCM_FUNCTION', `m4_assert_numargs(2, $#)dnl
PROLOGUE(_nettle_ccm_aes_$2_aesni)
CCM_ENTRY($1)
CCM_BODY($1, AES128_ROUNDS)
CCM_BODY($1, AES192_ROUNDS)
CCM_BODY($1, AES256_ROUNDS)
CCM_EXIT($1)
EPILOGUE(_nettle_ccm_aes_$2_aesni)')

CCM_FUNCTION(enc, encrypt)
CCM_FUNCTION(dec, decrypt)

RODATA
	ALIGN(16)
.Lccm_bswap:
	.byte	15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0
.Lccm_low_one:
	.quad	1, 0
.Lccm_high_one:
	.quad	0, 1
