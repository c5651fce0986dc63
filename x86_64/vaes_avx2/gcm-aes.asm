C x86_64/vaes_avx2/gcm-aes.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: the vaes_avx2 rows of the one-pass GCM routines of
C gcm-internal.h, which follow _nettle_ghash_set_key (fat-table.h), so
C every backend of that group needs them. They do nothing and return
C 0, and gcm.c runs its two passes (the CTR bulk routine, then
C _nettle_ghash_update_vaes_avx2).
C
C Why not stitched: x86_64/gcm-vec.m4 was instantiated at ymm width
C (16 blocks a step, every round key broadcast into one register, the
C powers of H and the byte-reversal mask as memory operands, which
C ghash-vec.m4 then took through two hooks: the 16 registers hold the
C rest), and that was built and measured (Intel Xeon with AVX-512, 2026-12-07,
C nettle-benchmark, gcm_aes128 16 KiB): 0.192 c/B to encrypt and
C decrypt, against 0.181 and 0.179 for the two passes; AES-256 0.21
C either way. Without the GHASH the same steps run at 0.11: on this
C core the 256-bit VAESENC and VPCLMULQDQ do not overlap, so one pass
C only adds the bookkeeping. CPUs whose AES and carry-less multipliers
C are separate pipes (the zmm routine's Zen 4 measurements) would gain:
C GA_STEP(8, ...) with GA_HASH16, the key slots all in AV_KTMP, and
C those two hooks back, when there is such a CPU to measure it on.
C CPU features: none. Contract: gcm-internal.h.

	.text
	ALIGN(16)
PROLOGUE(_nettle_gcm_aes_encrypt_vaes_avx2)
	xor	%eax, %eax
	ret
EPILOGUE(_nettle_gcm_aes_encrypt_vaes_avx2)

	ALIGN(16)
PROLOGUE(_nettle_gcm_aes_decrypt_vaes_avx2)
	xor	%eax, %eax
	ret
EPILOGUE(_nettle_gcm_aes_decrypt_vaes_avx2)
