C x86_64/pclmul/gcm-aes.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: GCM with AES in one pass at xmm width, every key size:
C counter mode with GCM's 32-bit counter and GHASH of the ciphertext,
C eight blocks a step, with the GHASH of eight blocks (products by
C H^8 .. H^1 summed unreduced, one reduction) spread among the AES
C rounds, so that the AES-NI and PCLMULQDQ units work at the same
C time instead of in two passes.
C   _nettle_gcm_aes_encrypt_pclmul: a step encrypts its blocks and
C     hashes those of the step before (the ciphertext it wrote, read
C     back from dst); the last step's are hashed alone at the end.
C   _nettle_gcm_aes_decrypt_pclmul: a step hashes and decrypts its own
C     blocks of src (every load of a step comes before its stores, so
C     dst == src is fine).
C Both come from one step macro (GCM_STEP) with a hook for the GHASH.
C The AES rounds are AESNI_STEP of x86_64/aesni/aesni.m4, the GHASH
C arithmetic CLMUL_ACC_LOAD and REDUCE of x86_64/pclmul/ghash.m4, on the
C table of _nettle_ghash_set_key_pclmul (H'^1 .. H'^8 at 16 * (i - 1),
C ghash-set-key.asm), whose group these routines belong to.
C
C Counter blocks: made one step ahead in general-purpose registers, in
C eight stack slots that hold the counter block xored with the first
C round key (so a step loads its eight and starts at round 1): only
C the last dword changes, bswap(c + i) ^ (its dword of the key),
C written while the step before is in its rounds (GCM_NEXT_SET).
C 32-bit arithmetic gives GCM's inc32 (the count wraps modulo 2^32,
C bytes 0 .. 11 never change). The first set is made with vector
C instructions (PADDD on the byte-reversed block) and 16-byte stores.
C
C GHASH products are schoolbook (four PCLMULQDQ a block): Karatsuba
C would trade one PCLMULQDQ a block (on a port AESENC does not use,
C on Intel cores) for a PSHUFD and a PXOR, which compete with AESENC
C (counted, not measured).
C
C CPU features: AES-NI, PCLMULQDQ, SSSE3 (PSHUFB), SSE2; legacy SSE
C encoding (memory operands only where 16-byte aligned: the constants
C and the stack slots; keys, table and data are loaded with MOVDQU).
C The pclmul rows of the GHASH group in fat-table.h ask for AES-NI as
C well.
C
C Contract (gcm-internal.h): size_t f(const struct gcm_key *key,
C   union nettle_block16 *x, unsigned rounds, const uint32_t *keys,
C   uint8_t *ctr, size_t length, uint8_t *dst, const uint8_t *src);
C does the first length rounded down to 128 bytes (0 below 128, and
C then touches nothing), returns that; ctr is left at the block after
C the last one done; x is the GHASH state. Reads and writes no byte of
C src or dst past what it did. No alignment needed.
C
C Speed, TSC cycles/byte, this routine alone at 4 KiB / 16 KiB, Intel
C Xeon (Emerald Rapids class, TSC 2.3 GHz), 2026-12-02: AES-128 0.35 /
C 0.35 both ways (the two passes: 0.49), AES-256 0.43 / 0.42 (0.61).
C The core is bound by its three vector ports (AESENC on two of them):
C what made the difference were vector uops not spent, namely register
C copies replaced by loads (CLMUL_ACC_LOAD, REDUCE with poly from
C memory: 0.40 -> 0.37) and BSWAP kept out of most steps
C (GCM_NEXT_SET: 0.37 -> 0.35).

include(SRCDIR`/x86_64/aesni/aesni.m4')
include(SRCDIR`/x86_64/pclmul/ghash.m4')

C Register map. General purpose:
define(`CTX', `%rdi')	C the GHASH table, whole call
define(`XP', `%rsi')	C the GHASH state, read at entry, written at exit
define(`ROUNDS', `%rdx')	C in: rounds; then 16 * rounds
define(`KEYS', `%rcx')	C in: the schedule; then its last round key
define(`CTR', `%r8')	C in: the counter block; kept in the frame (F_CTR)
define(`TT', `%r8')	C scratch, once CTR is saved
define(`LENGTH', `%r9')	C bytes left, a multiple of 128
define(`DST', `%r10')	C next output block
define(`SRC', `%r11')	C next input block
define(`CNT', `%rax')	C the count (low dword) of the block in slot 0
C Vector:
C xmm0 .. xmm7: the AES states of the eight blocks of a step
define(`KEY', `%xmm8')	C the round key of the current round
define(`LO', `%xmm9')	C GHASH sum of a step, low part
define(`MID', `%xmm10')	C GHASH sum, cross terms
define(`HI', `%xmm11')	C GHASH sum, high part; reduced: the new Y
define(`Y', `%xmm11')	C the GHASH state, byte-reversed, between steps (shares HI)
define(`D', `%xmm12')	C the block being hashed; last key ^ src in the last round
define(`T', `%xmm13')	C GHASH scratch; a power of H times an even block
define(`P', `%xmm14')	C a power of H times a block: odd blocks (T: even ones)
C xmm15 is not used.

C Stack frame, %rsp aligned to 16:
C   0 .. 127: the counter set, eight blocks, big-endian, xor the first key
define(`F_SP', `128(%rsp)')	C the stack pointer at entry
define(`F_CTR', `136(%rsp)')	C the counter pointer
define(`F_DONE', `144(%rsp)')	C the return value
define(`F_K0W', `152(%rsp)')	C the last dword of the first round key
define(`F_K0B', `156(%rsp)')	C its last byte, zero-extended to a dword
define(`F_SIZE', `160')

C GCM_NEXT_SET(label): the counter blocks of the step after this one
C into the slots (this step has loaded its own); CNT advances by 8.
C When the low byte of the count does not carry from CNT to CNT + 15
C (all but about one step in 32), only byte 15 of each block changes,
C and the step writes that byte; else the whole last dword, byte
C reversed (BSWAP, which competes with the vector units for a port).
C Clobbers TT.
define(`GCM_NEXT_SET', `m4_assert_numargs(1, $#)dnl
	cmp	IMM(0xf0), LREG(CNT)
	ja	.L$1_carry
forloop(`gn_i', 0, 7, `	lea	eval(8 + gn_i)(CNT), XREG(TT)
	xor	F_K0B, XREG(TT)
	mov	LREG(TT), eval(16 * gn_i + 15)(%rsp)
')dnl
	jmp	.L$1_set
.L$1_carry:
forloop(`gn_i', 0, 7, `	lea	eval(8 + gn_i)(CNT), XREG(TT)
	bswap	XREG(TT)
	xor	F_K0W, XREG(TT)
	mov	XREG(TT), eval(16 * gn_i + 12)(%rsp)
')dnl
.L$1_set:
	add	IMM(8), XREG(CNT)
')

C GCM_HASH(i, off, base): block i of eight at off(base), times H^(8-i),
C added to LO, MID, HI; block 0 also takes in Y (before HI, which is Y,
C and LO, MID start from zero there). Clobbers D, P, T.
define(`GCM_HASH', `m4_assert_numargs(3, $#)dnl
	movdqu	eval($2 + 16 * $1)($3), D
	pshufb	.Lbswap(%rip), D
ifelse($1, 0, `	pxor	Y, D
	pxor	LO, LO
	pxor	MID, MID
	pxor	HI, HI
')dnl
	CLMUL_ACC_LOAD(D, eval(16 * (7 - $1))(CTX), LO, MID, HI, ifelse(eval($1 % 2), 0, T, P))
')

C GCM_REDUCE: Y = the reduced sum.
define(`GCM_REDUCE', `	REDUCE(LO, MID, HI, .Lpoly(%rip), T)
')

C Hooks for GCM_STEP, called after middle round j = 1 .. 9 of the
C last nine (which every key size has): GCM_NOHASH does nothing;
C GCM_HASH_AT(off, base) hashes block j - 1 of the eight at off(base)
C after rounds 1 .. 8 and reduces after round 9.
define(`GCM_NOHASH', `')
define(`GCM_HASH_AT', `ifelse(eval($1 <= 8), 1,
`GCM_HASH(eval($1 - 1), $2, $3)', `GCM_REDUCE')')

C GCM_ROUND(offset): one middle round of the eight blocks with the
C round key at offset(KEYS). Clobbers KEY.
define(`GCM_ROUND', `	movdqu	$1(KEYS), KEY
AESNI_STEP(aesenc, KEY, 0, 7)')

C GCM_STEP(label, hook, hookargs): the eight blocks at SRC to DST,
C dst = src ^ E(counter), their counter blocks from the slots; the
C slots get the counters of the step after. hook(j, hookargs) after
C the middle rounds that all key sizes share (entered by key size, as
C ctr-aes-crypt.asm's AES_ROUNDS). Pointers are not advanced.
define(`GCM_STEP', `m4_assert_numargs(3, $#)dnl
forloop(`gs_i', 0, 7, `	movdqa	eval(16 * gs_i)(%rsp), %xmm`'gs_i
')dnl
GCM_NEXT_SET($1)dnl
	cmp	IMM(192), XREG(ROUNDS)
	jb	.L$1_r10
	je	.L$1_r12
GCM_ROUND(-208)dnl
GCM_ROUND(-192)dnl
.L$1_r12:
GCM_ROUND(-176)dnl
GCM_ROUND(-160)dnl
.L$1_r10:
forloop(`gs_j', 1, 9, `GCM_ROUND(eval(-16 * (10 - gs_j)))dnl
$2(gs_j, $3)')dnl
	movdqu	(KEYS), KEY
forloop(`gs_i', 0, 7, `	movdqu	eval(16 * gs_i)(SRC), D
	pxor	KEY, D
	aesenclast	D, %xmm`'gs_i
	movdqu	%xmm`'gs_i, eval(16 * gs_i)(DST)
')')

C GCM_ADVANCE: SRC and DST past a step, LENGTH counted down (flags:
C zero when nothing is left).
define(`GCM_ADVANCE', `	add	IMM(128), SRC
	add	IMM(128), DST
	sub	IMM(128), LENGTH')

C GCM_ENTRY(label): the common start: F_DONE = the bytes to do (to
C .L<label>_none, returning 0, when there is no whole step), the
C frame, DST and SRC from the stack, the first counter set, ROUNDS and
C KEYS as the rounds want them, Y.
define(`GCM_ENTRY', `m4_assert_numargs(1, $#)dnl
	and	IMM(-128), LENGTH
	jz	.L$1_none
	mov	8(%rsp), DST
	mov	16(%rsp), SRC
	mov	%rsp, %rax
	sub	IMM(eval(F_SIZE + 15)), %rsp
	and	IMM(-16), %rsp
	mov	%rax, F_SP
	mov	CTR, F_CTR
	mov	LENGTH, F_DONE
	mov	12(KEYS), XREG(%rax)
	mov	XREG(%rax), F_K0W
	movzbl	15(KEYS), XREG(%rax)
	mov	XREG(%rax), F_K0B
	movdqu	(KEYS), KEY
	movdqu	(CTR), T
	pshufb	.Lbswap(%rip), T
	movd	T, XREG(CNT)
forloop(`ge_i', 0, 7, `	movdqa	T, D
	paddd	.Linc+eval(16 * ge_i)(%rip), D
	pshufb	.Lbswap(%rip), D
	pxor	KEY, D
	movdqa	D, eval(16 * ge_i)(%rsp)
')dnl
	mov	XREG(ROUNDS), XREG(ROUNDS)
	shl	IMM(4), ROUNDS
	add	ROUNDS, KEYS
	movdqu	(XP), Y
	pshufb	.Lbswap(%rip), Y
')

C GCM_EXIT(label): stores Y and the counter, returns F_DONE.
define(`GCM_EXIT', `m4_assert_numargs(1, $#)dnl
	pshufb	.Lbswap(%rip), Y
	movdqu	Y, (XP)
	mov	F_CTR, TT
	bswap	XREG(CNT)
	mov	XREG(CNT), 12(TT)
	mov	F_DONE, %rax
	mov	F_SP, %rsp
	ret
.L$1_none:
	xor	XREG(%rax), XREG(%rax)
	ret')

	.text
	ALIGN(16)
PROLOGUE(_nettle_gcm_aes_encrypt_pclmul)
GCM_ENTRY(enc)dnl
	C The first step: no ciphertext to hash yet.
GCM_STEP(enc0, `GCM_NOHASH', `')dnl
GCM_ADVANCE
	jz	.Lenc_last
	ALIGN(16)
.Lenc_loop:
	C LENGTH bytes left at SRC; the eight blocks before DST to hash.
GCM_STEP(enc, `GCM_HASH_AT', `-128, DST')dnl
GCM_ADVANCE
	jnz	.Lenc_loop
.Lenc_last:
	C The last step's ciphertext, alone.
forloop(`gl_i', 0, 7, `GCM_HASH(gl_i, -128, DST)')dnl
GCM_REDUCE
GCM_EXIT(enc)
EPILOGUE(_nettle_gcm_aes_encrypt_pclmul)

	ALIGN(16)
PROLOGUE(_nettle_gcm_aes_decrypt_pclmul)
GCM_ENTRY(dec)dnl
	ALIGN(16)
.Ldec_loop:
	C LENGTH bytes left at SRC, hashed and decrypted a step at a time.
GCM_STEP(dec, `GCM_HASH_AT', `0, SRC')dnl
GCM_ADVANCE
	jnz	.Ldec_loop
GCM_EXIT(dec)
EPILOGUE(_nettle_gcm_aes_decrypt_pclmul)

RODATA
GHASH_CONSTANTS
C Entry i: i in the low dword (the count of a byte-reversed block).
.Linc:
forloop(`gi_i', 0, 7, `	.long	gi_i, 0, 0, 0
')
