C x86_64/ghash-vec.m4 -- GHASH over wide vectors (VPCLMULQDQ), one body
C for every width.
C
C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.
C
C Included after x86_64/aes-vec.m4 and AV_SETUP(width) by the GHASH
C files of x86_64/vaes_avx2/ (ymm, VEX, 2 blocks a vector) and
C x86_64/vaes_avx512/ (zmm, EVEX, 4 blocks a vector): the vector
C names (AV_V), moves, xors (AV_XOR3 is one VPTERNLOGD on EVEX) and the
C byte mask of the tail (AV_MASK, AV_LD) come from there.
C
C Arithmetic: as x86_64/pclmul/ghash.m4 explains. A block is loaded
C and byte-reversed, the key set-up stores H' = H * x, and for any X,
C GV_REDUCE(X * H') is X * H, by two Montgomery folds with 0xc2 << 56.
C Each 128-bit lane is one block: a vector of blocks times a vector of
C powers gives a lane-wise 256-bit product. The update uses Karatsuba
C (three VPCLMULQDQ a vector, the folded halves of the powers stored
C in the table), since on Zen 4 the zmm VPCLMULQDQ is what limits it
C (measured, 2026-12-02: 0.14 c/B with four products a block, 0.10
C with three); the key set-up, one product a power, the schoolbook.
C
C Table (struct gcm_key, 4096 bytes, ours to lay out): entry j, the 16
C bytes at 16 * j, holds H'^(32 - j) for j = 0 .. 31 (GV_NPOW = 32), as
C a little-endian 128-bit integer, and entries 32 .. 34 are zero; the
C same at GV_KOFF for the folded halves (GV_KOFF below). So a batch of
C n blocks loads its powers H^n .. H^1 as consecutive vectors from
C entry 32 - n (32 for the stitched GCM step, 16 for the update, or the
C rest of fewer); a masked last vector of the zmm update may read up
C to entry 34, whose zeros (times zero data lanes) add nothing. Both widths build and read the same
C layout, but only their own: fat-table.h pairs each update with its
C set-up.

C Vector registers (numbers, at the width of the code using them):
define(`GV_Y', 0)	C the accumulator Y, xmm (upper lanes zero), whole call
define(`GV_BSWAP', 1)	C byte-reversal mask in every lane, whole call
define(`GV_POLY', 2)	C 0xc2 << 56 in the low qword, xmm, whole call
define(`GV_LO', 3)	C unreduced sum, low products, one step
define(`GV_MID', 4)	C unreduced sum, cross products, one step
define(`GV_HI', 5)	C unreduced sum, high products, one step
C 6 .. 9 and 10 .. 13: two sets (x, p, t1, t2) of a block vector, its
C powers and two scratch registers, so that two vectors interleave.
define(`GV_SET', `eval(6 + 4 * ($1 % 2))')
C GV_X(s), GV_P(s), GV_T1(s), GV_T2(s): the registers of set s (an
C includer short of registers may give every set the same ones, and
C t1 = t2: the macros never need both temporaries at once).
define(`GV_X', `GV_SET($1)')
define(`GV_P', `eval(GV_SET($1) + 1)')
define(`GV_T1', `eval(GV_SET($1) + 2)')
define(`GV_T2', `eval(GV_SET($1) + 3)')
C GV_POLY_OP: the operand GV_REDUCE takes the constant from.
define(`GV_POLY_OP', `%xmm`'GV_POLY')
define(`GV_YP', 14)	C xmm: the power Y is multiplied by, H^16 or H^n
define(`GV_FA', 7)	C GV_FINISH: scratch (free once the products are made)
define(`GV_FB', 8)	C GV_FINISH: scratch
define(`GV_FC', 9)	C GV_FINISH: scratch

C GV_MULACC(x, p, t1, t2, first): LO, MID, HI (+)= the lane-wise
C carry-less product of registers x and p, schoolbook (first: `first'
C sets them instead). Clobbers t1, t2.
define(`GV_MULACC', `m4_assert_numargs(5, $#)dnl
ifelse(`$5', `first', `dnl
	vpclmulqdq	IMM(0x00), AV_V($2), AV_V($1), AV_V(GV_LO)
	vpclmulqdq	IMM(0x11), AV_V($2), AV_V($1), AV_V(GV_HI)
	vpclmulqdq	IMM(0x01), AV_V($2), AV_V($1), AV_V(GV_MID)
	vpclmulqdq	IMM(0x10), AV_V($2), AV_V($1), AV_V($3)
AV_XOR(AV_V($3), AV_V(GV_MID), AV_V(GV_MID))
', `dnl
	vpclmulqdq	IMM(0x00), AV_V($2), AV_V($1), AV_V($3)
	vpclmulqdq	IMM(0x11), AV_V($2), AV_V($1), AV_V($4)
AV_XOR(AV_V($3), AV_V(GV_LO), AV_V(GV_LO))
AV_XOR(AV_V($4), AV_V(GV_HI), AV_V(GV_HI))
	vpclmulqdq	IMM(0x01), AV_V($2), AV_V($1), AV_V($3)
	vpclmulqdq	IMM(0x10), AV_V($2), AV_V($1), AV_V($4)
AV_XOR3(AV_V($3), AV_V($4), AV_V(GV_MID))
')')

C GV_HSUM(n, t): register n = the xor of its lanes, left in the xmm
C part (upper lanes zero). Clobbers t.
define(`GV_HSUM', `m4_assert_numargs(2, $#)dnl
ifelse(AV_W, `zmm', `dnl
	vextracti64x4	IMM(1), %zmm$1, %ymm$2
	vpxor	%ymm$2, %ymm$1, %ymm$1
')dnl
ifelse(AV_W, `xmm', , `dnl
	vextracti128	IMM(1), %ymm$1, %xmm$2
	vpxor	%xmm$2, %xmm$1, %xmm$1
')')

C GV_SUM(t): LO, MID, HI (at the current width, MID of Karatsuba) =
C the sums of their lanes, in the xmm parts, MID fixed to the cross
C products. Clobbers t.
define(`GV_SUM', `m4_assert_numargs(1, $#)dnl
GV_KFIX`'dnl
GV_HSUM(GV_LO, $1)dnl
GV_HSUM(GV_MID, $1)dnl
GV_HSUM(GV_HI, $1)')

C GV_REDUCE(t): Y = the field element of the xmm parts of LO, MID, HI
C (the cross products in MID). Clobbers LO, MID, HI and t.
define(`GV_REDUCE', `m4_assert_numargs(1, $#)dnl
	vpslldq	IMM(8), %xmm`'GV_MID, %xmm$1
	vpsrldq	IMM(8), %xmm`'GV_MID, %xmm`'GV_MID
	vpxor	%xmm$1, %xmm`'GV_LO, %xmm`'GV_LO
	vpxor	%xmm`'GV_MID, %xmm`'GV_HI, %xmm`'GV_HI
	vpclmulqdq	IMM(0x00), GV_POLY_OP, %xmm`'GV_LO, %xmm$1
	vpshufd	IMM(0x4e), %xmm`'GV_LO, %xmm`'GV_LO
	vpxor	%xmm$1, %xmm`'GV_LO, %xmm`'GV_LO
	vpclmulqdq	IMM(0x00), GV_POLY_OP, %xmm`'GV_LO, %xmm$1
	vpshufd	IMM(0x4e), %xmm`'GV_LO, %xmm`'GV_LO
	vpxor	%xmm$1, %xmm`'GV_HI, %xmm`'GV_HI
	vpxor	%xmm`'GV_HI, %xmm`'GV_LO, %xmm`'GV_Y')

C GV_NPOW: the powers in the table. GV_POW(n): the offset of the
C powers of a batch of n blocks (entry 32 - n).
define(`GV_NPOW', 32)
define(`GV_POW', `eval(16 * (GV_NPOW - $1))')

C GV_YP_LOAD(n): what GV_FINISH(n) does first to have GV_YP = H^n
C (nothing: the update keeps it in a register; an includer short of
C registers loads it here).
define(`GV_YP_LOAD', `')

C GV_FINISH(n): Y = (Y * YP + the sum of LO, MID, HI), reduced, YP
C being H^n for a batch of n blocks. Only this
C waits for Y: the products of the blocks are made without it (the
C first block times H^n plus Y times H^n is (block + Y) H^n), so the
C chain from one Y to the next is one xmm product and the reduction.
define(`GV_FINISH', `m4_assert_numargs(1, $#)dnl
GV_YP_LOAD($1)`'dnl
GV_SUM(GV_FA)dnl
AV_XMM_BEGIN`'dnl
GV_MULACC(GV_Y, GV_YP, GV_FB, GV_FC, acc)dnl
AV_XMM_END`'dnl
GV_REDUCE(GV_FA)')

C GV_REFLECT(n, swap): byte-reverse every lane of register n if swap is
C `yes' (GHASH blocks), nothing otherwise (POLYVAL blocks).
define(`GV_REFLECT', `ifelse(`$2', `yes', `	vpshufb	AV_V(GV_BSWAP), AV_V($1), AV_V($1)
')')

C GV_KFIX: MID of Karatsuba sums to the cross products.
define(`GV_KFIX', `AV_XOR3(AV_V(GV_LO), AV_V(GV_HI), AV_V(GV_MID))
')

C GV_KOFF: the offset of the folded halves in the table: at
C GV_KOFF + 16 * j, both qwords hold lo ^ hi of the power of entry j
C (zero for j = 16 .. 18), for Karatsuba.
define(`GV_KOFF', 1024)

C GV_KMULACC(s, first, k): LO, HI (+)= the lane-wise low and high
C products of x and p of set s, and MID (+)= (x.lo ^ x.hi)(p.lo ^ p.hi),
C the folded halves of p being the memory operand k (first: `first'
C sets them instead). Three VPCLMULQDQ a vector instead of four; the
C sum needs GV_KFIX once. Clobbers x, t1, t2 of the set.
define(`GV_KMULACC', `m4_assert_numargs(3, $#)dnl
pushdef(`gv_x', AV_V(GV_X($1)))pushdef(`gv_p', AV_V(GV_P($1)))dnl
pushdef(`gv_t1', AV_V(GV_T1($1)))pushdef(`gv_t2', AV_V(GV_T2($1)))dnl
ifelse(`$2', `first', `dnl
	vpclmulqdq	IMM(0x00), gv_p, gv_x, AV_V(GV_LO)
	vpclmulqdq	IMM(0x11), gv_p, gv_x, AV_V(GV_HI)
	vpshufd	IMM(0x4e), gv_x, gv_t1
AV_XOR(gv_t1, gv_x, gv_x)
	vpclmulqdq	IMM(0x00), $3, gv_x, AV_V(GV_MID)
', `dnl
	vpclmulqdq	IMM(0x00), gv_p, gv_x, gv_t1
AV_XOR(gv_t1, AV_V(GV_LO), AV_V(GV_LO))
	vpclmulqdq	IMM(0x11), gv_p, gv_x, gv_t2
AV_XOR(gv_t2, AV_V(GV_HI), AV_V(GV_HI))
	vpshufd	IMM(0x4e), gv_x, gv_t1
AV_XOR(gv_t1, gv_x, gv_x)
	vpclmulqdq	IMM(0x00), $3, gv_x, gv_t2
AV_XOR(gv_t2, AV_V(GV_MID), AV_V(GV_MID))
')dnl
popdef(`gv_x')popdef(`gv_p')popdef(`gv_t1')popdef(`gv_t2')')


C GV_VECTOR(s, kind, data, poff, pbase, swap, first): the blocks of the
C vector at data (kind `full', or `masked' under k1) times the powers
C of the vector at poff(pbase), into LO, MID, HI (Karatsuba), with set
C s.
define(`GV_VECTOR', `m4_assert_numargs(7, $#)dnl
AV_LD(`$2', `$3', GV_X($1))
GV_REFLECT(GV_X($1), `$6')dnl
	AV_MOVU	$4($5), AV_V(GV_P($1))
GV_KMULACC($1, `$7', eval($4 + GV_KOFF)($5))')

C GV_BATCH(data, swap, n): Y = (Y + block 0) H^n + ... + block n-1 H,
C the n blocks (16 or GV_NPOW) at register data, their powers from CTX;
C needs GV_YP = H^n (GV_YP_LOAD). GV_BATCH_VECTOR(v, data, swap, n):
C its vector v, alone (for the stitched GCM routines, which spread the
C vectors among the AES rounds).
define(`GV_BATCH_VECTOR', `m4_assert_numargs(4, $#)dnl
GV_VECTOR($1, full, eval($1 * AV_VB)($2), eval(GV_POW($4) + $1 * AV_VB),
	CTX, `$3', ifelse($1, 0, first, acc))')
define(`GV_BATCH', `m4_assert_numargs(3, $#)dnl
forloop(`gv_v', 0, eval($3 / AV_BPV - 1), `GV_BATCH_VECTOR(gv_v, $1, `$2', $3)')dnl
GV_FINISH($3)
')

C GV_SMALL: below this many blocks the update works at xmm width
C without the vector set-up (the one-block calls of a short GCM
C message, its length block: measured, 2026-12-02, gcm_aes128 of 16
C bytes, 11.8 c/B through the vector path, against 8.7 with pclmul).
define(`GV_SMALL', 4)

C GV_SMALL_BLOCK(swap): x (6) = the block at DATA, reflected, p (7) =
C its power at PW; both advance.
define(`GV_SMALL_BLOCK', `m4_assert_numargs(1, $#)dnl
	vmovdqu	(DATA), %xmm6
ifelse(`$1', `yes', `	vpshufb	.Lgv_bswap(%rip), %xmm6, %xmm6
')dnl
	vmovdqu	(PW), %xmm7
	add	IMM(16), DATA
	add	IMM(16), PW
')

C GV_UPDATE(name, swap): the whole update function name(ctx, state,
C blocks, data), data blocks byte-reversed when swap is `yes'.
C General-purpose registers: CTX, STATE, BLOCKS, DATA, PW, SCRATCH.
define(`GV_UPDATE', `m4_assert_numargs(2, $#)dnl
	ALIGN(16)
PROLOGUE($1)
	vmovdqu	(STATE), %xmm`'GV_Y
	vpshufb	.Lgv_bswap(%rip), %xmm`'GV_Y, %xmm`'GV_Y
	vmovq	.Lgv_poly(%rip), %xmm`'GV_POLY
	cmp	IMM(GV_SMALL), BLOCKS
	jb	.L$1_small
AV_BCAST(.Lgv_bswap(%rip), GV_BSWAP)
	vmovdqu	GV_POW(GV_NPOW)`'(CTX), %xmm`'GV_YP
	cmp	IMM(GV_NPOW), BLOCKS
	jb	.L$1_rest
	ALIGN(16)
.L$1_loop:
	C 32 blocks at DATA, BLOCKS >= 32 left; block i times H^(32 - i).
GV_BATCH(DATA, `$2', GV_NPOW)dnl
	add	IMM(eval(16 * GV_NPOW)), DATA
	sub	IMM(GV_NPOW), BLOCKS
	cmp	IMM(GV_NPOW), BLOCKS
	jae	.L$1_loop
.L$1_rest:
	C BLOCKS < 32: their powers start at entry 32 - BLOCKS.
	test	BLOCKS, BLOCKS
	jz	.L$1_done
	mov	BLOCKS, PW
	neg	PW
	shl	IMM(4), PW
	lea	eval(16 * GV_NPOW)(CTX, PW), PW
	vmovdqu	(PW), %xmm`'GV_YP
	vpxor	%xmm`'GV_LO, %xmm`'GV_LO, %xmm`'GV_LO
	vpxor	%xmm`'GV_MID, %xmm`'GV_MID, %xmm`'GV_MID
	vpxor	%xmm`'GV_HI, %xmm`'GV_HI, %xmm`'GV_HI
	cmp	IMM(AV_BPV), BLOCKS
	jb	.L$1_last
.L$1_one:
	C A whole vector at DATA, its powers at PW.
GV_VECTOR(0, full, (DATA), 0, PW, `$2', acc)dnl
	add	IMM(AV_VB), DATA
	add	IMM(AV_VB), PW
	sub	IMM(AV_BPV), BLOCKS
	cmp	IMM(AV_BPV), BLOCKS
	jae	.L$1_one
.L$1_last:
	C Fewer blocks than a vector holds: zmm one masked vector, ymm one
	C block in the low lane.
	test	BLOCKS, BLOCKS
	jz	.L$1_finish
ifelse(AV_EVEX, 1, `dnl
	shl	IMM(4), BLOCKS
AV_MASK(BLOCKS, SCRATCH)
GV_VECTOR(0, masked, (DATA), 0, PW, `$2', acc)dnl
	add	BLOCKS, DATA
', `dnl
	C The loads at xmm width zero the upper lane, so its products are 0
	C and the sums, at ymm width, keep their upper lanes.
	vmovdqu	(DATA), %xmm6
	add	IMM(16), DATA
	vmovdqu	(PW), %xmm7
GV_REFLECT(6, `$2')dnl
GV_KMULACC(0, acc, GV_KOFF`'(PW))')
.L$1_finish:
GV_FINISH(n)
	jmp	.L$1_done
.L$1_small:
	C 0 < BLOCKS < GV_SMALL, at xmm width, one block at a time, their
	C powers from entry 32 - BLOCKS at PW, one reduction.
	test	BLOCKS, BLOCKS
	jz	.L$1_done
	mov	BLOCKS, PW
	neg	PW
	shl	IMM(4), PW
	lea	eval(16 * GV_NPOW)(CTX, PW), PW
AV_XMM_BEGIN`'dnl
GV_SMALL_BLOCK(`$2')dnl
	vpxor	%xmm`'GV_Y, %xmm6, %xmm6
GV_MULACC(6, 7, 8, 9, first)dnl
	dec	BLOCKS
	jz	.L$1_small_reduce
.L$1_small_loop:
GV_SMALL_BLOCK(`$2')dnl
GV_MULACC(6, 7, 8, 9, acc)dnl
	dec	BLOCKS
	jnz	.L$1_small_loop
.L$1_small_reduce:
GV_REDUCE(8)
AV_XMM_END`'dnl
.L$1_done:
	vpshufb	.Lgv_bswap(%rip), %xmm`'GV_Y, %xmm`'GV_Y
	vmovdqu	%xmm`'GV_Y, (STATE)
	mov	DATA, %rax
	vzeroupper
	ret
EPILOGUE($1)')

C GV_UPDATE_FILE: _nettle_ghash_update_<backend> and
C _nettle_siv_ghash_update_<backend>, and the constants:
C   const uint8_t *f(const struct gcm_key *ctx,
C                    union nettle_block16 *state, size_t blocks,
C                    const uint8_t *data);
C hash blocks 16-byte blocks into state (in GHASH's byte order for
C both) and return data + 16 * blocks; they read exactly those bytes,
C need no alignment, and branch on nothing but the block count. The
C GHASH entry byte-reverses the blocks it loads (SP 800-38D order),
C the POLYVAL one (SIV-GCM, blocks as RFC 8452 writes them, which are
C GHASH blocks reversed: its appendix A) loads them as they are.
C VZEROUPPER before returning.
define(`GV_UPDATE_FILE', `m4_assert_numargs(0, $#)dnl
define(`CTX', `%rdi')dnl	the table, whole call
define(`STATE', `%rsi')dnl	the state, read at entry, written at exit
define(`BLOCKS', `%rdx')dnl	blocks left (the rest: then its bytes)
define(`DATA', `%rcx')dnl	next block; the return value
define(`PW', `%r8')dnl		rest: the powers of the next vector
define(`SCRATCH', `%rax')dnl	zmm rest: the mask
	.text
GV_UPDATE(AV_NAME(ghash_update), yes)
GV_UPDATE(AV_NAME(siv_ghash_update), no)
GV_TABLES')

C GV_SET_KEY_FILE: void _nettle_ghash_set_key_<backend>(struct gcm_key
C *ctx, const union nettle_block16 *key): from the hash subkey H (16
C bytes, SP 800-38D order) the table above; writes the first 1584
C bytes of ctx; no alignment needed. VEX code at ymm width (AVX2 and
C VPCLMULQDQ, which both backends have), the same for both.
C
C The powers come as a tree rather than one product at a time: a ymm
C vector V_k holds H^2k and H^(2k-1) (the two table entries it is
C stored over), and V_(k+m) = V_k times H^2m in both lanes, so V_1
C gives V_2, those two V_3 and V_4, then V_5 .. V_8, then V_9 .. V_16:
C five products deep instead of 31 (measured, Intel Xeon with AVX-512,
C 2026-12-07, rdtsc over chained calls: 370 cycles a call before, 124
C after; AES-GCM-SIV sets a key per message).
define(`GV_SET_KEY_FILE', `m4_assert_numargs(0, $#)dnl
define(`CTX', `%rdi')dnl	in: the table
define(`KEY', `%rsi')dnl	in: H
	.text
	ALIGN(16)
PROLOGUE(AV_NAME(ghash_set_key))
	vmovdqu	(KEY), %xmm6
	vpshufb	.Lgv_bswap(%rip), %xmm6, %xmm6
	C H1 = H << 1 (as a 128-bit integer), reduced if bit 127 fell out.
	vpshufd	IMM(0xff), %xmm6, %xmm8
	vpsrad	IMM(31), %xmm8, %xmm8
	vpand	.Lgv_fold(%rip), %xmm8, %xmm8
	vpsrlq	IMM(63), %xmm6, %xmm9
	vpslldq	IMM(8), %xmm9, %xmm9
	vpsllq	IMM(1), %xmm6, %xmm6
	vpor	%xmm9, %xmm6, %xmm6
	vpxor	%xmm8, %xmm6, %xmm6
	vpxor	%xmm`'GV_Y, %xmm`'GV_Y, %xmm`'GV_Y
forloop(`gv_j', GV_NPOW, eval(GV_NPOW + 2), `	vmovdqu	%xmm`'GV_Y, eval(16 * gv_j)(CTX)
	vmovdqu	%xmm`'GV_Y, eval(GV_KOFF + 16 * gv_j)(CTX)
')dnl
	vbroadcasti128	.Lgv_poly(%rip), %ymm`'GV_POLY
	C V_1 = (H2, H1): H2 in the low lane (the lower table entry).
GV_SET_KEY_MUL(6, 6, 7)dnl
	vinserti128	IMM(1), %xmm6, %ymm7, %ymm5
GV_SET_KEY_STORE(1)dnl
	vpermq	IMM(0x44), %ymm5, %ymm3
GV_SET_KEY_MUL(5, 3, 5)dnl
GV_SET_KEY_STORE(2)dnl
forloop(`gv_m', 1, 3, `dnl
	C V_k = V_(k - m) times H^2m, for m = 2, 4, 8: H^2m is the low
	C lane of V_m, the last one made.
	vpermq	IMM(0x44), %ymm5, %ymm3
forloop(`gv_k', eval(2 ** gv_m + 1), eval(2 ** (gv_m + 1)), `dnl
	vmovdqu	GV_SET_KEY_AT(eval(gv_k - 2 ** gv_m))(CTX), %ymm4
GV_SET_KEY_MUL(4, 3, 5)dnl
GV_SET_KEY_STORE(gv_k)dnl
')')dnl
	vzeroupper
	ret
EPILOGUE(AV_NAME(ghash_set_key))
GV_TABLES')

C GV_SET_KEY_AT(k): the offset of V_k, entries 32 - 2k and 33 - 2k.
define(`GV_SET_KEY_AT', `eval(16 * (GV_NPOW - 2 * ($1)))')

C GV_SET_KEY_MUL(a, b, d): ymm d = the lane-wise product of ymm a and
C b, reduced (both lanes, as GV_REDUCE does one). Clobbers 8 .. 11.
define(`GV_SET_KEY_MUL', `m4_assert_numargs(3, $#)dnl
	vpclmulqdq	IMM(0x00), %ymm$2, %ymm$1, %ymm8
	vpclmulqdq	IMM(0x11), %ymm$2, %ymm$1, %ymm9
	vpclmulqdq	IMM(0x01), %ymm$2, %ymm$1, %ymm10
	vpclmulqdq	IMM(0x10), %ymm$2, %ymm$1, %ymm11
	vpxor	%ymm11, %ymm10, %ymm10
	vpslldq	IMM(8), %ymm10, %ymm11
	vpsrldq	IMM(8), %ymm10, %ymm10
	vpxor	%ymm11, %ymm8, %ymm8
	vpxor	%ymm10, %ymm9, %ymm9
	vpclmulqdq	IMM(0x00), %ymm`'GV_POLY, %ymm8, %ymm10
	vpshufd	IMM(0x4e), %ymm8, %ymm8
	vpxor	%ymm10, %ymm8, %ymm8
	vpclmulqdq	IMM(0x00), %ymm`'GV_POLY, %ymm8, %ymm10
	vpshufd	IMM(0x4e), %ymm8, %ymm8
	vpxor	%ymm10, %ymm9, %ymm9
	vpxor	%ymm9, %ymm8, %ymm$3
')

C GV_SET_KEY_STORE(k): store V_k (ymm 5) and its folded halves.
define(`GV_SET_KEY_STORE', `m4_assert_numargs(1, $#)dnl
	vmovdqu	%ymm5, GV_SET_KEY_AT($1)(CTX)
	vpshufd	IMM(0x4e), %ymm5, %ymm12
	vpxor	%ymm5, %ymm12, %ymm12
	vmovdqu	%ymm12, eval(GV_KOFF + GV_SET_KEY_AT($1))(CTX)
')

C GV_TABLES: the constants, for both files.
define(`GV_TABLES', `m4_assert_numargs(0, $#)dnl
RODATA
	ALIGN(16)
.Lgv_bswap:
	.byte	15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0
.Lgv_fold:
	.quad	1, 0xc200000000000000
.Lgv_poly:
	.quad	0xc200000000000000, 0')
