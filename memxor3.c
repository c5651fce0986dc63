/* memxor3.c

   memxor3: dst = a ^ b over n bytes, for any alignment of the three
   pointers.

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

#include <stdint.h>
#include <string.h>

#include "memxor.h"

/* Same scheme as memxor.c: chunks from the end towards the start,
   each chunk read from a and b before it is stored to dst. So dst may
   equal a or b, or lie above either of them in an overlapping area
   (cbc_decrypt uses that for in-place operation); dst below a source
   with overlap is not supported, as in Nettle. */

#if defined(__GNUC__)
typedef uint64_t memxor_chunk __attribute__((vector_size(16)));
# define CHUNK_XOR(x, y) ((x) ^ (y))
#else
typedef struct { uint64_t w[2]; } memxor_chunk;
static inline memxor_chunk
chunk_xor(memxor_chunk x, memxor_chunk y)
{
  x.w[0] ^= y.w[0];
  x.w[1] ^= y.w[1];
  return x;
}
# define CHUNK_XOR(x, y) chunk_xor((x), (y))
#endif

void *
memxor3(void *dst_in, const void *a_in, const void *b_in, size_t n)
{
  uint8_t *dst = dst_in;
  const uint8_t *a = a_in;
  const uint8_t *b = b_in;

  /* For long areas, first bring the end of dst to a 16-byte
     boundary, so that the chunk stores below are aligned (unaligned
     loads are cheap, stores that split cache lines are not). */
  if (n >= 64)
    while ((uintptr_t) (dst + n) % 16)
      {
	n--;
	dst[n] = a[n] ^ b[n];
      }

  while (n >= 64)
    {
      memxor_chunk a0, a1, a2, a3, b0, b1, b2, b3;
      n -= 64;
      memcpy(&a0, a + n, 16);
      memcpy(&a1, a + n + 16, 16);
      memcpy(&a2, a + n + 32, 16);
      memcpy(&a3, a + n + 48, 16);
      memcpy(&b0, b + n, 16);
      memcpy(&b1, b + n + 16, 16);
      memcpy(&b2, b + n + 32, 16);
      memcpy(&b3, b + n + 48, 16);
      a0 = CHUNK_XOR(a0, b0);
      a1 = CHUNK_XOR(a1, b1);
      a2 = CHUNK_XOR(a2, b2);
      a3 = CHUNK_XOR(a3, b3);
      memcpy(dst + n + 48, &a3, 16);
      memcpy(dst + n + 32, &a2, 16);
      memcpy(dst + n + 16, &a1, 16);
      memcpy(dst + n, &a0, 16);
    }
  while (n >= 16)
    {
      memxor_chunk x, y;
      n -= 16;
      memcpy(&x, a + n, 16);
      memcpy(&y, b + n, 16);
      x = CHUNK_XOR(x, y);
      memcpy(dst + n, &x, 16);
    }
  if (n >= 8)
    {
      uint64_t x, y;
      n -= 8;
      memcpy(&x, a + n, 8);
      memcpy(&y, b + n, 8);
      x ^= y;
      memcpy(dst + n, &x, 8);
    }
  while (n > 0)
    {
      n--;
      dst[n] = a[n] ^ b[n];
    }
  return dst_in;
}
