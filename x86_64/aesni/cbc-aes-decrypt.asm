C x86_64/aesni/cbc-aes-decrypt.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: the bulk routine of CBC decryption with AES, every key size:
C   P[i] = D(C[i]) xor C[i-1], C[-1] = iv.
C Blocks are independent in this direction, so eight of them go through
C the rounds together (eight AESDEC per round key, no dependency between
C them), then four, then the last one to three. The chaining xor is
C folded into the last round: AESDECLAST with (last key xor C[i-1]).
C
C CPU features: AES-NI (AESDEC, AESDECLAST) and SSE2. Nothing else.
C
C Contract (DEVELOPERS.md, "The C <-> asm ABI"): length is a whole
C number of blocks (a remainder below 16 is ignored); every block is
C done, so the return value is length rounded down to a multiple of 16.
C Never reads or writes a byte of src or dst past length. dst == src is
C allowed (each batch reads all its ciphertext before it writes any
C plaintext, and keeps the last ciphertext block in a register). No
C alignment needed for anything. iv is left as the last ciphertext
C block. keys is the decryption schedule (aesdec order, InvMixColumns
C applied), rounds + 1 keys of 16 bytes, rounds = 10, 12 or 14.
C
C Speed, TSC cycles/byte, AMD EPYC Zen 4, 2026-11-30, best of many runs,
C this routine alone: AES-128 4 KiB 0.225 (64 KiB 0.225), AES-256 4 KiB
C 0.32 (the AESDEC throughput limit); one block about 14 cycles a
C call. Through cbc_decrypt with aes128_decrypt (nettle-benchmark):
C 0.23 at 4 KiB.

C Register map: AESNI_CHAIN_REGS in aesni.m4 (System V arguments
C where they arrive; LENGTH becomes a block count, KEYS the address of
C the last round key); the block states of a batch in xmm0-xmm7, round
C keys and the carried ciphertext block in xmm8-xmm12. %rax: the
C return value, set at entry. The body is AESNI_CHAIN, mode cbc.

include(SRCDIR`/x86_64/aesni/aesni.m4')
AESNI_CHAIN_REGS

C size_t
C _nettle_cbc_aes_decrypt_aesni(unsigned rounds, const uint32_t *keys,
C                               uint8_t *iv, size_t length,
C                               uint8_t *dst, const uint8_t *src);

PROLOGUE(_nettle_cbc_aes_decrypt_aesni)
AESNI_CHAIN(cbc)
EPILOGUE(_nettle_cbc_aes_decrypt_aesni)
