C x86_64/vaes_avx512/ocb-aes.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: the bulk routines of OCB (RFC 7253) with AES, every key size,
C both directions, from one body (AV_OCB in x86_64/aes-vec.m4):
C   encrypt  dst_j = Offset_j xor E(src_j xor Offset_j)
C   decrypt  dst_j = Offset_j xor D(src_j xor Offset_j)
C   Offset_j = Offset_{j-1} xor L_{ntz(j)}, checksum ^= plaintext_j.
C VAES, 4 blocks a zmm register, 16 blocks (4 registers, one group of
C the offset pattern) a main-loop iteration, then the last 1-15 blocks
C in one step of 1-4 vectors, the last one byte-masked if partial. The
C offsets of a group are its first offset xored with fixed vectors made
C from L_0 .. L_3 at entry; only the 16th block looks up L_{ntz}. The
C offset xors are folded into the first and last rounds' keys; the
C checksum is kept in four lanes, folded at the end.
C
C CPU features: VAES and AVX-512 F, VL, BW (zmm, EVEX, byte-masked
C moves); the dispatcher asks for FAT_VAES and FAT_AVX512. VZEROUPPER
C before returning.
C
C Contract (ocb-internal.h; DEVELOPERS.md, "The C <-> asm ABI"): length
C is a whole number of blocks (a remainder below 16 is ignored); every
C block is done, so the return value is length rounded down to a
C multiple of 16. Never reads or writes a byte of src or dst past
C length. dst == src is allowed. No alignment needed. state->index is a
C multiple of 16, and is not changed; state->offset and
C state->checksum are updated. The partial last block, the nonce and
C the tag are the C glue's (ocb.c). keys is the encryption schedule for
C _nettle_ocb_aes_encrypt_vaes_avx512 and the decryption schedule
C (aesdec order) for _nettle_ocb_aes_decrypt_vaes_avx512, rounds + 1
C keys of 16 bytes, rounds = 10, 12 or 14.
C Speed, TSC cycles/byte, AMD EPYC Zen 5, 2026-12-02, ocb_aes128 through
C nettle-benchmark (nonce, message, tag), best of three: encrypt 1, 4,
C 16 KiB 0.15, 0.08, 0.06; decrypt 0.19, 0.09, 0.06 (libgcrypt 1.10:
C 0.27, 0.15, 0.13 and 0.32, 0.17, 0.13). The routine alone at 4 KiB:
C 0.065 (ECB 0.055).

C Register map: AV_OCB_FILE and AV_OCB in x86_64/aes-vec.m4.

include(SRCDIR`/x86_64/aes-vec.m4')
AV_SETUP(zmm)
AV_OCB_FILE

C size_t _nettle_ocb_aes_encrypt_vaes_avx512(unsigned rounds, const uint32_t *keys,
C	struct ocb_aes_state *state, size_t length, uint8_t *dst,
C	const uint8_t *src);
PROLOGUE(_nettle_ocb_aes_encrypt_vaes_avx512)
AV_OCB_BODY(enc)
EPILOGUE(_nettle_ocb_aes_encrypt_vaes_avx512)

C size_t _nettle_ocb_aes_decrypt_vaes_avx512(...same...);
PROLOGUE(_nettle_ocb_aes_decrypt_vaes_avx512)
AV_OCB_BODY(dec)
EPILOGUE(_nettle_ocb_aes_decrypt_vaes_avx512)
