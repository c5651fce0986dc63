/* fat-setup.h

   CPU feature bits and the internal interface of the runtime dispatch
   (fat.c). The dispatched functions themselves are listed in
   fat-table.h.


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

#ifndef NETTLE_FAT_SETUP_H_INCLUDED
#define NETTLE_FAT_SETUP_H_INCLUDED

/* Features a variant may require. A variant is used when every bit it
   requires is present (CPUID with OS support, or NETTLE_FAT_OVERRIDE). */
#define FAT_AESNI	(1U << 0)	/* AES-NI */
#define FAT_PCLMUL	(1U << 1)	/* PCLMULQDQ */
#define FAT_SHANI	(1U << 2)	/* SHA extensions */
#define FAT_AVX2	(1U << 3)	/* AVX2, ymm state enabled by the OS */
#define FAT_AVX512	(1U << 4)	/* AVX-512 F, VL and BW, zmm state enabled */
#define FAT_VAES	(1U << 5)	/* VAES (ymm/zmm AES) */
#define FAT_VPCLMUL	(1U << 6)	/* VPCLMULQDQ */
#define FAT_BMI2	(1U << 7)	/* BMI2 (RORX, SHLX, MULX, ...) */
#define FAT_ADX		(1U << 8)	/* ADX (ADCX, ADOX) */
#define FAT_AVX512IFMA	(1U << 9)	/* AVX-512 IFMA (VPMADD52*), zmm state enabled */
#define FAT_SSE2	(1U << 10)	/* SSE2 (every x86_64; a bit so that the C pass can exclude it) */
#define FAT_X86ASM	(1U << 11)	/* any 32-bit x86 CPU: the x86/ folder's own assembly
				   (a bit so that the C pass can exclude it) */
#define FAT_GFNI	(1U << 12)	/* GFNI (GF2P8AFFINEQB, GF2P8AFFINEINVQB, ...) */

/* What this CPU offers, from CPUID and XGETBV, whatever the override
   says. Zero on non-x86 builds. */
unsigned
_nettle_fat_cpu_features (void);

/* The features the dispatcher uses: the CPU's, or those listed in
   NETTLE_FAT_OVERRIDE when that is set. */
unsigned
_nettle_fat_features (void);

/* The backends this build contains that this CPU can run, as a
   space-separated list of `name=override' words, the portable C path
   first (`c='), for test drivers and the benchmark. */
const char *
_nettle_fat_backends (void);

/* The variant chosen for a dispatched function, by stem (e.g.
   "aes128_encrypt"), or NULL for an unknown stem. */
const char *
_nettle_fat_variant (const char *stem);

/* libhogweed's counterpart of _nettle_fat_variant, for its table
   (hogweed-fat-table.h). */
const char *
_nettle_hogweed_fat_variant (const char *stem);

#endif /* NETTLE_FAT_SETUP_H_INCLUDED */
