/* knuth-lfib.h

   Knuth's lagged Fibonacci generator (TAOCP vol. 2, 3.6: lags 100 and
   37, modulo 2^30). Deterministic test data only: it is NOT a
   cryptographic generator.

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

#ifndef NETTLE_KNUTH_LFIB_H_INCLUDED
#define NETTLE_KNUTH_LFIB_H_INCLUDED

#include "nettle-types.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Name mangling */
#define knuth_lfib_init nettle_knuth_lfib_init
#define knuth_lfib_get nettle_knuth_lfib_get
#define knuth_lfib_get_array nettle_knuth_lfib_get_array
#define knuth_lfib_random nettle_knuth_lfib_random

#define _KNUTH_LFIB_KK 100

struct knuth_lfib_ctx
{
  /* The last 100 outputs, x[index] the oldest. */
  uint32_t x[_KNUTH_LFIB_KK];
  unsigned index;
};

/* Seeds the state as Knuth's ran_start. */
void
knuth_lfib_init(struct knuth_lfib_ctx *ctx, uint32_t seed);

/* The next number, in 0 ... 2^30-1. */
uint32_t
knuth_lfib_get(struct knuth_lfib_ctx *ctx);

/* The next n numbers. */
void
knuth_lfib_get_array(struct knuth_lfib_ctx *ctx,
		     size_t n, uint32_t *a);

/* n bytes: three from the low 24 bits of each number (its top byte
   xored into the lowest), the last one or two from the low bytes. */
void
knuth_lfib_random(struct knuth_lfib_ctx *ctx,
		  size_t n, uint8_t *dst);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_KNUTH_LFIB_H_INCLUDED */
