/* cbcmac16.c

   CBC-MAC over whole 16-byte blocks (internal).

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

#include <assert.h>

#include "cbcmac-internal.h"
#include "aes-internal.h"
#include "cbc.h"
#include "memxor.h"

/* Scratch for the CBC ciphertext nobody needs. */
#define CBCMAC_CHUNK 512

void
_nettle_cbcmac16(const void *cipher, nettle_cipher_func *f,
		 uint8_t *X, size_t length, const uint8_t *src)
{
  unsigned rounds;
  int decrypt;

  assert(!(length % 16));
  if (length >= 32
      && _nettle_aes_cipher_keys(f, cipher, &rounds, &decrypt) && !decrypt)
    {
      uint8_t scratch[CBCMAC_CHUNK];
      while (length > 0)
	{
	  size_t n = length < CBCMAC_CHUNK ? length : CBCMAC_CHUNK;
	  switch (rounds)
	    {
	    case 10:
	      cbc_aes128_encrypt(cipher, X, n, scratch, src);
	      break;
	    case 12:
	      cbc_aes192_encrypt(cipher, X, n, scratch, src);
	      break;
	    default:
	      cbc_aes256_encrypt(cipher, X, n, scratch, src);
	    }
	  src += n;
	  length -= n;
	}
      return;
    }
  for (; length > 0; length -= 16, src += 16)
    {
      memxor(X, src, 16);
      f(cipher, 16, X, X);
    }
}
