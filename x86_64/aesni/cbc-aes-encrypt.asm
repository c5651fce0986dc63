C x86_64/aesni/cbc-aes-encrypt.asm
C
C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.
C
C Purpose: CBC encryption with AES-NI, one entry point per key size:
C _nettle_cbc_aes128_encrypt_aesni, _nettle_cbc_aes192_encrypt_aesni,
C _nettle_cbc_aes256_encrypt_aesni, the variants of the public
C cbc_aes{128,192,256}_encrypt (cbc_encrypt with aes{128,192,256}_encrypt
C comes here too). One body, AESNI_CBC in aesni.m4.
C
C CPU features: AES-NI and SSE2 (legacy SSE encoding, no AVX).
C
C Contract: length is a whole number of blocks (anything else
C tail-jumps to the C variant, which asserts); length 0 does nothing and
C leaves iv alone. Serial by nature: each block waits for the one
C before. The round keys stay in registers (AES-256: two of them are
C reloaded per block, off the chain) and the next plaintext and round
C key 0 are folded into the last-round key, so a block costs the
C latency of its rounds AES instructions only. Reads exactly
C [src, src + length), writes exactly [dst, dst + length) and the 16
C bytes of iv, which is left as the last ciphertext block; dst == src
C is allowed, no alignment is needed. Nothing is left to C.
C
C Measured (TSC cycles/byte, AMD EPYC Zen 4 (family 25 model 17),
C 2026-11-30, best of many runs, 4 KiB): AES-128 1.758, AES-256 2.460,
C the latency of 10 or 14 AESENC per block (Nettle 3.8.1: 1.846,
C 2.549); one block 35.5 cycles per call, chained through iv.

C Register map (System V):
define(`KEYS', `%rdi')		C round keys (the ctx), read only
define(`IV', `%rsi')		C chaining value, read first, written last
define(`LENGTH', `%rdx')	C bytes after the current block
define(`DST', `%rcx')		C current output block
define(`SRC', `%r8')		C current input block
C xmm0: chain state S = previous ciphertext ^ plaintext ^ k0, then
C through the rounds; xmm1: next plaintext ^ k0 ^ klast (scratch key
C for AES-256); xmm2: ciphertext block (scratch key for AES-256);
C xmm3: k0 ^ klast; xmm4-xmm15: round keys 1-12.

include(SRCDIR`/x86_64/aesni/aesni.m4')

C void _nettle_cbc_aes128_encrypt_aesni(const struct aes128_ctx *ctx,
C					uint8_t *iv, size_t length,
C					uint8_t *dst, const uint8_t *src);
PROLOGUE(_nettle_cbc_aes128_encrypt_aesni)
	AESNI_CBC(AES128_ROUNDS, _nettle_cbc_aes128_encrypt_c)
EPILOGUE(_nettle_cbc_aes128_encrypt_aesni)

C void _nettle_cbc_aes192_encrypt_aesni(const struct aes192_ctx *ctx,
C					uint8_t *iv, size_t length,
C					uint8_t *dst, const uint8_t *src);
PROLOGUE(_nettle_cbc_aes192_encrypt_aesni)
	AESNI_CBC(AES192_ROUNDS, _nettle_cbc_aes192_encrypt_c)
EPILOGUE(_nettle_cbc_aes192_encrypt_aesni)

C void _nettle_cbc_aes256_encrypt_aesni(const struct aes256_ctx *ctx,
C					uint8_t *iv, size_t length,
C					uint8_t *dst, const uint8_t *src);
PROLOGUE(_nettle_cbc_aes256_encrypt_aesni)
	AESNI_CBC(AES256_ROUNDS, _nettle_cbc_aes256_encrypt_c)
EPILOGUE(_nettle_cbc_aes256_encrypt_aesni)
