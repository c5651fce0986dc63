/* sexp-transport-format.c

   Writing S-expressions in the transport encoding: the canonical form,
   base64 encoded between { and }.

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

#include <stdarg.h>

#include "sexp.h"
#include "base64.h"
#include "buffer.h"

size_t
sexp_transport_vformat (struct nettle_buffer *buffer,
			const char *format, va_list args)
{
  size_t start = 0;
  size_t length;
  size_t encoded;

  if (buffer)
    {
      if (!NETTLE_BUFFER_PUTC (buffer, '{'))
	return 0;
      start = buffer->size;
    }

  length = sexp_vformat (buffer, format, args);
  if (!length)
    return 0;
  encoded = BASE64_ENCODE_RAW_LENGTH (length);

  if (buffer)
    {
      /* Encode in place: base64_encode_raw allows dst == src. */
      if (!nettle_buffer_space (buffer, encoded - length))
	return 0;
      base64_encode_raw ((char *) buffer->contents + start, length,
			 buffer->contents + start);
      if (!NETTLE_BUFFER_PUTC (buffer, '}'))
	return 0;
    }
  return encoded + 2;
}

size_t
sexp_transport_format (struct nettle_buffer *buffer,
		       const char *format, ...)
{
  va_list args;
  size_t done;

  va_start (args, format);
  done = sexp_transport_vformat (buffer, format, args);
  va_end (args);
  return done;
}
