/* sexp-transport.c

   Reading the transport encoding: leading {base64} parts (with white
   space and ; comments between them) are decoded in place, and the
   result is read as canonical S-expressions.

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

#include "sexp.h"
#include "base64.h"

int
sexp_transport_iterator_first (struct sexp_iterator *iterator,
			       size_t length, uint8_t *input)
{
  /* Decoded octets go to input[0, out); in is the next unread one.
     out < in always, as base64 shrinks and the braces are dropped. */
  size_t in = 0;
  size_t out = 0;

  while (in < length)
    {
      uint8_t c = input[in];
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r')
	in++;
      else if (c == ';')
	{
	  /* A comment, to the end of the line. */
	  while (in < length && input[in] != '\n')
	    in++;
	}
      else if (c == '{')
	{
	  struct base64_decode_ctx ctx;
	  size_t end, decoded;
	  const uint8_t *close;

	  in++;
	  close = memchr (input + in, '}', length - in);
	  if (!close)
	    return 0;
	  end = close - input;
	  base64_decode_init (&ctx);
	  if (!base64_decode_update (&ctx, &decoded, input + out,
				     end - in, (const char *) input + in)
	      || !base64_decode_final (&ctx))
	    return 0;
	  out += decoded;
	  in = end + 1;
	}
      else
	break;
    }

  /* The canonical rest, input[in, length), joins the decoded part. */
  if (out && in < length)
    memmove (input + out, input + in, length - in);
  if (out)
    length = out + (length - in);
  else
    {
      input += in;
      length -= in;
    }
  return sexp_iterator_first (iterator, length, input);
}
