C x86_64/aesni/aes-decrypt-internal.asm
C
C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.
C
C Purpose: AES decryption of whole 16-byte blocks (ECB) with AES-NI:
C _nettle_aes128_decrypt_aesni, _nettle_aes192_decrypt_aesni and
C _nettle_aes256_decrypt_aesni, the variants of the public
C aes{128,192,256}_decrypt, and _nettle_aes_decrypt_aesni, the variant
C of the block core _nettle_aes_decrypt for any key size (it moves its
C arguments and jumps into the per-size code). All come from one body,
C AESNI_ECB in aesni.m4, shared with aes-encrypt-internal.asm.
C
C CPU features: AES-NI and SSE2 (legacy SSE encoding, no AVX).
C
C Contract: length is a whole number of blocks (anything else
C tail-jumps to the C variant, which asserts); length 0 does nothing.
C A lone block goes straight through (no taken branch). Otherwise 8
C blocks per main-loop iteration with the 8 AESDEC of a round
C independent, then at most one 4-block step, then the last 0-3 blocks
C through a jump table: no per-block loop. Reads exactly [src, src + length), writes exactly
C [dst, dst + length); dst == src is allowed, no alignment is needed
C of dst, src or the keys. Nothing is left to C.
C
C Measured (TSC cycles/byte, AMD EPYC Zen 4 (family 25 model 17),
C 2026-11-30, best of many runs, through the public entry points):
C 4 KiB AES-128 0.223, AES-256 0.313 (the AESDEC throughput limit, in
C place or not); 512 bytes the same; one block (16 bytes) 8.4 cycles
C per call for AES-128, 9.3 for AES-256 (Nettle 3.8.1: 9.1, 10.5).

C Register map (System V).
C Per-size entry points, (ctx, length, dst, src):
define(`KEYS', `%rdi')		C round keys (the ctx), 16 bytes each, read only
define(`LENGTH', `%rsi')	C bytes left (main loop: minus 128)
define(`DST', `%rdx')		C output, advanced per step
define(`SRC', `%rcx')		C input, advanced per step
define(`TMP', `%rax')		C jump table address
define(`IDX', `%r10')		C jump table index, then target
C xmm0-xmm7: block states (8-way loop; n-way steps use xmm0..xmm<n-1>);
C the other xmm registers: round keys (see AESNI_KEY8, AESNI_NWAY).
C _nettle_aes_decrypt_aesni(rounds, keys, table, length, dst, src)
C arrives with rounds in %edi, keys %rsi, table %rdx (unused), length
C %rcx, dst %r8, src %r9, and moves them to the map above.

include(SRCDIR`/x86_64/aesni/aesni.m4')

C void _nettle_aes128_decrypt_aesni(const struct aes128_ctx *ctx,
C				    size_t length, uint8_t *dst,
C				    const uint8_t *src);
PROLOGUE(_nettle_aes128_decrypt_aesni)
	AESNI_ECB(aes128_decrypt, AES128_ROUNDS, aesdec, aesdeclast,
		  _nettle_aes128_decrypt_c)
EPILOGUE(_nettle_aes128_decrypt_aesni)

C void _nettle_aes192_decrypt_aesni(const struct aes192_ctx *ctx,
C				    size_t length, uint8_t *dst,
C				    const uint8_t *src);
PROLOGUE(_nettle_aes192_decrypt_aesni)
	AESNI_ECB(aes192_decrypt, AES192_ROUNDS, aesdec, aesdeclast,
		  _nettle_aes192_decrypt_c)
EPILOGUE(_nettle_aes192_decrypt_aesni)

C void _nettle_aes256_decrypt_aesni(const struct aes256_ctx *ctx,
C				    size_t length, uint8_t *dst,
C				    const uint8_t *src);
PROLOGUE(_nettle_aes256_decrypt_aesni)
	AESNI_ECB(aes256_decrypt, AES256_ROUNDS, aesdec, aesdeclast,
		  _nettle_aes256_decrypt_c)
EPILOGUE(_nettle_aes256_decrypt_aesni)

C void _nettle_aes_decrypt_aesni(unsigned rounds, const uint32_t *keys,
C				 const struct aes_table *T, size_t length,
C				 uint8_t *dst, const uint8_t *src);
PROLOGUE(_nettle_aes_decrypt_aesni)
	AESNI_ECB_ANY(aes_decrypt, _nettle_aes_decrypt_c)
EPILOGUE(_nettle_aes_decrypt_aesni)
