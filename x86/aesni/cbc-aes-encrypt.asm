C x86/aesni/cbc-aes-encrypt.asm
C
C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.
C
C Purpose: CBC encryption with AES-NI on 32-bit x86,
C _nettle_cbc_aes{128,192,256}_encrypt_aesni, the variants of the public
C cbc_aes{128,192,256}_encrypt. CBC encryption is serial: each block
C costs the latency of its AESENC chain. The chain value stays in xmm0
C and the next plaintext is folded into the last round's key (see
C AESNI_CBC in aesni.m4), so nothing but the AES rounds is on the
C critical path.
C
C CPU features: AES-NI and SSE2.
C
C Contract: length is a whole number of blocks (anything else
C tail-jumps through the GOT to the C variant, which asserts); length 0
C does nothing. Reads exactly [src, src + length), writes exactly
C [dst, dst + length); dst == src is allowed (each block is read before
C it is written); iv is read first and written with the last ciphertext
C block at the end. No alignment needed. Position-independent.
C
C Measured (TSC cycles/byte, AMD EPYC Zen 4, 2026-11-30, 4 KiB, out of
C place; x86/README has the whole table): AES-128 1.759, AES-256
C 2.462: the AESENC latency limit, the same as x86_64/aesni.

C Register map (cdecl; esi is saved):
define(`KEYS', `%eax')		C round keys (the ctx), read only
define(`LENGTH', `%ecx')	C bytes after the current block
define(`DST', `%edx')		C current output block
define(`SRC', `%esi')		C current input block; iv at entry and exit
C xmm0: chain, xmm1: next plaintext ^ k0 ^ klast, xmm2: ciphertext and
C late round keys, xmm3: k0 ^ klast, xmm4-xmm7: round keys 1-4.

include(SRCDIR`/x86/aesni/aesni.m4')

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

PC_THUNK(ecx)
