/* memxor.c

   memxor: dst ^= src over n bytes, for any alignment of either
   pointer.

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

/* The loop works from the end of the areas towards their start, a
   16-byte chunk at a time, then 8, then single bytes. Every chunk is
   read (both operands) before it is written, so the result is right
   when dst == src and, more usefully, when dst lies above src in an
   overlapping area (the chunk being read is always below everything
   already written). Nettle's memxor and memxor3 also run downwards;
   callers inside the library rely on it only through memxor3.

   Loads and stores go through memcpy into a local, which compilers
   turn into single unaligned moves where the machine has them, so
   no alignment fix-up is needed. With GCC-compatible compilers the
   16-byte chunk is a generic vector type (an SSE2 register on x86);
   elsewhere it is two 64-bit words. */

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
memxor(void *dst_in, const void *src_in, size_t n)
{
  uint8_t *dst = dst_in;
  const uint8_t *src = src_in;

  /* For long areas, first bring the end of dst to a 16-byte
     boundary, so that the chunk stores below are aligned (unaligned
     loads are cheap, stores that split cache lines are not). */
  if (n >= 64)
    while ((uintptr_t) (dst + n) % 16)
      {
	n--;
	dst[n] ^= src[n];
      }

  while (n >= 64)
    {
      memxor_chunk s0, s1, s2, s3, d0, d1, d2, d3;
      n -= 64;
      memcpy(&s0, src + n, 16);
      memcpy(&s1, src + n + 16, 16);
      memcpy(&s2, src + n + 32, 16);
      memcpy(&s3, src + n + 48, 16);
      memcpy(&d0, dst + n, 16);
      memcpy(&d1, dst + n + 16, 16);
      memcpy(&d2, dst + n + 32, 16);
      memcpy(&d3, dst + n + 48, 16);
      d0 = CHUNK_XOR(d0, s0);
      d1 = CHUNK_XOR(d1, s1);
      d2 = CHUNK_XOR(d2, s2);
      d3 = CHUNK_XOR(d3, s3);
      memcpy(dst + n + 48, &d3, 16);
      memcpy(dst + n + 32, &d2, 16);
      memcpy(dst + n + 16, &d1, 16);
      memcpy(dst + n, &d0, 16);
    }
  while (n >= 16)
    {
      memxor_chunk s, d;
      n -= 16;
      memcpy(&s, src + n, 16);
      memcpy(&d, dst + n, 16);
      d = CHUNK_XOR(d, s);
      memcpy(dst + n, &d, 16);
    }
  if (n >= 8)
    {
      uint64_t s, d;
      n -= 8;
      memcpy(&s, src + n, 8);
      memcpy(&d, dst + n, 8);
      d ^= s;
      memcpy(dst + n, &d, 8);
    }
  while (n > 0)
    {
      n--;
      dst[n] ^= src[n];
    }
  return dst_in;
}
