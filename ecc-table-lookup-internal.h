/* ecc-table-lookup-internal.h

   The body of ecc_table_lookup's variants (ecc-internal.h has the
   contract): ecc-table-lookup.c, ecc-table-lookup-avx2.c and
   ecc-table-lookup-avx512.c each instantiate it for their own target
   and vector width.

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

#ifndef NETTLE_ECC_TABLE_LOOKUP_INTERNAL_H_INCLUDED
#define NETTLE_ECC_TABLE_LOOKUP_INTERNAL_H_INCLUDED

#include <string.h>

#include "ecc-internal.h"

/* ECC_TABLE_LOOKUP_DEFINE(name, bytes): the function name with the
   contract above, reading bytes (64, 32 or 16) at a time where the
   compiler has vectors, one column of the table per accumulator, then
   the columns left over in halves of that, then single limbs. For the
   variant files, each compiled for its own target. */
#if defined (__GNUC__)
# define ECC_TABLE_LOOKUP_VECTORS(bytes)				\
  {									\
    typedef mp_limb_t lookup_vec __attribute__ ((vector_size (bytes)));	\
    const mp_size_t l = sizeof (lookup_vec) / sizeof (mp_limb_t);	\
    for (; j + l <= n; j += l)						\
      {									\
	lookup_vec acc = { 0 }, v;					\
	for (i = 0; i < entries; i++)					\
	  {								\
	    memcpy (&v, table + i * n + j, sizeof (v));			\
	    acc |= v & mask[i];						\
	  }								\
	memcpy (r + j, &acc, sizeof (acc));				\
      }									\
  }
#else
# define ECC_TABLE_LOOKUP_VECTORS(bytes) {}
#endif
#define ECC_TABLE_LOOKUP_DEFINE(name, bytes)				\
  static inline __attribute__ ((always_inline)) void			\
  name##_body (mp_limb_t *r, const mp_limb_t *table, mp_size_t n,	\
	       unsigned entries, unsigned k)				\
  {									\
    mp_limb_t mask[ECC_WINDOW_SIZE];					\
    unsigned i;								\
    mp_size_t j = 0;							\
									\
    for (i = 0; i < entries; i++)					\
      mask[i] = - (mp_limb_t) ecc_window_eq (i + 1, k);		\
    if ((bytes) >= 64)							\
      ECC_TABLE_LOOKUP_VECTORS (64)					\
    if ((bytes) >= 32)							\
      ECC_TABLE_LOOKUP_VECTORS (32)					\
    ECC_TABLE_LOOKUP_VECTORS (16)					\
    for (; j < n; j++)							\
      {									\
	mp_limb_t acc = 0;						\
	for (i = 0; i < entries; i++)					\
	  acc |= table[i * n + j] & mask[i];				\
	r[j] = acc;							\
      }									\
  }									\
  /* The tables of ecc_mul_g and ecc_mul_a with their trip counts	\
     constant: unrolled, the scans cost a third less. */		\
  void									\
  name (mp_limb_t *r, const mp_limb_t *table, mp_size_t n,		\
	unsigned entries, unsigned k)					\
  {									\
    if (entries == ECC_WINDOW_SIZE - 1)					\
      name##_body (r, table, n, ECC_WINDOW_SIZE - 1, k);		\
    else if (entries == ECC_WINDOW_SIZE)				\
      name##_body (r, table, n, ECC_WINDOW_SIZE, k);			\
    else								\
      name##_body (r, table, n, entries, k);				\
  }

#endif /* NETTLE_ECC_TABLE_LOOKUP_INTERNAL_H_INCLUDED */
