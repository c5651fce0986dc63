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
C The step, the hooks and the entry and exit are x86_64/gcm-vec.m4's;
C AES from x86_64/aes-vec.m4 (all round keys in zmm16 .. zmm30), GHASH
C from x86_64/ghash-vec.m4 on the table of _nettle_ghash_set_key_vaes_avx512.
C
C CPU features: VAES, VPCLMULQDQ, AVX-512 F, VL, BW; the dispatcher
C asks for FAT_AESNI | FAT_PCLMUL | FAT_VAES | FAT_VPCLMUL | FAT_AVX512.
C VZEROUPPER before returning.
C
C Contract: x86_64/gcm-vec.m4.

include(SRCDIR`/x86_64/aes-vec.m4')
include(SRCDIR`/x86_64/ghash-vec.m4')
AV_SETUP(zmm)
include(SRCDIR`/x86_64/gcm-vec.m4')

C Register map: gcm-vec.m4's general-purpose registers, and
define(`KEYS', `%rcx')	C in: the schedule; then its last round key
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

C GA_KEYS_SETUP(label): all round keys in registers, and the
C byte-reversal mask.
define(`GA_KEYS_SETUP', `m4_assert_numargs(1, $#)dnl
AV_KEYS_LOAD($1)dnl
AV_KEYS_MIDDLE($1)dnl
AV_BCAST(.Lgv_bswap(%rip), GV_BSWAP)
')

	.text
	ALIGN(16)
PROLOGUE(_nettle_gcm_aes_encrypt_vaes_avx512)
GA_ENTRY(enc)dnl
	cmp	IMM(768), LENGTH
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
	C 16 or 32 blocks in all: steps of 16, so that what is hashed
	C after the last AES is 16 blocks, not 32.
GA_STEP(4, encs, `GA_NOHASH', HP)dnl
	mov	DST, HP
GA_ADVANCE(256)
	jz	.Lenc_last1
GA_STEP(4, encs2, `GA_HASH16', HP)dnl
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

GA_TABLES(8)
