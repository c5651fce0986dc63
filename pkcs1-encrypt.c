/* pkcs1-encrypt.c

   pkcs1_encrypt: RSAES-PKCS1-v1_5 padding (RFC 8017 7.2.1).

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

#include <string.h>

#include "pkcs1.h"
#include "gmp-glue.h"

int
pkcs1_encrypt (size_t key_size,
	       void *random_ctx, nettle_random_func *random,
	       size_t length, const uint8_t *message, mpz_t m)
{
  uint8_t *em;
  size_t pad, i;

  /* 00 02, at least eight nonzero random octets, 00, message. */
  if (length + 11 > key_size)
    return 0;
  pad = key_size - length - 3;

  em = gmp_alloc (key_size);
  em[0] = 0;
  em[1] = 2;
  random (random_ctx, pad, em + 2);
  /* A zero would end the padding early: draw again until it is not. */
  for (i = 0; i < pad; i++)
    while (em[2 + i] == 0)
      random (random_ctx, 1, em + 2 + i);
  em[2 + pad] = 0;
  memcpy (em + 3 + pad, message, length);

  nettle_mpz_set_str_256_u (m, key_size, em);
  gmp_free (em, key_size);
  return 1;
}
