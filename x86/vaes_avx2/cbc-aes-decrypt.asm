C x86/vaes_avx2/cbc-aes-decrypt.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: the bulk routine of CBC decryption with AES on 32-bit x86,
C every key size: dst[i] = D(src[i]) xor src[i-1], src[-1] = iv, with
C VAES, 2 blocks a ymm register, 12 blocks (6 registers) a main-loop
C iteration, then one vector at a time, then a last lone block at xmm
C width. The previous-ciphertext xor is folded into the last round
C (VAESDECLAST with last key xor previous blocks); the block carried
C between steps is kept in a stack slot. See AV32_CBC_STEP in
C x86/vaes-avx2.m4. A call for one block goes straight through at xmm
C width with nothing saved.
C
C CPU features: VAES and AVX2 (ymm, VEX); the dispatcher asks for
C FAT_VAES, FAT_AVX2 and FAT_AESNI. VZEROUPPER before returning.
C
C Contract (DEVELOPERS.md, "The C <-> asm ABI"): length is a whole
C number of blocks (a remainder below 16 is ignored); every block is
C done, so the return value is length rounded down to a multiple of 16.
C Never reads or writes a byte of src or dst past length. dst == src is
C allowed. No alignment needed. iv is left as the last ciphertext block
C done. keys is the decryption schedule (aesdec order), rounds + 1 keys
C of 16 bytes, rounds = 10, 12 or 14. Position-independent.
C Speed, TSC cycles/byte, AMD EPYC Zen 4, 2026-12-02, 4 KiB messages,
C the best of several runs of 500 x 16 calls of the routine (rdtsc) on
C a loaded machine, the x86/aesni variant in brackets:
C AES-128 0.123 (0.238), AES-256 0.196; one block 16-21
C cycles a call (34-44).

C Register map: AV32_CBC_FILE in x86/vaes-avx2.m4 (cdecl; esi and edi
C saved).

include(SRCDIR`/x86/vaes-avx2.m4')
AV32_CBC_FILE(cbc)
