C x86_64/vaes_avx2/ctr-aes-crypt.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: the bulk routine of CTR mode with AES, every key size:
C   dst[i] = src[i] xor E(ctr + i), ctr a 128-bit big-endian counter,
C with VAES, 2 blocks a ymm register, 16 blocks (8 registers) a main-loop
C iteration, then one vector at a time, then a last lone block at
C xmm width. The counters are made in
C vector registers (VPADDQ on byte-reversed lanes, VPSHUFB back) and
C the keystream xor is folded into the last round (VAESENCLAST with
C last key xor src). Runs and carries: AV_CTR in x86_64/aes-vec.m4.
C
C CPU features: VAES and AVX2 (ymm, VEX); the
C dispatcher asks for FAT_VAES and FAT_AVX2. VZEROUPPER before returning.
C
C Contract (DEVELOPERS.md, "The C <-> asm ABI"): length is a whole
C number of blocks (a remainder below 16 is ignored); every block is
C done, so the return value is length rounded down to a multiple of 16.
C Never reads or writes a byte of src or dst past length. dst == src is
C allowed. No alignment needed. ctr is left as the counter of the block
C after the last one done. keys is the encryption schedule, rounds + 1
C keys of 16 bytes, rounds = 10, 12 or 14.
C Speed, TSC cycles/byte, AMD EPYC Zen 4, 2026-12-01, 4 KiB messages,
C best of three short nettle-benchmark runs (the aesni variant in
C brackets): ctr AES-128 0.115 (0.229), AES-256 0.158 (0.326).

C Register map: AV_CTR_FILE and AV_CTR in x86_64/aes-vec.m4.

include(SRCDIR`/x86_64/aes-vec.m4')
AV_SETUP(ymm)
AV_CTR_FILE
