/* sexp2bignum.c

   An S-expression atom as a GMP integer.

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

#include "bignum.h"
#include "sexp.h"

int
nettle_mpz_set_sexp (mpz_t x, unsigned limit, struct sexp_iterator *i)
{
  if (i->type != SEXP_ATOM || !i->atom_length || i->display)
    return 0;

  /* With a limit, allow two extra octets for sign padding before even
     converting, so a huge atom costs nothing. */
  if (limit && 8 * i->atom_length > 16 + (size_t) limit)
    return 0;

  nettle_mpz_set_str_256_s (x, i->atom_length, i->atom);
  if (limit && mpz_sizeinbase (x, 2) > limit)
    return 0;
  return sexp_iterator_next (i);
}
