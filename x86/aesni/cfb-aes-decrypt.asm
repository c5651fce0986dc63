C x86/aesni/cfb-aes-decrypt.asm
C
C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.
C
C Purpose: the bulk routine of CFB decryption with AES-NI on 32-bit x86,
C every key size: P[i] = E(C[i-1]) xor C[i], C[-1] = iv. Every cipher
C input is a ciphertext block, known in advance: four blocks go through
C the rounds together, then the last one to three. The ciphertext xor
C is folded into the last round: AESENCLAST with (last key xor C[i]).
C The CBC decryption body with the two inputs of a block swapped.
C
C CPU features: AES-NI and SSE2.
C
C Contract (aes-internal.h, _nettle_cfb_aes_decrypt): length is a whole
C number of blocks (a remainder below 16 is ignored); every block is
C done and the return value is length rounded down to a multiple of 16.
C Never reads or writes a byte of src or dst past length. dst == src is
C allowed: a batch reads all its ciphertext before it writes, and the
C last ciphertext block stays in a register. iv is left as the last
C ciphertext block. keys is the encryption schedule, rounds = 10, 12
C or 14. No alignment needed. Position-independent (no addresses).
C
C Measured (TSC cycles/byte, AMD EPYC Zen 5, 2026-12-02, 4 KiB,
C through cfb_decrypt, best of three runs): AES-128 0.226, AES-256
C 0.336.

C Register map: AESNI_CHAIN_REGS in aesni.m4, as in
C cbc-aes-decrypt.asm.

include(SRCDIR`/x86/aesni/aesni.m4')
AESNI_CHAIN_REGS

C size_t
C _nettle_cfb_aes_decrypt_aesni(unsigned rounds, const uint32_t *keys,
C                               uint8_t *iv, size_t length,
C                               uint8_t *dst, const uint8_t *src);
PROLOGUE(_nettle_cfb_aes_decrypt_aesni)
AESNI_CHAIN(cfb)
EPILOGUE(_nettle_cfb_aes_decrypt_aesni)
