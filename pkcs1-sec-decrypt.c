/* pkcs1-sec-decrypt.c

   Side-channel silent RSAES-PKCS1-v1_5 unpadding (RFC 8017 7.2.2): every
   padded octet is read, in the same order, whatever its value, and the
   outcome is a mask, never a branch or an index.

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

#include "pkcs1-internal.h"
#include "memops.h"
#include "gmp-glue.h"

void
_sec_copy_tail (int cnd, uint8_t *dst, size_t length, const uint8_t *src,
		size_t shift, uint8_t *scratch)
{
  size_t k, i;
  unsigned bit;

  memcpy (scratch, src, length);
  /* Shift left by each power of two in shift in turn, every position
     chosen by mask: afterwards scratch starts with src + shift. */
  for (k = 1, bit = 0; k < length; k <<= 1, bit++)
    {
      uint8_t take = - (uint8_t) ((shift >> bit) & 1);
      for (i = 0; i + k < length; i++)
	scratch[i] = (scratch[i + k] & take) | (scratch[i] & ~take);
    }
  cnd_memcpy (cnd, dst, scratch, length);
}

int
_pkcs1_sec_decrypt (size_t length, uint8_t *message,
		    size_t padded_message_length,
		    const volatile uint8_t *padded_message)
{
  size_t sep, i;
  unsigned ok, nonzero;

  /* The lengths are public: a message that leaves fewer than eight
     padding octets can never be right. */
  if (padded_message_length < 11 || length > padded_message_length - 11)
    return 0;
  sep = padded_message_length - length - 1;

  ok = _sec_zero_octet (padded_message[0])
    & _sec_zero_octet (padded_message[1] ^ 2)
    & _sec_zero_octet (padded_message[sep]);
  for (i = 2, nonzero = 1; i < sep; i++)
    nonzero &= 1 - _sec_zero_octet (padded_message[i]);
  ok &= nonzero;

  cnd_memcpy (ok, message, padded_message + sep + 1, length);
  return ok;
}

int
_pkcs1_sec_decrypt_variable (size_t *length, uint8_t *message,
			     size_t padded_message_length,
			     const volatile uint8_t *padded_message)
{
  size_t sep = 0, i, msg_length, buffer_length, shift, mask;
  unsigned ok, searching = 1;
  uint8_t *scratch;

  if (padded_message_length < 11)
    return 0;

  /* The first zero after 00 02 is the separator; at least eight
     padding octets before it. */
  ok = _sec_zero_octet (padded_message[0])
    & _sec_zero_octet (padded_message[1] ^ 2);
  for (i = 2; i < padded_message_length; i++)
    {
      unsigned here = searching & _sec_zero_octet (padded_message[i]);
      sep |= i & - (size_t) here;
      searching &= ~here;
    }
  ok &= 1 - searching;
  ok &= 1 - _sec_size_lt (sep, 10);

  /* The message follows the separator; the caller's buffer holds
     buffer_length octets, no more than any message can have. */
  msg_length = padded_message_length - 1 - sep;
  buffer_length = *length < padded_message_length - 11
    ? *length : padded_message_length - 11;
  ok &= 1 - _sec_size_lt (buffer_length, msg_length);

  mask = - (size_t) ok;
  shift = (buffer_length - msg_length) & mask;
  if (buffer_length > 0)
    {
      scratch = gmp_alloc (buffer_length);
      _sec_copy_tail (ok, message, buffer_length,
		      (const uint8_t *) padded_message
		      + padded_message_length - buffer_length,
		      shift, scratch);
      gmp_free (scratch, buffer_length);
    }
  *length = (msg_length & mask) | (*length & ~mask);
  return ok;
}
