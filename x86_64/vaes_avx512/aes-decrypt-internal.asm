C x86_64/vaes_avx512/aes-decrypt-internal.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: AES decryption of whole blocks (ECB) with VAES,
C 4 blocks a zmm register, 16 blocks (4 registers) a main-loop
C iteration: _nettle_aes{128,192,256}_decrypt_vaes_avx512, the
C variants of the public aes{128,192,256}_decrypt, and
C _nettle_aes_decrypt_vaes_avx512, the variant of the block core
C _nettle_aes_decrypt for any key size (the per-size entries move
C their arguments and jump into it). All from AV_ECB_FILE in
C x86_64/aes-vec.m4.
C
C CPU features: VAES and AVX-512 F, VL, BW (zmm, EVEX,
C byte-masked moves), AES-NI with AVX (VEX, the lone-block path of the
C per-size entries); the dispatcher asks for FAT_VAES and FAT_AVX512,
C and FAT_AESNI for the per-size entries.
C VZEROUPPER before returning.
C
C Contract: length is a whole number of blocks (anything else
C tail-jumps to the C variant, which asserts); length 0 touches
C nothing. The per-size entries take a lone block straight through
C (xmm, keys as memory operands, nothing saved or loaded beforehand).
C Otherwise 16 blocks a main-loop iteration, then one vector at a time,
C then the last 1-3 blocks with one byte-masked vector. Reads exactly [src, src + length),
C writes exactly [dst, dst + length); dst == src is allowed, no
C alignment is needed. keys is the decryption schedule (aesdec order).
C Speed, TSC cycles/byte, AMD EPYC Zen 4, 2026-12-01, 4 KiB messages,
C best of three short nettle-benchmark runs (the aesni variant in
C brackets): ecb-dec AES-128 0.055 (0.221), AES-256 0.081 (0.313).

C Register map: AV_ECB_FILE and AV_ECB in x86_64/aes-vec.m4.

include(SRCDIR`/x86_64/aes-vec.m4')
AV_SETUP(zmm)
AV_ECB_FILE(decrypt, dec)
