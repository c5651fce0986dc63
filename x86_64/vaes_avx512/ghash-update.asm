C x86_64/vaes_avx512/ghash-update.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: _nettle_ghash_update_vaes_avx512 and _nettle_siv_ghash_update_vaes_avx512,
C GHASH and POLYVAL on whole blocks, 32 blocks a reduction, at zmm
C width: 4 blocks a vector, a rest below 4 blocks in one masked vector.
C Contract, table and method: GV_UPDATE_FILE in x86_64/ghash-vec.m4.
C CPU features: VPCLMULQDQ, AVX-512 F, VL, BW (zmm, EVEX, VPTERNLOGD, byte-masked tail loads); the dispatcher asks for
C FAT_PCLMUL | FAT_VPCLMUL | FAT_AVX512. Register map: GV_UPDATE_FILE.

include(SRCDIR`/x86_64/aes-vec.m4')
include(SRCDIR`/x86_64/ghash-vec.m4')
AV_SETUP(zmm)
GV_UPDATE_FILE
