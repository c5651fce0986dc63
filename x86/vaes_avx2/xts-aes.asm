C x86/vaes_avx2/xts-aes.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: the bulk routines of XTS (IEEE Std 1619) with AES on 32-bit
C x86, every key size, both directions, from one body (AV32_XTS in
C x86/vaes-avx2.m4):
C   encrypt  dst[i] = E(src[i] xor T[i]) xor T[i]
C   decrypt  dst[i] = D(src[i] xor T[i]) xor T[i]
C   T[0] = tweak (already encrypted by the C glue), T[i+1] = T[i] * x
C in GF(2^128), IEEE 1619 bit order. VAES, 2 blocks a ymm register, 8
C blocks (4 registers) a main-loop iteration, then one vector at a
C time, then a last lone block at xmm width. The tweaks are made in
C vectors, one per lane, in a stack frame: a step multiplies each
C tweak vector by x^(blocks of the step) with shifts and one VPCLMULQDQ
C (AV_MULX of x86_64/aes-vec.m4), writing the next step's set while
C this one's is read. A call for one block goes straight through at
C xmm width with nothing saved (AV32_XTS_ONE).
C
C CPU features: VAES and AVX2 (ymm, VEX), VPCLMULQDQ; the dispatcher
C asks for FAT_VAES, FAT_AVX2, FAT_AESNI and FAT_VPCLMUL. VZEROUPPER
C before returning.
C
C Contract (DEVELOPERS.md, "The C <-> asm ABI"): length is a whole
C number of blocks (a remainder below 16 is ignored); every block is
C done, so the return value is length rounded down to a multiple of 16.
C Never reads or writes a byte of src or dst past length. dst == src is
C allowed. No alignment needed. No ciphertext stealing here (xts.c does
C it). tweak is left as T * x^n after n blocks. keys is the encryption
C schedule for _nettle_xts_aes_encrypt_vaes_avx2 and the decryption
C schedule (aesdec order) for _nettle_xts_aes_decrypt_vaes_avx2,
C rounds + 1 keys of 16 bytes, rounds = 10, 12 or 14.
C Position-independent (the constants through the GOT).
C Speed, TSC cycles/byte, AMD EPYC Zen 4, 2026-12-02, 4 KiB messages,
C the best of several runs of 500 x 16 calls of the routine (rdtsc) on
C a loaded machine, the x86/aesni variant in brackets:
C AES-128 0.169 (0.278), AES-256 0.217; one block 18-24
C cycles a call (36-47).

C Register map: AV32_XTS_FILE in x86/vaes-avx2.m4 (cdecl; ebp, ebx,
C esi and edi saved).

include(SRCDIR`/x86/vaes-avx2.m4')
AV32_XTS_FILE
