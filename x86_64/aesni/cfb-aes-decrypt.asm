C x86_64/aesni/cfb-aes-decrypt.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: the bulk routine of CFB decryption with AES, every key size:
C   P[i] = E(C[i-1]) xor C[i], C[-1] = iv.
C Every cipher input is a ciphertext block, known in advance, so eight
C blocks go through the rounds together (eight AESENC per round key),
C then four, then the last one to three. The ciphertext xor is folded
C into the last round: AESENCLAST with (last key xor C[i]). The CBC
C decryption body with the two inputs of a block swapped (AESNI_CHAIN
C in aesni.m4, mode cfb).
C
C CPU features: AES-NI (AESENC, AESENCLAST) and SSE2. Nothing else.
C
C Contract (aes-internal.h, _nettle_cfb_aes_decrypt): length is a whole
C number of blocks (a remainder below 16 is ignored); every block is
C done, so the return value is length rounded down to a multiple of 16.
C Never reads or writes a byte of src or dst past length. dst == src is
C allowed (each batch reads all its ciphertext before it writes any
C plaintext, and keeps the last ciphertext block in a register). No
C alignment needed for anything. iv is left as the last ciphertext
C block. keys is the encryption schedule, rounds + 1 keys of 16 bytes,
C rounds = 10, 12 or 14.
C
C Speed, TSC cycles/byte, AMD EPYC Zen 5, 2026-12-02, 4 KiB messages
C through cfb_decrypt, best of five nettle-benchmark runs: cfb-dec
C AES-128 0.222, AES-256 0.317.

C Register map: AESNI_CHAIN_REGS in aesni.m4, as in
C cbc-aes-decrypt.asm.

include(SRCDIR`/x86_64/aesni/aesni.m4')
AESNI_CHAIN_REGS

C size_t
C _nettle_cfb_aes_decrypt_aesni(unsigned rounds, const uint32_t *keys,
C                               uint8_t *iv, size_t length,
C                               uint8_t *dst, const uint8_t *src);

PROLOGUE(_nettle_cfb_aes_decrypt_aesni)
AESNI_CHAIN(cfb)
EPILOGUE(_nettle_cfb_aes_decrypt_aesni)
