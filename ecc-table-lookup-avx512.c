/* ecc-table-lookup-avx512.c

   _nettle_ecc_table_lookup_avx512: the constant-time table read of the
   scalar multiplications (ecc-internal.h), 64 bytes at a time (one
   P-256 fixed-base entry a load), the columns left over 32 and 16 at a
   time. The body of the other variants, compiled for AVX-512F/VL by
   the target pragma below; built only with the avx512 backend, run
   only where fat-hogweed.c found FAT_AVX512. As in the avx2 variant,
   no branch or index depends on k. valgrind 3.19 does not decode
   AVX-512, so sc-ecdsa-test checks this body in the avx2 and c
   variants (its child runs on valgrind's CPUID) and not here.

   Measured (Intel Xeon, hogweed-benchmark, µs): ecdsa-p256-sign 16.9,
   the avx2 variant 17.1, the c variant 18.0; ecdsa-p521-sign 74.5,
   75.4, 77.9.

   Copyright (C) 2026 the fastnettle authors

   This file is part of fastnettle, a drop-in replacement for GNU Nettle.

   fastnettle is free software: you can redistribute it and/or
   modify it under the terms of either:

     * the GNU Lesser General Public License as published by the Free
       Software Foundation; either version 3 of the License, or (at your
       option) any later version.

   or

     * the GNU General Public License as published by the Free
       Software Foundation; either version 2 of the License, or (at your
       option) any later version.

   or both in parallel, as here.

   fastnettle is distributed in the hope that it will be useful,
   but WITHOUT ANY WARRANTY; without even the implied warranty of
   MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the GNU
   General Public License for more details.

   You should have received copies of the GNU General Public License and
   the GNU Lesser General Public License along with this program.  If
   not, see http://www.gnu.org/licenses/.
*/

#if HAVE_CONFIG_H
# include "config.h"
#endif

#include "ecc-table-lookup-internal.h"

#if HAVE_BACKEND_avx512

#pragma GCC target ("avx512f,avx512vl")

ECC_TABLE_LOOKUP_DEFINE (_nettle_ecc_table_lookup_avx512, 64)

#endif
