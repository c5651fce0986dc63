/* testsuite/curve-dh-check.h

   The checks the X25519 and X448 tests share: a known answer, with
   guard pages around every buffer, and random inputs against the
   reference library of curve-ref.h.

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

#ifndef CURVE_DH_CHECK_H_INCLUDED
#define CURVE_DH_CHECK_H_INCLUDED

#include <string.h>

#include "testutils.h"
#include "curve-ref.h"

/* The Diffie-Hellman functions of curve25519.h and curve448.h. */
typedef void curve_mul_func (uint8_t *q, const uint8_t *n, const uint8_t *p);
typedef void curve_mul_g_func (uint8_t *q, const uint8_t *n);

/* want = f (n, u), all size bytes in hex; inputs and output at the
   edges of guard pages. */
static void
check_dh (const char *what, curve_mul_func *f, size_t size,
	  const char *n, const char *u, const char *want)
{
  const struct tstring *tn = SHEX (n), *tu = SHEX (u), *tw = SHEX (want);
  uint8_t *nb = guard_end (size), *ub = guard_start (size);
  uint8_t *qb = guard_end (size);
  ASSERT (tn->length == size && tu->length == size && tw->length == size);
  memcpy (nb, tn->data, size);
  memcpy (ub, tu->data, size);
  f (qb, nb, ub);
  check_bytes (what, qb, tw->data, size);
  guard_free (nb); guard_free (ub); guard_free (qb);
}

static void
check_dh_g (const char *what, curve_mul_g_func *f, size_t size,
	    const char *n, const char *want)
{
  uint8_t q[64];
  const struct tstring *tn = SHEX (n), *tw = SHEX (want);
  ASSERT (size <= sizeof (q) && tn->length == size && tw->length == size);
  f (q, tn->data);
  check_bytes (what, q, tw->data, size);
}

/* On `count' random scalars and points: f against the reference's
   function of the same name, and g (the base point function) against
   f on the base point u = base. Says which it did. */
static void
check_dh_random (const char *name, curve_mul_func *f, curve_mul_g_func *g,
		 size_t size, uint8_t base, unsigned count)
{
  curve_mul_func *ref = (curve_mul_func *) ref_sym (name);
  uint8_t k[64], u[64], r[64], w[64];
  unsigned i;
  ASSERT (size <= sizeof (k));
  for (i = 0; i < count; i++)
    {
      test_rand_bytes (size, k);
      test_rand_bytes (size, u);
      f (r, k, u);
      if (ref)
	{
	  ref (w, k, u);
	  check_bytes ("random scalar and u vs libhogweed 3.8.1", r, w, size);
	}
      memset (u, 0, size);
      u[0] = base;
      f (r, k, u);
      g (w, k);
      check_bytes ("mul_g against mul on the base point", w, r, size);
    }
  if (ref)
    test_ok ("%s: %u random scalars and u identical to libhogweed 3.8.1, mul_g = mul on the base point",
	     name, count);
  else
    test_ok ("%s: %u random scalars: mul_g = mul on the base point (no reference library, comparison skipped)",
	     name, count);
}

#endif /* CURVE_DH_CHECK_H_INCLUDED */
