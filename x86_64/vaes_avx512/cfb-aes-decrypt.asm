C x86_64/vaes_avx512/cfb-aes-decrypt.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: the bulk routine of CFB decryption with AES, every key size:
C   dst[i] = E(src[i-1]) xor src[i], src[-1] = iv,
C with VAES, 4 blocks a zmm register, 16 blocks (4 registers) a main-loop
C iteration, then one vector at a time, then the last 1-3 blocks with
C one byte-masked vector. Every cipher input is a ciphertext block, known in
C advance, so the blocks are independent; the ciphertext xor is folded
C into the last round (VAESENCLAST with last key xor src[i]). The CBC
C decryption body with the two inputs of a block swapped: AV_CBC in
C x86_64/aes-vec.m4, mode cfb. A call for one block goes straight
C through at xmm width with the keys as memory operands (AV_CBC_ONE).
C
C CPU features: VAES and AVX-512 F, VL, BW (zmm, EVEX, byte-masked
C moves); the dispatcher asks for FAT_VAES and FAT_AVX512. VZEROUPPER before returning.
C
C Contract (aes-internal.h, _nettle_cfb_aes_decrypt): length is a whole
C number of blocks (a remainder below 16 is ignored); every block is
C done, so the return value is length rounded down to a multiple of 16.
C Never reads or writes a byte of src or dst past length. dst == src is
C allowed. No alignment needed. iv is left as the last ciphertext block
C done. keys is the encryption schedule, rounds + 1 keys of 16 bytes,
C rounds = 10, 12 or 14.
C Speed, TSC cycles/byte, AMD EPYC Zen 5, 2026-12-02, 4 KiB messages
C through cfb_decrypt, best of five nettle-benchmark runs: cfb-dec
C AES-128 0.060, AES-256 0.087 (before, the ECB core on the
C shifted ciphertext and a second xor pass: 0.113 and 0.132; at 512
C bytes 0.157 -> 0.064).

C Register map: AV_CBC_FILE and AV_CBC in x86_64/aes-vec.m4.

include(SRCDIR`/x86_64/aes-vec.m4')
AV_SETUP(zmm)
AV_CBC_FILE(cfb)
