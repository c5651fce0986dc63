C x86/aesni/aes-decrypt-internal.asm
C
C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.
C
C Purpose: AES decryption of whole 16-byte blocks (ECB) with AES-NI on
C 32-bit x86: _nettle_aes128_decrypt_aesni, _nettle_aes192_decrypt_aesni
C and _nettle_aes256_decrypt_aesni, the variants of the public
C aes{128,192,256}_decrypt, and _nettle_aes_decrypt_aesni, the variant of
C the block core _nettle_aes_decrypt for any key size (it loads the same
C registers and jumps into the per-size code). All come from one body,
C AESNI_ECB in aesni.m4, shared with the other direction.
C
C CPU features: AES-NI and SSE2 (legacy SSE encoding, no AVX).
C
C Contract: length is a whole number of blocks (anything else
C tail-jumps through the GOT to the C variant, which asserts); length 0
C does nothing. AESNI_WAYS (4) blocks per main-loop iteration with the
C AES instructions of a round independent, then 0-3 blocks through a
C jump table of PC-relative offsets; a call for exactly one block (per
C key size entry points) takes a direct path that saves no register.
C Reads exactly [src, src + length), writes exactly [dst, dst + length);
C dst == src is allowed; no alignment is needed of dst, src or the keys.
C Position-independent.
C
C Measured (TSC cycles/byte, AMD EPYC Zen 4, 2026-11-30, 4 KiB, out of
C place; x86/README has the whole table): AES-128 0.227
C (x86_64/aesni: 0.223).

C Register map (cdecl: arguments on the stack; ebx and esi are saved).
define(`KEYS', `%eax')		C round keys, 16 bytes each, read only
define(`LENGTH', `%ecx')	C bytes left (main loop: minus one stride); jump target
define(`DST', `%edx')		C output, advanced per stride
define(`SRC', `%esi')		C input, advanced per stride
C %ebx: address of the jump table anchor, in the tail only.
C The one-block path keeps SRC in %ecx instead (nothing to save).
C xmm0-xmm3: block states; xmm4-xmm7: round keys, one round each.
C _nettle_aes_decrypt_aesni(rounds, keys, table, length, dst, src) loads
C the same map from its own arguments.

include(SRCDIR`/x86/aesni/aesni.m4')

C void _nettle_aes128_decrypt_aesni(const struct aes128_ctx *ctx,
C				    size_t length, uint8_t *dst,
C				    const uint8_t *src);
PROLOGUE(_nettle_aes128_decrypt_aesni)
AESNI_ECB_ENTRY(aes128_decrypt)
AESNI_ECB(aes128_decrypt, AES128_ROUNDS, aesdec, aesdeclast,
	  _nettle_aes128_decrypt_c)
EPILOGUE(_nettle_aes128_decrypt_aesni)

C void _nettle_aes192_decrypt_aesni(const struct aes192_ctx *ctx,
C				    size_t length, uint8_t *dst,
C				    const uint8_t *src);
PROLOGUE(_nettle_aes192_decrypt_aesni)
AESNI_ECB_ENTRY(aes192_decrypt)
AESNI_ECB(aes192_decrypt, AES192_ROUNDS, aesdec, aesdeclast,
	  _nettle_aes192_decrypt_c)
EPILOGUE(_nettle_aes192_decrypt_aesni)

C void _nettle_aes256_decrypt_aesni(const struct aes256_ctx *ctx,
C				    size_t length, uint8_t *dst,
C				    const uint8_t *src);
PROLOGUE(_nettle_aes256_decrypt_aesni)
AESNI_ECB_ENTRY(aes256_decrypt)
AESNI_ECB(aes256_decrypt, AES256_ROUNDS, aesdec, aesdeclast,
	  _nettle_aes256_decrypt_c)
EPILOGUE(_nettle_aes256_decrypt_aesni)

C void _nettle_aes_decrypt_aesni(unsigned rounds, const uint32_t *keys,
C				 const struct aes_table *T, size_t length,
C				 uint8_t *dst, const uint8_t *src);
PROLOGUE(_nettle_aes_decrypt_aesni)
AESNI_ECB_ANY(aes_decrypt, _nettle_aes_decrypt_c)
EPILOGUE(_nettle_aes_decrypt_aesni)

PC_THUNK(ebx)
PC_THUNK(ecx)
