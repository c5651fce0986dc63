C x86/vaes-avx2.m4 -- x86_64/aes-vec.m4 at ymm width on 32-bit x86.
C
C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.
C
C Included by the files of x86/vaes_avx2/. It includes the width-generic
C layer x86_64/aes-vec.m4 with AV_SETUP(ymm) and takes from it the
C vector primitives (AV_V, AV_XOR, AV_XOR3, AV_BCAST, AV_BCAST_LANE0,
C AV_LD, AV_ST, AV_LDX, AV_XMM_BEGIN/END), the round sequence entered by
C key size (AV_ROUNDS, AV_KLOAD, AV_KEYS_LOAD), the batch-and-tail
C skeleton (AV_BLOCKS, its last lone block at xmm width), the ECB step
C (AV_ECB_STEP), the tweak arithmetic of XTS (AV_MULX, AV_MULX_V) and
C the constant tables (AV_CTR_TABLES, AV_XTS_TABLES). What it adds is
C what i386 has fewer of:
C
C   eight vector registers instead of sixteen: the data of a step take
C   registers 0 .. AV_NV-1 with AV_NV per mode (ECB, CBC and CTR 6, XTS
C   4 vectors of 2 blocks), and every round key but the first is
C   broadcast into register 7 (AV_KTMP) just before its round, the
C   last one too (AV_KLOAD(14)); the first key has a register of its
C   own in ECB (AV32_K0), in the other modes a 32-byte stack slot
C   (F_K0, both lanes, a memory operand of VPXOR);
C
C   seven general registers, cdecl arguments on the stack, ebx, esi,
C   edi and ebp callee-saved, no RIP-relative addressing: the register
C   maps and entry code of the AV32_*_FILE macros below, and AV_CONST,
C   a constant addressed through the GOT in PCREG (GET_PC, as for the
C   GOT jumps of x86/machine.m4);
C
C   mode steps that need no more registers than that: CBC keeps the
C   ciphertext block carried from one step to the next in a stack slot
C   (F_CARRY) instead of a register, CTR reads its byte-reversal mask
C   as a memory operand and xors the input after the last round instead
C   of into the last round key, XTS advances the tweaks with one
C   scratch register fewer (register 7 is free before the rounds) and
C   takes (tweak xor data) after the last round from the tweak frame.
C   These steps and the bodies around them (AV32_CBC, AV32_CTR,
C   AV32_XTS) are the i386 counterparts of AV_CBC_STEP, AV_CTR_STEP,
C   AV_XTS_STEP and AV_CBC, AV_CTR, AV_XTS of aes-vec.m4; the counter
C   carry of CTR is done in 32-bit registers on a stack copy of the
C   counter.

C AV_CONST(label): label in RODATA, through the GOT address in PCREG.
define(`AV_CONST', `$1@GOTOFF(PCREG)')

include(SRCDIR`/x86_64/aes-vec.m4')
AV_SETUP(ymm)

C Key slots (aes-vec.m4): slot 0 in register AV32_K0 (ECB; the other
C modes use F_K0 instead), every other slot broadcast into register 7
C before its use.
define(`AV_KTMP', 7)
define(`AV_KNUM', `ifelse(`$1', 0, `AV32_K0', `AV_KTMP')')

C AV32_GOT: PCREG = the address of the GOT (for AV_CONST). Needs
C PC_THUNK(<PCREG without %>) in the file.
define(`AV32_GOT', `m4_assert_numargs(1, $#)dnl
	GET_PC($1)
	addl	IMM(_GLOBAL_OFFSET_TABLE_), %$1')

C AV32_KEYS_FRAME(slot): ROUNDS (in: rounds) becomes 16 * rounds, KEYS
C (in: the schedule) the address of the last round key, and the first
C round key goes to the 32-byte stack slot slot, in both lanes (for the
C modes that have no register left for it). Clobbers register 7.
define(`AV32_KEYS_FRAME', `m4_assert_numargs(1, $#)dnl
	shll	IMM(4), ROUNDS
AV_BCAST((KEYS), AV_KTMP)
	vmovdqu	AV_V(AV_KTMP), $1
	addl	ROUNDS, KEYS')

C AV32_ONE_ROUNDS(dir, label): the middle rounds of one block in xmm0,
C at xmm width, the round keys loaded into xmm7; %ecx holds 16 * rounds
C and %eax the last round key (the one-block paths, which need no
C register saved).
define(`AV32_ONE_ROUNDS', `m4_assert_numargs(2, $#)dnl
AV_XMM_BEGIN`'pushdef(`ROUNDS', `%ecx')pushdef(`KEYS', `%eax')dnl
AV_ROUNDS(AV_OP($1), 1, $2)dnl
popdef(`KEYS')popdef(`ROUNDS')AV_XMM_END`'')

C AV32_ONE_CHECK(label): go on at .L<label>_more unless the call is for
C one block (length rounded down to 16 bytes is 16); on one block,
C %ecx = 16 * rounds and %eax = keys. At entry, nothing pushed.
define(`AV32_ONE_CHECK', `m4_assert_numargs(1, $#)dnl
	movl	16(%esp), %ecx
	andl	IMM(-16), %ecx
	cmpl	IMM(16), %ecx
	jne	.L$1_more
	movl	4(%esp), %ecx
	movl	8(%esp), %eax
	shll	IMM(4), %ecx')

C ------------------------------------------------------------------
C ECB. Data in 0 .. 5, the first key in 6, the others in 7.

C AV32_ECB_SIZE_FN(direction, dir, bits): void
C _nettle_aes<bits>_<direction>_vaes_avx2(const struct aes<bits>_ctx
C *ctx, size_t length, uint8_t *dst, const uint8_t *src). One block
C straight through at xmm width with the keys as memory operands and
C nothing saved (as AV_ECB_ONE on x86_64); otherwise it saves esi and
C edi, loads the register map and joins the body of AV32_ECB_FILE.
define(`AV32_ECB_SIZE_FN', `m4_assert_numargs(3, $#)dnl
PROLOGUE(AV_NAME(aes$3_$1))
	movl	8(%esp), %ecx
	cmpl	IMM(16), %ecx
	jne	.Laes$3_$1_more
	movl	4(%esp), %eax
	movl	16(%esp), %ecx
	movl	12(%esp), %edx
	vmovdqu	(%ecx), %xmm0
	vpxor	(%eax), %xmm0, %xmm0
forloop(`av_r', 1, eval(AES$3_ROUNDS - 1), `	AV_OP($2)	eval(16 * av_r)(%eax), %xmm0, %xmm0
')dnl
	AV_OPLAST($2)	eval(16 * AES$3_ROUNDS)(%eax), %xmm0, %xmm0
	vmovdqu	%xmm0, (%edx)
	ret
.Laes$3_$1_more:
	testb	IMM(15), %cl
	jnz	.Laes$3_$1_bad
	pushl	%esi
	pushl	%edi
	movl	12(%esp), KEYS
	movl	20(%esp), DST
	movl	24(%esp), SRC
	movl	IMM(AES$3_ROUNDS), ROUNDS
	jmp	.L$2_body
.Laes$3_$1_bad:
	GOT_JUMP(_nettle_aes$3_$1_c, ecx)
EPILOGUE(AV_NAME(aes$3_$1))')

C AV32_ECB_FILE(direction, dir): the per-size entries and
C void _nettle_aes_<direction>_vaes_avx2(unsigned rounds,
C const uint32_t *keys, const struct aes_table *T, size_t length,
C uint8_t *dst, const uint8_t *src); table is not used. A length that
C is not a whole number of blocks tail-jumps to the C variant (which
C asserts) through the GOT.
define(`AV32_ECB_FILE', `m4_assert_numargs(2, $#)dnl
define(`AV_NV', 6)dnl
define(`AV32_K0', 6)dnl
define(`KEYS', `%eax')dnl	the schedule; then its last round key
define(`LENGTH', `%ecx')dnl	bytes left
define(`DST', `%edx')dnl	output, advanced per step
define(`SRC', `%esi')dnl	input, advanced per step (saved)
define(`ROUNDS', `%edi')dnl	rounds; then 16 * rounds (saved)
AV32_ECB_SIZE_FN($1, $2, 128)
AV32_ECB_SIZE_FN($1, $2, 192)
AV32_ECB_SIZE_FN($1, $2, 256)

PROLOGUE(AV_NAME(aes_$1))
	movl	16(%esp), LENGTH
	testb	IMM(15), LREG(LENGTH)
	jnz	.L$2_bad
	pushl	%esi
	pushl	%edi
	movl	12(%esp), ROUNDS
	movl	16(%esp), KEYS
	movl	28(%esp), DST
	movl	32(%esp), SRC
.L$2_body:
	testl	LENGTH, LENGTH
	jz	.L$2_end
AV_KEYS_LOAD($2)dnl
AV_BLOCKS($2, `AV_ECB_STEP', $2)
	vzeroupper
.L$2_end:
	popl	%edi
	popl	%esi
	ret
.L$2_bad:
	GOT_JUMP(_nettle_aes_$1_c, ecx)
EPILOGUE(AV_NAME(aes_$1))

PC_THUNK(ecx)')

C ------------------------------------------------------------------
C CBC and CFB decryption, mode cbc or cfb as in AV_CBC of aes-vec.m4
C (cfb: dst[i] = E(src[i-1]) ^ src[i], the two inputs of a block
C swapped). Data in 0 .. 5, AV32_CBC_T (6) the input xored in by the
C last round, then xor the last key; the round keys in 7, the first
C one in the stack slot F_K0.
C F_CARRY, a stack slot, holds the last ciphertext block of the step
C before (at entry the iv, at the end the new iv): it is read before any
C block of the step is written, so dst == src works.
define(`AV32_CBC_T', 6)

C AV32_CBC_PREV0(n): register n = the previous blocks of vector 0:
C F_CARRY, and at ymm width src block 0 in the high lane.
define(`AV32_CBC_PREV0', `dnl
	vmovdqu	F_CARRY, %xmm`'$1
ifelse(AV_W, `ymm', `	vinserti128	IMM(1), (SRC), %ymm`'$1, %ymm`'$1
')')

C AV32_CBC_STEP(n, kind, label, mode): cbc, dst = D(src) ^ (the block
C before); cfb, dst = E(the block before) ^ src. The previous blocks of
C vector 0 and the new carry are read before the rounds; the inputs
C of the last round of the other vectors (cbc: src - 16 on; cfb: src)
C after them, before the stores.
define(`AV32_CBC_STEP', `dnl
ifelse(`$4', `cbc', `dnl
forloop(`cbc_b', 0, eval($1 - 1), `AV_LD(`$2', eval(cbc_b * AV_VB)(SRC), cbc_b)
AV_XOR(F_K0, AV_V(cbc_b), AV_V(cbc_b))
')dnl
AV32_CBC_PREV0(AV32_CBC_T)', `dnl
AV32_CBC_PREV0(0)dnl
AV_XOR(F_K0, AV_V(0), AV_V(0))
forloop(`cbc_b', 1, eval($1 - 1), `AV_LD(`$2', eval(cbc_b * AV_VB - 16)(SRC), cbc_b)
AV_XOR(F_K0, AV_V(cbc_b), AV_V(cbc_b))
')')dnl
	vmovdqu	eval($1 * AV_VB - 16)(SRC), %xmm`'AV_KTMP
	vmovdqu	%xmm`'AV_KTMP, F_CARRY
AV_ROUNDS(AV_OP(AV_CBC_DIR($4)), $1, $3)dnl
AV_KLOAD(14)dnl
forloop(`cbc_b', 0, eval($1 - 1), `ifelse(`$4', `cbc', `ifelse(cbc_b, 0,
`AV_XOR(AV_KEY(14), AV_V(AV32_CBC_T), AV_V(AV32_CBC_T))',
`AV_XOR(eval(cbc_b * AV_VB - 16)(SRC), AV_KEY(14), AV_V(AV32_CBC_T))')',
`AV_XOR(eval(cbc_b * AV_VB)(SRC), AV_KEY(14), AV_V(AV32_CBC_T))')
	AV_OPLAST(AV_CBC_DIR($4))	AV_V(AV32_CBC_T), AV_V(cbc_b), AV_V(cbc_b)
')dnl
forloop(`cbc_b', 0, eval($1 - 1), `AV_ST(`$2', cbc_b, eval(cbc_b * AV_VB)(DST))
')')

C AV32_CBC_ARG(i): argument i (0: rounds), esp as below the frame.
define(`AV32_CBC_ARG', `eval(60 + 4 * $1)(%esp)')

C AV32_CBC_FILE(mode): size_t _nettle_<mode>_aes_decrypt_vaes_avx2(unsigned
C rounds, const uint32_t *keys, uint8_t *iv, size_t length,
C uint8_t *dst, const uint8_t *src), mode cbc (the decryption
C schedule) or cfb (the encryption schedule). Saves esi and edi; a
C 48-byte frame (F_K0, F_CARRY) below them.
define(`AV32_CBC_FILE', `m4_assert_numargs(1, $#)dnl
define(`AV_NV', 6)dnl
define(`KEYS', `%eax')dnl	the schedule; then its last round key
define(`LENGTH', `%ecx')dnl	bytes left
define(`DST', `%edx')dnl	next output block (at entry and exit: iv)
define(`SRC', `%esi')dnl	next input block (saved)
define(`ROUNDS', `%edi')dnl	rounds; then 16 * rounds (saved)
define(`F_K0', `(%esp)')dnl
define(`F_CARRY', `32(%esp)')dnl
PROLOGUE(AV_NAME($1_aes_decrypt))
C One block: xmm0 the state, xmm1 the ciphertext (the next iv), xmm2
C the last key xor the other input; nothing saved, no frame.
AV32_ONE_CHECK($1`'1)
	movl	24(%esp), %edx
	vmovdqu	(%edx), %xmm1
	movl	12(%esp), %edx
ifelse(`$1', `cbc', `	vpxor	(%eax), %xmm1, %xmm0
	vmovdqu	(%edx), %xmm2', `	vmovdqu	(%edx), %xmm0
	vpxor	(%eax), %xmm0, %xmm0
	vmovdqa	%xmm1, %xmm2')
	addl	%ecx, %eax
AV32_ONE_ROUNDS(AV_CBC_DIR($1), $1`'1)dnl
	vpxor	(%eax), %xmm2, %xmm2
	AV_OPLAST(AV_CBC_DIR($1))	%xmm2, %xmm0, %xmm0
	vmovdqu	%xmm1, (%edx)
	movl	20(%esp), %edx
	vmovdqu	%xmm0, (%edx)
	movl	IMM(16), %eax
	ret
.L$1`'1_more:
	pushl	%esi
	pushl	%edi
	subl	IMM(48), %esp
	movl	AV32_CBC_ARG(3), LENGTH
	andl	IMM(-16), LENGTH
	jz	.L$1_end
	movl	AV32_CBC_ARG(0), ROUNDS
	movl	AV32_CBC_ARG(1), KEYS
	movl	AV32_CBC_ARG(2), DST
	vmovdqu	(DST), %xmm0
	vmovdqu	%xmm0, F_CARRY
	movl	AV32_CBC_ARG(4), DST
	movl	AV32_CBC_ARG(5), SRC
AV32_KEYS_FRAME(F_K0)
AV_BLOCKS($1, `AV32_CBC_STEP', `$1')
	movl	AV32_CBC_ARG(2), DST
	vmovdqu	F_CARRY, %xmm0
	vmovdqu	%xmm0, (DST)
	vzeroupper
.L$1_end:
	movl	AV32_CBC_ARG(3), %eax
	andl	IMM(-16), %eax
	addl	IMM(48), %esp
	popl	%edi
	popl	%esi
	ret
EPILOGUE(AV_NAME($1_aes_decrypt))')

C ------------------------------------------------------------------
C CTR. Data in 0 .. 5, AV32_CTR_BASE (6) the counters of the next
C vector as in AV_CTR (byte-reversed, one per lane, the low 64 bits an
C ordinary number that does not wrap within a run), the round keys in
C 7, the first one in the stack slot F_K0. The byte-reversal mask is a memory operand
C (.Lav_bswap, made 32 bytes long by AV32_CTR_FILE).
define(`AV32_CTR_BASE', 6)

C AV32_CTR_STEP(n, kind, label): dst = src ^ E(counter).
define(`AV32_CTR_STEP', `dnl
forloop(`ctr_b', 0, eval($1 - 1), `ifelse(ctr_b, 0,
`	vpshufb	AV_CONST(.Lav_bswap), AV_V(AV32_CTR_BASE), AV_V(0)',
`	vpaddq	AV_CONST(.Lav_ctr_inc+eval(AV_TVB * ctr_b)), AV_V(AV32_CTR_BASE), AV_V(ctr_b)
	vpshufb	AV_CONST(.Lav_bswap), AV_V(ctr_b), AV_V(ctr_b)')
AV_XOR(F_K0, AV_V(ctr_b), AV_V(ctr_b))
')dnl
	vpaddq	AV_CONST(.Lav_ctr_inc+eval(AV_TVB * $1)), AV_V(AV32_CTR_BASE), AV_V(AV32_CTR_BASE)
AV_ROUNDS(vaesenc, $1, $3)dnl
AV_KLOAD(14)dnl
forloop(`ctr_b', 0, eval($1 - 1), `	vaesenclast	AV_KEY(14), AV_V(ctr_b), AV_V(ctr_b)
AV_XOR(eval(ctr_b * AV_VB)(SRC), AV_V(ctr_b), AV_V(ctr_b))
AV_ST(`$2', ctr_b, eval(ctr_b * AV_VB)(DST))
')')

C AV32_CTR_ARG(i): argument i (0: rounds), esp as below the frame;
C F_CTR(i): byte i of the counter copy.
define(`AV32_CTR_ARG', `eval(68 + 4 * $1)(%esp)')
define(`F_CTR', `eval($1 + 32)(%esp)')

C AV32_CTR_FILE: size_t _nettle_ctr_aes_crypt_vaes_avx2(unsigned
C rounds, const uint32_t *keys, uint8_t *ctr, size_t length,
C uint8_t *dst, const uint8_t *src), and its constants. Saves ebp,
C ebx, esi, edi; a 48-byte frame below them holds the first round key
C (F_K0) and the counter of the next run as a little-endian 128-bit
C number (F_CTR, four words).
C Runs as in AV_CTR: within a run the low 64 bits do not wrap, so a run
C is REMAIN blocks unless the second word is all ones and the first is
C within REMAIN of wrapping; between runs the frame copy gets ADD/ADC
C over its four words (the whole 128 bits carry).
define(`AV32_CTR_FILE', `m4_assert_numargs(0, $#)dnl
define(`AV_NV', 6)dnl
define(`F_K0', `(%esp)')dnl
define(`KEYS', `%eax')dnl	the schedule; then its last round key
define(`LENGTH', `%ecx')dnl	bytes of the current run, counted down
define(`DST', `%edx')dnl	next output block (at entry and exit: ctr)
define(`REMAIN', `%ebx')dnl	blocks after the current run (saved)
define(`SRC', `%esi')dnl	next input block (saved)
define(`ROUNDS', `%edi')dnl	rounds; then 16 * rounds (saved)
define(`PCREG', `%ebp')dnl	the GOT, for AV_CONST (saved)
PROLOGUE(AV_NAME(ctr_aes_crypt))
	pushl	%ebp
	pushl	%ebx
	pushl	%esi
	pushl	%edi
	subl	IMM(48), %esp
	movl	AV32_CTR_ARG(3), REMAIN
	shrl	IMM(4), REMAIN
	jz	.Lctr_end
	movl	AV32_CTR_ARG(0), ROUNDS
	movl	AV32_CTR_ARG(1), KEYS
AV32_KEYS_FRAME(F_K0)
AV32_GOT(ebp)
	movl	AV32_CTR_ARG(2), DST
	vmovdqu	(DST), %xmm0
	vpshufb	AV_CONST(.Lav_bswap), %xmm0, %xmm0
	vmovdqu	%xmm0, F_CTR(0)
	movl	AV32_CTR_ARG(4), DST
	movl	AV32_CTR_ARG(5), SRC

.Lctr_run:
	C The run: REMAIN blocks, or fewer when the low half of the counter
	C wraps first, after 2^64 - low blocks: less than REMAIN < 2^28
	C only when the second word is all ones and the first is not zero.
	movl	REMAIN, LENGTH
	cmpl	IMM(-1), F_CTR(4)
	jne	.Lctr_set
	movl	F_CTR(0), LENGTH
	negl	LENGTH
	jz	.Lctr_all
	cmpl	REMAIN, LENGTH
	jb	.Lctr_set
.Lctr_all:
	movl	REMAIN, LENGTH
.Lctr_set:
	subl	LENGTH, REMAIN
	vmovdqu	F_CTR(0), %xmm`'AV32_CTR_BASE
AV_BCAST_LANE0(AV32_CTR_BASE)
	vpaddq	AV_CONST(.Lav_ctr_lanes), AV_V(AV32_CTR_BASE), AV_V(AV32_CTR_BASE)
	addl	LENGTH, F_CTR(0)
	adcl	IMM(0), F_CTR(4)
	adcl	IMM(0), F_CTR(8)
	adcl	IMM(0), F_CTR(12)
	shll	IMM(4), LENGTH
AV_BLOCKS(ctr, `AV32_CTR_STEP', )
	addl	LENGTH, SRC
	addl	LENGTH, DST
	testl	REMAIN, REMAIN
	jnz	.Lctr_run

	vmovdqu	F_CTR(0), %xmm0
	vpshufb	AV_CONST(.Lav_bswap), %xmm0, %xmm0
	movl	AV32_CTR_ARG(2), DST
	vmovdqu	%xmm0, (DST)
	vzeroupper
.Lctr_end:
	movl	AV32_CTR_ARG(3), %eax
	andl	IMM(-16), %eax
	addl	IMM(48), %esp
	popl	%edi
	popl	%esi
	popl	%ebx
	popl	%ebp
	ret
EPILOGUE(AV_NAME(ctr_aes_crypt))

PC_THUNK(ebp)

RODATA
AV_CTR_TABLES
C The second lane of .Lav_bswap, for VPSHUFB with a ymm memory operand.
	.byte	15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0')

C ------------------------------------------------------------------
C XTS. Data in 0 .. 3 (4 vectors, 8 blocks a step); AV32_XTS_TWV (4) a
C tweak vector being advanced, AV_XTS_T1 (5) and AV_XTS_T2 (7, free
C before the rounds) the scratch of AV_MULX, AV_XTS_POLY (6) 0x87 in
C the low half of every lane, the round keys in 7, the first one in the
C 32-byte stack slot F_K0. (5 vectors, with 0x87 in a stack slot,
C measured slower: 0.184 against 0.172 cycles/byte, the multiplication
C by x^10 taking two instructions more than by x^8, a byte shift.) The tweak vectors of a step are in a stack frame as on x86_64
C (sets CUR and NXT, swapped after each whole-vector step), read again
C after the last round.
define(`AV32_XTS_TWV', 4)
define(`AV_XTS_T1', 5)
define(`AV_XTS_T2', 7)
define(`AV_XTS_POLY', 6)

C AV32_XTS_TW(b): tweak vector b of the step, in CUR.
define(`AV32_XTS_TW', `eval(16 * AV_BPV * $1)(CUR)')

C AV32_XTS_ADVANCE(n): the tweaks after a step of n whole vectors, from
C CUR into NXT.
define(`AV32_XTS_ADVANCE', `dnl
forloop(`xts_b', 0, eval($1 - 1), `	vmovdqu	eval(AV_VB * xts_b)(CUR), AV_V(AV32_XTS_TWV)
AV_MULX(eval($1 * AV_BPV), AV32_XTS_TWV)
	vmovdqu	AV_V(AV32_XTS_TWV), eval(AV_VB * xts_b)(NXT)
')')

C AV32_XTS_STEP(n, kind, label, dir): dst = E(src ^ T) ^ T (or D).
C The next step's tweaks are made first, before the loads (measured,
C 4 KiB: 0.172 cycles/byte, against 0.174 after the loads and 0.194
C after the stores).
define(`AV32_XTS_STEP', `dnl
ifelse(AV_W, `xmm', , `AV32_XTS_ADVANCE($1)')dnl
forloop(`xts_b', 0, eval($1 - 1), `AV_LD(`$2', eval(xts_b * AV_VB)(SRC), xts_b)
AV_XOR3(AV32_XTS_TW(xts_b), F_K0, AV_V(xts_b))
')dnl
AV_ROUNDS(AV_OP($4), $1, $3)dnl
AV_KLOAD(14)dnl
forloop(`xts_b', 0, eval($1 - 1), `	AV_OPLAST($4)	AV_KEY(14), AV_V(xts_b), AV_V(xts_b)
AV_XOR(AV32_XTS_TW(xts_b), AV_V(xts_b), AV_V(xts_b))
AV_ST(`$2', xts_b, eval(xts_b * AV_VB)(DST))
')dnl
ifelse(AV_W, `xmm', , `	xchgl	CUR, NXT
')')

C AV32_XTS_ONE(dir, label): a call for one block, straight through at
C xmm width with nothing saved: xmm0 the state, xmm1 the tweak, then
C T * x with five instructions on the 32-bit lanes (each lane doubled,
C its top bit into the next lane as 1, that of the last lane into lane
C 0 as 0x87; the mask 0x87, 1, 1, 1 in xmm2, scratch xmm3), as in
C x86/aesni/xts-aes.asm. Made for the many one-block calls (a 16-byte
C sector, or the glue's last whole block before stealing), which the
C tweak vectors of AV32_XTS would cost about twice as much.
define(`AV32_XTS_ONE', `m4_assert_numargs(2, $#)dnl
AV32_ONE_CHECK($2`'1)
	movl	12(%esp), %edx
	vmovdqu	(%edx), %xmm1
	movl	24(%esp), %edx
	vpxor	(%edx), %xmm1, %xmm0
	vpxor	(%eax), %xmm0, %xmm0
	addl	%ecx, %eax
AV32_ONE_ROUNDS($1, $2`'1)dnl
	AV_OPLAST($1)	(%eax), %xmm0, %xmm0
	vpxor	%xmm1, %xmm0, %xmm0
	movl	20(%esp), %edx
	vmovdqu	%xmm0, (%edx)
	vpcmpeqd	%xmm2, %xmm2, %xmm2
	vpsrld	IMM(31), %xmm2, %xmm2
	movl	IMM(0x87), %ecx
	vpinsrw	IMM(0), %ecx, %xmm2, %xmm2
	vpshufd	IMM(0x93), %xmm1, %xmm3
	vpsrad	IMM(31), %xmm3, %xmm3
	vpand	%xmm2, %xmm3, %xmm3
	vpaddd	%xmm1, %xmm1, %xmm1
	vpxor	%xmm3, %xmm1, %xmm1
	movl	12(%esp), %edx
	vmovdqu	%xmm1, (%edx)
	movl	IMM(16), %eax
	ret
.L$2`'1_more:')

C AV32_XTS_ARG(i): argument i (0: rounds), esp as after the pushes;
C AV32_XTS_ARG_E(i): the same while ebp holds that esp (set-up).
define(`AV32_XTS_ARG', `eval(20 + 4 * $1)(%esp)')
define(`AV32_XTS_ARG_E', `eval(20 + 4 * $1)(%ebp)')

C AV32_XTS(dir, label): the whole body of
C _nettle_xts_aes_<dir>crypt_vaes_avx2. Saves ebp, ebx, esi, edi; the
C frame is aligned to 32 below them, the stack pointer of entry kept
C in it (F_ESP), since every general register is in use. The first
C tweak vectors come from the given tweak with per-lane shift counts
C (AV_MULX_V); the next tweak is left in CUR at the lane after the last
C block and copied to the tweak buffer.
define(`AV32_XTS', `m4_assert_numargs(2, $#)dnl
AV32_XTS_ONE($1, $2)
	pushl	%ebp
	pushl	%ebx
	pushl	%esi
	pushl	%edi
	movl	%esp, %ebp
	movl	AV32_XTS_ARG(3), LENGTH
	andl	IMM(-16), LENGTH
	jz	.L$2_end
	subl	IMM(F_SIZE), %esp
	andl	IMM(-32), %esp
	movl	%ebp, F_ESP
	movl	AV32_XTS_ARG_E(0), ROUNDS
	movl	AV32_XTS_ARG_E(1), KEYS
	movl	AV32_XTS_ARG_E(2), DST
AV32_KEYS_FRAME(F_K0)
AV_BCAST((DST), 0)
	movl	AV32_XTS_ARG_E(4), DST
	movl	AV32_XTS_ARG_E(5), SRC
AV32_GOT(ebp)
AV_BCAST(AV_CONST(.Lav_xts_poly), AV_XTS_POLY)
	leal	F_SET0, CUR
forloop(`xts_b', 0, eval(AV_NV - 1), `AV_MULX_V(0, AV32_XTS_TWV, xts_b)
	vmovdqa	AV_V(AV32_XTS_TWV), eval(AV_VB * xts_b)(CUR)
')dnl
	leal	F_SET1, NXT
AV_BLOCKS($2, `AV32_XTS_STEP', $1)
	vmovdqu	(CUR, LENGTH), %xmm0
	movl	F_ESP, %esp
	movl	AV32_XTS_ARG(2), DST
	vmovdqu	%xmm0, (DST)
	vzeroupper
.L$2_end:
	movl	AV32_XTS_ARG(3), %eax
	andl	IMM(-16), %eax
	popl	%edi
	popl	%esi
	popl	%ebx
	popl	%ebp
	ret')

C AV32_XTS_FILE: size_t _nettle_xts_aes_{en,de}crypt_vaes_avx2(unsigned
C rounds, const uint32_t *keys, uint8_t *tweak, size_t length,
C uint8_t *dst, const uint8_t *src), and their constants.
define(`AV32_XTS_FILE', `m4_assert_numargs(0, $#)dnl
define(`AV_NV', 4)dnl
define(`KEYS', `%eax')dnl	the schedule; then its last round key
define(`LENGTH', `%ecx')dnl	bytes left
define(`DST', `%edx')dnl	next output block (at entry and exit: tweak)
define(`CUR', `%ebx')dnl	the tweak set of this step (saved)
define(`SRC', `%esi')dnl	next input block (saved)
define(`ROUNDS', `%edi')dnl	rounds; then 16 * rounds (saved)
define(`NXT', `%ebp')dnl	the tweak set of the next step; at entry the GOT (saved)
define(`PCREG', `%ebp')dnl
define(`F_K0', `(%esp)')dnl	the first round key in both lanes
define(`F_SET0', `32(%esp)')dnl
define(`F_SET1', `eval(32 + AV_NV * AV_VB)(%esp)')dnl
define(`F_ESP', `eval(32 + 2 * AV_NV * AV_VB)(%esp)')dnl
define(`F_SIZE', `eval(64 + 2 * AV_NV * AV_VB)')dnl
PROLOGUE(AV_NAME(xts_aes_encrypt))
AV32_XTS(enc, enc)
EPILOGUE(AV_NAME(xts_aes_encrypt))

PROLOGUE(AV_NAME(xts_aes_decrypt))
AV32_XTS(dec, dec)
EPILOGUE(AV_NAME(xts_aes_decrypt))

PC_THUNK(ebp)

RODATA
AV_XTS_TABLES')
