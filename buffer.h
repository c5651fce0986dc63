/* buffer.h

   A growable byte string: what the sexp, pgp and base64 formatting
   code writes into. Growth goes through a nettle_realloc_func, so a
   caller may supply its own allocator, or a fixed area that never
   grows (nettle_buffer_init_size).

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

#ifndef NETTLE_BUFFER_H_INCLUDED
#define NETTLE_BUFFER_H_INCLUDED

#include "realloc.h"

#ifdef __cplusplus
extern "C" {
#endif

struct nettle_buffer
{
  uint8_t *contents;
  /* Bytes allocated at contents. */
  size_t alloc;

  void *realloc_ctx;
  /* NULL for a fixed area, which cannot grow. */
  nettle_realloc_func *realloc;

  /* Bytes used. */
  size_t size;
};

/* An empty buffer that grows with nettle_realloc. */
void
nettle_buffer_init(struct nettle_buffer *buffer);

void
nettle_buffer_init_realloc(struct nettle_buffer *buffer,
			   void *realloc_ctx,
			   nettle_realloc_func *realloc);

/* A buffer over the LENGTH bytes at SPACE, which never grows. */
void
nettle_buffer_init_size(struct nettle_buffer *buffer,
			size_t length, uint8_t *space);

/* Frees the contents (if the buffer owns them) and empties it. */
void
nettle_buffer_clear(struct nettle_buffer *buffer);

/* Empties the buffer but keeps its allocation. */
void
nettle_buffer_reset(struct nettle_buffer *buffer);

/* Makes room for LENGTH more bytes. Returns 1 on success, 0 when the
   buffer is fixed or memory runs out (the buffer is then unchanged). */
int
nettle_buffer_grow(struct nettle_buffer *buffer,
		   size_t length);

/* Appends one byte; evaluates to 1 on success, 0 on failure. */
#define NETTLE_BUFFER_PUTC(buffer, c) \
( (((buffer)->size < (buffer)->alloc) || nettle_buffer_grow((buffer), 1)) \
  && ((buffer)->contents[(buffer)->size++] = (c), 1) )

/* Appends LENGTH bytes of DATA. Returns 1 on success, 0 on failure. */
int
nettle_buffer_write(struct nettle_buffer *buffer,
		    size_t length, const uint8_t *data);

/* Appends LENGTH bytes for the caller to fill in, and returns where
   they are (NULL on failure). The pointer is good until the next call
   that may grow the buffer. */
uint8_t *
nettle_buffer_space(struct nettle_buffer *buffer,
		    size_t length);

/* Appends the contents of SRC to DST. Returns 1 on success, 0 on
   failure. */
int
nettle_buffer_copy(struct nettle_buffer *dst,
		   const struct nettle_buffer *src);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_BUFFER_H_INCLUDED */
