/* cmac-internal.h

   What CMAC-64 and CMAC-128 share: buffering the last block of the
   message and the final block with its subkey (internal).

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

#ifndef NETTLE_CMAC_INTERNAL_H_INCLUDED
#define NETTLE_CMAC_INTERNAL_H_INCLUDED

#include <string.h>

#include "nettle-types.h"
#include "block16-internal.h"

/* X ^= B over BS octets, BS 8 or 16 (a constant at every call); a
   16-byte block in one store (see block16_xor_bytes). */
static inline void
cmac_xor(uint8_t *x, const uint8_t *b, size_t bs)
{
  uint64_t u, v;
  if (bs == 16)
    {
      block16_xor_bytes(x, b);
      return;
    }
  memcpy(&u, x, 8);
  memcpy(&v, b, 8);
  u ^= v;
  memcpy(x, &u, 8);
}

/* The start of an update: the buffered block (INDEX octets at BLOCK)
   is processed only once more input follows, so the last block of the
   message is always left for the digest. Returns 0 when everything
   went into the buffer; otherwise the buffer has been filled from the
   message, chained into X, and *MSG, *LENGTH (now nonzero) describe the
   rest. */
static inline int
cmac_update_head(uint8_t *x, uint8_t *block, size_t *index, size_t bs,
		 const void *cipher, nettle_cipher_func *encrypt,
		 size_t *length, const uint8_t **msg)
{
  size_t room = bs - *index;
  if (*length <= room)
    {
      /* An empty update may come with a null pointer (siv_cmac passes
	 its associated data so); memcpy must not see it. */
      if (*length)
	memcpy(block + *index, *msg, *length);
      *index += *length;
      return 0;
    }
  memcpy(block + *index, *msg, room);
  *msg += room;
  *length -= room;
  cmac_xor(x, block, bs);
  encrypt(cipher, bs, x, x);
  return 1;
}

/* The digest: the last block, padded with 10* and XORed with K2 when
   incomplete (or empty), else XORed with K1, is chained into X; the
   first LENGTH octets of the result are the tag. The caller resets
   the context. */
static inline void
cmac_finish(uint8_t *x, uint8_t *block, size_t index, size_t bs,
	    const uint8_t *k1, const uint8_t *k2,
	    const void *cipher, nettle_cipher_func *encrypt,
	    size_t length, uint8_t *digest)
{
  if (index < bs)
    {
      block[index] = 0x80;
      memset(block + index + 1, 0, bs - 1 - index);
      cmac_xor(block, k2, bs);
    }
  else
    cmac_xor(block, k1, bs);

  cmac_xor(x, block, bs);
  encrypt(cipher, bs, x, x);
  memcpy(digest, x, length);
}

#endif /* NETTLE_CMAC_INTERNAL_H_INCLUDED */
