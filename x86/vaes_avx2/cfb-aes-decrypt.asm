C x86/vaes_avx2/cfb-aes-decrypt.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: the bulk routine of CFB decryption with AES on 32-bit x86,
C every key size: dst[i] = E(src[i-1]) xor src[i], src[-1] = iv, with
C VAES, 2 blocks a ymm register, 12 blocks (6 registers) a main-loop
C iteration, then one vector at a time, then a last lone block at xmm
C width. Every cipher input is a ciphertext block, known in advance,
C so the blocks are independent; the ciphertext xor is folded into the
C last round (VAESENCLAST with last key xor src[i]); the block carried
C between steps is kept in a stack slot. The CBC decryption body with
C the two inputs of a block swapped: AV32_CBC_STEP in x86/vaes-avx2.m4,
C mode cfb. A call for one block goes straight through at xmm width
C with nothing saved.
C
C CPU features: VAES and AVX2 (ymm, VEX); the dispatcher asks for
C FAT_VAES, FAT_AVX2 and FAT_AESNI. VZEROUPPER before returning.
C
C Contract (aes-internal.h, _nettle_cfb_aes_decrypt): length is a whole
C number of blocks (a remainder below 16 is ignored); every block is
C done, so the return value is length rounded down to a multiple of 16.
C Never reads or writes a byte of src or dst past length. dst == src is
C allowed. No alignment needed. iv is left as the last ciphertext block
C done. keys is the encryption schedule, rounds + 1 keys of 16 bytes,
C rounds = 10, 12 or 14. Position-independent.
C Speed, TSC cycles/byte, AMD EPYC Zen 5, 2026-12-02, 4 KiB messages
C through cfb_decrypt, best of three nettle-benchmark runs on a loaded
C machine (the x86/aesni variant in brackets): AES-128 0.115 (0.226),
C AES-256 0.167 (0.336).

C Register map: AV32_CBC_FILE in x86/vaes-avx2.m4 (cdecl; esi and edi
C saved).

include(SRCDIR`/x86/vaes-avx2.m4')
AV32_CBC_FILE(cfb)
