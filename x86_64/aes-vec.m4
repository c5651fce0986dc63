C x86_64/aes-vec.m4 -- AES over wide vectors (VAES), one body for every width.
C
C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.
C
C Included (after asm.m4, config.m4 and machine.m4) by the files of
C x86_64/vaes_avx2/ and x86_64/vaes_avx512/, after AV_SETUP(width):
C
C   AV_SETUP(ymm)  VEX encoding, 16 vector registers, 2 blocks a vector,
C                  main loop 8 vectors (16 blocks), the round keys other
C                  than the first and the last broadcast from memory
C                  into a scratch register before each round, a last
C                  lone block done at xmm width;
C   AV_SETUP(zmm)  EVEX encoding, 32 vector registers, 4 blocks a
C                  vector, main loop 4 vectors (16 blocks), every round
C                  key in a register for the whole call, the last 1-3
C                  blocks done with byte-masked loads and stores
C                  (AVX512BW), which touch no byte outside the buffers.
C
C Both keep 16 blocks in flight, which is what the AES units of a Zen 4
C need (VAESENC latency 4; two ymm or one zmm a cycle).
C
C Vector registers are named by number: AV_V(n) is register n at the
C current width (which AV_XMM_BEGIN/AV_XMM_END narrow to xmm for the
C last block of the ymm variants), so one macro serves every width.
C Data of a step are in registers 0 .. AV_NV-1. A mode has registers
C AV_M(0) .. for itself (5 at ymm, 12 at zmm); see AV_M.
C
C Round keys are kept in key *slots* 0 .. 14: slot 0 is the first key,
C slot 14 the last one, and slot j, 1 <= j <= 13, the key of round
C j - (14 - rounds), so the last rounds of every key size use the same
C slots and AV_ROUNDS enters one sequence at three points (AES-256 at
C slot 1, AES-192 at slot 3, AES-128 at slot 5). KEYS points at the
C last round key once AV_KEYS_LOAD has run, so slot j is at
C 16 * (j - 14)(KEYS). ROUNDS holds 16 * rounds.
C
C General-purpose registers the macros use by these names, which the
C including file defines: KEYS, ROUNDS, LENGTH, SRC, DST, and SCRATCH
C (free whenever a step runs; the masked tail makes its mask there).

C IMM(n): the immediate $n (a literal dollar-digit inside a macro body
C would be an m4 argument reference).
ifdef(`IMM', , `define(`IMM', `$`'$1')')

C AV_CONST(label): a constant of the file's RODATA as a memory operand:
C RIP-relative here; x86/vaes-avx2.m4 defines it first (GOT-relative).
ifdef(`AV_CONST', , `define(`AV_CONST', `$1(%rip)')')

C AV_SETUP(width): fix the width for the rest of the file; the backend
C name (the suffix of every symbol, AV_NAME) follows from it.
define(`AV_SETUP', `m4_assert_numargs(1, $#)dnl
define(`AV_W', `$1')dnl
define(`AV_EVEX', ifelse(`$1', `zmm', 1, 0))dnl
define(`AV_VB', ifelse(`$1', `zmm', 64, 32))dnl
define(`AV_BPV', ifelse(`$1', `zmm', 4, 2))dnl
define(`AV_NV', ifelse(`$1', `zmm', 4, 8))dnl
define(`AV_TVB', ifelse(`$1', `zmm', 64, 32))dnl
define(`AV_BACKEND', ifelse(`$1', `zmm', `vaes_avx512', `vaes_avx2'))')

C AV_NAME(stem): the symbol of this backend's variant of stem.
define(`AV_NAME', `_nettle_$1_`'AV_BACKEND')

C AV_V(n): vector register n at the current width.
define(`AV_V', `%AV_W`'$1')

C AV_M(i): the i-th register a mode may use (ymm: i < 5, zmm: i < 12).
define(`AV_M', `eval(ifelse(AV_EVEX, 1, 4, 8) + $1)')

C AV_XMM_BEGIN, AV_XMM_END: the code between works on xmm (one block a
C vector), with the same register numbers. ymm variants only.
define(`AV_XMM_BEGIN', `pushdef(`AV_W', `xmm')pushdef(`AV_VB', 16)pushdef(`AV_BPV', 1)')
define(`AV_XMM_END', `popdef(`AV_W')popdef(`AV_VB')popdef(`AV_BPV')')

C Instructions whose mnemonic depends on the encoding: whole-register
C moves and xor (VEX vpxor has no zmm form, vmovdqu none either).
define(`AV_MOVU', `ifelse(AV_W, `zmm', `vmovdqu64', `vmovdqu')')
define(`AV_MOVA', `ifelse(AV_W, `zmm', `vmovdqa64', `vmovdqa')')
define(`AV_PXOR', `ifelse(AV_W, `zmm', `vpxord', `vpxor')')

C AV_XOR(a, b, d): d = a ^ b (a may be a memory operand).
define(`AV_XOR', `m4_assert_numargs(3, $#)dnl
	AV_PXOR	$1, $2, $3')

C AV_XOR3(a, b, d): d = d ^ a ^ b, registers. One VPTERNLOGD on EVEX
C (truth table 0x96, the xor of its three inputs), two VPXOR on VEX.
define(`AV_XOR3', `m4_assert_numargs(3, $#)dnl
ifelse(AV_EVEX, 1, `	vpternlogd	IMM(0x96), $2, $1, $3', `dnl
	vpxor	$1, $3, $3
	vpxor	$2, $3, $3')')

C AV_BCAST(mem, n): the 16 bytes at mem into every 128-bit lane of
C register n (at xmm width: a plain load).
define(`AV_BCAST', `m4_assert_numargs(2, $#)dnl
	ifelse(AV_W, `zmm', `vbroadcasti32x4', AV_W, `ymm', `vbroadcasti128',
	`vmovdqu')	$1, AV_V($2)')

C AV_BCAST_LANE0(n): lane 0 of register n into all its lanes.
define(`AV_BCAST_LANE0', `m4_assert_numargs(1, $#)dnl
ifelse(AV_W, `zmm', `	vshufi64x2	IMM(0), AV_V($1), AV_V($1), AV_V($1)',
AV_W, `ymm', `	vinserti128	IMM(1), %xmm$1, %ymm$1, %ymm$1')')

C AV_SHIFT_IN(c, v, d): d = the blocks of v moved up one lane, the last
C block of c in lane 0: the previous block of each block of v, when c
C holds the blocks before v. At xmm width: the last block of c (c taken
C at the full width).
define(`AV_SHIFT_IN', `m4_assert_numargs(3, $#)dnl
ifelse(AV_W, `zmm', `	valignq	IMM(6), AV_V($1), AV_V($2), AV_V($3)',
AV_W, `ymm', `	vperm2i128	IMM(0x21), AV_V($2), AV_V($1), AV_V($3)',
`	vextracti128	IMM(1), %ymm$1, %xmm$3')')

C AV_TVB: the bytes of a full-width vector, which AV_XMM_BEGIN leaves
C alone: the stride of the constant tables.

C Masked tails (zmm only): AV_MASK(lenreg, scratch) sets k1 to the low
C lenreg bits (0 < lenreg < 64 bytes); AV_LD(kind, mem, n) and
C AV_ST(kind, n, mem) are whole-vector moves for kind `full' and
C k1-masked ones for kind `masked' (zeroing the lanes not loaded).
C Masked-off bytes are neither read nor written, nor can they fault.
define(`AV_MASK', `m4_assert_numargs(2, $#)dnl
	xor	XREG($2), XREG($2)
	bts	$1, $2
	dec	$2
	kmovq	$2, %k1')
define(`AV_LD', `m4_assert_numargs(3, $#)dnl
ifelse(`$1', `masked', `	vmovdqu8	$2, AV_V($3){%k1}{z}',
`	AV_MOVU	$2, AV_V($3)')')
define(`AV_ST', `m4_assert_numargs(3, $#)dnl
ifelse(`$1', `masked', `	vmovdqu8	AV_V($2), $3{%k1}',
`	AV_MOVU	AV_V($2), $3')')

C AV_LDX(kind, mem, a, n): register n = mem ^ register a; mem is only
C read under the mask for kind `masked'.
define(`AV_LDX', `m4_assert_numargs(4, $#)dnl
ifelse(`$1', `masked', `AV_LD(`$1', `$2', `$4')
AV_XOR(AV_V($3), AV_V($4), AV_V($4))', `AV_XOR(`$2', AV_V($3), AV_V($4))')')

C ------------------------------------------------------------------
C Round keys.

C AV_KNUM(j): the register of key slot j. Slots 0 and 14 are in
C registers 14 and 15 (ymm) or 16 and 30 (zmm) for the whole call.
C zmm: slot j in register 16 + j, all loaded once per call, except in
C the short path (less than one vector in all, AV_KALL 0), which does
C not pay for loading them: there, as always at ymm, the middle slots
C are broadcast into AV_KTMP (13, or 31) by AV_KLOAD before each use.
define(`AV_KALL', `AV_EVEX')
define(`AV_KTMP', `ifelse(AV_EVEX, 1, 31, 13)')
define(`AV_KNUM', `ifelse(`$1', 0, ifelse(AV_EVEX, 1, 16, 14),
`$1', 14, ifelse(AV_EVEX, 1, 30, 15),
AV_KALL, 1, `eval(16 + $1)', `AV_KTMP')')
define(`AV_KEY', `AV_V(AV_KNUM($1))')
define(`AV_K0', `AV_KNUM(0)')
define(`AV_KLAST', `AV_KNUM(14)')
define(`AV_KLOAD', `ifelse(AV_KNUM($1), AV_KTMP,
`AV_BCAST(eval(16 * ($1 - 14))(KEYS), AV_KTMP)
')')

C AV_KEYS_LOAD: ROUNDS (in: rounds) becomes 16 * rounds, KEYS (in: the
C schedule) the address of the last round key; slots 0 and 14 are
C loaded. AV_KEYS_MIDDLE(label), zmm: the other slots of this key size
C (AV_BLOCKS does it unless it takes the short path).
define(`AV_KEYS_LOAD', `m4_assert_numargs(1, $#)dnl
	mov	XREG(ROUNDS), XREG(ROUNDS)
	shl	IMM(4), ROUNDS
AV_BCAST((KEYS), AV_K0)
	add	ROUNDS, KEYS
AV_BCAST((KEYS), AV_KLAST)
')
define(`AV_KEYS_MIDDLE', `m4_assert_numargs(1, $#)dnl
	cmp	IMM(192), XREG(ROUNDS)
	jb	.L$1_k10
	je	.L$1_k12
forloop(`av_j', 1, 2, `AV_BCAST(eval(16 * (av_j - 14))(KEYS), AV_KNUM(av_j))
')dnl
.L$1_k12:
forloop(`av_j', 3, 4, `AV_BCAST(eval(16 * (av_j - 14))(KEYS), AV_KNUM(av_j))
')dnl
.L$1_k10:
forloop(`av_j', 5, 13, `AV_BCAST(eval(16 * (av_j - 14))(KEYS), AV_KNUM(av_j))
')')

C AV_ROUND(insn, j, n): insn with the key of slot j on registers
C 0 .. n-1, each independent.
define(`AV_ROUND', `m4_assert_numargs(3, $#)dnl
AV_KLOAD($2)dnl
forloop(`av_b', 0, eval($3 - 1), `	$1	AV_KEY($2), AV_V(av_b), AV_V(av_b)
')')

C AV_ROUNDS(insn, n, label): the middle rounds (all but the initial
C key addition and the last round) on registers 0 .. n-1, entered by
C key size (ROUNDS = 16 * rounds).
define(`AV_ROUNDS', `m4_assert_numargs(3, $#)dnl
	cmp	IMM(192), XREG(ROUNDS)
	jb	.L$3_r10
	je	.L$3_r12
AV_ROUND($1, 1, $2)dnl
AV_ROUND($1, 2, $2)dnl
.L$3_r12:
AV_ROUND($1, 3, $2)dnl
AV_ROUND($1, 4, $2)dnl
.L$3_r10:
forloop(`av_j', 5, 13, `AV_ROUND($1, av_j, $2)')')

C AV_OP(dir), AV_OPLAST(dir): the round instructions of a direction,
C enc or dec.
define(`AV_OP', `vaes$1')
define(`AV_OPLAST', `vaes$1last')

C ------------------------------------------------------------------
C The batch-and-tail skeleton.

C AV_BLOCKS(label, step, arg): LENGTH bytes (a multiple of 16, maybe 0)
C from SRC to DST, by step(n, kind, label, arg), which does n vectors
C of kind `full' (or one vector of kind `masked': LENGTH bytes under
C k1) at SRC and DST without moving them: AV_NV vectors at a time, then
C one vector at a time, then the rest (zmm: one masked vector; ymm: one
C block at xmm width). SRC and DST advance past the whole vectors;
C LENGTH is left at the bytes of the last, partial step (0 if none).
C zmm: the middle round keys are loaded here, unless LENGTH is less
C than a vector, which takes the short path: one masked vector with
C the keys broadcast round by round (AV_KALL 0).
define(`AV_BLOCKS', `m4_assert_numargs(3, $#)dnl
ifelse(AV_EVEX, 1, `dnl
	cmp	IMM(AV_VB), LENGTH
	jb	.L$1_short
AV_KEYS_MIDDLE($1)')dnl
	cmp	IMM(eval(AV_NV * AV_VB)), LENGTH
	jb	.L$1_one
	ALIGN(16)
C LENGTH counts the bytes left, SRC and DST point at the next batch.
.L$1_loop:
$2(AV_NV, full, $1_n, `$3')dnl
	add	IMM(eval(AV_NV * AV_VB)), SRC
	add	IMM(eval(AV_NV * AV_VB)), DST
	sub	IMM(eval(AV_NV * AV_VB)), LENGTH
	cmp	IMM(eval(AV_NV * AV_VB)), LENGTH
	jae	.L$1_loop
.L$1_one:
	cmp	IMM(AV_VB), LENGTH
	jb	.L$1_tail
.L$1_loop1:
$2(1, full, $1_1, `$3')dnl
	add	IMM(AV_VB), SRC
	add	IMM(AV_VB), DST
	sub	IMM(AV_VB), LENGTH
	cmp	IMM(AV_VB), LENGTH
	jae	.L$1_loop1
.L$1_tail:
	test	LENGTH, LENGTH
	jz	.L$1_done
ifelse(AV_EVEX, 1, `AV_MASK(LENGTH, SCRATCH)
$2(1, masked, $1_t, `$3')dnl
	jmp	.L$1_done
C Less than one vector in all: no middle keys loaded.
.L$1_short:
	test	LENGTH, LENGTH
	jz	.L$1_done
AV_MASK(LENGTH, SCRATCH)
pushdef(`AV_KALL', 0)dnl
$2(1, masked, $1_s, `$3')dnl
popdef(`AV_KALL')', `AV_XMM_BEGIN`'dnl
$2(1, full, $1_t, `$3')`'AV_XMM_END`'')dnl
.L$1_done:')

C AV_CHECK_LENGTH(argno, fallback): when integer argument argno (1-4,
C still where the caller put it) is not a multiple of 16, tail-jump
C to fallback, the C variant with the same prototype, which asserts.
define(`AV_ARG', `ifelse($1, 1, %rdi, $1, 2, %rsi, $1, 3, %rdx, $1, 4, %rcx)')
define(`AV_CHECK_LENGTH', `m4_assert_numargs(2, $#)dnl
	test	IMM(15), AV_ARG($1)
	jnz	C_NAME($2)@PLT')

C ------------------------------------------------------------------
C The modes: each supplies its step for AV_BLOCKS (what happens to the
C blocks of one or more vectors around the rounds) and its set-up.
C The register maps of the including files name the general-purpose
C registers; the vector ones are the AV_M(i) listed per mode.

C ECB. AV_ECB_STEP(n, kind, label, dir): dst = E(src) or D(src).
define(`AV_ECB_STEP', `dnl
forloop(`ecb_b', 0, eval($1 - 1), `AV_LDX(`$2', eval(ecb_b * AV_VB)(SRC), AV_K0, ecb_b)
')dnl
AV_ROUNDS(AV_OP($4), $1, $3)dnl
AV_KLOAD(14)dnl
forloop(`ecb_b', 0, eval($1 - 1), `	AV_OPLAST($4)	AV_KEY(14), AV_V(ecb_b), AV_V(ecb_b)
')dnl
forloop(`ecb_b', 0, eval($1 - 1), `AV_ST(`$2', ecb_b, eval(ecb_b * AV_VB)(DST))
')')

C AV_ECB_SIZE(rounds, label): the per-size entry (ctx, length, dst,
C src), its length already checked: moves the arguments to where
C AV_ECB's body wants them and jumps there.
define(`AV_ECB_SIZE', `m4_assert_numargs(2, $#)dnl
	mov	%rcx, SRC
	mov	%rdx, DST
	mov	%rsi, LENGTH
	mov	%rdi, KEYS
	mov	IMM($1), XREG(ROUNDS)
	jmp	.L$2_body')

C AV_ECB(dir, label): the body from .L<label>_body on, entered with
C ROUNDS, KEYS, LENGTH (a multiple of 16), DST, SRC set; returns.
define(`AV_ECB', `m4_assert_numargs(2, $#)dnl
.L$2_body:
	test	LENGTH, LENGTH
	jz	.L$2_end
AV_KEYS_LOAD($2)dnl
AV_BLOCKS($2, `AV_ECB_STEP', $1)
	vzeroupper
.L$2_end:
	ret')

C CTR. Vector registers: AV_CTR_BASE holds the counters of the blocks
C of the next vector, one per lane, as 128-bit little-endian numbers
C (byte-reversed); vector b of a step is AV_CTR_BASE + b * AV_BPV in
C every lane's low 64 bits (no lane wraps within a run), byte-reversed
C with VPSHUFB. The last round takes (last key ^ src).
define(`AV_CTR_BASE', `AV_M(0)')	C counters of the next vector, within a run
define(`AV_CTR_BSWAP', `AV_M(1)')	C byte-reversal mask in every lane, whole call
define(`AV_CTR_T', `AV_M(2)')	C last key ^ src, per vector

C AV_CTR_STEP(n, kind, label): dst = src ^ E(counter).
define(`AV_CTR_STEP', `dnl
forloop(`ctr_b', 0, eval($1 - 1), `ifelse(ctr_b, 0,
`	vpshufb	AV_V(AV_CTR_BSWAP), AV_V(AV_CTR_BASE), AV_V(0)',
`	vpaddq	AV_CONST(.Lav_ctr_inc+eval(AV_TVB * ctr_b)), AV_V(AV_CTR_BASE), AV_V(ctr_b)
	vpshufb	AV_V(AV_CTR_BSWAP), AV_V(ctr_b), AV_V(ctr_b)')
AV_XOR(AV_KEY(0), AV_V(ctr_b), AV_V(ctr_b))
')dnl
	vpaddq	AV_CONST(.Lav_ctr_inc+eval(AV_TVB * $1)), AV_V(AV_CTR_BASE), AV_V(AV_CTR_BASE)
AV_ROUNDS(vaesenc, $1, $3)dnl
forloop(`ctr_b', 0, eval($1 - 1), `AV_LDX(`$2', eval(ctr_b * AV_VB)(SRC), AV_KLAST, AV_CTR_T)
	vaesenclast	AV_V(AV_CTR_T), AV_V(ctr_b), AV_V(ctr_b)
AV_ST(`$2', ctr_b, eval(ctr_b * AV_VB)(DST))
')')

C AV_CTR(label): the whole body of _nettle_ctr_aes_crypt_<backend>.
C General-purpose registers: ROUNDS, KEYS, CTR (the counter pointer),
C REMAIN (in: length; then blocks after the current run), LENGTH (bytes
C of the current run, counted down by AV_BLOCKS; callee-saved, pushed),
C DST, SRC, LO and HI (the counter of the next run, as a 128-bit
C number), SCRATCH. The return value is kept on the stack.
C Runs: the blocks are done in runs within which the low 64 bits of the
C counter do not wrap (a run ends with the block whose low half is all
C ones); ADD/ADC carry into the high half between runs, so all 128
C bits carry as in the C code. A second run is only needed when the
C low half is within length/16 of wrapping.
define(`AV_CTR', `m4_assert_numargs(1, $#)dnl
	push	LENGTH
	mov	REMAIN, SCRATCH
	and	IMM(-16), SCRATCH
	push	SCRATCH
	shr	IMM(4), REMAIN
	jz	.L$1_end
AV_KEYS_LOAD($1)dnl
AV_BCAST(AV_CONST(.Lav_bswap), AV_CTR_BSWAP)
	mov	(CTR), HI
	bswap	HI
	mov	8(CTR), LO
	bswap	LO

.L$1_run:
	C The run: REMAIN blocks, or fewer when the low half of the counter
	C wraps first, after 2^64 - LO blocks (LO = 0: no limit).
	mov	LO, SCRATCH
	mov	REMAIN, LENGTH
	neg	SCRATCH
	jz	.L$1_all
	cmp	REMAIN, SCRATCH
	jae	.L$1_all
	mov	SCRATCH, LENGTH
.L$1_all:
	sub	LENGTH, REMAIN
	vmovq	LO, %xmm`'AV_CTR_BASE
	vpinsrq	IMM(1), HI, %xmm`'AV_CTR_BASE, %xmm`'AV_CTR_BASE
AV_BCAST_LANE0(AV_CTR_BASE)
	vpaddq	AV_CONST(.Lav_ctr_lanes), AV_V(AV_CTR_BASE), AV_V(AV_CTR_BASE)
	add	LENGTH, LO
	adc	IMM(0), HI
	shl	IMM(4), LENGTH
AV_BLOCKS($1, `AV_CTR_STEP', )
	add	LENGTH, SRC
	add	LENGTH, DST
	test	REMAIN, REMAIN
	jnz	.L$1_run

	bswap	HI
	bswap	LO
	mov	HI, (CTR)
	mov	LO, 8(CTR)
	vzeroupper
.L$1_end:
	pop	%rax
	pop	LENGTH
	ret')

C AV_CTR_TABLES: the constants of AV_CTR, for RODATA.
define(`AV_CTR_TABLES', `dnl
	ALIGN(64)
C Block k of a vector: k in its low half (lanes in memory order).
.Lav_ctr_lanes:
forloop(`ctr_l', 0, eval(AV_BPV - 1), `	.quad	ctr_l, 0
')dnl
C Entry k (AV_TVB bytes): k vectors on, in every lane.
.Lav_ctr_inc:
forloop(`ctr_k', 0, AV_NV, `forloop(`ctr_l', 0, eval(AV_BPV - 1), `	.quad	eval(ctr_k * AV_BPV), 0
')')dnl
.Lav_bswap:
	.byte	15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0')

C CBC and CFB decryption, one body with a mode argument, cbc or cfb:
C   cbc: dst[i] = D(src[i]) ^ src[i-1],
C   cfb: dst[i] = E(src[i-1]) ^ src[i],   src[-1] = iv.
C The two inputs of a block, the ciphertext block and the one before,
C trade places: one goes through the rounds, the other is xored in, and
C that xor is folded into the last round (VAESDECLAST or VAESENCLAST
C with key ^ the other input). The previous blocks of vector 0 of a step
C come from AV_CBC_CARRY, the last ciphertext vector of the step before,
C by AV_SHIFT_IN; those of vector b > 0 are loaded from src + b*vector
C - 16. Every load of a step comes before its first store, so in place
C works.
define(`AV_CBC_CARRY', `AV_M(0)')	C the last input vector (its last block), whole call
define(`AV_CBC_P0', `AV_M(1)')	C per step: cbc, the previous blocks of vector 0; cfb, src vector 0
define(`AV_CBC_T', `AV_M(2)')	C last key ^ the xored input, per vector
define(`AV_CBC_LAST', `AV_M(3)')	C the last ciphertext block, read at entry: the next iv

C AV_CBC_DIR(mode): the round direction of the mode.
define(`AV_CBC_DIR', `ifelse(`$1', `cbc', `dec', `enc')')

C AV_CBC_LOADS(n, kind, mode): the inputs of the rounds into registers
C 0 .. n-1, xored with the first key, and P0; then the carry of the
C next step (none after a masked or xmm step, the last one).
C cbc: register b = src vector b (kept raw for the carry until the
C xor), P0 = the previous blocks of vector 0.
C cfb: P0 = src vector 0, register 0 = its previous blocks, register
C b > 0 = src - 16 on (xored as it is loaded), the carry loaded anew.
define(`AV_CBC_LOADS', `ifelse(`$3', `cbc', `dnl
forloop(`cbc_b', 0, eval($1 - 1), `AV_LD(`$2', eval(cbc_b * AV_VB)(SRC), cbc_b)
')dnl
AV_SHIFT_IN(AV_CBC_CARRY, 0, AV_CBC_P0)
ifelse(`$2', `masked', , AV_W, `xmm', , `	AV_MOVA	AV_V(eval($1 - 1)), AV_V(AV_CBC_CARRY)
')dnl
forloop(`cbc_b', 0, eval($1 - 1), `AV_XOR(AV_KEY(0), AV_V(cbc_b), AV_V(cbc_b))
')', `dnl
AV_LD(`$2', (SRC), AV_CBC_P0)
AV_SHIFT_IN(AV_CBC_CARRY, AV_CBC_P0, 0)
AV_XOR(AV_KEY(0), AV_V(0), AV_V(0))
forloop(`cbc_b', 1, eval($1 - 1), `AV_LDX(full, eval(cbc_b * AV_VB - 16)(SRC), AV_K0, cbc_b)
')dnl
ifelse(`$2', `masked', , AV_W, `xmm', , $1, 1, `	AV_MOVA	AV_V(AV_CBC_P0), AV_V(AV_CBC_CARRY)
', `AV_LD(full, eval(($1 - 1) * AV_VB)(SRC), AV_CBC_CARRY)
')')')

C AV_CBC_STEP(n, kind, label, mode).
define(`AV_CBC_STEP', `dnl
AV_CBC_LOADS($1, `$2', `$4')dnl
AV_ROUNDS(AV_OP(AV_CBC_DIR($4)), $1, $3)dnl
forloop(`cbc_b', 0, eval($1 - 1), `ifelse(cbc_b, 0,
`AV_XOR(AV_V(AV_CBC_P0), AV_KEY(14), AV_V(AV_CBC_T))',
`AV_XOR(eval(cbc_b * AV_VB - ifelse(`$4', `cbc', 16, 0))(SRC), AV_KEY(14), AV_V(AV_CBC_T))')
	AV_OPLAST(AV_CBC_DIR($4))	AV_V(AV_CBC_T), AV_V(cbc_b), AV_V(cbc_b)
')dnl
forloop(`cbc_b', 0, eval($1 - 1), `AV_ST(`$2', cbc_b, eval(cbc_b * AV_VB)(DST))
')')

C AV_CBC_ONE(label, mode): a call for exactly one block goes straight
C through at xmm width (VEX), xmm0 the state, xmm1 the other input,
C xmm2 the ciphertext block (the next iv), the round keys as memory
C operands (AV_KEY_MEM): none of the set-up of the vector path, whose
C short path (zmm) loads and broadcasts a key a round.
define(`AV_KEY_MEM', `eval(16 * ($1 - 14))(KEYS)')
define(`AV_CBC_ONE', `m4_assert_numargs(2, $#)dnl
	cmp	IMM(16), LENGTH
	jne	.L$1_more
	mov	XREG(ROUNDS), XREG(ROUNDS)
	shl	IMM(4), ROUNDS
	vmovdqu	(SRC), %xmm2
ifelse(`$2', `cbc', `	vpxor	(KEYS), %xmm2, %xmm0
	vmovdqu	(IV), %xmm1', `	vmovdqu	(IV), %xmm0
	vpxor	(KEYS), %xmm0, %xmm0
	vmovdqa	%xmm2, %xmm1')
	add	ROUNDS, KEYS
AV_XMM_BEGIN`'pushdef(`AV_KEY', defn(`AV_KEY_MEM'))pushdef(`AV_KLOAD', `')dnl
AV_ROUNDS(AV_OP(AV_CBC_DIR($2)), 1, $1_one)dnl
popdef(`AV_KLOAD')popdef(`AV_KEY')AV_XMM_END`'dnl
	vpxor	(KEYS), %xmm1, %xmm1
	AV_OPLAST(AV_CBC_DIR($2))	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm2, (IV)
	vmovdqu	%xmm0, (DST)
	ret
.L$1_more:')

C AV_CBC(label, mode): the whole body of _nettle_<mode>_aes_decrypt_<backend>;
C general-purpose registers ROUNDS, KEYS, IV, LENGTH, DST, SRC,
C SCRATCH; the result in %rax. The last ciphertext block is read
C before anything is written (dst may be src) and stored as the new iv
C at the end, after the old one was used.
define(`AV_CBC', `m4_assert_numargs(2, $#)dnl
	and	IMM(-16), LENGTH
	mov	LENGTH, %rax
AV_CBC_ONE($1, $2)
	test	LENGTH, LENGTH
	jz	.L$1_end
AV_BCAST((IV), AV_CBC_CARRY)
	vmovdqu	-16(SRC, LENGTH), %xmm`'AV_CBC_LAST
AV_KEYS_LOAD($1)dnl
AV_BLOCKS($1, `AV_CBC_STEP', `$2')
	vmovdqu	%xmm`'AV_CBC_LAST, (IV)
	vzeroupper
.L$1_end:
	ret')

C XTS: dst[i] = E(src[i] ^ T[i]) ^ T[i] (or D), T[i+1] = T[i] * x.
C Tweak vectors hold one tweak per lane, lane l of vector b being
C T[b * AV_BPV + l]; a step multiplies them by x^(blocks of the step),
C with VPCLMULQDQ for the bits that fall out of bit 127 (AV_MULX).
C zmm: the AV_NV tweak vectors of a step live in registers; ymm (too few
C registers): in two sets of AV_NV vectors in the stack frame, CUR (this
C step's) and NXT (the next step's, written during this one), swapped
C after each full step. AV_XTS_TW(b): tweak vector b of a step, as an
C operand (a register, or CUR memory).
define(`AV_XTS_POLY', `AV_M(0)')	C 0x87 in the low half of every lane, whole call
define(`AV_XTS_T1', `AV_M(1)')	C scratch of AV_MULX
define(`AV_XTS_T2', `AV_M(2)')	C scratch of AV_MULX
define(`AV_XTS_T', `AV_M(3)')	C ymm: last key ^ tweak, per vector; the first tweak at entry
define(`AV_XTS_TWV', `AV_M(4)')	C ymm: a tweak vector being advanced
define(`AV_XTS_TWR', `AV_M(eval(4 + $1))')	C zmm: tweak vector b of a step (b < 4)
define(`AV_XTS_TL', `ifelse(AV_EVEX, 1, `AV_M(eval(8 + $1))', `AV_XTS_T')')	C last key ^ tweak vector b (zmm: b < 4)
define(`AV_XTS_TW', `ifelse(AV_EVEX, 1, `AV_V(AV_XTS_TWR($1))',
`eval(16 * AV_BPV * $1)(CUR)')')

C AV_MULX(k, n): register n = n * x^k in every lane, 0 < k < 57: shift
C the 128 bits left by k (VPSLLQ, and the bits crossing from the low to
C the high half), and xor in (the k bits that left the top) * 0x87,
C a carry-less product. When k is a whole number of bytes the shifts
C are byte shifts of the whole lane (VPSRLDQ, VPSLLDQ): four
C instructions instead of five or six. AV_MULX_V(src, dst, b): the same from register
C src into dst with a count per lane, b * AV_BPV + lane (entry b of the
C XTS tables; VPSRLVQ gives 0 for a count of 64).
define(`AV_MULX', `m4_assert_numargs(2, $#)dnl
ifelse(eval($1 % 8), 0, `AV_MULX_BYTES($@)', `AV_MULX_BITS($@)')')
define(`AV_MULX_BYTES', `dnl
	vpsrldq	IMM(eval(16 - $1 / 8)), AV_V($2), AV_V(AV_XTS_T1)
	vpclmulqdq	IMM(0x00), AV_V(AV_XTS_POLY), AV_V(AV_XTS_T1), AV_V(AV_XTS_T2)
	vpslldq	IMM(eval($1 / 8)), AV_V($2), AV_V($2)
AV_XOR(AV_V(AV_XTS_T2), AV_V($2), AV_V($2))')
define(`AV_MULX_BITS', `dnl
	vpsrlq	IMM(eval(64 - $1)), AV_V($2), AV_V(AV_XTS_T1)
	vpclmulqdq	IMM(0x01), AV_V(AV_XTS_POLY), AV_V(AV_XTS_T1), AV_V(AV_XTS_T2)
	vpslldq	IMM(8), AV_V(AV_XTS_T1), AV_V(AV_XTS_T1)
	vpsllq	IMM($1), AV_V($2), AV_V($2)
AV_XOR3(AV_V(AV_XTS_T1), AV_V(AV_XTS_T2), AV_V($2))')
define(`AV_MULX_V', `m4_assert_numargs(3, $#)dnl
	vpsrlvq	AV_CONST(.Lav_xts_shr+eval(AV_TVB * $3)), AV_V($1), AV_V(AV_XTS_T1)
	vpclmulqdq	IMM(0x01), AV_V(AV_XTS_POLY), AV_V(AV_XTS_T1), AV_V(AV_XTS_T2)
	vpslldq	IMM(8), AV_V(AV_XTS_T1), AV_V(AV_XTS_T1)
	vpsllvq	AV_CONST(.Lav_xts_shl+eval(AV_TVB * $3)), AV_V($1), AV_V($2)
AV_XOR3(AV_V(AV_XTS_T1), AV_V(AV_XTS_T2), AV_V($2))')

C AV_XTS_ADVANCE(n): the tweaks after a step of n whole vectors (ymm
C main loop: into NXT, which the step then swaps with CUR).
define(`AV_XTS_ADVANCE', `ifelse(AV_W, `xmm', , AV_EVEX, 1,
`ifelse($1, 1, `AV_MULX(AV_BPV, AV_XTS_TWR(0))',
`forloop(`xts_b', 0, eval($1 - 1), `AV_MULX(eval($1 * AV_BPV), AV_XTS_TWR(xts_b))
')')', `ifelse($1, 1, `dnl
	vmovdqu	(CUR), AV_V(AV_XTS_TWV)
AV_MULX(AV_BPV, AV_XTS_TWV)
	vmovdqu	AV_V(AV_XTS_TWV), (CUR)', `dnl
forloop(`xts_b', 0, eval($1 - 1), `	vmovdqu	eval(AV_VB * xts_b)(CUR), AV_V(AV_XTS_TWV)
AV_MULX(eval($1 * AV_BPV), AV_XTS_TWV)
	vmovdqu	AV_V(AV_XTS_TWV), eval(AV_VB * xts_b)(NXT)
')')')')

C AV_XTS_STEP(n, kind, label, dir). The tweaks of the next step are
C made before the rounds (they must not wait for the end of this step:
C the next one starts with them), so the last round takes (last key ^
C tweak) from AV_XTS_TL(b), made before the advance, or for the ymm
C main loop from CUR memory, which the advance leaves alone (it writes
C NXT).
define(`AV_XTS_EARLY', `ifelse(AV_EVEX, 1, 1, $1, 1, 1, 0)')
define(`AV_XTS_STEP', `dnl
forloop(`xts_b', 0, eval($1 - 1), `AV_LD(`$2', eval(xts_b * AV_VB)(SRC), xts_b)
AV_XOR3(AV_XTS_TW(xts_b), AV_KEY(0), AV_V(xts_b))
ifelse(AV_XTS_EARLY($1), 1, `AV_XOR(AV_XTS_TW(xts_b), AV_KEY(14), AV_V(AV_XTS_TL(xts_b)))
')')dnl
ifelse(`$2', `masked', , `AV_XTS_ADVANCE($1)
')dnl
AV_ROUNDS(AV_OP($4), $1, $3)dnl
forloop(`xts_b', 0, eval($1 - 1), `ifelse(AV_XTS_EARLY($1), 1, ,
`AV_XOR(AV_XTS_TW(xts_b), AV_KEY(14), AV_V(AV_XTS_T))
')dnl
	AV_OPLAST($4)	AV_V(AV_XTS_TL(xts_b)), AV_V(xts_b), AV_V(xts_b)
AV_ST(`$2', xts_b, eval(xts_b * AV_VB)(DST))
')dnl
ifelse(AV_XTS_EARLY($1), 0, `	xchg	CUR, NXT
')')

C AV_XTS(dir, label): the whole body of _nettle_xts_aes_<dir>crypt_<backend>;
C general-purpose registers ROUNDS, KEYS, TWEAK, LENGTH, DST, SRC,
C SCRATCH (zmm), CUR and NXT (ymm); the result in %rax; %rbp (pushed)
C keeps the stack pointer of entry while the frame (aligned to 64) is
C in use. The next tweak is left in CUR memory (ymm) or spilled there
C from the first tweak register (zmm), at the lane after the last
C block, and copied to the tweak buffer.
define(`AV_XTS', `m4_assert_numargs(2, $#)dnl
	and	IMM(-16), LENGTH
	mov	LENGTH, %rax
	jz	.L$2_end
	push	%rbp
	mov	%rsp, %rbp
	sub	IMM(eval(2 * AV_NV * AV_VB)), %rsp
	and	IMM(-64), %rsp
AV_KEYS_LOAD($2)dnl
AV_BCAST(AV_CONST(.Lav_xts_poly), AV_XTS_POLY)
AV_BCAST((TWEAK), AV_XTS_T)
ifelse(AV_EVEX, 1, `dnl
forloop(`xts_b', 0, eval(AV_NV - 1), `AV_MULX_V(AV_XTS_T, AV_XTS_TWR(xts_b), xts_b)
')', `dnl
	mov	%rsp, CUR
	lea	eval(AV_NV * AV_VB)(%rsp), NXT
forloop(`xts_b', 0, eval(AV_NV - 1), `AV_MULX_V(AV_XTS_T, AV_XTS_TWV, xts_b)
	vmovdqu	AV_V(AV_XTS_TWV), eval(AV_VB * xts_b)(CUR)
')')dnl
AV_BLOCKS($2, `AV_XTS_STEP', $1)
ifelse(AV_EVEX, 1, `	mov	%rsp, CUR
	vmovdqu64	AV_V(AV_XTS_TWR(0)), (CUR)
')dnl
	vmovdqu	(CUR, LENGTH), %xmm`'AV_XTS_T
	vmovdqu	%xmm`'AV_XTS_T, (TWEAK)
	mov	%rbp, %rsp
	pop	%rbp
	vzeroupper
.L$2_end:
	ret')

C AV_XTS_TABLES: the constants of AV_XTS, for RODATA. Entry b of each
C count table (AV_TVB bytes) is, per lane, the power of x of that lane
C of tweak vector b (b * AV_BPV + lane), and 64 minus it.
define(`AV_XTS_TABLES', `dnl
	ALIGN(64)
.Lav_xts_shl:
forloop(`xts_b', 0, eval(AV_NV - 1), `forloop(`xts_l', 0, eval(AV_BPV - 1), `	.quad	eval(xts_b * AV_BPV + xts_l), eval(xts_b * AV_BPV + xts_l)
')')dnl
.Lav_xts_shr:
forloop(`xts_b', 0, eval(AV_NV - 1), `forloop(`xts_l', 0, eval(AV_BPV - 1), `	.quad	eval(64 - xts_b * AV_BPV - xts_l), eval(64 - xts_b * AV_BPV - xts_l)
')')dnl
.Lav_xts_poly:
	.quad	0x87, 0')

C OCB (RFC 7253): dst_j = Offset_j ^ E(src_j ^
C Offset_j) (or D), Offset_j = Offset_{j-1} ^ L_{ntz(j)}, the checksum
C the xor of the plaintext blocks. The blocks go in groups of 16 from
C an index that is a multiple of 16 (the contract), within which ntz is
C fixed but for the last block: Offset_{g+k} = Offset_g ^ P_k for
C k < 16, P_k the xor of the L_b for the bits b of the Gray code k ^ (k
C >> 1) (only L_0 .. L_3), and Offset_{g+16} = Offset_{g+15} ^
C L_{ntz(g+16)}, looked up by the (public) index. So the offsets of a
C group are the group's start in every lane, AV_OCB_B, xored with a
C fixed vector per register, and the one serial step a group is
C B' = B ^ P_15 ^ L_{ntz}. The xor with the offset after the rounds is
C folded into the last round (its key is last key ^ offset, AV_OCB_TL),
C and the one before into the first (src ^ TL ^ (first key ^ last key)),
C one VPTERNLOGD. The stack frame holds P_1 .. P_15 and a zero (P_16),
C 64-byte aligned, so that vector b of a group is 64 * b(%rsp).
define(`AV_OCB_PV', `AV_M($1)')	C P of vector b (b < 4) ^ last key, whole call
define(`AV_OCB_K0L', `AV_M(4)')	C first key ^ last key, whole call
define(`AV_OCB_B', `AV_M(5)')	C the offset at the start of the group, every lane
define(`AV_OCB_T', `AV_M(6)')	C the next group's B, made in a main-loop step; lane 0: the final offset
define(`AV_OCB_SUM', `AV_M(7)')	C checksum, four lanes to fold at the end
define(`AV_OCB_TL', `AV_M(eval(8 + $1))')	C offsets of vector b ^ last key, per step

C AV_OCB_KIND(b, n, kind): the kind of vector b of a step of n vectors
C whose last one is of kind kind.
define(`AV_OCB_KIND', `ifelse(eval($1 == $2 - 1), 1, `$3', `full')')

C AV_OCB_ADD(n): AV_OCB_SUM ^= registers 0 .. n-1.
define(`AV_OCB_ADD', `ifelse(eval($1 >= 2), 1,
`AV_XOR3(AV_V(0), AV_V(1), AV_V(AV_OCB_SUM))
', `AV_XOR(AV_V(0), AV_V(AV_OCB_SUM), AV_V(AV_OCB_SUM))
')ifelse($1, 3, `AV_XOR(AV_V(2), AV_V(AV_OCB_SUM), AV_V(AV_OCB_SUM))
', $1, 4, `AV_XOR3(AV_V(2), AV_V(3), AV_V(AV_OCB_SUM))
')')

C AV_OCB_STEP(n, kind, dir, label, group): the blocks of n vectors at
C SRC and DST (not moved), the last vector of kind kind, with the
C offsets of vectors 0 .. n-1 of the group at B. group 1 (n = 4, a
C whole group): INDEX advances by 16, and AV_OCB_T gets the next B,
C whose lane 3 (the 16th block) is blended into the offsets of vector 3
C under k2. Decryption sums its output, with the lanes a masked vector
C did not load cleared first.
define(`AV_OCB_STEP', `m4_assert_numargs(5, $#)dnl
ifelse($5, 1, `dnl
	add	IMM(16), INDEX
	tzcnt	INDEX, SCRATCH
	shl	IMM(4), SCRATCH
	vmovdqu	48(STATE, SCRATCH), %xmm`'AV_OCB_T
	vpternlogd	IMM(0x96), 224(%rsp), %xmm`'AV_OCB_B, %xmm`'AV_OCB_T
	vshufi64x2	IMM(0), AV_V(AV_OCB_T), AV_V(AV_OCB_T), AV_V(AV_OCB_T)
')dnl
forloop(`ocb_b', 0, eval($1 - 1), `ifelse($5.ocb_b, 1.3, `dnl
	vpblendmq	AV_V(AV_OCB_T), AV_V(AV_OCB_B), AV_V(AV_OCB_TL(ocb_b)){%k2}
AV_XOR(AV_V(AV_OCB_PV(ocb_b)), AV_V(AV_OCB_TL(ocb_b)), AV_V(AV_OCB_TL(ocb_b)))',
`AV_XOR(AV_V(AV_OCB_PV(ocb_b)), AV_V(AV_OCB_B), AV_V(AV_OCB_TL(ocb_b)))')
AV_LD(AV_OCB_KIND(ocb_b, $1, $2), eval(ocb_b * 64)(SRC), ocb_b)
')dnl
ifelse($3, enc, `AV_OCB_ADD($1)')dnl
forloop(`ocb_b', 0, eval($1 - 1), `AV_XOR3(AV_V(AV_OCB_TL(ocb_b)), AV_V(AV_OCB_K0L), AV_V(ocb_b))
')dnl
AV_ROUNDS(AV_OP($3), $1, $4)dnl
forloop(`ocb_b', 0, eval($1 - 1), `	AV_OPLAST($3)	AV_V(AV_OCB_TL(ocb_b)), AV_V(ocb_b), AV_V(ocb_b)
AV_ST(AV_OCB_KIND(ocb_b, $1, $2), ocb_b, eval(ocb_b * 64)(DST))
')dnl
ifelse($3, dec, `ifelse($2, masked, `	vmovdqu8	AV_V(eval($1 - 1)), AV_V(eval($1 - 1)){%k1}{z}
')AV_OCB_ADD($1)')')

C AV_OCB_PTABLE: P_1 .. P_15 and a zero (P_16) into the frame, and
C vector b of them (P_4b+1 .. P_4b+4, one a lane) into register
C AV_OCB_PV(b), from L_0 .. L_3 in xmm0 .. xmm3; xmm12 .. xmm15
C scratch. The vectors are put together from registers: a 64-byte load
C of four 16-byte stores would wait for them to reach the cache.
define(`AV_OCB_PTABLE', `dnl
forloop(`ocb_v', 0, 3, `forloop(`ocb_l', 0, 3, `dnl
	vpxor	%xmm`'eval(12 + ocb_l), %xmm`'eval(12 + ocb_l), %xmm`'eval(12 + ocb_l)
AV_OCB_PK(eval(4 * ocb_v + ocb_l + 1), eval(12 + ocb_l))dnl
	vmovdqa	%xmm`'eval(12 + ocb_l), eval(16 * (4 * ocb_v + ocb_l))(%rsp)
')dnl
	vmovdqa	%xmm12, %xmm`'AV_OCB_PV(ocb_v)
forloop(`ocb_l', 1, 3, `	vinserti32x4	IMM(ocb_l), %xmm`'eval(12 + ocb_l), AV_V(AV_OCB_PV(ocb_v)), AV_V(AV_OCB_PV(ocb_v))
')')')

C AV_OCB_PK(k, r): xmm<r> ^= P_k, the xor of L_b (in xmm<b>) for the
C bits b of the Gray code k ^ (k >> 1) (none for k = 16).
define(`AV_OCB_PK', `ifelse($1, 16, , `forloop(`ocb_bit', 0, 3, `ifelse(eval((($1 ^ ($1 >> 1)) >> ocb_bit) & 1), 1,
`	vpxor	%xmm`'ocb_bit, %xmm$2, %xmm$2
')')')')

C AV_OCB_TAIL(nf, kind, dir, label): the last nf full vectors, and one
C of kind masked if kind is masked, then to .L<label>_finish.
define(`AV_OCB_TAIL', `m4_assert_numargs(4, $#)dnl
.L$4_t$1$2:
AV_OCB_STEP(eval($1 + ifelse($2, masked, 1, 0)), ifelse($2, masked, masked, full), $3, $4_t$1$2, 0)dnl
	jmp	.L$4_finish
')

C AV_OCB(dir, label): the whole body of _nettle_ocb_aes_<dir>crypt_<backend>;
C general-purpose registers ROUNDS, KEYS, STATE, LENGTH, DST, SRC,
C INDEX, SCRATCH, RESULT; %rbp (pushed) keeps the stack pointer of
C entry. Groups of 16 blocks, then the last 0-15 blocks in one step of
C as many vectors as they need, the last one masked if partial.
define(`AV_OCB', `m4_assert_numargs(2, $#)dnl
	and	IMM(-16), LENGTH
	mov	LENGTH, RESULT
	jz	.L$2_end
	push	%rbp
	mov	%rsp, %rbp
	sub	IMM(256), %rsp
	and	IMM(-64), %rsp
	vmovdqu	48(STATE), %xmm0
	vmovdqu	64(STATE), %xmm1
	vmovdqu	80(STATE), %xmm2
	vmovdqu	96(STATE), %xmm3
AV_OCB_PTABLE
AV_KEYS_LOAD($2)dnl
AV_KEYS_MIDDLE($2)dnl
forloop(`ocb_b', 0, 3, `AV_XOR(AV_V(AV_OCB_PV(ocb_b)), AV_KEY(14), AV_V(AV_OCB_PV(ocb_b)))
')dnl
AV_XOR(AV_KEY(0), AV_KEY(14), AV_V(AV_OCB_K0L))
AV_BCAST((STATE), AV_OCB_B)
	vpxord	AV_V(AV_OCB_SUM), AV_V(AV_OCB_SUM), AV_V(AV_OCB_SUM)
	mov	32(STATE), INDEX
	mov	IMM(0xc0), XREG(SCRATCH)
	kmovw	XREG(SCRATCH), %k2
	cmp	IMM(256), LENGTH
	jb	.L$2_tail
	ALIGN(16)
C LENGTH counts the bytes left, SRC and DST point at the next group,
C B holds its offset Offset_INDEX.
.L$2_loop:
AV_OCB_STEP(4, full, $1, $2_g, 1)dnl
	vmovdqa64	AV_V(AV_OCB_T), AV_V(AV_OCB_B)
	add	IMM(256), SRC
	add	IMM(256), DST
	sub	IMM(256), LENGTH
	cmp	IMM(256), LENGTH
	jae	.L$2_loop
C The last LENGTH = 0 .. 240 bytes; the final offset is B ^ P_(LENGTH / 16).
.L$2_tail:
	vmovdqa	%xmm`'AV_OCB_B, %xmm`'AV_OCB_T
	test	LENGTH, LENGTH
	jz	.L$2_finish
	vpxor	-16(%rsp, LENGTH), %xmm`'AV_OCB_B, %xmm`'AV_OCB_T
	mov	LENGTH, SCRATCH
	and	IMM(63), SCRATCH
	jz	.L$2_whole
AV_MASK(SCRATCH, INDEX)
	cmp	IMM(64), LENGTH
	jb	.L$2_t0masked
	cmp	IMM(128), LENGTH
	jb	.L$2_t1masked
	cmp	IMM(192), LENGTH
	jb	.L$2_t2masked
	jmp	.L$2_t3masked
.L$2_whole:
	cmp	IMM(128), LENGTH
	jb	.L$2_t1full
	je	.L$2_t2full
	jmp	.L$2_t3full
forloop(`ocb_n', 0, 3, `AV_OCB_TAIL(ocb_n, masked, $1, $2)')dnl
forloop(`ocb_n', 1, 3, `AV_OCB_TAIL(ocb_n, full, $1, $2)')dnl
.L$2_finish:
	vmovdqu	%xmm`'AV_OCB_T, (STATE)
	vextracti64x4	IMM(1), AV_V(AV_OCB_SUM), %ymm`'AV_OCB_TL(0)
	vpxor	%ymm`'AV_OCB_TL(0), %ymm`'AV_OCB_SUM, %ymm`'AV_OCB_SUM
	vextracti128	IMM(1), %ymm`'AV_OCB_SUM, %xmm`'AV_OCB_TL(0)
	vpxor	%xmm`'AV_OCB_TL(0), %xmm`'AV_OCB_SUM, %xmm`'AV_OCB_SUM
	vpxor	16(STATE), %xmm`'AV_OCB_SUM, %xmm`'AV_OCB_SUM
	vmovdqu	%xmm`'AV_OCB_SUM, 16(STATE)
	mov	%rbp, %rsp
	pop	%rbp
	vzeroupper
.L$2_end:
	mov	RESULT, %rax
	ret')

C AV_OCB_YMM(dir, label): the same at ymm (2 blocks a vector, 8 vectors
C a group), where the 5 mode registers hold B (AV_M(0)), the next B
C (AV_M(1); in the tail, the final offset), first key ^ last key
C (AV_M(2)), the checksum (AV_M(3), two lanes) and a scratch T
C (AV_M(4)). The frame (32-byte aligned) holds P_k ^ last key for k =
C 1 .. 16 at 16 * (k - 1) (so vector v of a group is 32 * v(%rsp)),
C the last round's key of each vector of a group at 256 + 32 * v, and
C P_15 at 512. The tail is one vector at a time, then a lone block at
C xmm width.
define(`AV_OCBY_B', `AV_M(0)')
define(`AV_OCBY_BN', `AV_M(1)')
define(`AV_OCBY_K0L', `AV_M(2)')
define(`AV_OCBY_SUM', `AV_M(3)')
define(`AV_OCBY_T', `AV_M(4)')

C AV_OCBY_GROUP(dir, label): one group of 16 blocks at SRC and DST.
define(`AV_OCBY_GROUP', `m4_assert_numargs(2, $#)dnl
	add	IMM(16), INDEX
	tzcnt	INDEX, SCRATCH
	shl	IMM(4), SCRATCH
	vmovdqu	48(STATE, SCRATCH), %xmm`'AV_OCBY_BN
	vpxor	512(%rsp), %xmm`'AV_OCBY_BN, %xmm`'AV_OCBY_BN
	vpxor	%xmm`'AV_OCBY_B, %xmm`'AV_OCBY_BN, %xmm`'AV_OCBY_BN
AV_BCAST_LANE0(AV_OCBY_BN)
forloop(`ocb_v', 0, 7, `ifelse(ocb_v, 7, `dnl
	vpblendd	IMM(0xf0), AV_V(AV_OCBY_BN), AV_V(AV_OCBY_B), AV_V(AV_OCBY_T)
	vpxor	224(%rsp), AV_V(AV_OCBY_T), AV_V(AV_OCBY_T)', `dnl
	vpxor	eval(32 * ocb_v)(%rsp), AV_V(AV_OCBY_B), AV_V(AV_OCBY_T)')
	vmovdqa	AV_V(AV_OCBY_T), eval(256 + 32 * ocb_v)(%rsp)
	vmovdqu	eval(32 * ocb_v)(SRC), AV_V(ocb_v)
ifelse($1, enc, `	vpxor	AV_V(ocb_v), AV_V(AV_OCBY_SUM), AV_V(AV_OCBY_SUM)
')dnl
AV_XOR3(AV_V(AV_OCBY_T), AV_V(AV_OCBY_K0L), AV_V(ocb_v))
')dnl
AV_ROUNDS(AV_OP($1), 8, $2)dnl
forloop(`ocb_v', 0, 7, `	AV_OPLAST($1)	eval(256 + 32 * ocb_v)(%rsp), AV_V(ocb_v), AV_V(ocb_v)
	vmovdqu	AV_V(ocb_v), eval(32 * ocb_v)(DST)
ifelse($1, dec, `	vpxor	AV_V(ocb_v), AV_V(AV_OCBY_SUM), AV_V(AV_OCBY_SUM)
')')')

C AV_OCBY_ONE(dir, label): one vector (or at xmm width one block) at
C SRC and DST with the P ^ last key at (INDEX); the checksum xor is at
C ymm width, a VEX xmm write clearing its upper lane otherwise (the
C upper lane of an xmm-width block register is zero).
define(`AV_OCBY_ONE', `m4_assert_numargs(2, $#)dnl
	vpxor	(INDEX), AV_V(AV_OCBY_B), AV_V(AV_OCBY_T)
	vmovdqu	(SRC), AV_V(0)
ifelse($1, enc, `	vpxor	%ymm0, %ymm`'AV_OCBY_SUM, %ymm`'AV_OCBY_SUM
')dnl
AV_XOR3(AV_V(AV_OCBY_T), AV_V(AV_OCBY_K0L), AV_V(0))
AV_ROUNDS(AV_OP($1), 1, $2)dnl
	AV_OPLAST($1)	AV_V(AV_OCBY_T), AV_V(0), AV_V(0)
	vmovdqu	AV_V(0), (DST)
ifelse($1, dec, `	vpxor	%ymm0, %ymm`'AV_OCBY_SUM, %ymm`'AV_OCBY_SUM
')')

define(`AV_OCB_YMM', `m4_assert_numargs(2, $#)dnl
	and	IMM(-16), LENGTH
	mov	LENGTH, RESULT
	jz	.L$2_end
	push	%rbp
	mov	%rsp, %rbp
	sub	IMM(544), %rsp
	and	IMM(-32), %rsp
AV_KEYS_LOAD($2)dnl
	vmovdqu	48(STATE), %xmm0
	vmovdqu	64(STATE), %xmm1
	vmovdqu	80(STATE), %xmm2
	vmovdqu	96(STATE), %xmm3
forloop(`ocb_k', 1, 16, `	vmovdqa	%xmm`'AV_KLAST, %xmm4
AV_OCB_PK(ocb_k, 4)dnl
	vmovdqa	%xmm4, eval(16 * (ocb_k - 1))(%rsp)
')dnl
	vmovdqa	%xmm3, 512(%rsp)
AV_XOR(AV_KEY(0), AV_KEY(14), AV_V(AV_OCBY_K0L))
AV_BCAST((STATE), AV_OCBY_B)
	vpxor	AV_V(AV_OCBY_SUM), AV_V(AV_OCBY_SUM), AV_V(AV_OCBY_SUM)
	mov	32(STATE), INDEX
	cmp	IMM(256), LENGTH
	jb	.L$2_tail
	ALIGN(16)
C LENGTH counts the bytes left, SRC and DST point at the next group,
C B holds its offset Offset_INDEX.
.L$2_loop:
AV_OCBY_GROUP($1, $2_g)dnl
	vmovdqa	AV_V(AV_OCBY_BN), AV_V(AV_OCBY_B)
	add	IMM(256), SRC
	add	IMM(256), DST
	sub	IMM(256), LENGTH
	cmp	IMM(256), LENGTH
	jae	.L$2_loop
C The last LENGTH = 0 .. 240 bytes, a vector at a time, INDEX pointing
C at its P ^ last key; the final offset is B ^ P_(LENGTH / 16).
.L$2_tail:
	vmovdqa	%xmm`'AV_OCBY_B, %xmm`'AV_OCBY_BN
	test	LENGTH, LENGTH
	jz	.L$2_finish
	vpxor	-16(%rsp, LENGTH), %xmm`'AV_OCBY_B, %xmm`'AV_OCBY_BN
	vpxor	%xmm`'AV_KLAST, %xmm`'AV_OCBY_BN, %xmm`'AV_OCBY_BN
	mov	%rsp, INDEX
	cmp	IMM(32), LENGTH
	jb	.L$2_lone
.L$2_vec:
AV_OCBY_ONE($1, $2_v)dnl
	add	IMM(32), SRC
	add	IMM(32), DST
	add	IMM(32), INDEX
	sub	IMM(32), LENGTH
	cmp	IMM(32), LENGTH
	jae	.L$2_vec
.L$2_lone:
	test	LENGTH, LENGTH
	jz	.L$2_finish
AV_XMM_BEGIN`'dnl
AV_OCBY_ONE($1, $2_x)dnl
AV_XMM_END`'dnl
.L$2_finish:
	vmovdqu	%xmm`'AV_OCBY_BN, (STATE)
	vextracti128	IMM(1), %ymm`'AV_OCBY_SUM, %xmm`'AV_OCBY_T
	vpxor	%xmm`'AV_OCBY_T, %xmm`'AV_OCBY_SUM, %xmm`'AV_OCBY_SUM
	vpxor	16(STATE), %xmm`'AV_OCBY_SUM, %xmm`'AV_OCBY_SUM
	vmovdqu	%xmm`'AV_OCBY_SUM, 16(STATE)
	mov	%rbp, %rsp
	pop	%rbp
	vzeroupper
.L$2_end:
	mov	RESULT, %rax
	ret')

C ------------------------------------------------------------------
C Whole files: each .asm of a backend folder is its header, AV_SETUP
C and one of these, which define the register map of the mode (System
C V) and its entry points.
C Vector registers: data in 0 .. AV_NV-1, keys as AV_KNUM says, and the
C mode registers listed with each mode above.

C AV_ECB_FILE(direction, dir): _nettle_aes{128,192,256}_<direction>_<backend>
C (ctx, length, dst, src), which move their arguments and jump into
C _nettle_aes_<direction>_<backend>(rounds, keys, table, length, dst,
C src); table is not used. dir is enc or dec.
define(`AV_ECB_FILE', `m4_assert_numargs(2, $#)dnl
define(`ROUNDS', `%rdi')dnl	rounds; then 16 * rounds (AV_KEYS_LOAD)
define(`KEYS', `%rsi')dnl	the schedule; then its last round key
define(`LENGTH', `%rcx')dnl	bytes left
define(`DST', `%r8')dnl		output, advanced per step
define(`SRC', `%r9')dnl		input, advanced per step
define(`SCRATCH', `%rax')dnl	the tail mask
AV_ECB_SIZE_FN($1, $2, 128)
AV_ECB_SIZE_FN($1, $2, 192)
AV_ECB_SIZE_FN($1, $2, 256)
C void _nettle_aes_<direction>_<backend>(unsigned rounds,
C	const uint32_t *keys, const struct aes_table *T, size_t length,
C	uint8_t *dst, const uint8_t *src);
PROLOGUE(AV_NAME(aes_$1))
AV_CHECK_LENGTH(4, _nettle_aes_$1_c)
AV_ECB($2, $2)
EPILOGUE(AV_NAME(aes_$1))')

C AV_ECB_ONE(rounds, dir, label): the per-size entries take a lone
C block (the length of every call from the generic modes, CMAC, CCM,
C EAX, ...) straight through, before anything else: xmm, VEX AES-NI
C with the round keys as memory operands, the arguments where the
C caller put them, no register to save (measured, Zen 4: 7.5 cycles a
C call, as the aesni variant, against 11.3 through the skeleton).
define(`AV_ECB_ONE', `m4_assert_numargs(3, $#)dnl
	cmp	IMM(16), AV_ARG(2)
	jne	.L$3_more
	vmovdqu	(AV_ARG(4)), %xmm0
	vpxor	(AV_ARG(1)), %xmm0, %xmm0
forloop(`av_r', 1, eval($1 - 1), `	AV_OP($2)	eval(16 * av_r)(AV_ARG(1)), %xmm0, %xmm0
')dnl
	AV_OPLAST($2)	eval(16 * $1)(AV_ARG(1)), %xmm0, %xmm0
	vmovdqu	%xmm0, (AV_ARG(3))
	ret
.L$3_more:')

C AV_ECB_SIZE_FN(direction, dir, bits): one per-size entry point,
C void _nettle_aes<bits>_<direction>_<backend>(const struct
C aes<bits>_ctx *ctx, size_t length, uint8_t *dst, const uint8_t *src).
define(`AV_ECB_SIZE_FN', `m4_assert_numargs(3, $#)dnl
PROLOGUE(AV_NAME(aes$3_$1))
AV_ECB_ONE(AES$3_ROUNDS, $2, aes$3_$1)
AV_CHECK_LENGTH(2, _nettle_aes$3_$1_c)
AV_ECB_SIZE(AES$3_ROUNDS, $2)
EPILOGUE(AV_NAME(aes$3_$1))')

C AV_CTR_FILE: size_t _nettle_ctr_aes_crypt_<backend>(unsigned rounds,
C const uint32_t *keys, uint8_t *ctr, size_t length, uint8_t *dst,
C const uint8_t *src), and its constants.
define(`AV_CTR_FILE', `m4_assert_numargs(0, $#)dnl
define(`ROUNDS', `%rdi')dnl	in: rounds; then 16 * rounds
define(`KEYS', `%rsi')dnl	in: schedule; then the address of the last round key
define(`CTR', `%rdx')dnl	the counter pointer, read at entry, written at exit
define(`REMAIN', `%rcx')dnl	in: bytes; then blocks after the current run
define(`DST', `%r8')dnl		next output block
define(`SRC', `%r9')dnl		next input block
define(`LO', `%r10')dnl		low 64 bits of the counter of the next run
define(`HI', `%r11')dnl		high 64 bits of it
define(`SCRATCH', `%rax')dnl	run limit, tail mask
define(`LENGTH', `%rbx')dnl	bytes left in the current run (callee-saved: pushed)
PROLOGUE(AV_NAME(ctr_aes_crypt))
AV_CTR(ctr)
EPILOGUE(AV_NAME(ctr_aes_crypt))

RODATA
AV_CTR_TABLES')

C AV_CBC_FILE(mode): size_t _nettle_<mode>_aes_decrypt_<backend>(unsigned
C rounds, const uint32_t *keys, uint8_t *iv, size_t length,
C uint8_t *dst, const uint8_t *src), mode cbc (keys: the decryption
C schedule) or cfb (the encryption schedule). The result is in %rax
C throughout.
define(`AV_CBC_FILE', `m4_assert_numargs(1, $#)dnl
define(`ROUNDS', `%rdi')dnl	in: rounds; then 16 * rounds
define(`KEYS', `%rsi')dnl	in: schedule; then the address of the last round key
define(`IV', `%rdx')dnl		the chaining value pointer
define(`LENGTH', `%rcx')dnl	bytes left
define(`DST', `%r8')dnl		next output block
define(`SRC', `%r9')dnl		next input block
define(`SCRATCH', `%r10')dnl	tail mask
PROLOGUE(AV_NAME($1_aes_decrypt))
AV_CBC($1, $1)
EPILOGUE(AV_NAME($1_aes_decrypt))')

C AV_XTS_FILE: size_t _nettle_xts_aes_{en,de}crypt_<backend>(unsigned
C rounds, const uint32_t *keys, uint8_t *tweak, size_t length,
C uint8_t *dst, const uint8_t *src), and their constants. The result is
C in %rax throughout; %rbp (pushed) keeps the stack pointer of entry.
define(`AV_XTS_FILE', `m4_assert_numargs(0, $#)dnl
define(`ROUNDS', `%rdi')dnl	in: rounds; then 16 * rounds
define(`KEYS', `%rsi')dnl	in: schedule; then the address of the last round key
define(`TWEAK', `%rdx')dnl	the tweak pointer, read at entry, written at exit
define(`LENGTH', `%rcx')dnl	bytes left
define(`DST', `%r8')dnl		next output block
define(`SRC', `%r9')dnl		next input block
define(`SCRATCH', `%r10')dnl	zmm: tail mask
define(`NXT', `%r10')dnl	ymm: the tweak set of the next step (shares SCRATCH)
define(`CUR', `%r11')dnl	ymm: the tweak set of this step; at exit the frame
PROLOGUE(AV_NAME(xts_aes_encrypt))
AV_XTS(enc, enc)
EPILOGUE(AV_NAME(xts_aes_encrypt))

PROLOGUE(AV_NAME(xts_aes_decrypt))
AV_XTS(dec, dec)
EPILOGUE(AV_NAME(xts_aes_decrypt))

RODATA
AV_XTS_TABLES')


C AV_OCB_FILE: the register map of size_t
C _nettle_ocb_aes_{en,de}crypt_<backend>(unsigned rounds, const
C uint32_t *keys, struct ocb_aes_state *state, size_t length, uint8_t
C *dst, const uint8_t *src) (ocb-internal.h), whose bodies are
C AV_OCB_BODY(enc) and AV_OCB_BODY(dec). The including file writes the
C PROLOGUE lines, for configure to see.
define(`AV_OCB_FILE', `m4_assert_numargs(0, $#)dnl
define(`ROUNDS', `%rdi')dnl	in: rounds; then 16 * rounds
define(`KEYS', `%rsi')dnl	in: schedule; then the address of the last round key
define(`STATE', `%rdx')dnl	struct ocb_aes_state: offset 0, checksum 16, index 32, L 48
define(`LENGTH', `%rcx')dnl	bytes left
define(`DST', `%r8')dnl		next output group
define(`SRC', `%r9')dnl		next input group
define(`INDEX', `%r10')dnl	blocks before the current group; zmm: then tail mask scratch, ymm: the tail P pointer
define(`SCRATCH', `%rax')dnl	16 * ntz, the tail byte count
define(`RESULT', `%r11')dnl	the return value
')
define(`AV_OCB_BODY', `ifelse(AV_EVEX, 1, `AV_OCB', `AV_OCB_YMM')($1, ocb$1)')
