/* buffer.h

   A growable byte buffer (struct nettle_buffer) that appends data and
   reallocates through a nettle_realloc_func, or works in a fixed area.

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

  /* NULL realloc: a fixed-size buffer that never grows. */
  void *realloc_ctx;
  nettle_realloc_func *realloc;

  /* Bytes in use, at most alloc. */
  size_t size;
};

/* Empty buffer that grows with nettle_realloc. */
void
nettle_buffer_init(struct nettle_buffer *buffer);

/* Empty buffer that grows with the given allocator. */
void
nettle_buffer_init_realloc(struct nettle_buffer *buffer,
			   void *realloc_ctx,
			   nettle_realloc_func *realloc);

/* Fixed buffer of length bytes at space; writes beyond it fail. */
void
nettle_buffer_init_size(struct nettle_buffer *buffer,
			size_t length, uint8_t *space);

/* Frees the contents (when the buffer has an allocator) and leaves
   the buffer empty. */
void
nettle_buffer_clear(struct nettle_buffer *buffer);

/* Makes the buffer empty, keeping its space. */
void
nettle_buffer_reset(struct nettle_buffer *buffer);

/* Makes room for length more bytes after size. Returns 1 on success,
   0 when the buffer cannot grow. */
int
nettle_buffer_grow(struct nettle_buffer *buffer,
		   size_t length);

/* Appends the byte c; 1 on success, 0 on failure. */
#define NETTLE_BUFFER_PUTC(buffer, c) \
( (((buffer)->size < (buffer)->alloc) || nettle_buffer_grow((buffer), 1)) \
  && ((buffer)->contents[(buffer)->size++] = (c), 1) )

/* Appends length bytes of data; 1 on success, 0 on failure. */
int
nettle_buffer_write(struct nettle_buffer *buffer,
		    size_t length, const uint8_t *data);

/* Reserves length bytes at the end and returns where they start (for
   the caller to fill), or NULL on failure. The pointer is valid until
   the buffer next grows. */
uint8_t *
nettle_buffer_space(struct nettle_buffer *buffer,
		    size_t length);

/* Appends the contents of src to dst; 1 on success, 0 on failure. */
int
nettle_buffer_copy(struct nettle_buffer *dst,
		   const struct nettle_buffer *src);

#ifdef __cplusplus
}
#endif

#endif /* NETTLE_BUFFER_H_INCLUDED */
