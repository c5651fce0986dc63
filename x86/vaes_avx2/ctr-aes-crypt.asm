C x86/vaes_avx2/ctr-aes-crypt.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: the bulk routine of CTR mode with AES on 32-bit x86, every
C key size: dst[i] = src[i] xor E(ctr + i), ctr a 128-bit big-endian
C counter, with VAES, 2 blocks a ymm register, 12 blocks (6 registers)
C a main-loop iteration, then one vector at a time, then a last lone
C block at xmm width. The counters are made in vector registers (VPADDQ
C on byte-reversed lanes, VPSHUFB back); the blocks are done in runs
C within which the low 64 bits of the counter do not wrap, the carry
C between runs in 32-bit registers on a stack copy of the counter. See
C AV32_CTR_FILE in x86/vaes-avx2.m4.
C
C CPU features: VAES and AVX2 (ymm, VEX); the dispatcher asks for
C FAT_VAES, FAT_AVX2 and FAT_AESNI. VZEROUPPER before returning.
C
C Contract (DEVELOPERS.md, "The C <-> asm ABI"): length is a whole
C number of blocks (a remainder below 16 is ignored); every block is
C done, so the return value is length rounded down to a multiple of 16.
C Never reads or writes a byte of src or dst past length. dst == src is
C allowed. No alignment needed. ctr is left as the counter of the block
C after the last one done. keys is the encryption schedule, rounds + 1
C keys of 16 bytes, rounds = 10, 12 or 14. Position-independent (the
C constants through the GOT).
C Speed, TSC cycles/byte, AMD EPYC Zen 4, 2026-12-02, 4 KiB messages,
C the best of several runs of 500 x 16 calls of the routine (rdtsc) on
C a loaded machine, the x86/aesni variant in brackets:
C AES-128 0.131 (0.263), AES-256 0.190; one block 41-47
C cycles a call (62-75).

C Register map: AV32_CTR_FILE in x86/vaes-avx2.m4 (cdecl; ebp, ebx,
C esi and edi saved).

include(SRCDIR`/x86/vaes-avx2.m4')
AV32_CTR_FILE
