C x86_64/vaes_avx512/xts-aes.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: the bulk routines of XTS (IEEE Std 1619) with AES, every key
C size, both directions, from one body (AV_XTS in x86_64/aes-vec.m4):
C   encrypt  dst[i] = E(src[i] xor T[i]) xor T[i]
C   decrypt  dst[i] = D(src[i] xor T[i]) xor T[i]
C   T[0] = tweak (already encrypted by the C glue), T[i+1] = T[i] * x
C in GF(2^128), IEEE 1619 bit order. VAES, 4 blocks a zmm register, 16 blocks (4 registers) a main-loop
C iteration, then one vector at a time, then the last 1-3 blocks with
C one byte-masked vector. The tweaks are made in vectors,
C one per lane: a step multiplies each tweak vector by x^(blocks of the
C step) with shifts and one VPCLMULQDQ (the bits out of bit 127 times
C 0x87); the first ones come from the given tweak with per-lane shift
C counts. The tweak vectors stay in registers.
C
C CPU features: VAES and AVX-512 F, VL, BW (zmm, EVEX, byte-masked
C moves), VPCLMULQDQ;
C the dispatcher asks for FAT_VAES and FAT_AVX512 and FAT_VPCLMUL. VZEROUPPER
C before returning.
C
C Contract (DEVELOPERS.md, "The C <-> asm ABI"): length is a whole
C number of blocks (a remainder below 16 is ignored); every block is
C done, so the return value is length rounded down to a multiple of 16.
C Never reads or writes a byte of src or dst past length. dst == src is
C allowed. No alignment needed. No ciphertext stealing here: for a message
C with a partial last block the C glue (xts.c) passes the whole blocks
C it wants done this way and finishes the rest. tweak is left as
C T * x^n after n blocks. keys is the encryption schedule for
C _nettle_xts_aes_encrypt_vaes_avx512 and the decryption schedule
C (aesdec order) for _nettle_xts_aes_decrypt_vaes_avx512, rounds + 1 keys
C of 16 bytes, rounds = 10, 12 or 14.
C Speed, TSC cycles/byte, AMD EPYC Zen 4, 2026-12-01, 4 KiB messages,
C best of three short nettle-benchmark runs (the aesni variant in
C brackets): xts-enc AES-128 0.072 (0.250), AES-256 0.096 (0.350);
C xts-dec AES-128 0.071 (0.268), AES-256 0.116 (0.334).

C Register map: AV_XTS_FILE and AV_XTS in x86_64/aes-vec.m4.

include(SRCDIR`/x86_64/aes-vec.m4')
AV_SETUP(zmm)
AV_XTS_FILE
