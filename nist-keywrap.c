/* nist-keywrap.c

   AES key wrap (RFC 3394 2.2.1 and 2.2.2, the indexed form).

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
#include <string.h>

#include "nist-keywrap.h"
#include "macros.h"
#include "memops.h"

/* The 64-bit register A is kept as a number; t = n*j + i is XORed
   into it big-endian. R[1..n] live in the output buffer. */

void
nist_keywrap16(const void *ctx, nettle_cipher_func *encrypt,
	       const uint8_t *iv, size_t ciphertext_length,
	       uint8_t *ciphertext, const uint8_t *cleartext)
{
  uint8_t B[16];
  uint8_t *R = ciphertext + 8;
  size_t n, i;
  uint64_t t = 0;
  unsigned j;

  assert(ciphertext_length >= 16);
  assert(!(ciphertext_length % 8));
  n = (ciphertext_length - 8) / 8;

  memcpy(B, iv, 8);
  memmove(R, cleartext, 8 * n);
  for (j = 0; j < 6; j++)
    for (i = 0; i < n; i++)
      {
	uint64_t a;
	memcpy(B + 8, R + 8 * i, 8);
	encrypt(ctx, 16, B, B);
	a = READ_UINT64(B) ^ ++t;
	WRITE_UINT64(B, a);
	memcpy(R + 8 * i, B + 8, 8);
      }
  memcpy(ciphertext, B, 8);
}

int
nist_keyunwrap16(const void *ctx, nettle_cipher_func *decrypt,
		 const uint8_t *iv, size_t cleartext_length,
		 uint8_t *cleartext, const uint8_t *ciphertext)
{
  uint8_t B[16];
  uint8_t *R = cleartext;
  size_t n, i;
  uint64_t t;
  int j;

  assert(cleartext_length >= 8);
  assert(!(cleartext_length % 8));
  n = cleartext_length / 8;
  t = 6 * (uint64_t) n;

  memcpy(B, ciphertext, 8);
  memmove(R, ciphertext + 8, 8 * n);
  for (j = 5; j >= 0; j--)
    for (i = n; i-- > 0; )
      {
	uint64_t a = READ_UINT64(B) ^ t--;
	WRITE_UINT64(B, a);
	memcpy(B + 8, R + 8 * i, 8);
	decrypt(ctx, 16, B, B);
	memcpy(R + 8 * i, B + 8, 8);
      }
  if (memeql_sec(B, iv, 8))
    return 1;
  memset(cleartext, 0, cleartext_length);
  return 0;
}
