C x86_64/vaes_avx512/ghash-set-key.asm

C Copyright (C) 2026 the fastnettle authors.
C Dual licensed LGPL-3.0-or-later / GPL-2.0-or-later; see nettle-types.h.

C Purpose: _nettle_ghash_set_key_vaes_avx512, the table that
C _nettle_ghash_update_vaes_avx512 reads (fat-table.h pairs them).
C Contract and table: GV_SET_KEY_FILE in x86_64/ghash-vec.m4. xmm code
C (PCLMULQDQ, AVX), dispatched with the update of this backend.

include(SRCDIR`/x86_64/aes-vec.m4')
include(SRCDIR`/x86_64/ghash-vec.m4')
AV_SETUP(zmm)
GV_SET_KEY_FILE
