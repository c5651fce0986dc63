C x86_64/vaes_avx2/gcm-aes.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: the vaes_avx2 rows of the one-pass GCM routines of gcm-internal.h,
C which follow _nettle_ghash_set_key (fat-table.h), so every backend of
C that group needs them. Not stitched at ymm width (16 vector registers hold the 16 AES blocks of a step and the round keys, or the GHASH of 16 blocks, but not both): they do nothing and
C return 0, and gcm.c runs its two passes (the CTR bulk routine, then
C _nettle_ghash_update_vaes_avx2).
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
