C x86_64/vaes_avx512/gcm-aes.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: GCM with AES in one pass, every key size: counter mode with
C GCM's 32-bit counter and GHASH of the ciphertext, 16 blocks (four zmm
C vectors) a step, the GHASH of 16 blocks spread among the AES rounds
C of 16 others. On Zen 4, VAESENC and VPCLMULQDQ issue to different
C pipes, so the two halves overlap instead of adding up.
C   _nettle_gcm_aes_encrypt_vaes_avx512: step k encrypts batch k and
C     hashes batch k - 1 (the ciphertext it wrote a step earlier, read
C     back from dst); the last batch is hashed alone at the end.
C   _nettle_gcm_aes_decrypt_vaes_avx512: step k hashes and decrypts
C     batch k of src (the hash loads come before the stores, so dst ==
C     src is fine).
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
define(`DST', `%r10')	C next output batch
define(`SRC', `%r11')	C next input batch
define(`HP', `%rax')	C encrypt: the batch to hash (dst of the last step)
define(`DONE', `%rbx')	C the return value (callee-saved: pushed)
C Vector: 0 .. 3 the AES blocks of a step; 16 .. 30 the round keys
C (AV_KNUM); GHASH in 5, 7 .. 15 as below (ghash-vec.m4 names).
define(`GA_CTR', 4)	C the counters of the next step's vector 0, byte-reversed
define(`GA_T', 6)	C last key ^ src, per vector
define(`GV_BSWAP', 5)	C byte reversal in every lane (AES counters too)
define(`GV_Y', 7)
define(`GV_POLY', 8)
define(`GV_LO', 9)
define(`GV_MID', 10)
define(`GV_HI', 11)
define(`GV_SET', 12)	C one set, 12 .. 15, for every vector
define(`GV_FA', 12)
define(`GV_FB', 13)
define(`GV_FC', 14)
define(`GV_YP', 15)	C H^16, loaded by GV_FINISH (the set uses 15 before)
define(`GV_YP_LOAD', `	vmovdqu	(CTX), %xmm`'GV_YP
')

C GA_ROUNDS(label, hook): the middle AES rounds on registers 0 .. 3,
C entered by key size, with hook(j) after the round of key slot j for
C j = 5 .. 13 (the rounds every key size has).
define(`GA_ROUNDS', `m4_assert_numargs(2, $#)dnl
	cmp	IMM(192), XREG(ROUNDS)
	jb	.L$1_r10
	je	.L$1_r12
AV_ROUND(vaesenc, 1, 4)dnl
AV_ROUND(vaesenc, 2, 4)dnl
.L$1_r12:
AV_ROUND(vaesenc, 3, 4)dnl
AV_ROUND(vaesenc, 4, 4)dnl
.L$1_r10:
forloop(`ga_j', 5, 13, `AV_ROUND(vaesenc, ga_j, 4)$2(ga_j)')')

C Hooks: none, or the GHASH vectors of the batch at HP (encrypt) or
C SRC (decrypt), one after each of the rounds of slots 5 .. 8.
define(`GA_NOHASH', `')
define(`GA_HASH_HP', `ifelse(eval($1 <= 8), 1, `GV_BATCH_VECTOR(eval($1 - 5), HP, yes)')')
define(`GA_HASH_SRC', `ifelse(eval($1 <= 8), 1, `GV_BATCH_VECTOR(eval($1 - 5), SRC, yes)')')

C GA_STEP(label, hook): 16 blocks from SRC to DST: dst = src ^
C E(counter), the counters from GA_CTR, which advances by 16 (the low
C dword of each lane only: VPADDD, GCM's counter); with the hook's
C GHASH vectors among the rounds and, when there are some, GV_FINISH
C at the end.
define(`GA_STEP', `m4_assert_numargs(2, $#)dnl
	vpshufb	AV_V(GV_BSWAP), AV_V(GA_CTR), AV_V(0)
forloop(`ga_b', 1, 3, `	vpaddd	.Lga_inc+eval(64 * ga_b)(%rip), AV_V(GA_CTR), AV_V(ga_b)
	vpshufb	AV_V(GV_BSWAP), AV_V(ga_b), AV_V(ga_b)
')dnl
	vpaddd	.Lga_inc+256(%rip), AV_V(GA_CTR), AV_V(GA_CTR)
forloop(`ga_b', 0, 3, `AV_XOR(AV_KEY(0), AV_V(ga_b), AV_V(ga_b))
')dnl
GA_ROUNDS($1, `$2')dnl
forloop(`ga_b', 0, 3, `AV_XOR(eval(64 * ga_b)(SRC), AV_KEY(14), AV_V(GA_T))
	vaesenclast	AV_V(GA_T), AV_V(ga_b), AV_V(ga_b)
	vmovdqu64	AV_V(ga_b), eval(64 * ga_b)(DST)
')dnl
ifelse(`$2', `GA_NOHASH', , `GV_FINISH
')')

C GA_ENTRY(label): the common start: DONE = the bytes to do (to .L<label>_none
C if 0), the arguments from the stack, the keys, the counters, Y.
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
	vmovdqu	(CTR), %xmm`'GA_CTR
	vpshufb	%xmm`'GV_BSWAP, %xmm`'GA_CTR, %xmm`'GA_CTR
AV_BCAST_LANE0(GA_CTR)
	vpaddd	.Lga_inc(%rip), AV_V(GA_CTR), AV_V(GA_CTR)
	vmovdqu	(XP), %xmm`'GV_Y
	vpshufb	%xmm`'GV_BSWAP, %xmm`'GV_Y, %xmm`'GV_Y
	vmovq	.Lgv_poly(%rip), %xmm`'GV_POLY
')

C GA_EXIT(label): stores Y and the counter (lane 0 of GA_CTR), returns DONE.
define(`GA_EXIT', `m4_assert_numargs(1, $#)dnl
	vpshufb	%xmm`'GV_BSWAP, %xmm`'GV_Y, %xmm`'GV_Y
	vmovdqu	%xmm`'GV_Y, (XP)
	vpshufb	%xmm`'GV_BSWAP, %xmm`'GA_CTR, %xmm`'GA_CTR
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
	C The first batch: no ciphertext to hash yet.
GA_STEP(enc0, `GA_NOHASH')dnl
	mov	DST, HP
	add	IMM(256), SRC
	add	IMM(256), DST
	sub	IMM(256), LENGTH
	jz	.Lenc_last
	ALIGN(16)
.Lenc_loop:
	C LENGTH bytes left at SRC; HP: the ciphertext of the last step.
GA_STEP(enc, `GA_HASH_HP')dnl
	mov	DST, HP
	add	IMM(256), SRC
	add	IMM(256), DST
	sub	IMM(256), LENGTH
	jnz	.Lenc_loop
.Lenc_last:
GV_BATCH(HP, yes)dnl
GA_EXIT(enc)
EPILOGUE(_nettle_gcm_aes_encrypt_vaes_avx512)

	ALIGN(16)
PROLOGUE(_nettle_gcm_aes_decrypt_vaes_avx512)
GA_ENTRY(dec)dnl
	ALIGN(16)
.Ldec_loop:
	C LENGTH bytes left at SRC, hashed and decrypted by this step.
GA_STEP(dec, `GA_HASH_SRC')dnl
	add	IMM(256), SRC
	add	IMM(256), DST
	sub	IMM(256), LENGTH
	jnz	.Ldec_loop
GA_EXIT(dec)
EPILOGUE(_nettle_gcm_aes_decrypt_vaes_avx512)

RODATA
	ALIGN(64)
C Entry b (64 bytes): 4 * b + lane in the low dword of each lane, so
C that entry 0 makes the lanes of the first vector from a broadcast
C counter and entry b vector b of a step from GA_CTR; entry 4 is the
C advance of a step (16 in every lane).
.Lga_inc:
forloop(`ga_b', 0, 4, `forloop(`ga_l', 0, 3, `	.long	ifelse(ga_b, 0, ga_l, eval(4 * ga_b)), 0, 0, 0
')')dnl
GV_TABLES
