C x86_64/pclmul/gcm-aes.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: the pclmul rows of the one-pass GCM routines of gcm-internal.h,
C which follow _nettle_ghash_set_key (fat-table.h), so every backend of
C that group needs them. Not stitched at xmm width (one AES block and one GHASH block a register do not keep both units busy enough to be worth a third copy of the loop): they do nothing and
C return 0, and gcm.c runs its two passes (the CTR bulk routine, then
C _nettle_ghash_update_pclmul).
C CPU features: none. Contract: gcm-internal.h.

	.text
	ALIGN(16)
PROLOGUE(_nettle_gcm_aes_encrypt_pclmul)
	xor	%eax, %eax
	ret
EPILOGUE(_nettle_gcm_aes_encrypt_pclmul)

	ALIGN(16)
PROLOGUE(_nettle_gcm_aes_decrypt_pclmul)
	xor	%eax, %eax
	ret
EPILOGUE(_nettle_gcm_aes_decrypt_pclmul)
