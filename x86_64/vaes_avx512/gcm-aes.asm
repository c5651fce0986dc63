C x86_64/vaes_avx512/gcm-aes.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: GCM with AES in one pass, every key size: counter mode with
C GCM's 32-bit counter and GHASH of the ciphertext, 32 blocks (eight
C zmm vectors) a step, the GHASH of 32 other blocks (one reduction)
C spread among the AES rounds, and a last step of 16 blocks when there
C are 16 more. VAESENC and VPCLMULQDQ issue to different pipes on
C Zen 4, so the halves overlap; what is left is the vector ALU work
C and the reduction. Measured (2026-12-02, Zen 4, gcm_aes128, 16 KiB,
C rdtsc loop): two passes 0.26 c/B, one pass with 16 blocks a step and
C a reduction 0.216, with 32 blocks a step and two reductions 0.218,
C with one reduction for the 32 0.195.
C   _nettle_gcm_aes_encrypt_vaes_avx512: a step encrypts its blocks and
C     hashes those of the step before (the ciphertext it wrote, read
C     back from dst); the last step's are hashed alone at the end.
C   _nettle_gcm_aes_decrypt_vaes_avx512: a step hashes and decrypts its
C     own blocks of src (the hash loads come before the stores, so dst
C     == src is fine).
C AES from x86_64/aes-vec.m4 (all round keys in zmm16 .. zmm30), GHASH
C from x86_64/ghash-vec.m4 on the table of _nettle_ghash_set_key_vaes_avx512.
C
C CPU features: VAES, VPCLMULQDQ, AVX-512 F, VL, BW; the dispatcher
C asks for FAT_AESNI | FAT_PCLMUL | FAT_VAES | FAT_VPCLMUL | FAT_AVX512.
C VZEROUPPER before returning.
C
C Contract (gcm-internal.h): size_t f(const struct gcm_key *key,
C   union nettle_block16 *x, unsigned rounds, const uint32_t *keys,
C   uint8_t *ctr, size_t length, uint8_t *dst, const uint8_t *src);
C does the first length rounded down to 256 bytes (0 below 256, and
C then touches nothing), returns that; the counter ctr is GCM's: its
C last 4 bytes count the blocks, big-endian, modulo 2^32, and are left
C at the block after the last one done; x is the GHASH state. Reads
C and writes no byte past what it did. No alignment needed.

include(SRCDIR`/x86_64/aes-vec.m4')
include(SRCDIR`/x86_64/ghash-vec.m4')
AV_SETUP(zmm)

C Register map. General purpose:
define(`CTX', `%rdi')	C the GHASH table, whole call
define(`XP', `%rsi')	C the GHASH state, read at entry, written at exit
define(`ROUNDS', `%rdx')	C in: rounds; then 16 * rounds
define(`KEYS', `%rcx')	C in: the schedule; then its last round key
define(`CTR', `%r8')	C the counter, read at entry, written at exit
define(`LENGTH', `%r9')	C bytes left, a multiple of 256
define(`DST', `%r10')	C next output block
define(`SRC', `%r11')	C next input block
define(`HP', `%rax')	C encrypt: the blocks to hash (dst of the last step)
define(`DONE', `%rbx')	C the return value (callee-saved: pushed)
C Vector: 0 .. 7 the AES blocks of a step; 16 .. 30 the round keys
C (AV_KNUM); GHASH (ghash-vec.m4 names) in 9 .. 15 and 31, so that the
C xmm code of GV_FINISH, which is VEX, only sees registers below 16.
define(`GA_CTR', 8)	C the counters of the next step's vector 0, byte-reversed
define(`GV_BSWAP', 31)	C byte reversal in every lane (AES counters too)
define(`GV_Y', 9)
define(`GV_LO', 10)
define(`GV_MID', 11)
define(`GV_HI', 12)
define(`GV_X', 13)	C every set: the blocks
define(`GV_P', 14)	C every set: the powers
define(`GV_T1', 15)	C every set: the one temporary
define(`GV_T2', 15)
define(`GV_FA', 13)
define(`GV_FB', 15)
define(`GV_FC', 13)
define(`GV_YP', 14)	C H^n, loaded by GV_FINISH(n)
define(`GV_YP_LOAD', `	vmovdqu	GV_POW($1)`'(CTX), %xmm`'GV_YP
')
define(`GV_POLY_OP', `.Lgv_poly(%rip)')

C GA_ROUNDS(n, label, hook): the middle AES rounds on registers
C 0 .. n-1, entered by key size, with hook(j) after the round of key
C slot j for j = 5 .. 13 (the rounds every key size has).
define(`GA_ROUNDS', `m4_assert_numargs(3, $#)dnl
	cmp	IMM(192), XREG(ROUNDS)
	jb	.L$2_r10
	je	.L$2_r12
AV_ROUND(vaesenc, 1, $1)dnl
AV_ROUND(vaesenc, 2, $1)dnl
.L$2_r12:
AV_ROUND(vaesenc, 3, $1)dnl
AV_ROUND(vaesenc, 4, $1)dnl
.L$2_r10:
forloop(`ga_j', 5, 13, `AV_ROUND(vaesenc, ga_j, $1)$3(ga_j)')')

C Hooks: none; or the GHASH of a batch of 16 or 32 blocks at a
C register, one vector after each of the rounds of slots 5 .. 12 (all
C key sizes have them), and GV_FINISH at the end of the step: one
C reduction for 32 blocks.
define(`GA_NOHASH', `')
define(`GA_HASH16', `ifelse(eval($1 <= 8), 1,
`GV_BATCH_VECTOR(eval($1 - 5), GA_HP, yes, 16)')')
define(`GA_HASH32', `ifelse(eval($1 <= 12), 1,
`GV_BATCH_VECTOR(eval($1 - 5), GA_HP, yes, 32)')')

C GA_STEP(n, label, hook, hp): 4n blocks from SRC to DST: dst = src ^
C E(counter), the counters from GA_CTR, which advances by 4n (the low
C dword of each lane only: VPADDD, GCM's inc32); with the hook's GHASH,
C of the blocks at register hp, among the rounds.
define(`GA_STEP', `m4_assert_numargs(4, $#)dnl
pushdef(`GA_HP', `$4')dnl
	vpshufb	AV_V(GV_BSWAP), AV_V(GA_CTR), AV_V(0)
forloop(`ga_b', 1, eval($1 - 1), `	vpaddd	.Lga_inc+eval(64 * ga_b)(%rip), AV_V(GA_CTR), AV_V(ga_b)
	vpshufb	AV_V(GV_BSWAP), AV_V(ga_b), AV_V(ga_b)
')dnl
	vpaddd	.Lga_inc+eval(64 * $1)(%rip), AV_V(GA_CTR), AV_V(GA_CTR)
forloop(`ga_b', 0, eval($1 - 1), `AV_XOR(AV_KEY(0), AV_V(ga_b), AV_V(ga_b))
')dnl
GA_ROUNDS($1, $2, `$3')dnl
forloop(`ga_b', 0, eval($1 - 1), `	vaesenclast	AV_KEY(14), AV_V(ga_b), AV_V(ga_b)
AV_XOR(eval(64 * ga_b)(SRC), AV_V(ga_b), AV_V(ga_b))
	vmovdqu64	AV_V(ga_b), eval(64 * ga_b)(DST)
')dnl
ifelse(`$3', `GA_NOHASH', , `GV_FINISH(ifelse(`$3', `GA_HASH16', 16, 32))
')dnl
popdef(`GA_HP')')

C GA_ADVANCE(bytes): SRC, DST and LENGTH past a step.
define(`GA_ADVANCE', `m4_assert_numargs(1, $#)dnl
	add	IMM($1), SRC
	add	IMM($1), DST
	sub	IMM($1), LENGTH')

C GA_ENTRY(label): the common start: DONE = the bytes to do (to
C .L<label>_none if 0), the arguments from the stack, the keys, the
C counters, Y.
define(`GA_ENTRY', `m4_assert_numargs(1, $#)dnl
	push	DONE
	mov	LENGTH, DONE
	and	IMM(-256), DONE
	jz	.L$1_none
	mov	DONE, LENGTH
	mov	16(%rsp), DST
	mov	24(%rsp), SRC
AV_KEYS_LOAD($1)dnl
AV_KEYS_MIDDLE($1)dnl
AV_BCAST(.Lgv_bswap(%rip), GV_BSWAP)
	vbroadcasti32x4	(CTR), AV_V(GA_CTR)
	vpshufb	AV_V(GV_BSWAP), AV_V(GA_CTR), AV_V(GA_CTR)
	vpaddd	.Lga_inc(%rip), AV_V(GA_CTR), AV_V(GA_CTR)
	vmovdqu	(XP), %xmm`'GV_Y
	vpshufb	.Lgv_bswap(%rip), %xmm`'GV_Y, %xmm`'GV_Y
')

C GA_EXIT(label): stores Y and the counter (lane 0 of GA_CTR), returns
C DONE.
define(`GA_EXIT', `m4_assert_numargs(1, $#)dnl
	vpshufb	.Lgv_bswap(%rip), %xmm`'GV_Y, %xmm`'GV_Y
	vmovdqu	%xmm`'GV_Y, (XP)
	vpshufb	.Lgv_bswap(%rip), %xmm`'GA_CTR, %xmm`'GA_CTR
	vmovdqu	%xmm`'GA_CTR, (CTR)
	vzeroupper
.L$1_none:
	mov	DONE, %rax
	pop	DONE
	ret')

	.text
	ALIGN(16)
PROLOGUE(_nettle_gcm_aes_encrypt_vaes_avx512)
GA_ENTRY(enc)dnl
	cmp	IMM(512), LENGTH
	jb	.Lenc_small
	C The first step: no ciphertext to hash yet.
GA_STEP(8, enc0, `GA_NOHASH', HP)dnl
	mov	DST, HP
GA_ADVANCE(512)
	ALIGN(16)
.Lenc_loop:
	C LENGTH bytes left at SRC; HP: the 32 blocks of the last step.
	cmp	IMM(512), LENGTH
	jb	.Lenc_tail
GA_STEP(8, enc, `GA_HASH32', HP)dnl
	mov	DST, HP
GA_ADVANCE(512)
	jmp	.Lenc_loop
.Lenc_tail:
	test	LENGTH, LENGTH
	jz	.Lenc_last2
	C 16 blocks left; the 32 of the last step to hash.
GA_STEP(4, enct, `GA_HASH32', HP)dnl
	mov	DST, HP
	jmp	.Lenc_last1
.Lenc_small:
	C 16 blocks in all.
GA_STEP(4, encs, `GA_NOHASH', HP)dnl
	mov	DST, HP
	jmp	.Lenc_last1
.Lenc_last2:
GV_BATCH(HP, yes, 32)dnl
	jmp	.Lenc_exit
.Lenc_last1:
GV_BATCH(HP, yes, 16)dnl
.Lenc_exit:
GA_EXIT(enc)
EPILOGUE(_nettle_gcm_aes_encrypt_vaes_avx512)

	ALIGN(16)
PROLOGUE(_nettle_gcm_aes_decrypt_vaes_avx512)
GA_ENTRY(dec)dnl
	ALIGN(16)
.Ldec_loop:
	C LENGTH bytes left at SRC, hashed and decrypted a step at a time.
	cmp	IMM(512), LENGTH
	jb	.Ldec_tail
GA_STEP(8, dec, `GA_HASH32', SRC)dnl
GA_ADVANCE(512)
	jmp	.Ldec_loop
.Ldec_tail:
	test	LENGTH, LENGTH
	jz	.Ldec_done
GA_STEP(4, dect, `GA_HASH16', SRC)dnl
.Ldec_done:
GA_EXIT(dec)
EPILOGUE(_nettle_gcm_aes_decrypt_vaes_avx512)

RODATA
	ALIGN(64)
C Entry b (64 bytes): 4 * b in the low dword of each lane, except entry
C 0: the lane number, which makes the lanes of the first vector from a
C broadcast counter; entry 8 is the advance of a step of 32 blocks,
C entry 4 of one of 16.
.Lga_inc:
forloop(`ga_b', 0, 8, `forloop(`ga_l', 0, 3, `	.long	ifelse(ga_b, 0, ga_l, eval(4 * ga_b)), 0, 0, 0
')')dnl
GV_TABLES
