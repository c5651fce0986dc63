C x86_64/gcm-vec.m4 -- GCM with AES in one pass over wide vectors, one
C body for every width.
C
C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.
C
C Included after x86_64/aes-vec.m4, x86_64/ghash-vec.m4 and AV_SETUP by
C x86_64/vaes_avx512/gcm-aes.asm: counter mode with GCM's 32-bit
C counter and GHASH of the ciphertext, the GHASH of one batch of blocks
C spread among the AES rounds of another, one vector after each of the
C rounds of key slots 5 .. 12 (all key sizes have them). The file gives
C the register map (GV_* and GA_CTR), the steps' sizes, and
C GA_KEYS_SETUP. Nothing here is zmm-only, but a ymm user would have to
C fit 16 registers: x86_64/vaes_avx2/gcm-aes.asm says how that was
C tried and why that backend keeps two passes.
C
C Contract of both files (gcm-internal.h): size_t f(const struct
C   gcm_key *key, union nettle_block16 *x, unsigned rounds, const
C   uint32_t *keys, uint8_t *ctr, size_t length, uint8_t *dst, const
C   uint8_t *src);
C does the first length rounded down to 256 bytes (0 below 256, and
C then touches nothing), returns that; the counter ctr is GCM's: its
C last 4 bytes count the blocks, big-endian, modulo 2^32, and are left
C at the block after the last one done; x is the GHASH state. Reads
C and writes no byte past what it did. No alignment needed.
C
C General-purpose registers, the same in both files (System V; dst and
C src are the stack arguments):
define(`CTX', `%rdi')	C the GHASH table, whole call
define(`XP', `%rsi')	C the GHASH state, read at entry, written at exit
define(`ROUNDS', `%rdx')	C in: rounds; then 16 * rounds
define(`CTR', `%r8')	C the counter, read at entry, written at exit
define(`LENGTH', `%r9')	C bytes left, a multiple of 256
define(`DST', `%r10')	C next output block
define(`SRC', `%r11')	C next input block
define(`HP', `%rax')	C encrypt: the blocks to hash (dst of the last step)
define(`DONE', `%rbx')	C the return value (callee-saved: pushed)
C The schedule is in %rcx; each file names it (KEYS or KEY0).

C GA_ROUNDS(n, label, hook): the middle AES rounds on registers
C 0 .. n-1, entered by key size, with hook(j) after the round of key
C slot j for j = 5 .. 13.
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

C Hooks: none; or the GHASH of a batch of 16 or 32 blocks at register
C GA_HP, vector j - 5 after the round of slot j (as many vectors as the
C batch has, at most the eight of slots 5 .. 12), and GV_FINISH at the
C end of the step: one reduction for the batch.
define(`GA_NOHASH', `')
define(`GA_HASH16', `ifelse(eval($1 - 5 < 16 / AV_BPV), 1,
`GV_BATCH_VECTOR(eval($1 - 5), GA_HP, yes, 16)')')
define(`GA_HASH32', `ifelse(eval($1 - 5 < 32 / AV_BPV), 1,
`GV_BATCH_VECTOR(eval($1 - 5), GA_HP, yes, 32)')')

C GA_STEP(n, label, hook, hp): n vectors from SRC to DST: dst = src ^
C E(counter), the counters from GA_CTR, which advances by n vectors
C (the low dword of each lane only: VPADDD, GCM's inc32); with the
C hook's GHASH, of the blocks at register hp, among the rounds.
define(`GA_STEP', `m4_assert_numargs(4, $#)dnl
pushdef(`GA_HP', `$4')dnl
	vpshufb	AV_V(GV_BSWAP), AV_V(GA_CTR), AV_V(0)
forloop(`ga_b', 1, eval($1 - 1), `	vpaddd	.Lga_inc+eval(AV_TVB * ga_b)(%rip), AV_V(GA_CTR), AV_V(ga_b)
	vpshufb	AV_V(GV_BSWAP), AV_V(ga_b), AV_V(ga_b)
')dnl
	vpaddd	.Lga_inc+eval(AV_TVB * $1)(%rip), AV_V(GA_CTR), AV_V(GA_CTR)
AV_KLOAD(0)dnl
forloop(`ga_b', 0, eval($1 - 1), `AV_XOR(AV_KEY(0), AV_V(ga_b), AV_V(ga_b))
')dnl
GA_ROUNDS($1, $2, `$3')dnl
AV_KLOAD(14)dnl
forloop(`ga_b', 0, eval($1 - 1), `	vaesenclast	AV_KEY(14), AV_V(ga_b), AV_V(ga_b)
AV_XOR(eval(AV_VB * ga_b)(SRC), AV_V(ga_b), AV_V(ga_b))
	AV_MOVU	AV_V(ga_b), eval(AV_VB * ga_b)(DST)
')dnl
ifelse(`$3', `GA_NOHASH', , `GV_FINISH(ifelse(`$3', `GA_HASH16', 16, 32))
')dnl
popdef(`GA_HP')')

C GA_ADVANCE(bytes): SRC, DST and LENGTH past a step (the flags of
C LENGTH left).
define(`GA_ADVANCE', `m4_assert_numargs(1, $#)dnl
	add	IMM($1), SRC
	add	IMM($1), DST
	sub	IMM($1), LENGTH')

C GA_ENTRY(label): the common start: DONE = the bytes to do (to
C .L<label>_none if 0), the arguments from the stack, the keys
C (GA_KEYS_SETUP(label), the file's), the counters, Y.
define(`GA_ENTRY', `m4_assert_numargs(1, $#)dnl
	push	DONE
	mov	LENGTH, DONE
	and	IMM(-256), DONE
	jz	.L$1_none
	mov	DONE, LENGTH
	mov	16(%rsp), DST
	mov	24(%rsp), SRC
GA_KEYS_SETUP($1)dnl
AV_BCAST((CTR), GA_CTR)
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

C GA_TABLES(n): the counter increments of a step of n vectors, then
C ghash-vec.m4's constants. Entry b (AV_TVB bytes): AV_BPV * b in the
C low dword of each lane, except entry 0: the lane number, which makes
C the lanes of the first vector from a broadcast counter; entry n is
C the advance of a step.
define(`GA_TABLES', `m4_assert_numargs(1, $#)dnl
RODATA
	ALIGN(64)
.Lga_inc:
forloop(`ga_b', 0, $1, `forloop(`ga_l', 0, eval(AV_BPV - 1), `	.long	ifelse(ga_b, 0, ga_l, eval(AV_BPV * ga_b)), 0, 0, 0
')')dnl
GV_TABLES')
