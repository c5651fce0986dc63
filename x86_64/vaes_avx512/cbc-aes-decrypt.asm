C x86_64/vaes_avx512/cbc-aes-decrypt.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: the bulk routine of CBC decryption with AES, every key size:
C   dst[i] = D(src[i]) xor src[i-1], src[-1] = iv,
C with VAES, 4 blocks a zmm register, 16 blocks (4 registers) a main-loop
C iteration, then one vector at a time, then the last 1-3 blocks with
C one byte-masked vector. The blocks are independent; the
C previous-ciphertext xor is folded into the last round (VAESDECLAST
C with last key xor previous block). See AV_CBC in x86_64/aes-vec.m4.
C A call for one block goes straight through at xmm width with the
C keys as memory operands (AV_CBC_ONE).
C
C CPU features: VAES and AVX-512 F, VL, BW (zmm, EVEX, byte-masked
C moves); the
C dispatcher asks for FAT_VAES and FAT_AVX512. VZEROUPPER before returning.
C
C Contract (DEVELOPERS.md, "The C <-> asm ABI"): length is a whole
C number of blocks (a remainder below 16 is ignored); every block is
C done, so the return value is length rounded down to a multiple of 16.
C Never reads or writes a byte of src or dst past length. dst == src is
C allowed. No alignment needed. iv is left as the last ciphertext block
C done. keys is the decryption schedule (aesdec order), rounds + 1
C keys of 16 bytes, rounds = 10, 12 or 14.
C Speed, TSC cycles/byte, AMD EPYC Zen 4, 2026-12-01, 4 KiB messages,
C best of three short nettle-benchmark runs (the aesni variant in
C brackets): cbc-dec AES-128 0.059 (0.229), AES-256 0.084 (0.319).

C Register map: AV_CBC_FILE and AV_CBC in x86_64/aes-vec.m4.

include(SRCDIR`/x86_64/aes-vec.m4')
AV_SETUP(zmm)
AV_CBC_FILE(cbc)
