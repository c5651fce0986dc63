C x86_64/vaes_avx2/ghash-update.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: _nettle_ghash_update_vaes_avx2 and _nettle_siv_ghash_update_vaes_avx2,
C GHASH and POLYVAL on whole blocks, 32 blocks a reduction, at ymm
C width: 2 blocks a vector, an odd last block alone in the low lane.
C Contract, table and method: GV_UPDATE_FILE in x86_64/ghash-vec.m4.
C CPU features: VPCLMULQDQ, AVX2 (ymm, VEX); the dispatcher asks for
C FAT_PCLMUL | FAT_VPCLMUL | FAT_AVX2. Register map: GV_UPDATE_FILE.

include(SRCDIR`/x86_64/aes-vec.m4')
include(SRCDIR`/x86_64/ghash-vec.m4')
AV_SETUP(ymm)
GV_UPDATE_FILE
