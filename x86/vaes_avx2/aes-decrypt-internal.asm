C x86/vaes_avx2/aes-decrypt-internal.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: AES decryption of whole blocks (ECB) with VAES on 32-bit x86,
C 2 blocks a ymm register, 12 blocks (6 registers) a main-loop
C iteration: _nettle_aes{128,192,256}_decrypt_vaes_avx2, the variants
C of the public aes{128,192,256}_decrypt, and
C _nettle_aes_decrypt_vaes_avx2, the variant of the block core
C _nettle_aes_decrypt for any key size (the per-size entries load the
C same registers and jump into it). All from AV32_ECB_FILE in
C x86/vaes-avx2.m4 (AV_BLOCKS and AV_ECB_STEP of x86_64/aes-vec.m4).
C
C CPU features: VAES and AVX2 (ymm, VEX; the last block with VEX
C AES-NI); the dispatcher asks for FAT_VAES, FAT_AVX2 and FAT_AESNI.
C VZEROUPPER before returning.
C
C Contract: length is a whole number of blocks (anything else
C tail-jumps through the GOT to the C variant, which asserts); length 0
C touches nothing. The per-size entries take a lone block straight
C through (xmm, keys as memory operands, nothing saved). Otherwise 12
C blocks a main-loop iteration, then one vector at a time, then a last
C lone block at xmm width. Reads exactly [src, src + length), writes
C exactly [dst, dst + length); dst == src is allowed, no alignment is
C needed. keys is the decryption schedule (aesdec order). Position-independent.
C Speed, TSC cycles/byte, AMD EPYC Zen 4, 2026-12-02, 4 KiB messages,
C the best of several runs of 500 x 16 calls of the routine (rdtsc) on
C a loaded machine, the x86/aesni variant in brackets:
C AES-128 0.115 (0.232), AES-256 0.171 (0.334); one block
C through aes128_decrypt 9.2-9.5 cycles a call, as the aesni variant.

C Register map: AV32_ECB_FILE in x86/vaes-avx2.m4 (cdecl; esi and edi
C saved).

include(SRCDIR`/x86/vaes-avx2.m4')
AV32_ECB_FILE(decrypt, dec)
