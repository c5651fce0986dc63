C x86_64/vaes_avx2/aes-encrypt-internal.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: AES encryption of whole blocks (ECB) with VAES,
C 2 blocks a ymm register, 16 blocks (8 registers) a main-loop
C iteration: _nettle_aes{128,192,256}_encrypt_vaes_avx2, the
C variants of the public aes{128,192,256}_encrypt, and
C _nettle_aes_encrypt_vaes_avx2, the variant of the block core
C _nettle_aes_encrypt for any key size (the per-size entries move
C their arguments and jump into it). All from AV_ECB_FILE in
C x86_64/aes-vec.m4.
C
C CPU features: VAES and AVX2 (ymm, VEX; the last block with VEX
C AES-NI); the dispatcher asks for FAT_VAES, FAT_AVX2 and FAT_AESNI.
C VZEROUPPER before returning.
C
C Contract: length is a whole number of blocks (anything else
C tail-jumps to the C variant, which asserts); length 0 touches
C nothing. The per-size entries take a lone block straight through
C (xmm, keys as memory operands, nothing saved or loaded beforehand).
C Otherwise 16 blocks a main-loop iteration, then one vector at a time,
C then a last lone block at xmm width. Reads exactly [src, src + length),
C writes exactly [dst, dst + length); dst == src is allowed, no
C alignment is needed. keys is the encryption schedule.
C Speed, TSC cycles/byte, AMD EPYC Zen 4, 2026-12-01, 4 KiB messages,
C best of three short nettle-benchmark runs (the aesni variant in
C brackets): ecb-enc AES-128 0.111 (0.224), AES-256 0.160 (0.313).

C Register map: AV_ECB_FILE and AV_ECB in x86_64/aes-vec.m4.

include(SRCDIR`/x86_64/aes-vec.m4')
AV_SETUP(ymm)
AV_ECB_FILE(encrypt, enc)
