/* ecc-table-lookup-avx2.c

   _nettle_ecc_table_lookup_avx2: the constant-time table read of the
   scalar multiplications (ecc-internal.h), 32 bytes at a time. The
   same body as the C variant, compiled for AVX2 by the target pragma
   below; built only with the avx2 backend, run only where
   fat-hogweed.c found FAT_AVX2. The masks come from compares of the
   window value done as integer arithmetic (ecc_window_eq), the loads
   are at addresses fixed by n and entries: no branch or index on k.

   Measured (Intel Xeon, hogweed-benchmark, µs): ecdsa-p256-sign 17.1,
   the c variant 18.0 (19.5 when the scan was single limbs, inline);
   OpenSSL 3.0 17.9.

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

#if HAVE_BACKEND_avx2

#pragma GCC target ("avx2")

ECC_TABLE_LOOKUP_DEFINE (_nettle_ecc_table_lookup_avx2, 32)

#endif
