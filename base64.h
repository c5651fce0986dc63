/* base64.h

   Base64 and base64url encoding and decoding, RFC 4648 sections 4
   and 5, with streaming contexts.

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

#ifndef NETTLE_BASE64_H_INCLUDED
#define NETTLE_BASE64_H_INCLUDED

#include "nettle-types.h"

#ifdef __cplusplus
extern "C" {
#endif

#define base64_encode_init nettle_base64_encode_init
#define base64url_encode_init nettle_base64url_encode_init
#define base64_encode_single nettle_base64_encode_single
#define base64_encode_update nettle_base64_encode_update
#define base64_encode_final nettle_base64_encode_final
#define base64_encode_raw nettle_base64_encode_raw
#define base64_encode_group nettle_base64_encode_group
#define base64_decode_init nettle_base64_decode_init
#define base64url_decode_init nettle_base64url_decode_init
#define base64_decode_single nettle_base64_decode_single
#define base64_decode_update nettle_base64_decode_update
#define base64_decode_final nettle_base64_decode_final

#define BASE64_BINARY_BLOCK_SIZE 3
#define BASE64_TEXT_BLOCK_SIZE 4

/* Encoding */

/* Largest output of base64_encode_update for length input bytes (up
   to 4 buffered bits plus 8 per byte, 6 per character). Padding is
   not included; base64_encode_final adds it. */
#define BASE64_ENCODE_LENGTH(length) (((length) * 8 + 4) / 6)

/* Largest output of base64_encode_final. */
#define BASE64_ENCODE_FINAL_LENGTH 3

/* Exact output of base64_encode_raw, padding included. */
#define BASE64_ENCODE_RAW_LENGTH(length) ((((length) + 2) / 3) * 4)

struct base64_encode_ctx
{
  const char *alphabet;		/* 64 characters */
  unsigned short word;		/* Buffered bits */
  unsigned char bits;		/* Number of buffered bits: 0, 2 or 4 */
};

/* Standard alphabet. */
void
base64_encode_init (struct base64_encode_ctx *ctx);

/* URL and file name safe alphabet ('-' and '_'), RFC 4648 section 5. */
void
base64url_encode_init (struct base64_encode_ctx *ctx);

/* Encodes one byte; returns the number of characters written, 1 or 2. */
size_t
base64_encode_single (struct base64_encode_ctx *ctx,
		      char *dst, uint8_t src);

/* Returns the number of characters written, at most
   BASE64_ENCODE_LENGTH(length). */
size_t
base64_encode_update (struct base64_encode_ctx *ctx,
		      char *dst, size_t length, const uint8_t *src);

/* Flushes buffered bits and writes the '=' padding; returns the number
   of characters written, at most BASE64_ENCODE_FINAL_LENGTH. */
size_t
base64_encode_final (struct base64_encode_ctx *ctx, char *dst);

/* Lower level functions, standard alphabet. */

/* Encodes a whole string with padding: exactly
   BASE64_ENCODE_RAW_LENGTH(length) characters. dst may overlap src
   as long as src <= dst. */
void
base64_encode_raw (char *dst, size_t length, const uint8_t *src);

/* Writes the 4 characters for the low 24 bits of group. */
void
base64_encode_group (char *dst, uint32_t group);

/* Decoding */

/* Largest output of base64_decode_update for length characters. */
#define BASE64_DECODE_LENGTH(length) ((((length) + 1) * 6) / 8)

struct base64_decode_ctx
{
  const signed char *table;	/* Character class table */
  unsigned short word;		/* Buffered bits */
  unsigned char bits;		/* Number of buffered bits */
  unsigned char padding;	/* Number of '=' seen */
};

void
base64_decode_init (struct base64_decode_ctx *ctx);

void
base64url_decode_init (struct base64_decode_ctx *ctx);

/* Consumes one character. Returns 1 when a byte was written to *dst,
   0 when none was (white space, padding, or a character that does not
   complete a byte), -1 on an invalid character or misplaced
   padding. */
int
base64_decode_single (struct base64_decode_ctx *ctx,
		      uint8_t *dst, char src);

/* Decodes src_length characters into dst, which must have room for
   BASE64_DECODE_LENGTH(src_length) bytes; stores the number of bytes
   written in *dst_length. Returns 1 on success, 0 on error. */
int
base64_decode_update (struct base64_decode_ctx *ctx,
		      size_t *dst_length, uint8_t *dst,
		      size_t src_length, const char *src);

/* Returns 1 if the input ended at a group boundary, else 0. */
int
base64_decode_final (struct base64_decode_ctx *ctx);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_BASE64_H_INCLUDED */
