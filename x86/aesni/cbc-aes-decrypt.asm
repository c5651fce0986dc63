C x86/aesni/cbc-aes-decrypt.asm
C
C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.
C
C Purpose: the bulk routine of CBC decryption with AES-NI on 32-bit x86,
C every key size: P[i] = D(C[i]) xor C[i-1], C[-1] = iv. The blocks are
C independent in this direction: four go through the rounds together,
C then the last one to three. The chaining xor is folded into the last
C round: AESDECLAST with (last key xor C[i-1]).
C
C CPU features: AES-NI and SSE2.
C
C Contract (DEVELOPERS.md, "The C <-> asm ABI"): length is a whole
C number of blocks (a remainder below 16 is ignored); every block is
C done and the return value is length rounded down to a multiple of 16.
C Never reads or writes a byte of src or dst past length. dst == src is
C allowed: a batch reads all its ciphertext before it writes, and the
C last ciphertext block stays in a register. iv is left as the last
C ciphertext block. keys is the decryption schedule, rounds = 10, 12
C or 14. No alignment needed. Position-independent (no addresses).
C
C Measured (TSC cycles/byte, AMD EPYC Zen 4, 2026-11-30, 4 KiB, out of
C place; x86/README has the whole table): AES-128 0.236 through
C cbc_decrypt (x86_64/aesni: 0.226).

C Register map: AESNI_CHAIN_REGS in aesni.m4 (cdecl; esi and edi
C saved): KEYS the last round key, KEYS0 the first, LENGTH the blocks
C left, DST, SRC; xmm0-xmm3 the block states of a batch, xmm4-xmm7
C the round key, the carried ciphertext block, scratch, the last key.
C The body is AESNI_CHAIN, mode cbc.

include(SRCDIR`/x86/aesni/aesni.m4')
AESNI_CHAIN_REGS

C size_t
C _nettle_cbc_aes_decrypt_aesni(unsigned rounds, const uint32_t *keys,
C                               uint8_t *iv, size_t length,
C                               uint8_t *dst, const uint8_t *src);
PROLOGUE(_nettle_cbc_aes_decrypt_aesni)
AESNI_CHAIN(cbc)
EPILOGUE(_nettle_cbc_aes_decrypt_aesni)
