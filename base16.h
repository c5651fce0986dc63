/* base16.h

   Base16 (hexadecimal) encoding and decoding, RFC 4648 section 8.

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

#ifndef NETTLE_BASE16_H_INCLUDED
#define NETTLE_BASE16_H_INCLUDED

#include "nettle-types.h"

#ifdef __cplusplus
extern "C" {
#endif

#define base16_encode_single nettle_base16_encode_single
#define base16_encode_update nettle_base16_encode_update
#define base16_decode_init nettle_base16_decode_init
#define base16_decode_single nettle_base16_decode_single
#define base16_decode_update nettle_base16_decode_update
#define base16_decode_final nettle_base16_decode_final

/* Encoding */

/* Output size of base16_encode_update for length input bytes. */
#define BASE16_ENCODE_LENGTH(length) ((length) * 2)

/* Writes the two lower-case digits of src to dst[0], dst[1]. */
void
base16_encode_single (char *dst, uint8_t src);

/* Writes exactly BASE16_ENCODE_LENGTH(length) digits. */
void
base16_encode_update (char *dst, size_t length, const uint8_t *src);

/* Decoding */

/* Largest output of base16_decode_update for length characters (one
   buffered digit may complete a byte). */
#define BASE16_DECODE_LENGTH(length) (((length) + 1) / 2)

struct base16_decode_ctx
{
  unsigned char word;	/* Buffered digit */
  unsigned char bits;	/* Number of buffered bits, 0 or 4 */
};

void
base16_decode_init (struct base16_decode_ctx *ctx);

/* Consumes one character. Returns 1 when a byte was written to *dst,
   0 when none was (first digit of a pair, or white space), -1 for a
   character that is neither a digit nor white space. */
int
base16_decode_single (struct base16_decode_ctx *ctx,
		      uint8_t *dst, char src);

/* Decodes src_length characters into dst, which must have room for
   BASE16_DECODE_LENGTH(src_length) bytes; stores the number of bytes
   written in *dst_length. Returns 1 on success, 0 on a bad
   character. */
int
base16_decode_update (struct base16_decode_ctx *ctx,
		      size_t *dst_length, uint8_t *dst,
		      size_t src_length, const char *src);

/* Returns 1 if the input ended on a whole byte, else 0. */
int
base16_decode_final (struct base16_decode_ctx *ctx);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_BASE16_H_INCLUDED */
